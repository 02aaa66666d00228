/// A short synthesized tone VoiceOver plays (docs/EVIDENCE.md, "Earcons").
public enum Earcon: String, CaseIterable, Sendable, Hashable {
  /// Focus moved to another element.
  case focus
  /// A new screen appeared (`.screenChanged`): VoiceOver's two-tone "boop beep".
  case screenChanged
  /// A swipe past the first or last element: nothing more in that direction.
  case boundary
  /// An element was activated.
  case activate
}
