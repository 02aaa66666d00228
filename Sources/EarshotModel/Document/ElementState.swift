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
  /// The fields few elements have (`RareState`: Android's that change, a text field's insertion
  /// point), behind one reference; nil on most elements, so each element keeps its size.
  @usableFromInline var rareStorage: RareStateStorage?

  public init(label: String? = nil, value: String? = nil, traits: TraitSet? = nil, hidden: Bool? = nil,
              on: Bool? = nil, expanded: Bool? = nil, adjustablePosition: Double? = nil, insertionPoint: Int? = nil,
              android: AndroidState? = nil) {
    self.label = label
    self.value = value
    self.traits = traits
    self.hidden = hidden
    self.on = on
    self.expanded = expanded
    self.adjustablePosition = adjustablePosition
    self.insertionPoint = insertionPoint
    self.android = android
  }

  @usableFromInline var rare: RareState {
    get {
      if case .state(let state)? = rareStorage { return state }
      return RareState()
    }
    set { rareStorage = newValue == RareState() ? nil : .state(newValue) }
  }

  /// The Android fields that change; nil when none is set.
  public var android: AndroidState? {
    get { rare.android }
    set { rare.android = newValue.flatMap { $0.isEmpty ? nil : $0 } }
  }

  /// Where a text field being edited has its insertion point: a place in its value, in characters
  /// (`UITextInput.selectedTextRange`, collapsed). Typing moves it.
  public var insertionPoint: Int? {
    get { rare.insertionPoint }
    set { rare.insertionPoint = newValue }
  }

  /// `AccessibilityNodeInfo.getContentDescription()`.
  public var contentDescription: String? {
    get { android?.contentDescription }
    set { var a = android ?? AndroidState(); a.contentDescription = newValue; android = a }
  }
  /// `AccessibilityNodeInfo.getStateDescription()`.
  public var stateDescription: String? {
    get { android?.stateDescription }
    set { var a = android ?? AndroidState(); a.stateDescription = newValue; android = a }
  }
  /// `AccessibilityNodeInfo.getChecked()`: checked, not checked or partly checked.
  public var checked: CheckedState? {
    get { android?.checked }
    set { var a = android ?? AndroidState(); a.checked = newValue; android = a }
  }
  /// `AccessibilityNodeInfo.isSelected()`.
  public var selected: Bool? {
    get { android?.selected }
    set { var a = android ?? AndroidState(); a.selected = newValue; android = a }
  }
  /// `AccessibilityNodeInfo.isEnabled()`.
  public var enabled: Bool? {
    get { android?.enabled }
    set { var a = android ?? AndroidState(); a.enabled = newValue; android = a }
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
    insertionPoint = change.insertionPoint ?? insertionPoint
    if let changed = change.android {
      var mine = android ?? AndroidState()
      mine.apply(changed)
      android = mine
    }
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
