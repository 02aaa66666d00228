import EarshotModel

/// A printed Compose semantics node as the `AccessibilityNodeInfo` Compose's accessibility
/// delegate makes of it: androidx
/// `compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/AndroidComposeViewAccessibilityDelegateCompat.android.kt`
/// at 0094ab03, `populateAccessibilityNodeInfoProperties`, `getInfoStateDescriptionOrNull`,
/// `getInfoIsCheckable` and `isScreenReaderFocusable`. The semantics properties are Compose's
/// (https://developer.android.com/develop/ui/compose/accessibility/semantics).
enum ComposeNode {
  /// Compose's words for what it describes itself, in English (`UnverifiedMapping.composeWordsAreEnglish`):
  /// `compose/ui/ui/src/androidMain/res/values/strings.xml` at 1d7dc4d1.
  enum Word {
    static let on = "On", off = "Off", partial = "Partially checked", selected = "Selected", notSelected = "Not selected"
    static let inProgress = "In progress", tab = "Tab", switchRole = "Switch"
    static func percent(_ n: Int) -> String { "\(n) percent." }
  }

  /// `Role.toLegacyClassName()`; Tab and Switch are role descriptions instead.
  static let roleClasses = [
    "Button": "android.widget.Button", "Checkbox": "android.widget.CheckBox", "RadioButton": "android.widget.RadioButton",
    "Image": "android.widget.ImageView", "DropdownList": "android.widget.Spinner", "ValuePicker": "android.widget.NumberPicker",
  ]

  /// What the reading applied of the unverified mappings, said once per capture.
  struct Words {
    var english = 0
    var mergedLists = 0
    var traversalIndex = 0

    func report(to report: ImportReport) {
      if english > 0 {
        report.warn("composeWords", at: nil, "\(english) state or role description\(english == 1 ? " is" : "s are") Compose's own words (On, Off, Selected, Tab…), written in English as Compose's English resources give them: the printout does not say the device's language")
      }
      if mergedLists > 0 {
        report.warn("mergedLists", at: nil, "\(mergedLists) merged node\(mergedLists == 1 ? " lists" : "s list") several texts or descriptions, read as the node's own, joined with \", \": the printout does not say which descendant each came from")
      }
      if traversalIndex > 0 {
        report.warn("traversalIndex", at: nil, "\(traversalIndex) node\(traversalIndex == 1 ? " sets" : "s set") TraversalIndex, which newer Compose versions sort by; the order is read by position only, as Compose did before it")
        // So the order TalkBack takes is not known from it: comparisons say so rather than discuss it.
        report.lacks(.traversalOrder, "this printout sets TraversalIndex, which Earshot does not sort by")
      }
    }
  }

  /// The element for `node` and its subtree.
  /// In a printout of the merged tree (`mergedPrint`), a node that merges its descendants shows
  /// their properties as well as its own (`UnverifiedMapping.composeMergedListsAreOwn`): its texts
  /// are its children's (a Button's label is a Text inside it) and a scroll range is a scroller's
  /// inside it, so neither names its class.
  static func element(_ node: ComposeSemanticsReader.PrintedNode, mergedPrint: Bool, report: ImportReport, words: inout Words) -> Element {
    let p = node.properties
    let mergedIn = mergedPrint && node.merges
    var e = Element(path: node.place)
    e.id = "node-" + node.id
    e.frame = node.frame
    let role = p["Role"]
    let leaf = node.children.isEmpty
    // The class: the role's, a text field's, a text's; ranges and scrolling override it below.
    e.className = "android.view.View"
    if let role {
      if role == "Tab" {
        e.roleDescription = Word.tab
        words.english += 1
      } else if role == "Switch" {
        e.roleDescription = Word.switchRole
        words.english += 1
      } else if let name = roleClasses[role], role != "Image" || leaf || node.merges {
        // An image inside a merging node is not announced as one ("Favorite, Image, Button").
        e.className = name
      }
    }
    let textField = p["EditableText"] != nil || node.actions.contains("SetText")
    if textField { e.className = "android.widget.EditText" }
    if p["Text"] != nil, !mergedIn { e.className = "android.widget.TextView" }
    // Every Compose node is important for accessibility (the delegate says so of all); that is the
    // default a document leaves out.

    // Text: a text field's editable text, else its text.
    let texts = list(p["Text"]), descriptions = list(p["ContentDescription"])
    if (texts.map { $0.contains(", ") } ?? false) || (descriptions.map { $0.contains(", ") } ?? false), node.merges {
      words.mergedLists += 1
    }
    e.text = AndroidScreen.nonEmpty(p["EditableText"]) ?? texts
    e.contentDescription = descriptions
    e.editable = textField ? true : nil

    // States (getInfoStateDescriptionOrNull, getInfoIsCheckable).
    var state = AndroidScreen.nonEmpty(p["StateDescription"])
    if let toggle = p["ToggleableState"] {
      e.checkable = true
      switch toggle {
      case "On":
        e.checked = .true
        if role == "Switch", state == nil { state = Word.on }
      case "Off":
        e.checked = .false
        if role == "Switch", state == nil { state = Word.off }
      default:
        e.checked = .partial
        if state == nil { state = Word.partial }
      }
      if state != nil, p["StateDescription"] == nil { words.english += 1 }
    }
    if let selected = p["Selected"].map({ $0 == "true" }) {
      if role == "Tab" {
        e.selected = selected
      } else {
        e.checkable = true
        e.checked = CheckedState(selected)
        if state == nil {
          state = selected ? Word.selected : Word.notSelected
          words.english += 1
        }
      }
    }
    if let range = p["ProgressBarRangeInfo"].flatMap(progress) {
      e.className = node.actions.contains("SetProgress") ? "android.widget.SeekBar" : "android.widget.ProgressBar"
      if let range {
        e.rangeInfo = range
        if state == nil {
          let span = range.max - range.min
          let fraction = span == 0 ? 0 : min(1, max(0, (range.current - range.min) / span))
          state = Word.percent(fraction == 0 ? 0 : fraction == 1 ? 100 : min(99, max(1, Int((fraction * 100).rounded()))))
          words.english += 1
        }
      } else if state == nil {
        state = Word.inProgress
        words.english += 1
      }
    }
    e.stateDescription = state

    // Scrolling: a scroll axis with ScrollBy names the node a scroll view unless it is a collection.
    let scrollAction = node.actions.contains("ScrollBy") && !mergedIn
    for (axis, name) in [("HorizontalScrollAxisRange", "android.widget.HorizontalScrollView"), ("VerticalScrollAxisRange", "android.widget.ScrollView")] {
      guard let value = p[axis], scrollAction else { continue }
      if p["CollectionInfo"] == nil { e.className = name }
      if let maxValue = scrollMax(value), maxValue > 0 { e.scrollable = true }
    }
    if p["CollectionInfo"] != nil { e.collectionInfo = CollectionInfo(rowCount: -1, columnCount: -1) }

    e.heading = node.units.contains("Heading") ? true : nil
    e.password = node.units.contains("Password") ? true : nil
    if node.units.contains("Disabled") { e.enabled = false }
    e.focusable = p["Focused"] != nil ? true : nil
    if node.units.contains("InvisibleToUser") || node.units.contains("HideFromAccessibility") { e.hidden = true }
    e.liveRegion = p["LiveRegion"].map { $0 == "Assertive" ? .assertive : .polite }
    // Selectable items that are already selected are not offered to click again.
    e.clickable = node.actions.contains("OnClick") && p["Selected"] != "true" ? true : nil
    e.longClickable = node.actions.contains("OnLongClick") ? true : nil
    e.paneTitle = AndroidScreen.nonEmpty(p["PaneTitle"])
    // The delegate offers ACTION_EXPAND for Expand and ACTION_COLLAPSE for Collapse.
    if node.actions.contains("Expand") { e.state.expanded = false } else if node.actions.contains("Collapse") { e.state.expanded = true }
    e.error = p["Error"]
    e.customActions = customActions(p["CustomActions"])
    // isScreenReaderFocusable: a merging node, or a leaf that says something.
    let speaks = e.contentDescription != nil || e.text != nil || e.stateDescription != nil || e.checkable == true
    e.screenReaderFocusable = node.merges || (leaf && speaks) ? true : nil
    if p["TraversalIndex"] != nil { words.traversalIndex += 1 }
    e.children = node.children.map { element($0, mergedPrint: mergedPrint, report: report, words: &words) }
    if node.units.contains("SelectableGroup"), e.collectionInfo == nil { selectableGroup(node, &e) }
    return e
  }

  /// A selectable group (a tab row, a radio group) without a CollectionInfo of its own is a
  /// collection of its children that can be selected, one row or one column as they are laid out,
  /// each child an item at its place among them (androidx
  /// `compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/accessibility/CollectionInfo.android.kt`
  /// at 0094ab03: `setCollectionInfo`, `calculateIfHorizontallyStacked`, `setCollectionItemInfo`).
  static func selectableGroup(_ node: ComposeSemanticsReader.PrintedNode, _ e: inout Element) {
    let grouped = node.children.indices.filter { node.children[$0].properties["Selected"] != nil }
    guard !grouped.isEmpty else { return }
    // Side by side when the centres move more across than down from one item to the next.
    let centres = grouped.compactMap { node.children[$0].frame }.map { (x: $0.x + $0.width / 2, y: $0.y + $0.height / 2) }
    let across = zip(centres, centres.dropFirst()).map { abs($1.x - $0.x) }.reduce(0, +)
    let down = zip(centres, centres.dropFirst()).map { abs($1.y - $0.y) }.reduce(0, +)
    let horizontal = grouped.count < 2 || across >= down
    e.collectionInfo = CollectionInfo(rowCount: horizontal ? 1 : grouped.count, columnCount: horizontal ? grouped.count : 1)
    for (index, c) in grouped.enumerated() where e.children[c].collectionItemInfo == nil {
      e.children[c].collectionItemInfo = CollectionItemInfo(rowIndex: horizontal ? 0 : index, columnIndex: horizontal ? index : 0)
    }
  }

  /// `[Headlines, ]` as one text: the brackets gone, empty items dropped.
  static func list(_ value: String?) -> String? {
    guard var text = value?[...] else { return nil }
    if text.hasPrefix("["), text.hasSuffix("]") { text = text.dropFirst().dropLast() }
    let items = text.components(separatedBy: ", ").filter { !$0.isEmpty }
    return items.isEmpty ? nil : items.joined(separator: ", ")
  }

  /// `ProgressBarRangeInfo(current=0.5, range=0.0..1.0, steps=0)`: the range, nil inside for an
  /// indeterminate one (`ProgressBarRangeInfo.Indeterminate`: 0 in 0..0), nil outside when unreadable.
  static func progress(_ value: String) -> RangeInfo?? {
    func number(after key: String, until end: String) -> Double? {
      guard let from = value.range(of: key) else { return nil }
      let rest = value[from.upperBound...]
      let text = rest.range(of: end).map { rest[..<$0.lowerBound] } ?? rest
      return Double(text).flatMap(InputLimits.adjustableNumber.checked)
    }
    guard let current = number(after: "current=", until: ","), let from = value.range(of: "range=") else { return nil }
    let bounds = value[from.upperBound...].prefix { $0 != "," }.components(separatedBy: "..")
    guard bounds.count == 2, let low = Double(bounds[0]).flatMap(InputLimits.adjustableNumber.checked),
      let high = Double(bounds[1]).flatMap(InputLimits.adjustableNumber.checked), low <= high
    else { return nil }
    if current == 0, low == 0, high == 0 { return .some(nil) }
    return .some(RangeInfo(type: .float, min: low, max: high, current: current))
  }

  /// `maxValue` of `ScrollAxisRange(value=0.0, maxValue=0.0, reverseScrolling=false)`.
  static func scrollMax(_ value: String) -> Double? {
    guard let from = value.range(of: "maxValue=") else { return nil }
    return Double(value[from.upperBound...].prefix { $0 != "," && $0 != ")" })
  }

  /// The labels of `[CustomAccessibilityAction(label=Delete, action=…), …]`.
  static func customActions(_ value: String?) -> [CustomAction] {
    guard let value else { return [] }
    var actions: [CustomAction] = []
    var rest = value[...]
    while let label = rest.range(of: "CustomAccessibilityAction(label=") {
      let after = rest[label.upperBound...]
      guard let end = after.range(of: ", action=") else { break }
      actions.append(CustomAction(name: String(after[..<end.lowerBound]), effects: []))
      rest = after[end.upperBound...]
    }
    return actions
  }
}
