import EarshotModel

/// The order TalkBack visits a Compose screen in: not the order nodes are printed (the order they
/// are composed) but the one Compose's accessibility delegate sets with `setTraversalBefore` and
/// `setTraversalAfter` (androidx `AndroidComposeViewAccessibilityDelegateCompat.android.kt` at
/// 0094ab03, `setTraversalValues`, `subtreeSortedByGeometryGrouping`, `sortByGeometryGroupings`,
/// `semanticComparator`): nodes whose top-to-bottom spans overlap form a row, rows go top to
/// bottom, each row left to right, and a traversal group (`IsTraversalGroup`) is ordered inside as
/// one block (`UnverifiedMapping.composeOrdersByPosition`). Where that differs from the printed
/// order, the document records it as `traversalBefore` and `traversalAfter`, as the delegate does.
struct ComposeOrder {
  typealias Node = ComposeSemanticsReader.PrintedNode
  var words = ComposeNode.Words()

  mutating func apply(roots: [Node], to elements: inout [Element], report: ImportReport) {
    var links: [String: (before: String?, after: String?)] = [:]
    for root in roots {
      let order = Self.sorted(root.children).map(\.id)
      let printed = Self.printed(root.children)
      guard order != printed, let first = order.indices.first(where: { order[$0] != printed[$0] }) else { continue }
      for (a, b) in zip(order, order.dropFirst()) {
        links[a, default: (nil, nil)].before = "node-" + b
        links[b, default: (nil, nil)].after = "node-" + a
      }
      let line = Self.find(order[first], in: root)?.line
      report.warn("composeOrder", at: line.map { "line \($0)" }, "Compose visits this screen by position, not as printed: node #\(order[first]) comes \(first == 0 ? "first" : "after node #\(order[first - 1])") (rows top to bottom, each left to right); the order is written as traversalBefore and traversalAfter")
    }
    var referenced = Set<String>()
    for (_, link) in links {
      if let b = link.before { referenced.insert(b) }
      if let a = link.after { referenced.insert(a) }
    }
    var seen = Set<String>()
    func link(_ e: inout Element) {
      if let id = e.id {
        let number = String(id.dropFirst("node-".count))
        if let l = links[number] {
          e.traversalBefore = l.before
          e.traversalAfter = l.after
        }
        // Ids are kept where the order names them, once each.
        if !referenced.contains(id) || !seen.insert(id).inserted { e.id = nil }
      }
      for i in e.children.indices { link(&e.children[i]) }
    }
    for i in elements.indices { link(&elements[i]) }
  }

  static func isGroup(_ node: Node) -> Bool {
    node.properties["IsTraversalGroup"] == "true" || node.properties["IsContainer"] == "true"
  }

  /// `subtreeSortedByGeometryGrouping`: every node of `list` and below, a traversal group's
  /// subtree ordered on its own and put where the group stands (the group itself is not listed).
  static func sorted(_ list: [Node]) -> [Node] {
    var geometry: [Node] = []
    var groups: [String: [Node]] = [:]
    func visit(_ node: Node) {
      geometry.append(node)
      if isGroup(node) {
        groups[node.id] = sorted(node.children)
      } else {
        for child in node.children { visit(child) }
      }
    }
    for node in list { visit(node) }
    return grouped(geometry, groups: groups)
  }

  /// `sortByGeometryGroupings`: each node joins the first row whose span it overlaps (the row's
  /// span shrinks to the overlap), else starts a row; rows by top then bottom; a row by left, top,
  /// bottom, right, then as printed.
  static func grouped(_ list: [Node], groups: [String: [Node]]) -> [Node] {
    var rows: [(top: Double, bottom: Double, nodes: [Int])] = []
    for (i, node) in list.enumerated() {
      let frame = node.frame ?? Frame(x: 0, y: 0, width: 0, height: 0)
      let top = frame.y, bottom = frame.maxY
      var placed = false
      if i > 0 {
        for r in rows.indices where top < bottom && rows[r].top < rows[r].bottom && max(rows[r].top, top) < min(rows[r].bottom, bottom) {
          rows[r].top = max(rows[r].top, top)
          rows[r].bottom = min(rows[r].bottom, bottom)
          rows[r].nodes.append(i)
          placed = true
          break
        }
      }
      if !placed { rows.append((top, bottom, [i])) }
    }
    let rowOrder = rows.indices.sorted { (rows[$0].top, rows[$0].bottom, $0) < (rows[$1].top, rows[$1].bottom, $1) }
    var result: [Node] = []
    for r in rowOrder {
      let nodes = rows[r].nodes.sorted { a, b in
        let fa = list[a].frame ?? Frame(x: 0, y: 0, width: 0, height: 0), fb = list[b].frame ?? Frame(x: 0, y: 0, width: 0, height: 0)
        return (fa.x, fa.y, fa.maxY, fa.maxX, a) < (fb.x, fb.y, fb.maxY, fb.maxX, b)
      }
      for i in nodes { result += groups[list[i].id] ?? [list[i]] }
    }
    return result
  }

  /// The nodes as printed, depth first, a traversal group standing for its subtree.
  static func printed(_ list: [Node]) -> [String] {
    var ids: [String] = []
    func visit(_ node: Node) {
      if !isGroup(node) { ids.append(node.id) }
      for child in node.children { visit(child) }
    }
    for node in list { visit(node) }
    return ids
  }

  static func find(_ id: String, in node: Node) -> Node? {
    if node.id == id { return node }
    for child in node.children { if let found = find(id, in: child) { return found } }
    return nil
  }
}
