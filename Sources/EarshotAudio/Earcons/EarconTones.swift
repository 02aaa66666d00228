import EarshotModel
import Foundation

/// A screen reader's earcons (`EarconSet`) as synthesized tones, each exactly its set's length.
/// Every tone has a 4 ms attack and a release to silence, so none clicks.
public struct EarconTones: Sendable {
  public let sampleRate: Int
  private let tones: [Earcon: [Int16]]

  public init(sampleRate: Int, set: EarconSet) {
    self.sampleRate = sampleRate
    tones = set.sounds.mapValues { Self.make($0, sampleRate: sampleRate) }
  }

  /// The PCM of `earcon` at `sampleRate`.
  public func samples(_ earcon: Earcon) -> [Int16] { tones[earcon] ?? [] }

  private static func make(_ sound: EarconSet.Sound, sampleRate: Int) -> [Int16] {
    let count = sound.duration * sampleRate / 1000
    var mix = [Double](repeating: 0, count: count)
    let rate = Double(sampleRate)
    for tone in sound.tones {
      let first = Int(tone.start * rate)
      let length = min(Int(tone.length * rate), count - first)
      guard length > 0 else { continue }
      let edge = min(Int(0.004 * rate), length / 2)
      var phase = 0.0
      for i in 0..<length {
        let t = Double(i) / rate
        let frequency = tone.from + (tone.to - tone.from) * Double(i) / Double(length)
        phase += 2 * Double.pi * frequency / rate
        var envelope = exp(-tone.decay * t)
        if i < edge { envelope *= Double(i) / Double(edge) }
        if i >= length - edge { envelope *= Double(length - 1 - i) / Double(edge) }
        mix[first + i] += sin(phase) * envelope * tone.level
      }
    }
    return mix.map { Int16(max(-1, min(1, $0)) * 32767) }
  }
}
