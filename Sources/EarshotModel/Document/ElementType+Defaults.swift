/// What UIKit gives each standard control for free (README, "The screen document"). A plain
/// `view` gets nothing: a custom view says nothing until it is described.
/// Explicit `traits` replace these, as assigning `accessibilityTraits` does in UIKit.
extension ElementType {
  /// Whether the control is an accessibility element by default (containers and plain views are not).
  public func isElementByDefault(hasLabel: Bool) -> Bool {
    switch self {
    case .view, .segmentedControl, .tabBar, .alert, .stepper: return false
    case .image: return hasLabel  // UIImageView is not an element until it is labeled.
    default: return true
    }
  }

  /// The traits the control carries by default.
  public var defaultTraits: TraitSet {
    switch self {
    case .view, .segmentedControl, .alert, .cell: return []
    case .label: return [.staticText]
    case .button: return [.button]
    case .image: return [.image]
    case .switch: return [.button, .toggleButton]
    case .slider, .pageControl, .stepper: return [.adjustable]
    case .tabBar: return [.tabBar]
    case .textField: return [.textEntry]
    case .secureTextField: return [.textEntry, .secureTextField]
    // The search field reads "search field", not "text field", but edits like one.
    case .searchField: return [.searchField, .textEntry]
    case .textView: return [.textEntry, .textArea]
    case .progressView, .activityIndicator: return [.updatesFrequently]
    case .backButton: return [.button, .backButton]
    case .link: return [.link]
    }
  }

  /// The trait the control's identity rests on; explicit `traits` that leave it out get a warning.
  public var identifyingTrait: Trait? {
    switch self {
    case .button: return .button
    case .switch: return .toggleButton
    case .slider, .pageControl: return .adjustable
    case .textField, .secureTextField, .textView: return .textEntry
    case .searchField: return .searchField
    case .backButton: return .backButton
    case .link: return .link
    case .image: return .image
    default: return nil
    }
  }

  /// Whether the control's children are the members of a series ("2 of 4"), and of which kind.
  public var seriesKind: SeriesKind? {
    switch self {
    case .segmentedControl: return .segment
    case .tabBar: return .tab
    default: return nil
    }
  }
}

/// A control whose children are read with their position: segments ("button, 2 of 3") or tabs ("tab, 2 of 4").
public enum SeriesKind: String, Sendable, Hashable {
  case segment, tab
}
