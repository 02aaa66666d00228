import EarshotAudio
import Foundation
import Testing

@Suite("Resampling for formats with fixed rates")
struct ResamplerTests {
  /// Resamples `input` in blocks of `block` samples.
  func resample(_ input: [Int16], from: Int, to: Int, block: Int = 1000) -> [Int16] {
    var resampler = Resampler(from: from, to: to)
    var output: [Int16] = []
    var i = 0
    while i < input.count {
      let end = min(i + block, input.count)
      input[i..<end].withUnsafeBufferPointer { resampler.process($0, into: &output) }
      i = end
    }
    resampler.finish(into: &output)
    return output
  }

  func sine(_ hz: Double, rate: Int, seconds: Double, amplitude: Double = 10000) -> [Int16] {
    (0..<Int(Double(rate) * seconds)).map { Int16((amplitude * sin(2 * .pi * hz * Double($0) / Double(rate))).rounded()) }
  }

  /// Upward zero crossings in `samples[range]`.
  func crossings(_ samples: [Int16], _ range: Range<Int>) -> Int {
    range.dropFirst().filter { samples[$0 - 1] < 0 && samples[$0] >= 0 }.count
  }

  @Test("the output lasts as long as the input, whatever the block size")
  func length() {
    let input = sine(440, rate: 22050, seconds: 1.5)
    for block in [1, 7, 4096, input.count] {
      let output = resample(input, from: 22050, to: 24000, block: block)
      #expect(output.count == (input.count * 24000 + 22049) / 22050)
      #expect(output == resample(input, from: 22050, to: 24000), "block size \(block) gives the same samples")
    }
  }

  @Test("a tone keeps its pitch and loudness")
  func tone() {
    let output = resample(sine(1000, rate: 22050, seconds: 1), from: 22050, to: 24000)
    // One second in the middle (away from the edges' ramps) holds 1,000 periods less the margins.
    #expect(abs(crossings(output, 1200..<22800) - 900) <= 1)
    let peak = output[1200..<22800].map { abs(Int($0)) }.max() ?? 0
    #expect((9800...10200).contains(peak))
  }

  @Test("a constant stays constant, and silence stays silent")
  func constant() {
    let output = resample([Int16](repeating: 5000, count: 5000), from: 22050, to: 24000)
    #expect(output[100..<5000].allSatisfy { abs(Int($0) - 5000) <= 1 })
    #expect(resample([Int16](repeating: 0, count: 3000), from: 22050, to: 48000).allSatisfy { $0 == 0 })
  }

  @Test("going down, what the lower rate cannot hold is filtered out rather than folded back")
  func downsampling() {
    // 10 kHz at 22.05 kHz is above 8 kHz's Nyquist frequency (4 kHz): it must all but vanish.
    let output = resample(sine(10000, rate: 22050, seconds: 0.5), from: 22050, to: 8000)
    let peak = output[200..<3800].map { abs(Int($0)) }.max() ?? 0
    #expect(peak < 300)
  }
}
