import EarshotModel
import Foundation

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
  /// The inputs of a batch that could not be audited, with what was said of each: every output
  /// format carries them, so a CI viewer never shows a run with one as a pass.
  public var unread: [UnreadInput] = []

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

  /// Whether every input was audited.
  public var readAll: Bool { unread.isEmpty }

  /// An error's lines as one sentence, without the "Error: " each line starts with on stderr.
  static func withoutErrorWord(_ message: String) -> String {
    message.split(separator: "\n").map { $0.hasPrefix("Error: ") ? $0.dropFirst("Error: ".count) : $0 }.joined(separator: " ")
  }

  public func count(_ severity: Severity) -> Int { severity.count(in: newFindings) }

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
        let part = 1024, parts = (shown.count + part - 1) / part, wave = Self.partsAtOnce
        for first in stride(from: 0, to: parts, by: wave) {
          let texts = Concurrent.map(min(wave, parts - first)) { p in
            let start = (first + p) * part
            return Self.text(shown, start..<min(shown.count, start + part), reader: screen.reader)
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
      // Rules of the other platform, then rules needing what the input cannot show.
      let (otherPlatform, lacking) = (document.skipped.filter { $0.fact == .platform }, document.skipped.filter { $0.fact != .platform })
      if !otherPlatform.isEmpty {
        out += "\(UserText.oneLine(document.file)): \(Self.counted(otherPlatform.count, "rule")) not run, as they check the other platform:\n"
        for (reason, rules) in Self.byReason(otherPlatform) { out += "   \(rules.joined(separator: ", ")): \(reason).\n" }
        out += "\n"
      }
      if !lacking.isEmpty {
        out += "\(UserText.oneLine(document.file)): \(Self.counted(lacking.count, "rule")) not run, as this input cannot show what they read:\n"
        for (reason, rules) in Self.byReason(lacking) {
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
    for input in unread { out += "Not audited: \(UserText.oneLine(input.file)): \(UserText.oneLine(Self.withoutErrorWord(input.message)))\n" }
    let threshold = failOn == .error ? "errors" : "warnings or errors"
    if !unread.isEmpty {
      out += "Result: failed, because \(Self.counted(unread.count, "file")) could not be audited.\n"
    } else {
      out += fails ? "Result: failed, because there are \(threshold) (--fail-on \(failOn.rawValue)).\n"
                   : "Result: passed; no \(threshold) (--fail-on \(failOn.rawValue)).\n"
    }
    write(out)
  }

  /// The text of `findings[range]`, numbered from 1 in the whole list; what came from the screen
  /// (the lines heard, labels quoted in the problem and the fix) stays on its line. Where the
  /// document's screens are heard by several readers, each finding names its screen's `reader`.
  static func text(_ findings: [Finding], _ range: Range<Int>, reader: String? = nil) -> String {
    let heard = reader.map { "Heard by \($0)" } ?? "Heard"
    var out = ""
    // Read in place: taking a finding out of the array copies it.
    findings.withUnsafeBufferPointer { shown in
      for n in range {
        out += "\n\(n + 1). \(shown[n].severity.word): \(shown[n].rule), at \(shown[n].path)"
        if let stop = shown[n].stop { out += ", stop \(stop)" }
        out += ".\n"
        out += "   \(heard): \(shown[n].heard { "\"\(UserText.oneLine($0))\"" } ?? "nothing; \(shown[n].reader) does not reach it").\n"
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

  /// The screen's title (and id), quoted on one line, and the reader that heard it where there
  /// are several (`"Checkout" [checkout], heard by TalkBack`).
  static func screenName(_ screen: ScreenAudit) -> String {
    var name = "\"\(UserText.oneLine(screen.title ?? screen.screenID ?? "Screen"))\""
    if let id = screen.screenID, id != screen.title { name += " [\(UserText.oneLine(id))]" }
    if let reader = screen.reader { name += ", heard by \(reader)" }
    return name
  }

  static func summary(_ findings: [Finding]) -> String {
    let errors = Severity.error.count(in: findings)
    return summary(count: findings.count, errors: errors)
  }

  static func summary(count: Int, errors: Int) -> String {
    if count == 0 { return "no findings" }
    return "\(counted(count, "finding")) (\(counted(errors, "error")), \(counted(count - errors, "warning")))"
  }

  static func counted(_ n: Int, _ word: String) -> String { n == 1 ? "1 \(word)" : "\(n) \(word)s" }

  // MARK: - JSON

  /// JSON (`audit --format json`) written to `writer`: each file's screens (with the `"reader"`
  /// that heard each, where there are several) with their findings and suppressed findings, the rules not run, what each rule's sources say (once per rule), and a
  /// summary. Long lists of findings are written a part at a time on every core.
  public func writeJSON(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("files")
    writer.beginArray()
    for document in documents {
      writer.beginObject()
      writer.member("file", document.file)
      writer.key("screens")
      writer.beginArray()
      for screen in document.screens {
        writer.beginObject()
        writer.member("id", screen.screenID)
        writer.member("title", screen.title)
        if let reader = screen.reader { writer.member("reader", reader) }
        writer.member("stops", screen.stopCount)
        writer.key("findings")
        writer.beginArray()
        Self.writeFindings(screen.findings, to: &writer)
        writer.endArray()
        writer.key("suppressed")
        writer.beginArray()
        for s in screen.suppressed { Self.writeFinding(s.finding, reason: s.reason, to: &writer) }
        writer.endArray()
        writer.endObject()
      }
      writer.endArray()
      writer.key("skipped")
      writer.beginArray()
      for skipped in document.skipped {
        writer.beginObject()
        writer.member("rule", skipped.rule)
        writer.member("needs", skipped.fact.rawValue)
        writer.member("reason", skipped.reason)
        writer.endObject()
      }
      writer.endArray()
      writer.endObject()
    }
    writer.endArray()
    // What each source says is listed once per rule; findings name their sources. Counted in
    // place: collecting the findings first copies every one of them.
    var all = 0, new = 0, errors = 0
    var rules: [(id: String, severity: Severity, evidence: [Evidence])] = []
    var seen = Set<String>()
    for document in documents {
      for screen in document.screens {
        all += screen.findings.count
        screen.findings.withUnsafeBufferPointer { findings in
          for j in findings.indices {
            if !findings[j].inBaseline {
              new += 1
              if findings[j].severity == .error { errors += 1 }
            }
            if seen.insert(findings[j].rule).inserted { rules.append((findings[j].rule, findings[j].severity, findings[j].evidence)) }
          }
        }
      }
    }
    writer.key("rules")
    writer.beginObject()
    for rule in rules {
      writer.key(named: rule.id)
      writer.beginObject()
      writer.member("severity", rule.severity.rawValue)
      writer.key("evidence")
      writer.beginArray()
      for e in rule.evidence { Self.writeEvidence(e, to: &writer) }
      writer.endArray()
      writer.endObject()
    }
    writer.endObject()
    writer.key("unread")
    writer.beginArray()
    for input in unread {
      writer.beginObject()
      writer.member("file", input.file)
      writer.member("error", Self.withoutErrorWord(input.message))
      writer.endObject()
    }
    writer.endArray()
    writer.key("summary")
    writer.beginObject()
    writer.member("files", documents.count)
    writer.member("unread", unread.count)
    writer.member("findings", new)
    writer.member("inBaseline", all - new)
    writer.member("suppressed", documents.reduce(0) { $0 + $1.screens.reduce(0) { $0 + $1.suppressed.count } })
    writer.member("errors", errors)
    writer.member("warnings", new - errors)
    writer.member("failOn", failOn.rawValue)
    writer.member("failed", fails || !readAll)
    writer.endObject()
    writer.endObject()
  }

  /// The JSON text of `writeJSON(to:)`.
  public func jsonText() -> String { JSONWriter.text { writeJSON(to: &$0) } }

  /// How many parts of a thousand findings are written at once: one per core, so only a few
  /// megabytes of output wait to be written (eight at once held 13 MB on 22,000 findings).
  static let partsAtOnce = max(2, ProcessInfo.processInfo.activeProcessorCount)

  /// `findings` as items of the writer's open array: a thousand at a time, a few such parts at
  /// once on every core, appended in order.
  static func writeFindings(_ findings: [Finding], to writer: inout JSONWriter) {
    let part = 1024, parts = (findings.count + part - 1) / part, wave = partsAtOnce
    let depth = writer.depth, pretty = writer.isPretty, before = writer.itemCount
    for first in stride(from: 0, to: parts, by: wave) {
      let written = Concurrent.map(min(wave, parts - first)) { p in
        let start = (first + p) * part
        var items = JSONWriter(itemsOfArrayAt: depth, itemsBefore: before + start, pretty: pretty)
        // Read in place: taking a finding out of the array copies it.
        findings.withUnsafeBufferPointer { f in
          for n in start..<min(f.count, start + part) { writeFinding(f[n], to: &items) }
        }
        return items.items
      }
      for items in written { writer.append(items) }
    }
  }

  /// A finding: its rule, severity, place, what VoiceOver says there, the problem and the fix, and
  /// its sources (by name, or with `quotes` what each says as well); a suppressed finding ends
  /// with the `reason` written in the document.
  public static func writeFinding(_ f: Finding, quotes: Bool = false, reason: String? = nil, to writer: inout JSONWriter) {
    writer.beginObject()
    writer.member("rule", f.rule)
    writer.member("severity", f.severity.rawValue)
    writer.member("path", f.path)
    writer.member("id", f.elementID)
    writer.member("element", f.element)
    writer.key("stop")
    if let stop = f.stop { writer.number(stop) } else { writer.null() }
    writer.key("spoken")
    writer.strings(f.spoken)
    if f.unquotedStops > 0 { writer.member("unquotedStops", f.unquotedStops) }
    writer.member("message", f.message)
    writer.member("fix", f.fix)
    writer.key("evidence")
    if quotes {
      writer.beginArray()
      for e in f.evidence { writeEvidence(e, to: &writer) }
      writer.endArray()
    } else {
      f.evidence.withUnsafeBufferPointer { evidence in writer.strings(count: evidence.count) { evidence[$0].source } }
    }
    if f.inBaseline { writer.member("inBaseline", true) }
    if let reason { writer.member("reason", reason) }
    writer.endObject()
  }

  /// A source: `{"source", "url", "says"}`.
  static func writeEvidence(_ e: Evidence, to writer: inout JSONWriter) {
    writer.beginObject()
    writer.member("source", e.source)
    writer.member("url", e.url)
    writer.member("says", e.says)
    writer.endObject()
  }

  /// A finding as a JSON value, for outputs built as values (diff's JSON): what `writeFinding`
  /// writes, read back.
  public static func json(_ f: Finding, quotes: Bool = false) -> JSONValue {
    var writer = JSONWriter(pretty: false)
    writeFinding(f, quotes: quotes, to: &writer)
    // The writer's own text always parses.
    return (try? JSONParser.parse(bytes: writer.bytes)) ?? .null
  }
}

/// An input of a batch that could not be read or audited, and the error said of it.
public struct UnreadInput: Hashable, Sendable {
  public var file: String
  /// The error's lines as written to stderr ("Error: …").
  public var message: String

  public init(file: String, message: String) {
    self.file = file
    self.message = message
  }
}
