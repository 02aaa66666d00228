/// An assistive technology `reach` models. The raw values are what `--with` accepts.
public enum ReachTechnology: String, CaseIterable, Sendable, Hashable {
  case voiceOver = "voiceover"
  case switchControl = "switch-control"
  case keyboard
  case voiceControl = "voice-control"

  /// The name Apple gives the technology, for headings and tables.
  public var title: String {
    switch self {
    case .voiceOver: return "VoiceOver"
    case .switchControl: return "Switch Control"
    case .keyboard: return "Full Keyboard Access"
    case .voiceControl: return "Voice Control"
    }
  }

  /// What one step is, in the plural: "gestures", "steps", "keys", "commands".
  public var stepWord: String {
    switch self {
    case .voiceOver: return "gestures"
    case .switchControl: return "steps"
    case .keyboard: return "keys"
    case .voiceControl: return "commands"
    }
  }

  /// Whether the technology sets the pace, so that a target's cost has a time.
  public var isTimed: Bool { self == .voiceOver || self == .switchControl }
}
