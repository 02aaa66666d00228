import EarshotEngine
import EarshotModel
import EarshotReview

/// `traversalBefore`/`traversalAfter` that loop (the Accessibility Test Framework's
/// `TraversalOrderCheck`, :61-131): TalkBack's order is then unpredictable, and with two nodes
/// each before the other it drops both (google/talkback@26a27dc `OrderedTraversalController.java:142-174`).
struct AndroidTraversalLoop: AuditRule {
  let id = "android-traversal-loop"
  let severity = Severity.warning
  let summary = "An Android node's traversalBefore or traversalAfter leads back to itself, so TalkBack's order is unpredictable."
  let platforms: Set<Platform> = [.android]
  let evidence: [Evidence] = [
    Evidence(.atf("TraversalOrderCheck"), "A traversal order that loops through accessibilityTraversalBefore or After makes screen readers unpredictable."),
    Evidence(.androidTraversalOrder, "Set traversal order only where the default order is wrong, and never in a loop."),
    Evidence(.talkBackSource, "TalkBack moves each node before or after the node it names; nodes in a loop can drop out of the order."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    let android = screen.android
    // Most screens have no links, and then nothing loops: the tree's flags say so without reading
    // any element.
    guard android.hasTraversalLinks else { return [] }
    // Each node's links, read in place (taking a node's element out copies all of its fields).
    let attributes = ["traversalBefore", "traversalAfter"]
    let links = [android.nodes.map { $0.read { $0.traversalBefore } }, android.nodes.map { $0.read { $0.traversalAfter } }]
    guard links.contains(where: { $0.contains { $0 != nil } }) else { return [] }
    var byID: [String: Int] = [:]
    for n in android.nodes.indices { if let id = android.nodes[n].read({ $0.id }), byID[id] == nil { byID[id] = n } }
    var findings: [Finding] = []
    let looping = links.map { next in Self.onLoop(next.map { $0.flatMap { byID[$0] } }) }
    for n in android.nodes.indices {
      for a in attributes.indices where looping[a][n] {
        findings.append(finding(screen, node: n, of: android,
          "Its \(attributes[a]) (\"\(links[a][n]!)\") leads back to itself: TalkBack's order is unpredictable, and nodes in such a loop can drop out of it.",
          fix: "Remove \(attributes[a]) from one node of the loop; set the order with as few links as possible, or let the layout's order stand."))
      }
    }
    return findings
  }

  /// Which nodes a chain of links (each node's one successor, if any) leads back to: each node is
  /// walked once, so a chain through every node of a screen costs its length, not its square.
  static func onLoop(_ next: [Int?]) -> [Bool] {
    // 0: not reached yet; 1: on the walk under way; 2: done.
    var mark = [UInt8](repeating: 0, count: next.count), loops = [Bool](repeating: false, count: next.count)
    var walk: [Int] = []
    for start in next.indices where mark[start] == 0 {
      var current: Int? = start
      while let c = current, mark[c] == 0 {
        mark[c] = 1
        walk.append(c)
        current = next[c]
      }
      // Back at a node of this walk: it and those after it on the walk form the loop.
      if let c = current, mark[c] == 1, let at = walk.lastIndex(of: c) {
        for n in walk[at...] { loops[n] = true }
      }
      for n in walk { mark[n] = 2 }
      walk.removeAll(keepingCapacity: true)
    }
    return loops
  }
}
