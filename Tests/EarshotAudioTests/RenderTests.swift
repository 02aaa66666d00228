import EarshotAudio
import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Foundation
import Testing

@Suite("Rendering a swipe-through to a file")
struct RenderTests {
  @Test("the WAV has espeak-ng's sample rate and the timeline's duration")
  func sampleRateAndDuration() throws {
    let r = try render(sample("checkout.json"))
    #expect(r.audio.sampleRate == 22050)
    #expect(r.audio.channels == 1)
    #expect(r.audio.format == .wav)
    #expect(abs(r.audio.milliseconds - r.timeline.duration) <= 5)
    #expect(r.audio.milliseconds > 20_000, "15 stops take more than 20 s to say")
    // There is speech in it, not just silence and tones.
    #expect(r.audio.rms(from: 0, to: r.audio.milliseconds) > 500)
  }

  @Test("every hint is preceded by at least the profile's hint pause of silence")
  func silenceBeforeHints() throws {
    let voice = Fixture.voice()
    let r = try render(sample("checkout.json"))
    let hints = r.timeline.events.filter { $0.kind == .hint }
    #expect(!hints.isEmpty)
    for hint in hints {
      let silence = r.audio.silence(endingAt: hint.start)
      #expect(silence >= voice.pauses.beforeHint - 5, "only \(silence) ms of silence before the hint at \(hint.start) ms")
      // And the hint itself is heard.
      #expect(r.audio.peak(from: hint.start, to: hint.end) > 2000)
    }
  }

  @Test("without hints there are no hint events and the audio is shorter")
  func noHints() throws {
    let with = try render(sample("checkout.json"))
    let without = try render(sample("checkout.json"), hints: false)
    #expect(without.timeline.events.allSatisfy { $0.kind != .hint })
    #expect(without.audio.milliseconds < with.audio.milliseconds - 1000)
  }

  @Test("earcons sound before each swipe's stop and can be switched off")
  func earcons() throws {
    let document = Fixture.screen("""
      {"type": "button", "text": "Back", "frame": [0, 0, 100, 44]},
      {"type": "button", "text": "Pay", "frame": [0, 50, 100, 44]}
      """)
    let with = try render(document)
    let without = try render(document, earcons: false)
    let tone = try #require(with.timeline.events.first { $0.kind == .earcon })
    #expect(tone.end - tone.start == EarconSet.voiceOver.duration(of: .focus) && with.timeline.earcons == .voiceOver)
    #expect(with.audio.peak(from: tone.start, to: tone.end) > 3000)
    #expect(without.timeline.events.allSatisfy { $0.kind != .earcon })
    // The stop's speech follows its earcon. (Total lengths are not compared across two renders:
    // espeak-ng's durations for the same words can differ by a few milliseconds between runs.)
    let pay = try #require(with.timeline.events.first { $0.kind == .focus && $0.text.hasPrefix("Pay") })
    #expect(pay.start >= tone.end)
    #expect(abs(without.audio.milliseconds - without.timeline.duration) <= 5)
  }

  /// VoiceOver has one sound for every move of focus; TalkBack a sound of its own for each of its
  /// kinds of move. Each reader plays every reader's four earcons.
  @Test("the earcons are distinct tones of their table lengths", arguments: [EarconSet.voiceOver, .talkBack])
  func earconTones(set: EarconSet) {
    let tones = EarconTones(sampleRate: 22050, set: set)
    var seen: [[Int16]] = []
    #expect(Set(set.sounds.keys).isSuperset(of: [.focus, .screenChanged, .boundary, .activate]))
    for earcon in set.sounds.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
      let samples = tones.samples(earcon)
      #expect(samples.count == set.duration(of: earcon) * 22050 / 1000)
      #expect(samples.map { abs(Int($0)) }.max()! > 3000)
      #expect(abs(Int(samples.first!)) < 100 && abs(Int(samples.last!)) < 400, "\(earcon) starts and ends near zero")
      #expect(!seen.contains(samples))
      seen.append(samples)
    }
  }
}
