import EarshotModel
import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif

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
      // The tag is the type; Appium's `useJSONSource` XML also names it in `type`.
      var element = WebDriverAgentElement(type: a["type"].flatMap { $0.hasPrefix(WebDriverAgentElement.typePrefix) ? $0 : nil } ?? name)
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
        element.frame = Frame(x: x, y: y, width: max(0, w), height: max(0, h))
      }
      element.traits = a["traits"]
      element.customActions = a["customActions"]
      stack.append(element.node(at: place))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
      guard let done = stack.popLast() else { return }
      if stack.isEmpty { root = root ?? done } else { stack[stack.count - 1].children.append(done) }
    }
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
    case .markup: return .yes
    case .json: return input.wrappedString?.hasPrefix("<") == true ? .yes : .no
    default: return .no
    }
  }

  static func read(_ input: CaptureInput, report: ImportReport) throws(InputError) -> Document {
    if let wrapped = input.wrappedString, wrapped.hasPrefix("<") { return try read(bytes: Array(wrapped.utf8), report: report) }
    return try read(bytes: input.bytes, report: report)
  }
}

extension CaptureFormat {
  public static let appium = CaptureFormat(PageSourceReader.self)
}
