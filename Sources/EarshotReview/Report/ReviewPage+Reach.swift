import EarshotEngine
import EarshotModel

extension ReviewPage {
  /// Each control's cost with VoiceOver, Switch Control, Full Keyboard Access and Voice Control,
  /// side by side, from `earshot reach`'s model (docs/REACH.md).
  func reachHTML(_ version: ScreenVersion, id: String, name: PageText, level: Int, into out: PageWriter) {
    let report = version.reach
    out += "<h\(level) id=\"\(id)-reach\">Reaching each control of \(name.html) with each technology</h\(level)>\n"
    if report.technologies == [.screenReader] {
      out += "<p>Gestures to reach and use each control with \(HTML.text(report.screenReader)), and seconds. Other ways of reaching controls on this platform (Switch Access, Voice Access, a keyboard) are not modelled.</p>\n"
    } else {
      out += "<p>Steps to reach and use each control: VoiceOver gestures, Switch Control scan steps (\(HTML.text(report.switchSettings.summary))), Full Keyboard Access keys, Voice Control commands (\(HTML.text(report.voiceControlSettings.summary))); seconds where the technology sets the pace.</p>\n"
      out += "<p>Assumed: \(report.switchSettings.assumptions.map(HTML.text).joined(separator: " "))</p>\n"
    }
    guard !report.targets.isEmpty else {
      out += "<p>No control to reach.</p>\n"
      return
    }
    out += "<div class=\"table-wrap\" role=\"region\" aria-labelledby=\"\(id)-reach\" tabindex=\"0\">\n<table class=\"costs reach\">\n"
    out += "<caption>Cost of reaching each control of \(name.html)</caption>\n<thead><tr><th scope=\"col\">Control</th>"
    for t in report.technologies { out += "<th scope=\"col\">\(HTML.text(report.title(t)))</th>" }
    out += "</tr></thead>\n<tbody>\n"
    // Each technology's costs looked up once, and each cell written in pieces: a piece with
    // interpolations is made in bytes of its own before it is copied into the page.
    let columns = report.technologies.map { ($0, report.costs[$0]!) }
    let language = HTML.Language(version.language)
    for (i, target) in report.targets.enumerated() {
      out += "<tr><th scope=\"row\">\(HTML.text(target.spoken, language: language))</th>"
      for (t, costs) in columns {
        let cost = costs[i]
        out += "<td>"
        out += HTML.text(ReachReport.summary(cost, t))
        out += ".<br><small>"
        out += HTML.quoting(ReachReport.details(cost), language: language)
        out += "</small></td>"
      }
      out += "</tr>\n"
    }
    out += "</tbody>\n</table>\n</div>\n"
  }

  /// The controls whose cost changed with some technology, before and after.
  func reachComparisonHTML(_ d: ScreenDiff, id: String, title: PageText) -> String {
    let technologies = d.after.reach.technologies
    let changed = d.reachChanges.filter { c in technologies.contains(where: c.changed) }
    var out = "<h3 id=\"\(id)-reach-change\">Reaching each control of \(title.html), before and after</h3>\n"
    guard !changed.isEmpty else { return out + "<p>Every control costs the same with every technology.</p>\n" }
    out += "<div class=\"table-wrap\" role=\"region\" aria-labelledby=\"\(id)-reach-change\" tabindex=\"0\">\n<table class=\"compare reach\">\n"
    out += "<caption>Controls of \(title.html) whose cost changed</caption>\n<thead><tr><th scope=\"col\">Control</th>"
    for t in technologies { out += "<th scope=\"col\">\(HTML.text(d.after.reach.title(t)))</th>" }
    out += "</tr></thead>\n<tbody>\n"
    for c in changed {
      out += "<tr><th scope=\"row\">\(HTML.text(c.spoken, language: d.after.language))</th>"
      for t in technologies {
        let before = c.beforeCost(t).map { ReachReport.summary($0, t) } ?? "not there"
        let after = c.afterCost(t).map { ReachReport.summary($0, t) } ?? "not there"
        out += "<td>Before: \(HTML.text(before)).<br>After: \(HTML.text(after)).</td>"
      }
      out += "</tr>\n"
    }
    out += "</tbody>\n</table>\n</div>\n"
    return out
  }
}
