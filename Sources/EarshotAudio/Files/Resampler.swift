import Foundation

/// Converts 16-bit mono audio from one sample rate to another, block by block, with a windowed-sinc
/// filter: Opus takes only 8, 12, 16, 24 or 48 kHz, and espeak-ng speaks at 22.05 kHz.
///
/// Output sample `n` lies at input time `n × from / to`; it is the sum of the 32 input samples
/// around that time, each weighed by a sinc (cut off just below the lower rate's Nyquist
/// frequency, so nothing folds back) under a Blackman window. The weights are worked out once
/// per fractional position (there are `to / gcd(from, to)` of them).
public struct Resampler: Sendable {
  public let from: Int
  public let to: Int
  /// The rate ratio in lowest terms: output sample n lies at input position n × down / up.
  private let up: Int
  private let down: Int
  private static let halfWidth = 16
  private let weights: [Float]
  /// Input samples from absolute index `base` on (the first `halfWidth - 1` are silence before the start).
  private var buffer: [Float]
  private var base: Int
  private var inputCount = 0
  private var outputIndex = 0

  public init(from: Int, to: Int) {
    precondition(from > 0 && to > 0)
    self.from = from
    self.to = to
    var (a, b) = (from, to)
    while b != 0 { (a, b) = (b, a % b) }
    up = to / a
    down = from / a
    let h = Self.halfWidth
    let cutoff = min(1.0, Double(to) / Double(from)) * 0.94
    var weights = [Float](repeating: 0, count: up * 2 * h)
    for phase in 0..<up {
      let fraction = Double(phase) / Double(up)
      var row = [Double](repeating: 0, count: 2 * h)
      for j in 0..<(2 * h) {
        let x = Double(j - h + 1) - fraction
        let sinc = x == 0 ? 1 : sin(Double.pi * cutoff * x) / (Double.pi * cutoff * x)
        let w = (x + Double(h)) / Double(2 * h)  // 0…1 across the window
        let blackman = 0.42 - 0.5 * cos(2 * Double.pi * w) + 0.08 * cos(4 * Double.pi * w)
        row[j] = cutoff * sinc * max(0, blackman)
      }
      // Each row sums to 1, so a constant stays constant whatever the position.
      let sum = row.reduce(0, +)
      for j in 0..<(2 * h) { weights[phase * 2 * h + j] = Float(row[j] / sum) }
    }
    self.weights = weights
    buffer = [Float](repeating: 0, count: h - 1)
    base = -(h - 1)
  }

  /// Takes the next block of input and appends what can be worked out so far to `output`.
  public mutating func process(_ input: UnsafeBufferPointer<Int16>, into output: inout [Int16]) {
    buffer.reserveCapacity(buffer.count + input.count)
    for s in input { buffer.append(Float(s)) }
    inputCount += input.count
    produce(upTo: Int.max, into: &output)
  }

  /// Ends the input: appends the rest, so the output lasts as long as the input did.
  public mutating func finish(into output: inout [Int16]) {
    buffer += [Float](repeating: 0, count: Self.halfWidth)
    produce(upTo: (inputCount * up + down - 1) / down, into: &output)
  }

  private mutating func produce(upTo total: Int, into output: inout [Int16]) {
    let h = Self.halfWidth
    let end = base + buffer.count
    buffer.withUnsafeBufferPointer { x in
      weights.withUnsafeBufferPointer { w in
        while outputIndex < total {
          let position = outputIndex * down
          let i = position / up
          guard i + h < end else { break }
          let row = (position % up) * 2 * h
          let first = i - h + 1 - base
          var sum: Float = 0
          for j in 0..<(2 * h) { sum += x[first + j] * w[row + j] }
          output.append(Int16(max(-32768, min(32767, sum.rounded()))))
          outputIndex += 1
        }
      }
    }
    // Drop what no later output sample reaches back to.
    let needed = (outputIndex * down) / up - h + 1
    if needed - base > 4096 {
      buffer.removeFirst(needed - base)
      base = needed
    }
  }
}
