import EarshotAudio
import EarshotEngine
import EarshotModel
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// The audio speaks the spoken form (`transcript --spoken`): what espeak-ng is given for each
/// segment is that segment's spoken form, and nothing else changes.
@Suite struct SpokenAudioTests {
  static func segments(_ document: Document, _ reader: VoiceOver) -> [Segment] {
    Transcript(document: document, reader: reader).screens.flatMap(\.utterances).flatMap(\.segments)
  }

  /// For every bundled sample, the texts handed on for synthesis are exactly the segments' spoken forms.
  @Test(arguments: Repository.samples()) func synthesisIsGivenTheSpokenForm(sample name: String) throws {
    let reader = Fixture.reader()
    let segments = Self.segments(sample(name), reader)
    let synthesizer = try Synthesizer(voice: Fixture.voice(), spokenForms: reader.spokenForms)
    let given = Set(synthesizer.missing(segments).map(\.text))
    let spoken = Set(segments.map { reader.spokenForms.spoken($0).text }.filter { !$0.allSatisfy(\.isWhitespace) })
    #expect(given == spoken)
  }

  /// Rendering the trip sample: espeak-ng synthesizes each segment's spoken form, never a
  /// rewritten segment as written: after the render every spoken form is cached, and there were
  /// exactly as many syntheses as distinct spoken forms.
  @Test func renderSpeaksTheSpokenForm() throws {
    let reader = Fixture.reader()
    let synthesizer = try Synthesizer(voice: Fixture.voice(), spokenForms: reader.spokenForms)
    let segments = Self.segments(sample("trip.json"), reader)
    let spokenForms = synthesizer.missing(segments).count
    let rendered = try render(sample("trip.json"), reader: reader, hints: false, synthesizer: synthesizer)
    #expect(!rendered.audio.samples.isEmpty)
    #expect(synthesizer.missing(segments).isEmpty)
    #expect(synthesizer.statistics.syntheses == spokenForms)
    #expect(segments.filter { reader.spokenForms.spoken($0).isRewritten }.count >= 8)
  }

  /// A price sounds as its spoken form does, with its words' times pointing into the written text;
  /// text no rule reads sounds as before.
  @Test func audioChangesOnlyWhereARuleApplies() throws {
    let forms = Fixture.reader().spokenForms
    let staged = try Synthesizer(voice: Fixture.voice(), spokenForms: forms)
    let plain = try Synthesizer(voice: Fixture.voice())
    let price = Segment(role: .label, text: "Pay $2.50", language: "en-US")
    let said = Segment(role: .label, text: "Pay 2 dollars and 50 cents", language: "en-US")
    let heard = try staged.speech(for: price)
    #expect(heard.samples == (try plain.speech(for: said)).samples)
    #expect(heard.samples != (try plain.speech(for: price)).samples)
    #expect(heard.words.map(\.offset) == [0, 4])
    #expect(heard.words.last?.length == 5)
    let untouched = Segment(role: .label, text: "Jasmine tea, in stock", language: "en-US")
    #expect((try staged.speech(for: untouched)).samples == (try plain.speech(for: untouched)).samples)
    // Spelled out, the price is read character by character as before.
    let spelled = Segment(role: .label, text: "$2.50", language: "en-US", speech: SpeechAttributes(spellOut: true))
    #expect((try staged.speech(for: spelled)).samples == (try plain.speech(for: spelled)).samples)
  }

  /// Two readers' synthesizers over one cache (`render --reader both`): text both say alike is
  /// synthesized once, and a price each reads its own way is synthesized in each reading.
  @Test func anotherReadersSpokenFormsShareTheCache() throws {
    let voiceOver = try Synthesizer(voice: Fixture.voice(), spokenForms: Fixture.reader().spokenForms)
    let asWritten = voiceOver.speaking(.none(language: "en-US"))
    let alike = Segment(role: .label, text: "Jasmine tea, in stock", language: "en-US")
    let price = Segment(role: .label, text: "Pay $2.50", language: "en-US")
    let first = try voiceOver.speech(for: alike)
    #expect((try asWritten.speech(for: alike)).samples == first.samples)
    #expect(asWritten.statistics == voiceOver.statistics && voiceOver.statistics.syntheses == 1 && voiceOver.statistics.hits == 1)
    let read = try voiceOver.speech(for: price), written = try asWritten.speech(for: price)
    #expect(read.samples != written.samples)
    #expect(voiceOver.statistics.syntheses == 3 && voiceOver.statistics.cachedSegments == 3)
  }

  /// A run that hears screens with two readers (a comparison across platforms, a mixed flow, the
  /// review page's audio of each) times each reader's speech with that reader's spoken forms: a
  /// timing made for another reader's forms, heard by VoiceOver, lasts as VoiceOver says the price,
  /// over the same cache, and is made once per reader.
  @Test func eachReaderIsTimedWithItsOwnSpokenForms() throws {
    let reader = Fixture.reader()
    let other = SynthesizedTiming(synthesizer: try Synthesizer(voice: Fixture.voice(), spokenForms: .none(language: "en-US")))
    let voiceOver = try Synthesizer(voice: Fixture.voice(), spokenForms: reader.spokenForms)
    let price = Segment(role: .label, text: "Pay $2.50", language: "en-US")
    let heard = other.heard(by: reader)
    #expect(heard.timing(of: price).duration == (try voiceOver.speech(for: price)).duration)
    #expect(other.timing(of: price).duration != heard.timing(of: price).duration)
    #expect(heard === other.heard(by: reader) && (heard as? SynthesizedTiming)?.heard(by: reader) === heard)
    #expect(other.synthesizer.statistics.syntheses == 2)
    // The swipe through a screen is laid out with its reader's forms whatever timing it is given.
    let screen = Fixture.screen(#"{"type": "button", "label": "Pay $2.50", "frame": [0, 0, 100, 44]}"#).startScreen
    let timeline = SwipeThrough.timeline(of: screen, reader: reader, timing: other)
    let said = timeline.events.flatMap(\.segments).first { $0.segment.text.contains("$2.50") }
    #expect(said.map { $0.end - $0.start } == (try voiceOver.speech(for: price)).duration)
  }

  /// VoiceOver's punctuation level "all" names every mark, as a document's `punctuation` speech
  /// attribute does; a segment that says `punctuation: false` keeps its marks unnamed.
  @Test func punctuationAllNamesEveryMark() throws {
    var forms = Fixture.reader().spokenForms
    forms.punctuation = .all
    let synthesizer = try Synthesizer(voice: Fixture.voice(), spokenForms: forms)
    #expect(synthesizer.settings(for: Segment(role: .label, text: "a, b", language: "en-US")).punctuation)
    #expect(!synthesizer.settings(for: Segment(role: .label, text: "a, b", language: "en-US", speech: SpeechAttributes(punctuation: false))).punctuation)
    let some = try Synthesizer(voice: Fixture.voice(), spokenForms: Fixture.reader().spokenForms)
    #expect(!some.settings(for: Segment(role: .label, text: "a, b", language: "en-US")).punctuation)
  }
}
