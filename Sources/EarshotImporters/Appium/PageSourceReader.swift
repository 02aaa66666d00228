import EarshotModel
import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads the Appium XCUITest driver's XML page source (`driver.page_source`, `mobile: source`),
/// which WebDriverAgent writes: one `XCUIElementType…` element per node, attributes as in
/// docs/CAPTURE-FORMATS.md, "Appium". `accessible` says which nodes are accessibility elements;
/// `visible` and `value` are computed by WebDriverAgent and are undone here.
enum PageSourceReader {
  static func read(bytes: [UInt8], report: ImportReport) throws(InputError) -> Document {
    guard let first = Importer.firstCharacter(bytes) else {
      throw report.error(at: nil, "the file is empty; expected an Appium page source (<AppiumAUT> with XCUIElementType… elements)")
    }
    guard first == UInt8(ascii: "<") else {
      throw report.error(at: "line 1", "not XML, so not an Appium XCUITest page source (which starts with <?xml or <AppiumAUT>)")
    }
    let builder = Builder()
    let parser = XMLParser(data: Data(bytes))
    parser.delegate = builder
    parser.shouldResolveExternalEntities = false
    _ = parser.parse()
    if let foreign = builder.foreign {
      throw report.error(at: "line 1", foreign)
    }
    if let error = parser.parserError {
      let code = (error as NSError).code
      let place = "line \(parser.lineNumber), column \(parser.columnNumber)"
      switch code {
      case 4: throw report.error(at: nil, "the file is empty; expected an Appium page source (<AppiumAUT> with XCUIElementType… elements)")
      case 5: throw report.error(at: place, "the XML ends before every element is closed; the page source is cut short (save driver.page_source again)")
      default: throw report.error(at: place, "the XML is broken here (XML parser error \(code)); save the page source again, unedited")
      }
    }
    guard var root = builder.root else {
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

  private final class Builder: NSObject, XMLParserDelegate {
    var stack: [CaptureNode] = []
    var root: CaptureNode?
    var foreign: String?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes a: [String: String] = [:]) {
      let place = "line \(parser.lineNumber)"
      if stack.isEmpty, root == nil, name != "AppiumAUT", !name.hasPrefix("XCUIElementType") {
        foreign = name == "hierarchy" || a["class"]?.hasPrefix("android.") == true
          ? "this is an Android page source (<\(name)>); Earshot reads iOS captures: an Appium XCUITest page source starts with <AppiumAUT> or <XCUIElementTypeApplication>"
          : "an XML file, but not an Appium XCUITest page source: it starts with <\(name)>, not <AppiumAUT> or an XCUIElementType… element"
        parser.abortParsing()
        return
      }
      if name == "AppiumAUT" {
        stack.append(CaptureNode(type: "AppiumAUT", place: place))
        return
      }
      var typeName = name.hasPrefix("XCUIElementType") ? String(name.dropFirst("XCUIElementType".count)) : name
      if let t = a["type"], t.hasPrefix("XCUIElementType") { typeName = String(t.dropFirst("XCUIElementType".count)) }
      var node = CaptureNode(type: typeName, place: place)
      let label = a["label"]
      node.label = label
      // `name` is the identifier, or the label when there is none (WebDriverAgent's wdName).
      if let name = a["name"], name != label { node.identifier = name }
      node.value = a["value"]
      node.placeholder = a["placeholderValue"]
      node.hint = a["hint"]
      node.disabled = a["enabled"] == "false"
      node.focused = a["focused"] == "true"
      node.selected = a["selected"] == "true"
      node.accessible = a["accessible"].map { $0 == "true" }
      node.visible = a["visible"].map { $0 == "true" }
      if let native = a["nativeFrame"], let frame = NodeLine.frame(native[...]) {
        node.frame = frame
      } else if let x = a["x"].flatMap(Double.init), let y = a["y"].flatMap(Double.init),
        let w = a["width"].flatMap(Double.init), let h = a["height"].flatMap(Double.init)
      {
        node.frame = Frame(x: x, y: y, width: max(0, w), height: max(0, h))
      }
      if let traits = a["traits"] {
        node.traits = TraitNames.named(traits.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }).traits
      }
      if let actions = a["customActions"], !actions.isEmpty {
        node.customActions = actions.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      }
      undoComputedValue(&node)
      stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
      guard let done = stack.popLast() else { return }
      if stack.isEmpty { root = root ?? done } else { stack[stack.count - 1].children.append(done) }
    }

    /// WebDriverAgent's `value` is computed (wdValue): text repeats its label, a button says 1 when
    /// selected, a switch 0 or 1, an empty field its placeholder (WebDriverAgent's `FBXPath.m`).
    private func undoComputedValue(_ node: inout CaptureNode) {
      switch node.kind {
      case .staticText?:
        if node.value == node.label { node.value = nil }
      case .button?:
        if node.value == "1" { node.selected = true }
        if node.value == "1" || node.value == "0" { node.value = nil }
      case .switch?, .toggle?, .checkBox?:
        node.isOn = CaptureMapper.switchState(node.value)
        if node.isOn != nil { node.value = nil }
      case .textField?, .secureTextField?, .searchField?, .textView?:
        if node.value == node.placeholder { node.value = nil }
      default: break
      }
    }
  }
}
