import EarshotModel

/// Which views of a uiautomator dump or an older Appium page source Android reports to TalkBack.
///
/// Both tools ask for every view, important for accessibility or not, and neither writes which is
/// which (uiautomator's `AccessibilityNodeInfoDumper`; Appium's servers before 2025 have no
/// `a11y-important`). TalkBack never asks for the views that are not (NodeTree.swift), so a capture
/// read as it is gives TalkBack decorative images and plain layouts it never sees. Their importance
/// is worked out here as Android works it out for a view that leaves it at `auto`
/// (developer.android.com/reference/android/view/View#isImportantForAccessibility(): a view that
/// is clickable, long-clickable or focusable, is a live region, a pane or a heading; one whose
/// content description is set, which `setContentDescription` makes important), with the widgets
/// that make themselves important in their constructors (AOSP frameworks/base
/// `core/java/android/widget/TextView.java`, `ProgressBar.java`, `AdapterView.java`,
/// `NumberPicker.java`; androidx `RecyclerView.java`, `ViewPager.java`, `DrawerLayout.java`) and the
/// items of lists, which their lists make important (`AbsListView.obtainView`; RecyclerView's
/// `attachAccessibilityDelegateOnBind`). What cannot be seen in a capture (an accessibility
/// delegate or a touch listener set in code) is not guessed: such a view with nothing else of its
/// own is taken as not important, and the import says how many views were judged this way.
enum AndroidImportance {
  /// The classes whose views make themselves important (TextView and the widgets built on it,
  /// progress bars and sliders, lists and pagers).
  static let importantClasses: Set<String> = [
    "android.widget.TextView", "android.widget.Button", "android.widget.EditText", "android.widget.CheckBox",
    "android.widget.RadioButton", "android.widget.Switch", "android.widget.ToggleButton", "android.widget.CheckedTextView",
    "android.widget.CompoundButton", "android.widget.AutoCompleteTextView", "android.widget.MultiAutoCompleteTextView",
    "android.widget.Chronometer", "android.widget.TextClock", "android.inputmethodservice.ExtractEditText",
    "android.widget.ProgressBar", "android.widget.SeekBar", "android.widget.AbsSeekBar", "android.widget.RatingBar",
    "android.widget.ListView", "android.widget.GridView", "android.widget.ExpandableListView", "android.widget.Spinner",
    "android.widget.Gallery", "android.widget.StackView", "android.widget.AdapterViewFlipper", "android.widget.NumberPicker",
    "androidx.recyclerview.widget.RecyclerView", "android.support.v7.widget.RecyclerView",
    "androidx.viewpager.widget.ViewPager", "android.support.v4.view.ViewPager",
    "androidx.drawerlayout.widget.DrawerLayout", "android.support.v4.widget.DrawerLayout",
  ]

  /// The classes whose children are list items (AdapterView's and RecyclerView's).
  static let listClasses: Set<String> = [
    "android.widget.ListView", "android.widget.GridView", "android.widget.ExpandableListView", "android.widget.Spinner",
    "android.widget.Gallery", "android.widget.StackView", "android.widget.AdapterViewFlipper",
    "androidx.recyclerview.widget.RecyclerView", "android.support.v7.widget.RecyclerView",
  ]

  /// The views that hand TalkBack nodes of their own making (`AccessibilityNodeProvider`): every
  /// node below them is reported as the provider makes it, never filtered by importance.
  static let providerClasses: Set<String> = ["androidx.compose.ui.platform.ComposeView", "android.webkit.WebView"]

  /// Marks the views below the capture's top-level nodes that are not important for
  /// accessibility (`importantForAccessibility: false`), and says in the report that it did. A
  /// top-level node is the root of its window, which TalkBack is always given.
  static func infer(_ nodes: inout [Element], report: ImportReport) {
    guard UnverifiedMapping.importanceFromAndroidRules else { return }
    var count = Count()
    for i in nodes.indices {
      let list = isList(nodes[i]), parent = Container(nodes[i])
      for c in nodes[i].children.indices {
        mark(&nodes[i].children[c], in: parent, list: list, clipped: false, count: &count)
      }
    }
    guard count.unimportant > 0 else { return }
    let clipped = count.clipped == 0 ? "" : "; the layouts in \(count.clipped) list item\(count.clipped == 1 ? "" : "s") partly scrolled out of view are kept, since the capture leaves out what is not on screen"
    report.warn(
      "importanceInferred", at: nil,
      "the capture does not record which views are important for accessibility, so it was worked out as Android does for views that leave it to the system: \(count.unimportant) of \(count.judged) views (plain layouts, images without a description) are taken as not important, and TalkBack is not given them\(clipped)")
  }

  private struct Count { var judged = 0, unimportant = 0, clipped = 0 }

  /// What judging a view needs of its container, worked out once for all its children: holding the
  /// container itself while each child is changed in place would copy its children every time, and
  /// measuring the siblings for each child would take the square of their number.
  struct Container {
    var frame: Frame?
    var scrollable: Bool
    /// The widest and the tallest of its children.
    var widest: Double, tallest: Double

    init(_ e: Element) {
      frame = e.frame
      scrollable = e.scrollable == true
      var widest = 0.0, tallest = 0.0
      for child in e.children {
        guard let f = child.frame else { continue }
        widest = max(widest, f.width)
        tallest = max(tallest, f.height)
      }
      (self.widest, self.tallest) = (widest, tallest)
    }
  }

  /// `clipped`: inside a list item partly scrolled out of view, where only images are judged.
  private static func mark(_ e: inout Element, in parent: Container, list: Bool, clipped: Bool, count: inout Count) {
    count.judged += 1
    if !list, !isImportant(e), !clipped || e.className == imageClass {
      e.importantForAccessibility = false
      count.unimportant += 1
    }
    // What a provider reports is kept as it is.
    if let name = e.className, providerClasses.contains(name) { return }
    var clipped = clipped
    if !clipped, list || parent.scrollable, isPartlyScrolledOut(e, in: parent) {
      count.clipped += 1
      clipped = true
    }
    let holdsItems = isList(e), container = Container(e)
    for c in e.children.indices { mark(&e.children[c], in: container, list: holdsItems, clipped: clipped, count: &count) }
  }

  static let imageClass = "android.widget.ImageView"

  /// `View.isImportantForAccessibility()` for a view at `auto`, from what the capture shows.
  static func isImportant(_ e: Element) -> Bool {
    if e.importantForAccessibility != nil { return e.importantForAccessibility == true }
    if e.showsOwnImportance { return true }
    guard let name = e.className else { return false }
    // A plain View is a custom view drawing its own content, whose delegate the capture cannot show.
    if name == customViewClass, UnverifiedMapping.customViewsStayImportant { return true }
    return importantClasses.contains(name) || providerClasses.contains(name)
  }

  /// The class a custom view reports when it names none of its own (`View.getAccessibilityClassName()`).
  static let customViewClass = "android.view.View"

  /// An item at the edge of its scrolling container and shorter across that edge than the largest
  /// item beside it: the dumpers write only the part on screen and leave out the children that
  /// are not (`isVisibleToUser()`), which TalkBack is given, so a layout in it may hold more than
  /// the capture shows and is kept (an actionable item emptied of what is off screen would read
  /// as "Unlabelled").
  static func isPartlyScrolledOut(_ e: Element, in container: Container) -> Bool {
    guard let f = e.frame, let box = container.frame else { return false }
    let atSide = f.x <= box.x || f.maxX >= box.maxX, atEnd = f.y <= box.y || f.maxY >= box.maxY
    return (atSide && f.width < container.widest) || (atEnd && f.height < container.tallest)
  }

  private static func isList(_ e: Element) -> Bool { e.className.map(listClasses.contains) ?? false }
}
