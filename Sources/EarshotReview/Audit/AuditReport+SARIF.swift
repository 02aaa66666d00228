import EarshotEngine
import EarshotModel

extension AuditReport {
  /// SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), as code-scanning tools read
  /// it: the tool's name and version, the rules with their help and a link to their first source, and one result per finding
  /// with its level, message, file (and line and column where known) and the element's JSON path
  /// as a logical location. Suppressed findings carry their reason; with a baseline, each result
  /// says whether it is new. Rules not run on a file are reported as notifications, and an input
  /// that could not be audited as an error notification with the execution unsuccessful. The results
  /// are written as they are made, never held all at once.
  /// `catalog` holds every rule, each listed with the readers of the platforms it checks.
  public func writeSARIF(to writer: inout JSONWriter, catalog: RuleCatalog) {
    let rules = catalog.rules()
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    var notifications: [JSONValue] = []
    for document in documents {
      for skipped in document.skipped {
        var n = JSONObject()
        n["level"] = "note"
        n["message"] = ["text": .string("\(skipped.rule) was not run on \(document.file): \(skipped.reason).")]
        n["associatedRule"] = ["id": .string(skipped.rule), "index": .number(Double(ruleIndex[skipped.rule] ?? 0))]
        n["locations"] = [["physicalLocation": ["artifactLocation": ["uri": .string(Self.uri(document.file))]]]]
        notifications.append(.object(n))
      }
    }
    for input in unread {
      var n = JSONObject()
      n["level"] = "error"
      n["message"] = ["text": .string("\(input.file) was not audited: \(Self.withoutErrorWord(input.message))")]
      n["locations"] = [["physicalLocation": ["artifactLocation": ["uri": .string(Self.uri(input.file))]]]]
      notifications.append(.object(n))
    }
    writer.beginObject()
    writer.member("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
    writer.member("version", "2.1.0")
    writer.key("runs")
    writer.beginArray()
    writer.beginObject()
    writer.member("tool", value: ["driver": ["name": "Earshot", "version": .string(EarshotVersion.string), "semanticVersion": .string(EarshotVersion.string),
                                             "rules": .array(rules.map { Self.sarifRule($0, readers: catalog.readers(of: $0)) })]])
    writer.member("invocations", value: [["executionSuccessful": .bool(readAll), "toolExecutionNotifications": .array(notifications)]])
    writer.key("results")
    writer.beginArray()
    for document in documents {
      for screen in document.screens {
        // A result is a small value made on its own; a thousand at a time, a few such parts at once
        // on every core, written in order.
        let findings = screen.findings, part = 1024, parts = (findings.count + part - 1) / part, wave = AuditReport.partsAtOnce
        let depth = writer.depth, pretty = writer.isPretty, before = writer.itemCount
        for first in stride(from: 0, to: parts, by: wave) {
          let written = Concurrent.map(min(wave, parts - first)) { p in
            let start = (first + p) * part
            var items = JSONWriter(itemsOfArrayAt: depth, itemsBefore: before + start, pretty: pretty)
            findings.withUnsafeBufferPointer { f in
              for n in start..<min(f.count, start + part) {
                items.value(sarifResult(f[n], screen: screen, file: document.file, index: ruleIndex[f[n].rule]))
              }
            }
            return items.items
          }
          for items in written { writer.append(items) }
        }
        for s in screen.suppressed {
          var result = sarifResult(s.finding, screen: screen, file: document.file, index: ruleIndex[s.finding.rule]).objectValue!
          result["suppressions"] = [["kind": "inSource", "justification": .string(s.reason)]]
          writer.value(.object(result))
        }
      }
    }
    writer.endArray()
    writer.endObject()
    writer.endArray()
    writer.endObject()
  }

  static func sarifRule(_ rule: any AuditRule, readers: [String]) -> JSONValue {
    var o = JSONObject()
    o["id"] = .string(rule.id)
    o["name"] = .string(rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
    o["shortDescription"] = ["text": .string(rule.summary)]
    var full = rule.summary
    if !rule.needs.isEmpty { full += " Not run on captures without \(rule.needs.sorted().map(\.name).joined(separator: ", "))." }
    o["fullDescription"] = ["text": .string(full)]
    let text = rule.evidence.map { "\($0.source) (\($0.url)): \($0.says)" }.joined(separator: "\n")
    let markdown = rule.evidence.map { "- [\($0.source)](\($0.url)): \($0.says)" }.joined(separator: "\n")
    o["help"] = ["text": .string(text), "markdown": .string(markdown)]
    if let uri = rule.evidence.first?.url { o["helpUri"] = .string(uri) }
    o["defaultConfiguration"] = ["level": .string(rule.severity.rawValue)]
    // Tagged with the screen readers of the platforms it checks: "voiceover" for iOS's rules, "talkback" for Android's.
    o["properties"] = ["tags": .array([.string("accessibility")] + readers.map(JSONValue.string))]
    return .object(o)
  }

  func sarifResult(_ f: Finding, screen: ScreenAudit, file: String, index: Int?) -> JSONValue {
    var o = JSONObject()
    o["ruleId"] = .string(f.rule)
    if let index { o["ruleIndex"] = .number(Double(index)) }
    o["level"] = .string(f.severity.rawValue)
    var message = f.message
    if let heard = f.ownSpeech { message += " \(f.reader) says \"\(heard)\"." } else if let reader = screen.reader { message += " In \(reader)'s reading." }
    message += " Fix: \(f.fix)"
    o["message"] = ["text": .string(message)]
    // Where the document's screens are heard by several readers, each result names its screen's
    // (its logical location and fingerprint do too, through the screen's key).
    if let reader = screen.reader { o["properties"] = ["reader": .string(reader)] }
    var physical = JSONObject()
    physical["artifactLocation"] = ["uri": .string(Self.uri(file))]
    if let position = positions[file]?[f.origin.elementPath] {
      physical["region"] = ["startLine": .number(Double(position.line)), "startColumn": .number(Double(position.column))]
    }
    var logical = JSONObject()
    logical["name"] = .string(f.element.isEmpty ? f.path : f.element)
    logical["fullyQualifiedName"] = .string(screen.key.isEmpty ? f.path : "\(screen.key)/\(f.path)")
    logical["kind"] = "element"
    o["locations"] = [["physicalLocation": .object(physical), "logicalLocations": [.object(logical)]]]
    o["partialFingerprints"] = ["earshotFinding/v1": .string([f.rule, screen.key, f.element, f.spoken.first ?? ""].joined(separator: "|"))]
    if usesBaseline { o["baselineState"] = f.inBaseline ? "unchanged" : "new" }
    return .object(o)
  }

  /// A file name as a relative URI reference: unreserved characters and `/` kept, the rest
  /// percent-encoded as UTF-8.
  static func uri(_ file: String) -> String {
    var out = ""
    for byte in file.utf8 {
      let c = Character(Unicode.Scalar(byte))
      if byte < 128, c.isLetter || c.isNumber || "-._~/".contains(c) {
        out.append(c)
      } else {
        out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return out
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
