import EarshotModel

/// Group Items on a level that no container arranges: Earshot's estimate of how Switch Control
/// groups items that sit together (ReachUnverified.largestFlatLevel and the figures beside it;
/// each a setting). A level of more than `largestFlatLevel` items is grouped: runs of at least
/// `smallestGroup` consecutive items in one row, else in one column, become groups; a level still
/// too long is split into blocks of neighbours of about its square root (two levels of that size
/// scan quickest), cut at the widest gaps, none smaller than `smallestGroup`. A group still too
/// long is grouped inside the same way.
struct ScanGrouping {
  let settings: SwitchControlSettings.Grouping
  /// The frame of a stop, where the document gives one.
  let frame: (Int) -> Frame?

  func arrange(_ level: [ScanNode]) -> [ScanNode] {
    guard level.count > settings.largestFlatLevel else { return level }
    let boxes = level.map(box)
    // The level in maximal runs of items in one row, else in one column.
    var runs: [(range: Range<Int>, estimate: String)] = []
    var i = 0
    while i < level.count {
      let row = run(from: i, boxes, sameRow)
      let end = row - i >= settings.smallestGroup ? row : max(row, run(from: i, boxes, sameColumn))
      runs.append((i..<end, row == end ? "a row" : "a column"))
      i = end
    }
    // One run that is the whole level groups nothing: blocks split it instead.
    var nodes: [ScanNode] = []
    for r in runs {
      if runs.count > 1, r.range.count >= settings.smallestGroup {
        nodes.append(group(Array(level[r.range]), estimate: r.estimate))
      } else {
        nodes += level[r.range]
      }
    }
    while nodes.count > settings.largestFlatLevel {
      let blocked = blocks(nodes)
      guard blocked.count < nodes.count else { break }
      nodes = blocked
    }
    return nodes
  }

  /// The end of the run of items from `start` that each sit with the one before (`together`).
  private func run(from start: Int, _ boxes: [Frame?], _ together: (Frame, Frame) -> Bool) -> Int {
    var end = start + 1
    while end < boxes.count, let a = boxes[end - 1], let b = boxes[end], let first = boxes[start], together(a, b), together(first, b) { end += 1 }
    return end
  }

  private func sameRow(_ a: Frame, _ b: Frame) -> Bool {
    abs((a.y + a.height / 2) - (b.y + b.height / 2)) <= settings.rowTolerance
  }

  /// Stacked, and overlapping horizontally by at least half the narrower one.
  private func sameColumn(_ a: Frame, _ b: Frame) -> Bool {
    let overlap = min(a.maxX, b.maxX) - max(a.x, b.x)
    return b.y >= a.y + a.height / 2 && overlap >= min(a.width, b.width) / 2
  }

  /// Consecutive nodes in blocks of about the square root of their number, each cut moved (by up to
  /// a third of a block) to the widest gap between neighbours, no block smaller than `smallestGroup`.
  private func blocks(_ nodes: [ScanNode]) -> [ScanNode] {
    let n = nodes.count
    let size = max(settings.smallestGroup, Int(Double(n).squareRoot().rounded(.up)))
    let count = (n + size - 1) / size
    guard count > 1 else { return nodes }
    let boxes = nodes.map(box)
    // Each cut keeps at least `smallestGroup` nodes on both sides of it.
    let smallest = settings.smallestGroup
    var cuts: [Int] = []
    for c in 1..<count {
      let target = c * n / count
      let reach = size / 3
      let low = max((cuts.last ?? 0) + smallest, target - reach), high = min(n - smallest, target + reach)
      guard low <= high else { continue }
      var best = low, widest = -Double.infinity
      for j in low...high {
        let g = gap(boxes[j - 1], boxes[j]) - Double(abs(j - target)) * 1e-6
        if g > widest { (best, widest) = (j, g) }
      }
      cuts.append(best)
    }
    var merged: [Range<Int>] = []
    var start = 0
    for cut in cuts + [n] {
      merged.append(start..<cut)
      start = cut
    }
    // One block would be the level itself again.
    guard merged.count > 1 else { return nodes }
    return merged.map { $0.count == 1 ? nodes[$0.lowerBound] : group(Array(nodes[$0]), estimate: "neighbours") }
  }

  /// A group made by the estimate, its members grouped inside when still too many.
  private func group(_ members: [ScanNode], estimate: String) -> ScanNode {
    let first = members.lazy.compactMap(\.firstStop).first, last = members.reversed().lazy.compactMap(\.lastStop).first
    let key = "group of items \(first.map { $0 + 1 } ?? 0) to \(last.map { $0 + 1 } ?? 0)"
    return .group(key: key, label: nil, members: arrange(members), estimate: estimate)
  }

  /// Distance between two frames (0 when they touch or overlap, or a frame is missing).
  private func gap(_ a: Frame?, _ b: Frame?) -> Double {
    guard let a, let b else { return 0 }
    let dx = max(0, max(a.x, b.x) - min(a.maxX, b.maxX))
    let dy = max(0, max(a.y, b.y) - min(a.maxY, b.maxY))
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The frame around a node's stops.
  private func box(_ node: ScanNode) -> Frame? {
    var out: Frame?
    node.forEachStop { stop in
      guard let f = frame(stop), !f.isEmpty else { return }
      guard let o = out else { out = f; return }
      let x = min(o.x, f.x), y = min(o.y, f.y)
      out = Frame(x: x, y: y, width: max(o.maxX, f.maxX) - x, height: max(o.maxY, f.maxY) - y)
    }
    return out
  }
}
