import Foundation

/// Keeps mixed audio under a true-peak ceiling, so nothing clips: not the mix (two sounds at once can
/// add up past full scale), and not a resampler or codec downstream, which rebuilds the waveform
/// between samples, where its peaks can lie above the samples' own (ITU-R BS.1770-4, Annex 2,
/// "true-peak" level). Files and live audio pass through the same limiter in `TimelineMixer`, so
/// they sound equally loud.
///
/// The peak between two samples is estimated by 4× oversampling with a windowed-sinc interpolator
/// (BS.1770-4's method; its filter is not reproduced). Gain comes down in a straight line over
/// `lookahead` samples before a peak and recovers with `release`; the lookahead reads sound that is
/// mixed ahead of the block, so nothing is delayed and timelines and captions keep their times.
struct TruePeakLimiter {
  /// −1 dBTP: EBU R 128's maximum true-peak level for programme audio, with room for the lossy
  /// codecs Earshot writes (EBU Tech 3343 recommends lower only for low-bitrate coding).
  static let ceiling = 32767 * pow(10, -1.0 / 20)
  /// What the limiter aims for: 0.2 dB under the ceiling, the error allowed for estimating peaks
  /// from 4 points per sample where finer oversampling finds them a little higher.
  static let target = ceiling * pow(10, -0.2 / 20)
  /// About 3 ms at 22050 Hz: long enough that the gain's change is not heard as a click.
  static let lookahead = 64
  /// Seconds for the gain to recover about two thirds of the way after a peak.
  static let release = 0.08

  /// Taps each side of an interpolated point.
  private static let halfTaps = 6
  /// The interpolator of the points a quarter, a half and three quarters between two samples,
  /// one phase after another: `phases[p * 2 * halfTaps + k]` weighs the sample `k - halfTaps + 1`
  /// places from the earlier one.
  private static let phases: [Double] = (1...3).flatMap { p in
    let offset = Double(p) / 4
    return (0..<(2 * halfTaps)).map { k in
      let x = Double(k - halfTaps + 1) - offset
      let sinc = x == 0 ? 1 : sin(Double.pi * x) / (Double.pi * x)
      let window = 0.5 + 0.5 * cos(Double.pi * x / Double(halfTaps + 1))  // Hann
      return sinc * window
    }
  }
  /// A point between two samples is interpolated only where one of them is above this: to
  /// overshoot its neighbours by more than 6 dB a signal needs strength near half the sample rate,
  /// which speech and earcons do not have.
  private static let interpolateAbove = ceiling / 2
  /// `interpolateAbove` for whole-number magnitudes: a sample is above the one exactly when it is
  /// above the other. Below it on both sides, a point's true peak is its own level, under the
  /// target, so the scan for peaks looks no further (speech is there for more than 99% of samples).
  private static let loud = UInt32(interpolateAbove.rounded(.down))

  private let releaseStep: Double
  /// The gain applied to the last sample.
  private var gain = 1.0
  /// The last samples of the previous block, before any gain: the interpolator's history.
  private var history: [Int32]

  init(sampleRate: Int) {
    releaseStep = 1 - exp(-1 / (Self.release * Double(sampleRate)))
    history = Array(repeating: 0, count: Self.halfTaps)
  }

  /// `block` as 16-bit samples under the ceiling; `ahead` is what follows it (up to `lookahead`
  /// samples, fewer at the end), which the next call receives as its block.
  mutating func limit(_ block: [Int32], ahead: [Int32]) -> [Int16] {
    let count = block.count
    var out = [Int16](repeating: 0, count: count)
    guard count > 0 else { return out }
    // The signal around the block: history, the block, then what follows.
    let h = history.count
    let signal = history + block + ahead
    // Allowed gain per sample of block + ahead; 1 everywhere but before and at peaks.
    var allowed: [Double]? = nil
    let loud = Self.loud, target = Self.target, lookahead = Self.lookahead
    signal.withUnsafeBufferPointer { s in
      let last = s.count - 1, end = h + count + ahead.count
      // In runs of 64 points: most runs hold no loud sample, which one pass over them shows.
      for first in stride(from: h, to: end, by: 64) {
        let stop = min(first + 64, end)
        var top: UInt32 = 0
        for j in first...min(stop, last) { top = max(top, s[j].magnitude) }
        guard top > loud else { continue }
        for i in first..<stop {
          guard s[i].magnitude > loud || (i < last && s[i + 1].magnitude > loud) else { continue }
          let peak = Self.truePeak(s, at: i)
          guard peak > target else { continue }
          if allowed == nil { allowed = Array(repeating: 1, count: count) }
          let need = target / peak, m = i - h
          // The gain falls in a straight line to `need` over the lookahead before the peak.
          for n in max(0, m - lookahead)...m where n < count {
            let ramp = need + (1 - need) * Double(m - n) / Double(lookahead)
            if ramp < allowed![n] { allowed![n] = ramp }
          }
        }
      }
    }
    if allowed == nil, gain == 1 {
      for i in 0..<count { out[i] = Int16(clamping: block[i]) }
    } else {
      for i in 0..<count {
        gain = min(allowed?[i] ?? 1, gain + (1 - gain) * releaseStep)
        if gain > 0.99999 { gain = 1 }
        out[i] = Int16(clamping: Int32((Double(block[i]) * gain).rounded()))
      }
    }
    history = Array(signal[(signal.count - ahead.count - h)..<(signal.count - ahead.count)])
    return out
  }

  /// The highest level of the sample at `i` and of the points between it and the next sample.
  private static func truePeak(_ s: UnsafeBufferPointer<Int32>, at i: Int) -> Double {
    let here = Double(abs(s[i]))
    let next = i + 1 < s.count ? Double(abs(s[i + 1])) : 0
    var peak = here
    guard max(here, next) > interpolateAbove else { return peak }
    let taps = 2 * halfTaps
    phases.withUnsafeBufferPointer { weights in
      for p in 0..<3 {
        var sum = 0.0
        for k in 0..<taps {
          let j = i + k - halfTaps + 1
          if j >= 0, j < s.count { sum += weights[p * taps + k] * Double(s[j]) }
        }
        peak = max(peak, abs(sum))
      }
    }
    return peak
  }
}
