import EarshotModel

/// One node of a `debugDescription`: `Button, 0x600000193b40, {{20.0, 59.0}, {55.0, 40.0}}, label: 'Menu', Selected`.
///
/// Labels are printed without escaping (quotes, commas, braces and newlines appear raw), so a quoted
/// value ends only at a `'` followed by another known field, a flag, or the end of the line; a value
/// with no such end goes on to the next line (docs/CAPTURE-FORMATS.md, "XCUITest").
enum NodeLine {
  static let quotedKeys = ["identifier", "label", "placeholderValue", "title", "value"]
  static let allKeys = quotedKeys + ["pid", "traits"]
  static let flags = ["Selected", "Disabled", "Keyboard Focused", "Focused", "Main Window", "Enabled", "Hittable", "Not Hittable"]

  /// Whether `line` starts a node: optional indentation and arrow, then a type name, then a comma or the end.
  static func isNode(_ line: Substring) -> Bool {
    var s = line.drop { $0 == " " }
    if s.first == "→" || s.first == "↳" { s = s.dropFirst().drop { $0 == " " } }
    let type = s.prefix { $0.isLetter }
    guard let first = type.first, first.isUppercase else { return false }
    let rest = s.dropFirst(type.count)
    guard rest.isEmpty || rest.hasPrefix(", ") || rest.hasPrefix(" (") else { return false }
    if XCUIElementKind(rawValue: String(type)) != nil { return true }
    // An unknown type still counts when an address follows it.
    return rest.hasPrefix(", 0x")
  }

  /// The indentation of a node line: leading spaces, with the root's arrow counting as one more.
  static func indent(_ line: Substring) -> Int {
    line.prefix { $0 == " " }.count
  }

  /// Parses the node starting at `lines[index]`, consuming continuation lines of a label that spans
  /// lines; `index` is left on the last line used.
  static func parse(_ lines: [Substring], _ index: inout Int, lineNumber: (Int) -> Int, report: ImportReport) -> CaptureNode {
    let place = "line \(lineNumber(index))"
    var s = lines[index].drop { $0 == " " }
    if s.first == "→" || s.first == "↳" { s = s.dropFirst().drop { $0 == " " } }
    let type = String(s.prefix { $0.isLetter })
    s = s.dropFirst(type.count)
    var node = CaptureNode(type: type, place: place)
    if s.hasPrefix(" (") , let close = s.firstIndex(of: ")") {
      s = s[s.index(after: close)...]  // "(Main)": the main window.
    }
    while s.hasPrefix(", ") {
      s = s.dropFirst(2)
      if s.hasPrefix("0x") {
        s = s.dropFirst(2).drop { $0.isHexDigit }
      } else if s.hasPrefix("{{") {
        let end = s.range(of: "}}")?.upperBound ?? s.endIndex
        node.frame = frame(s[..<end])
        if node.frame == nil { report.warnBadFrame(at: place) }
        s = s[end...]
      } else if s.hasPrefix("pid: ") {
        s = s.dropFirst(5).drop { $0.isNumber }
      } else if s.hasPrefix("traits: ") {
        let digits = s.dropFirst(8).prefix { $0.isNumber }
        if let raw = UInt64(digits) { node.traits = TraitNames.uikit(raw) }
        s = s.dropFirst(8 + digits.count)
      } else if let key = quotedKeys.first(where: { s.hasPrefix($0 + ": '") }) {
        s = s.dropFirst(key.count + 3)
        var text = ""
        while true {
          if let end = closingQuote(in: s) {
            text += s[..<end]
            s = s[s.index(after: end)...]
            break
          }
          // No end on this line: the value holds a newline (or the paste is cut short).
          if index + 1 < lines.count, !isSectionHeader(lines[index + 1]) {
            text += s + "\n"
            index += 1
            s = lines[index][...]
          } else {
            report.warn("unterminatedQuote", at: place, "the \(key) has no closing quote; read to the end of the line")
            text += s.hasSuffix("'") ? s.dropLast() : s
            s = s[s.endIndex...]
            break
          }
        }
        set(key, text, on: &node)
      } else if s.hasPrefix("value: ") {
        s = s.dropFirst(7)
        let end = nextField(in: s) ?? s.endIndex
        node.value = String(s[..<end])
        s = s[end...]
      } else if let flag = flags.first(where: { s.hasPrefix($0) && isBoundary(s.dropFirst($0.count)) }) {
        switch flag {
        case "Selected": node.selected = true
        case "Disabled": node.disabled = true
        case "Keyboard Focused", "Focused": node.focused = true
        default: break
        }
        s = s.dropFirst(flag.count)
      } else {
        // An unknown field: skip to the next one.
        s = s[(nextField(in: s) ?? s.endIndex)...]
      }
    }
    return node
  }

  static func isSectionHeader(_ line: Substring) -> Bool {
    line.hasPrefix("Element subtree:") || line.hasPrefix("Path to element:") || line.hasPrefix("Query chain:")
      || line.hasPrefix("Attributes:")
  }

  private static func set(_ key: String, _ text: String, on node: inout CaptureNode) {
    switch key {
    case "identifier": node.identifier = text.isEmpty ? nil : text
    case "label": node.label = text
    case "placeholderValue": node.placeholder = text
    case "title": node.title = text
    default: node.value = text
    }
  }

  /// The `'` that ends a quoted value: one followed by the end of the line or by another field.
  private static func closingQuote(in s: Substring) -> Substring.Index? {
    var from = s.startIndex
    while let quote = s[from...].firstIndex(of: "'") {
      let after = s.index(after: quote)
      if s[after...].allSatisfy({ $0 == " " || $0 == "\r" }) || isFieldStart(s[after...]) { return quote }
      from = after
    }
    return nil
  }

  /// Whether `s` starts with `, ` and a known key or flag.
  private static func isFieldStart(_ s: Substring) -> Bool {
    guard s.hasPrefix(", ") else { return false }
    let rest = s.dropFirst(2)
    if allKeys.contains(where: { rest.hasPrefix($0 + ": ") }) { return true }
    return flags.contains { rest.hasPrefix($0) && isBoundary(rest.dropFirst($0.count)) }
  }

  private static func isBoundary(_ s: Substring) -> Bool {
    s.isEmpty || s.hasPrefix(",") || s.allSatisfy { $0 == " " || $0 == "\r" }
  }

  /// Where the next known field starts (its `, `), if any.
  private static func nextField(in s: Substring) -> Substring.Index? {
    var from = s.startIndex
    while let comma = s[from...].firstIndex(of: ",") {
      if isFieldStart(s[comma...]) { return comma }
      from = s.index(after: comma)
    }
    return nil
  }

  /// `{{x, y}, {w, h}}`; nil unless all four numbers are in range (`Frame.checked`).
  static func frame(_ text: Substring) -> Frame? {
    let numbers = text.prefix(200).split { $0 == "{" || $0 == "}" || $0 == "," || $0 == " " }.compactMap { Double($0) }
    guard numbers.count == 4 else { return nil }
    return Frame.checked(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])?.withoutNegativeSize
  }
}
