@testable import EarshotReview
import EarshotTestSupport
import Testing

/// The audit's findings put in order by stop buckets, as a stable sort by stop, rule and path
/// puts them, and looked up by stop as a table of each stop's findings would give them.
@Suite struct FindingOrderTests {
  static let rules = ["b-rule", "a-rule", "c-rule"]

  static func findings(_ count: Int, stops: Int, seed: UInt64) -> [Finding] {
    var random = SplitMix(seed: seed)
    return (0..<count).map { n in
      let stop = Int.random(in: 0...stops, using: &random)
      return Finding(rule: rules.randomElement(using: &random)!, severity: .warning,
                     origin: FindingOrigin(elementPath: "root.children[\(Int.random(in: 0..<4, using: &random))]"),
                     stop: stop == 0 ? nil : stop, message: "finding \(n)", fix: "", evidence: [])
    }
  }

  @Test(arguments: [(0, 5), (1, 5), (300, 40), (300, 2_000), (2_000, 100)])
  func bucketsAsTheStableSortOrders(count: Int, stops: Int) {
    let order = Dictionary(uniqueKeysWithValues: Self.rules.enumerated().map { ($1, $0) })
    for seed in 1...5 as ClosedRange<UInt64> {
      let found = Self.findings(count, stops: stops, seed: seed)
      let sorted = found.sorted { a, b in
        let sa = a.stop ?? Int.max, sb = b.stop ?? Int.max
        if sa != sb { return sa < sb }
        if a.rule != b.rule { return order[a.rule, default: 0] < order[b.rule, default: 0] }
        return a.path < b.path
      }
      var bucketed = found
      Auditor.order(&bucketed, rules: order)
      #expect(bucketed.map(\.message) == sorted.map(\.message))
    }
  }

  @Test func stopFindingsAsATableByStop() {
    for ordered in [true, false] {
      var found = Self.findings(500, stops: 60, seed: 7)
      if ordered { Auditor.order(&found, rules: Dictionary(uniqueKeysWithValues: Self.rules.enumerated().map { ($1, $0) })) }
      var table: [Int: [Finding]] = [:]
      for f in found { if let stop = f.stop { table[stop, default: []].append(f) } }
      let byStop = StopFindings(found)
      for stop in -1...70 { #expect(Array(byStop[stop]).map(\.message) == (table[stop] ?? []).map(\.message)) }
    }
  }
}
