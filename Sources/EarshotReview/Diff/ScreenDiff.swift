import EarshotEngine
import EarshotModel

/// How a stop changed between two versions of a screen.
public enum StopChange: Hashable, Sendable {
  /// Only in the new version (its 0-based index there).
  case added(after: Int)
  /// Only in the old version.
  case removed(before: Int)
  /// In both, saying something different.
  case changed(before: Int, after: Int, phrases: [PhraseChange])
  case unchanged(before: Int, after: Int)
}

/// Two versions of a screen compared: stops added, removed and changed (phrase by phrase),
/// listening time, the cost of reaching each element, and findings fixed and introduced.
public struct ScreenDiff: Sendable {
  public var before: ScreenVersion
  public var after: ScreenVersion
  /// In the new version's order, with each removed stop placed after the stop that preceded it.
  public var changes: [StopChange]
  public var fixed: [Finding]
  public var introduced: [Finding]
  /// Each control's cost with each technology, before and after.
  public var reachChanges: [ReachChange]

  public init(before: ScreenVersion, after: ScreenVersion) {
    self.before = before
    self.after = after
    let pairs = StopMatching.pairs(before.entries, after.entries, speech: (before.context.speech, after.context.speech))
    // Arrays indexed by stop, not tables keyed by it: the old stop each new one is paired with
    // (-1 for none), and whether each old one is paired.
    var afterToBefore = [Int](repeating: -1, count: after.entries.count)
    var matchedBefore = [Bool](repeating: false, count: before.entries.count)
    for (i, j) in pairs {
      afterToBefore[j] = i
      matchedBefore[i] = true
    }
    let removed = before.entries.indices.filter { !matchedBefore[$0] }
    var changes: [StopChange] = []
    changes.reserveCapacity(after.entries.count + removed.count)
    var nextRemoved = 0
    for j in after.entries.indices {
      let i = afterToBefore[j]
      guard i >= 0 else {
        changes.append(.added(after: j))
        continue
      }
      // Removed stops that came before this one in the old order go first.
      while nextRemoved < removed.count, removed[nextRemoved] < i {
        changes.append(.removed(before: removed[nextRemoved]))
        nextRemoved += 1
      }
      let phrases = PhraseChange.changes(before.context.utterance(i), after.context.utterance(j))
      changes.append(phrases.isEmpty ? .unchanged(before: i, after: j) : .changed(before: i, after: j, phrases: phrases))
    }
    changes += removed[nextRemoved...].map { .removed(before: $0) }
    self.changes = changes
    reachChanges = ReachChange.pair(before.reach, before.reachScreen, after.reach, after.reachScreen, stops: pairs)

    // A finding is the same one in both versions when the rule is the same and it is about the
    // same element: the same matched stop, or (for elements VoiceOver does not reach) the same id or path.
    // Each stop's pair (its number among the pairs, -1 for none), by the stop's 1-based index.
    func anchors(_ entries: [Transcript.Entry], _ side: (Int, Int) -> Int) -> [Int] {
      var anchors = [Int](repeating: -1, count: (entries.map(\.index).max() ?? 0) + 1)
      for (n, pair) in pairs.enumerated() { anchors[entries[side(pair.0, pair.1)].index] = n }
      return anchors
    }
    let beforeAnchor = anchors(before.entries) { i, _ in i }, afterAnchor = anchors(after.entries) { _, j in j }
    func key(_ f: Finding, _ anchors: [Int], side: FindingKey.Side) -> FindingKey {
      guard let stop = f.stop else { return FindingKey(rule: f.rule, place: .element(f.elementID ?? f.path)) }
      let n = stop >= 0 && stop < anchors.count ? anchors[stop] : -1
      return FindingKey(rule: f.rule, place: n >= 0 ? .pair(n) : .stop(side, stop))
    }
    // Each finding of one version pairs with one of the other's under the same key; counted, so
    // thousands of findings pair in linear time.
    func count(_ findings: [Finding], _ anchors: [Int], side: FindingKey.Side) -> [FindingKey: Int] {
      var counts: [FindingKey: Int] = [:]
      counts.reserveCapacity(findings.count)
      for f in findings { counts[key(f, anchors, side: side), default: 0] += 1 }
      return counts
    }
    var afterKeys = count(after.audit.findings, afterAnchor, side: .after)
    var beforeKeys = count(before.audit.findings, beforeAnchor, side: .before)
    fixed = before.audit.findings.filter { f in
      let k = key(f, beforeAnchor, side: .before)
      guard let n = afterKeys[k], n > 0 else { return true }
      afterKeys[k] = n - 1
      return false
    }
    introduced = after.audit.findings.filter { f in
      let k = key(f, afterAnchor, side: .after)
      guard let n = beforeKeys[k], n > 0 else { return true }
      beforeKeys[k] = n - 1
      return false
    }
  }

  /// What pairs a finding with the other version's: its rule, and the pair of stops it is at, or
  /// its own stop on its side (which no finding of the other side has), or for a finding without
  /// a stop its element's id, else its path. (It was a string, "RULE pair N", "RULE before N" or
  /// "RULE element ID"; rules' ids have no spaces, so these parts are equal exactly when those were.)
  private struct FindingKey: Hashable {
    enum Side: Hashable { case before, after }
    enum Place: Hashable {
      case pair(Int)
      case stop(Side, Int)
      case element(String)
    }
    var rule: String
    var place: Place
  }

  public var added: [Int] { changes.compactMap { if case .added(let j) = $0 { return j } else { return nil } } }
  public var removed: [Int] { changes.compactMap { if case .removed(let i) = $0 { return i } else { return nil } } }

  /// The (before, after) cost of reaching each element present in both versions, in the new order:
  /// read as it goes, not gathered (two costs for every stop of a large screen).
  public var reach: some Sequence<(before: NavigationCost, after: NavigationCost)> {
    let (before, after) = (before.costs.costs, after.costs.costs)
    return changes.lazy.compactMap {
      switch $0 {
      case .changed(let i, let j, _), .unchanged(let i, let j): return (before[i], after[j])
      default: return nil
      }
    }
  }
}
