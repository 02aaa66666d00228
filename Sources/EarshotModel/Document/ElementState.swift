/// The fields of an element that can change while a screen is used: what `set` and `toggle`
/// effects, adjustments, selection and editing change.
///
/// Every field is optional, so the same type says both what an element is and how it changes.
/// On an element, nil means "not written: the type's default". As a change (a `set` effect, the
/// live changes a session keeps for an element), nil means "unchanged": `apply` takes only the
/// fields a change sets. Effects, a session's overrides and resolution all go through `apply`.
///
/// Adding a field: declare it here and take it in `apply`; give it a row in `ElementFields.table`
/// (marked `state`, so `set` effects read and write it too); then phrase it.
public struct ElementState: Hashable, Sendable {
  /// `accessibilityLabel`.
  public var label: String?
  /// `accessibilityValue`.
  public var value: String?
  /// `accessibilityTraits`; explicit traits replace the type's.
  public var traits: TraitSet?
  /// `accessibilityElementsHidden` / `isHidden` (nil: shown).
  public var hidden: Bool?
  /// The state of a switch or toggle.
  public var on: Bool?
  /// `accessibilityExpandedStatus` (iOS 18): true expanded, false collapsed, nil unsupported.
  public var expanded: Bool?
  /// An adjustable's position: an index into its values, or a number in its range. Gestures
  /// change it; a document sets the start inside `adjustable`.
  public var adjustablePosition: Double?

  public init(label: String? = nil, value: String? = nil, traits: TraitSet? = nil, hidden: Bool? = nil,
              on: Bool? = nil, expanded: Bool? = nil, adjustablePosition: Double? = nil) {
    self.label = label
    self.value = value
    self.traits = traits
    self.hidden = hidden
    self.on = on
    self.expanded = expanded
    self.adjustablePosition = adjustablePosition
  }

  /// Takes every field `change` sets; the fields it leaves nil keep their value.
  public mutating func apply(_ change: ElementState) {
    label = change.label ?? label
    value = change.value ?? value
    traits = change.traits ?? traits
    hidden = change.hidden ?? hidden
    on = change.on ?? on
    expanded = change.expanded ?? expanded
    adjustablePosition = change.adjustablePosition ?? adjustablePosition
  }

  /// The state with `change` applied.
  public func applying(_ change: ElementState?) -> ElementState {
    guard let change else { return self }
    var state = self
    state.apply(change)
    return state
  }

  /// True when no field is set (as a change: nothing changes).
  public var isEmpty: Bool { self == ElementState() }
}
