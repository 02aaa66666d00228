@testable import EarshotEngine
import EarshotModel
@testable import EarshotTalkBack
import EarshotTestSupport
@testable import EarshotVoiceOver
import Testing

/// TalkBack's gestures in a session (google/talkback@26a27dc; TB paths as in `TalkBackTests`).
@Suite struct TalkBackSessionTests {
  static let checkout = try! DocumentReader.read(bytes: Repository.read("samples/android/checkout.json"), file: "checkout.json").document
  static let legacy = try! DocumentReader.read(bytes: Repository.read("samples/android/checkout-legacy.json"), file: "checkout-legacy.json").document

  /// What each output is: an earcon's name, or the words said and how ("focus: …").
  static func heard(_ outputs: [SessionOutput]) -> [String] {
    outputs.compactMap { output in
      switch output {
      case .earcon(let earcon, _): return "earcon \(earcon.rawValue)"
      case .speak(let request): return "\(request.kind.rawValue): \(request.utterance.speech)"
      case .screen: return nil
      }
    }
  }

  static func run(_ document: Document, _ script: String) throws -> [[String]] {
    var session = TalkBack(language: "en-US").session(document: document, speakHints: false)
    var out = [heard(session.start())]
    for (i, gesture) in try GestureScript.parse(script, file: nil, inline: true).enumerated() {
      out.append(heard(try session.perform(gesture, index: i, file: nil)))
    }
    return out
  }

  @Test func aWindowSaysItsTitleThenFocusesTheFirstItemThatIsNotIt() throws {
    // ScreenFeedbackManager.java:170-220 (title, window earcon); FocusActorForScreenStateChange.java:355-444.
    let start = try Self.run(Self.checkout, "")[0]
    #expect(start == ["earcon screenChanged", "announcement: Checkout", "focus: Jasmine tea, $2.50, In stock, 1 of 3, In list, 3 items"])
  }

  @Test func swipingPlaysTheActionableOrPlainFocusSound() throws {
    // EventTypeViewAccessibilityFocusedFeedbackRule.java:366-381.
    let steps = try Self.run(Self.checkout, "next; next")
    #expect(steps[1] == ["earcon focusActionable", "focus: Add jasmine tea to cart, Button"])
    // A focusable row is actionable too (AccessibilityNodeInfoUtils.java:1100-1123); plain text is not.
    #expect(steps[2] == ["earcon focusActionable", "focus: Oolong tea, $3.20, Only 2 left, 2 of 3"])
  }

  @Test func doubleTappingASwitchSaysItsNewState() throws {
    // EventTypeViewClickedFeedbackRule.java:56-168: the click's earcon, then the new state.
    let steps = try Self.run(Self.checkout, "focus notifications; activate")
    #expect(steps[2] == ["earcon activate", "value: on"])
  }

  @Test func aPoliteLiveRegionIsReadWhenItAppearsAndOtherwiseNothing() throws {
    // EventTypeWindowContentChangedFeedbackRule.java:119-121, 292-306: a polite live region waits its turn.
    var session = TalkBack(language: "en-US").session(document: Self.checkout, speakHints: false)
    _ = session.start()
    _ = try session.perform(ScriptedGesture(.focus("pay"), line: 1), index: 0, file: nil)
    let tap = try session.perform(ScriptedGesture(.activate, line: 2), index: 1, file: nil)
    let region = tap.compactMap { output -> SpeechScheduler.Request? in if case .speak(let r) = output { return r } else { return nil } }
    #expect(region.map(\.utterance.speech) == ["Card declined. Try another card."])
    #expect(region.first?.channel == .announcement(.default, queued: true))
    // Before the fix the same error appears in silence.
    #expect(try Self.run(Self.legacy, "focus pay; activate")[2] == ["earcon activate"])
  }

  @Test func readingControlsMoveByHeadingsAndSayWhenThereAreNoMore() throws {
    // SelectorController.java:134-225; NavigationTarget.java:346-358; FocusProcessorForLogicalNavigation.java:2341-2360.
    let steps = try Self.run(Self.checkout, "rotor Headings; rotor-next; rotor-next")
    #expect(steps[1] == ["rotor: Headings"])
    #expect(steps[2] == ["earcon focus", "focus: Spending this month, Heading, Out of list"])
    #expect(steps[3] == ["rotor: No next heading"])
    let controls = try Self.run(Self.checkout, "rotor Controls; rotor-next")
    #expect(controls[2] == ["earcon focusActionable", "focus: Add jasmine tea to cart, Button"])
  }

  /// The Links reading control moves to the next node with a ClickableSpan in its text, or in the
  /// text of a descendant it does not focus (FILTER_LINK, AccessibilityNodeInfoUtils.java:374-382;
  /// SpannableUtils.java:191-209; SpannableTraversalUtils.java:92-135, which does not look below a
  /// content description), and lands on that node, not on each link; its speech is the node's.
  @Test func theLinksReadingControlMovesToTextWithLinks() throws {
    let document = Fixture.document(#"""
      {"earshot": 1, "platform": "android", "root": {"className": "android.widget.FrameLayout", "frame": [0, 0, 400, 800], "children": [
        {"className": "android.widget.TextView", "text": "Create an account", "frame": [16, 40, 368, 40]},
        {"className": "android.widget.TextView", "text": "You agree to the Terms and the Privacy Policy.", "frame": [16, 100, 368, 60],
         "labelSpans": [{"text": "Terms", "link": "https://example.com/terms"}, {"text": "Privacy Policy", "link": "https://example.com/privacy"}]},
        {"className": "android.widget.TextView", "text": "Read the Guide", "frame": [16, 170, 368, 20], "labelSpans": [{"text": "Guide", "language": "en-GB"}]},
        {"className": "android.widget.Button", "text": "Sign up", "clickable": true, "focusable": true, "frame": [16, 200, 368, 48]},
        {"className": "android.widget.LinearLayout", "clickable": true, "focusable": true, "frame": [16, 300, 368, 60], "children": [
          {"className": "android.widget.TextView", "text": "Need help? Contact support", "frame": [16, 300, 368, 60],
           "labelSpans": [{"text": "Contact support", "link": "https://example.com/help"}]}]},
        {"className": "android.widget.LinearLayout", "contentDescription": "Offers", "clickable": true, "frame": [16, 400, 368, 60], "children": [
          {"className": "android.widget.TextView", "text": "See offers", "frame": [16, 400, 368, 60], "labelSpans": [{"text": "offers", "link": "https://example.com/o"}]}]}
      ]}}
      """#)
    let steps = try Self.run(document, "rotor Links; rotor-next; rotor-next; rotor-next; rotor-previous")
    #expect(steps[2] == ["earcon focus", "focus: You agree to the Terms and the Privacy Policy."])
    // The row's text is not focused itself: the row is the link's node.
    #expect(steps[3] == ["earcon focusActionable", "focus: Need help? Contact support"])
    // Below a content description the links are not looked for: no more links.
    #expect(steps[4] == ["rotor: No next link"])
    #expect(steps[5] == ["earcon focus", "focus: You agree to the Terms and the Privacy Policy."])
  }

  @Test func theActionsMenuPerformsACustomAction() throws {
    // CustomActionMenu.java:61-145: a node's custom actions are the TalkBack menu's Actions.
    let document = Fixture.document(#"""
      {"earshot": 1, "platform": "android", "root": {"children": [{"className": "android.widget.FrameLayout", "frame": [0, 0, 400, 800], "children": [
        {"id": "mail", "className": "android.widget.TextView", "text": "Lunch?", "focusable": true, "customActions": [
          {"name": "Archive", "effects": [{"announce": "Archived"}]}]}]}]}}
      """#)
    let steps = try Self.run(document, "action Archive; rotor Actions; rotor-next")
    #expect(steps[1] == ["announcement: Archived"])
    #expect(steps[3] == ["rotor: Archive"])
    var session = TalkBack(language: "en-US").session(document: document, speakHints: false)
    _ = session.start()
    #expect(throws: InputError.self) { try session.perform(ScriptedGesture(.action("Delete"), line: 1), index: 0, file: nil) }
  }

  @Test func theHintFollowsFourHundredMillisecondsAfterTheSpeech() {
    // ProcessorAccessibilityHints.java:60-61.
    var runner = GestureRunner(document: Self.checkout, reader: TalkBack(language: "en-US"), timing: EstimatedTiming(voice: Fixture.voice()))
    runner.start()
    _ = try? runner.perform(ScriptedGesture(.next, line: 1))
    let events = runner.timeline().events
    let add = events.first { $0.kind == .focus && $0.text.hasPrefix("Add jasmine") }!, hint = events.first { $0.kind == .hint }!
    #expect(hint.start == add.end + 400 && hint.text == "Double-tap to activate")
  }

  @Test func aDisabledNodeDoesNothingWhenDoubleTapped() throws {
    // TalkBackUnverified.disabledActivationIsSilent, both ways.
    let document = Fixture.document(#"""
      {"earshot": 1, "platform": "android", "root": {"children": [{"className": "android.widget.FrameLayout", "frame": [0, 0, 400, 800], "children": [
        {"className": "android.widget.Button", "text": "Pay", "clickable": true, "enabled": false, "onActivate": [{"announce": "Paid"}]}]}]}}
      """#)
    #expect(try Self.run(document, "activate")[1].isEmpty)
    var reader = TalkBack(language: "en-US")
    reader.unverified.disabledActivationIsSilent = false
    var session = reader.session(document: document, speakHints: false)
    _ = session.start()
    #expect(Self.heard(try session.perform(ScriptedGesture(.activate, line: 1), index: 0, file: nil)) == ["earcon activate", "announcement: Paid"])
  }

  @Test func theEdgeOfTheScreenIsASoundOrARoundAgain() throws {
    #expect(try Self.run(Self.checkout, "last; next")[2] == ["earcon boundary"])
    var reader = TalkBack(language: "en-US")
    reader.unverified.edgeOfScreenIsSilent = false
    var session = reader.session(document: Self.checkout, speakHints: false)
    _ = session.start()
    _ = try session.perform(ScriptedGesture(.last, line: 1), index: 0, file: nil)
    #expect(Self.heard(try session.perform(ScriptedGesture(.next, line: 2), index: 1, file: nil)).last == "focus: Checkout, Heading")
    // Every behaviour here has both branches tested; a new one needs its test too.
    #expect(Mirror(reflecting: TalkBackUnverified()).children.count == 6)
  }

  @Test func theFirstFocusCanBeTheTitle() throws {
    // TalkBackUnverified.initialFocusSkipsTitle, the other way.
    var reader = TalkBack(language: "en-US")
    reader.unverified.initialFocusSkipsTitle = false
    var session = reader.session(document: Self.checkout, speakHints: false)
    #expect(Self.heard(session.start()).last == "focus: Checkout, Heading")
  }
}
