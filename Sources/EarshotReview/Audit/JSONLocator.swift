import EarshotModel

/// Where a value starts in a JSON file: 1-based line and column (in characters).
public struct SourcePosition: Hashable, Sendable {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}

/// Finds where the values at given JSON paths (`root.children[3]`, the paths element and finding
/// carry) start in a JSON text, so CI annotations can point at the line. One pass over the bytes;
/// the text has already been parsed, so it is well formed, and nesting is bounded as the parser
/// bounds it.
public enum JSONLocator {
  public static func positions(of paths: Set<String>, in bytes: [UInt8]) -> [String: SourcePosition] {
    guard !paths.isEmpty else { return [:] }
    enum Frame {
      case object(path: String, key: String?)
      case array(path: String, index: Int)
    }
    var found: [String: SourcePosition] = [:]
    var stack: [Frame] = []
    var line = 1, lineStart = 0
    // The column is counted on from the last value found on the same line, so a document written
    // on one line (as machines write them) is still read in one pass.
    var counted = (offset: 0, column: 1)
    var i = 0
    /// The path of the value starting now, from the innermost container.
    func currentPath() -> String? {
      switch stack.last {
      case nil: return ""
      case .object(let path, let key)?: return key.map { path.isEmpty ? $0 : "\(path).\($0)" }
      case .array(let path, let index)?: return "\(path)[\(index)]"
      }
    }
    func valueStarts(at offset: Int) -> String {
      let path = currentPath() ?? ""
      if paths.contains(path), found[path] == nil {
        // Columns count characters: UTF-8 continuation bytes do not start one.
        if counted.offset < lineStart { counted = (lineStart, 1) }
        let column = bytes[counted.offset..<offset].reduce(counted.column) { $0 + (($1 & 0xC0) == 0x80 ? 0 : 1) }
        counted = (offset, column)
        found[path] = SourcePosition(line: line, column: column)
      }
      return path
    }
    func readString() -> String {
      var raw: [UInt8] = []
      i += 1
      while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
        if bytes[i] == UInt8(ascii: "\\") { raw.append(bytes[i]); i += 1 }
        if i < bytes.count { raw.append(bytes[i]) }
        i += 1
      }
      i += 1
      // Keys of screen documents are plain words; an escaped key is kept as written.
      return String(decoding: raw, as: UTF8.self)
    }
    var expectingKey = false
    while i < bytes.count, found.count < paths.count, stack.count <= 512 {
      let b = bytes[i]
      switch b {
      case UInt8(ascii: "\n"):
        line += 1
        lineStart = i + 1
        i += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ":"):
        i += 1
      case UInt8(ascii: ","):
        if case .array(let path, let index)? = stack.last { stack[stack.count - 1] = .array(path: path, index: index + 1) }
        if case .object? = stack.last { expectingKey = true }
        i += 1
      case UInt8(ascii: "{"):
        let path = valueStarts(at: i)
        stack.append(.object(path: path, key: nil))
        expectingKey = true
        i += 1
      case UInt8(ascii: "["):
        let path = valueStarts(at: i)
        stack.append(.array(path: path, index: 0))
        i += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        stack.removeLast()
        expectingKey = false
        i += 1
      case UInt8(ascii: "\""):
        if expectingKey, case .object(let path, _)? = stack.last {
          let key = readString()
          stack[stack.count - 1] = .object(path: path, key: key)
          expectingKey = false
        } else {
          _ = valueStarts(at: i)
          _ = readString()
        }
      default:
        _ = valueStarts(at: i)
        while i < bytes.count, !",}]\n \t\r".utf8.contains(bytes[i]) { i += 1 }
      }
    }
    return found
  }
}
