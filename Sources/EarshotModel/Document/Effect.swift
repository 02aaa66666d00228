/// The priority of an announcement, as `UIAccessibilityPriority` (iOS 17+).
public enum AnnouncementPriority: String, CaseIterable, Sendable, Hashable {
  /// Interrupts other speech and cannot be interrupted.
  case high
  /// Interrupts other speech and can itself be interrupted.
  case `default`
  /// Waits until current speech finishes.
  case low
}

/// The kinds of effect, each written as the single key of an effect object (`{"toggle": "wifi"}`).
public enum EffectKind: String, CaseIterable, Sendable, Hashable {
  case announce, layoutChanged, screenChanged, set, toggle, dismiss
}

/// Something the app does in answer to a gesture (activation, a custom action, escape, magic tap).
public enum Effect: Hashable, Sendable {
  /// `UIAccessibility.post(notification: .announcement, …)`; `queue` is
  /// `accessibilitySpeechQueueAnnouncement`.
  case announce(text: String, priority: AnnouncementPriority, queue: Bool)
  /// `.layoutChanged`: focus moves to the element (nil: focus stays, as if nothing happened).
  case layoutChanged(String?)
  /// `.screenChanged` to another screen of the flow; focus goes to `focus` or the first element.
  case screenChanged(screen: String, focus: String?)
  /// Changes an element's live state.
  case set(ElementChange)
  /// Flips a switch or toggle.
  case toggle(String)
  /// Closes the current screen and returns to the one before it.
  case dismiss

  /// The ids of elements this effect refers to (the focus target of a screen change belongs to
  /// another screen and is listed separately).
  public var elementReferences: [String] {
    switch self {
    case .announce, .dismiss, .screenChanged: return []
    case .layoutChanged(let id): return id.map { [$0] } ?? []
    case .set(let change): return [change.id]
    case .toggle(let id): return [id]
    }
  }
}

/// The `set` effect: the element it changes and the fields it sets.
public struct ElementChange: Hashable, Sendable {
  public var id: String
  /// The new values; fields left nil keep theirs.
  public var state: ElementState
  public init(id: String, state: ElementState) {
    self.id = id
    self.state = state
  }
}
