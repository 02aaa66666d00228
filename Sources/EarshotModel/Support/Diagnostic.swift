/// A problem found in an input file: where it is, what is wrong, and what is accepted.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Sendable, Hashable { case error, warning }

  public var severity: Severity
  /// The file, as the user named it.
  public var file: String?
  /// A JSON path (`root.children[3].traits[1]`) or `line 4, column 12`.
  public var place: String?
  public var message: String

  public init(_ severity: Severity, file: String? = nil, place: String? = nil, _ message: String) {
    self.severity = severity
    self.file = file
    self.place = place
    self.message = message
  }

  /// One line: `file: place: message`, with any control character from the input shown as an
  /// escape, so a problem never spans two lines or reaches the terminal as a command.
  public var description: String {
    UserText.oneLine([file, place.map(Self.shortPlace), message].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": "))
  }

  /// A place deep in a tree, with its middle left out: `root.children[0]…children[3].label`.
  static func shortPlace(_ place: String) -> String {
    guard place.utf8.count > 160 else { return place }
    return String(place.prefix(60)) + "…" + String(place.suffix(80))
  }
}

/// Input that cannot be used: one or more errors, each a complete one-line message.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
  public var diagnostics: [Diagnostic]

  public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
  public init(file: String? = nil, place: String? = nil, _ message: String) {
    self.diagnostics = [Diagnostic(.error, file: file, place: place, message)]
  }

  public var description: String { lines().joined(separator: "\n") }

  /// One line per diagnostic; past `limit`, one more line counts the rest.
  public func lines(limit: Int = InputLimits.errorsListed) -> [String] {
    // Readers that count their own overflow end with a line saying so: keep it.
    guard diagnostics.count > limit + 1 else { return diagnostics.map(\.description) }
    let rest = diagnostics.count - limit
    let file = diagnostics[0].file.map { " in \(UserText.oneLine($0))" } ?? ""
    return diagnostics.prefix(limit).map(\.description) + ["\(rest) more problems like these\(file) (fix the ones above and run again)"]
  }
}
