import EarshotEngine
import EarshotImporters
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Foundation
import Testing

/// Golden transcripts of every Android sample (`samples/android/`: screen documents and captures in
/// each format) in every TalkBack profile, so any change to what TalkBack says shows as a diff to
/// review. Record with EARSHOT_RECORD=1.
@Suite struct TalkBackGoldenTests {
  static let samples: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: Repository.path("samples/android"))) ?? []
    return names.filter { !$0.hasSuffix(".md") }.sorted()
  }()
  static let profiles = ["en-US", "en-GB", "de-DE", "ru-RU"]

  static func document(_ sample: String) throws -> Document {
    try Importer.read(path: Repository.path("samples/android/\(sample)")).document
  }

  @Test func everyFormatOfBothVersionsIsASample() {
    // The checkout in four forms before and after its fix, and the sound settings.
    #expect(Self.samples.count == 9)
  }

  @Test(arguments: samples, profiles) func transcript(sample: String, profile: String) throws {
    let transcript = Transcript(document: try Self.document(sample), reader: TalkBack(language: profile))
    if let problem = Golden.check(transcript.text(), named: "talkback-\(sample).\(profile).txt") { Issue.record(Comment(rawValue: problem)) }
  }

  @Test(arguments: samples) func jsonTranscript(sample: String) throws {
    let transcript = Transcript(document: try Self.document(sample), reader: TalkBack(language: "en-US"))
    if let problem = Golden.check(transcript.jsonText(), named: "talkback-\(sample).json") { Issue.record(Comment(rawValue: problem)) }
  }

  /// An Android stop in JSON says what TalkBack took the node to be in Android's terms (its class,
  /// `Role.roleToString`'s name, the role word, checkable and checked), never iOS's traits; the
  /// streamed JSON (`transcript --format json`) writes the same.
  @Test func jsonStopsAreAndroidNodes() throws {
    let document = try Self.document("checkout.json")
    let text = Transcript(document: document, reader: TalkBack(language: "en-US")).jsonText()
    var writer = JSONWriter()
    Transcript.writeJSON(document: document, reader: TalkBack(language: "en-US"), to: &writer)
    writer.finish()
    #expect(writer.text == text)
    let stops = try JSONParser.parse(text)["stops"]?.arrayValue ?? []
    #expect(stops.count == 15)
    #expect(stops.allSatisfy { $0["traits"] == nil && $0["className"] != nil && $0["role"] != nil })
    let pay = try #require(stops.first { $0["speech"]?.stringValue == "Pay, Button" })
    #expect(pay["className"]?.stringValue == "android.widget.Button" && pay["role"]?.stringValue == "ROLE_BUTTON")
    #expect(pay["roleWord"]?.stringValue == "Button" && pay["checkable"]?.boolValue == false && pay["checked"] == .null)
    let notifications = try #require(stops.first { $0["speech"]?.stringValue?.contains("Notifications") == true })
    #expect(notifications["role"]?.stringValue == "ROLE_SWITCH" && notifications["roleWord"]?.stringValue == "Switch")
    #expect(notifications["checkable"]?.boolValue == true && notifications["checked"]?.boolValue == false)
    let title = try #require(stops.first)
    #expect(title["role"]?.stringValue == "ROLE_NONE" && title["roleWord"] == .null)
  }

  /// Paying by touch (`samples/checkout-android.script`), as a listener hears it before and after
  /// the fix: the error is read from its live region only after it.
  @Test(arguments: ["checkout-legacy.json", "checkout.json"]) func payingTimeline(sample: String) throws {
    let text = String(decoding: Repository.read("samples/checkout-android.script"), as: UTF8.self)
    var runner = GestureRunner(document: try Self.document(sample), reader: TalkBack(language: "en-US"), timing: EstimatedTiming(voice: Fixture.voice()))
    try runner.run(try GestureScript.parse(text, file: "checkout-android.script"), file: "checkout-android.script")
    let timeline = runner.timeline()
    if let problem = Golden.check(TimelineFormat.text(timeline), named: "talkback-\(sample).timeline.txt") { Issue.record(Comment(rawValue: problem)) }
    if let problem = Golden.check(JSONWriter.string(TimelineFormat.json(timeline)), named: "talkback-\(sample).timeline.json") {
      Issue.record(Comment(rawValue: problem))
    }
    #expect(timeline.events.contains { $0.text == "Card declined. Try another card." } == (sample == "checkout.json"))
  }

  /// Sound settings by ear (`samples/sound-android.script`): the slider moved up and down by a
  /// twentieth of its range, a switch and a checkbox toggled, a row expanded, and a confirmation
  /// pane announced by its title as it appears and the window's title as it goes.
  @Test func soundSettingsTimeline() throws {
    let text = String(decoding: Repository.read("samples/sound-android.script"), as: UTF8.self)
    var runner = GestureRunner(document: try Self.document("sound.json"), reader: TalkBack(language: "en-US"), timing: EstimatedTiming(voice: Fixture.voice()))
    try runner.run(try GestureScript.parse(text, file: "sound-android.script"), file: "sound-android.script")
    let timeline = runner.timeline()
    if let problem = Golden.check(TimelineFormat.text(timeline), named: "talkback-sound.json.timeline.txt") { Issue.record(Comment(rawValue: problem)) }
    if let problem = Golden.check(JSONWriter.string(TimelineFormat.json(timeline)), named: "talkback-sound.json.timeline.json") {
      Issue.record(Comment(rawValue: problem))
    }
    let said = timeline.events.map(\.text)
    #expect(said.contains("45, Ring volume, Slider") && said.contains("50, Ring volume, Slider"))
    #expect(said.contains("Reset sound settings?") && said.contains("expanded") && said.contains("not checked"))
  }

  /// The fix, heard with TalkBack: fewer stops, every Add button named with its product, the
  /// switch's state, headings, and the chart's parts.
  @Test func theFixIsHeard() throws {
    let legacy = Transcript(document: try Self.document("checkout-legacy.json"), reader: TalkBack(language: "en-US")).screens[0]
    let fixed = Transcript(document: try Self.document("checkout.json"), reader: TalkBack(language: "en-US")).screens[0]
    #expect(legacy.utterances.filter { $0.speech.hasPrefix("Add, Button") }.count == 3)
    #expect(fixed.utterances.map(\.speech).contains("Add oolong tea to cart, Button"))
    #expect(fixed.utterances.map(\.speech).contains("off, Notifications, Switch, Out of list"))
    #expect(fixed.utterances.map(\.speech).contains("Other, 40 percent of spending"))
    // The total comes before the address (traversalBefore), as TalkBack follows it.
    let total = fixed.utterances.firstIndex { $0.speech.hasPrefix("Total") }!, address = fixed.utterances.firstIndex { $0.speech.hasPrefix("Ship to") }!
    #expect(total < address)
  }
}
