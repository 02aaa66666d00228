@testable import EarshotEngine
import EarshotModel
@testable import EarshotReview
@testable import EarshotTalkBack
import EarshotTestSupport
@testable import EarshotVoiceOver
import Testing

/// diff, report, reach and the audit's SARIF speak of an Android screen in TalkBack's terms: its
/// Headings reading control, its double-tap (google/talkback@26a27dc
/// `talkback/src/main/res/values/strings.xml:1196,1546`), TalkBack as the reader; an iOS screen's
/// words stay VoiceOver's.
@Suite struct ReaderTermsReviewTests {
  static var timing: EstimatedTiming { EstimatedTiming(voice: Fixture.voice()) }
  static func android(_ name: String) -> Document { Fixture.document(String(decoding: Repository.read("samples/android/\(name)"), as: UTF8.self)) }
  static func ios(_ name: String) -> Document { Fixture.document(String(decoding: Repository.read("samples/\(name)"), as: UTF8.self)) }

  @Test func anAndroidDiffNamesTheHeadingsReadingControl() {
    let text = DocumentDiff(before: Self.android("checkout-legacy.json"), beforeFile: "before.json", after: Self.android("checkout.json"),
                            afterFile: "after.json", reader: TalkBack(language: "en-US"), catalog: catalog, timing: Self.timing).text()
    #expect(text.contains("swiping or with the Headings reading control: "))
    // diff's JSON keys the reader's costs by the reader heard.
    let json = DocumentDiff(before: Self.android("checkout-legacy.json"), beforeFile: "before.json", after: Self.android("checkout.json"),
                            afterFile: "after.json", reader: TalkBack(language: "en-US"), catalog: catalog, timing: Self.timing).json()
    let reach = json["screens"]?.arrayValue?.first?["reachWith"]?.arrayValue ?? []
    let sides = reach.flatMap { [$0["before"], $0["after"]] }.compactMap { $0 }.filter { $0 != .null }
    #expect(!sides.isEmpty && sides.allSatisfy { $0["talkback"] != nil && $0["voiceover"] == nil })
    let costs = json["screens"]?.arrayValue?.first?["reach"]?.arrayValue?.compactMap { $0["after"] } ?? []
    #expect(!costs.isEmpty && costs.allSatisfy { $0["readingControlStops"] != nil && $0["rotorStops"] == nil })
    #expect(!text.lowercased().contains("rotor") && !text.contains("VoiceOver"))
    let ios = DocumentDiff(before: Self.ios("checkout-legacy.json"), beforeFile: "before.json", after: Self.ios("checkout.json"),
                           afterFile: "after.json", reader: Fixture.reader(), catalog: catalog, timing: Self.timing).text()
    #expect(ios.contains("swiping or with the Headings rotor: "))
  }

  @Test func talkBacksRoutesAreInItsGestures() throws {
    let report = ReachReport(screen: ReachScreen(screen: Self.android("checkout.json").screens[0], reader: TalkBack(language: "en-US")),
                             technologies: [.screenReader], timing: Self.timing)
    let routes = report.costs[.screenReader]!.filter(\.reachable).map(\.how)
    #expect(!routes.isEmpty)
    #expect(routes.allSatisfy { !$0.contains("rotor") && !$0.contains("double tap") })
    #expect(routes.contains { $0.hasSuffix(", double-tap") })
    #expect(report.screenReader == "TalkBack")
  }

  @Test func aDisabledAndroidControlIsUnreachableInTalkBacksWords() throws {
    let document = Fixture.document("""
      {"platform": "android", "root": {"className": "android.widget.FrameLayout", "children": [
        {"id": "go", "className": "android.widget.Button", "text": "Go", "clickable": true, "enabled": false, "frame": [0, 0, 200, 100]}]}}
      """)
    let report = ReachReport(screen: ReachScreen(screen: document.screens[0], reader: TalkBack(language: "en-US")),
                             technologies: [.screenReader], timing: Self.timing)
    let cost = try #require(report.cost(of: "go", with: .screenReader))
    #expect(!cost.reachable)
    #expect(cost.how.contains("TalkBack") && !cost.how.contains("VoiceOver") && !cost.how.contains("dimmed"))
  }

  /// TalkBack says "Disabled" (`value_disabled`), not VoiceOver's "dimmed": the part is named so in
  /// transcript JSON, in diff's text and JSON.
  @Test func aDisabledPartIsNamedAsTalkBackSaysIt() throws {
    let enabled = Fixture.document("""
      {"platform": "android", "root": {"className": "android.widget.FrameLayout", "children": [
        {"id": "go", "className": "android.widget.Button", "text": "Go", "clickable": true}]}}
      """)
    let disabled = Fixture.document("""
      {"platform": "android", "root": {"className": "android.widget.FrameLayout", "children": [
        {"id": "go", "className": "android.widget.Button", "text": "Go", "clickable": true, "enabled": false}]}}
      """)
    let json = try JSONParser.parse(Transcript(document: disabled, reader: TalkBack(language: "en-US")).jsonText())
    let roles = json["stops"]?.arrayValue?.first?["segments"]?.arrayValue?.compactMap { $0["role"]?.stringValue } ?? []
    #expect(roles.contains("disabled") && !roles.contains("dimmed"))
    let diff = DocumentDiff(before: enabled, beforeFile: "before.json", after: disabled, afterFile: "after.json",
                            reader: TalkBack(language: "en-US"), catalog: catalog, timing: Self.timing)
    #expect(diff.text().contains("Disabled added: \"disabled\".") && !diff.text().contains("Dimmed"))
    let text = JSONWriter.string(diff.json())
    #expect(text.contains("\"part\": \"disabled\"") && !text.contains("dimmed"))
  }

  @Test func sarifTagsEachRuleWithTheReaderOfItsPlatform() {
    for rule in catalog.rules(AuditOptions()) {
      let tags = AuditReport.sarifRule(rule, readers: catalog.readers(of: rule))["properties"]?["tags"]?.arrayValue?.compactMap(\.stringValue) ?? []
      #expect(tags == ["accessibility", rule.platforms == [.android] ? "talkback" : "voiceover"], "\(rule.id)")
    }
  }

  @Test func theReviewPagesCostsNameTheReadersHeadingsControl() {
    let version = ScreenVersion(screen: Self.android("checkout.json").screens[0], file: "checkout.json", reader: TalkBack(language: "en-US"), catalog: catalog,
                                timing: Self.timing)
    let page = ReviewPage(title: "t", sections: [], voice: "en-US", timingNote: "")
    let html = PageWriter.text { page.costsHTML(version, id: "v", name: PageText("Checkout"), level: 2, into: $0) }
    #expect(html.contains("jumping with the Headings reading control") && html.contains("Headings reading control: stops"))
    #expect(!html.contains("rotor"))
  }
  /// TalkBack does not offer a node's actions on focus: its usage hint sends the user to them, and
  /// Earshot's session reaches them by turning the reading controls (Headings, Controls, Links) to
  /// Actions, where Expand or Collapse comes first (CustomActionMenu.java:105-145). Reach counts
  /// those turns; VoiceOver's hint says to swipe down at once (WWDC26 220), so its count has none.
  @Test func talkBacksActionsAreReachedThroughItsActionsReadingControl() throws {
    func document(_ platform: String, expandable: Bool) -> Document {
      Fixture.document(#"{"earshot": 1, "platform": "\#(platform)", "root": {"children": [{"type": "button", "id": "row", "label": "Message", \#(expandable ? #""expanded": false,"# : "") \#(platform == "android" ? #""className": "android.widget.Button", "clickable": true, "focusable": true,"# : "") "customActions": [{"name": "Delete"}, {"name": "Archive"}], "frame": [0, 0, 200, 48]}]}}"#)
    }
    func archive(_ document: Document, _ reader: any ScreenReader) throws -> ReachCost {
      let report = ReachReport(screen: ReachScreen(screen: document.screens[0], reader: reader), technologies: [.screenReader], timing: Self.timing)
      return try #require(report.cost(of: "row#Archive", with: .screenReader))
    }
    let talkBack = try archive(document("android", expandable: true), TalkBack(language: "en-US"))
    // 4 turns to Actions, past Expand and Delete to Archive (3 swipes), a double-tap.
    #expect(talkBack.steps == 8)
    #expect(talkBack.how == "focused when the screen appears, choose the Actions reading control (4 gestures), swipe down 3 times to \u{201C}Archive\u{201D}, double-tap")
    let plain = try archive(document("android", expandable: false), TalkBack(language: "en-US"))
    #expect(plain.steps == 7 && plain.how.contains("(4 gestures), swipe down twice to"))
    let voiceOver = try archive(document("ios", expandable: false), Fixture.reader())
    #expect(voiceOver.steps == 3 && voiceOver.how == "focused when the screen appears, swipe down twice to \u{201C}Archive\u{201D}, double tap")
    // Hearing the reading controls' names and Expand takes time as well.
    #expect((talkBack.seconds ?? 0) > (plain.seconds ?? 0) && (plain.seconds ?? 0) > (voiceOver.seconds ?? 0))
  }
}
