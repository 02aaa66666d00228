import EarshotEngine
import EarshotModel
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// Links inside one text element (a label span with a `link`): swiping reaches the text as one stop,
/// which says "link" after its text; the Links rotor reaches each link in it.
/// - cvs-health/ios-swiftui-accessibility-techniques, `LinksView.swift` (at 47e3a298, lines 103–115
///   and 167–170): SwiftUI `Text` with AttributedString or Markdown links, where "VoiceOver users must
///   use the Rotor to focus on each link individually".
/// - MagentaA11y's iOS link page (`public/content/documentation/native/controls/link.md` at
///   1581528d): focus is "around the paragraph container", announced "All text in paragraph
///   including url, link"; a double tap activates the (first) link. Its recording
///   (`linkIosVoiceOver-en-US.vtt`) reads a text that is all one link as "…tests. Link". The page's
///   "Links do not currently appear in iOS Rotor using SwiftUI" disagrees with CVS Health
///   (`Unverified.labelLinksInLinksRotor`).
@Suite struct LabelLinkTests {
  /// SwiftUI: `Text` with Markdown links (CVS Health's example).
  static let swiftUIText = #"""
    {"id": "start", "type": "label", "text": "To get started Log In or Create Account.", "frame": [0, 0, 390, 44],
     "labelSpans": [{"text": "Log In", "link": "https://www.example.com/login"}, {"text": "Create Account", "link": "https://www.example.com/create-account"}]},
    {"id": "after", "type": "link", "text": "Contact Us", "frame": [0, 60, 390, 44]}
    """#

  /// UIKit: a `UITextView` (not editable) whose attributed text holds a link, in another language.
  static let uikitTextView = #"""
    {"id": "before", "type": "button", "text": "Back", "frame": [0, 0, 80, 44]},
    {"id": "terms", "isAccessibilityElement": true, "label": "Read the Conditions générales before you sign.", "traits": ["staticText"], "frame": [0, 60, 390, 66],
     "labelSpans": [{"text": "Conditions générales", "language": "fr-FR", "link": "https://example.com/cgv"}], "onActivate": [{"announce": "Signed"}]}
    """#

  @Test func theTextIsOneStopThatSaysLinkAfterItsText() {
    #expect(speech(Self.swiftUIText) == ["To get started Log In or Create Account., link", "Contact Us, link"])
    #expect(speech(Self.uikitTextView) == ["Back, button", "Read the Conditions générales before you sign., link"])
  }

  @Test func theLinksRotorReachesEachLinkInsideTheLabel() throws {
    #expect(try run(Self.swiftUIText, "rotor Links; rotor-next; rotor-next; rotor-next; rotor-next; rotor-previous; rotor-previous") == [
      "focus: To get started Log In or Create Account., link", "rotor: Links",
      "earcon: focus", "focus: Log In, link",
      "earcon: focus", "focus: Create Account, link",
      "earcon: focus", "focus: Contact Us, link",
      "earcon: boundary",
      "earcon: focus", "focus: Create Account, link",
      "earcon: focus", "focus: Log In, link",
    ])
  }

  /// The link keeps its run's language; its double tap opens the link, not the element's own action.
  @Test func aLinkReachedWithTheRotorIsSaidInItsLanguageAndOpensItself() throws {
    let document = Fixture.screen(Self.uikitTextView)
    var runner = GestureRunner(document: document, reader: Fixture.reader(), timing: WordTiming(), speakHints: false)
    try runner.run(try GestureScript.parse("rotor Links; rotor-next; activate", file: "-e", inline: true), file: "-e")
    let events = runner.timeline().events
    let link = try #require(events.last { $0.kind == .focus })
    #expect(link.text == "Conditions générales, link")
    #expect(link.segments.map(\.segment.language) == ["fr-FR", "en-US"])
    #expect(events.last?.kind == .earcon && events.last?.text == "activate")
    #expect(!events.contains { $0.kind == .announcement })
    // Swiping on leaves the link: a double tap is the element's again.
    #expect(try run(Self.uikitTextView, "rotor Links; rotor-next; previous; next; activate").suffix(2) == ["earcon: activate", "announcement: Signed"])
  }

  @Test func swipingPassesOverTheLinks() throws {
    #expect(try run(Self.swiftUIText, "next; next") == ["focus: To get started Log In or Create Account., link", "earcon: focus", "focus: Contact Us, link", "earcon: boundary"])
  }

  @Test func theLinkIsReadAndWrittenBack() throws {
    let document = Fixture.screen(Self.swiftUIText)
    let spans = document.screens[0].root.children[0].labelSpans
    #expect(spans.map(\.link) == ["https://www.example.com/login", "https://www.example.com/create-account"])
    let again = try DocumentReader.read(bytes: Array(DocumentWriter.string(document).utf8), file: "again.json").document
    #expect(again.screens[0].root.children[0].labelSpans == spans)
    let empty = Fixture.diagnostics(#"{"earshot": 1, "root": {"children": [{"type": "label", "text": "a b", "labelSpans": [{"text": "b", "link": ""}]}]}}"#)
    #expect(empty.contains { $0.severity == .error && $0.place == "root.children[0].labelSpans[0].link" }, "\(empty)")
  }
}
