import EarshotModel

/// The nesting of a Compose printout whose leading spaces were lost (pasted or trimmed: its `|-Node`
/// lines start at column 0), read back from the marks that remain.
///
/// `printToStringInner` (androidx `compose/ui/ui-test/src/commonMain/kotlin/androidx/compose/ui/test/Output.kt`
/// at 221a95fd) writes, before a node at depth d, one three-column mark per level above it, " | "
/// where the node of that level on its path is followed by a sibling and three spaces where it is
/// the last child, then " |-"; before its properties, the marks of levels 1 to d, its own last.
/// Losing the leading spaces loses only the marks of the outermost levels up to the first "|", which
/// were all "last child". So each node line says which of its ancestors are followed by a sibling,
/// each property line the same of the node too, and the depths are those for which every such
/// mark agrees with the siblings the nodes really have. Where the marks allow more than one nesting
/// (a node printed without properties could hold the node after it or be its sibling), the deepest
/// is taken (`UnverifiedMapping.composeFlatTakesDeepestNesting`).
enum ComposeFlatNesting {
  /// What one node's lines say: from its node line, whether each visible ancestor level is followed
  /// by a sibling (outermost first) and how many levels are visible; from its property lines (nil
  /// when it has none) the same for the visible levels down to its own.
  struct Marks {
    var ancestors: [Bool]
    var visible: Int
    var properties: [Bool]?
  }

  /// The marks of a node line's prefix (`|-`, `|  |-`, `|     |-`), or nil when it is not one.
  static func nodeMarks(_ prefix: Substring) -> Marks? {
    guard prefix.hasSuffix("|-"), let levels = levels(Substring(String(prefix.dropLast(2)) + "| ")), levels.first == true else { return nil }
    return Marks(ancestors: Array(levels.dropLast()), visible: levels.count, properties: nil)
  }

  /// The marks before a property (`| `, `|  | `, `|    `, or nothing), or nil when they are not marks.
  static func levels(_ indent: Substring) -> [Bool]? {
    if indent.isEmpty { return [] }
    let chars = Array(indent)
    guard chars.first == "|", (chars.count + 1) % 3 == 0 else { return nil }
    var out: [Bool] = []
    for j in 0..<(chars.count + 1) / 3 {
      // Each level's mark is " | " or "   ", its leading space lost on the first.
      let mark = chars[3 * j], around = [3 * j - 1, 3 * j + 1].filter { $0 >= 0 && $0 < chars.count }.map { chars[$0] }
      guard mark == "|" || mark == " ", around.allSatisfy({ $0 == " " }) else { return nil }
      out.append(mark == "|")
    }
    return out
  }

  /// Each node's depth (the first, the printout's root, at 0), or nil when no nesting agrees with
  /// the marks or working it out would take more than `limit` steps.
  static func depths(_ marks: [Marks], limit: Int = 20_000) -> [Int]? {
    // The search goes one call deeper per node.
    guard !marks.isEmpty, marks.count <= 2_000 else { return marks.isEmpty ? [] : nil }
    var depth = [Int](repeating: 0, count: marks.count)
    // What the marks require of each node: followed by a sibling (true) or the last child (false).
    var required = [Bool?](repeating: nil, count: marks.count)
    var path = [0]
    var steps = 0

    /// Requires `node` to be followed by a sibling or not, noting the change in `undo`.
    func require(_ node: Int, _ sibling: Bool, _ undo: inout [Int]) -> Bool {
      if let r = required[node] { return r == sibling }
      required[node] = sibling
      undo.append(node)
      return true
    }
    /// What node `i`'s lines require of the nodes on `path` (its own at its depth, the last).
    func impose(_ i: Int, on path: [Int], _ undo: inout [Int]) -> Bool {
      let d = path.count - 1, m = marks[i]
      guard d >= m.visible else { return false }
      for level in 1..<d {
        let j = level - (d - m.visible + 1)
        if !require(path[level], j >= 0 ? m.ancestors[j] : false, &undo) { return false }
      }
      if let own = m.properties {
        guard d >= own.count else { return false }
        for level in 1...d {
          let j = level - (d - own.count + 1)
          if !require(path[level], j >= 0 ? own[j] : false, &undo) { return false }
        }
      }
      return true
    }
    func place(_ i: Int) -> Bool {
      steps += 1
      guard steps <= limit else { return false }
      if i == marks.count {
        // Every node still open is the last of its parent's children.
        return path.dropFirst().allSatisfy { required[$0] != true }
      }
      // Deepest first: a child of the node before, then a sibling of it or of an ancestor; no
      // deeper than a printout with its indentation may nest.
      for d in stride(from: min(path.count, InputLimits.elementDepth - 1), through: 1, by: -1) {
        // The node closed at this depth is followed by `i`; those closed below it are last.
        if d < path.count {
          guard required[path[d]] != false, path[(d + 1)...].allSatisfy({ required[$0] != true }) else { continue }
        }
        let saved = path
        var undo: [Int] = []
        if d < path.count { _ = require(path[d], true, &undo) }
        for node in path.dropFirst(d + 1) { _ = require(node, false, &undo) }
        path = Array(path.prefix(d)) + [i]
        if impose(i, on: path, &undo) {
          depth[i] = d
          if place(i + 1) { return true }
        }
        for node in undo { required[node] = nil }
        path = saved
        if steps > limit { return false }
      }
      return false
    }
    return place(1) ? depth : nil
  }
}

extension ComposeFlatNesting {
  /// `nodes` (the root's children as read, in order, none holding another) nested at `depths`
  /// (1 for a child of the root).
  static func nest(_ nodes: [ComposeSemanticsReader.PrintedNode], depths: [Int]) -> [ComposeSemanticsReader.PrintedNode] {
    var top: [ComposeSemanticsReader.PrintedNode] = []
    var open: [(depth: Int, node: ComposeSemanticsReader.PrintedNode)] = []
    func close(to depth: Int) {
      while let last = open.last, last.depth >= depth {
        let done = open.removeLast().node
        if open.isEmpty { top.append(done) } else { open[open.count - 1].node.children.append(done) }
      }
    }
    for (node, depth) in zip(nodes, depths) {
      close(to: depth)
      open.append((depth, node))
    }
    close(to: 1)
    return top
  }
}
