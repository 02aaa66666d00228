import EarshotModel

/// One node of `uiautomator dump` or Appium's UiAutomator2 page source as an Android element. The
/// attributes are `AccessibilityNodeInfo`'s, named by the dumpers (AOSP
/// `cmds/uiautomator/library/core-src/com/android/uiautomator/core/AccessibilityNodeInfoDumper.java`
/// `dumpNodeRec`; appium-uiautomator2-server `UiElementSnapshot.getNodeAttributeValue` at 5412fdb3):
/// `text` is `getText()`, `content-desc` `getContentDescription()`, `class` `getClassName()`,
/// `resource-id` `getViewIdResourceName()`, `checkable`… `selected` the `is…()` flags, `bounds`
/// `getBoundsInScreen()` (uiautomator: the visible part). Flags at Android's default are left out
/// of the document, as a screen document written by hand leaves them out.
struct AndroidXMLNode {
  /// The classes whose nodes are text fields (`isEditable()`, which neither dumper writes).
  static let editableClasses: Set<String> = [
    "android.widget.EditText", "android.widget.AutoCompleteTextView", "android.widget.MultiAutoCompleteTextView",
    "android.inputmethodservice.ExtractEditText",
  ]
  /// The classes that are collections (`getCollectionInfo()`, which the dumps do not write):
  /// ListView, GridView and RecyclerView set it on their nodes.
  static let collectionClasses: Set<String> = [
    "android.widget.ListView", "android.widget.GridView", "android.widget.ExpandableListView",
    "androidx.recyclerview.widget.RecyclerView", "android.support.v7.widget.RecyclerView",
  ]

  /// What the attributes of a node say, as an element with its children.
  static func element(_ node: XMLNode, report: ImportReport, inferred: inout Inferred) -> Element {
    let a = node.attributes
    var e = Element(path: node.place)
    // The Android fields are filled in here and stored once: each one set through the element
    // copies them all out of their box, compares them with the defaults and boxes them again.
    var p = AndroidProperties(), s = AndroidState()
    p.className = AndroidScreen.nonEmpty(a["class"])
    p.resourceId = AndroidScreen.nonEmpty(a["resource-id"])
    e.text = AndroidScreen.nonEmpty(a["text"])
    s.contentDescription = AndroidScreen.nonEmpty(a["content-desc"])
    e.hint = AndroidScreen.nonEmpty(a["hint"])
    // `showing-hint`: the text is the hint shown in an empty field (`isShowingHintText()`).
    if AndroidXML.flag(a["showing-hint"]) == true, e.text == e.hint { e.text = nil }
    e.frame = AndroidScreen.frame(a["bounds"], at: node.place, report: report)
    if AndroidXML.flag(a["checkable"]) == true {
      p.checkable = true
      s.checked = AndroidXML.flag(a["checked"]).map(CheckedState.init)
    }
    func on(_ name: String) -> Bool? { AndroidXML.flag(a[name]) == true ? true : nil }
    p.clickable = on("clickable")
    p.longClickable = on("long-clickable")
    p.focusable = on("focusable")
    p.scrollable = on("scrollable")
    p.password = on("password")
    s.selected = on("selected")
    p.heading = on("heading")
    p.screenReaderFocusable = on("screen-reader-focusable")
    if AndroidXML.flag(a["enabled"]) == false { s.enabled = false }
    if AndroidXML.flag(a["a11y-important"]) == false { p.importantForAccessibility = false }
    // `displayed` (Appium) and `visible-to-user` (androidx.test's dumper): `isVisibleToUser()`.
    if AndroidXML.flag(a["displayed"]) == false || AndroidXML.flag(a["visible-to-user"]) == false { e.hidden = true }
    if let region = a["live-region"], let constant = Int(region), let mode = LiveRegion(constant: constant), mode != .none {
      p.liveRegion = mode
    }
    p.paneTitle = AndroidScreen.nonEmpty(a["pane-title"])
    p.error = AndroidScreen.nonEmpty(a["error"])
    // Appium's `extras`: `key=value` pairs joined with ';' (BaseElement.getExtrasAsString);
    // AccessibilityNodeInfoCompat keeps the role description under this key.
    if let extras = a["extras"] {
      for pair in extras.split(separator: ";") where pair.hasPrefix(roleDescriptionKey + "=") {
        p.roleDescription = AndroidScreen.nonEmpty(String(pair.dropFirst(roleDescriptionKey.count + 1)))
      }
    }
    if AndroidXML.flag(a["is-collection"]) == true {
      p.collectionInfo = CollectionInfo(rowCount: -1, columnCount: -1)
    } else if inferred.collectionsFromClass, let name = p.className, collectionClasses.contains(name), UnverifiedMapping.collectionFromClass {
      p.collectionInfo = CollectionInfo(rowCount: -1, columnCount: -1)
      inferred.collections += 1
    }
    if let name = p.className, editableClasses.contains(name), UnverifiedMapping.editableFromClass {
      p.editable = true
      inferred.editable += 1
    }
    if let actions = a["actions"] { read(actions: actions, into: &e, properties: &p, at: node.place, report: report) }
    inferred.androidBoxes.set(p, on: &e)
    e.state.android = s
    e.children = node.children.map { element($0, report: report, inferred: &inferred) }
    return e
  }

  /// Appium's `actions` (the server's `includeA11yActionsInPageSource` setting): the node's
  /// `getActionList()`, each action's symbolic name joined with "," (appium-uiautomator2-server
  /// `BaseElement.getA11yActionsAsString` at 5412fdb3, the second word of `AccessibilityAction.toString()`).
  /// ACTION_EXPAND offered means collapsed, ACTION_COLLAPSE expanded (what TalkBack reads as the
  /// state); a custom action keeps only its id, named ACTION_UNKNOWN, so its label is lost and it is
  /// counted in a warning rather than made up.
  static func read(actions: String, into e: inout Element, properties p: inout AndroidProperties, at place: String, report: ImportReport) {
    let list = actions.split(separator: ",").map { $0.filter { $0 != " " } }
    let names = Set(list)
    switch (names.contains("ACTION_EXPAND"), names.contains("ACTION_COLLAPSE")) {
    case (true, false): e.expanded = false
    case (false, true): e.expanded = true
    default: break
    }
    if names.contains("ACTION_CLICK") { p.clickable = true }
    if names.contains("ACTION_LONG_CLICK") { p.longClickable = true }
    let unnamed = list.filter { $0 == "ACTION_UNKNOWN" }.count
    if unnamed > 0 {
      report.warn("unnamedActions", at: place,
                  "the node offers \(unnamed) custom action\(unnamed == 1 ? "" : "s") whose label\(unnamed == 1 ? "" : "s") the page source does not record (it writes each action's id only); add \(unnamed == 1 ? "it" : "them") to the imported document's customActions by name",
                  summary: "more nodes with custom actions whose labels the page source does not record")
    }
  }

  /// `AccessibilityNodeInfoCompat`'s extras key for `setRoleDescription`.
  static let roleDescriptionKey = "AccessibilityNodeInfo.roleDescription"

  /// How many nodes took a field from their class (`UnverifiedMapping`), said once per capture.
  struct Inferred {
    var editable = 0
    var collections = 0
    /// False when the capture writes `is-collection` (Appium's servers from August 2026): then a
    /// list without it is not a collection.
    var collectionsFromClass = true
    /// The boxes of the nodes' Android fields, shared by nodes that have the same.
    var androidBoxes = AndroidPropertiesBoxes()

    func report(to report: ImportReport) {
      if editable > 0 {
        report.warn("editableFromClass", at: nil, "\(editable) text field\(editable == 1 ? " is" : "s are") taken as editable from \(editable == 1 ? "its" : "their") class (EditText and its subclasses): the capture does not record isEditable()")
      }
      if collections > 0 {
        report.warn("collectionFromClass", at: nil, "\(collections) list\(collections == 1 ? " is" : "s are") taken as a collection of unknown size from \(collections == 1 ? "its" : "their") class (ListView, GridView, RecyclerView): the capture does not record getCollectionInfo()")
      }
    }
  }
}
