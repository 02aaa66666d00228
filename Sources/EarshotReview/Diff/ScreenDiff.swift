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
    let afterToBefore = Dictionary(uniqueKeysWithValues: pairs.map { ($0.1, $0.0) })
    let matchedBefore = Set(pairs.map(\.0))
    var changes: [StopChange] = []
    var removed = before.entries.indices.filter { !matchedBefore.contains($0) }
    for j in after.entries.indices {
      guard let i = afterToBefore[j] else {
        changes.append(.added(after: j))
        continue
      }
      // Removed stops that came before this one in the old order go first.
      while let r = removed.first, r < i {
        changes.append(.removed(before: r))
        removed.removeFirst()
      }
      let phrases = PhraseChange.changes(before.context.utterance(i), after.context.utterance(j))
      changes.append(phrases.isEmpty ? .unchanged(before: i, after: j) : .changed(before: i, after: j, phrases: phrases))
    }
    changes += removed.map { .removed(before: $0) }
    self.changes = changes
    reachChanges = ReachChange.pair(before.reach, before.reachScreen, after.reach, after.reachScreen, stops: pairs)

    // A finding is the same one in both versions when the rule is the same and it is about the
    // same element: the same matched stop, or (for elements VoiceOver does not reach) the same id or path.
    var beforeAnchor: [Int: String] = [:], afterAnchor: [Int: String] = [:]
    for (n, pair) in pairs.enumerated() {
      beforeAnchor[before.entries[pair.0].index] = "pair \(n)"
      afterAnchor[after.entries[pair.1].index] = "pair \(n)"
    }
    func key(_ f: Finding, _ anchors: [Int: String], side: String) -> String {
      if let stop = f.stop { return f.rule + " " + (anchors[stop] ?? "\(side) \(stop)") }
      return f.rule + " element " + (f.elementID ?? f.path)
    }
    // Each finding of one version pairs with one of the other's under the same key; counted, so
    // thousands of findings pair in linear time.
    func count(_ findings: [Finding], _ anchors: [Int: String], side: String) -> [String: Int] {
      var counts: [String: Int] = [:]
      for f in findings { counts[key(f, anchors, side: side), default: 0] += 1 }
      return counts
    }
    var afterKeys = count(after.audit.findings, afterAnchor, side: "after")
    var beforeKeys = count(before.audit.findings, beforeAnchor, side: "before")
    fixed = before.audit.findings.filter { f in
      let k = key(f, beforeAnchor, side: "before")
      guard let n = afterKeys[k], n > 0 else { return true }
      afterKeys[k] = n - 1
      return false
    }
    introduced = after.audit.findings.filter { f in
      let k = key(f, afterAnchor, side: "after")
      guard let n = beforeKeys[k], n > 0 else { return true }
      beforeKeys[k] = n - 1
      return false
    }
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
