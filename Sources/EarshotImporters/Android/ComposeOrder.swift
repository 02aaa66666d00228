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
      let order = Self.sorted(root.children)
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

  /// What ordering needs of a node: its id and bounds.
  struct Entry {
    var id: String
    var left: Double, top: Double, right: Double, bottom: Double

    init(_ node: Node) {
      id = node.id
      let frame = node.frame ?? Frame(x: 0, y: 0, width: 0, height: 0)
      left = frame.x
      top = frame.y
      right = frame.maxX
      bottom = frame.maxY
    }
  }

  /// `subtreeSortedByGeometryGrouping`: the ids of every node of `list` and below, a traversal
  /// group's subtree ordered on its own and put where the group stands (the group itself is not listed).
  static func sorted(_ list: [Node]) -> [String] {
    var geometry: [Entry] = []
    var groups: [String: [String]] = [:]
    func visit(_ node: Node) {
      geometry.append(Entry(node))
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
  static func grouped(_ list: [Entry], groups: [String: [String]]) -> [String] {
    var rows: [(top: Double, bottom: Double, nodes: [Int])] = []
    // The rows' spans in a tree of ranges, so the first row a node overlaps is found without
    // passing the rows before it one by one (a tall node early on overlaps every later one).
    var spans = RowSpans(capacity: list.count)
    for (i, node) in list.enumerated() {
      let top = node.top, bottom = node.bottom
      if i > 0, top < bottom, let r = spans.firstOverlapping(top: top, bottom: bottom) {
        rows[r].top = max(rows[r].top, top)
        rows[r].bottom = min(rows[r].bottom, bottom)
        rows[r].nodes.append(i)
        spans.set(r, top: rows[r].top, bottom: rows[r].bottom)
      } else {
        spans.set(rows.count, top: top, bottom: bottom)
        rows.append((top, bottom, [i]))
      }
    }
    let rowOrder = rows.indices.sorted { (rows[$0].top, rows[$0].bottom, $0) < (rows[$1].top, rows[$1].bottom, $1) }
    var result: [String] = []
    result.reserveCapacity(list.count)
    for r in rowOrder {
      let nodes = rows[r].nodes.sorted { a, b in
        (list[a].left, list[a].top, list[a].bottom, list[a].right, a) < (list[b].left, list[b].top, list[b].bottom, list[b].right, b)
      }
      for i in nodes {
        if groups.isEmpty { result.append(list[i].id) } else { result += groups[list[i].id] ?? [list[i].id] }
      }
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

/// The spans of the rows made so far, by row, as a tree of ranges holding the least top and greatest
/// bottom of each range's rows: the first row overlapping a span is found by going down only
/// into ranges that may hold one.
struct RowSpans {
  private let size: Int
  /// Per range: the least top and the greatest bottom of its rows that have height.
  private var least: [Double], greatest: [Double]

  init(capacity: Int) {
    var size = 1
    while size < max(capacity, 1) { size *= 2 }
    self.size = size
    least = Array(repeating: .infinity, count: 2 * size)
    greatest = Array(repeating: -.infinity, count: 2 * size)
  }

  /// Sets row `r`'s span; a row without height overlaps nothing.
  mutating func set(_ r: Int, top: Double, bottom: Double) {
    var at = size + r
    (least[at], greatest[at]) = top < bottom ? (top, bottom) : (.infinity, -.infinity)
    at /= 2
    while at >= 1 {
      least[at] = min(least[2 * at], least[2 * at + 1])
      greatest[at] = max(greatest[2 * at], greatest[2 * at + 1])
      at /= 2
    }
  }

  /// The first row whose span overlaps `top..<bottom`.
  func firstOverlapping(top: Double, bottom: Double) -> Int? {
    func search(_ at: Int) -> Int? {
      guard least[at] < bottom, greatest[at] > top else { return nil }
      if at >= size {
        // A leaf: its own top and bottom.
        return at - size
      }
      return search(2 * at) ?? search(2 * at + 1)
    }
    return search(1)
  }
}
