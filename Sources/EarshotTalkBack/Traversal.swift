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
    for i in nodes.indices { for c in orderedChildren(of: i) { tree.append(c, to: i) } }
    for r in roots { tree.append(r, to: nil) }
    // Moves in the order the nodes were read (TalkBack walks a hash map; any order gives the same
    // result unless two moves compete for one node).
    let before = nodes.map { $0.flags.contains(.traversal) ? $0.props.traversalBefore.flatMap { byID[$0] } : nil }
    for i in nodes.indices {
      if let target = before[i] {
        tree.move(i, before: target, movesBefore: before)
      } else if nodes[i].flags.contains(.traversal), let after = nodes[i].props.traversalAfter, let target = byID[after] {
        tree.move(i, after: target, movesBefore: before)
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
    guard let own = nodes[i].frame else { return nil }
    if shouldFocus(i) || nodes[i].children.isEmpty { return own }
    if let known = judgedBounds[i] { return known }
    let judged = union(ofChildrenOf: i, within: own)
    judgedBounds[i] = judged
    return judged
  }

  /// The union of the node's children's bounds cut to its own frame, else its own frame.
  private mutating func union(ofChildrenOf i: Int, within own: Frame) -> Frame {
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
/// the windows at the top. Children are linked lists, so a node leaves or takes a place among
/// thousands of siblings in one step; what moves with a node is remembered along the chains of
/// nodes moved before one another, so a screen linked into one chain is not walked at every move.
private struct WorkingTree {
  let count: Int
  /// Each node's parent; nil at the top. A node is in its parent's list (or the top's) only when
  /// `listed`: a move that finds no place for a node leaves it out, as TalkBack's does.
  var parent: [Int?]
  var listed: [Bool]
  /// The lists: index `count` stands for the top.
  var first: [Int?], last: [Int?]
  var next: [Int?], previous: [Int?]
  /// A node further up the chain of nodes moved before one another that starts at each node, with
  /// the steps to it; good while `epoch` is the one it was found in (a chain broken makes a new one).
  var jump: [Int], jumpSteps: [Int], jumpEpoch: [Int]
  var epoch = 1

  init(count: Int) {
    self.count = count
    parent = Array(repeating: nil, count: count)
    listed = Array(repeating: false, count: count)
    first = Array(repeating: nil, count: count + 1)
    last = first
    next = Array(repeating: nil, count: count)
    previous = next
    jump = Array(0..<count)
    jumpSteps = Array(repeating: 0, count: count)
    jumpEpoch = Array(repeating: 0, count: count)
  }

  /// Lists `node` last among `owner`'s children (the top's for nil) and makes `owner` its parent.
  mutating func append(_ node: Int, to owner: Int?, movesBefore: [Int?]? = nil) {
    let o = owner ?? count
    previous[node] = last[o]
    next[node] = nil
    if let l = last[o] { next[l] = node } else { first[o] = node }
    last[o] = node
    listed[node] = true
    setParent(node, owner, movesBefore: movesBefore)
  }

  /// Takes `node` out of the list it is in, if any.
  mutating func unlist(_ node: Int) {
    guard listed[node] else { return }
    let o = parent[node] ?? count
    if let p = previous[node] { next[p] = next[node] } else { first[o] = next[node] }
    if let n = next[node] { previous[n] = previous[node] } else { last[o] = previous[node] }
    previous[node] = nil
    next[node] = nil
    listed[node] = false
  }

  /// Puts `node` in `old`'s place in its list, `old` leaving it.
  mutating func replace(_ old: Int, with node: Int) {
    let o = parent[old] ?? count
    previous[node] = previous[old]
    next[node] = next[old]
    if let p = previous[old] { next[p] = node } else { first[o] = node }
    if let n = next[old] { previous[n] = node } else { last[o] = node }
    previous[old] = nil
    next[old] = nil
    listed[old] = false
    listed[node] = true
  }

  /// Every change of a parent goes through here: a node leaving a parent that was moved before it
  /// breaks a chain, so what was remembered of the chains is forgotten.
  mutating func setParent(_ node: Int, _ newParent: Int?, movesBefore: [Int?]?) {
    if let old = parent[node], old != newParent, let movesBefore, movesBefore[old] == node { epoch += 1 }
    parent[node] = newParent
  }

  /// Whether `node` is `ancestor` or below it (`WorkingTree.hasDescendant`).
  func isWithin(_ node: Int?, _ ancestor: Int) -> Bool {
    var current = node, steps = 0
    while let c = current, steps <= count {
      if c == ancestor { return true }
      current = parent[c]
      steps += 1
    }
    return false
  }

  /// `getParentsThatAreMovedBeforeOrSameNode`: a parent moved before this node moves with it. The
  /// same steps as walking up one parent at a time (at most one more than there are nodes), taken
  /// along what earlier walks found where they are still good.
  mutating func movingRoot(_ node: Int, movesBefore: [Int?]) -> Int {
    var current = node, steps = 0
    // Each node left, with the steps taken from it.
    var walked: [(node: Int, steps: Int)] = []
    while true {
      if jumpEpoch[current] == epoch, jumpSteps[current] > 0, steps + jumpSteps[current] <= count + 1 {
        walked.append((current, jumpSteps[current]))
        steps += jumpSteps[current]
        current = jump[current]
        continue
      }
      guard let p = parent[current], movesBefore[p] == current, steps <= count else { break }
      walked.append((current, 1))
      current = p
      steps += 1
    }
    // Each node walked now reaches `current` in what remained of the walk's steps.
    var remaining = steps
    for (n, taken) in walked {
      jump[n] = current
      jumpSteps[n] = remaining
      jumpEpoch[n] = epoch
      remaining -= taken
    }
    return current
  }

  /// Takes `node` out of its list and away from its parent.
  mutating func detach(_ node: Int, movesBefore: [Int?]) {
    unlist(node)
    setParent(node, nil, movesBefore: movesBefore)
  }

  /// `moveNodeBefore` (OrderedTraversalController.java:142-174).
  mutating func move(_ node: Int, before target: Int, movesBefore: [Int?]) {
    if isWithin(target, node) { return }
    let root = movingRoot(node, movesBefore: movesBefore)
    let destination = parent[target]
    if let d = destination, isWithin(d, root) { return }
    detach(root, movesBefore: movesBefore)
    // The root takes the target's place where the target is listed under its parent.
    if listed[target] { replace(target, with: root) }
    setParent(root, destination, movesBefore: movesBefore)
    unlist(target)
    append(target, to: node, movesBefore: movesBefore)
  }

  /// `moveNodeAfter` (OrderedTraversalController.java:210-225).
  mutating func move(_ node: Int, after target: Int, movesBefore: [Int?]) {
    if isWithin(target, node) { return }
    let root = movingRoot(node, movesBefore: movesBefore)
    if isWithin(target, root) { return }
    detach(root, movesBefore: movesBefore)
    append(root, to: target, movesBefore: movesBefore)
  }

  /// Pre-order from the windows (`WorkingTree.getNext`).
  func preorder() -> [Int] {
    var out: [Int] = []
    out.reserveCapacity(count)
    var stack: [Int] = []
    var child = last[count]
    while let c = child { stack.append(c); child = previous[c] }
    var seen = [Bool](repeating: false, count: count)
    while let n = stack.popLast() {
      guard !seen[n] else { continue }
      seen[n] = true
      out.append(n)
      child = last[n]
      while let c = child { stack.append(c); child = previous[c] }
    }
    return out
  }
}
