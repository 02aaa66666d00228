import EarshotModel

/// A node of a VoiceOver Designer document as written: an element, a container or (artboard
/// format) a frame, in canvas units (VoiceOver Designer's `A11yDescription.swift` and
/// `A11yContainer.swift`). Key order in these files is arbitrary; every key but `label` and
/// `frame` may be missing and takes VoiceOver Designer's default.
indirect enum DesignerNode {
  case element(DesignerElement)
  case container(DesignerContainer)
  case frame(DesignerFrame)

  var rect: Frame {
    switch self {
    case .element(let e): return e.frame
    case .container(let c): return c.frame
    case .frame(let f): return f.frame
    }
  }

  /// Every element inside, depth first.
  var elements: [DesignerElement] {
    switch self {
    case .element(let e): return [e]
    case .container(let c): return c.children.flatMap(\.elements)
    case .frame(let f): return f.children.flatMap(\.elements)
    }
  }
}

struct DesignerElement {
  var path: String
  var isAccessibilityElement = true
  var label = ""
  var value = ""
  var hint = ""
  var trait = 0
  var frame: Frame
  var options: [String] = []
  var currentIndex: Int?
  var isEnumerated = true
  var actions: [String] = []
  var descriptions: [(label: String, value: String)] = []
}

struct DesignerContainer {
  var path: String
  var label: String
  var frame: Frame
  var children: [DesignerNode]
  var isModal = false
  var isTabTrait = false
  var isEnumerated = false
  var containerType: ContainerType = .semanticGroup
  var navigationStyle: NavigationStyle = .automatic
  var treatButtonsAsAdjustable = false
}

struct DesignerFrame {
  var path: String
  var label: String
  var frame: Frame
  var imageName: String?
  var children: [DesignerNode]
}

/// Decodes nodes, reporting problems with their JSON path through `JSONFields`.
struct DesignerDecoder {
  let fields: JSONFields

  func nodes(_ values: [JSONValue], at path: String, depth: Int = 0) -> [DesignerNode] {
    values.enumerated().compactMap { i, value in node(value, at: JSONFields.join(path, i), depth: depth) }
  }

  func node(_ value: JSONValue, at path: String, depth: Int) -> DesignerNode? {
    guard depth < InputLimits.elementDepth else {
      fields.error(path, CaptureNode.tooDeep)
      return nil
    }
    guard let o = fields.object(value, at: path) else { return nil }
    let frame = rect(o, at: path)
    let label = fields.string(o, "label", at: path)
    if label == nil, o["label"] == nil { fields.error(path, "missing \"label\" (every VoiceOver Designer element, container and frame has one)") }
    guard let frame else { return nil }
    switch o["type"]?.stringValue {
    case "container":
      var c = DesignerContainer(path: path, label: label ?? "", frame: frame, children: nodes(fields.array(o, "elements", at: path) ?? [], at: JSONFields.join(path, "elements"), depth: depth + 1))
      c.isModal = fields.bool(o, "isModal", at: path) ?? false
      c.isTabTrait = fields.bool(o, "isTabTrait", at: path) ?? false
      c.isEnumerated = fields.bool(o, "isEnumerated", at: path) ?? false
      c.treatButtonsAsAdjustable = fields.bool(o, "treatButtonsAsAdjustable", at: path) ?? false
      if let type = fields.string(o, "containerType", at: path) {
        if let known = ContainerType(rawValue: type) {
          c.containerType = known
        } else {
          fields.warning(JSONFields.join(path, "containerType"), Suggestion.message(unknown: "container type", type, accepted: ContainerType.allCases.map(\.rawValue)) + "; read as semanticGroup")
        }
      }
      if let style = fields.string(o, "navigationStyle", at: path) {
        c.navigationStyle = NavigationStyle(rawValue: style) ?? .automatic
      }
      return .container(c)
    case "frame":
      let location = o["imageLocation"]?.objectValue
      // {"fileWrapper": {"name"}}, {"file": {"name"}} or {"relativeFile": {"path"}}; the image is
      // found by its last path component inside Images/ (VoiceOver Designer's `ImageLoader.swift`).
      let reference = location?.members.first?.value
      let name = reference?["name"]?.stringValue ?? reference?["path"]?.stringValue
      let last = name.map { String($0.split(separator: "/").last ?? Substring($0)) }
      return .frame(DesignerFrame(path: path, label: label ?? "", frame: frame, imageName: last,
                                  children: nodes(fields.array(o, "elements", at: path) ?? [], at: JSONFields.join(path, "elements"), depth: depth + 1)))
    default:
      var e = DesignerElement(path: path, frame: frame)
      e.label = label ?? ""
      e.isAccessibilityElement = fields.bool(o, "isAccessibilityElement", at: path) ?? true
      e.value = fields.string(o, "value", at: path) ?? ""
      e.hint = fields.string(o, "hint", at: path) ?? ""
      e.trait = fields.integer(o, "trait", at: path) ?? 0
      if let options = o["adjustableOptions"], let a = fields.object(options, at: JSONFields.join(path, "adjustableOptions")) {
        let p = JSONFields.join(path, "adjustableOptions")
        e.options = fields.strings(a, "options", at: p) ?? []
        e.currentIndex = fields.integer(a, "currentIndex", at: p)
        e.isEnumerated = fields.bool(a, "isEnumerated", at: p) ?? true
      }
      if let actions = o["customActions"]?.objectValue {
        e.actions = fields.strings(actions, "names", at: JSONFields.join(path, "customActions")) ?? []
      }
      if let descriptions = o["customDescriptions"]?.objectValue {
        let p = JSONFields.join(path, "customDescriptions")
        for (i, item) in (fields.array(descriptions, "descriptions", at: p) ?? []).enumerated() {
          let ip = JSONFields.join(JSONFields.join(p, "descriptions"), i)
          guard let d = fields.object(item, at: ip) else { continue }
          e.descriptions.append((fields.string(d, "label", at: ip) ?? "", fields.string(d, "value", at: ip) ?? ""))
        }
      }
      return .element(e)
    }
  }

  /// `[[x, y], [width, height]]`, Foundation's encoding of a CGRect.
  private func rect(_ o: JSONObject, at path: String) -> Frame? {
    let p = JSONFields.join(path, "frame")
    guard let value = o["frame"] else {
      fields.error(path, "missing \"frame\": [[x, y], [width, height]]")
      return nil
    }
    let pairs = value.arrayValue?.compactMap { $0.arrayValue?.compactMap(\.numberValue) }
    guard let pairs, pairs.count == 2, pairs.allSatisfy({ $0.count == 2 }) else {
      fields.error(p, "expected [[x, y], [width, height]], found \(value.kindDescription)")
      return nil
    }
    guard let frame = Frame.checked(x: pairs[0][0], y: pairs[0][1], width: pairs[1][0], height: pairs[1][1]) else {
      fields.error(p, "a number is out of range; accepted: x and y \(InputLimits.coordinate), width and height \(InputLimits.length)")
      return nil
    }
    return frame.withoutNegativeSize
  }
}
