import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// Golden transcripts for every bundled sample (text and JSON), so any change to what Earshot says
/// for them shows up as a diff to review. Record with EARSHOT_RECORD=1.
@Suite struct SampleGoldenTests {
  static let samples = Repository.samples()

  static func document(_ name: String) throws -> Document {
    try DocumentReader.read(bytes: Repository.read("samples/\(name)"), file: "samples/\(name)").document
  }

  @Test func everySampleHasAGolden() {
    #expect(Self.samples.count >= 10)
  }

  @Test(arguments: samples) func textTranscript(sample: String) throws {
    let transcript = Transcript(document: try Self.document(sample), reader: Fixture.reader())
    let name = sample.replacingOccurrences(of: ".json", with: ".txt")
    if let problem = Golden.check(transcript.text(), named: name) { Issue.record(Comment(rawValue: problem)) }
  }

  @Test(arguments: samples) func jsonTranscript(sample: String) throws {
    let document = try Self.document(sample)
    let transcript = Transcript(document: document, reader: Fixture.reader())
    if let problem = Golden.check(transcript.jsonText(), named: sample) { Issue.record(Comment(rawValue: problem)) }
    // What `transcript --format json` streams is the same text.
    var writer = JSONWriter()
    Transcript.writeJSON(document: document, reader: Fixture.reader(), to: &writer)
    writer.finish()
    #expect(writer.text == transcript.jsonText())
  }

  @Test func samplesReadWithoutWarnings() throws {
    for sample in Self.samples {
      let result = try DocumentReader.read(bytes: Repository.read("samples/\(sample)"), file: sample)
      #expect(result.warnings.isEmpty, "\(sample): \(result.warnings)")
    }
  }

  /// Every profile speaks the settings sample's whole vocabulary in its own words (AccessibilitySnapshot's
  /// de and ru strings; `VoiceOverUnverified.translatedPhrases` for the rest).
  @Test(arguments: ["de-DE", "ru-RU", "en-GB", "en-US-legacy"]) func settingsInEveryProfile(voice: String) throws {
    let transcript = Transcript(document: try Self.document("settings.json"), reader: Fixture.reader(voice))
    if let problem = Golden.check(transcript.text(), named: "settings.\(voice).txt") { Issue.record(Comment(rawValue: problem)) }
  }

  @Test func legacyOrderGolden() throws {
    // Stack Overflow 25324873, rwapp 2019: "Favorite, selected, button" in the older order.
    let transcript = Transcript(document: try Self.document("favorites.json"), reader: Fixture.reader("en-US-legacy"))
    if let problem = Golden.check(transcript.text(), named: "favorites-legacy.txt") { Issue.record(Comment(rawValue: problem)) }
  }

  @Test func checkoutFixReducesStops() throws {
    // WWDC18 230: four stops per row become one element plus its button.
    let legacy = Transcript(document: try Self.document("checkout-legacy.json"), reader: Fixture.reader())
    let fixed = Transcript(document: try Self.document("checkout.json"), reader: Fixture.reader())
    #expect(legacy.screens[0].entries.count == 20)
    #expect(fixed.screens[0].entries.count == 15)
    #expect(fixed.screens[0].entries.map(\.utterance.speech).contains("Notifications, switch button, off"))
    #expect(!legacy.screens[0].entries.contains { $0.utterance.speech.contains("Groceries") })
  }

  @Test func headingsShortenTheWayToArtists() throws {
    // Apple's header trait: without headers, twelve swipes from "Podcasts" to "Artists".
    for (name, heading) in [("topics-no-headers.json", false), ("topics.json", true)] {
      let entries = Transcript(document: try Self.document(name), reader: Fixture.reader()).screens[0].entries
      let podcasts = entries.firstIndex { $0.utterance.speech.hasPrefix("Podcasts") }!
      let artists = entries.firstIndex { $0.utterance.speech.hasPrefix("Artists") }!
      #expect(artists - podcasts == 12)
      #expect(entries[artists].stop.element.isHeading == heading)
    }
  }
}
