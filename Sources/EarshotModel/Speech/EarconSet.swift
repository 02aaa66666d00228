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
    // VoiceOver has one sound for every move of focus.
    case .focus, .focusActionable, .scrollIn, .scrollOut:
      return Sound(duration: 60, tones: [Tone(from: 1760, to: 1760, length: 0.060, level: 0.22, decay: 40)])
    case .screenChanged:
      return Sound(duration: 260, tones: [Tone(from: 587, to: 587, length: 0.115, level: 0.3, decay: 6),
                                          Tone(from: 880, to: 880, start: 0.135, length: 0.125, level: 0.3, decay: 6)])
    case .boundary: return Sound(duration: 120, tones: [Tone(from: 180, to: 150, length: 0.120, level: 0.4, decay: 18)])
    case .activate: return Sound(duration: 90, tones: [Tone(from: 700, to: 1400, length: 0.090, level: 0.25, decay: 10)])
    }
  }

  /// TalkBack's earcons, its own sounds (google/talkback@26a27dc `talkback/src/main/res/raw/*.ogg`,
  /// chosen by `EventTypeViewAccessibilityFocusedFeedbackRule.java:366-381`,
  /// `EventTypeViewClickedFeedbackRule.java:56-76`, `ScreenFeedbackManager.java:170-179`) as short
  /// tones unlike VoiceOver's: a soft low pluck for text, a brighter double pluck for something that
  /// can be acted on, a rising and a falling chime into and out of a scrolling list, a click on
  /// activation, and a three-note rise for a new window. TalkBack plays nothing at the end of the
  /// screen that its source names; the boundary is a dull knock.
  public static let talkBack = EarconSet(name: "TalkBack") { earcon in
    switch earcon {
    case .focus: return Sound(duration: 50, tones: [Tone(from: 1175, to: 1175, length: 0.050, level: 0.2, decay: 45)])
    case .focusActionable:
      return Sound(duration: 80, tones: [Tone(from: 1319, to: 1319, length: 0.040, level: 0.2, decay: 45),
                                         Tone(from: 1760, to: 1760, start: 0.040, length: 0.040, level: 0.2, decay: 45)])
    case .scrollIn: return Sound(duration: 120, tones: [Tone(from: 880, to: 1320, length: 0.120, level: 0.2, decay: 12)])
    case .scrollOut: return Sound(duration: 120, tones: [Tone(from: 1320, to: 880, length: 0.120, level: 0.2, decay: 12)])
    case .screenChanged:
      return Sound(duration: 240, tones: [Tone(from: 659, to: 659, length: 0.070, level: 0.25, decay: 8),
                                          Tone(from: 784, to: 784, start: 0.080, length: 0.070, level: 0.25, decay: 8),
                                          Tone(from: 988, to: 988, start: 0.160, length: 0.080, level: 0.25, decay: 8)])
    case .boundary: return Sound(duration: 110, tones: [Tone(from: 220, to: 196, length: 0.110, level: 0.35, decay: 20)])
    case .activate: return Sound(duration: 40, tones: [Tone(from: 2000, to: 1600, length: 0.040, level: 0.25, decay: 60)])
    }
  }
}
