import EarshotAudio
import EarshotModel
import EarshotTestSupport
import Testing

/// espeak-ng opens a voice name it does not know as a file and copies names into fixed buffers:
/// only names it lists itself may reach it.
@Suite("Voice names reach espeak-ng only when espeak-ng lists them")
struct VoiceSafetyTests {
  @Test("paths, unknown names and overlong variants are never loaded")
  func pathsAreNeverLoaded() throws {
    let engine = try SpeechEngine.shared()
    for name in ["/etc/passwd", "../../../../../../etc/passwd", "/proc/self/environ", "/dev/zero", "gmw/../../../../etc/passwd",
                 "en-us+" + String(repeating: "a", count: 60), "fr+" + String(repeating: "a", count: 40), "en-us+../../x", "xx-nowhere"] {
      #expect(engine.loadableVoice(name) == nil, "\(name)")
    }
  }

  @Test("espeak-ng's own names load: file names, identifiers, names, languages and listed variants")
  func listedNamesLoad() throws {
    let engine = try SpeechEngine.shared()
    for name in ["en-us", "gmw/en-US", "English (America)", "en-gb", "ru", "en-us+f3", "de+klatt"] {
      #expect(engine.loadableVoice(name) != nil, "\(name)")
    }
  }

  @Test("a profile built with an overlong variant fails cleanly instead of overflowing espeak-ng")
  func overlongVariantFailsCleanly() {
    var voice = Fixture.voice()
    voice.espeakVariant = String(repeating: "v", count: 60)
    #expect(throws: SpeechError.self) { try Synthesizer(voice: voice) }
  }

  @Test("a segment in a language that is no language tag speaks with the profile's voice")
  func oddLanguagesUseTheProfileVoice() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice())
    for language in ["../../../../etc/passwd", "/dev/zero", "fr+" + String(repeating: "x", count: 40)] {
      let settings = synthesizer.settings(for: Segment(role: .label, text: "Hi", language: language))
      #expect(settings.voice == "en-us", "\(language)")
    }
  }
}
