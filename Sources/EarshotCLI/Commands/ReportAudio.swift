import EarshotAudio
import EarshotEngine
import EarshotModel

/// Where the report's audio and times come from: espeak-ng synthesis (real durations, the swipe
/// rendered to WAV, captions timed from it), or with `--no-audio` the speaking-rate estimate.
struct ReportAudioSource {
  var timing: SpeechTiming
  var timingNote: String
  /// Why there is no audio, when there is none.
  var note: String?
  var render: (HeardTimeline) throws(CLIError) -> (wav: [UInt8], captions: String)?

  static func make(profile: VoiceProfile, enabled: Bool) throws(CLIError) -> ReportAudioSource {
    guard enabled else {
      return ReportAudioSource(timing: EstimatedTiming(profile: profile), timingNote: "estimated from the speaking rate",
                               note: "Audio was left out (--no-audio).", render: { _ in nil })
    }
    let synthesizer = try SpeechInputs.synthesizer(profile)
    let timing = SynthesizedTiming(synthesizer: synthesizer)
    return ReportAudioSource(
      timing: timing, timingNote: "measured from the synthesized speech (espeak-ng)", note: nil,
      render: { (timeline: HeardTimeline) throws(CLIError) -> (wav: [UInt8], captions: String)? in
        do {
          try timing.check()
        } catch {
          throw .environment("\(error)")
        }
        let sink = WAVMemory(sampleRate: synthesizer.sampleRate)
        do {
          try TimelineMixer(timeline: timeline, synthesizer: synthesizer).render(to: sink)
        } catch {
          throw .environment("\(error)")
        }
        let duration = sink.samples.count * 1000 / max(1, synthesizer.sampleRate)
        return (sink.bytes(), Captions.webVTT(Captions.cues(of: timeline, audioDuration: duration)))
      })
  }
}

/// Collects the mixer's samples in memory and wraps them as a 16-bit mono PCM WAV, for embedding
/// in the page as a data URI (no file is written).
final class WAVMemory: AudioSink {
  let sampleRate: Int
  private(set) var samples: [Int16] = []

  init(sampleRate: Int) { self.sampleRate = sampleRate }

  func write(_ block: UnsafeBufferPointer<Int16>) throws { samples.append(contentsOf: block) }

  func bytes() -> [UInt8] {
    let dataSize = samples.count * 2
    var out: [UInt8] = []
    out.reserveCapacity(44 + dataSize)
    func u32(_ v: Int) { out += [UInt8(v & 0xff), UInt8(v >> 8 & 0xff), UInt8(v >> 16 & 0xff), UInt8(v >> 24 & 0xff)] }
    func u16(_ v: Int) { out += [UInt8(v & 0xff), UInt8(v >> 8 & 0xff)] }
    out += Array("RIFF".utf8); u32(36 + dataSize); out += Array("WAVE".utf8)
    out += Array("fmt ".utf8); u32(16); u16(1); u16(1); u32(sampleRate); u32(sampleRate * 2); u16(2); u16(16)
    out += Array("data".utf8); u32(dataSize)
    for s in samples {
      let v = UInt16(bitPattern: s)
      out += [UInt8(v & 0xff), UInt8(v >> 8)]
    }
    return out
  }
}
