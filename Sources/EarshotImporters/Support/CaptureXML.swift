import EarshotModel
import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One element of an XML capture as written: its tag, attributes and place.
struct XMLNode {
  var name: String
  var attributes: XMLAttributes
  /// Where it is, for messages: its line, or in a capture written on one line (as
  /// `uiautomator dump` writes it), its child numbers from the root ("node 1/3/2").
  var place: String
  var children: [XMLNode] = []
}

/// An element's attributes, as name and value pairs in one array: a dictionary for each element
/// of a long capture was over half of the memory while it was read. An element has a few dozen at
/// most, so looking one up by going through them is quick.
struct XMLAttributes {
  private let pairs: [(name: String, value: String)]

  init(_ attributes: [String: String]) { pairs = attributes.map { ($0.key, $0.value) } }

  subscript(name: String) -> String? {
    for pair in pairs where pair.name == name { return pair.value }
    return nil
  }
}

/// The one way every XML capture is read (Appium's XCUITest and UiAutomator2 page sources,
/// uiautomator dumps), with one safety policy: a DOCTYPE is refused before parsing (no capture tool
/// writes one, and the entities it declares could expand a small file into gigabytes), external
/// entities are never resolved, and nesting past `InputLimits.elementDepth` is refused where it
/// passes it. libxml2 (through Foundation's `XMLParser`) is handed the file a part at a time: it
/// refuses a document given as one piece past 10 MB ("huge input lookup"), and captures may be up
/// to `InputLimits.inputBytes`. A broken file is one error, the first libxml2 found, with its line
/// and column, worded for its format.
enum CaptureXML {
  /// How a format's messages name it and say how to capture it again, and how its places are named.
  struct Format {
    /// What the format is, after "expected" ("a uiautomator dump (<hierarchy> holding <node> elements)").
    var name: String
    /// How to capture it again ("save the page source again, unedited").
    var again: String
    /// What is said of a file that ends inside an element, after "the XML ends before every
    /// element is closed; " ("the capture is cut short (…)").
    var cutShort: String
    /// Whether the format is written by Android's `XmlSerializer` (`uiautomator dump` writes it on
    /// one line): a file on one line names its nodes by their child numbers, and more after the
    /// root's end is said to be a second capture.
    var writtenByXmlSerializer = false
  }

  /// The element tree of `bytes`, or nil when it holds no element. `root` sees the first element's
  /// name and attributes as it starts and may refuse the file with a message (for line 1).
  static func parse(_ bytes: [UInt8], _ format: Format, report: ImportReport,
                    root: @escaping (String, [String: String]) -> String? = { _, _ in nil }) throws(InputError) -> XMLNode? {
    if let at = AndroidXML.find(Array("<!DOCTYPE".utf8), in: bytes) {
      let (line, column) = AndroidXML.position(of: at, in: bytes)
      throw report.error(at: "line \(line), column \(column)", "a DOCTYPE, which \(format.name) never has; \(format.again)")
    }
    // libxml2 calls a file without an element "empty" (its error 4), whatever it holds.
    guard let first = bytes.indices.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains(bytes[$0]) && !($0 < 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF])) }) else {
      throw report.error(at: nil, "the file is empty; expected \(format.name)")
    }
    guard bytes[first] == UInt8(ascii: "<") else {
      let (line, column) = AndroidXML.position(of: first, in: bytes)
      throw report.error(at: "line \(line), column \(column)", "not XML (it does not start with '<'), so not \(format.name); \(format.again)")
    }
    // On one line, every node is on line 1: nodes are named by where they are in the tree instead.
    let last = bytes.lastIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? 0
    let builder = Builder(oneLine: format.writtenByXmlSerializer && !bytes[..<last].contains(0x0A), root: root)
    // The parser reads the bytes where they are (a copy was as large again as the file), and is
    // done with them before this returns.
    let parserFailure = bytes.withUnsafeBytes { raw -> Failure? in
      let data = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: raw.baseAddress!), count: raw.count, deallocator: .none)
      let parser = XMLParser(stream: InputStream(data: data))
      parser.delegate = builder
      parser.shouldResolveExternalEntities = false
      _ = parser.parse()
      return parser.parserError.map { Failure(code: ($0 as NSError).code, parser) }
    }
    if let foreign = builder.foreign { throw report.error(at: "line 1", foreign) }
    if let tooDeep = builder.tooDeep { throw report.error(at: tooDeep, CaptureNode.tooDeep) }
    guard let failure = builder.failure ?? parserFailure else { return builder.tree }
    let place = failure.place
    // The parser reports libxml2's error numbers (`xmlParserErrors`); the usual ones are said in words.
    switch failure.code {
    case 4: throw report.error(at: nil, "the file is empty; expected \(format.name)")
    // libxml2's "document end": the file ends inside an element, or goes on after the root's end.
    case 5 where format.writtenByXmlSerializer && builder.tree != nil, 64 where format.writtenByXmlSerializer:
      throw report.error(at: place, "more follows the end of the capture here: two captures in one file? (give each a file of its own; \(format.again))")
    case 5: throw report.error(at: place, "the XML ends before every element is closed; \(format.cutShort)")
    default:
      let what = problems[failure.code].map { ": " + $0 } ?? " (libxml2 error \(failure.code))"
      throw report.error(at: place, "the XML is broken here\(what); \(format.again)")
    }
  }

  /// libxml2's parser errors (`xmlParserErrors` in libxml/xmlerror.h) that a damaged capture
  /// gives, in words.
  static let problems: [Int: String] = [
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

  /// What libxml2 found first, and where (it recovers and goes on, so the parser's own error is
  /// its last one, often far from the first).
  private struct Failure {
    /// libxml2's error number (`xmlParserErrors`).
    var code: Int
    var place: String

    init(code: Int, _ parser: XMLParser) {
      self.code = code
      place = "line \(parser.lineNumber), column \(parser.columnNumber)"
    }
  }

  private final class Builder: NSObject, XMLParserDelegate {
    let root: (String, [String: String]) -> String?
    let oneLine: Bool
    var stack: [XMLNode] = []
    var tree: XMLNode?
    /// Why the first element shows the file is not of the format expected.
    var foreign: String?
    /// Where the nesting passed `InputLimits.elementDepth`.
    var tooDeep: String?
    var failure: Failure?
    /// The child numbers down to the open element, and how many children it has had so far.
    private var path: [Int] = []
    private var childCount = 0

    init(oneLine: Bool, root: @escaping (String, [String: String]) -> String?) {
      self.oneLine = oneLine
      self.root = root
    }

    /// Keeps the first error, where it is, and stops.
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
      guard failure == nil else { return }
      failure = Failure(code: (parseError as NSError).code, parser)
      parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
      if stack.isEmpty, tree == nil, let refused = root(name, attributes) {
        foreign = refused
        parser.abortParsing()
        return
      }
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
      stack.append(XMLNode(name: name, attributes: XMLAttributes(attributes), place: place))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
      childCount = path.popLast() ?? 0
      guard let done = stack.popLast() else { return }
      if stack.isEmpty { tree = tree ?? done } else { stack[stack.count - 1].children.append(done) }
    }
  }
}
