/// The standard control an element stands for. Its `descriptor` holds what UIKit gives that control
/// (traits, label and value forms, what gestures do); explicit fields in the document always win.
public enum ElementType: String, CaseIndexed, Sendable {
  case view, label, button, image, `switch`, slider, stepper, segmentedControl, tabBar, pageControl
  case textField, secureTextField, searchField, textView, progressView, activityIndicator, cell
  case backButton, link, alert, picker, popUpButton

  /// Everything Earshot knows about the control (see `ElementType+Descriptor.swift`).
  @inlinable
  public var descriptor: ControlDescriptor { Self.descriptors[caseIndex] }

  @usableFromInline
  static let descriptors = allCases.map(\.makeDescriptor)
}
