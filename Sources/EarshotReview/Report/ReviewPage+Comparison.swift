import EarshotEngine
import EarshotModel

extension ReviewPage {
  /// The before/after summary table.
  func comparisonSummaryHTML(_ d: ScreenDiff) -> String {
    let b = d.before, a = d.after
    func row(_ name: String, _ before: String, _ after: String, _ change: String) -> String {
      "<tr><th scope=\"row\">\(HTML.text(name))</th><td>\(HTML.text(before))</td><td>\(HTML.text(after))</td><td>\(HTML.text(change))</td></tr>\n"
    }
    var out = "<table class=\"compare\">\n<caption>Before and after</caption>\n"
    out += "<thead><tr><th scope=\"col\">Measure</th><th scope=\"col\">Before</th><th scope=\"col\">After</th><th scope=\"col\">Change</th></tr></thead>\n<tbody>\n"
    out += row("Stops", "\(b.entries.count)", "\(a.entries.count)", DocumentDiff.difference(a.entries.count - b.entries.count))
    out += row("Listening time, swiping through every stop", HTML.readableSeconds(b.costs.totalSeconds), HTML.readableSeconds(a.costs.totalSeconds),
               DocumentDiff.secondsDifference(a.costs.totalSeconds - b.costs.totalSeconds))
    out += row("Quickest way to the last stop", HTML.readableSeconds(b.costs.quickestToEndSeconds), HTML.readableSeconds(a.costs.quickestToEndSeconds),
               DocumentDiff.secondsDifference(a.costs.quickestToEndSeconds - b.costs.quickestToEndSeconds))
    out += row("Findings", "\(b.audit.findings.count)", "\(a.audit.findings.count)", "\(d.fixed.count) fixed, \(d.introduced.count) introduced")
    out += "</tbody>\n</table>\n"
    return out
  }

  /// The stops changed, removed and added, and the findings fixed and introduced.
  func changesHTML(_ d: ScreenDiff, id: String) -> String {
    let b = d.before, a = d.after
    var out = "<h3 id=\"\(id)-changes\">What changed</h3>\n"
    var items: [String] = []
    for change in d.changes {
      switch change {
      case .changed(let i, let j, let phrases):
        var item = "<li><strong>Changed</strong>, stop \(i + 1) now \(j + 1): “\(HTML.text(DocumentDiff.line(b, i)))” becomes “\(HTML.text(DocumentDiff.line(a, j)))”."
        item += "<ul>" + phrases.map { "<li>\(HTML.text(DocumentDiff.phrase($0)))</li>" }.joined() + "</ul></li>"
        items.append(item)
      case .removed(let i):
        items.append("<li><strong>Removed</strong>, stop \(i + 1): “\(HTML.text(DocumentDiff.line(b, i)))”.</li>")
      case .added(let j):
        items.append("<li><strong>Added</strong>, stop \(j + 1): “\(HTML.text(DocumentDiff.line(a, j)))”.</li>")
      case .unchanged:
        continue
      }
    }
    out += items.isEmpty ? "<p>No stop changed.</p>\n" : "<ul class=\"changes\" aria-labelledby=\"\(id)-changes\">\n" + items.joined(separator: "\n") + "\n</ul>\n"
    out += "<p>Findings fixed: \(HTML.text(DocumentDiff.ruleCounts(d.fixed))). Findings introduced: \(HTML.text(DocumentDiff.ruleCounts(d.introduced))).</p>\n"
    return out
  }
}
