import EarshotEngine
import EarshotModel

extension ReviewPage {
  /// The stops changed, removed and added, and the findings fixed and introduced.
  func changesHTML(_ d: ScreenDiff, id: String, title: PageText) -> String {
    let b = d.before, a = d.after
    var out = "<h3 id=\"\(id)-changes\">What changed in \(title.html)</h3>\n"
    var items: [String] = []
    func line(_ v: ScreenVersion, _ i: Int) -> String {
      let u = v.entries[i].utterance
      let hints = u.segments.filter { $0.role == .hint }
      var text = HTML.spoken(u.segments.filter { $0.role != .hint })
      if !hints.isEmpty { text += " (hint: \(HTML.spoken(hints, separator: " ")))" }
      return text
    }
    for change in d.changes {
      switch change {
      case .changed(let i, let j, let phrases):
        var item = "<li><strong>Changed</strong>, stop \(i + 1) now \(j + 1): “\(line(b, i))” becomes “\(line(a, j))”."
        item += "<ul>" + phrases.map { "<li>\(HTML.text(DocumentDiff.phrase($0, a.context.reader.kind.terms)))</li>" }.joined() + "</ul></li>"
        items.append(item)
      case .removed(let i):
        items.append("<li><strong>Removed</strong>, stop \(i + 1): “\(line(b, i))”.</li>")
      case .added(let j):
        items.append("<li><strong>Added</strong>, stop \(j + 1): “\(line(a, j))”.</li>")
      case .unchanged:
        continue
      }
    }
    out += items.isEmpty ? "<p>No stop changed.</p>\n" : "<ul class=\"changes\" aria-labelledby=\"\(id)-changes\">\n" + items.joined(separator: "\n") + "\n</ul>\n"
    out += "<p>Findings fixed: \(HTML.text(DocumentDiff.ruleCounts(d.fixed))). Findings introduced: \(HTML.text(DocumentDiff.ruleCounts(d.introduced))).</p>\n"
    return out
  }
}
