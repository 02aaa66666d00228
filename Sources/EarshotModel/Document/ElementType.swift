/// The standard control an element stands for. It sets the defaults UIKit gives that control
/// (traits, value form, default hint); explicit fields in the document always win.
///
/// The defaults themselves live in `ElementType+Defaults.swift`.
public enum ElementType: String, CaseIterable, Sendable, Hashable {
  case view, label, button, image, `switch`, slider, stepper, segmentedControl, tabBar, pageControl
  case textField, secureTextField, searchField, textView, progressView, activityIndicator, cell
  case backButton, link, alert
}
