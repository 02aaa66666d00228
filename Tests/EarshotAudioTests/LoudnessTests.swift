@testable import EarshotAudio
import EarshotEngine
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing

/// The highest level of `samples` and of the waveform between them, found by 16× oversampling with
/// a long windowed-sinc interpolator: a finer measure than the limiter's own, to hold it to.
func measuredTruePeak(_ samples: [Int16]) -> Double {
  let taps = 24, factor = 16
  var peak = Double(samples.map { abs(Int($0)) }.max() ?? 0)
  for i in 0..<max(samples.count - 1, 0) {
    for p in 1..<factor {
      let offset = Double(p) / Double(factor)
      var sum = 0.0
      for k in (-taps + 1)...taps {
        let j = i + k
        guard j >= 0, j < samples.count else { continue }
        let x = Double(k) - offset
        let window = 0.5 + 0.5 * cos(Double.pi * x / Double(taps + 1))
        sum += Double(samples[j]) * sin(Double.pi * x) / (Double.pi * x) * window
      }
      peak = max(peak, abs(sum))
    }
  }
  return peak
}

/// Loudness of the sound in `audio` (dBFS): the RMS of the samples over a gate, so silence (and
/// the underruns a busy machine puts into live audio) does not count.
func gatedLoudness(_ audio: DecodedAudio, gate: Int16 = 1500) -> Double {
  let loud = audio.samples.filter { abs(Int($0)) > Int(gate) }
  let power = loud.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(max(loud.count, 1))
  return 10 * log10(power / (32768.0 * 32768.0))
}

/// `timeline` with every event twice, at the same time: a mix louder than full scale.
func doubled(_ timeline: HeardTimeline) -> HeardTimeline {
  var twice = timeline
  twice.events += timeline.events
  return twice
}

@Suite("Loudness: a true-peak limit on every mix")
struct LoudnessTests {
  @Test("sound under the ceiling passes through the limiter unchanged, sample for sample")
  func quietIsUntouched() {
    var limiter = TruePeakLimiter(sampleRate: 22050)
    let block = (0..<4096).map { Int32(12000 * sin(Double($0) * 0.07)) }
    #expect(limiter.limit(block, ahead: []) == block.map { Int16($0) })
  }

  // ITU-R BS.1770-4 Annex 2: a sine at a quarter of the sample rate, sampled 45° off its crests,
  // has samples at 71% of its peak; a resampler or codec rebuilds the peak between them.
  @Test("a peak between samples is brought under −1 dBTP, though no sample reaches it")
  func intersamplePeak() {
    let block = (0..<8192).map { Int32(36000 * sin(Double.pi / 2 * Double($0) + Double.pi / 4)) }
    #expect(block.map { abs($0) }.max()! < Int32(TruePeakLimiter.ceiling), "no sample is over the ceiling")
    var limiter = TruePeakLimiter(sampleRate: 22050)
    var out: [Int16] = []
    for start in stride(from: 0, to: block.count, by: 2048) {
      let end = min(start + 2048, block.count)
      out += limiter.limit(Array(block[start..<end]), ahead: Array(block[end..<min(end + TruePeakLimiter.lookahead, block.count)]))
    }
    // The edges hold half a filter of silence; the measure is of the steady part.
    let peak = measuredTruePeak(Array(out[64..<(out.count - 64)]))
    #expect(peak <= TruePeakLimiter.ceiling, "true peak \(peak); the ceiling is \(TruePeakLimiter.ceiling)")
    #expect(peak > TruePeakLimiter.ceiling * 0.95, "the limiter turns down only as far as it must: \(peak)")
  }

  @Test("two voices at once are mixed under the ceiling, not clipped at full scale")
  func overlappingSpeech() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice())
    let once = timeline(#"{"type": "button", "text": "Pay 17 dollars and 70 cents", "frame": [0, 0, 300, 44]}"#, synthesizer: synthesizer)
    let single = try mixed(once, synthesizer: synthesizer)
    let twice = try mixed(doubled(once), synthesizer: synthesizer)
    #expect(single.samples.map { abs(Int($0)) }.max()! > 16_384, "one voice alone is over half of full scale, so two would clip")
    #expect(!twice.samples.contains { abs(Int($0)) >= 32767 }, "no sample of the mix is at full scale")
    #expect(measuredTruePeak(twice.samples) <= TruePeakLimiter.ceiling)
  }
}

/// What is played live is what a file holds: the same mixer and limiter, so the same loudness,
/// and nothing clips at the sink's own rate (its resampler rebuilds the peaks between samples).
@Suite("Loudness live and in files", .serialized,
       .enabled(if: audioServerRunning, "no PulseAudio server: run `bash scripts/audio-server` (CI does) to test live audio"))
struct LiveLoudnessTests {
  @Test("played live, a mix is as loud as its file and clips nowhere at the sink's rate")
  func liveMatchesFile() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice())
    let played = doubled(timeline(#"{"type": "button", "text": "Pay 17 dollars and 70 cents", "frame": [0, 0, 300, 44]}"#,
                                  synthesizer: synthesizer))
    let file = try mixed(played, synthesizer: synthesizer)
    func play(_ sink: String) throws {
      let player = try LivePlayer(synthesizer: synthesizer, device: sink)
      player.play(played)
      player.waitUntilDone()
      #expect(player.error == nil)
      player.close()
    }
    let live = try recordingSink(play)
    #expect(abs(gatedLoudness(live) - gatedLoudness(file)) < 0.5,
            "live \(gatedLoudness(live)) dBFS, the file \(gatedLoudness(file)) dBFS")
    // At the null sink's own 44.1 kHz, as it mixes: no resampling by the recorder.
    let atSinkRate = try SinkRecorder.record(sampleRate: 44100, play)
    #expect(atSinkRate.contains { abs(Int($0)) > 3000 }, "the speech reached the sink")
    #expect(!atSinkRate.contains { abs(Int($0)) >= 32767 }, "nothing clips at the sink")
  }
}
