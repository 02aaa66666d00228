/// Writes JSON text: stable member order, integers without a fractional part, two-space indentation.
public enum JSONWriter {
  /// Returns `value` as JSON text. Pretty output puts every member on its own line; short lists of
  /// scalars (frames, sizes, traits) stay on one line so screen documents remain short and readable.
  public static func string(_ value: JSONValue, pretty: Bool = true) -> String {
    var out = ""
    write(value, into: &out, indent: 0, pretty: pretty)
    if pretty { out += "\n" }
    return out
  }

  private static func write(_ value: JSONValue, into out: inout String, indent: Int, pretty: Bool) {
    switch value {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += format(n)
    case .string(let s): writeString(s, into: &out)
    case .array(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      if !pretty || isShortScalarList(items) {
        out += "["
        for (i, item) in items.enumerated() {
          if i > 0 { out += pretty ? ", " : "," }
          write(item, into: &out, indent: indent, pretty: pretty)
        }
        out += "]"
        return
      }
      out += "[\n"
      for (i, item) in items.enumerated() {
        out += String(repeating: " ", count: indent + 2)
        write(item, into: &out, indent: indent + 2, pretty: pretty)
        out += i == items.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "]"
    case .object(let object):
      if object.isEmpty {
        out += "{}"
        return
      }
      out += pretty ? "{\n" : "{"
      for (i, member) in object.members.enumerated() {
        if pretty { out += String(repeating: " ", count: indent + 2) }
        writeString(member.key, into: &out)
        out += pretty ? ": " : ":"
        write(member.value, into: &out, indent: indent + 2, pretty: pretty)
        if i < object.members.count - 1 { out += "," }
        if pretty { out += "\n" }
      }
      if pretty { out += String(repeating: " ", count: indent) }
      out += "}"
    }
  }

  /// Lists of numbers, strings or booleans that fit on a line stay on one line (frames, traits).
  private static func isShortScalarList(_ items: [JSONValue]) -> Bool {
    var length = 0
    for item in items {
      switch item {
      case .number(let n): length += format(n).count + 2
      case .string(let s): length += s.count + 4
      case .bool: length += 6
      default: return false
      }
    }
    return length <= 72
  }

  /// Formats a number the shortest way that reads back the same; whole numbers have no ".0".
  public static func format(_ n: Double) -> String {
    if !n.isFinite { return "null" }
    if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
    return "\(n)"
  }

  private static func writeString(_ s: String, into out: inout String) {
    out += "\""
    // Copy runs of plain text whole; only the few bytes that need escaping are written one by one.
    let utf8 = s.utf8
    var runStart = utf8.startIndex
    var i = utf8.startIndex
    while i != utf8.endIndex {
      let byte = utf8[i]
      let escape: String?
      switch byte {
      case 0x22: escape = "\\\""
      case 0x5C: escape = "\\\\"
      case 0x0A: escape = "\\n"
      case 0x0D: escape = "\\r"
      case 0x09: escape = "\\t"
      case 0..<0x20:
        let hex = String(byte, radix: 16)
        escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: escape = nil
      }
      if let escape {
        out += s[runStart..<i]
        out += escape
        runStart = utf8.index(after: i)
      }
      i = utf8.index(after: i)
    }
    out += s[runStart..<utf8.endIndex]
    out += "\""
  }

}
