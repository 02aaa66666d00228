import EarshotEngine
import EarshotImporters
import EarshotModel
@testable import EarshotReview
@testable import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// The Android rules, each against the Accessibility Test Framework check it follows (ATF at
/// c65cab02, `src/main/java/com/google/android/apps/common/testing/accessibility/framework/checks/`).
@Suite struct AndroidAuditTests {
  /// One window of 400 × 800 dp holding `nodes`.
  static func audit(_ nodes: String, density: Double? = nil) -> ScreenAudit {
    let document = Fixture.screen(#"{"className": "android.widget.FrameLayout", "frame": [0, 0, 400, 800], "children": [\#(nodes)]}"#,
                                  extra: #""platform": "android", "size": [400, 800], \#(density.map { #""density": \#($0),"# } ?? "")"#)
    return Auditor(reader: TalkBack(language: "en-US"), catalog: catalog).audit(document, file: "android.json").screens[0]
  }

  static func rules(_ audit: ScreenAudit) -> [String] { audit.findings.map(\.rule) }

  @Test func anImageButtonWithoutADescriptionIsUnlabelled() {
    // SpeakableTextPresentCheck.java:69-155.
    let a = Self.audit(#"{"className": "android.widget.ImageButton", "clickable": true, "frame": [100, 100, 48, 48]}"#)
    #expect(Self.rules(a) == ["android-unlabelled"])
    #expect(a.findings[0].message.hasPrefix("TalkBack says \"Unlabelled, Button\""))
    #expect(a.findings[0].reader == "TalkBack" && a.findings[0].spoken == ["Unlabelled, Button (hint: Double-tap to activate)"])
    #expect(Self.rules(Self.audit(#"{"className": "android.widget.ImageButton", "clickable": true, "contentDescription": "Share", "frame": [100, 100, 48, 48]}"#)).isEmpty)
  }

  /// An empty text field says its hint as its name (google/talkback@26a27dc
  /// AccessibilityNodeFeedbackUtils.java:474-481; ATF's SpeakableTextPresentCheck takes the hint as
  /// speakable text). From a capture that records no hints, a nameless empty field may have one:
  /// its finding is a warning that says the capture cannot tell, not an error blaming the app.
  @Test func anEmptyFieldFromACaptureWithoutHintsIsNotBlamed() {
    let field = #"{"className": "android.widget.EditText", "editable": true, "clickable": true, "frame": [16, 100, 368, 56]}"#
    let document = Fixture.screen(#"{"className": "android.widget.FrameLayout", "frame": [0, 0, 400, 800], "children": [\#(field)]}"#,
                                  extra: #""platform": "android", "size": [400, 800],"#)
    let auditor = Auditor(reader: TalkBack(language: "en-US"), catalog: catalog)
    let recorded = auditor.audit(document, file: "android.json").screens[0].findings
    #expect(recorded.map(\.rule) == ["android-unlabelled"] && recorded[0].severity == .error)
    let unrecorded = auditor.audit(document, file: "window_dump.xml", gaps: [.hints: "no hints here"]).screens[0].findings
    #expect(unrecorded.map(\.severity) == [.warning])
    #expect(unrecorded.first?.message == "TalkBack says \"Edit box\" unless this empty text field has a hint, which it would say as the field's name; whether it has one is not recorded by this capture: no hints here.")
    // A field holding text, or an image button, is blamed all the same.
    let button = Fixture.screen(#"{"className": "android.widget.FrameLayout", "frame": [0, 0, 400, 800], "children": [{"className": "android.widget.ImageButton", "clickable": true, "frame": [100, 100, 48, 48]}]}"#,
                                extra: #""platform": "android", "size": [400, 800],"#)
    #expect(auditor.audit(button, file: "window_dump.xml", gaps: [.hints: "no hints here"]).screens[0].findings.map(\.severity) == [.error])
  }

  @Test func touchTargetsOf48dp() {
    // TouchTargetSizeCheck.java:161-166, 213-214: each side in dp, rounded; 32 dp along an edge.
    let small = Self.audit(#"{"className": "android.widget.Button", "text": "Go", "clickable": true, "frame": [100, 100, 105, 105]}"#, density: 2.625)
    #expect(Self.rules(small) == ["android-touch-target"] && small.findings[0].severity == .error)
    #expect(small.findings[0].message.hasPrefix("It is 40 × 40 dp (105 × 105 px at 2.63 px per dp), under the 48 × 48 dp"))
    #expect(Self.rules(Self.audit(#"{"className": "android.widget.Button", "text": "Go", "clickable": true, "frame": [100, 100, 126, 126]}"#, density: 2.625)).isEmpty)
    // At the screen's left edge 32 dp is enough across.
    #expect(Self.rules(Self.audit(#"{"className": "android.widget.Button", "text": "Go", "clickable": true, "frame": [0, 100, 34, 48]}"#)).isEmpty)
    // A clickable ancestor of 48 dp makes it a warning (:636-656).
    let inside = Self.audit(#"{"className": "android.widget.LinearLayout", "clickable": true, "frame": [100, 100, 200, 60], "children": [{"className": "android.widget.CheckBox", "text": "Gift", "checkable": true, "clickable": true, "frame": [110, 110, 30, 30]}]}"#)
    #expect(inside.findings.map(\.severity) == [.warning])
  }

  /// Nodes of one size share their words, but not when only one of them has a large clickable
  /// area around it; each finding names its own element.
  @Test func touchTargetsOfOneSizeAreToldApartByWhatSurroundsThem() {
    let a = Self.audit(#"""
      {"className": "android.widget.LinearLayout", "clickable": true, "frame": [100, 100, 200, 60], "children": [
        {"className": "android.widget.CheckBox", "text": "Gift", "checkable": true, "clickable": true, "frame": [110, 110, 30, 30]}]},
      {"className": "android.widget.Button", "text": "Go", "clickable": true, "frame": [100, 300, 30, 30]},
      {"className": "android.widget.Button", "text": "Stop", "clickable": true, "frame": [100, 400, 30, 30]}
      """#)
    #expect(a.findings.map(\.severity) == [.warning, .error, .error])
    #expect(a.findings.map(\.message) == [
      "It is 30 × 30 dp, under the 48 × 48 dp a touch target needs; a clickable area around it is large enough, so a touch beside it still lands.",
      "It is 30 × 30 dp, under the 48 × 48 dp a touch target needs.",
      "It is 30 × 30 dp, under the 48 × 48 dp a touch target needs.",
    ])
    #expect(Set(a.findings.map(\.fix)).count == 1)
    #expect(a.findings.map(\.element) == ["root > view > view > view", "root > view > view", "root > view > view"])
    #expect(a.findings.map(\.path) == ["root.children[0].children[0].children[0]", "root.children[0].children[1]", "root.children[0].children[2]"])
  }

  /// A density the input does not record is an estimate: a touch-target finding made with it says
  /// so and names it. Given, the same screen at two resolutions measures alike.
  @Test func aGuessedDensityIsSaidAndAGivenOneMeasuresAlikeAtAnyResolution() {
    func screen(_ density: Double) -> Document {
      func px(_ dp: Double) -> String { JSONWriter.format(dp * density) }
      return Fixture.screen(#"""
        {"className": "android.widget.FrameLayout", "frame": [0, 0, \#(px(400)), \#(px(800))], "children": [
          {"className": "android.widget.Button", "text": "Go", "clickable": true, "frame": [\#(px(100)), \#(px(100)), \#(px(40)), \#(px(40))]},
          {"className": "android.widget.Button", "text": "Pay", "clickable": true, "frame": [\#(px(100)), \#(px(300)), \#(px(200)), \#(px(48))]}]}
        """#, extra: #""platform": "android", "size": [\#(px(400)), \#(px(800))], "density": \#(density),"#)
    }
    let auditor = Auditor(reader: TalkBack(language: "en-US"), catalog: catalog)
    let guessed = auditor.audit(screen(2.625), file: "window_dump.xml", gaps: [.density: "a uiautomator dump does not record the screen's density"])
    #expect(guessed.screens[0].findings.map(\.message) == [
      "It is 40 × 40 dp (105 × 105 px at 2.63 px per dp, a density assumed because a uiautomator dump does not record the screen's density; give --density to measure it exactly), under the 48 × 48 dp a touch target needs.",
    ])
    func measured(_ density: Double) -> [String] {
      auditor.audit(screen(density), file: "window_dump.xml").screens[0].findings.map { "\($0.rule) \($0.stop.map(String.init) ?? "") \($0.message.prefix(16))" }
    }
    #expect(measured(2) == ["android-touch-target 1 It is 40 × 40 dp"], "\(measured(2))")
    #expect(measured(3.5) == measured(2))
  }

  @Test func duplicateDescriptionsOfClickableItems() {
    // DuplicateSpeakableTextCheck.java:71-136: one warning per duplicated text, on the first clickable.
    let a = Self.audit(#"""
      {"className": "android.widget.Button", "text": "Add", "clickable": true, "frame": [10, 10, 100, 48]},
      {"className": "android.widget.Button", "text": "Add", "clickable": true, "frame": [10, 70, 100, 48]},
      {"className": "android.widget.TextView", "text": "Tea", "frame": [10, 130, 100, 48]},
      {"className": "android.widget.TextView", "text": "Tea", "frame": [10, 190, 100, 48]}
      """#)
    #expect(Self.rules(a) == ["android-duplicate-description"] && a.findings[0].severity == .warning && a.findings[0].stop == 1)
    #expect(a.findings[0].message.hasPrefix("2 clickable items are described as \"Add\": a TalkBack user hears the same words on each and cannot tell which does what"))
  }

  @Test func aTitleAndTheButtonRepeatingItAreToldApart() {
    // DuplicateSpeakableTextCheck.java:71-136 warns whenever one of them is clickable; the finding
    // says what is wrong here, which is not two buttons no one can tell apart.
    let a = Self.audit(#"""
      {"className": "android.widget.TextView", "text": "Sign in", "heading": true, "frame": [10, 10, 300, 48]},
      {"className": "android.widget.Button", "text": "Sign in", "clickable": true, "frame": [10, 300, 300, 48]}
      """#)
    #expect(Self.rules(a) == ["android-duplicate-description"] && a.findings[0].severity == .warning && a.findings[0].stop == 2)
    #expect(a.findings[0].message.hasPrefix("This clickable item is described as \"Sign in\", as is 1 item that is not clickable"))
    #expect(!a.findings[0].message.contains("cannot tell which"))
  }

  @Test func typeStateAndGestureWordsInDescriptions() {
    // RedundantDescriptionCheck.java:92-199, with the framework's word lists.
    let a = Self.audit(#"{"className": "android.widget.Button", "contentDescription": "Submit button, tap to send", "clickable": true, "frame": [10, 10, 200, 48]}"#)
    #expect(Self.rules(a) == ["android-role-in-description", "android-role-in-description"])
    #expect(a.findings[0].fix.hasSuffix("\"Submit tap to send\"."))
    #expect(Self.rules(Self.audit(#"{"className": "android.widget.Button", "contentDescription": "Buttonhole stitch", "clickable": true, "frame": [10, 10, 200, 48]}"#)).isEmpty)
  }

  @Test func textFieldsWithDescriptions() {
    // EditableContentDescCheck.java:58-93.
    let a = Self.audit(#"{"className": "android.widget.EditText", "contentDescription": "Email", "editable": true, "focusable": true, "frame": [10, 10, 300, 48]}"#)
    #expect(Self.rules(a) == ["android-editable-description"])
  }

  @Test func traversalLoops() {
    // TraversalOrderCheck.java:61-131.
    let a = Self.audit(#"""
      {"id": "a", "className": "android.widget.Button", "text": "A", "clickable": true, "traversalAfter": "b", "frame": [10, 10, 100, 48]},
      {"id": "b", "className": "android.widget.Button", "text": "B", "clickable": true, "traversalAfter": "a", "frame": [10, 70, 100, 48]}
      """#)
    #expect(Self.rules(a) == ["android-traversal-loop", "android-traversal-loop"])
  }

  @Test func deepLayoutsDoNotEachKeepTheTextBelowThem() {
    // 190 layouts TalkBack does not stop on, nested, over 50 texts: each layout would say all of
    // them. What the rules keep is the texts' own words, not 190 copies.
    var body = (0..<50).map { #"{"className": "android.widget.TextView", "text": "Some text of row \#($0)", "frame": [0, \#($0 * 10), 100, 10]}"# }
      .joined(separator: ",")
    for _ in 0..<190 { body = #"{"className": "android.widget.LinearLayout", "frame": [0, 0, 400, 800], "children": [\#(body)]}"# }
    let document = Fixture.screen(body, extra: #""platform": "android", "size": [400, 800],"#)
    let nodes = AndroidNodes(screen: document.screens[0], reader: TalkBack(language: "en-US"))
    let text = (0..<50).reduce(0) { $0 + "Some text of row \($1)".utf8.count }
    #expect(nodes.nodes.count == 240)
    #expect(nodes.nodes.reduce(0) { $0 + $1.description.utf8.count + $1.speakable.utf8.count } <= 2 * text)
    #expect(nodes.nodes.filter(\.isStop).map(\.description) == (0..<50).map { "Some text of row \($0)" })
  }

  @Test func aLoopIsFoundByWalkingEachLinkOnce() {
    // A chain into a loop: only the loop's nodes lead back to themselves; a chain through every
    // node (as a Compose import writes) is no loop, and each node is walked once whatever its length.
    #expect(AndroidTraversalLoop.onLoop([1, 2, 3, 1, nil]) == [false, true, true, true, false])
    #expect(AndroidTraversalLoop.onLoop([0]) == [true])
    let chain = (0..<100_000).map { $0 + 1 < 100_000 ? Optional($0 + 1) : nil }
    #expect(!AndroidTraversalLoop.onLoop(chain).contains(true))
    let a = Self.audit((0..<300).map { i in
      #"{"id": "n\#(i)", "className": "android.widget.TextView", "text": "T\#(i)", "traversalBefore": "n\#((i + 1) % 300)", "frame": [0, \#(i), 100, 1]}"#
    }.joined(separator: ","))
    #expect(Self.rules(a).filter { $0 == "android-traversal-loop" }.count == 300)
  }

  @Test func theLegacyCheckoutsSilentErrorAndTheFixedOnes() throws {
    // The payment error appears silently before the fix; a polite live region after it.
    func audit(_ name: String) throws -> DocumentAudit {
      let document = try Importer.read(path: Repository.path("samples/android/\(name)")).document
      return Auditor(reader: TalkBack(language: "en-US"), catalog: catalog).audit(document, file: name)
    }
    let legacy = try audit("checkout-legacy.json"), fixed = try audit("checkout.json")
    #expect(legacy.screens[0].findings.map(\.rule) == ["android-duplicate-description", "android-silent-change"])
    #expect(fixed.screens[0].findings.isEmpty)
    // The iOS rules are listed as not run, with why.
    #expect(fixed.skipped.count == catalog.rules().filter { !$0.platforms.contains(.android) }.count)
    #expect(fixed.skipped.allSatisfy { $0.fact == .platform && $0.reason.contains("this is an Android screen") })
  }

  @Test func iOSScreensRunNoAndroidRule() throws {
    let document = try Importer.read(path: Repository.path("samples/checkout-legacy.json")).document
    let audit = Auditor(reader: Fixture.reader(), catalog: catalog).audit(document, file: "checkout-legacy.json")
    #expect(!audit.screens[0].findings.contains { $0.rule.hasPrefix("android-") } && audit.skipped.isEmpty)
  }
}
