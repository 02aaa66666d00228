import EarshotModel

/// Reads `adb shell uiautomator dump` (`/sdcard/window_dump.xml`; uiautomatorviewer's `.uix` files
/// hold the same XML): `<hierarchy rotation="N">` and one `<node>` per `AccessibilityNodeInfo`,
/// with every attribute always written (AOSP `AccessibilityNodeInfoDumper.dumpNodeRec`;
/// docs/CAPTURE-FORMATS.md, "uiautomator dump").
enum UIAutomatorDumpReader {
  static let format = "a uiautomator dump (<hierarchy> holding <node> elements)"
  static let again = "dump it again with adb shell uiautomator dump and copy the file unedited"

  static func read(bytes: [UInt8], report: ImportReport) throws(InputError) -> Document {
    let root = try AndroidXML.parse(bytes, format: format, again: again, report: report)
    guard root.name == "hierarchy" else {
      throw report.error(at: root.place, "an XML file, but not a uiautomator dump: it starts with <\(root.name)>, not <hierarchy>")
    }
    if let rotation = root.attributes["rotation"], Int(rotation).map({ (0...3).contains($0) }) != true {
      report.warn("rotation", at: root.place, "rotation=\"\(rotation)\" is not a display rotation (0 to 3); the bounds are read as they are")
    }
    var inferred = AndroidXMLNode.Inferred()
    var nodes: [Element] = []
    for child in root.children {
      guard child.name == "node" else {
        throw report.error(at: child.place, "<\(child.name)> where a uiautomator dump has <node>; is this an Appium page source? (--input-format uiautomator2 reads those)")
      }
      nodes.append(AndroidXMLNode.element(child, report: report, inferred: &inferred))
    }
    if root.children.isEmpty {
      throw report.error(at: root.place, "the capture is empty: <hierarchy> holds no nodes (dump again once the app is on screen)")
    }
    inferred.report(to: report)
    MaterialNavigationBar.apply(&nodes, report: report)
    ComposeProgressInDump.apply(&nodes, report: report)
    AndroidImportance.infer(&nodes, report: report)
    if !AndroidXML.anyHas("hint", root) { report.lacks(.hints, "this uiautomator dump has no hint attribute, which newer devices add") }
    report.warn("cannotCarry", at: nil, cannotCarry)
    return AndroidScreen.document(nodes: nodes, size: nil, report: report)
  }

  static let cannotCarry = "a uiautomator dump does not record headings, state and role descriptions, collection sizes and positions, ranges, live regions, pane titles, traversal order, custom actions or which views are important for accessibility (hints only on newer devices), so what TalkBack says of them is not known from it; an Appium UiAutomator2 page source from a 2025 or later server records more"
}

extension UIAutomatorDumpReader: CaptureReader {
  static let id = "uiautomator"
  static let name = "uiautomator dump"
  static let expected = "an Android uiautomator dump (XML)"
  static let gaps: SourceGaps = [
    .stateDescriptions: "a uiautomator dump records no state or role descriptions",
    .headings: "a uiautomator dump records no headings",
    .collections: "a uiautomator dump records no collection sizes or positions",
    .importance: "a uiautomator dump lists views whether or not they are important for accessibility, and does not say which are",
    .traversalOrder: "a uiautomator dump records no traversal order",
    .liveRegions: "a uiautomator dump records no live regions or pane titles",
    .density: "a uiautomator dump does not record the screen's density",
    .effects: CaptureReaders.noEffects,
  ]

  static func recognises(_ input: CaptureInput) -> Recognition {
    guard case .markup = input.content, let peek = AndroidXML.peek(input.bytes) else { return .no }
    return isDump(peek) ? .yes : .no
  }

  /// `<hierarchy rotation="0"><node …>`: Appium's `<hierarchy>` carries `class="hierarchy"` and
  /// the display size, and its children are named by class.
  static func isDump(_ peek: (root: String, attributes: String, next: String?)) -> Bool {
    peek.root == "hierarchy" && !UiAutomator2SourceReader.isAppiumRoot(peek.attributes) && (peek.next == nil || peek.next == "node")
  }

  static func read(_ input: CaptureInput, report: ImportReport) throws(InputError) -> Document {
    try read(bytes: input.bytes, report: report)
  }
}

extension CaptureFormat {
  public static let uiautomator = CaptureFormat(UIAutomatorDumpReader.self)
}
