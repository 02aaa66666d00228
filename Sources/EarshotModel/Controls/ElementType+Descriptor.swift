/// What UIKit gives each standard control for free (README, "The screen document"), one descriptor
/// per type. A plain `view` gets nothing: a custom view says nothing until it is described.
///
/// Adding a control type: a case in `ElementType`, its descriptor here, its word in every voice
/// profile if it says any of its own, and its name in the schema (docs/ARCHITECTURE.md, "Recipes").
extension ElementType {
  var makeDescriptor: ControlDescriptor {
    switch self {
    case .view:
      return ControlDescriptor(element: .never, label: .textOrImageName, category: .content)
    case .label:
      return ControlDescriptor(traits: [.staticText], category: .content)
    case .button:
      return ControlDescriptor(traits: [.button], identifyingTrait: .button, label: .textOrImageName, category: .control)
    case .image:
      // UIImageView is not an element until it is labeled; made one, it is read by its image name.
      return ControlDescriptor(element: .whenLabeled, traits: [.image], identifyingTrait: .image, label: .imageName, category: .content)
    case .switch:
      return ControlDescriptor(traits: [.button, .toggleButton], identifyingTrait: .toggleButton, value: .onOff,
                               activation: .toggle, category: .control)
    case .slider:
      return ControlDescriptor(traits: [.adjustable], identifyingTrait: .adjustable, value: .percent, adjustment: .builtIn, category: .control)
    case .stepper:
      return ControlDescriptor(element: .never, traits: [.adjustable], adjustment: .buttons, container: .stepper, category: .control)
    case .segmentedControl:
      return ControlDescriptor(element: .never, series: .segment, container: .segmentedControl, category: .control)
    case .tabBar:
      return ControlDescriptor(element: .never, traits: [.tabBar], series: .tab, container: .tabBar, category: .container)
    case .pageControl:
      return ControlDescriptor(traits: [.adjustable], identifyingTrait: .adjustable, value: .page, adjustment: .builtIn, category: .control)
    case .textField:
      return ControlDescriptor(traits: [.textEntry], identifyingTrait: .textEntry, label: .none, value: .typedText, category: .control)
    case .secureTextField:
      return ControlDescriptor(traits: [.textEntry, .secureTextField], identifyingTrait: .textEntry, label: .none, value: .secureText,
                               category: .control)
    case .searchField:
      // The search field reads "search field", not "text field", but edits like one.
      return ControlDescriptor(traits: [.searchField, .textEntry], identifyingTrait: .searchField, label: .none, value: .typedText,
                               category: .control)
    case .textView:
      return ControlDescriptor(traits: [.textEntry, .textArea], identifyingTrait: .textEntry, label: .none, value: .typedText,
                               category: .control)
    case .progressView:
      return ControlDescriptor(traits: [.updatesFrequently], value: .percent, adjustment: .builtIn, category: .indicator)
    case .activityIndicator:
      return ControlDescriptor(traits: [.updatesFrequently], label: .textOrReaderWords, category: .indicator)
    case .cell:
      return ControlDescriptor(label: .textOrImageName, combinesChildren: true, category: .content)
    case .backButton:
      return ControlDescriptor(traits: [.button, .backButton], identifyingTrait: .backButton, label: .textOrImageName, category: .control)
    case .link:
      return ControlDescriptor(traits: [.link], identifyingTrait: .link, label: .textOrImageName, category: .control)
    case .alert:
      return ControlDescriptor(element: .never, container: .alert, category: .container)
    case .picker:
      // A picker wheel (UIPickerView, UIDatePicker, SwiftUI's wheel Picker): swiping up or down
      // turns the wheel (MagentaA11y time-picker recording).
      return ControlDescriptor(traits: [.adjustable], identifyingTrait: .adjustable, adjustment: .builtIn, category: .control)
    case .popUpButton:
      // A button whose primary action shows a menu (UIButton with `showsMenuAsPrimaryAction`,
      // SwiftUI's Menu and menu-style Picker).
      return ControlDescriptor(traits: [.button], identifyingTrait: .button, label: .textOrImageName, category: .control)
    }
  }
}
