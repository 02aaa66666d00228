import EarshotModel

/// Reading the XML of `uiautomator dump` and of Appium's UiAutomator2 page source: both are
/// written by Android's `XmlSerializer`, one element per `AccessibilityNodeInfo`.
enum AndroidXML {
  /// The element tree of `bytes`, read as every XML capture is (`CaptureXML`), in the words of
  /// `format` and `again`.
  static func parse(_ bytes: [UInt8], format: String, again: String, report: ImportReport) throws(InputError) -> XMLNode {
    let described = CaptureXML.Format(name: format, again: again, cutShort: "the capture is cut short (\(again))", writtenByXmlSerializer: true)
    guard let root = try CaptureXML.parse(bytes, described, report: report) else {
      throw report.error(at: nil, "no elements found; expected \(format)")
    }
    return root
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
