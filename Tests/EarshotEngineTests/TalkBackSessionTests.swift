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
