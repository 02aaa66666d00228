import EarshotModel

/// Reads idb's `ui describe-all` / `describe-point` JSON and AXe's `describe-ui` (the same
/// elements, nested): docs/CAPTURE-FORMATS.md, "idb". The default flat list is the assistive
/// technology's own view, so every listed element except groups and the application is an
/// accessibility element.
enum DescribeReader {
  static func read(json: JSONValue, report: ImportReport) throws(InputError) -> Document {
    var items: [JSONValue]
    var nested = false
    switch json {
    case .null:
      throw report.error(at: nil, "the capture is empty: describe-point found no element at that point (try a point inside the app's content)")
    case .array(let list):
      items = list
    case .object(let o):
      // `--format complete` wraps the list; describe-point gives one element.
      if let list = o["elements"]?.arrayValue {
        items = list
      } else {
        items = [json]
        report.lacks(.wholeScreen, "describe-point reads the one element at a point, not the whole screen")
      }
    default:
      throw report.error(at: "(top level)", "expected idb describe JSON (a list of elements), found \(json.kindDescription)")
    }
    if items.isEmpty { throw report.error(at: "(top level)", "the capture is empty: the list has no elements (capture again once the app is on screen)") }

    var nodes: [CaptureNode] = []
    for (i, item) in items.enumerated() {
      guard let object = item.objectValue else {
        throw report.error(at: "[\(i)]", "expected an element object, found \(item.kindDescription)")
      }
      let node = try self.node(object, at: "[\(i)]", depth: 0, report: report)
      if object["children"] != nil { nested = true }
      nodes.append(node)
    }

    var app: CaptureNode
    var content: [CaptureNode]
    if let index = nodes.firstIndex(where: { $0.kind == .application }) {
      app = nodes[index]
      content = nodes
      content.remove(at: index)
      content = app.children + content
    } else {
      app = CaptureNode(type: "Application", place: "(top level)")
      content = nodes
    }
    if content.isEmpty {
      if app.label == nil, app.frame?.isEmpty ?? true {
        throw report.error(at: app.place, "the capture is empty: it holds only a nameless application with a zero frame, so the accessibility service did not answer (wait for the app to settle and capture again)")
      }
      throw report.error(at: app.place, "the capture is empty: it holds only the application \"\(app.label ?? "")\" and nothing inside it (capture again; on iPad with Stage Manager, idb and AXe can read the wrong process)")
    }
    app.children = nested ? content : FlatList.nest(content, report: report)
    app.children = FlatList.gatherTabs(app.children, report: report)
    return CaptureScreen.document(root: app, report: report, knowsElements: true)
  }

  /// One element (and, nested, its children) with idb's roles turned into XCUIElement types.
  static func node(_ o: JSONObject, at path: String, depth: Int, report: ImportReport) throws(InputError) -> CaptureNode {
    guard depth < InputLimits.elementDepth else { throw report.error(at: path, CaptureNode.tooDeep) }
    func string(_ key: String) -> String? { o[key]?.stringValue }
    let role = string("role").map { $0.hasPrefix("AX") ? String($0.dropFirst(2)) : $0 } ?? string("type") ?? ""
    let subrole = string("subrole")
    let description = string("role_description")
    var node = CaptureNode(type: xcuiType(role: role, subrole: subrole, description: description), place: path)
    node.label = string("AXLabel") ?? string("label")
    node.value = string("AXValue") ?? string("value")
    if let id = o["AXUniqueId"] ?? o["identifier"] {
      // Builds of 2019 sent a number.
      node.identifier = id.stringValue ?? id.numberValue.map { JSONWriter.format($0) }
    }
    node.title = string("title")
    node.hint = string("help") ?? string("hint")
    node.placeholder = string("placeholder")
    node.roleDescription = description
    node.disabled = o["enabled"]?.boolValue == false
    node.focused = o["focused"]?.boolValue == true
    node.frame = frame(o)
    if node.frame == nil, o["frame"] != nil || o["AXFrame"] != nil { report.warnBadFrame(at: path) }
    node.customActions = (o["custom_actions"]?.arrayValue ?? []).compactMap(\.stringValue)
    if let names = o["traits"]?.arrayValue?.compactMap(\.stringValue) {
      let (traits, unknown) = TraitNames.named(names)
      node.traits = traits
      for name in unknown {
        report.warn("unknownTrait", at: path + ".traits", "unknown trait \"\(name)\"; ignored", summary: "more unknown trait names ignored")
      }
    }
    let kind = node.kind
    switch kind?.role {
    case .application?, .container?, .navigationBar?, .keyboard?: node.accessible = false
    default: node.accessible = true
    }
    if kind == .group, node.label != nil, UnverifiedMapping.labeledGroupIsAnnounced { node.isSemanticGroup = true }
    if o["hidden"]?.boolValue == true { node.visible = false }
    // An empty search field reports its placeholder as its value.
    if node.value != nil, node.value == node.placeholder { node.value = nil }
    switch kind {
    case .switch?: node.isOn = CaptureMapper.switchState(node.value)
    case .button? where role == "RadioButton" || isTab(subrole: subrole, description: description):
      if CaptureMapper.switchState(node.value) == true { node.selected = true }
      if CaptureMapper.switchState(node.value) != nil { node.value = nil }
    default: break
    }
    if node.traits?.has(.selected) == true { node.selected = true }
    for (i, child) in (o["children"]?.arrayValue ?? []).enumerated() {
      if let object = child.objectValue {
        node.children.append(try self.node(object, at: "\(path).children[\(i)]", depth: depth + 1, report: report))
      }
    }
    return node
  }

  static func isTab(subrole: String?, description: String?) -> Bool {
    subrole == "AXTabButton" || description?.lowercased() == "tab"
  }

  /// idb's AX roles as XCUIElement types (idb's `FBAXRoleVocabulary`).
  /// SwiftUI tabs come as radio buttons with the role description "tab".
  static func xcuiType(role: String, subrole: String?, description: String?) -> String {
    let description = description?.lowercased()
    switch role {
    case "Group":
      if description == "tab bar" { return "TabBar" }
      if description == "nav bar" || description == "navigation bar" { return "NavigationBar" }
      return "Group"
    case "RadioButton":
      return isTab(subrole: subrole, description: description) ? "Button" : "RadioButton"
    case "CheckBox": return "Switch"
    case "TextField":
      switch subrole {
      case "AXSearchField": return "SearchField"
      case "AXSecureTextField": return "SecureTextField"
      default: return "TextField"
      }
    case "TextArea": return "TextView"
    case "ScrollArea": return "ScrollView"
    case "WebArea": return "WebView"
    case "Incrementor": return "Stepper"
    default:
      if subrole == "AXSwitch" { return "Switch" }
      if subrole == "AXSearchField" { return "SearchField" }
      return role.isEmpty ? "Other" : role
    }
  }

  /// The frame, with the float noise (`104.00000000000001`) rounded to hundredths of a point.
  static func frame(_ o: JSONObject) -> Frame? {
    var frame: Frame?
    if let f = o["frame"]?.objectValue, let x = f["x"]?.numberValue, let y = f["y"]?.numberValue,
      let w = f["width"]?.numberValue, let h = f["height"]?.numberValue
    {
      frame = Frame.checked(x: x, y: y, width: w, height: h)
    } else if let text = o["AXFrame"]?.stringValue {
      frame = NodeLine.frame(text[...])
    }
    guard let f = frame else { return nil }
    func round(_ v: Double) -> Double { (v * 100).rounded() / 100 }
    return Frame(x: round(f.x), y: round(f.y), width: round(f.width), height: round(f.height))
  }
}

extension DescribeReader: CaptureReader {
  static let id = "idb"
  static let name = "idb/AXe describe JSON"
  static let expected = "idb/AXe describe JSON"
  static let gaps: SourceGaps = [
    .adjustableValues: "idb does not list an adjustable element's values", .effects: CaptureReaders.noEffects,
  ]

  static func recognises(_ input: CaptureInput) -> Recognition {
    guard case .json(let json) = input.content else { return .no }
    switch json {
    case .null:
      return .yes  // describe-point found nothing.
    case .array(let items):
      guard let first = items.first else { return .yes }
      return first.objectValue.map(isAXElement) == true ? .yes : .no
    case .object(let o):
      if isAXElement(o) { return .yes }
      // idb's `--format complete` renames the keys (label, identifier) but keeps type and frame.
      if let first = o["elements"]?.arrayValue?.first?.objectValue, !DesignerDecoder.looksLikeNode(first),
        isAXElement(first) || first["role"] != nil || (first["type"] != nil && first["frame"] != nil)
      {
        return .yes
      }
      return .no
    default:
      return .no
    }
  }

  static func read(_ input: CaptureInput, report: ImportReport) throws(InputError) -> Document {
    try read(json: input.json(), report: report)
  }

  static func isAXElement(_ o: JSONObject) -> Bool {
    o["AXFrame"] != nil || o["AXLabel"] != nil || o["AXUniqueId"] != nil || o["role_description"] != nil
  }
}

extension CaptureFormat {
  public static let idb = CaptureFormat(DescribeReader.self)
}
