import EarshotEngine
import EarshotModel

/// What TalkBack takes a node to be, from its class name and a few of its fields: TalkBack's own
/// `Role.getRole` (google/talkback@26a27dc `utils/src/main/java/com/google/android/accessibility/utils/Role.java:243-437`).
/// The role decides the role word, which describer speaks the node, its usage hint, and whether
/// its children are the items of a scrolling container.
public enum TalkBackRole: CaseIndexed, Sendable {
  case none, button, checkBox, dropDownList, editText, grid, horizontalScrollView, image, imageButton, list, pager
  case progressBar, radioButton, scrollView, seekControl, `switch`, tabBar, toggleButton, viewGroup, webView
  case checkedTextView, numberPicker

  /// The role of a node with these fields. A class matches when it is the class TalkBack checks or a
  /// framework subclass of it (`ClassLoadingCache.checkInstanceOf`, which loads the class: an app's
  /// own class, unknown to TalkBack, matches nothing), checked subclasses first.
  static func of(className: String?, clickable: Bool, enabled: Bool, editable: Bool, rangeInfo: RangeInfo?,
                 collectionInfo: CollectionInfo?) -> TalkBackRole {
    let classes = className.map(Ancestor.mask) ?? 0
    func isA(_ ancestor: Ancestor) -> Bool { classes & ancestor.bit != 0 }
    // Role.java:264-267: an image is a button when it can be clicked.
    if isA(.imageView) { return clickable ? .imageButton : .image }
    // Role.java:272-300: TextView's subclasses, subclasses first.
    if isA(.switchWidget) { return .switch }
    if isA(.toggleButton) { return .toggleButton }
    if isA(.radioButton) { return .radioButton }
    if isA(.compoundButton) { return .checkBox }
    if isA(.button) { return .button }
    if isA(.checkedTextView) { return .checkedTextView }
    // Role.java:303-311: an enabled EditText that cannot be edited has no role.
    if isA(.editText) { return enabled && !editable ? .none : .editText }
    // Role.java:317-331: a range that can be set is a seek control, one that cannot a progress bar.
    // Earshot's documents do not list actions; a range on a SeekBar class is settable.
    if isA(.seekBar) { return .seekControl }
    if isA(.progressBar) || rangeInfo.map(TalkBackRole.isValid) == true { return .progressBar }
    // Role.java:342-389: ViewGroup's subclasses.
    if isA(.webView) { return .webView }
    if isA(.tabWidget) { return .tabBar }
    if isA(.horizontalScrollView), collectionInfo == nil { return .horizontalScrollView }
    if isA(.scrollView) { return .scrollView }
    if isA(.viewPager) || isA(.supportViewPager) { return .pager }
    if isA(.numberPicker) { return .numberPicker }
    if isA(.spinner) { return .dropDownList }
    if isA(.gridView) { return .grid }
    if isA(.absListView) { return .list }
    // Role.java:403-429: any other collection is a grid when it has rows and columns, else a list.
    if let info = collectionInfo { return info.rowCount > 1 && info.columnCount > 1 ? .grid : .list }
    if isA(.viewGroup) { return .viewGroup }
    return .none
  }

  /// The classes `of` asks a node's class to be or extend.
  enum Ancestor: Int, CaseIterable {
    case imageView, switchWidget, toggleButton, radioButton, compoundButton, button, checkedTextView
    case editText, seekBar, progressBar, webView, tabWidget, horizontalScrollView, scrollView
    case viewPager, supportViewPager, numberPicker, spinner, gridView, absListView, viewGroup

    var className: String {
      switch self {
      case .imageView: return "android.widget.ImageView"
      case .switchWidget: return "android.widget.Switch"
      case .toggleButton: return "android.widget.ToggleButton"
      case .radioButton: return "android.widget.RadioButton"
      case .compoundButton: return "android.widget.CompoundButton"
      case .button: return "android.widget.Button"
      case .checkedTextView: return "android.widget.CheckedTextView"
      case .editText: return "android.widget.EditText"
      case .seekBar: return "android.widget.SeekBar"
      case .progressBar: return "android.widget.ProgressBar"
      case .webView: return "android.webkit.WebView"
      case .tabWidget: return "android.widget.TabWidget"
      case .horizontalScrollView: return "android.widget.HorizontalScrollView"
      case .scrollView: return "android.widget.ScrollView"
      case .viewPager: return "androidx.viewpager.widget.ViewPager"
      case .supportViewPager: return "android.support.v4.view.ViewPager"
      case .numberPicker: return "android.widget.NumberPicker"
      case .spinner: return "android.widget.Spinner"
      case .gridView: return "android.widget.GridView"
      case .absListView: return "android.widget.AbsListView"
      case .viewGroup: return "android.view.ViewGroup"
      }
    }

    var bit: UInt32 { 1 << UInt32(rawValue) }

    /// Which of these a class is or extends, one bit each; 0 for a class the table does not know
    /// that is none of them (its lineage is itself).
    static func mask(_ className: String) -> UInt32 { masks[className] ?? 0 }

    /// The mask of every class named in `superclasses` or here, worked out once: a node's role
    /// is then one look-up, not its lineage built and searched for each class.
    private static let masks: [String: UInt32] = {
      let names = Set(superclasses.keys).union(superclasses.values).union(allCases.map(\.className))
      var out: [String: UInt32] = [:]
      for name in names {
        let lineage = TalkBackRole.lineage(name)
        out[name] = allCases.reduce(0) { lineage.contains($1.className) ? $0 | $1.bit : $0 }
      }
      return out
    }()
  }

  /// The role's name as TalkBack writes it (`Role.roleToString`, google/talkback@26a27dc
  /// `utils/src/main/java/com/google/android/accessibility/utils/Role.java:454-530`).
  var name: String {
    switch self {
    case .none: return "ROLE_NONE"
    case .button: return "ROLE_BUTTON"
    case .checkBox: return "ROLE_CHECK_BOX"
    case .dropDownList: return "ROLE_DROP_DOWN_LIST"
    case .editText: return "ROLE_EDIT_TEXT"
    case .grid: return "ROLE_GRID"
    case .horizontalScrollView: return "ROLE_HORIZONTAL_SCROLL_VIEW"
    case .image: return "ROLE_IMAGE"
    case .imageButton: return "ROLE_IMAGE_BUTTON"
    case .list: return "ROLE_LIST"
    case .pager: return "ROLE_PAGER"
    case .progressBar: return "ROLE_PROGRESS_BAR"
    case .radioButton: return "ROLE_RADIO_BUTTON"
    case .scrollView: return "ROLE_SCROLL_VIEW"
    case .seekControl: return "ROLE_SEEK_CONTROL"
    case .switch: return "ROLE_SWITCH"
    case .tabBar: return "ROLE_TAB_BAR"
    case .toggleButton: return "ROLE_TOGGLE_BUTTON"
    case .viewGroup: return "ROLE_VIEW_GROUP"
    case .webView: return "ROLE_WEB_VIEW"
    case .checkedTextView: return "ROLE_CHECKED_TEXT_VIEW"
    case .numberPicker: return "ROLE_NUMBER_PICKER"
    }
  }

  /// `AccessibilityNodeInfoUtils.hasValidRangeInfo` (AccessibilityNodeInfoUtils.java:2574-2591):
  /// a range whose maximum is above its minimum and holds its current value.
  static func isValid(_ range: RangeInfo) -> Bool {
    range.type != .indeterminate && range.max > range.min && range.current >= range.min && range.current <= range.max
  }

  /// `className` and the framework classes it extends, as TalkBack could load them. Names outside
  /// the table are an app's own classes, which extend nothing TalkBack knows.
  static func lineage(_ className: String) -> Set<String> {
    var out: Set<String> = []
    var next: String? = className
    while let name = next, out.insert(name).inserted { next = superclasses[name] }
    return out
  }

  /// The Android SDK and AndroidX widget classes whose superclass TalkBack's checks depend on,
  /// each with its superclass (developer.android.com's class reference, "Inheritance").
  static let superclasses: [String: String] = [
    "android.widget.ImageButton": "android.widget.ImageView",
    "android.widget.ImageSwitcher": "android.widget.ViewSwitcher",
    "android.widget.QuickContactBadge": "android.widget.ImageView",
    "android.widget.ZoomButton": "android.widget.ImageButton",
    "androidx.appcompat.widget.AppCompatImageView": "android.widget.ImageView",
    "androidx.appcompat.widget.AppCompatImageButton": "android.widget.ImageButton",
    "com.google.android.material.floatingactionbutton.FloatingActionButton": "android.widget.ImageButton",
    "android.widget.Switch": "android.widget.CompoundButton",
    "androidx.appcompat.widget.SwitchCompat": "android.widget.CompoundButton",
    "com.google.android.material.switchmaterial.SwitchMaterial": "android.widget.Switch",
    "android.widget.ToggleButton": "android.widget.CompoundButton",
    "android.widget.RadioButton": "android.widget.CompoundButton",
    "androidx.appcompat.widget.AppCompatRadioButton": "android.widget.RadioButton",
    "android.widget.CheckBox": "android.widget.CompoundButton",
    "androidx.appcompat.widget.AppCompatCheckBox": "android.widget.CheckBox",
    "com.google.android.material.checkbox.MaterialCheckBox": "android.widget.CheckBox",
    "android.widget.CompoundButton": "android.widget.Button",
    "android.widget.Button": "android.widget.TextView",
    "androidx.appcompat.widget.AppCompatButton": "android.widget.Button",
    "com.google.android.material.button.MaterialButton": "android.widget.Button",
    "android.widget.CheckedTextView": "android.widget.TextView",
    "android.widget.EditText": "android.widget.TextView",
    "android.widget.AutoCompleteTextView": "android.widget.EditText",
    "android.widget.MultiAutoCompleteTextView": "android.widget.AutoCompleteTextView",
    "android.inputmethodservice.ExtractEditText": "android.widget.EditText",
    "androidx.appcompat.widget.AppCompatEditText": "android.widget.EditText",
    "com.google.android.material.textfield.TextInputEditText": "android.widget.EditText",
    "android.widget.TextView": "android.view.View",
    "android.widget.SeekBar": "android.widget.AbsSeekBar",
    "android.widget.RatingBar": "android.widget.AbsSeekBar",
    "androidx.appcompat.widget.AppCompatSeekBar": "android.widget.SeekBar",
    "android.widget.AbsSeekBar": "android.widget.ProgressBar",
    "android.widget.ProgressBar": "android.view.View",
    "android.webkit.WebView": "android.widget.AbsoluteLayout",
    "android.widget.AbsoluteLayout": "android.view.ViewGroup",
    "android.widget.TabWidget": "android.widget.LinearLayout",
    "android.widget.HorizontalScrollView": "android.widget.FrameLayout",
    "android.widget.ScrollView": "android.widget.FrameLayout",
    "androidx.core.widget.NestedScrollView": "android.widget.FrameLayout",
    "android.widget.NumberPicker": "android.widget.LinearLayout",
    "android.widget.Spinner": "android.widget.AbsSpinner",
    "androidx.appcompat.widget.AppCompatSpinner": "android.widget.Spinner",
    "android.widget.AbsSpinner": "android.widget.AdapterView",
    "android.widget.GridView": "android.widget.AbsListView",
    "android.widget.ListView": "android.widget.AbsListView",
    "android.widget.ExpandableListView": "android.widget.ListView",
    "android.widget.AbsListView": "android.widget.AdapterView",
    "android.widget.AdapterView": "android.view.ViewGroup",
    "androidx.viewpager.widget.ViewPager": "android.view.ViewGroup",
    "android.support.v4.view.ViewPager": "android.view.ViewGroup",
    "androidx.recyclerview.widget.RecyclerView": "android.view.ViewGroup",
    "android.support.v7.widget.RecyclerView": "android.view.ViewGroup",
    "android.widget.LinearLayout": "android.view.ViewGroup",
    "android.widget.FrameLayout": "android.view.ViewGroup",
    "android.widget.RelativeLayout": "android.view.ViewGroup",
    "android.widget.GridLayout": "android.view.ViewGroup",
    "android.widget.TableLayout": "android.widget.LinearLayout",
    "android.widget.TableRow": "android.widget.LinearLayout",
    "android.widget.RadioGroup": "android.widget.LinearLayout",
    "android.widget.ViewSwitcher": "android.widget.ViewAnimator",
    "android.widget.ViewAnimator": "android.widget.FrameLayout",
    "android.widget.Toolbar": "android.view.ViewGroup",
    "androidx.appcompat.widget.Toolbar": "android.view.ViewGroup",
    "androidx.constraintlayout.widget.ConstraintLayout": "android.view.ViewGroup",
    "androidx.coordinatorlayout.widget.CoordinatorLayout": "android.view.ViewGroup",
    "androidx.cardview.widget.CardView": "android.widget.FrameLayout",
    "android.view.ViewGroup": "android.view.View",
  ]
}
