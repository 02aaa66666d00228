import EarshotModel

/// Reads `maestro hierarchy` (iOS): a synthetic empty root, the app as its first child, then the
/// status bar and keyboard as siblings; every attribute a string (docs/CAPTURE-FORMATS.md, "Maestro").
/// Maestro drops the element type, so what VoiceOver would call each element is mostly unknown.
enum HierarchyReader {
  static func read(json: JSONValue, report: ImportReport) throws(InputError) -> Document {
    guard let top = json.objectValue, top["attributes"] != nil else {
      throw report.error(at: "(top level)", "expected a Maestro hierarchy object with \"attributes\" and \"children\", found \(json.kindDescription)")
    }
    let root = try node(top, at: "", depth: 0, report: report)
    var children = root.children
    // The synthetic root has an empty frame; the app is its first child.
    var app: CaptureNode
    if root.frame?.isEmpty ?? true, !children.isEmpty {
      app = children.removeFirst()
    } else {
      app = root
      children = []
    }
    app.type = "Application"
    let screen = app.frame
    var content = app.children
    for var sibling in children {
      markSystemChrome(&sibling, screen: screen, report: report)
      content.append(sibling)
    }
    app.children = content
    let untyped = countUntypedElements(app.children)
    if untyped == 0, app.children.allSatisfy({ !hasLabel($0) }) {
      throw report.error(at: app.place.isEmpty ? "(top level)" : app.place, "the capture is empty: the hierarchy has no labeled elements (run maestro hierarchy again once the app is on screen)")
    }
    if untyped > 0, UnverifiedMapping.untypedIsPlainText {
      report.warn("untyped", at: nil, "Maestro hierarchies have no element types, so \(untyped) element\(untyped == 1 ? " is" : "s are") read as plain text, with no \"button\", \"heading\" or \"link\"; capture with idb or XCUITest to hear what each element is")
    }
    return CaptureScreen.document(root: app, report: report, knowsElements: false)
  }

  static func node(_ o: JSONObject, at path: String, depth: Int, report: ImportReport) throws(InputError) -> CaptureNode {
    guard depth < InputLimits.elementDepth else { throw report.error(at: path, CaptureNode.tooDeep) }
    let a = o["attributes"]?.objectValue ?? JSONObject()
    func attribute(_ key: String) -> String? {
      guard let s = a[key]?.stringValue, !s.isEmpty else { return nil }
      return s
    }
    func flag(_ key: String) -> Bool { o[key]?.boolValue ?? (attribute(key) == "true") }
    var node = CaptureNode(type: nil, place: path.isEmpty ? "(top level)" : path)
    node.label = attribute("accessibilityText") ?? attribute("title")
    node.value = attribute("value")
    node.identifier = attribute("resource-id")
    node.placeholder = attribute("hintText")
    node.frame = attribute("bounds").flatMap(bounds)
    if node.frame == nil, attribute("bounds") != nil { report.warnBadFrame(at: node.place) }
    node.selected = flag("selected")
    node.focused = flag("focused")
    if let enabled = a["enabled"]?.stringValue, enabled == "false", node.frame?.isEmpty == false { node.disabled = true }
    // Maestro sets a placeholder only on text inputs, and `checked` only on a switch that is on.
    if node.placeholder != nil {
      node.type = "TextField"
    } else if flag("checked") {
      node.type = "Switch"
      node.isOn = true
      node.value = nil
    } else if node.label == nil, node.value != nil {
      node.label = node.value
      node.value = nil
    }
    for (i, child) in (o["children"]?.arrayValue ?? []).enumerated() {
      if let c = child.objectValue {
        node.children.append(try self.node(c, at: JSONFields.join(JSONFields.join(path, "children"), i), depth: depth + 1, report: report))
      }
    }
    return node
  }

  /// `[left,top][right,bottom]` in whole points.
  static func bounds(_ text: String) -> Frame? {
    let n = text.prefix(200).split { $0 == "[" || $0 == "]" || $0 == "," }.compactMap { Double($0) }
    guard n.count == 4, n.allSatisfy(InputLimits.coordinate.contains) else { return nil }
    return Frame.checked(x: n[0], y: n[1], width: n[2] - n[0], height: n[3] - n[1])?.withoutNegativeSize
  }

  /// A sibling of the app at the top of the screen is the status bar; one at the bottom full of
  /// one-letter labels is the keyboard (its letters become keys).
  static func markSystemChrome(_ node: inout CaptureNode, screen: Frame?, report: ImportReport) {
    guard let extent = extent(node) else { return }
    if extent.maxY <= 60 {
      node.type = "StatusBar"
      return
    }
    var keys = 0
    countKeys(node, &keys)
    if keys >= 10, let screen, extent.maxY >= screen.maxY - 1 {
      node.type = "Keyboard"
      markKeys(&node)
      report.warn("keyboard", at: node.place, "read as the keyboard: \(keys) short labels at the bottom of the screen become keys")
    }
  }

  static func extent(_ node: CaptureNode) -> Frame? {
    var result = node.frame.flatMap { $0.isEmpty ? nil : $0 }
    for child in node.children {
      if let f = extent(child) { result = FlatList.union(result, f) }
    }
    return result
  }

  private static func countKeys(_ node: CaptureNode, _ count: inout Int) {
    if node.children.isEmpty, let label = node.label, label.count <= 2 { count += 1 }
    for child in node.children { countKeys(child, &count) }
  }

  private static func markKeys(_ node: inout CaptureNode) {
    if node.children.isEmpty, node.label != nil, node.type == nil { node.type = "Key" }
    for i in node.children.indices { markKeys(&node.children[i]) }
  }

  /// Whether anything in the subtree has words VoiceOver would say: a label, or a field's placeholder.
  private static func hasLabel(_ node: CaptureNode) -> Bool {
    node.label != nil || node.placeholder != nil || node.children.contains(where: hasLabel)
  }

  /// Labeled leaves without a type: the elements that will be read as plain text.
  private static func countUntypedElements(_ nodes: [CaptureNode]) -> Int {
    nodes.reduce(0) { sum, node in
      if node.type == "StatusBar" || CaptureMapper.isScrollIndicator(node) { return sum }
      let own = node.type == nil && node.label != nil && !node.children.contains(where: hasLabel) ? 1 : 0
      return sum + own + countUntypedElements(node.children)
    }
  }
}

extension HierarchyReader: CaptureReader {
  static let id = "maestro"
  static let name = "Maestro hierarchy"
  static let expected = "Maestro hierarchy JSON"
  static let gaps: SourceGaps = [
    .elementTypes: "Maestro hierarchies have no element types",
    .traits: "Maestro hierarchies have no traits",
    .hints: "Maestro hierarchies have no hints",
    .accessibilityElements: "Maestro hierarchies do not say which views are accessibility elements",
    .adjustableValues: "Maestro hierarchies do not list an adjustable element's values",
    .effects: CaptureReaders.noEffects,
  ]

  static func recognises(_ input: CaptureInput) -> Recognition {
    guard case .json(let json) = input.content, let o = json.objectValue else { return .no }
    return o["attributes"]?.objectValue != nil && o["children"] != nil ? .yes : .no
  }

  static func read(_ input: CaptureInput, report: ImportReport) throws(InputError) -> Document {
    try read(json: input.json(), report: report)
  }
}

extension CaptureFormat {
  public static let maestro = CaptureFormat(HierarchyReader.self)
}
