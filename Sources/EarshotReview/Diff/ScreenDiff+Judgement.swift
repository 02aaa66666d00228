import EarshotEngine
import EarshotModel

/// What got better and what got worse between two versions of a screen, in sentences: every
/// measure the comparison's tables show (stops, time to hear the whole screen, the quickest way to
/// the last stop, findings by severity, the time to reach each element from the top, and each
/// control's cost with each technology), so a summary never says less than its tables. `diff`
/// and the review page print the same sentences.
public struct Judgement: Hashable, Sendable {
  public var better: [String] = []
  public var worse: [String] = []
}

extension ScreenDiff {
  /// How many names a sentence quotes before it counts the rest.
  static let judgedNames = 5

  public var judgement: Judgement {
    var j = Judgement()
    let b = before, a = after
    func side(_ delta: Double, better: String, worse: String) {
      if delta < 0 { j.better.append(better) }
      if delta > 0 { j.worse.append(worse) }
    }
    if !fixed.isEmpty { j.better.append("\(counted(fixed.count, "finding")) fixed: \(DocumentDiff.ruleCounts(fixed)).") }
    if !introduced.isEmpty { j.worse.append("\(counted(introduced.count, "finding")) introduced: \(DocumentDiff.ruleCounts(introduced)).") }
    for severity in Severity.allCases.sorted(by: >) {
      let n = severity.count(in: b.audit.findings), m = severity.count(in: a.audit.findings)
      let counts = "(\(n) before, \(m) after)"
      side(Double(m - n), better: "\(counted(n - m, severity.word.lowercased())) fewer \(counts).",
           worse: "\(counted(m - n, severity.word.lowercased())) more \(counts).")
    }
    let stops = a.entries.count - b.entries.count
    side(Double(stops), better: "\(counted(-stops, "stop")) fewer to swipe through.", worse: "\(counted(stops, "stop")) more to swipe through.")
    let hear = tenths(a.costs.totalSeconds - b.costs.totalSeconds)
    let hearing = "(\(seconds(b.costs.totalSeconds)) before, \(seconds(a.costs.totalSeconds)) after)"
    side(hear, better: "The whole screen takes \(seconds(-hear)) less to hear \(hearing).",
         worse: "The whole screen takes \(seconds(hear)) longer to hear \(hearing).")
    let quickest = tenths(a.costs.quickestToEndSeconds - b.costs.quickestToEndSeconds)
    let quick = "(\(seconds(b.costs.quickestToEndSeconds)) before, \(seconds(a.costs.quickestToEndSeconds)) after)"
    side(quickest, better: "The last stop is reached \(seconds(-quickest)) sooner the quickest way \(quick).",
         worse: "The last stop takes \(seconds(quickest)) longer to reach the quickest way \(quick).")

    // Each element present in both, from the top: the quickest way (swiping or the Headings rotor).
    // Only the names a sentence quotes are written; the rest are counted (on a large screen,
    // formatting two times for every element was most of the judgement's work).
    var sooner = Listed(), later = Listed()
    for (nb, na) in reach {
      let d = tenths(na.bestSeconds - nb.bestSeconds)
      // Through the static function, so the closure captures the two costs, not a copy of the whole comparison.
      let change = { "\u{201C}\(na.speech)\u{201D} \(DocumentDiff.seconds(na.bestSeconds)) instead of \(DocumentDiff.seconds(nb.bestSeconds))" }
      if d < 0 { sooner.append(change) } else if d > 0 { later.append(change) }
    }
    let reader = after.reach.screenReader
    if !sooner.isEmpty { j.better.append("\(reader), from the top of the screen: \(counted(sooner.count, "element")) reached sooner: \(sooner.text).") }
    if !later.isEmpty { j.worse.append("\(reader), from the top of the screen: \(counted(later.count, "element")) \(later.count == 1 ? "takes" : "take") longer to reach: \(later.text).") }

    // Each control with each technology, measure by measure.
    for t in after.reach.technologies {
      var cheaper = Listed(), dearer = Listed()
      for change in reachChanges {
        guard let cb = change.beforeCost(t), let ca = change.afterCost(t) else { continue }
        let (gained, lost) = Self.measures(cb, ca, t)
        if !gained.isEmpty { cheaper.append { "\u{201C}\(change.spoken)\u{201D} \(gained.joined(separator: ", "))" } }
        if !lost.isEmpty { dearer.append { "\u{201C}\(change.spoken)\u{201D} \(lost.joined(separator: ", "))" } }
      }
      if !cheaper.isEmpty { j.better.append("\(after.reach.title(t)): \(counted(cheaper.count, "control")) \(cheaper.count == 1 ? "costs" : "cost") less: \(cheaper.text).") }
      if !dearer.isEmpty { j.worse.append("\(after.reach.title(t)): \(counted(dearer.count, "control")) \(dearer.count == 1 ? "costs" : "cost") more: \(dearer.text).") }
    }
    return j
  }

  /// The measures of one cost that improved and that worsened: reachable at all, steps, presses, seconds.
  static func measures(_ b: ReachCost, _ a: ReachCost, _ t: ReachTechnology) -> (better: [String], worse: [String]) {
    if b.reachable != a.reachable {
      let now = b.readAtStop == nil ? "can be reached now" : "can be activated now"
      return a.reachable ? (["\(now) (\(ReachReport.summary(a, t)))"], []) : ([], ["\(a.failure) any more"])
    }
    var better: [String] = [], worse: [String] = []
    // The singular made only for a measure that changed (most do not).
    func compare(_ x: Int?, _ y: Int?, _ plural: String, _ singular: @autoclosure () -> String, _ prefix: String = "") {
      guard let x, let y, x != y else { return }
      let text = "\(prefix)\(y) \(y == 1 ? singular() : plural) instead of \(x)"
      if y < x { better.append(text) } else { worse.append(text) }
    }
    func compare(_ x: Double?, _ y: Double?, _ prefix: String = "") {
      guard let x, let y, tenths(y - x) != 0 else { return }
      let text = "\(prefix)\(ReachReport.formatSeconds(y)) s instead of \(ReachReport.formatSeconds(x)) s"
      if y < x { better.append(text) } else { worse.append(text) }
    }
    guard a.reachable else {
      // Neither reaches it the technology's own way: compare pointing (point scanning, the grid).
      switch (b.pointing, a.pointing) {
      case (nil, let p?): return (["can be reached by pointing now (\(ReachReport.summary(ReachCost(reachable: false, steps: nil, how: "", pointing: p), t)))"], [])
      case (_?, nil): return ([], ["cannot be reached by pointing any more"])
      case (let x?, let y?):
        compare(x.presses, y.presses, "presses", "press", "by pointing, ")
        compare(x.commands, y.commands, "commands", "command", "by pointing, ")
        compare(x.seconds, y.seconds, "by pointing, ")
        return (better, worse)
      default: return ([], [])
      }
    }
    compare(b.steps, a.steps, t.stepWord, String(t.stepWord.dropLast()))
    compare(b.presses, a.presses, "presses", "press")
    compare(b.seconds, a.seconds)
    return (better, worse)
  }

  /// The items of a sentence: the first `judgedNames` in words, the rest counted.
  private struct Listed {
    var shown: [String] = []
    var count = 0

    var isEmpty: Bool { count == 0 }

    /// `item` is written only when the sentence quotes it.
    mutating func append(_ item: () -> String) {
      if count < ScreenDiff.judgedNames { shown.append(item()) }
      count += 1
    }

    var text: String {
      let more = count - ScreenDiff.judgedNames
      let joined = shown.joined(separator: "; ")
      return more > 0 ? "\(joined); and \(more) more" : joined
    }
  }

  private func counted(_ n: Int, _ word: String) -> String { n == 1 ? "1 \(word)" : "\(n) \(word)s" }
  private func seconds(_ s: Double) -> String { DocumentDiff.seconds(s) }
}

/// Seconds rounded to the tenth, as the tables show a change, so a change too small to see is none.
func tenths(_ s: Double) -> Double { (s * 10).rounded() / 10 }
