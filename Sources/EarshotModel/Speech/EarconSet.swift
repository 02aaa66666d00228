/// The sounds one screen reader plays for its earcons: each earcon's tones and its length. The one
/// table for both the estimated timeline and the synthesized tones, so a transcript's times and the
/// rendered audio agree; a heard timeline carries the set it was placed with, so the audio plays
/// that reader's sounds.
public struct EarconSet: Hashable, Sendable {
  /// One tone of an earcon: a sine sweeping from `from` to `to` Hz, starting `start` seconds into
  /// the earcon, `length` seconds long, at `level` (0–1) and decaying by `decay` per second.
  public struct Tone: Hashable, Sendable {
    public var from: Double
    public var to: Double
    public var start: Double
    public var length: Double
    public var level: Double
    public var decay: Double

    public init(from: Double, to: Double, start: Double = 0, length: Double, level: Double, decay: Double) {
      self.from = from
      self.to = to
      self.start = start
      self.length = length
      self.level = level
      self.decay = decay
    }
  }

  /// An earcon's sound: how long it lasts, in milliseconds, and its tones.
  public struct Sound: Hashable, Sendable {
    public var duration: Int
    public var tones: [Tone]

    public init(duration: Int, tones: [Tone]) {
      self.duration = duration
      self.tones = tones
    }
  }

  /// What the set is called ("VoiceOver").
  public var name: String
  /// One sound per earcon, by `Earcon.caseIndex`.
  private var sounds: [Sound]

  /// A set with a sound for every earcon; `sound` is asked once per earcon.
  public init(name: String, sound: (Earcon) -> Sound) {
    self.name = name
    sounds = Earcon.allCases.map(sound)
  }

  public func sound(_ earcon: Earcon) -> Sound { sounds[earcon.caseIndex] }

  /// How long `earcon` lasts, in milliseconds.
  public func duration(of earcon: Earcon) -> Int { sound(earcon).duration }
}

extension EarconSet {
  /// VoiceOver's earcons as short tones. They only need to be short and unlike each other and unlike
  /// speech: a soft high tick when focus moves, a falling-then-rising two-tone for a new screen
  /// (VoiceOver's "boop beep"), a low dull knock at a boundary, and a quick upward chirp on activation.
  public static let voiceOver = EarconSet(name: "VoiceOver") { earcon in
    switch earcon {
    case .focus: return Sound(duration: 60, tones: [Tone(from: 1760, to: 1760, length: 0.060, level: 0.22, decay: 40)])
    case .screenChanged:
      return Sound(duration: 260, tones: [Tone(from: 587, to: 587, length: 0.115, level: 0.3, decay: 6),
                                          Tone(from: 880, to: 880, start: 0.135, length: 0.125, level: 0.3, decay: 6)])
    case .boundary: return Sound(duration: 120, tones: [Tone(from: 180, to: 150, length: 0.120, level: 0.4, decay: 18)])
    case .activate: return Sound(duration: 90, tones: [Tone(from: 700, to: 1400, length: 0.090, level: 0.25, decay: 10)])
    }
  }
}
