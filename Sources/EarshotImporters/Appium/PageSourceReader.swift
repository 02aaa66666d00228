import EarshotModel

/// Reads the Appium XCUITest driver's XML page source (`driver.page_source`, `mobile: source`),
/// which WebDriverAgent writes: one `XCUIElementType…` element per node, attributes as in
/// docs/CAPTURE-FORMATS.md, "Appium". `accessible` says which nodes are accessibility elements;
/// `visible` and `value` are computed by WebDriverAgent and are undone by `WebDriverAgentElement`.
enum PageSourceReader {
  static func read(bytes: [UInt8], report: ImportReport) throws(InputError) -> Document {
    guard let first = CaptureInput.firstCharacter(bytes) else {
      throw report.error(at: nil, "the file is empty; expected an Appium page source (<AppiumAUT> with XCUIElementType… elements)")
    }
    guard first == UInt8(ascii: "<") else {
      throw report.error(at: "line 1", "not XML, so not an Appium XCUITest page source (which starts with <?xml or <AppiumAUT>)")
    }
    let format = CaptureXML.Format(name: "an Appium page source (<AppiumAUT> with XCUIElementType… elements)", again: "save the page source again, unedited",
                                   cutShort: "the page source is cut short (save driver.page_source again)")
    let tree = try CaptureXML.parse(bytes, format, report: report) { name, attributes in
      guard name != "AppiumAUT", !name.hasPrefix("XCUIElementType") else { return nil }
      return name == "hierarchy" || attributes["class"]?.hasPrefix("android.") == true
        ? "this is an Android page source (<\(name)>); Earshot reads iOS captures: an Appium XCUITest page source starts with <AppiumAUT> or <XCUIElementTypeApplication>"
        : "an XML file, but not an Appium XCUITest page source: it starts with <\(name)>, not <AppiumAUT> or an XCUIElementType… element"
    }
    guard var root = tree.map({ node($0, report: report) }) else {
      throw report.error(at: nil, "no XCUIElementType elements found; expected an Appium XCUITest page source")
    }
    if root.type == "AppiumAUT" {
      guard let app = root.children.first else {
        throw report.error(at: root.place, "the capture is empty: <AppiumAUT> holds no elements (take the page source again once the app is on screen)")
      }
      root = app
    }
    if root.kind == .application, root.children.isEmpty {
      throw report.error(at: root.place, "the capture is empty: the application \(root.label.map { "\"\($0)\" " } ?? "")has no elements (take the page source again once the app is on screen)")
    }
    if !CaptureNode.anyHasTraits(root) {
      report.warn("noTraits", at: nil, "this page source lists no traits (WebDriverAgent adds them from version 9.12), so only element types are known: a heading, link or other trait an app sets is not heard")
      report.lacks(.traits, "this page source lists no traits (WebDriverAgent adds them from version 9.12)")
    }
    return CaptureScreen.document(root: root, report: report, knowsElements: true)
  }

  /// The capture node of element `e` and its children, in document order (so warnings come in
  /// the file's order).
  private static func node(_ e: XMLNode, report: ImportReport) -> CaptureNode {
    let place = e.place, a = e.attributes
    var node: CaptureNode
    if e.name == "AppiumAUT" {
      node = CaptureNode(type: "AppiumAUT", place: place)
    } else {
      // The tag is the type; Appium's `useJSONSource` XML also names it in `type`.
      var element = WebDriverAgentElement(type: a["type"].flatMap { $0.hasPrefix(WebDriverAgentElement.typePrefix) ? $0 : nil } ?? e.name)
      element.name = a["name"]
      element.label = a["label"]
      element.value = a["value"]
      element.placeholder = a["placeholderValue"]
      element.hint = a["hint"]
      element.enabled = a["enabled"].map { $0 != "false" }
      element.focused = a["focused"].map { $0 == "true" }
      element.selected = a["selected"].map { $0 == "true" }
      element.accessible = a["accessible"].map { $0 == "true" }
      element.visible = a["visible"].map { $0 == "true" }
      if let native = a["nativeFrame"], let frame = NodeLine.frame(native[...]) {
        element.frame = frame
      } else if let x = a["x"].flatMap(Double.init), let y = a["y"].flatMap(Double.init),
        let w = a["width"].flatMap(Double.init), let h = a["height"].flatMap(Double.init)
      {
        element.frame = Frame.checked(x: x, y: y, width: w, height: h)?.withoutNegativeSize
        if element.frame == nil { report.warnBadFrame(at: place) }
      }
      element.traits = a["traits"]
      element.customActions = a["customActions"]
      node = element.node(at: place)
    }
    node.children = e.children.map { self.node($0, report: report) }
    return node
  }
}

extension PageSourceReader: CaptureReader {
  static let id = "appium"
  static let name = "Appium page source"
  static let expected = "an Appium page source (XML)"
  static let gaps: SourceGaps = [
    .hints: "WebDriverAgent's page source has no hints",
    .adjustableValues: "WebDriverAgent's page source does not list an adjustable element's values",
    .effects: CaptureReaders.noEffects,
  ]

  static func recognises(_ input: CaptureInput) -> Recognition {
    switch input.content {
    // XML that names XCUITest's elements is a page source; other XML is read as one only when no
    // other reader takes it (so its message says what a page source holds), and a folder search
    // leaves it out.
    case .markup: return names(["<AppiumAUT", "<XCUIElementType"], in: input.bytes) ? .yes : .fallback
    case .json:
      // Appium's UiAutomator2 `/source` is saved the same way; its reader takes it.
      guard let wrapped = input.wrappedString, wrapped.hasPrefix("<") else { return .no }
      return AndroidXML.isAndroid(Array(wrapped.utf8.prefix(65_536))) ? .no : .yes
    default: return .no
    }
  }

  /// Whether `bytes` hold any of `tags`.
  private static func names(_ tags: [String], in bytes: [UInt8]) -> Bool {
    tags.contains { tag in
      let needle = Array(tag.utf8)
      return bytes.withUnsafeBufferPointer { b in
        guard b.count >= needle.count else { return false }
        var i = 0
        while i <= b.count - needle.count {
          if b[i] == needle[0], b[i..<(i + needle.count)].elementsEqual(needle) { return true }
          i += 1
        }
        return false
      }
    }
  }

  static func read(_ input: CaptureInput, report: ImportReport) throws(InputError) -> Document {
    if let wrapped = input.wrappedString, wrapped.hasPrefix("<") {
      return try read(bytes: Array(input.unwrapped(noting: report)!.utf8), report: report)
    }
    return try read(bytes: input.bytes, report: report)
  }
}

extension CaptureFormat {
  public static let appium = CaptureFormat(PageSourceReader.self)
}
