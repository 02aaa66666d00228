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
  /// The earcons the reader plays, each with its sound.
  public private(set) var sounds: [Earcon: Sound]

  /// A set of the reader's earcons: every reader's four (`focus`, `screenChanged`, `boundary`,
  /// `activate`) and any of its own.
  public init(name: String, sounds: [Earcon: Sound]) {
    self.name = name
    self.sounds = sounds
  }

  /// The sound of `earcon`; silence, of no length, for an earcon the reader does not play.
  public func sound(_ earcon: Earcon) -> Sound { sounds[earcon] ?? Sound(duration: 0, tones: []) }

  /// How long `earcon` lasts, in milliseconds.
  public func duration(of earcon: Earcon) -> Int { sound(earcon).duration }
}
