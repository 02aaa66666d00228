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
    // Looked up by stop index: arrays, not a dictionary and a set.
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
    var beforeAnchor: [Int: Int] = [:], afterAnchor: [Int: Int] = [:]
    beforeAnchor.reserveCapacity(pairs.count)
    afterAnchor.reserveCapacity(pairs.count)
    before.entries.withUnsafeBufferPointer { b in
      after.entries.withUnsafeBufferPointer { a in
        for (n, pair) in pairs.enumerated() {
          beforeAnchor[b[pair.0].index] = n
          afterAnchor[a[pair.1].index] = n
        }
      }
    }
    func key(_ f: Finding, _ anchors: [Int: Int], before: Bool) -> FindingKey {
      guard let stop = f.stop else { return FindingKey(rule: f.rule, subject: .element(f.elementID ?? f.path)) }
      return FindingKey(rule: f.rule, subject: anchors[stop].map { .pair($0) } ?? .stop(before: before, stop))
    }
    // Each finding of one version pairs with one of the other's under the same key; counted, so
    // thousands of findings pair in linear time.
    func count(_ findings: [Finding], _ anchors: [Int: Int], before: Bool) -> [FindingKey: Int] {
      var counts: [FindingKey: Int] = [:]
      for f in findings { counts[key(f, anchors, before: before), default: 0] += 1 }
      return counts
    }
    var afterKeys = count(after.audit.findings, afterAnchor, before: false)
    var beforeKeys = count(before.audit.findings, beforeAnchor, before: true)
    fixed = before.audit.findings.filter { f in
      let k = key(f, beforeAnchor, before: true)
      guard let n = afterKeys[k], n > 0 else { return true }
      afterKeys[k] = n - 1
      return false
    }
    introduced = after.audit.findings.filter { f in
      let k = key(f, afterAnchor, before: false)
      guard let n = beforeKeys[k], n > 0 else { return true }
      beforeKeys[k] = n - 1
      return false
    }
  }

  /// What makes a finding the same one in both versions: its rule and what it is about. (It was
  /// the string "RULE pair N", "RULE before N" or "RULE element ID"; rules' ids have no spaces, so
  /// these parts are equal exactly when those strings were, without making a string a finding.)
  private struct FindingKey: Hashable {
    enum Subject: Hashable {
      /// The `n`th pair of stops.
      case pair(Int)
      /// An element's stop not paired, in one version: never the same as a stop of the other.
      case stop(before: Bool, Int)
      /// An element VoiceOver does not reach: its id, or its path when it has none.
      case element(String)
    }
    var rule: String
    var subject: Subject
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
