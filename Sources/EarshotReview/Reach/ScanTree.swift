import EarshotModel

/// What Switch Control's item scanning moves through: at each level, elements and groups; selecting
/// a group scans its members.
indirect enum ScanNode: Hashable, Sendable {
  /// An element, by its stop index.
  case item(stop: Int)
  /// A group the person selects to enter; `label` names it in speech and routes. `estimate` says
  /// what Group Items was estimated to group ("a row", "a column", "neighbours"), nil for a group
  /// the screen's own containers make.
  case group(key: String, label: String?, members: [ScanNode], estimate: String?)

  /// The stops inside, in scanning order.
  var stops: [Int] {
    switch self {
    case .item(let stop): return [stop]
    case .group(_, _, let members, _): return members.flatMap(\.stops)
    }
  }
}

/// A group a stop belongs to, as the scan sees it.
struct ScanGroup: Hashable, Sendable {
  var key: String
  var label: String?
}

/// The scan of one screen: its top level, and where each scanned stop sits in it.
struct ScanTree: Hashable, Sendable {
  let root: [ScanNode]
  /// For each scanned stop, its index at each level from the top (the last is the item itself).
  let positions: [Int: [Int]]

  /// Builds the scan from the scanned stops in visiting order and, for each, the groups around it,
  /// outermost first. Consecutive stops in the same group form one group; a group with a single
  /// scanned member is that member, as there is nothing to choose between. `arrange` then groups
  /// each level as Group Items would (`ScanGrouping`), innermost levels first.
  init(stops: [Int], groups: (Int) -> [ScanGroup], arrange: ([ScanNode]) -> [ScanNode] = { $0 }) {
    let chains = stops.map { ($0, groups($0)) }
    root = arrange(Self.level(chains[...], depth: 0, arrange: arrange))
    var positions: [Int: [Int]] = [:]
    func visit(_ nodes: [ScanNode], prefix: [Int]) {
      for (i, node) in nodes.enumerated() {
        switch node {
        case .item(let stop): positions[stop] = prefix + [i]
        case .group(_, _, let members, _): visit(members, prefix: prefix + [i])
        }
      }
    }
    visit(root, prefix: [])
    self.positions = positions
  }

  private static func level(_ chains: ArraySlice<(Int, [ScanGroup])>, depth: Int, arrange: ([ScanNode]) -> [ScanNode]) -> [ScanNode] {
    var nodes: [ScanNode] = []
    var i = chains.startIndex
    while i < chains.endIndex {
      let (stop, groups) = chains[i]
      guard depth < groups.count else {
        nodes.append(.item(stop: stop))
        i += 1
        continue
      }
      let group = groups[depth]
      var end = i + 1
      while end < chains.endIndex, chains[end].1.count > depth, chains[end].1[depth] == group { end += 1 }
      let members = arrange(level(chains[i..<end], depth: depth + 1, arrange: arrange))
      if members.count == 1 { nodes.append(members[0]) } else { nodes.append(.group(key: group.key, label: group.label, members: members, estimate: nil)) }
      i = end
    }
    return nodes
  }

  /// The node at `position` (indices from the top).
  func node(at position: [Int]) -> ScanNode? {
    var level = root
    var node: ScanNode?
    for index in position {
      guard level.indices.contains(index) else { return nil }
      node = level[index]
      if case .group(_, _, let members, _) = level[index] { level = members } else { level = [] }
    }
    return node
  }
}
