import EarshotModel

extension EarconSet {
  /// VoiceOver's earcons as short tones. They only need to be short and unlike each other and unlike
  /// speech: a soft high tick when focus moves, a falling-then-rising two-tone for a new screen
  /// (VoiceOver's "boop beep"), a low dull knock at a boundary, and a quick upward chirp on activation.
  public static let voiceOver = EarconSet(name: "VoiceOver", sounds: [
    .focus: Sound(duration: 60, tones: [Tone(from: 1760, to: 1760, length: 0.060, level: 0.22, decay: 40)]),
    .screenChanged: Sound(duration: 260, tones: [Tone(from: 587, to: 587, length: 0.115, level: 0.3, decay: 6),
                                                 Tone(from: 880, to: 880, start: 0.135, length: 0.125, level: 0.3, decay: 6)]),
    .boundary: Sound(duration: 120, tones: [Tone(from: 180, to: 150, length: 0.120, level: 0.4, decay: 18)]),
    .activate: Sound(duration: 90, tones: [Tone(from: 700, to: 1400, length: 0.090, level: 0.25, decay: 10)]),
  ])
}
