import EarshotModel

extension Earcon {
  /// Focus moved to an element that can be acted on (TalkBack's `focus_actionable`, beside its
  /// plainer `focus` for text).
  public static let focusActionable = Earcon(rawValue: "focusActionable")
  /// Focus moved into a scrolling container (TalkBack's `chime_up`).
  public static let scrollIn = Earcon(rawValue: "scrollIn")
  /// Focus moved out of a scrolling container (TalkBack's `chime_down`).
  public static let scrollOut = Earcon(rawValue: "scrollOut")
}

extension EarconSet {
  /// TalkBack's earcons, its own sounds (google/talkback@26a27dc `talkback/src/main/res/raw/*.ogg`,
  /// chosen by `EventTypeViewAccessibilityFocusedFeedbackRule.java:366-381`,
  /// `EventTypeViewClickedFeedbackRule.java:56-76`, `ScreenFeedbackManager.java:170-179`) as short
  /// tones unlike VoiceOver's: a soft low pluck for text, a brighter double pluck for something that
  /// can be acted on, a rising and a falling chime into and out of a scrolling list, a click on
  /// activation, and a three-note rise for a new window. TalkBack plays nothing at the end of the
  /// screen that its source names; the boundary is a dull knock.
  public static let talkBack = EarconSet(name: "TalkBack", sounds: [
    .focus: Sound(duration: 50, tones: [Tone(from: 1175, to: 1175, length: 0.050, level: 0.2, decay: 45)]),
    .focusActionable: Sound(duration: 80, tones: [Tone(from: 1319, to: 1319, length: 0.040, level: 0.2, decay: 45),
                                                  Tone(from: 1760, to: 1760, start: 0.040, length: 0.040, level: 0.2, decay: 45)]),
    .scrollIn: Sound(duration: 120, tones: [Tone(from: 880, to: 1320, length: 0.120, level: 0.2, decay: 12)]),
    .scrollOut: Sound(duration: 120, tones: [Tone(from: 1320, to: 880, length: 0.120, level: 0.2, decay: 12)]),
    .screenChanged: Sound(duration: 240, tones: [Tone(from: 659, to: 659, length: 0.070, level: 0.25, decay: 8),
                                                 Tone(from: 784, to: 784, start: 0.080, length: 0.070, level: 0.25, decay: 8),
                                                 Tone(from: 988, to: 988, start: 0.160, length: 0.080, level: 0.25, decay: 8)]),
    .boundary: Sound(duration: 110, tones: [Tone(from: 220, to: 196, length: 0.110, level: 0.35, decay: 20)]),
    .activate: Sound(duration: 40, tones: [Tone(from: 2000, to: 1600, length: 0.040, level: 0.25, decay: 60)]),
  ])
}
