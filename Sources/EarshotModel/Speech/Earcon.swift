/// A short sound a screen reader plays when something happens (docs/EVIDENCE.md, "Earcons"); what it
/// sounds like and how long it lasts is the reader's (`EarconSet`).
public enum Earcon: String, CaseIndexed, Sendable {
  /// Focus moved to another element.
  case focus
  /// A new screen appeared (`.screenChanged`): VoiceOver's two-tone "boop beep".
  case screenChanged
  /// A swipe past the first or last element: nothing more in that direction.
  case boundary
  /// An element was activated.
  case activate
  /// Focus moved to an element that can be acted on (TalkBack's `focus_actionable`, beside its
  /// plainer `focus` for text).
  case focusActionable
  /// Focus moved into a scrolling container (TalkBack's `chime_up`).
  case scrollIn
  /// Focus moved out of a scrolling container (TalkBack's `chime_down`).
  case scrollOut
}
