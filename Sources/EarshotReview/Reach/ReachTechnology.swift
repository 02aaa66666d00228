/// An assistive technology `reach` models. The raw values are what `--with` accepts.
public enum ReachTechnology: String, CaseIterable, Sendable, Hashable {
  /// The screen's screen reader, counted in its swipes: VoiceOver's on iOS (`--with voiceover`,
  /// as reach's JSON names it), another platform's reader on its screens (`ReachReport.title`).
  case screenReader = "voiceover"
  case switchControl = "switch-control"
  case keyboard
  case voiceControl = "voice-control"

  /// The name Apple gives the technology, for headings and tables.
  public var title: String {
    switch self {
    case .screenReader: return "VoiceOver"
    case .switchControl: return "Switch Control"
    case .keyboard: return "Full Keyboard Access"
    case .voiceControl: return "Voice Control"
    }
  }

  /// What one step is, in the plural: "gestures", "steps", "keys", "commands".
  public var stepWord: String {
    switch self {
    case .screenReader: return "gestures"
    case .switchControl: return "steps"
    case .keyboard: return "keys"
    case .voiceControl: return "commands"
    }
  }

  /// Whether the technology sets the pace, so that a target's cost has a time.
  public var isTimed: Bool { self == .screenReader || self == .switchControl }
}
