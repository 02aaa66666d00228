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
    let builder = Builder(report: report, expansionLimit: InputLimits.expandedXMLBytes(forInput: bytes.count))
    let failure = XMLStream.parse(bytes, with: builder)
    if let foreign = builder.foreign {
      throw report.error(at: "line 1", foreign)
    }
    if let tooDeep = builder.tooDeep {
      throw report.error(at: tooDeep, CaptureNode.tooDeep)
    }
    if let overExpanded = builder.overExpanded {
      throw report.error(at: overExpanded, "entities declared in this file expand it past \(InputLimits.entityAmplification) times its size (an Appium page source declares none); save the page source again, unedited")
    }
    if let failure {
      let code = failure.code, place = failure.place
      // The parser reports libxml2's error numbers (`xmlParserErrors`); the usual ones are said in words.
      switch code {
      case 4: throw report.error(at: nil, "the file is empty; expected an Appium page source (<AppiumAUT> with XCUIElementType… elements)")
      case 5: throw report.error(at: place, "the XML ends before every element is closed; the page source is cut short (save driver.page_source again)")
      default:
        let what = xmlProblems[code].map { ": " + $0 } ?? " (libxml2 error \(code))"
        throw report.error(at: place, "the XML is broken here\(what); save the page source again, unedited")
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

  /// libxml2's parser errors (`xmlParserErrors` in libxml/xmlerror.h) that a damaged page source
  /// gives, in words.
  static let xmlProblems: [Int: String] = [
    9: "a character that XML does not allow", 26: "an entity that is not declared (only &amp; &lt; &gt; &quot; &apos; are)",
    23: "an entity reference without its closing ';'", 31: "an encoding XML parsers do not know", 32: "an encoding this XML parser does not support",
    38: "a '<' inside an attribute value (write it as &lt;)", 39: "an attribute without its value", 40: "an attribute value without its closing quote",
    41: "an attribute without a value", 42: "the same attribute twice on one element", 43: "an attribute value without quotes",
    44: "a quoted value that never ends", 45: "a comment that never ends", 57: "an XML declaration that never ends",
    65: "a missing space between attributes", 68: "a tag without a name", 73: "a tag without its closing '>'",
    76: "a closing tag that does not match the element it closes", 77: "an element that is never closed",
    81: "a character encoding that does not match the bytes", 85: "tags that do not nest properly", 86: "text after the end of the page source",
    89: "entities that refer to each other in a loop",
  ]

  private final class Builder: NSObject, XMLStream.Delegate {
    var failure: XMLStream.Failure?
    let report: ImportReport
    var stack: [CaptureNode] = []
    var root: CaptureNode?
    var foreign: String?
    /// Where the nesting passed `InputLimits.elementDepth`.
    var tooDeep: String?
    /// Where the text and attribute values read so far, entities expanded, passed `expansionLimit`.
    var overExpanded: String?
    /// How many bytes of text and attribute values may come out of the file.
    let expansionLimit: Int
    private var expanded = 0

    init(report: ImportReport, expansionLimit: Int) {
      self.report = report
      self.expansionLimit = expansionLimit
    }

    /// Counts `bytes` more of expanded text; false (and parsing stopped) past the limit.
    private func take(_ bytes: Int, _ parser: XMLParser) -> Bool {
      expanded += bytes
      guard expanded > expansionLimit else { return true }
      overExpanded = "line \(parser.lineNumber)"
      parser.abortParsing()
      return false
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      _ = take(string.utf8.count, parser)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { XMLStream.noted(parseError, parser, in: self) }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes a: [String: String] = [:]) {
      let place = "line \(parser.lineNumber)"
      guard take(a.values.reduce(0) { $0 + $1.utf8.count }, parser) else { return }
      if stack.count >= InputLimits.elementDepth {
        tooDeep = place
        parser.abortParsing()
        return
      }
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
        element.frame = Frame.checked(x: x, y: y, width: w, height: h)?.withoutNegativeSize
        if element.frame == nil { report.warnBadFrame(at: place) }
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
