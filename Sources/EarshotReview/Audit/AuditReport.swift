import EarshotModel

/// The result of auditing one or more files: what `earshot audit` prints.
public struct AuditReport: Hashable, Sendable {
  public var documents: [DocumentAudit]
  /// The lowest severity that fails the run (`--fail-on`).
  public var failOn: Severity
  /// Where each finding's element starts in its file, by file and JSON path, where the reader
  /// knows it (screen documents); CI formats point annotations there.
  public var positions: [String: [String: SourcePosition]]
  /// Whether a baseline was compared (`--baseline`), so formats can say which findings are new.
  public var usesBaseline = false

  public init(documents: [DocumentAudit], failOn: Severity = .error, positions: [String: [String: SourcePosition]] = [:]) {
    self.documents = documents
    self.failOn = failOn
    self.positions = positions
  }

  /// Every finding, suppressed ones aside, including those the baseline knows.
  public var findings: [Finding] { documents.flatMap { $0.screens.flatMap(\.findings) } }

  /// The findings the baseline does not know: what the run reports as new.
  public var newFindings: [Finding] { findings.filter { !$0.inBaseline } }

  public var suppressed: [SuppressedFinding] { documents.flatMap { $0.screens.flatMap(\.suppressed) } }

  public func count(_ severity: Severity) -> Int { newFindings.filter { $0.severity == severity }.count }

  /// Whether new findings at or above `failOn` exist: the run exits with 1.
  public var fails: Bool {
    // Read in place: collecting the findings, or passing each to a closure, copies every one of them.
    documents.contains { document in
      document.screens.contains { screen in
        screen.findings.withUnsafeBufferPointer { f in f.indices.contains { !f[$0].inBaseline && f[$0].severity >= failOn } }
      }
    }
  }

  /// The report with the findings `baseline` knows marked, so they no longer fail the run.
  public func comparing(with baseline: AuditBaseline) -> AuditReport {
    var copy = self
    baseline.mark(&copy.documents)
    copy.usesBaseline = true
    return copy
  }

  // MARK: - Text

  /// Plain text meant to be read by ear as well as by eye: every finding starts with its
  /// severity as a word, and nothing depends on colour or layout.
  public func text() -> String {
    var out = ""
    writeText { out += $0 }
    return out
  }

  /// The text of `text()`, handed to `write` a part at a time (each part whole lines), so a report
  /// of a million findings is never one string.
  public func writeText(_ write: (String) -> Void) {
    var out = ""
    func flushIfLong() {
      guard out.utf8.count >= 1 << 16 else { return }
      write(out)
      out = ""
    }
    for document in documents {
      for screen in document.screens {
        let name = Self.screenName(screen)
        let shown = screen.findings.contains(where: \.inBaseline) ? screen.findings.filter { !$0.inBaseline } : screen.findings
        var header = "\(UserText.oneLine(document.file)), screen \(name): \(Self.counted(screen.stopCount, "stop")), \(Self.summary(shown))"
        if shown.count < screen.findings.count { header += "; \(screen.findings.count - shown.count) more in the baseline" }
        if !screen.suppressed.isEmpty { header += "; \(screen.suppressed.count) suppressed" }
        out += header + ".\n"
        // A thousand findings at a time, a few such parts at once on every core, written in order.
        let part = 1024, parts = (shown.count + part - 1) / part, wave = 8
        for first in stride(from: 0, to: parts, by: wave) {
          let texts = Concurrent.map(min(wave, parts - first)) { p in
            let start = (first + p) * part
            return Self.text(shown, start..<min(shown.count, start + part))
          }
          for text in texts {
            out += text
            flushIfLong()
          }
        }
        if !screen.suppressed.isEmpty {
          out += "\nSuppressed in the document (not counted):\n"
          for s in screen.suppressed {
            let f = s.finding
            out += "   \(f.severity.word): \(f.rule), at \(f.path)\(f.spoken.first.map { " (\"\(UserText.oneLine($0))\")" } ?? ""). Reason: \(UserText.oneLine(s.reason))\n"
          }
        }
        out += "\n"
      }
      if !document.skipped.isEmpty {
        out += "\(UserText.oneLine(document.file)): \(Self.counted(document.skipped.count, "rule")) not run, as this input cannot show what they read:\n"
        for (reason, rules) in Self.byReason(document.skipped) {
          out += "   \(rules.joined(separator: ", ")): \(reason).\n"
        }
        out += "\n"
      }
    }
    let screens = documents.reduce(0) { $0 + $1.screens.count }
    // Counted in place: collecting the findings first copies every one of them.
    var all = 0, new = 0, newErrors = 0
    for document in documents {
      for screen in document.screens {
        all += screen.findings.count
        screen.findings.withUnsafeBufferPointer { findings in
          for j in findings.indices where !findings[j].inBaseline {
            new += 1
            if findings[j].severity == .error { newErrors += 1 }
          }
        }
      }
    }
    if new > 0 { out += "What each source says: earshot audit --list-rules\n" }
    var total = "Total: \(Self.counted(documents.count, "file")), \(Self.counted(screens, "screen")), \(Self.summary(count: new, errors: newErrors))"
    let known = all - new
    if known > 0 { total += "; \(known) more in the baseline" }
    if !suppressed.isEmpty { total += "; \(suppressed.count) suppressed" }
    out += total + ".\n"
    let threshold = failOn == .error ? "errors" : "warnings or errors"
    out += fails ? "Result: failed, because there are \(threshold) (--fail-on \(failOn.rawValue)).\n"
                 : "Result: passed; no \(threshold) (--fail-on \(failOn.rawValue)).\n"
    write(out)
  }

  /// The text of `findings[range]`, numbered from 1 in the whole list; what came from the screen
  /// (the lines heard, labels quoted in the problem and the fix) stays on its line.
  static func text(_ findings: [Finding], _ range: Range<Int>) -> String {
    var out = ""
    // Read in place: taking a finding out of the array copies it.
    findings.withUnsafeBufferPointer { shown in
      for n in range {
        out += "\n\(n + 1). \(shown[n].severity.word): \(shown[n].rule), at \(shown[n].path)"
        if let stop = shown[n].stop { out += ", stop \(stop)" }
        out += ".\n"
        out += "   Heard: \(shown[n].heard { "\"\(UserText.oneLine($0))\"" } ?? "nothing; VoiceOver does not reach it").\n"
        out += "   Problem: \(UserText.oneLine(shown[n].message))\n"
        out += "   Fix: \(UserText.oneLine(shown[n].fix))\n"
        out += "   Evidence: \(shown[n].evidence.map { "\($0.source) (\($0.url))" }.joined(separator: "; ")).\n"
      }
    }
    return out
  }

  /// The skipped rules grouped by the reason they were skipped, in the order first met.
  static func byReason(_ skipped: [SkippedRule]) -> [(reason: String, rules: [String])] {
    var groups: [(reason: String, rules: [String])] = []
    for s in skipped {
      if let i = groups.firstIndex(where: { $0.reason == s.reason }) { groups[i].rules.append(s.rule) } else { groups.append((s.reason, [s.rule])) }
    }
    return groups
  }

  /// The screen's title (and id), quoted on one line.
  static func screenName(_ screen: ScreenAudit) -> String {
    var name = "\"\(UserText.oneLine(screen.title ?? screen.screenID ?? "Screen"))\""
    if let id = screen.screenID, id != screen.title { name += " [\(UserText.oneLine(id))]" }
    return name
  }

  static func summary(_ findings: [Finding]) -> String {
    let errors = findings.withUnsafeBufferPointer { f in f.indices.reduce(0) { $0 + (f[$1].severity == .error ? 1 : 0) } }
    return summary(count: findings.count, errors: errors)
  }

  static func summary(count: Int, errors: Int) -> String {
    if count == 0 { return "no findings" }
    return "\(counted(count, "finding")) (\(counted(errors, "error")), \(counted(count - errors, "warning")))"
  }

  static func counted(_ n: Int, _ word: String) -> String { n == 1 ? "1 \(word)" : "\(n) \(word)s" }

  // MARK: - JSON

  public func json() -> JSONValue {
    var files: [JSONValue] = []
    for document in documents {
      var screens: [JSONValue] = []
      for screen in document.screens {
        var o = JSONObject()
        o["id"] = screen.screenID.map(JSONValue.string) ?? .null
        o["title"] = screen.title.map(JSONValue.string) ?? .null
        o["stops"] = .number(Double(screen.stopCount))
        o["findings"] = .array(screen.findings.map { Self.json($0) })
        o["suppressed"] = .array(screen.suppressed.map { s in
          var j = Self.json(s.finding).objectValue ?? JSONObject()
          j["reason"] = .string(s.reason)
          return .object(j)
        })
        screens.append(.object(o))
      }
      let skipped: [JSONValue] = document.skipped.map {
        ["rule": .string($0.rule), "needs": .string($0.fact.rawValue), "reason": .string($0.reason)]
      }
      files.append(["file": .string(document.file), "screens": .array(screens), "skipped": .array(skipped)])
    }
    var summary = JSONObject()
    summary["files"] = .number(Double(documents.count))
    summary["findings"] = .number(Double(newFindings.count))
    summary["inBaseline"] = .number(Double(findings.count - newFindings.count))
    summary["suppressed"] = .number(Double(suppressed.count))
    summary["errors"] = .number(Double(count(.error)))
    summary["warnings"] = .number(Double(count(.warning)))
    summary["failOn"] = .string(failOn.rawValue)
    summary["failed"] = .bool(fails)
    // What each source says is listed once per rule; findings name their sources.
    var rules = JSONObject()
    var seen = Set<String>()
    for f in findings where seen.insert(f.rule).inserted {
      rules[f.rule] = ["severity": .string(f.severity.rawValue),
                       "evidence": .array(f.evidence.map { ["source": .string($0.source), "url": .string($0.url), "says": .string($0.says)] })]
    }
    return ["files": .array(files), "rules": .object(rules), "summary": .object(summary)]
  }

  /// A finding as JSON; `evidence` lists the sources, or with `quotes` what each says as well.
  public static func json(_ f: Finding, quotes: Bool = false) -> JSONValue {
    var o = JSONObject()
    o["rule"] = .string(f.rule)
    o["severity"] = .string(f.severity.rawValue)
    o["path"] = .string(f.path)
    o["id"] = f.elementID.map(JSONValue.string) ?? .null
    o["element"] = .string(f.element)
    o["stop"] = f.stop.map { .number(Double($0)) } ?? .null
    o["spoken"] = .array(f.spoken.map(JSONValue.string))
    if f.unquotedStops > 0 { o["unquotedStops"] = .number(Double(f.unquotedStops)) }
    o["message"] = .string(f.message)
    o["fix"] = .string(f.fix)
    o["evidence"] = .array(f.evidence.map {
      quotes ? ["source": .string($0.source), "url": .string($0.url), "says": .string($0.says)] : .string($0.source)
    })
    if f.inBaseline { o["inBaseline"] = .bool(true) }
    return .object(o)
  }
}
