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
/// bounds it. The paths asked for are read into a tree of their parts first, so values on no
/// path asked for are passed over without spelling out their paths.
public enum JSONLocator {
  /// A place in the tree of the paths asked for: the parts that go on from it, and whether it is
  /// one of the paths itself.
  private struct Node {
    var keys: [String: Int] = [:]
    var indices: [Int: Int] = [:]
    var path: String?
  }

  /// The tree of `paths`: node 0 is the document (the path ""); a part is `.key` or `[index]`.
  private static func tree(_ paths: Set<String>) -> [Node] {
    var nodes = [Node()]
    for path in paths {
      // Read as bytes: the paths are ASCII parts and brackets, and there is one per finding.
      var bytes = Array(path.utf8)[...]
      var node = 0
      while let first = bytes.first {
        let next: Int
        if first == UInt8(ascii: "["), let close = bytes.firstIndex(of: UInt8(ascii: "]")), close > bytes.startIndex + 1,
           bytes[(bytes.startIndex + 1)..<close].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
           let index = Int(String(decoding: bytes[(bytes.startIndex + 1)..<close], as: UTF8.self)) {
          bytes = bytes[(close + 1)...]
          if let known = nodes[node].indices[index] { next = known } else {
            next = nodes.count
            nodes.append(Node())
            nodes[node].indices[index] = next
          }
        } else {
          if first == UInt8(ascii: "."), node != 0 { bytes = bytes.dropFirst() }
          let end = bytes.firstIndex { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "[") } ?? bytes.endIndex
          let key = String(decoding: bytes[..<end], as: UTF8.self)
          bytes = bytes[end...]
          if let known = nodes[node].keys[key] { next = known } else {
            next = nodes.count
            nodes.append(Node())
            nodes[node].keys[key] = next
          }
        }
        node = next
      }
      nodes[node].path = path
    }
    return nodes
  }

  public static func positions(of paths: Set<String>, in bytes: [UInt8]) -> [String: SourcePosition] {
    guard !paths.isEmpty else { return [:] }
    let nodes = tree(paths)
    /// `node` is the container's place in the tree, -1 off every path asked for; `next`, the place
    /// of the value that comes next in it (the one under the last key read, or at `index`).
    enum Frame {
      case object(node: Int, next: Int)
      case array(node: Int, index: Int)
    }
    var found: [String: SourcePosition] = [:]
    var stack: [Frame] = []
    var line = 1, lineStart = 0
    // The column is counted on from the last value found on the same line, so a document written
    // on one line (as machines write them) is still read in one pass.
    var counted = (offset: 0, column: 1)
    var i = 0
    /// The place in the tree of the value starting now, from the innermost container.
    func currentNode() -> Int {
      switch stack.last {
      case nil: return 0
      case .object(_, let next)?: return next
      case .array(let node, let index)?: return node < 0 ? -1 : nodes[node].indices[index] ?? -1
      }
    }
    func valueStarts(at offset: Int) -> Int {
      let node = currentNode()
      if node >= 0, let path = nodes[node].path, found[path] == nil {
        // Columns count characters: UTF-8 continuation bytes do not start one.
        if counted.offset < lineStart { counted = (lineStart, 1) }
        let column = bytes[counted.offset..<offset].reduce(counted.column) { $0 + (($1 & 0xC0) == 0x80 ? 0 : 1) }
        counted = (offset, column)
        found[path] = SourcePosition(line: line, column: column)
      }
      return node
    }
    /// Reads a string, returning its bytes as written (escapes kept) when `keep`.
    func readString(keep: Bool) -> String? {
      var raw: [UInt8] = []
      i += 1
      while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
        if bytes[i] == UInt8(ascii: "\\") {
          if keep { raw.append(bytes[i]) }
          i += 1
        }
        if keep, i < bytes.count { raw.append(bytes[i]) }
        i += 1
      }
      i += 1
      // Keys of screen documents are plain words; an escaped key is kept as written.
      return keep ? String(decoding: raw, as: UTF8.self) : nil
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
        if case .array(let node, let index)? = stack.last { stack[stack.count - 1] = .array(node: node, index: index + 1) }
        if case .object? = stack.last { expectingKey = true }
        i += 1
      case UInt8(ascii: "{"):
        let node = valueStarts(at: i)
        stack.append(.object(node: node, next: -1))
        expectingKey = true
        i += 1
      case UInt8(ascii: "["):
        let node = valueStarts(at: i)
        stack.append(.array(node: node, index: 0))
        i += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        stack.removeLast()
        expectingKey = false
        i += 1
      case UInt8(ascii: "\""):
        if expectingKey, case .object(let node, _)? = stack.last {
          let key = readString(keep: node >= 0)
          stack[stack.count - 1] = .object(node: node, next: key.flatMap { nodes[node].keys[$0] } ?? -1)
          expectingKey = false
        } else {
          _ = valueStarts(at: i)
          _ = readString(keep: false)
        }
      default:
        _ = valueStarts(at: i)
        while i < bytes.count, !",}]\n \t\r".utf8.contains(bytes[i]) { i += 1 }
      }
    }
    return found
  }
}
