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
  /// The signal around the block being limited, kept from block to block so no block allocates:
  /// `halfTaps` samples of history (the previous block's last samples, before any gain, for the
  /// interpolator), the block, then what follows it.
  private var signal: [Int32]
  /// Allowed gain per sample of the block; read only where a peak was found.
  private var allowed: [Double] = []

  init(sampleRate: Int) {
    releaseStep = 1 - exp(-1 / (Self.release * Double(sampleRate)))
    signal = Array(repeating: 0, count: Self.halfTaps)
  }

  /// `block` as 16-bit samples under the ceiling; `ahead` is what follows it (up to `lookahead`
  /// samples, fewer at the end), which the next call receives as its block.
  mutating func limit(_ block: [Int32], ahead: [Int32]) -> [Int16] {
    limit(count: block.count, ahead: ahead.count) { buffer in
      for (i, sample) in (block + ahead).enumerated() { buffer[i] = sample }
    }
  }

  /// The next `count` samples as 16-bit samples under the ceiling: `mix` adds the block and the
  /// `ahead` samples that follow it (up to `lookahead`, fewer at the end) into the zeroed buffer
  /// it is given, and the next call mixes those again as its block.
  mutating func limit(count: Int, ahead: Int, mix: (UnsafeMutableBufferPointer<Int32>) -> Void) -> [Int16] {
    guard count > 0 else { return [] }
    let h = Self.halfTaps, end = h + count + ahead
    if signal.count < end { signal.append(contentsOf: repeatElement(0, count: end - signal.count)) }
    if allowed.count < count { allowed = Array(repeating: 1, count: count) }
    let releaseStep = self.releaseStep
    var gain = self.gain
    let out = signal.withUnsafeMutableBufferPointer { whole in
      let s = UnsafeMutableBufferPointer(rebasing: whole[0..<end])
      let mixed = UnsafeMutableBufferPointer(rebasing: s[h...])
      mixed.update(repeating: 0)
      mix(mixed)
      return allowed.withUnsafeMutableBufferPointer { allowed in
        let limited = Self.findPeaks(UnsafeBufferPointer(s), count: count, allowed: allowed)
        let result = [Int16](unsafeUninitializedCapacity: count) { out, initialized in
          if !limited, gain == 1 {
            for i in 0..<count { out[i] = Int16(clamping: s[h + i]) }
          } else {
            for i in 0..<count {
              gain = min(limited ? allowed[i] : 1, gain + (1 - gain) * releaseStep)
              if gain > 0.99999 { gain = 1 }
              out[i] = Int16(clamping: Int32((Double(s[h + i]) * gain).rounded()))
            }
          }
          initialized = count
        }
        // The block's last samples, before any gain, are the next block's history.
        for k in 0..<h { s[k] = s[count + k] }
        return result
      }
    }
    self.gain = gain
    return out
  }

  /// Finds the true peaks over the target in `s` (history, `count` samples of block, then what
  /// follows) and lowers `allowed`, the gain allowed per sample of the block, before each; the
  /// first one found sets every sample's to 1 first. True when one was found.
  private static func findPeaks(_ s: UnsafeBufferPointer<Int32>, count: Int, allowed: UnsafeMutableBufferPointer<Double>) -> Bool {
    let h = halfTaps, loud = Self.loud, target = Self.target, lookahead = Self.lookahead
    let bias = Int32(loud)
    let last = s.count - 1, end = s.count
    var found = false
    phases.withUnsafeBufferPointer { weights in
      // In runs of 64 points: most runs hold no loud sample, which one pass over them shows.
      for first in stride(from: h, to: end, by: 64) {
        let stop = min(first + 64, end)
        // The run and the point after it (a point is looked at when the next sample is loud).
        // A sample x is louder than `loud` exactly when loud - x or x + loud is negative (within
        // ±loud neither wraps, and past it one is negative whatever the other does): their sign
        // bits OR-ed over the run vectorize with SSE2, where the magnitudes' maximum needs SSE4.1.
        var signs: Int32 = 0
        for j in first..<(min(stop, last) + 1) { signs |= (bias &- s[j]) | (s[j] &+ bias) }
        guard signs < 0 else { continue }
        for i in first..<stop {
          guard s[i].magnitude > loud || (i < last && s[i + 1].magnitude > loud) else { continue }
          let peak = truePeak(s, at: i, weights: weights)
          guard peak > target else { continue }
          if !found {
            allowed.update(repeating: 1)
            found = true
          }
          let need = target / peak, m = i - h
          // The gain falls in a straight line to `need` over the lookahead before the peak.
          for n in max(0, m - lookahead)...m where n < count {
            let ramp = need + (1 - need) * Double(m - n) / Double(lookahead)
            if ramp < allowed[n] { allowed[n] = ramp }
          }
        }
      }
    }
    return found
  }

  /// The highest level of the sample at `i` and of the points between it and the next sample;
  /// `weights` are `phases`.
  private static func truePeak(_ s: UnsafeBufferPointer<Int32>, at i: Int, weights: UnsafeBufferPointer<Double>) -> Double {
    let here = Double(abs(s[i]))
    let next = i + 1 < s.count ? Double(abs(s[i + 1])) : 0
    guard max(here, next) > interpolateAbove else { return here }
    let taps = 2 * halfTaps, from = i - halfTaps + 1
    var sums = (0.0, 0.0, 0.0)
    if from >= 0, from + taps <= s.count {
      // Every tap inside the signal: the three points' sums go side by side, each in tap order.
      for k in 0..<taps {
        let x = Double(s[from + k])
        sums.0 += weights[k] * x
        sums.1 += weights[taps + k] * x
        sums.2 += weights[2 * taps + k] * x
      }
    } else {
      // At the signal's ends, taps outside it are left out.
      for k in 0..<taps where from + k >= 0 && from + k < s.count {
        let x = Double(s[from + k])
        sums.0 += weights[k] * x
        sums.1 += weights[taps + k] * x
        sums.2 += weights[2 * taps + k] * x
      }
    }
    return max(here, abs(sums.0), abs(sums.1), abs(sums.2))
  }
}
