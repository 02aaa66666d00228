import EarshotModel

/// Reads the page source of Appium's UiAutomator2 driver (`driver.page_source`, `GET /source`):
/// `<hierarchy index="0" class="hierarchy" rotation="0" width="…" height="…">` and one element per
/// `AccessibilityNodeInfo`, named by its class, with the attributes of appium-uiautomator2-server's
/// `UiElementSnapshot.SUPPORTED_ATTRIBUTES` (an attribute whose value is null is left out; servers
/// from 2025 add `a11y-important`, `screen-reader-focusable`, `heading`, `live-region`, `pane-title`,
/// `error`, `is-collection`…; docs/CAPTURE-FORMATS.md, "Appium UiAutomator2").
enum UiAutomator2SourceReader {
  static let format = "an Appium UiAutomator2 page source (<hierarchy class=\"hierarchy\"> holding elements named by class)"
  static let again = "save driver.page_source again, unedited"

  static func read(bytes: [UInt8], report: ImportReport) throws(InputError) -> Document {
    let root = try AndroidXML.parse(bytes, format: format, again: again, report: report)
    var inferred = AndroidXMLNode.Inferred()
    inferred.collectionsFromClass = !AndroidXML.anyHas("is-collection", root)
    var nodes: [Element] = []
    var size: [Double]?
    if root.name == "hierarchy" {
      // The display's size in pixels (`addDisplayInfo`), when the server wrote it.
      if let w = root.attributes["width"].flatMap(Double.init), let h = root.attributes["height"].flatMap(Double.init) {
        if InputLimits.length.contains(w), InputLimits.length.contains(h) {
          size = [w, h]
        } else {
          report.warn("displaySize", at: root.place, "the display size \(root.attributes["width"]!)×\(root.attributes["height"]!) is out of range (0 to \(Int(InputLimits.length.bounds.upperBound)) pixels); it is left out")
        }
      }
      for child in root.children {
        if child.name == "node" {
          throw report.error(at: child.place, "<node> where an Appium page source names elements by class; is this a uiautomator dump? (--input-format uiautomator reads those)")
        }
        nodes.append(AndroidXMLNode.element(child, report: report, inferred: &inferred))
      }
      if nodes.isEmpty {
        throw report.error(at: root.place, "the capture is empty: <hierarchy> holds no elements (take the page source again once the app is on screen)")
      }
    } else {
      guard root.attributes["class"] != nil, root.attributes["bounds"] != nil else {
        throw report.error(at: root.place, "an XML file, but not an Appium UiAutomator2 page source: it starts with <\(root.name)>, not <hierarchy>")
      }
      // A source limited to one element (the `limitXPathContextScope` setting off).
      nodes = [AndroidXMLNode.element(root, report: report, inferred: &inferred)]
      report.lacks(.wholeScreen, "this page source is of one element, not the whole screen")
    }
    inferred.report(to: report)
    // What servers before the 2025 attributes leave out.
    let newer = AndroidXML.anyHas("a11y-important", root)
    MaterialNavigationBar.apply(&nodes, report: report)
    ComposeProgressInDump.apply(&nodes, report: report)
    if !newer {
      AndroidImportance.infer(&nodes, report: report)
      report.lacks(.headings, "this page source has no heading attribute (appium-uiautomator2-server adds it from 2025)")
      report.lacks(.importance, "this page source has no a11y-important attribute (appium-uiautomator2-server adds it from 2025)")
      report.lacks(.liveRegions, "this page source has no live-region attribute (appium-uiautomator2-server adds it from 2025)")
    }
    if !AndroidXML.anyHas("hint", root) { report.lacks(.hints, "this page source has no hint attributes") }
    report.warn("cannotCarry", at: nil, newer ? cannotCarry : cannotCarry + olderServer)
    return AndroidScreen.document(nodes: nodes, size: size, report: report)
  }

  static let cannotCarry = "an Appium UiAutomator2 page source does not record state descriptions, collection sizes and positions, ranges, traversal order or custom actions' names, so what TalkBack says of them is not known from it"
  static let olderServer = "; this one, from a server before 2025, has no headings, live regions, pane titles or importance either"

  /// The `<hierarchy>` of an Appium source: `class="hierarchy"` or the display size.
  static func isAppiumRoot(_ attributes: String) -> Bool {
    attributes.contains(#"class="hierarchy""#) || attributes.contains(" width=\"")
  }
}

extension UiAutomator2SourceReader: CaptureReader {
  static let id = "uiautomator2"
  static let name = "Appium UiAutomator2 page source"
  static let expected = "an Appium UiAutomator2 page source (XML)"
  static let gaps: SourceGaps = [
    .stateDescriptions: "Appium's UiAutomator2 page source records no state descriptions",
    .collections: "Appium's UiAutomator2 page source records no collection sizes or positions",
    .traversalOrder: "Appium's UiAutomator2 page source records no traversal order",
    .density: "Appium's UiAutomator2 page source does not record the screen's density",
    .effects: CaptureReaders.noEffects,
  ]

  static func recognises(_ input: CaptureInput) -> Recognition {
    switch input.content {
    case .markup:
      return AndroidXML.peek(input.bytes).map(isSource) == true ? .yes : .no
    case .json:
      // `GET /source` saved whole: `{"value": "<?xml …", "sessionId": …}`.
      guard let wrapped = input.wrappedString, wrapped.hasPrefix("<") else { return .no }
      return AndroidXML.peek(Array(wrapped.utf8.prefix(65_536))).map(isSource) == true ? .yes : .no
    default:
      return .no
    }
  }

  /// An Appium `<hierarchy>`, a `<hierarchy>` whose first element is named by class, or (a source
  /// of one element) a root named by class with `bounds`.
  static func isSource(_ peek: (root: String, attributes: String, next: String?)) -> Bool {
    if peek.root == "hierarchy" { return isAppiumRoot(peek.attributes) || (peek.next.map { $0 != "node" } ?? false) }
    return peek.root.contains(".") && peek.attributes.contains(" bounds=\"[") && peek.attributes.contains(" class=\"")
  }

  static func read(_ input: CaptureInput, report: ImportReport) throws(InputError) -> Document {
    if let wrapped = input.wrappedString, wrapped.hasPrefix("<") {
      return try read(bytes: Array(input.unwrapped(noting: report)!.utf8), report: report)
    }
    return try read(bytes: input.bytes, report: report)
  }
}

extension CaptureFormat {
  public static let uiautomator2 = CaptureFormat(UiAutomator2SourceReader.self)
}
