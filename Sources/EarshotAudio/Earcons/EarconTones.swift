import EarshotModel
import Foundation

/// The earcons as short synthesized tones, each exactly `Earcon.duration` long.
///
/// They only need to be short and unlike each other and unlike speech: a soft high tick when focus
/// moves, a falling-then-rising two-tone for a new screen (VoiceOver's "boop beep"), a low dull
/// knock at a boundary, and a quick upward chirp on activation. Every tone has a 4 ms attack and a
/// release to silence, so none clicks.
public struct EarconTones: Sendable {
  public let sampleRate: Int
  private let tones: [Earcon: [Int16]]

  public init(sampleRate: Int) {
    self.sampleRate = sampleRate
    var tones: [Earcon: [Int16]] = [:]
    for earcon in Earcon.allCases { tones[earcon] = Self.make(earcon, sampleRate: sampleRate) }
    self.tones = tones
  }

  /// The PCM of `earcon` at `sampleRate`.
  public func samples(_ earcon: Earcon) -> [Int16] { tones[earcon] ?? [] }

  private struct Tone {
    var from: Double
    var to: Double
    var start: Double  // seconds
    var length: Double
    var level: Double
    var decay: Double  // per second, 0 for flat
  }

  private static func recipe(_ earcon: Earcon) -> [Tone] {
    switch earcon {
    case .focus: return [Tone(from: 1760, to: 1760, start: 0, length: 0.060, level: 0.22, decay: 40)]
    case .screenChanged:
      return [Tone(from: 587, to: 587, start: 0, length: 0.115, level: 0.3, decay: 6),
              Tone(from: 880, to: 880, start: 0.135, length: 0.125, level: 0.3, decay: 6)]
    case .boundary: return [Tone(from: 180, to: 150, start: 0, length: 0.120, level: 0.4, decay: 18)]
    case .activate: return [Tone(from: 700, to: 1400, start: 0, length: 0.090, level: 0.25, decay: 10)]
    }
  }

  private static func make(_ earcon: Earcon, sampleRate: Int) -> [Int16] {
    let count = earcon.duration * sampleRate / 1000
    var mix = [Double](repeating: 0, count: count)
    let rate = Double(sampleRate)
    for tone in recipe(earcon) {
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
