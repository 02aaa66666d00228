import EarshotModel
import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One element of an Android XML capture as written: its tag, attributes and place.
struct XMLNode {
  var name: String
  var attributes: [String: String]
  /// Where it is, for messages: its line, or in a capture written on one line (as
  /// `uiautomator dump` writes it), its child numbers from the root ("node 1/3/2").
  var place: String
  var children: [XMLNode] = []
}

/// Reading the XML of `uiautomator dump` and of Appium's UiAutomator2 page source: both are
/// written by Android's `XmlSerializer`, one element per `AccessibilityNodeInfo`.
enum AndroidXML {
  /// The element tree of `bytes`. A broken file is one error with its line and column; nesting
  /// past `InputLimits.elementDepth` is refused where it passes it; a DOCTYPE (which neither
  /// dumper writes, and whose entities could expand a small file into gigabytes) is refused.
  static func parse(_ bytes: [UInt8], format: String, again: String, report: ImportReport) throws(InputError) -> XMLNode {
    if let at = find(Array("<!DOCTYPE".utf8), in: bytes) {
      let (line, column) = position(of: at, in: bytes)
      throw report.error(at: "line \(line), column \(column)", "a DOCTYPE, which \(format) never has; \(again)")
    }
    // libxml2 calls a file without an element "empty" (its error 4), whatever it holds.
    guard let first = bytes.indices.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains(bytes[$0]) && !($0 < 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF])) }) else {
      throw report.error(at: nil, "the file is empty; expected \(format)")
    }
    guard bytes[first] == UInt8(ascii: "<") else {
      let (line, column) = position(of: first, in: bytes)
      throw report.error(at: "line \(line), column \(column)", "not XML (it does not start with '<'), so not \(format); \(again)")
    }
    // On one line, every node is on line 1: nodes are named by where they are in the tree instead.
    let last = bytes.lastIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? 0
    let builder = Builder(oneLine: !bytes[..<last].contains(0x0A))
    let failure = XMLStream.parse(bytes, with: builder)
    if let tooDeep = builder.tooDeep {
      throw report.error(at: tooDeep, "elements are nested more than \(InputLimits.elementDepth) levels deep here, deeper than any app's screen; Earshot reads at most \(InputLimits.elementDepth) (is this capture whole and unedited?)")
    }
    if let failure {
      let code = failure.code, place = failure.place
      switch code {
      case 4: throw report.error(at: nil, "the file is empty; expected \(format)")
      // libxml2's "document end": the file ends inside an element, or goes on after the root's end.
      case 5 where builder.root != nil, 64:
        throw report.error(at: place, "more follows the end of the capture here: two captures in one file? (give each a file of its own; \(again))")
      case 5: throw report.error(at: place, "the XML ends before every element is closed; the capture is cut short (\(again))")
      default:
        let what = PageSourceReader.xmlProblems[code].map { ": " + $0 } ?? " (libxml2 error \(code))"
        throw report.error(at: place, "the XML is broken here\(what); \(again)")
      }
    }
    guard let root = builder.root else { throw report.error(at: nil, "no elements found; expected \(format)") }
    return root
  }

  private final class Builder: NSObject, XMLStream.Delegate {
    var stack: [XMLNode] = []
    var root: XMLNode?
    var tooDeep: String?
    var failure: XMLStream.Failure?
    let oneLine: Bool
    /// The child numbers down to the open element, and how many children it has had so far.
    private var path: [Int] = []
    private var childCount = 0

    init(oneLine: Bool) { self.oneLine = oneLine }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { XMLStream.noted(parseError, parser, in: self) }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
      if stack.count >= InputLimits.elementDepth {
        tooDeep = "line \(parser.lineNumber)"
        parser.abortParsing()
        return
      }
      let place: String
      if !oneLine {
        place = "line \(parser.lineNumber)"
      } else if stack.isEmpty {
        place = "<\(name)>"
      } else {
        place = "node " + (path.dropFirst() + [childCount + 1]).map(String.init).joined(separator: "/")
      }
      path.append(childCount + 1)
      childCount = 0
      stack.append(XMLNode(name: name, attributes: attributes, place: place))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
      childCount = path.popLast() ?? 0
      guard let done = stack.popLast() else { return }
      if stack.isEmpty { root = root ?? done } else { stack[stack.count - 1].children.append(done) }
    }
  }

  /// The root element's name and attribute text, and the name of the element after it, read from
  /// the start of `bytes` without parsing the file (detection looks at every input).
  static func peek(_ bytes: [UInt8]) -> (root: String, attributes: String, next: String?)? {
    var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let limit = min(bytes.count, 65_536)
    func skipSpace() { while i < limit, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 } }
    /// Moves past the next `<` that opens an element and returns its name.
    func nextElement() -> String? {
      while i < limit {
        guard bytes[i] == UInt8(ascii: "<") else {
          i += 1
          continue
        }
        guard i + 1 < limit else { return nil }
        switch bytes[i + 1] {
        case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "/"):
          i += 2
          // A comment may hold a '>' of its own.
          let end: [UInt8] = bytes[i - 1] == UInt8(ascii: "!") && bytes[i..<limit].starts(with: Array("--".utf8)) ? Array("-->".utf8) : [UInt8(ascii: ">")]
          guard let at = find(end, in: bytes, from: i, to: limit) else { return nil }
          i = at + end.count
        default:
          i += 1
          let start = i
          while i < limit, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[i]) { i += 1 }
          return String(decoding: bytes[start..<i], as: UTF8.self)
        }
      }
      return nil
    }
    skipSpace()
    guard i < limit, bytes[i] == UInt8(ascii: "<"), let root = nextElement(), !root.isEmpty else { return nil }
    let start = i
    while i < limit, bytes[i] != UInt8(ascii: ">") { i += 1 }
    let attributes = String(decoding: bytes[start..<i], as: UTF8.self)
    return (root, attributes, nextElement())
  }

  /// Whether `bytes` start as an Android capture does (a uiautomator dump or an Appium
  /// UiAutomator2 source), which the readers of iOS XML leave to the Android ones.
  static func isAndroid(_ bytes: [UInt8]) -> Bool {
    guard let peek = peek(bytes) else { return false }
    return UIAutomatorDumpReader.isDump(peek) || UiAutomator2SourceReader.isSource(peek)
  }

  /// Where `needle` first occurs in `bytes[from..<to]`.
  static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int = 0, to: Int? = nil) -> Int? {
    let end = (to ?? bytes.count) - needle.count
    guard !needle.isEmpty, from <= end else { return nil }
    var i = from
    while i <= end {
      if bytes[i] == needle[0], bytes[i..<i + needle.count].elementsEqual(needle) { return i }
      i += 1
    }
    return nil
  }

  /// The 1-based line and column (in characters) of byte `offset`.
  static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1, lineStart = 0
    for (i, byte) in bytes[..<offset].enumerated() where byte == 0x0A {
      line += 1
      lineStart = i + 1
    }
    return (line, String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1)
  }

  /// Whether any element of the tree has the attribute `name`.
  static func anyHas(_ name: String, _ node: XMLNode) -> Bool {
    node.attributes[name] != nil || node.children.contains { anyHas(name, $0) }
  }

  /// `"true"` as true, `"false"` as false, anything else (or nothing) as not said.
  static func flag(_ value: String?) -> Bool? {
    switch value {
    case "true": return true
    case "false": return false
    default: return nil
    }
  }
}
