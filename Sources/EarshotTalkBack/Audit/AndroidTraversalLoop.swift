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
    var byID: [String: Int] = [:]
    for (n, node) in android.nodes.enumerated() { if let id = node.element.id, byID[id] == nil { byID[id] = n } }
    var findings: [Finding] = []
    for (n, node) in android.nodes.enumerated() {
      for (attribute, next) in [("traversalBefore", \Element.traversalBefore), ("traversalAfter", \Element.traversalAfter)] {
        guard node.element[keyPath: next] != nil else { continue }
        // Follow the chain of the same attribute; back at this node is a loop.
        var seen: Set<Int> = [n]
        var current = node.element[keyPath: next].flatMap { byID[$0] }
        var loops = false
        while let c = current {
          if c == n { loops = true; break }
          guard seen.insert(c).inserted else { break }
          current = android.nodes[c].element[keyPath: next].flatMap { byID[$0] }
        }
        guard loops else { continue }
        findings.append(finding(screen, node: n,
          "Its \(attribute) (\"\(node.element[keyPath: next]!)\") leads back to itself: TalkBack's order is unpredictable, and nodes in such a loop can drop out of it.",
          fix: "Remove \(attribute) from one node of the loop; set the order with as few links as possible, or let the layout's order stand."))
      }
    }
    return findings
  }
}
