import EarshotModel

/// Reads WebDriverAgent's JSON source (`GET /source?format=json`, what Appium and WebDriverAgent
/// serve beside the XML page source), saved as the element tree or as the whole response
/// (`{"value": {…}, "sessionId": …}`). Each element has `type` (`Button`), `rawIdentifier`,
/// `name`, `label`, `value`, `rect` and the flags `isEnabled`, `isVisible`, `isAccessible`,
/// `isFocused` as "1" or "0" (docs/CAPTURE-FORMATS.md, "WebDriverAgent JSON source"); the rules it
/// shares with the XML are in `WebDriverAgentElement`.
enum SourceJSONReader {
  static func read(json: JSONValue, report: ImportReport) throws(InputError) -> Document {
    guard let top = tree(json) else {
      throw report.error(at: "(top level)", "expected WebDriverAgent's JSON source: an element object with \"type\" and \"rect\" (or the response {\"value\": {…}}), found \(json.kindDescription)")
    }
    let root = try node(top, at: json.objectValue?["type"] == nil ? "value" : "", depth: 0, report: report)
    if root.kind == .application, root.children.isEmpty {
      throw report.error(at: root.place, "the capture is empty: the application \(root.label.map { "\"\($0)\" " } ?? "")has no elements (take the source again once the app is on screen)")
    }
    if !CaptureNode.anyHasTraits(root) {
      report.warn("noTraits", at: nil, "this source lists no traits (WebDriverAgent adds them from version 9.12), so only element types are known: a heading, link or other trait an app sets is not heard")
    }
    return CaptureScreen.document(root: root, report: report, knowsElements: hasAccessibleFlags(top))
  }

  /// The element tree: the object itself, or the `value` of a response.
  static func tree(_ json: JSONValue) -> JSONObject? {
    guard let o = json.objectValue else { return nil }
    if isElement(o) { return o }
    if o["type"] == nil, let value = o["value"]?.objectValue, isElement(value) { return value }
    return nil
  }

  static func isElement(_ o: JSONObject) -> Bool {
    o["type"]?.stringValue != nil && (o["rect"]?.objectValue != nil || o["frame"]?.stringValue != nil)
      && (o["isEnabled"] != nil || o["isVisible"] != nil || o["isAccessible"] != nil)
  }

  /// Sources from before WebDriverAgent listed `isAccessible` say nothing about which nodes are elements.
  static func hasAccessibleFlags(_ o: JSONObject) -> Bool {
    o["isAccessible"] != nil || (o["children"]?.arrayValue ?? []).contains { $0.objectValue.map(hasAccessibleFlags) == true }
  }

  static func node(_ o: JSONObject, at path: String, depth: Int, report: ImportReport) throws(InputError) -> CaptureNode {
    guard depth < InputLimits.elementDepth else { throw report.error(at: path, CaptureNode.tooDeep) }
    func string(_ key: String) -> String? { o[key]?.stringValue }
    /// "1"/"0" as WebDriverAgent writes them; true/false and numbers are read too.
    func flag(_ key: String) -> Bool? {
      switch o[key] {
      case .string(let s)?: return s == "1" || s == "true"
      case .bool(let b)?: return b
      case .number(let n)?: return n != 0
      default: return nil
      }
    }
    var element = WebDriverAgentElement(type: string("type") ?? "Other")
    element.name = string("name")
    element.rawIdentifier = string("rawIdentifier").flatMap { $0.isEmpty ? nil : $0 }
    element.label = string("label")
    element.value = string("value") ?? o["value"]?.numberValue.map { JSONWriter.format($0) }
    element.placeholder = string("placeholderValue")
    element.enabled = flag("isEnabled")
    element.visible = flag("isVisible")
    element.accessible = flag("isAccessible")
    element.focused = flag("isFocused")
    element.frame = frame(o)
    if element.frame == nil, o["rect"] != nil || o["frame"] != nil || o["nativeFrame"] != nil { report.warnBadFrame(at: path.isEmpty ? "(top level)" : path) }
    element.traits = string("traits")
    element.customActions = string("customActions")
    var node = element.node(at: path.isEmpty ? "(top level)" : path)
    for (i, child) in (o["children"]?.arrayValue ?? []).enumerated() {
      let childPath = (path.isEmpty ? "" : path + ".") + "children[\(i)]"
      guard let object = child.objectValue else {
        report.warn("notAnElement", at: childPath, "expected an element object, found \(child.kindDescription); skipped")
        continue
      }
      node.children.append(try self.node(object, at: childPath, depth: depth + 1, report: report))
    }
    return node
  }

  /// `nativeFrame` (exact), else `rect` or `frame` (WebDriverAgent's rounded frame).
  static func frame(_ o: JSONObject) -> Frame? {
    if let native = o["nativeFrame"]?.stringValue, let frame = NodeLine.frame(native[...]) { return frame }
    if let rect = o["rect"]?.objectValue, let x = rect["x"]?.numberValue, let y = rect["y"]?.numberValue,
      let w = rect["width"]?.numberValue, let h = rect["height"]?.numberValue
    {
      return Frame.checked(x: x, y: y, width: w, height: h)?.withoutNegativeSize
    }
    return o["frame"]?.stringValue.flatMap { NodeLine.frame($0[...]) }
  }
}

extension SourceJSONReader: CaptureReader {
  static let id = "wda-json"
  static let name = "WebDriverAgent JSON source"
  static let expected = "WebDriverAgent's JSON source"
  static let gaps: SourceGaps = [
    .hints: "WebDriverAgent's JSON source has no hints",
    .adjustableValues: "WebDriverAgent's JSON source does not list an adjustable element's values",
    .effects: CaptureReaders.noEffects,
  ]

  static func recognises(_ input: CaptureInput) -> Recognition {
    guard case .json(let json) = input.content else { return .no }
    return tree(json) != nil ? .yes : .no
  }

  static func read(_ input: CaptureInput, report: ImportReport) throws(InputError) -> Document {
    try read(json: input.json(), report: report)
  }
}

extension CaptureFormat {
  public static let wdaJSON = CaptureFormat(SourceJSONReader.self)
}
