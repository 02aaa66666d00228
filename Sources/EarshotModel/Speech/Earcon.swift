/// A short sound a screen reader plays when something happens (docs/EVIDENCE.md, "Earcons"). The
/// four below are what every reader plays; a reader with sounds of its own declares them beside
/// its earcon set (TalkBack's `focusActionable`). What each sounds like and how long it lasts is
/// the reader's (`EarconSet`), and what it is called on a timeline is in its terms (`ReaderTerms`).
public struct Earcon: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// Earshot's name for it, unique among the readers' earcons.
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  public var description: String { rawValue }

  /// Focus moved to another element.
  public static let focus = Earcon(rawValue: "focus")
  /// A new screen appeared (`.screenChanged`): VoiceOver's two-tone "boop beep".
  public static let screenChanged = Earcon(rawValue: "screenChanged")
  /// A swipe past the first or last element: nothing more in that direction.
  public static let boundary = Earcon(rawValue: "boundary")
  /// An element was activated.
  public static let activate = Earcon(rawValue: "activate")
}
