@testable import EarshotCLI
import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import Testing

/// The review page's audio of a screen is said as the reader who hears it says written text, even
/// when the run's synthesizer was made for the other reader (a comparison across platforms, a
/// mixed flow): VoiceOver's swipe through a price sounds the same whichever reader the page's
/// audio source was made for.
@Suite struct ReportAudioReaderTests {
  @Test func eachTimelineIsVoicedWithItsReadersSpokenForms() throws {
    let voiceOver = Fixture.reader()
    let screen = Fixture.screen(#"{"type": "button", "label": "Pay $2.50", "frame": [0, 0, 100, 44]}"#).startScreen
    func audio(madeFor forms: SpokenForms) throws -> [UInt8] {
      let source = try ReportAudioSource.make(voice: Fixture.voice(), spokenForms: forms, enabled: true, format: .wav)
      let timeline = SwipeThrough.timeline(of: screen, reader: voiceOver, timing: source.timing)
      guard case .embedded(let bytes)? = try source.audio(for: timeline, heardBy: voiceOver)?.location else { return [] }
      return bytes
    }
    let own = try audio(madeFor: voiceOver.spokenForms)
    #expect(!own.isEmpty)
    #expect(try audio(madeFor: TalkBack(language: "en-US").spokenForms) == own)
    #expect(try audio(madeFor: .none(language: "en-US")) == own)
  }
}
