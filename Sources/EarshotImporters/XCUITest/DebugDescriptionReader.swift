import EarshotModel
import Foundation

/// Reads XCUITest's `debugDescription` (`print(XCUIApplication().debugDescription)`, `po app` in lldb,
/// WebDriverAgent's `/source?format=description`): Xcode 9 to current forms, with or without the
/// `Attributes:` line, pasted raw, as an lldb string literal, or as a JSON string
/// (docs/CAPTURE-FORMATS.md, "XCUITest").
enum DebugDescriptionReader {
  static func read(text raw: String, report: ImportReport) throws(InputError) -> Document {
    let text = PasteDecoder.decode(raw)
    let lines = TextLines.split(text)
    // A decoded paste has lost its own line numbers; places then count lines of the decoded text.
    let lineNumber: (Int) -> Int = { $0 + 1 }

    var attributes: CaptureNode?
    var subtreeStart: Int?
    for (i, line) in lines.enumerated() {
      if line.hasPrefix("Attributes:"), attributes == nil {
        let rest = [line.dropFirst("Attributes:".count)]
        var j = 0
        if NodeLine.isNode(rest[0]) { attributes = NodeLine.parse(rest, &j, lineNumber: { _ in i + 1 }, report: report) }
      } else if line.hasPrefix("Element subtree:") {
        subtreeStart = i + 1
        break
      }
    }
    // A paste that starts at the root line itself.
    if subtreeStart == nil, attributes == nil, let first = lines.firstIndex(where: { $0.hasPrefix(" →") && NodeLine.isNode($0) }) {
      subtreeStart = first
    }

    var root: CaptureNode?
    if let start = subtreeStart {
      root = try tree(lines, from: start, lineNumber: lineNumber, report: report)
    }
    guard let root = root ?? attributes else {
      if subtreeStart != nil {
        throw report.error(at: "line \(subtreeStart!)", "the capture is empty: \"Element subtree:\" is followed by no elements (print the debugDescription again once the app is on screen)")
      }
      throw report.error(at: nil, "no XCUITest element lines found; expected the output of print(XCUIApplication().debugDescription), which starts with \"Attributes:\" or \"Element subtree:\"")
    }
    if root.kind == .application, root.children.isEmpty {
      throw report.error(at: root.place, "the capture is empty: the application \(root.label.map { "\"\($0)\" " } ?? "")has no elements (print the debugDescription again once the app is on screen)")
    }
    if !CaptureNode.anyHasTraits(root) {
      report.warn("noTraits", at: nil, "this debugDescription lists no traits, so only element types are known: a heading, link or other trait an app sets is not heard (an Appium page source with traits, or idb, shows them)")
      report.lacks(.traits, "this debugDescription lists no traits")
    }
    if root.kind != .application { report.lacks(.wholeScreen, "this debugDescription is of one element, not the whole app") }
    return CaptureScreen.document(root: root, report: report, knowsElements: false)
  }

  /// The node tree from `start` to the end of the subtree section; children are indented further
  /// than their parent.
  private static func tree(_ lines: [Substring], from start: Int, lineNumber: (Int) -> Int, report: ImportReport) throws(InputError) -> CaptureNode? {
    var stack: [(indent: Int, node: CaptureNode)] = []
    var root: CaptureNode?
    func pop() {
      let done = stack.removeLast().node
      if stack.isEmpty { root = root ?? done } else { stack[stack.count - 1].node.children.append(done) }
    }
    var i = start
    while i < lines.count {
      let line = lines[i]
      if NodeLine.isSectionHeader(line) { break }
      if line.allSatisfy({ $0 == " " }) {
        i += 1
        continue
      }
      guard NodeLine.isNode(line) else { break }
      let indent = NodeLine.indent(line)
      var end = i
      let node = NodeLine.parse(lines, &end, lineNumber: lineNumber, report: report)
      while let top = stack.last, top.indent >= indent { pop() }
      if stack.isEmpty, root != nil {
        report.warn("secondRoot", at: node.place, "a second top-level element; only the first subtree is read")
        break
      }
      if stack.count >= InputLimits.elementDepth {
        throw report.error(at: node.place, CaptureNode.tooDeep)
      }
      stack.append((indent, node))
      i = end + 1
    }
    while !stack.isEmpty { pop() }
    return root
  }
}

/// Undoes the quoting a `debugDescription` picks up on the way: a JSON string (WebDriverAgent,
/// Appium's `mobile: source`), a JSON response `{"value": "…"}`, or an lldb string literal
/// (`po app.debugDescription`, `(String) $R0 = "…"`) with `\n` and `\'` escapes.
enum PasteDecoder {
  static func decode(_ text: String) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.first == "\"" || trimmed.first == "{", let json = try? JSONParser.parse(trimmed) {
      if let s = json.stringValue { return s }
      if let s = json["value"]?.stringValue { return s }
    }
    guard isEscaped(text), let open = text.firstIndex(of: "\""), let close = text.lastIndex(of: "\""), open < close else {
      return text
    }
    return unescape(text[text.index(after: open)..<close])
  }

  /// An escaped paste has its newlines as `\n` and (almost) no real ones.
  static func isEscaped(_ text: String) -> Bool {
    guard text.contains("\\n") else { return false }
    let real = text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
    let escaped = text.components(separatedBy: "\\n").count - 1
    return escaped > real
  }

  static func unescape(_ s: Substring) -> String {
    var out = ""
    var i = s.startIndex
    while i < s.endIndex {
      let c = s[i]
      let next = s.index(after: i)
      guard c == "\\", next < s.endIndex else {
        out.append(c)
        i = next
        continue
      }
      switch s[next] {
      case "n": out.append("\n")
      case "t": out.append("\t")
      case "r": out.append("\r")
      case "0": out.append("\0")
      case "u":
        // \u{1F600}
        if let brace = s[next...].dropFirst().first, brace == "{", let close = s[next...].firstIndex(of: "}"),
          let code = UInt32(s[s.index(next, offsetBy: 2)..<close], radix: 16), let scalar = Unicode.Scalar(code)
        {
          out.unicodeScalars.append(scalar)
          i = s.index(after: close)
          continue
        }
        out.append("u")
      default: out.append(s[next])
      }
      i = s.index(after: next)
    }
    return out
  }
}

extension DebugDescriptionReader: CaptureReader {
  static let id = "xcuitest"
  static let name = "XCUITest debugDescription"
  static let expected = "XCUITest debugDescription text"
  static let gaps: SourceGaps = [
    .hints: "XCUITest's debugDescription prints no hints",
    .accessibilityElements: "XCUITest's debugDescription does not say which views are accessibility elements",
    .adjustableValues: "XCUITest's debugDescription does not list an adjustable element's values",
    .effects: CaptureReaders.noEffects,
  ]

  static func recognises(_ input: CaptureInput) -> Recognition {
    switch input.content {
    case .text(let text, _): return looksLikeDebugDescription(text) ? .yes : .no
    case .json: return input.wrappedString.map(looksLikeDebugDescription) == true ? .yes : .no
    default: return .no
    }
  }

  static func read(_ input: CaptureInput, report: ImportReport) throws(InputError) -> Document {
    try read(text: input.unwrapped(noting: report) ?? input.text, report: report)
  }

  /// Whether `text` is a debugDescription: its section headings, or a root line (` → Application, …`)
  /// for a paste that starts there.
  static func looksLikeDebugDescription(_ text: String) -> Bool {
    if text.contains("Element subtree:") || text.hasPrefix("Attributes: ") { return true }
    let decoded = PasteDecoder.decode(text)
    if decoded != text, decoded.contains("Element subtree:") || decoded.contains("Attributes: ") { return true }
    return TextLines.split(String(text.prefix(20_000))).prefix(50).contains { $0.hasPrefix(" →") && NodeLine.isNode($0) }
  }
}

extension CaptureFormat {
  public static let xcuitest = CaptureFormat(DebugDescriptionReader.self)
}
