import EarshotModel

/// The result of auditing one or more files: what `earshot audit` prints.
public struct AuditReport: Hashable, Sendable {
  public var documents: [DocumentAudit]
  /// The lowest severity that fails the run (`--fail-on`).
  public var failOn: Severity

  public init(documents: [DocumentAudit], failOn: Severity = .error) {
    self.documents = documents
    self.failOn = failOn
  }

  public var findings: [Finding] { documents.flatMap { $0.screens.flatMap(\.findings) } }

  public func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }

  /// Whether findings at or above `failOn` exist: the run exits with 1.
  public var fails: Bool { findings.contains { $0.severity >= failOn } }

  // MARK: - Text

  /// Plain text meant to be read by ear as well as by eye: every finding starts with its
  /// severity as a word, and nothing depends on colour or layout.
  public func text() -> String {
    var out = ""
    for document in documents {
      for screen in document.screens {
        let name = Self.screenName(screen)
        out += "\(document.file), screen \(name): \(Self.counted(screen.stopCount, "stop")), \(Self.summary(screen.findings)).\n"
        for (n, f) in screen.findings.enumerated() {
          out += "\n\(n + 1). \(f.severity.word): \(f.rule), at \(f.path)"
          if let stop = f.stop { out += ", stop \(stop)" }
          out += ".\n"
          out += "   Heard: \(f.spoken.isEmpty ? "nothing; VoiceOver does not reach it" : f.spoken.map { "\"\($0)\"" }.joined(separator: ", then ")).\n"
          out += "   Problem: \(f.message)\n"
          out += "   Fix: \(f.fix)\n"
          out += "   Evidence: \(f.evidence.map(\.source).joined(separator: "; ")).\n"
        }
        out += "\n"
      }
    }
    let screens = documents.reduce(0) { $0 + $1.screens.count }
    if !findings.isEmpty { out += "What each source says: earshot audit --list-rules\n" }
    out += "Total: \(Self.counted(documents.count, "file")), \(Self.counted(screens, "screen")), \(Self.summary(findings)).\n"
    let threshold = failOn == .error ? "errors" : "warnings or errors"
    out += fails ? "Result: failed, because there are \(threshold) (--fail-on \(failOn.rawValue)).\n"
                 : "Result: passed; no \(threshold) (--fail-on \(failOn.rawValue)).\n"
    return out
  }

  static func screenName(_ screen: ScreenAudit) -> String {
    var name = "\"\(screen.title ?? screen.screenID ?? "Screen")\""
    if let id = screen.screenID, id != screen.title { name += " [\(id)]" }
    return name
  }

  static func summary(_ findings: [Finding]) -> String {
    if findings.isEmpty { return "no findings" }
    let errors = findings.filter { $0.severity == .error }.count, warnings = findings.count - errors
    return "\(counted(findings.count, "finding")) (\(counted(errors, "error")), \(counted(warnings, "warning")))"
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
        screens.append(.object(o))
      }
      files.append(["file": .string(document.file), "screens": .array(screens)])
    }
    var summary = JSONObject()
    summary["files"] = .number(Double(documents.count))
    summary["findings"] = .number(Double(findings.count))
    summary["errors"] = .number(Double(count(.error)))
    summary["warnings"] = .number(Double(count(.warning)))
    summary["failOn"] = .string(failOn.rawValue)
    summary["failed"] = .bool(fails)
    // What each source says is listed once per rule; findings name their sources.
    var rules = JSONObject()
    var seen = Set<String>()
    for f in findings where seen.insert(f.rule).inserted {
      rules[f.rule] = ["severity": .string(f.severity.rawValue),
                       "evidence": .array(f.evidence.map { ["source": .string($0.source), "says": .string($0.says)] })]
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
    o["stop"] = f.stop.map { .number(Double($0)) } ?? .null
    o["spoken"] = .array(f.spoken.map(JSONValue.string))
    o["message"] = .string(f.message)
    o["fix"] = .string(f.fix)
    o["evidence"] = .array(f.evidence.map { quotes ? ["source": .string($0.source), "says": .string($0.says)] : .string($0.source) })
    return .object(o)
  }
}
