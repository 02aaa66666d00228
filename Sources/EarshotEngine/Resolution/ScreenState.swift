import EarshotModel

/// A screen and the live changes made to its elements, keyed by element key (id, else path): what
/// `set` and `toggle` effects, adjustments, selection and editing changed. Each element's changes
/// are one `ElementState`, applied over the element's own when the screen is resolved.
public struct ScreenState: Hashable, Sendable {
  public var screen: Screen
  public var overrides: [String: ElementState]

  public init(screen: Screen, overrides: [String: ElementState] = [:]) {
    self.screen = screen
    self.overrides = overrides
  }

  /// Applies a change to the element with key `key` (a `set` effect, or a gesture's change).
  public mutating func apply(_ change: ElementState, to key: String) {
    overrides[key, default: ElementState()].apply(change)
  }

  /// Moves the adjustable with key `key` to `position`; its value is then the one the position
  /// gives (a value set before is dropped).
  public mutating func move(_ key: String, to position: Double) {
    overrides[key, default: ElementState()].adjustablePosition = position
    overrides[key]?.value = nil
  }

  /// Applies a `set` effect.
  public mutating func apply(_ change: ElementChange) {
    apply(change.state, to: change.id)
  }
}
