import EarshotModel
import Foundation

extension AuditReport {
  // MARK: - JUnit

  /// JUnit XML, as CI test reports read it: one test suite per file; in it, one test case per
  /// finding that fails the run (at or above `--fail-on`, not in the baseline), each with its one
  /// failure, since most viewers show only a case's first; and one passing case per screen, whose
  /// output lists the other findings, the suppressed ones and the rules not run. An input that
  /// could not be audited is a case in error.
  public func junit() -> String {
    var suites = ""
    var totalCases = 0, totalFailures = 0, totalSkipped = 0
    for document in documents {
      var cases = ""
      var count = 0, failures = 0
      let file = Self.xml(document.file)
      for screen in document.screens {
        let screenName = "screen " + Self.screenName(screen)
        var notes: [String] = []
        for f in screen.findings {
          guard !f.inBaseline, f.severity >= failOn else {
            notes.append("\(f.severity.word)\(f.inBaseline ? " (in the baseline)" : ""): \(f.rule) at \(f.path): \(f.message)")
            continue
          }
          let stop = f.stop.map { ", stop \($0)" } ?? ""
          cases += "    <testcase classname=\"\(file)\" name=\"\(Self.xml("\(screenName): \(f.rule) at \(f.path)\(stop)"))\">\n"
          cases += "      <failure type=\"\(Self.xml(f.rule))\" message=\"\(Self.xml("\(f.severity.word): \(f.rule) at \(f.path): \(f.message)"))\">"
          cases += Self.xml(Self.details(f, reader: screen.reader)) + "</failure>\n    </testcase>\n"
          count += 1
          failures += 1
        }
        for s in screen.suppressed { notes.append("Suppressed: \(s.finding.rule) at \(s.finding.path): \(s.reason)") }
        cases += "    <testcase classname=\"\(file)\" name=\"\(Self.xml(screenName))\">"
        cases += notes.isEmpty ? "</testcase>\n" : "\n      <system-out>\(Self.xml(notes.joined(separator: "\n")))</system-out>\n    </testcase>\n"
        count += 1
      }
      // Warnings are test cases marked skipped: shown in CI's test lists, failing nothing.
      for warning in document.warnings {
        cases += "    <testcase classname=\"\(file)\" name=\"\(Self.xml("warning: \(UserText.shortened(warning, limit: 120))"))\">"
        cases += "<skipped message=\"\(Self.xml("warning: \(warning)"))\"/></testcase>\n"
        count += 1
      }
      var skippedNote = ""
      if !document.skipped.isEmpty {
        let lines = Self.byReason(document.skipped).map { "Not run: \($0.rules.joined(separator: ", ")): \($0.reason)." }
        skippedNote = "    <system-out>\(Self.xml(lines.joined(separator: "\n")))</system-out>\n"
      }
      totalCases += count
      totalFailures += failures
      totalSkipped += document.warnings.count
      suites += "  <testsuite name=\"\(file)\" tests=\"\(count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(document.warnings.count)\">\n"
      suites += cases + skippedNote + "  </testsuite>\n"
    }
    // An input that could not be audited is a suite of one case in error, named by its file.
    for input in unread {
      let file = Self.xml(input.file), message = Self.xml(Self.withoutErrorWord(input.message))
      suites += "  <testsuite name=\"\(file)\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">\n"
      suites += "    <testcase classname=\"\(file)\" name=\"\(Self.xml("read \(input.file)"))\">\n"
      suites += "      <error type=\"unreadable\" message=\"\(message)\">\(message)</error>\n    </testcase>\n  </testsuite>\n"
      totalCases += 1
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"earshot audit\" tests=\"\(totalCases)\" failures=\"\(totalFailures)\" errors=\"\(unread.count)\" skipped=\"\(totalSkipped)\">\n"
      + suites + "</testsuites>\n"
  }

  /// A finding's lines, naming its screen's `reader` where the document's screens are heard by several.
  static func details(_ f: Finding, reader: String? = nil) -> String {
    var out = "\(reader.map { "Heard by \($0)" } ?? "Heard"): \(f.heard { "\"\($0)\"" } ?? "nothing")\n"
    out += "Problem: \(f.message)\nFix: \(f.fix)\n"
    out += "Evidence: " + f.evidence.map { "\($0.source) (\($0.url))" }.joined(separator: "; ")
    return out
  }

  /// Text for XML content and attribute values: the five special characters escaped, and
  /// characters XML 1.0 cannot hold dropped.
  static func xml(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n": out += "&#10;"
      case "\t", "\r": out += "&#\(scalar.value);"
      default:
        let v = scalar.value
        if v >= 0x20, !(0xFFFE...0xFFFF).contains(v) { out.unicodeScalars.append(scalar) }
      }
    }
    return out
  }

  // MARK: - GitHub Actions

  /// GitHub Actions workflow commands: an `::error` or `::warning` annotation per new finding, on
  /// the file (and line and column where known), a notice per file for rules not run, and an
  /// error per file that could not be audited.
  public func github() -> String {
    var out = ""
    for document in documents {
      for screen in document.screens {
        for f in screen.findings where !f.inBaseline {
          var properties = "file=\(Self.property(document.file))"
          if let p = positions[document.file]?[f.origin.elementPath] { properties += ",line=\(p.line),col=\(p.column)" }
          // Where the document's screens are heard by several readers, the title names the one.
          properties += ",title=\(Self.property("Earshot \(f.rule)" + (screen.reader.map { " (\($0))" } ?? "")))"
          var message = "\(f.message) (\(f.path)"
          if let heard = f.ownSpeech { message += "; \(f.reader) says \"\(heard)\"" }
          message += ")\nFix: \(f.fix)\nEvidence: \(f.evidence.map(\.url).joined(separator: " "))"
          out += "::\(f.severity == .error ? "error" : "warning") \(properties)::\(Self.data(message))\n"
        }
      }
      if !document.skipped.isEmpty {
        let text = Self.byReason(document.skipped).map { "\($0.rules.joined(separator: ", ")): \($0.reason)" }.joined(separator: "; ")
        out += "::notice file=\(Self.property(document.file)),title=Earshot rules not run::\(Self.data(text))\n"
      }
    }
    for input in unread {
      out += "::error file=\(Self.property(input.file)),title=\(Self.property("Earshot could not audit this file"))::\(Self.data(Self.withoutErrorWord(input.message)))\n"
    }
    let known = findings.count - newFindings.count
    out += "Earshot audit: \(Self.summary(newFindings))"
    if known > 0 { out += ", \(known) more in the baseline" }
    if !suppressed.isEmpty { out += ", \(suppressed.count) suppressed" }
    if !unread.isEmpty {
      out += "; failed: \(Self.counted(unread.count, "file")) could not be audited.\n"
    } else {
      out += fails ? "; failed (--fail-on \(failOn.rawValue)).\n" : "; passed (--fail-on \(failOn.rawValue)).\n"
    }
    return out
  }

  /// A workflow command's message: `%`, CR and LF escaped.
  static func data(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A workflow command's property value: as `data`, and `:` and `,` escaped too.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
