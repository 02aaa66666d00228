import Foundation
import EarshotEngine
import EarshotModel

extension DocumentDiff {
  /// Plain text meant to be read by ear as well as by eye: numbers in words' company, changes
  /// marked with words ("Added", "Removed"), not symbols or colour.
  public func text() -> String {
    // The files' names and the screens' words stay on their lines (`UserText.oneLine`).
    var out = "Before: \(UserText.oneLine(beforeFile)). After: \(UserText.oneLine(afterFile)).\n"
    for diff in screens { out += "\n" + Self.text(diff) }
    if !onlyBefore.isEmpty { out += "\nScreens only before: \(onlyBefore.map(UserText.oneLine).joined(separator: ", ")).\n" }
    if !onlyAfter.isEmpty { out += "\nScreens only after: \(onlyAfter.map(UserText.oneLine).joined(separator: ", ")).\n" }
    return out
  }

  static func text(_ d: ScreenDiff) -> String {
    let b = d.before, a = d.after
    let headings = a.context.reader.kind.terms.headings
    var out = "Screen \"\(UserText.oneLine(a.title))\"\n"
    out += "  Stops: \(b.entries.count) before, \(a.entries.count) after (\(difference(a.entries.count - b.entries.count))).\n"
    out += "  Listening time, swiping through every stop: \(seconds(b.costs.totalSeconds)) before, \(seconds(a.costs.totalSeconds)) after (\(secondsDifference(a.costs.totalSeconds - b.costs.totalSeconds))).\n"
    out += "  Quickest way to the last stop, swiping or with the \(headings): \(seconds(b.costs.quickestToEndSeconds)) before, \(seconds(a.costs.quickestToEndSeconds)) after (\(secondsDifference(a.costs.quickestToEndSeconds - b.costs.quickestToEndSeconds))).\n"
    out += "  Findings: \(b.audit.findings.count) before, \(a.audit.findings.count) after; \(d.fixed.count) fixed, \(d.introduced.count) introduced.\n"
    let judgement = d.judgement
    out += "\n  What got better:\(judgement.better.isEmpty ? " nothing.\n" : "\n")"
    for item in judgement.better { out += "    \(UserText.oneLine(item))\n" }
    out += "  What got worse:\(judgement.worse.isEmpty ? " nothing.\n" : "\n")"
    for item in judgement.worse { out += "    \(UserText.oneLine(item))\n" }

    let changed = d.changes.filter { if case .changed = $0 { return true } else { return false } }
    if !changed.isEmpty {
      out += "\n  Changed stops, phrase by phrase:\n"
      for case .changed(let i, let j, let phrases) in changed {
        out += "    Stop \(i + 1), now \(j + 1): \"\(line(b, i))\" becomes \"\(line(a, j))\".\n"
        for p in phrases { out += "      \(phrase(p, a.context.reader.kind.terms))\n" }
      }
    }
    if !d.removed.isEmpty {
      out += "\n  Removed stops:\n"
      for i in d.removed { out += "    Stop \(i + 1): \"\(line(b, i))\".\n" }
    }
    if !d.added.isEmpty {
      out += "\n  Added stops:\n"
      for j in d.added { out += "    Stop \(j + 1): \"\(line(a, j))\".\n" }
    }
    let unchanged = d.changes.compactMap { if case .unchanged(_, let j) = $0 { return j } else { return nil } }
    if !unchanged.isEmpty {
      out += "\n  Unchanged: \(unchanged.map { "\"\(line(a, $0))\"" }.joined(separator: ", ")).\n"
    }

    out += "\n  To reach each element from the top (stops heard, listening time):\n"
    for (before, after) in d.reach {
      out += "    \"\(UserText.oneLine(after.speech))\": \(cost(before, headings)) before; \(cost(after, headings)) after.\n"
    }

    out += reachText(d)

    out += "\n  Findings fixed: \(ruleCounts(d.fixed)).\n"
    out += "  Findings introduced: \(ruleCounts(d.introduced)).\n"
    for f in d.introduced {
      out += "    \(f.severity.word): \(f.rule), at \(f.path)\(f.stop.map { ", stop \($0)" } ?? ""): \(UserText.oneLine(f.message))\n"
    }
    return out
  }

  /// Each control whose cost changed with some technology, in words: "Switch Control: 5 steps
  /// (2 presses), 3 s before; 4 steps (2 presses), 2 s after".
  static func reachText(_ d: ScreenDiff) -> String {
    let technologies = d.after.reach.technologies
    var out = "\n  To reach and use each control, with \(technologies.map(d.after.reach.title).joined(separator: ", ")):\n"
    var same = 0
    for change in d.reachChanges {
      let parts = technologies.compactMap { t -> String? in
        let b = change.beforeCost(t).map { ReachReport.summary($0, t) } ?? "not there"
        let a = change.afterCost(t).map { ReachReport.summary($0, t) } ?? "not there"
        return "\(d.after.reach.title(t)): \(b) before; \(a) after"
      }
      let changed = technologies.contains(where: change.changed)
      guard changed else { same += 1; continue }
      let name = UserText.oneLine(change.after?.spoken ?? change.before?.spoken ?? "")
      out += "    \"\(name)\"\(change.after == nil ? " (only before)" : change.before == nil ? " (only after)" : ""). \(parts.joined(separator: ". ")).\n"
    }
    if same > 0 { out += "    \(same == 1 ? "One other control costs" : "\(same) other controls cost") the same in both.\n" }
    return out
  }

  static func line(_ v: ScreenVersion, _ i: Int) -> String { Transcript.line(v.entries[i].utterance) }

  /// A changed part in plain words, its part named in the reader's `terms` ("Dimmed", TalkBack's "Disabled").
  static func phrase(_ p: PhraseChange, _ terms: ReaderTerms) -> String {
    switch (p.before.map(UserText.oneLine), p.after.map(UserText.oneLine)) {
    case (nil, let a?): return "\(p.roleName(terms).capitalizedFirst) added: \"\(a)\"."
    case (let b?, nil): return "\(p.roleName(terms).capitalizedFirst) removed: \"\(b)\"."
    case (let b?, let a?): return "\(p.roleName(terms).capitalizedFirst): \"\(b)\" becomes \"\(a)\"."
    default: return ""
    }
  }

  /// Stops and seconds to a stop swiping, and with `headings` (the reader's Headings rotor) when quicker.
  static func cost(_ c: NavigationCost, _ headings: String) -> String {
    var text = "\(c.swipeStops == 1 ? "1 stop" : "\(c.swipeStops) stops"), \(seconds(c.swipeSeconds)) swiping"
    if let stops = c.rotorStops, let s = c.rotorSeconds { text += " or \(stops) stops, \(seconds(s)) with the \(headings)" }
    return text
  }

  static func ruleCounts(_ findings: [Finding]) -> String {
    guard !findings.isEmpty else { return "none" }
    var order: [String] = []
    var counts: [String: Int] = [:]
    for f in findings {
      if counts[f.rule] == nil { order.append(f.rule) }
      counts[f.rule, default: 0] += 1
    }
    return order.map { "\($0) (\(counts[$0]!))" }.joined(separator: ", ")
  }

  static func seconds(_ s: Double) -> String { String(format: "%.1f s", s) }

  static func secondsDifference(_ delta: Double) -> String {
    let rounded = (delta * 10).rounded() / 10
    if rounded == 0 { return "the same" }
    return String(format: "%.1f s %@", abs(rounded), rounded < 0 ? "less" : "more")
  }

  static func difference(_ delta: Int) -> String {
    delta == 0 ? "the same" : "\(abs(delta)) \(delta < 0 ? "fewer" : "more")"
  }
}

extension String {
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
