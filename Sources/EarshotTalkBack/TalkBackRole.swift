import EarshotEngine
import EarshotModel

/// What TalkBack takes a node to be, from its class name and a few of its fields: TalkBack's own
/// `Role.getRole` (google/talkback@26a27dc `utils/src/main/java/com/google/android/accessibility/utils/Role.java:243-437`).
/// The role decides the role word, which describer speaks the node, its usage hint, and whether
/// its children are the items of a scrolling container.
public enum TalkBackRole: Sendable, Hashable {
  case none, button, checkBox, dropDownList, editText, grid, horizontalScrollView, image, imageButton, list, pager
  case progressBar, radioButton, scrollView, seekControl, `switch`, tabBar, toggleButton, viewGroup, webView
  case checkedTextView, numberPicker

  /// The role of a node with these fields. A class matches when it is the class TalkBack checks or a
  /// framework subclass of it (`ClassLoadingCache.checkInstanceOf`, which loads the class: an app's
  /// own class, unknown to TalkBack, matches nothing), checked subclasses first.
  static func of(className: String?, clickable: Bool, enabled: Bool, editable: Bool, rangeInfo: RangeInfo?,
                 collectionInfo: CollectionInfo?) -> TalkBackRole {
    let classes = className.map(TalkBackRole.lineage) ?? []
    func isA(_ name: String) -> Bool { classes.contains(name) }
    // Role.java:264-267: an image is a button when it can be clicked.
    if isA("android.widget.ImageView") { return clickable ? .imageButton : .image }
    // Role.java:272-300: TextView's subclasses, subclasses first.
    if isA("android.widget.Switch") { return .switch }
    if isA("android.widget.ToggleButton") { return .toggleButton }
    if isA("android.widget.RadioButton") { return .radioButton }
    if isA("android.widget.CompoundButton") { return .checkBox }
    if isA("android.widget.Button") { return .button }
    if isA("android.widget.CheckedTextView") { return .checkedTextView }
    // Role.java:303-311: an enabled EditText that cannot be edited has no role.
    if isA("android.widget.EditText") { return enabled && !editable ? .none : .editText }
    // Role.java:317-331: a range that can be set is a seek control, one that cannot a progress bar.
    // Earshot's documents do not list actions; a range on a SeekBar class is settable.
    if isA("android.widget.SeekBar") { return .seekControl }
    if isA("android.widget.ProgressBar") || rangeInfo.map(TalkBackRole.isValid) == true { return .progressBar }
    // Role.java:342-389: ViewGroup's subclasses.
    if isA("android.webkit.WebView") { return .webView }
    if isA("android.widget.TabWidget") { return .tabBar }
    if isA("android.widget.HorizontalScrollView"), collectionInfo == nil { return .horizontalScrollView }
    if isA("android.widget.ScrollView") { return .scrollView }
    if isA("androidx.viewpager.widget.ViewPager") || isA("android.support.v4.view.ViewPager") { return .pager }
    if isA("android.widget.NumberPicker") { return .numberPicker }
    if isA("android.widget.Spinner") { return .dropDownList }
    if isA("android.widget.GridView") { return .grid }
    if isA("android.widget.AbsListView") { return .list }
    // Role.java:403-429: any other collection is a grid when it has rows and columns, else a list.
    if let info = collectionInfo { return info.rowCount > 1 && info.columnCount > 1 ? .grid : .list }
    if isA("android.view.ViewGroup") { return .viewGroup }
    return .none
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
