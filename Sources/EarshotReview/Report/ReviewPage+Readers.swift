import EarshotEngine
import EarshotModel

extension ReviewPage {
  /// The same feature as two screen readers speak it: each version as usual (side by side on a wide
  /// window), then what to discuss, then what each reader says stop beside stop.
  func readersHTML(_ c: ReaderComparison, left: Version, right: Version, id: String, title: PageText, into out: PageWriter) {
    out += "<div class=\"versions\">\n"
    // A capture without a title (a uiautomator dump has none) takes the other's.
    let leftTitle = c.left.screen.title == nil ? title : c.left.titleText, rightTitle = c.right.screen.title == nil ? title : c.right.titleText
    versionHTML(left, id: "\(id)-left", name: leftTitle + ", \(c.leftName)", heading: "\(c.leftName): \(c.left.file)", into: out)
    versionHTML(right, id: "\(id)-right", name: rightTitle + ", \(c.rightName)", heading: "\(c.rightName): \(c.right.file)", into: out)
    out += "</div>\n"
    out += differencesHTML(c, id: id, title: title)
    out += sideBySideHTML(c, id: id, title: title)
  }

  /// What a review meeting should discuss, by kind.
  func differencesHTML(_ c: ReaderComparison, id: String, title: PageText) -> String {
    var out = "<h3 id=\"\(id)-discuss\">To discuss in \(title.html)</h3>\n"
    guard !c.differences.isEmpty else {
      let same = c.notRecorded.isEmpty ? "" : ", where both inputs record them"
      return out + "<p>Nothing: both readers stop on the same elements, in the same order, and say the same names, roles and states\(same).</p>\n"
        + notRecordedHTML(c, id: id, title: title)
    }
    let language = c.left.language
    for (n, (kind, group)) in DocumentReaderComparison.groups(c.differences).enumerated() {
      out += "<h4 id=\"\(id)-discuss-\(n + 1)\">\(HTML.text(DocumentReaderComparison.title(kind))) in \(title.html): \(group.count)</h4>\n"
      out += "<ul class=\"differences\" aria-labelledby=\"\(id)-discuss-\(n + 1)\">\n"
      for d in group {
        var links: [String] = []
        if let i = d.left { links.append("<a href=\"#\(id)-left-stop-\(i + 1)\">\(HTML.text(c.leftName)) stop \(i + 1)</a>") }
        if let j = d.right { links.append("<a href=\"#\(id)-right-stop-\(j + 1)\">\(HTML.text(c.rightName)) stop \(j + 1)</a>") }
        out += "<li>\(HTML.quoting(d.message, language: language)) <span class=\"see\">(\(links.joined(separator: ", ")))</span></li>\n"
      }
      out += "</ul>\n"
    }
    return out + notRecordedHTML(c, id: id, title: title)
  }

  /// What one input cannot record, apart from what to discuss and not counted with it.
  func notRecordedHTML(_ c: ReaderComparison, id: String, title: PageText) -> String {
    guard !c.notRecorded.isEmpty else { return "" }
    var out = "<h4 id=\"\(id)-unrecorded\">\(HTML.text(DocumentReaderComparison.notRecordedTitle)) in \(title.html): \(c.notRecorded.count), not counted</h4>\n"
    out += "<ul class=\"differences\" aria-labelledby=\"\(id)-unrecorded\">\n"
    for d in c.notRecorded { out += "<li>\(HTML.quoting(d.message, language: c.left.language))</li>\n" }
    return out + "</ul>\n"
  }

  /// Each stop of one reader beside the stop of the other that stands for the same element.
  func sideBySideHTML(_ c: ReaderComparison, id: String, title: PageText) -> String {
    var out = "<h3 id=\"\(id)-side\">What each reader says in \(title.html)</h3>\n"
    out += "<p>Stops pair by name, else by place on the screen (each screen's frames taken relative to its size). A stop only one reader makes has an empty cell beside it.</p>\n"
    out += "<div class=\"table-wrap\" role=\"region\" aria-labelledby=\"\(id)-side-caption\" tabindex=\"0\">\n<table class=\"side-by-side\">\n"
    out += "<caption id=\"\(id)-side-caption\">What \(HTML.text(c.leftName)) and \(HTML.text(c.rightName)) say at each stop of \(title.html)</caption>\n"
    out += "<thead><tr><th scope=\"col\">\(HTML.text(c.leftName))</th><th scope=\"col\">\(HTML.text(c.rightName))</th><th scope=\"col\">Paired by</th></tr></thead>\n<tbody>\n"
    func cell(_ v: ScreenVersion, _ side: String, _ i: Int?) -> String {
      guard let i else { return "<td>(no stop)</td>" }
      let said = HTML.spoken(v.entries[i].utterance.segments.filter { $0.role != .hint })
      return "<td><a href=\"#\(id)-\(side)-stop-\(i + 1)\">\(i + 1).</a> \(said)</td>"
    }
    for row in c.rows {
      switch row {
      case .both(let i, let j, let basis):
        out += "<tr>\(cell(c.left, "left", i))\(cell(c.right, "right", j))<td>\(basis == .label ? "name" : "place")</td></tr>\n"
      case .onlyLeft(let i):
        out += "<tr>\(cell(c.left, "left", i))\(cell(c.right, "right", nil))<td>only \(HTML.text(c.leftName))</td></tr>\n"
      case .onlyRight(let j):
        out += "<tr>\(cell(c.left, "left", nil))\(cell(c.right, "right", j))<td>only \(HTML.text(c.rightName))</td></tr>\n"
      }
    }
    out += "</tbody>\n</table>\n</div>\n"
    return out
  }

  /// The two readers at a glance: stops, time to hear, findings, and how many differences of each kind.
  func readersGlanceHTML(_ c: ReaderComparison, id: String, title: PageText) -> String {
    func row(_ name: String, _ a: String, _ b: String) -> String {
      "<tr><th scope=\"row\">\(HTML.text(name))</th><td>\(HTML.text(a))</td><td>\(HTML.text(b))</td></tr>\n"
    }
    var out = "<div class=\"table-wrap\" role=\"region\" aria-labelledby=\"\(id)-glance\" tabindex=\"0\">\n<table class=\"compare\">\n"
    out += "<caption id=\"\(id)-glance\">\(title.html) with \(HTML.text(c.leftName)) and \(HTML.text(c.rightName))</caption>\n"
    out += "<thead><tr><th scope=\"col\">Measure</th><th scope=\"col\">\(HTML.text(c.leftName))</th><th scope=\"col\">\(HTML.text(c.rightName))</th></tr></thead>\n<tbody>\n"
    out += row("Stops", "\(c.left.entries.count)", "\(c.right.entries.count)")
    out += row("Time to hear the whole screen", HTML.readableSeconds(c.left.costs.totalSeconds), HTML.readableSeconds(c.right.costs.totalSeconds))
    out += row("Findings", Self.severityCounts(c.left.audit.findings), Self.severityCounts(c.right.audit.findings))
    out += "</tbody>\n</table>\n</div>\n"
    let groups = DocumentReaderComparison.groups(c.differences)
    out += "<p><a href=\"#\(id)-discuss\">To discuss</a>: " + (groups.isEmpty ? "nothing; both readers say the same."
      : groups.map { "\(HTML.text(DocumentReaderComparison.title($0.0).lowercased())) (\($0.1.count))" }.joined(separator: ", ") + ".")
    if !c.notRecorded.isEmpty { out += " <a href=\"#\(id)-unrecorded\">\(HTML.text(DocumentReaderComparison.notRecordedTitle))</a>: \(c.notRecorded.count), not counted." }
    out += "</p>\n"
    return out
  }
}

extension ReaderComparison {
  /// The feature's title: the first screen's, else the second's (a uiautomator dump has none).
  var titleText: PageText { left.screen.title == nil && right.screen.title != nil ? right.titleText : left.titleText }
}
