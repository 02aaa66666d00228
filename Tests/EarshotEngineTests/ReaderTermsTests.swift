@testable import EarshotEngine
import EarshotModel
@testable import EarshotTalkBack
import EarshotTestSupport
@testable import EarshotVoiceOver
import Testing

/// What run and listen show of a session is in the words of the reader that heard it: TalkBack's
/// reading controls, the names of its sounds and its speech queue's modes
/// (google/talkback@26a27dc `talkback/src/main/res/values/strings.xml:333,1196`,
/// `talkback/src/main/res/raw/`, `utils/src/main/java/com/google/android/accessibility/utils/output/SpeechController.java:51-67`),
/// VoiceOver's rotor, earcons and priorities unchanged.
@Suite struct ReaderTermsTests {
  static let checkout = try! DocumentReader.read(bytes: Repository.read("samples/android/checkout.json"), file: "checkout.json").document

  static func timeline(_ document: Document, _ reader: any ScreenReader, _ script: String) throws -> HeardTimeline {
    var runner = GestureRunner(document: document, reader: reader, timing: EstimatedTiming(voice: Fixture.voice()))
    try runner.run(try GestureScript.parse(script, file: nil, inline: true), file: nil)
    return runner.timeline()
  }

  @Test func talkBacksReadingControlsAreNotARotor() throws {
    let timeline = try Self.timeline(Self.checkout, TalkBack(language: "en-US"), "next; next; rotor headings; rotor-next; rotor-next")
    let text = TimelineFormat.text(timeline)
    // Choosing the control says its name (granularity_native_heading); past the last heading, end_of_page.
    #expect(text.contains("readingControl Headings\n") && text.contains("readingControl No next heading\n"))
    #expect(!text.lowercased().contains("rotor"))
    let events = TimelineFormat.json(timeline)["events"]?.arrayValue ?? []
    #expect(events.contains { $0["kind"]?.stringValue == "readingControl" })
    #expect(!events.contains { $0["kind"]?.stringValue == "rotor" })
    // Every line's text starts in the same column, after the longest kind.
    for line in text.split(separator: "\n").dropLast() {
      let rest = line.dropFirst(10)
      #expect(rest.prefix(15).last == " " && rest.dropFirst(15).first != " ", "\(line)")
    }
    #expect(text.contains("  readingControl ") && text.contains("  focus          "))
  }

  @Test func talkBacksSoundsAndQueueModesAreItsOwn() throws {
    let text = String(decoding: Repository.read("samples/checkout-android.script"), as: UTF8.self)
    var runner = GestureRunner(document: Self.checkout, reader: TalkBack(language: "en-US"), timing: EstimatedTiming(voice: Fixture.voice()))
    try runner.run(try GestureScript.parse(text, file: "checkout-android.script"), file: "checkout-android.script")
    let timeline = runner.timeline()
    let shown = TimelineFormat.text(timeline)
    // The window's title cannot be cut off (UNINTERRUPTIBLE_BY_NEW_SPEECH); the polite live region queues.
    #expect(shown.contains("announcement   (uninterruptible) Checkout\n"))
    #expect(shown.contains("announcement   (queued) Card declined. Try another card.\n"))
    #expect(!shown.contains("priority"))
    #expect(shown.contains("earcon         window_state\n") && shown.contains("earcon         tick\n")
      && shown.contains("earcon         focus_actionable\n"))
    // The JSON names its reader, whose terms its events are in.
    #expect(TimelineFormat.json(timeline)["reader"]?.stringValue == "TalkBack")
    let events = TimelineFormat.json(timeline)["events"]?.arrayValue ?? []
    #expect(events.allSatisfy { $0["priority"] == nil && $0["queueMode"] != nil })
    #expect(events.compactMap { $0["queueMode"]?.stringValue } == ["uninterruptible", "queue"])
    #expect(events.compactMap { $0["earcon"]?.stringValue }.allSatisfy { ["window_state", "focus_actionable", "focus", "tick"].contains($0) })
  }

  @Test func voiceOversWordsStay() throws {
    let game = try DocumentReader.read(bytes: Repository.read("samples/game.json"), file: "game.json").document
    let script = String(decoding: Repository.read("samples/game.script"), as: UTF8.self)
    var runner = GestureRunner(document: game, reader: Fixture.reader(), timing: EstimatedTiming(voice: Fixture.voice()))
    try runner.run(try GestureScript.parse(script, file: "game.script"), file: "game.script")
    let text = TimelineFormat.text(runner.timeline())
    #expect(text.contains("announcement (high priority) Crash! Game over.\n"))
    #expect(text.contains("(interrupted by a high-priority announcement)"))
    #expect(TimelineFormat.json(runner.timeline())["reader"]?.stringValue == "VoiceOver")
  }

  @Test func talkBacksAnnouncementCutsSpeechInItsWords() {
    #expect(ReaderTerms.talkBack.note(interruptedBy: .default, turn: .interrupts) == "interrupted by an announcement")
    #expect(ReaderTerms.voiceOver.note(interruptedBy: .default, turn: .interrupts) == "interrupted by a default-priority announcement")
  }

  @Test func listeningHelpNamesTalkBacksGestures() throws {
    var s = ListeningSession(document: Self.checkout, reader: TalkBack(language: "en-US"), timing: EstimatedTiming(voice: Fixture.voice()),
                             task: nil, goal: "pay")
    s.begin()
    #expect(try s.press(.character("?")) == .help)
    let said = try #require(s.runner.timeline().events.last?.text)
    #expect(said == ReaderTerms.talkBack.keyHelp)
    #expect(said.contains("reading control") && said.contains("R: read from top"))
    #expect(!said.lowercased().contains("rotor") && !said.lowercased().contains("magic tap"))
  }
}
