import EarshotModel

/// `XCUIElement.ElementType`, by the names captures print (raw values as in
/// Apple's `XCUIElement.ElementType` and idb's `FBAXRoleVocabulary`).
enum XCUIElementKind: String, CaseIterable {
  case any = "Any", other = "Other", application = "Application", group = "Group", window = "Window"
  case sheet = "Sheet", drawer = "Drawer", alert = "Alert", dialog = "Dialog", button = "Button"
  case radioButton = "RadioButton", radioGroup = "RadioGroup", checkBox = "CheckBox"
  case disclosureTriangle = "DisclosureTriangle", popUpButton = "PopUpButton", comboBox = "ComboBox"
  case menuButton = "MenuButton", toolbarButton = "ToolbarButton", popover = "Popover", keyboard = "Keyboard"
  case key = "Key", navigationBar = "NavigationBar", tabBar = "TabBar", tabGroup = "TabGroup", toolbar = "Toolbar"
  case statusBar = "StatusBar", table = "Table", tableRow = "TableRow", tableColumn = "TableColumn"
  case outline = "Outline", outlineRow = "OutlineRow", browser = "Browser", collectionView = "CollectionView"
  case slider = "Slider", pageIndicator = "PageIndicator", progressIndicator = "ProgressIndicator"
  case activityIndicator = "ActivityIndicator", segmentedControl = "SegmentedControl", picker = "Picker"
  case pickerWheel = "PickerWheel", `switch` = "Switch", toggle = "Toggle", link = "Link", image = "Image"
  case icon = "Icon", searchField = "SearchField", scrollView = "ScrollView", scrollBar = "ScrollBar"
  case staticText = "StaticText", textField = "TextField", secureTextField = "SecureTextField"
  case datePicker = "DatePicker", textView = "TextView", menu = "Menu", menuItem = "MenuItem", menuBar = "MenuBar"
  case menuBarItem = "MenuBarItem", map = "Map", webView = "WebView", incrementArrow = "IncrementArrow"
  case decrementArrow = "DecrementArrow", timeline = "Timeline", ratingIndicator = "RatingIndicator"
  case valueIndicator = "ValueIndicator", splitGroup = "SplitGroup", splitter = "Splitter"
  case relevanceIndicator = "RelevanceIndicator", colorWell = "ColorWell", helpTag = "HelpTag", matte = "Matte"
  case dockItem = "DockItem", ruler = "Ruler", rulerMarker = "RulerMarker", grid = "Grid"
  case levelIndicator = "LevelIndicator", cell = "Cell", layoutArea = "LayoutArea", layoutItem = "LayoutItem"
  case handle = "Handle", stepper = "Stepper", tab = "Tab", touchBar = "TouchBar", statusItem = "StatusItem"
  /// Not an XCUIElement type: idb's `Heading` role, read as text with the header trait.
  case heading = "Heading"

  /// How VoiceOver meets a node of this kind (the phrases of each
  /// type are in docs/EVIDENCE.md).
  var role: CaptureRole {
    switch self {
    case .application: return .application
    case .button, .toolbarButton, .menuItem, .menuBarItem, .comboBox,
      .disclosureTriangle, .radioButton, .icon, .dockItem, .statusItem, .incrementArrow, .decrementArrow, .tab, .handle:
      return .control(.button)
    // A button whose tap shows a menu: "pop up button" (MagentaA11y dropdown recording).
    case .popUpButton, .menuButton: return .control(.popUpButton)
    case .checkBox, .switch, .toggle: return .control(.switch)
    case .link: return .control(.link)
    case .textField: return .control(.textField)
    case .secureTextField: return .control(.secureTextField)
    case .searchField: return .control(.searchField)
    case .textView: return .control(.textView)
    case .slider, .ratingIndicator, .levelIndicator, .valueIndicator, .relevanceIndicator: return .control(.slider)
    case .pageIndicator: return .control(.pageControl)
    case .progressIndicator: return .control(.progressView)
    case .activityIndicator: return .control(.activityIndicator)
    // A picker wheel reads "<value>, picker item, adjustable" (MagentaA11y time-picker recording).
    case .pickerWheel: return .control(.picker)
    case .key: return .key
    case .staticText: return .text
    case .heading: return .heading
    case .image: return .image
    case .cell, .tableRow, .outlineRow: return .cell
    case .tabBar: return .container(.tabBar)
    case .segmentedControl: return .container(.segmentedControl)
    case .alert: return .container(.alert)
    case .stepper: return .container(.stepper)
    case .navigationBar: return .navigationBar
    case .keyboard: return .keyboard
    case .statusBar: return .statusBar
    case .scrollBar: return .scrollBar
    // A table (UITableView, SwiftUI's List) declares no list or data-table container: VoiceOver
    // marks no list start or end in it (AccessibilitySnapshot's reference images of a SwiftUI List).
    // A menu is the group of its items.
    case .any, .other, .group, .window, .sheet, .drawer, .dialog, .radioGroup, .popover, .tabGroup, .toolbar,
      .table, .tableColumn, .outline, .browser, .collectionView, .picker, .scrollView, .datePicker, .menu, .menuBar,
      .map, .webView, .timeline, .splitGroup, .splitter, .colorWell, .helpTag, .matte, .ruler, .rulerMarker, .grid,
      .layoutArea, .layoutItem, .touchBar:
      return .container(nil)
    }
  }
}

/// What a node is to VoiceOver, before its own fields are looked at.
enum CaptureRole: Equatable {
  case application
  /// A standard control: an accessibility element with the type's defaults.
  case control(ElementType)
  case key
  case text
  case heading
  case image
  /// A table or collection cell: one element reading its subviews' text.
  case cell
  /// A view holding others; the type, when given, is a container VoiceOver announces or counts in.
  case container(ElementType?)
  case navigationBar
  case keyboard
  case statusBar
  case scrollBar
}
