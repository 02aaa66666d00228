import EarshotAudio
import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

@Suite("Synthesis through espeak-ng")
struct SynthesizerTests {
  func segment(_ text: String, language: String = "en-US", speech: SpeechAttributes? = nil) -> Segment {
    Segment(role: .label, text: text, language: language, speech: speech)
  }

  @Test("SSML markup in a label is spoken as text, not obeyed")
  func markupIsSpoken() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice())
    let markup = try synthesizer.speech(for: segment(#"<break time="9s"/>"#))
    // Obeyed, it would be 9 s of silence and nothing said; spoken, it is a couple of seconds of
    // words ("less than, break, time equals…").
    #expect(markup.duration < 4000)
    let words = try synthesizer.speech(for: segment("break time 9s"))
    #expect(markup.duration > words.duration, "\(markup.duration) ms vs \(words.duration) ms for the bare words")
    #expect(markup.words.count >= 3)
    // Word offsets point into the label as written, not into the escaped markup.
    let text = Array(#"<break time="9s"/>"#.utf16)
    let first = try #require(markup.words.first)
    #expect(String(decoding: text[first.offset..<first.offset + first.length], as: UTF16.self) == "break")
  }

  @Test("[[phonemes]] in a label are spoken as text")
  func phonemesAreSpoken() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice())
    let brackets = try synthesizer.speech(for: segment("[[h@l'oU]]"))
    let hello = try synthesizer.speech(for: segment("hello"))
    // As phonemes it would be "hello" (about 400 ms); as text espeak-ng reads out h, at, l, o, U.
    #expect(brackets.duration > hello.duration * 2, "\(brackets.duration) ms vs hello \(hello.duration) ms")
    #expect(brackets.words.count >= 3)
  }

  @Test("ampersands and angle brackets are spoken")
  func entities() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice())
    let plain = try synthesizer.speech(for: segment("salt pepper"))
    let amp = try synthesizer.speech(for: segment("salt & pepper"))
    #expect(amp.duration > plain.duration + 100)
    #expect(amp.words.count == 3)
  }

  @Test("words are the text's written words, however many words espeak-ng speaks for one")
  func writtenWords() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice())
    let text = "Battery 35 percent, 1,250 steps, Wi-Fi on"
    let spoken = try synthesizer.speech(for: segment(text))
    let units = Array(text.utf16)
    let words = spoken.words.map { String(decoding: units[$0.offset..<$0.offset + $0.length], as: UTF16.self) }
    // "35" is spoken "thirty five" and "1,250" as four words; each is still one word of the text.
    #expect(words == ["Battery", "35", "percent", "1,250", "steps", "Wi-Fi", "on"])
    #expect(spoken.words.map(\.start) == spoken.words.map(\.start).sorted())
  }

  @Test("a Russian part switches to the Russian voice")
  func languageSwitch() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice("en-US"))
    let russian = segment("Привет мир", language: "ru-RU")
    #expect(synthesizer.settings(for: russian).voice == "ru")
    #expect(synthesizer.settings(for: segment("Hello")).voice == "en-us")
    let spoken = try synthesizer.speech(for: russian)
    #expect(spoken.samples.count > 4000)
    #expect(spoken.words.count == 2)
    // The English voice cannot read Cyrillic and spells it letter by letter: much longer.
    let english = try synthesizer.speech(for: segment("Привет мир", language: "en-US"))
    #expect(spoken.duration * 3 / 2 < english.duration)
  }

  @Test("a language the profile does not list falls back to the bare language, then the profile voice")
  func languageFallback() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice("en-US"))
    #expect(synthesizer.settings(for: segment("Bonjour", language: "fr-CA")).voice == "fr")
    #expect(synthesizer.settings(for: segment("Hola", language: "es-MX")).voice == "es")
    #expect(synthesizer.settings(for: segment("x", language: "zz-ZZ")).voice == "en-us")
  }

  @Test("pitch, spell-out and punctuation attributes change the speech")
  func attributes() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice())
    #expect(synthesizer.settings(for: segment("a", speech: SpeechAttributes(pitch: 2))).pitch == 100)
    #expect(synthesizer.settings(for: segment("a", speech: SpeechAttributes(pitch: 0.5))).pitch == 25)
    let word = try synthesizer.speech(for: segment("cart"))
    let spelled = try synthesizer.speech(for: segment("cart", speech: SpeechAttributes(spellOut: true)))
    #expect(spelled.duration * 10 > word.duration * 13, "\(spelled.duration) ms spelled vs \(word.duration) ms")
    let quiet = try synthesizer.speech(for: segment("a, b. c!"))
    let loud = try synthesizer.speech(for: segment("a, b. c!", speech: SpeechAttributes(punctuation: true)))
    #expect(loud.duration > quiet.duration + 600, "comma, period and exclamation mark are named")
    // Punctuation does not leak into the next segment.
    let again = try synthesizer.speech(for: segment("a, b. c! "))
    #expect(abs(again.duration - quiet.duration) < 200)
  }

  @Test("a repeated segment is synthesized once across a screen")
  func cacheAcrossScreen() throws {
    let document = Fixture.screen("""
      {"type": "button", "text": "Add", "frame": [0, 0, 100, 44]},
      {"type": "button", "text": "Remove", "frame": [0, 50, 100, 44]},
      {"type": "button", "text": "Save", "frame": [0, 100, 100, 44]}
      """)
    let reader = Fixture.reader(), voice = Fixture.voice()
    let synthesizer = try Synthesizer(voice: voice)
    let timing = SynthesizedTiming(synthesizer: synthesizer)
    let timeline = SwipeThrough.timeline(of: document.startScreen, reader: reader, timing: timing)
    // Add, Remove, Save and "button" once: three buttons would make six.
    #expect(synthesizer.statistics.syntheses == 4)
    // Rendering the laid-out timeline synthesizes nothing more.
    let mixer = TimelineMixer(timeline: timeline, synthesizer: synthesizer)
    while !mixer.isFinished { _ = try mixer.nextBlock() }
    #expect(synthesizer.statistics.syntheses == 4)
  }

  @Test("past its memory budget the cache moves audio to disk and still never synthesizes twice")
  func cacheSpills() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice(), memoryBudget: 40_000)
    let texts = (1...12).map { "Item number \($0)" }
    let first = try texts.map { try synthesizer.speech(for: segment($0)) }
    let stats = synthesizer.statistics
    #expect(stats.spilledBytes > 0)
    #expect(stats.memoryBytes <= 40_000)
    let again = try texts.map { try synthesizer.speech(for: segment($0)) }
    #expect(synthesizer.statistics.syntheses == 12)
    for (a, b) in zip(first, again) {
      #expect(a.samples == b.samples)
      #expect(a.duration == b.duration)
    }
  }

  @Test("a profile whose espeak-ng voice is missing gives a clear error")
  func missingVoice() {
    var voice = Fixture.voice()
    voice.name = "broken"
    voice.espeakVoice = "xx-nowhere"
    #expect {
      try Synthesizer(voice: voice)
    } throws: { error in
      guard let error = error as? SpeechError else { return false }
      return error.kind == .voiceNotFound && error.description.contains("xx-nowhere")
        && error.description.contains("broken") && error.fix != nil
    }
  }

  @Test("synthesized timing agrees with the audio and times words inside their segment")
  func timing() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice())
    let timing = SynthesizedTiming(synthesizer: synthesizer)
    let t = timing.timing(of: segment("Add jasmine tea to cart"))
    let speech = try synthesizer.speech(for: segment("Add jasmine tea to cart"))
    #expect(t.duration == speech.duration)
    #expect(t.duration * 22050 / 1000 >= speech.samples.count - 22)
    #expect(t.words.map(\.offset) == [0, 4, 12, 16, 19])
    #expect(t.words.map(\.start) == t.words.map(\.start).sorted())
    #expect(t.words.allSatisfy { $0.start < t.duration })
  }

  /// What espeak-ng makes of a text does not depend on what the process spoke before (its pitch
  /// flutter, its roughness cycles and its phoneme list carried over from one text to the next):
  /// the same samples after each of these, in English, and the same length in German and Russian,
  /// whose trilled r still counts cycles.
  @Test("a text sounds the same whatever was spoken before it", arguments: ["en-US", "en-GB", "de-DE", "ru-RU"])
  func historyFree(_ profile: String) throws {
    let before = ["Hello", "The quick brown fox jumps over the lazy dog. Then it ran away?", "Pay, button", "Double tap to activate.",
                  "Notifications, switch button, off", "Order 1017, 19 dollars and 12 cents", "a", "Rating, 3 out of 5 stars, adjustable",
                  "1,250", "Привет, мир", "Rückgängig machen, Taste", String(repeating: "word ", count: 200)]
    let text = ["en-US": "Checkout, heading. Total, 41 dollars. Pay, button.", "en-GB": "Checkout, heading. Total, 41 pounds.",
                "de-DE": "Bezahlen, Taste. Gesamt, 41 Euro. Rückgängig.", "ru-RU": "Оплатить, кнопка. Итого, 41 рубль. Тренировка."][profile]!
    let language = Fixture.voice(profile).language
    var heard: [[Int16]] = []
    for earlier in before {
      // A synthesizer of its own each time, so nothing comes from a cache.
      let synthesizer = try Synthesizer(voice: Fixture.voice(profile))
      _ = try synthesizer.speech(for: segment(earlier, language: language))
      heard.append(try synthesizer.speech(for: segment(text, language: language)).samples)
    }
    #expect(Set(heard.map(\.count)).count == 1, "\(profile): lengths \(Set(heard.map(\.count)).sorted())")
    if profile.hasPrefix("en") { #expect(Set(heard).count == 1, "\(profile): \(Set(heard).count) different") }
  }
}
