import EarshotModel

extension EarconSet {
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
