import EarshotEngine
import EarshotModel
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// A label's runs with speech of their own (`labelSpans`): Apple's
/// NSAttributedString.Key.accessibilitySpeechLanguage ("When applying it to text in a string, the
/// rules for the specified language govern how to pronounce that string", the attributed label's
/// languageIdentifier in SwiftUI), accessibilitySpeechSpellOut and accessibilitySpeechPitch, which
/// apply to a range of the one label string: the voice switches mid-label, the label is still one
/// part (no pause, no comma).
@Suite struct LabelSpanTests {
  let reader = Fixture.reader()

  func utterance(_ element: String) -> Utterance {
    Transcript(document: Fixture.screen(element), reader: reader).screens[0].utterances[0]
  }

  /// A UIKit label and a SwiftUI button, each with a French word in an English label.
  @Test(arguments: [
    (#"{"type": "label", "text": "Say Bonjour to Anne", "labelSpans": [{"text": "Bonjour", "language": "fr-FR"}], "frame": [0, 0, 300, 44]}"#, ""),
    (#"{"type": "button", "label": "Say Bonjour to Anne", "labelSpans": [{"text": "Bonjour", "language": "fr-FR"}], "frame": [0, 0, 300, 44]}"#, ", button"),
  ])
  func aRunInAnotherLanguageIsSaidInItWithinTheLabel(element: String, type: String) {
    let u = utterance(element)
    let label = u.segments.filter { $0.role == .label }
    #expect(label.map(\.text) == ["Say ", "Bonjour", " to Anne"])
    #expect(label.map(\.language) == ["en-US", "fr-FR", "en-US"])
    #expect(label.map(\.joinsPrevious) == [false, true, true])
    // One label: the transcript line reads as the label is written.
    #expect(Transcript.line(u) == "Say Bonjour to Anne" + type)
    #expect(u.speech == "Say Bonjour to Anne" + type)
  }

  @Test func aRunToSpellOutKeepsTheElementsOtherAttributes() {
    let u = utterance(#"{"type": "label", "text": "Code A7X2 expires", "speech": {"pitch": 1.2}, "labelSpans": [{"text": "A7X2", "speech": {"spellOut": true}}]}"#)
    let runs = u.segments.filter { $0.role == .label }
    #expect(runs.map(\.speech) == [SpeechAttributes(pitch: 1.2), SpeechAttributes(spellOut: true, pitch: 1.2), SpeechAttributes(pitch: 1.2)])
  }

  /// No pause is placed between the runs: the next run starts where the one before ends.
  @Test func theRunsFollowWithoutAPause() throws {
    let document = Fixture.screen(#"{"type": "label", "text": "Say Bonjour to Anne", "labelSpans": [{"text": "Bonjour", "language": "fr-FR"}]}"#)
    var runner = GestureRunner(document: document, reader: reader, timing: EstimatedTiming(voice: Fixture.voice()))
    try runner.run([])
    let timeline = runner.timeline()
    let focus = try #require(timeline.events.first { $0.kind == .focus })
    #expect(focus.segments.count == 3)
    #expect(zip(focus.segments, focus.segments.dropFirst()).allSatisfy { $0.end == $1.start })
    #expect(focus.text == "Say Bonjour to Anne")
  }

  /// The JSON transcript's segments carry each run's language and that it goes on from the part before.
  @Test func theJSONTranscriptCarriesEachRunsLanguage() throws {
    let document = Fixture.screen(#"{"type": "label", "text": "Say Bonjour to Anne", "labelSpans": [{"text": "Bonjour", "language": "fr-FR"}]}"#)
    let json = try JSONParser.parse(Transcript(document: document, reader: reader).jsonText())
    let segments = try #require(json["stops"]?.arrayValue?.first?["segments"]?.arrayValue)
    #expect(segments.map { $0["language"]?.stringValue } == ["en-US", "fr-FR", "en-US"])
    #expect(segments.map { $0["joinsPrevious"]?.boolValue } == [nil, true, true])
    #expect(json["stops"]?.arrayValue?.first?["speech"]?.stringValue == "Say Bonjour to Anne")
  }

  /// A span must name a part of the label, in order: one that does not is an error at its place.
  @Test func aSpanNotInTheLabelIsRefused() {
    let found = Fixture.diagnostics(#"{"earshot": 1, "root": {"children": [{"type": "label", "text": "Say hello", "labelSpans": [{"text": "Bonjour", "language": "fr-FR"}]}]}}"#)
    #expect(found.contains { $0.severity == .error && $0.place == "root.children[0].labelSpans[0]" && $0.message.contains("\"Bonjour\" is not in the label \"Say hello\"") }, "\(found)")
    let order = Fixture.diagnostics(#"{"earshot": 1, "root": {"children": [{"type": "label", "text": "a b", "labelSpans": [{"text": "b"}, {"text": "a"}]}]}}"#)
    #expect(order.contains { $0.place == "root.children[0].labelSpans[1]" }, "\(order)")
    let bad = Fixture.diagnostics(#"{"earshot": 1, "root": {"children": [{"type": "label", "text": "a", "labelSpans": [{"text": "a", "language": "../x"}]}]}}"#)
    #expect(bad.contains { $0.severity == .error && $0.place == "root.children[0].labelSpans[0].language" }, "\(bad)")
  }

  /// Written back as read.
  @Test func spansAreWrittenBack() throws {
    let document = Fixture.screen(#"{"type": "label", "text": "Say Bonjour", "labelSpans": [{"text": "Bonjour", "language": "fr-FR", "speech": {"pitch": 1.1}}]}"#)
    let written = DocumentWriter.string(document)
    #expect(written.contains("\"labelSpans\""))
    let again = try DocumentReader.read(bytes: Array(written.utf8), file: "again.json").document
    #expect(again.screens[0].root.children[0].labelSpans == [LabelSpan(text: "Bonjour", language: "fr-FR", speech: SpeechAttributes(pitch: 1.1))])
  }
}
