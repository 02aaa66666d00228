import EarshotModel

/// The live state of one element during a session, where it differs from the document:
/// what `set` and `toggle` effects and adjustments changed.
public struct ElementOverride: Hashable, Sendable {
  public var value: String?
  public var label: String?
  public var traits: TraitSet?
  public var hidden: Bool?
  public var on: Bool?
  /// The adjustable's current position: an index into its values, or a number in its range.
  public var adjustablePosition: Double?

  public init(value: String? = nil, label: String? = nil, traits: TraitSet? = nil, hidden: Bool? = nil,
              on: Bool? = nil, adjustablePosition: Double? = nil) {
    self.value = value
    self.label = label
    self.traits = traits
    self.hidden = hidden
    self.on = on
    self.adjustablePosition = adjustablePosition
  }
}

/// A screen and the live changes made to its elements, keyed by element key (id, else path).
public struct ScreenState: Hashable, Sendable {
  public var screen: Screen
  public var overrides: [String: ElementOverride]

  public init(screen: Screen, overrides: [String: ElementOverride] = [:]) {
    self.screen = screen
    self.overrides = overrides
  }

  /// Applies a `set` effect.
  public mutating func apply(_ change: ElementChange) {
    var o = overrides[change.id] ?? ElementOverride()
    if let value = change.value { o.value = value }
    if let label = change.label { o.label = label }
    if let traits = change.traits { o.traits = traits }
    if let hidden = change.hidden { o.hidden = hidden }
    if let on = change.on { o.on = on }
    overrides[change.id] = o
  }
}
