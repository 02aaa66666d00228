import EarshotEngine
import EarshotModel

extension ReviewPage {
  /// The top of the page: stops, time to hear each screen in full, findings by severity, and for
  /// a comparison what got better and what got worse.
  func glanceHTML() -> String {
    var out = "<section class=\"glance\" aria-labelledby=\"glance-h\">\n<h2 id=\"glance-h\">At a glance</h2>\n"
    let titles = sectionTitles
    var screens: [(title: PageText, id: String, version: ScreenVersion)] = []
    for (n, section) in sections.enumerated() {
      if case .screen(let v) = section { screens.append((titles[n], "s\(n + 1)", v.version)) }
    }
    if sections.count == 1, let only = screens.first {
      out += "<ul class=\"facts\">\n"
      out += "<li><strong>\(Self.counted(only.version.entries.count, "stop"))</strong></li>\n"
      out += "<li><strong>\(HTML.readableSeconds(only.version.costs.totalSeconds))</strong> to hear the whole screen</li>\n"
      out += "<li>Findings: <strong>\(Self.severityCounts(only.version.audit.findings))</strong></li>\n"
      out += "</ul>\n"
    } else if !screens.isEmpty {
      out += "<div class=\"table-wrap\" role=\"region\" aria-labelledby=\"glance-screens\" tabindex=\"0\">\n<table class=\"glance-table\">\n"
      out += "<caption id=\"glance-screens\">Each screen at a glance</caption>\n<thead><tr><th scope=\"col\">Screen</th><th scope=\"col\">Stops</th>"
      out += "<th scope=\"col\">Time to hear the whole screen</th><th scope=\"col\">Findings</th></tr></thead>\n<tbody>\n"
      for s in screens {
        out += "<tr><th scope=\"row\"><a href=\"#\(s.id)\">\(s.title.html)</a></th><td>\(s.version.entries.count)</td>"
        out += "<td>\(HTML.readableSeconds(s.version.costs.totalSeconds))</td><td>\(Self.severityCounts(s.version.audit.findings))</td></tr>\n"
      }
      out += "</tbody>\n</table>\n</div>\n"
    }
    for (n, section) in sections.enumerated() {
      if case .comparison(let diff, _, _) = section {
        out += comparisonGlanceHTML(diff, id: "s\(n + 1)", title: diff.after.titleText)
      }
      if case .readers(let c, _, _) = section {
        out += readersGlanceHTML(c, id: "s\(n + 1)", title: c.titleText)
      }
      if case .session(let run, _, _) = section {
        let announcements = run.items.filter { $0.kind == .announcement }.count
        let cut = run.items.filter { $0.event.interrupted }.count
        out += "<p class=\"session-facts\"><a href=\"#s\(n + 1)\">\(titles[n].html)</a>: \(Self.counted(run.gestures, "gesture")), "
        out += "\(HTML.readableSeconds(Double(run.timeline.duration) / 1000)) in all, \(Self.counted(announcements, "announcement")), "
        out += "\(cut) cut off or dropped.</p>\n"
      }
    }
    out += "</section>\n"
    return out
  }

  /// Before and after in a table, then what got better and what got worse.
  func comparisonGlanceHTML(_ d: ScreenDiff, id: String, title: PageText) -> String {
    let b = d.before, a = d.after
    func row(_ name: String, _ before: String, _ after: String, _ change: String) -> String {
      "<tr><th scope=\"row\">\(HTML.text(name))</th><td>\(HTML.text(before))</td><td>\(HTML.text(after))</td><td>\(HTML.text(change))</td></tr>\n"
    }
    var out = "<div class=\"table-wrap\" role=\"region\" aria-labelledby=\"\(id)-glance\" tabindex=\"0\">\n<table class=\"compare\">\n"
    out += "<caption id=\"\(id)-glance\">\(title.html) before and after</caption>\n"
    out += "<thead><tr><th scope=\"col\">Measure</th><th scope=\"col\">Before</th><th scope=\"col\">After</th><th scope=\"col\">Change</th></tr></thead>\n<tbody>\n"
    out += row("Stops", "\(b.entries.count)", "\(a.entries.count)", DocumentDiff.difference(a.entries.count - b.entries.count))
    out += row("Time to hear the whole screen", HTML.readableSeconds(b.costs.totalSeconds), HTML.readableSeconds(a.costs.totalSeconds),
               DocumentDiff.secondsDifference(a.costs.totalSeconds - b.costs.totalSeconds))
    out += row("Quickest way to the last stop", HTML.readableSeconds(b.costs.quickestToEndSeconds), HTML.readableSeconds(a.costs.quickestToEndSeconds),
               DocumentDiff.secondsDifference(a.costs.quickestToEndSeconds - b.costs.quickestToEndSeconds))
    for severity in Severity.allCases.sorted(by: >) {
      let before = severity.count(in: b.audit.findings), after = severity.count(in: a.audit.findings)
      out += row("\(severity.word)s", "\(before)", "\(after)", DocumentDiff.difference(after - before))
    }
    out += "</tbody>\n</table>\n</div>\n"

    // Every measure of this table and of the reach tables below that changed (`ScreenDiff.judgement`).
    let judgement = d.judgement
    let better = judgement.better, worse = judgement.worse
    out += "<div class=\"judgement\">\n"
    out += "<h3 id=\"\(id)-better\">What got better in \(title.html)</h3>\n"
    out += better.isEmpty ? "<p>Nothing got better.</p>\n"
      : "<ul aria-labelledby=\"\(id)-better\">\n" + better.map { "<li>\(HTML.text($0))</li>\n" }.joined() + "</ul>\n"
    out += "<h3 id=\"\(id)-worse\">What got worse in \(title.html)</h3>\n"
    out += worse.isEmpty ? "<p>Nothing got worse.</p>\n"
      : "<ul aria-labelledby=\"\(id)-worse\">\n" + worse.map { "<li>\(HTML.text($0))</li>\n" }.joined() + "</ul>\n"
    out += "</div>\n"
    return out
  }

  /// "2 errors, 1 warning", severest first; "none" when there are none.
  static func severityCounts(_ findings: [Finding]) -> String {
    if findings.isEmpty { return "none" }
    return Severity.allCases.sorted(by: >).map { s in counted(s.count(in: findings), s.rawValue) }
      .joined(separator: ", ")
  }

  static func counted(_ n: Int, _ word: String) -> String { n == 1 ? "1 \(word)" : "\(n) \(word)s" }
}
