import EarshotModel

/// One stop as the cross-reader matching sees it: its name (normalised words) and its box as
/// fractions of its screen's width and height, so an iOS screen in points and an Android screen in
/// pixels (any density) compare directly.
public struct PlacedStop: Hashable, Sendable {
  /// Lowercased words of what the reader calls it; nil when it has no name.
  public var name: String?
  /// The same of the name's first part, before its first comma: one reader may name a row by its
  /// title ("Jasmine tea") where the other names it by all its texts ("Jasmine tea, $2.50, In stock").
  public var firstPart: String?
  /// The box on a screen of size 1 × 1; nil for a stop without a frame.
  public var box: Frame?

  /// A stop named `name` (normalised here) with `box` already relative to its screen.
  public init(name: String?, box: Frame?) {
    self.name = name.flatMap(StopMatching.normalized)
    firstPart = name.flatMap { StopMatching.normalized(StopMatching.firstPart($0)) }
    self.box = box
  }

  /// A stop named `name` (normalised here) with `frame` on a screen spanning `screen`.
  public init(name: String?, frame: Frame?, on screen: Frame) {
    self.name = name.flatMap(StopMatching.normalized)
    firstPart = name.flatMap { StopMatching.normalized(StopMatching.firstPart($0)) }
    guard let frame, !frame.isEmpty, screen.width > 0, screen.height > 0 else {
      box = nil
      return
    }
    box = Frame(x: (frame.x - screen.x) / screen.width, y: (frame.y - screen.y) / screen.height,
                width: frame.width / screen.width, height: frame.height / screen.height)
  }

  var center: (x: Double, y: Double)? { box.map { ($0.x + $0.width / 2, $0.y + $0.height / 2) } }
}

/// How a pair was found.
public enum MatchBasis: String, Hashable, Sendable {
  /// The same name (normalised words), or a name beginning the same, the nearest of several
  /// stops named the same.
  case label
  /// No stop of the other reader has its name: the stop of the other reader in the same place.
  case position
}

/// Pairs the stops two screen readers make of the same feature on two platforms (VoiceOver's of
/// the iOS screen, TalkBack's of the Android one): first by name, then by the first part of the
/// name (the text before its first comma), the nearest of stops named the same pairing first;
/// then, among the stops left, by place on the screen.
///
/// It is O(n log n) in the number of stops: names are looked up by hashing, and a stop is compared
/// only with the few stops of the other side that lie next to it in two sort orders (by row, then
/// by column), never with every stop of the other side.
public enum PlacedStopMatching {
  /// A pair of stops, by index on each side.
  public struct Pair: Hashable, Sendable {
    public var left: Int
    public var right: Int
    public var basis: MatchBasis
  }

  /// How far apart two boxes' centres may be (in screen widths and heights) for a pair by place:
  /// a tenth of the screen, about a row and a half of a list.
  static let nearby = 0.1
  /// How much of the smaller box the two must share for a pair by place: half.
  static let sharedArea = 0.5
  /// How many neighbours on each side, in each sort order, a stop is compared with.
  static let neighbours = 4

  /// The pairs, sorted by the left index.
  public static func pairs(_ left: [PlacedStop], _ right: [PlacedStop]) -> [Pair] {
    var usedLeft = [Bool](repeating: false, count: left.count), usedRight = [Bool](repeating: false, count: right.count)
    var pairs: [Pair] = []
    func take(_ i: Int, _ j: Int, _ basis: MatchBasis) {
      usedLeft[i] = true
      usedRight[j] = true
      pairs.append(Pair(left: i, right: j, basis: basis))
    }

    // By name, then by the names' first parts: a name one stop on each side has pairs at once.
    var several: [(left: [Int], right: [Int])] = []
    for key in [\PlacedStop.name, \PlacedStop.firstPart] {
      var groups: [String: (left: [Int], right: [Int])] = [:]
      var names: [String] = []
      for (i, s) in left.enumerated() where !usedLeft[i] {
        guard let name = s[keyPath: key] else { continue }
        if groups[name] == nil { names.append(name) }
        groups[name, default: ([], [])].left.append(i)
      }
      for (j, s) in right.enumerated() where !usedRight[j] {
        guard let name = s[keyPath: key], groups[name] != nil else { continue }
        groups[name]!.right.append(j)
      }
      for name in names {
        let (l, r) = groups[name]!
        if l.count == 1, r.count == 1 {
          take(l[0], r[0], .label)
        } else if !r.isEmpty {
          several.append((l, r))
        }
      }
    }
    // Names several stops have (three Add buttons) pair nearest first, where the pairs found so far
    // put them; what is left of them in visiting order.
    var moved = aligned(left, to: right, by: pairs.map { ($0.left, $0.right) })
    for (l, r) in several {
      let l = l.filter { !usedLeft[$0] }, r = r.filter { !usedRight[$0] }
      for (i, j) in nearest(l, in: moved, r, in: right, withinReach: false) { take(i, j, .label) }
      for (i, j) in zip(l.filter { !usedLeft[$0] }, r.filter { !usedRight[$0] }) { take(i, j, .label) }
    }

    // By place, among the stops left.
    moved = aligned(left, to: right, by: pairs.map { ($0.left, $0.right) })
    let restLeft = left.indices.filter { !usedLeft[$0] }, restRight = right.indices.filter { !usedRight[$0] }
    for (i, j) in nearest(restLeft, in: moved, restRight, in: right, withinReach: true) { take(i, j, .position) }
    return pairs.sorted { $0.left < $1.left }
  }

  /// `side`'s stops moved up or down to where the pairs (`side` index, `other` index) put them on
  /// the other screen: one platform's bars and rows are taller than the other's, so the same row
  /// sits lower on one screen than on the other by a part of a row.
  public static func aligned(_ side: [PlacedStop], to other: [PlacedStop], by pairs: [(Int, Int)]) -> [PlacedStop] {
    let shift = VerticalShift(pairs.compactMap { i, j in
      guard let a = side[i].center, let b = other[j].center else { return nil }
      return (a.y, b.y)
    })
    guard !shift.anchors.isEmpty else { return side }
    return side.map { stop in
      guard let box = stop.box else { return stop }
      var stop = stop
      let top = shift.map(box.y), bottom = shift.map(box.maxY)
      stop.box = Frame(x: box.x, y: top, width: box.width, height: max(0, bottom - top))
      return stop
    }
  }

  /// Where a height on the left screen lies on the right one, by the pairs found so far: straight
  /// lines between the centres of pairs in step from top to bottom, the nearest pair's offset
  /// beyond the first and the last (no pair: the same height).
  struct VerticalShift {
    /// (left, right) heights, increasing on both sides.
    var anchors: [(Double, Double)]

    init(_ centres: [(Double, Double)]) {
      // The longest run increasing on both sides (patience sorting): a pair out of step with the
      // rest (a total read before the address) does not bend the line.
      let sorted = centres.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
      var tails: [Int] = [], previous = [Int](repeating: -1, count: sorted.count)
      for (n, c) in sorted.enumerated() {
        var lo = 0, hi = tails.count
        while lo < hi {
          let mid = (lo + hi) / 2
          if sorted[tails[mid]].1 < c.1 { lo = mid + 1 } else { hi = mid }
        }
        previous[n] = lo > 0 ? tails[lo - 1] : -1
        if lo == tails.count { tails.append(n) } else { tails[lo] = n }
      }
      var chain: [(Double, Double)] = []
      var k = tails.last ?? -1
      while k >= 0 {
        chain.append(sorted[k])
        k = previous[k]
      }
      anchors = chain.reversed().filter { $0.0.isFinite && $0.1.isFinite }
      // Equal left heights would divide by zero: keep the first of each.
      var kept: [(Double, Double)] = []
      for a in anchors where kept.last.map({ a.0 > $0.0 }) ?? true { kept.append(a) }
      anchors = kept
    }

    func map(_ y: Double) -> Double {
      guard let first = anchors.first, let last = anchors.last else { return y }
      if y <= first.0 { return y + (first.1 - first.0) }
      if y >= last.0 { return y + (last.1 - last.0) }
      var lo = 0, hi = anchors.count - 1
      while hi - lo > 1 {
        let mid = (lo + hi) / 2
        if anchors[mid].0 <= y { lo = mid } else { hi = mid }
      }
      let (a, b) = (anchors[lo], anchors[hi])
      return a.1 + (y - a.0) * (b.1 - a.1) / (b.0 - a.0)
    }
  }

  /// Pairs of `l` (indices into `left`) and `r` (into `right`), closest first, each stop in at
  /// most one pair; `withinReach` keeps only pairs that share most of a box and lie `nearby`.
  static func nearest(_ l: [Int], in left: [PlacedStop], _ r: [Int], in right: [PlacedStop], withinReach: Bool) -> [(Int, Int)] {
    let candidates = neighbourPairs(l, in: left, r, in: right).compactMap { i, j -> (i: Int, j: Int, d: Double)? in
      guard let a = left[i].box, let b = right[j].box else { return nil }
      let d = distance(a, b)
      if withinReach, d.centres > nearby || shared(a, b) < sharedArea { return nil }
      return (i, j, d.score)
    }.sorted { ($0.d, $0.i, $0.j) < ($1.d, $1.i, $1.j) }
    var takenLeft = Set<Int>(), takenRight = Set<Int>()
    var out: [(Int, Int)] = []
    for c in candidates where !takenLeft.contains(c.i) && !takenRight.contains(c.j) {
      takenLeft.insert(c.i)
      takenRight.insert(c.j)
      out.append((c.i, c.j))
    }
    return out
  }

  /// For each stop of `l`, the stops of `r` next to it when both are sorted by row (then column)
  /// and by column (then row): at most 8 × `neighbours` each, found by binary search.
  ///
  /// Rows and columns are bands a fiftieth of the screen wide, so stops on one line sort by their
  /// other coordinate; each order is taken twice, its bands moved by half a band the second time,
  /// so two stops less than half a band apart share a band in one of them.
  static func neighbourPairs(_ l: [Int], in left: [PlacedStop], _ r: [Int], in right: [PlacedStop]) -> [(Int, Int)] {
    typealias Point = (j: Int, x: Double, y: Double)
    let placed: [Point] = r.compactMap { j in right[j].center.map { (j: j, x: $0.x, y: $0.y) } }
    guard !placed.isEmpty else { return [] }
    /// A sort key: the band of one coordinate, then the other coordinate.
    struct Order {
      var rows: Bool
      var offset: Double
      func key(_ x: Double, _ y: Double) -> (Double, Double) {
        rows ? ((y * 50 + offset).rounded(.down), x) : ((x * 50 + offset).rounded(.down), y)
      }
    }
    let orders = [Order(rows: true, offset: 0), Order(rows: true, offset: 0.5), Order(rows: false, offset: 0), Order(rows: false, offset: 0.5)]
    let sorted = orders.map { o in
      placed.sorted { a, b in
        let (ka, kb) = (o.key(a.x, a.y), o.key(b.x, b.y))
        return (ka.0, ka.1, a.j) < (kb.0, kb.1, b.j)
      }
    }
    var out: [(Int, Int)] = []
    for i in l {
      guard let c = left[i].center else { continue }
      var seen = Set<Int>()
      for (o, list) in zip(orders, sorted) {
        let target = o.key(c.x, c.y)
        var lo = 0, hi = list.count
        while lo < hi {
          let mid = (lo + hi) / 2
          if o.key(list[mid].x, list[mid].y) < target { lo = mid + 1 } else { hi = mid }
        }
        for k in max(0, lo - neighbours)..<min(list.count, lo + neighbours) where seen.insert(list[k].j).inserted {
          out.append((i, list[k].j))
        }
      }
    }
    return out
  }

  /// The distance of two boxes' centres, and a score that also counts the difference of their sizes.
  static func distance(_ a: Frame, _ b: Frame) -> (centres: Double, score: Double) {
    let dx = (a.x + a.width / 2) - (b.x + b.width / 2), dy = (a.y + a.height / 2) - (b.y + b.height / 2)
    let centres = (dx * dx + dy * dy).squareRoot()
    return (centres, centres + 0.25 * (abs(a.width - b.width) + abs(a.height - b.height)))
  }

  /// The share of the smaller box that lies in both.
  static func shared(_ a: Frame, _ b: Frame) -> Double {
    let w = min(a.maxX, b.maxX) - max(a.x, b.x), h = min(a.maxY, b.maxY) - max(a.y, b.y)
    guard w > 0, h > 0 else { return 0 }
    let smaller = min(a.width * a.height, b.width * b.height)
    return smaller > 0 ? w * h / smaller : 0
  }

  /// The pairs (sorted by left index) whose right indices are out of step with the rest: those
  /// outside a longest run increasing on both sides (patience sorting, O(n log n)). Each reader
  /// visits the others in the same order.
  public static func outOfOrder(_ pairs: [Pair]) -> [Pair] {
    guard pairs.count > 1 else { return [] }
    // tails[k]: the index (into pairs) ending the best increasing run of length k + 1.
    var tails: [Int] = [], previous = [Int](repeating: -1, count: pairs.count)
    for (n, p) in pairs.enumerated() {
      var lo = 0, hi = tails.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if pairs[tails[mid]].right < p.right { lo = mid + 1 } else { hi = mid }
      }
      previous[n] = lo > 0 ? tails[lo - 1] : -1
      if lo == tails.count { tails.append(n) } else { tails[lo] = n }
    }
    var inStep = [Bool](repeating: false, count: pairs.count)
    var k = tails.last ?? -1
    while k >= 0 {
      inStep[k] = true
      k = previous[k]
    }
    return pairs.indices.filter { !inStep[$0] }.map { pairs[$0] }
  }
}
