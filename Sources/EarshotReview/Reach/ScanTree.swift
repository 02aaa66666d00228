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
    var out: [Int] = []
    forEachStop { out.append($0) }
    return out
  }

  /// Calls `body` with each stop inside, in scanning order, without gathering them: the estimate
  /// reads the stops of groups nested many levels deep, and an array at each level was most of its cost.
  func forEachStop(_ body: (Int) -> Void) {
    switch self {
    case .item(let stop): body(stop)
    case .group(_, _, let members, _): for m in members { m.forEachStop(body) }
    }
  }

  /// The first and last stops inside, in scanning order.
  var firstStop: Int? {
    switch self {
    case .item(let stop): return stop
    case .group(_, _, let members, _): return members.lazy.compactMap(\.firstStop).first
    }
  }

  var lastStop: Int? {
    switch self {
    case .item(let stop): return stop
    case .group(_, _, let members, _): return members.reversed().lazy.compactMap(\.lastStop).first
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
  let positions: ScanPositions

  /// Builds the scan from the scanned stops in visiting order and, for each, the groups around it,
  /// outermost first. Consecutive stops in the same group form one group; a group with a single
  /// scanned member is that member, as there is nothing to choose between. `arrange` then groups
  /// each level as Group Items would (`ScanGrouping`), innermost levels first.
  init(stops: [Int], groups: (Int) -> [ScanGroup], arrange: ([ScanNode]) -> [ScanNode] = { $0 }) {
    let chains = stops.map { ($0, groups($0)) }
    root = arrange(Self.level(chains[...], depth: 0, arrange: arrange))
    positions = ScanPositions(root, stops: (stops.max() ?? -1) + 1)
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

/// Where each scanned stop sits in a scan: its index at each level from the top, all of them in one
/// flat array and found by the stop's number, as a dictionary of an array for each stop took
/// megabytes on a large screen and a hash and an allocation to make or read each.
struct ScanPositions: Hashable, Sendable {
  /// Every stop's indices, one stop's after another's, in scanning order.
  private var indices: [Int32] = []
  /// Indexed by stop: where its indices begin and end in `indices`; -1 for a stop the scan does
  /// not hold.
  private var begins: [Int32]
  private var ends: [Int32]

  init(_ root: [ScanNode], stops count: Int) {
    ends = Array(repeating: -1, count: count)
    begins = Array(repeating: -1, count: count)
    var path: [Int32] = []
    func visit(_ nodes: [ScanNode]) {
      for (i, node) in nodes.enumerated() {
        path.append(Int32(i))
        switch node {
        case .item(let stop):
          begins[stop] = Int32(indices.count)
          indices += path
          ends[stop] = Int32(indices.count)
        case .group(_, _, let members, _): visit(members)
        }
        path.removeLast()
      }
    }
    visit(root)
  }

  /// Stop `stop`'s index at each level from the top; nil when the scan does not hold it.
  subscript(stop: Int) -> LazyMapSequence<ArraySlice<Int32>, Int>? {
    guard stop >= 0, stop < ends.count, ends[stop] >= 0 else { return nil }
    return indices[Int(begins[stop])..<Int(ends[stop])].lazy.map { Int($0) }
  }
}
