import EarshotEngine
import EarshotModel

/// TalkBack's order for swiping: the node tree in pre-order (a node, then its children in the
/// order the app gives them), with two corrections (google/talkback@26a27dc
/// `utils/src/main/java/com/google/android/accessibility/utils/traversal/`):
///
/// - A container TalkBack does not focus is judged by where its focusable descendants are, and is
///   moved later among its siblings when those lie below or after a sibling, but only when its own
///   bounds agree that the app's order was right (`ReorderedChildrenIterator.java:113-187`, the
///   bounds from `NodeCachedBoundsCalculator.java:79-152`, compared as `ViewGroup` compares views,
///   top to bottom then left to right, `ReorderedChildrenIterator.java:199-242`).
/// - `traversalBefore` puts a node (with its subtree) where the node it names was, and that node
///   after it; `traversalAfter` moves a node to follow the node it names and its subtree; moves
///   that would loop are ignored (`OrderedTraversalController.java:120-225`).
///
/// Swiping never uses geometry otherwise (`TraversalStrategyUtils.java:49-66`): this is not
/// VoiceOver's order by rows.
extension NodeTree {
  /// Every node, in the order swiping passes them.
  mutating func traversal() -> [Int] {
    var tree = WorkingTree(count: nodes.count)
    for i in nodes.indices { tree.children[i] = orderedChildren(of: i) }
    for i in nodes.indices { for c in tree.children[i] { tree.parent[c] = i } }
    tree.top = roots
    // Moves in the order the nodes were read (TalkBack walks a hash map; any order gives the same
    // result unless two moves compete for one node).
    var ids: [String: Int] = [:]
    for i in nodes.indices { if let id = nodes[i].element.id, ids[id] == nil { ids[id] = i } }
    for i in nodes.indices {
      if let before = nodes[i].props.traversalBefore, let target = ids[before] {
        tree.move(i, before: target, movesBefore: { nodes[$0].props.traversalBefore.flatMap { ids[$0] } })
      } else if let after = nodes[i].props.traversalAfter, let target = ids[after] {
        tree.move(i, after: target, movesBefore: { nodes[$0].props.traversalBefore.flatMap { ids[$0] } })
      }
    }
    return tree.preorder()
  }

  /// A node's children in the app's order, with containers TalkBack does not focus moved later
  /// where their focusable content lies later (`ReorderedChildrenIterator.reorder`).
  mutating func orderedChildren(of i: Int) -> [Int] {
    var children = nodes[i].children
    guard children.count > 1, children.contains(where: { usesChildrenBounds($0) }) else { return children }
    var index = children.count - 2
    while index >= 0 {
      let current = children[index]
      if usesChildrenBounds(current) {
        var next = index + 1
        while next < children.count, needsSwap(current, children[next]) {
          children.swapAt(next - 1, next)
          next += 1
        }
      }
      index -= 1
    }
    return children
  }

  private mutating func needsSwap(_ left: Int, _ right: Int) -> Bool {
    guard let l = bounds(left), let r = bounds(right), Self.compare(l, r) > 0,
      let lf = nodes[left].frame, let rf = nodes[right].frame
    else { return false }
    return Self.compare(lf, rf) < 0
  }

  /// Whether the node is judged by its children's bounds rather than its own.
  private mutating func usesChildrenBounds(_ i: Int) -> Bool {
    guard let own = nodes[i].frame, let judged = bounds(i) else { return false }
    return own != judged
  }

  /// `NodeCachedBoundsCalculator.fetchBound`: a focused node's own bounds; another's cut down to
  /// the union of its children's.
  private mutating func bounds(_ i: Int) -> Frame? {
    if let known = judgedBounds[i] { return known }
    let judged = judge(i)
    judgedBounds[i] = .some(judged)
    return judged
  }

  private mutating func judge(_ i: Int) -> Frame? {
    guard let own = nodes[i].frame else { return nil }
    if shouldFocus(i) || nodes[i].children.isEmpty { return own }
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    for c in nodes[i].children {
      guard let b = bounds(c) else { continue }
      minX = min(minX, b.x)
      minY = min(minY, b.y)
      maxX = max(maxX, b.maxX)
      maxY = max(maxY, b.maxY)
    }
    guard minX.isFinite else { return own }
    let x = max(minX, own.x), y = max(minY, own.y)
    return Frame(x: x, y: y, width: min(maxX, own.maxX) - x, height: min(maxY, own.maxY) - y)
  }

  /// `ReorderedChildrenIterator.compare`: negative when `a` comes first. Above before below; on
  /// the same stripe, left before right, then higher, taller and wider first; never equal.
  static func compare(_ a: Frame, _ b: Frame) -> Int {
    if a.maxY - b.y <= 0 { return -1 }
    if a.y - b.maxY >= 0 { return 1 }
    if a.x != b.x { return a.x < b.x ? -1 : 1 }
    if a.y != b.y { return a.y < b.y ? -1 : 1 }
    if a.height != b.height { return a.height > b.height ? -1 : 1 }
    if a.width != b.width { return a.width > b.width ? -1 : 1 }
    return -1
  }
}

/// The copy of the tree TalkBack reorders (`WorkingTree.java`): parents and children by node index,
/// the windows at the top.
private struct WorkingTree {
  var parent: [Int?]
  var children: [[Int]]
  var top: [Int] = []

  init(count: Int) {
    parent = Array(repeating: nil, count: count)
    children = Array(repeating: [], count: count)
  }

  /// Whether `node` is `ancestor` or below it (`WorkingTree.hasDescendant`).
  func isWithin(_ node: Int?, _ ancestor: Int) -> Bool {
    var current = node, steps = 0
    while let c = current, steps <= parent.count {
      if c == ancestor { return true }
      current = parent[c]
      steps += 1
    }
    return false
  }

  /// `getParentsThatAreMovedBeforeOrSameNode`: a parent moved before this node moves with it.
  func movingRoot(_ node: Int, movesBefore: (Int) -> Int?) -> Int {
    var current = node, steps = 0
    while let p = parent[current], movesBefore(p) == current, steps <= parent.count {
      current = p
      steps += 1
    }
    return current
  }

  mutating func detach(_ node: Int) {
    if let p = parent[node] { children[p].removeAll { $0 == node } } else { top.removeAll { $0 == node } }
    parent[node] = nil
  }

  /// `moveNodeBefore` (OrderedTraversalController.java:142-174).
  mutating func move(_ node: Int, before target: Int, movesBefore: (Int) -> Int?) {
    if isWithin(target, node) { return }
    let root = movingRoot(node, movesBefore: movesBefore)
    let destination = parent[target]
    if let d = destination, isWithin(d, root) { return }
    detach(root)
    if let d = destination {
      if let at = children[d].firstIndex(of: target) { children[d][at] = root }
    } else if let at = top.firstIndex(of: target) {
      top[at] = root
    }
    parent[root] = destination
    children[node].append(target)
    parent[target] = node
  }

  /// `moveNodeAfter` (OrderedTraversalController.java:210-225).
  mutating func move(_ node: Int, after target: Int, movesBefore: (Int) -> Int?) {
    if isWithin(target, node) { return }
    let root = movingRoot(node, movesBefore: movesBefore)
    if isWithin(target, root) { return }
    detach(root)
    children[target].append(root)
    parent[root] = target
  }

  /// Pre-order from the windows (`WorkingTree.getNext`).
  func preorder() -> [Int] {
    var out: [Int] = []
    out.reserveCapacity(parent.count)
    var stack = top.reversed() as [Int]
    var seen = Set<Int>()
    while let n = stack.popLast() {
      guard seen.insert(n).inserted else { continue }
      out.append(n)
      stack.append(contentsOf: children[n].reversed())
    }
    return out
  }
}
