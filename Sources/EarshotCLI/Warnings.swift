import EarshotModel
import Foundation

/// The warnings of one run: each said once (the same warning of many inputs is said for the
/// first, then once more at the end with how many more it was true of), none with `--quiet`, and
/// none that the run's known warnings (`--known-warnings FILE`) accept. A batch's inputs and the
/// voice catalogue share the process's log.
final class WarningLog: @unchecked Sendable {
  /// The log of the process's own console.
  static let process = WarningLog()

  private let lock = NSLock()
  /// With `--quiet`: nothing is said, though warnings are still kept for reports (JUnit).
  private var silenced = false
  /// Lines of a known-warnings file, without their `warning: ` prefix.
  private var known: Set<String> = []
  private var accepted = 0
  /// Each warning said, by what it says without its file: the files it was true of after the first.
  private var said: [String: [String]] = [:]
  private var order: [String] = []
  /// Every warning of the run as printed, accepted ones too, for `--write-known-warnings`.
  private var every: Set<String> = []

  func silence() { lock.withLock { silenced = true } }

  /// Accepts the warnings `text` lists: one per line as earshot prints them, with or without
  /// `warning: `, or without the file (then accepted for every file); `#` starts a comment.
  func accept(_ text: String) {
    let lines = TextLines.split(text).map { line -> String in
      var line = line.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("warning: ") { line.removeFirst("warning: ".count) }
      return line
    }
    lock.withLock { known.formUnion(lines.filter { !$0.isEmpty && !$0.hasPrefix("#") }) }
  }

  /// Whether the run's known warnings accept `diagnostic`.
  func isKnown(_ diagnostic: Diagnostic) -> Bool {
    lock.withLock { known.contains(diagnostic.description) || known.contains(Self.key(diagnostic)) }
  }

  /// Whether `diagnostic` is to be said now: not accepted, not silenced and not said before. A
  /// repeat is counted for the end of the run.
  func shouldSay(_ diagnostic: Diagnostic) -> Bool {
    let key = Self.key(diagnostic)
    return lock.withLock {
      // The same warning of the same file again (a capture read once for each reader) is not another.
      guard every.insert(diagnostic.description).inserted else { return false }
      if known.contains(diagnostic.description) || known.contains(key) {
        accepted += 1
        return false
      }
      if said[key] != nil {
        said[key]!.append(diagnostic.file ?? "")
        return false
      }
      said[key] = []
      order.append(key)
      return !silenced
    }
  }

  /// A known-warnings file accepting every warning of the run so far.
  func knownWarningsFile() -> String {
    let lines = lock.withLock { every.sorted() }
    return "# Warnings earshot accepts (--known-warnings); one per line, a line without its file accepts it for every file.\n"
      + lines.map { $0 + "\n" }.joined()
  }

  /// What a warning says whatever file it is of: its place and message.
  static func key(_ diagnostic: Diagnostic) -> String {
    var bare = diagnostic
    bare.file = nil
    return bare.description
  }

  /// The lines that end the run: each repeated warning once more with its count, and how many
  /// known warnings were not shown. Nothing with `--quiet`.
  func closingLines() -> [String] {
    lock.withLock {
      defer {
        said = [:]
        order = []
        accepted = 0
      }
      guard !silenced else { return [] }
      var lines: [String] = []
      for key in order {
        let files = (said[key] ?? []).sorted()
        guard !files.isEmpty else { continue }
        let named = files.prefix(3).map { UserText.oneLine($0) }.joined(separator: ", ") + (files.count > 3 ? ", …" : "")
        lines.append("warning: the same for \(files.count) more input\(files.count == 1 ? "" : "s") (\(named)): \(UserText.shortened(key, limit: 80))")
      }
      if accepted > 0 { lines.append("note: \(accepted) known warning\(accepted == 1 ? "" : "s") not shown (--known-warnings)") }
      return lines
    }
  }
}
