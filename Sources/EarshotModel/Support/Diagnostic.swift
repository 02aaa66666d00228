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

  /// One line: `file: place: message`.
  public var description: String {
    [file, place, message].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
  }
}

/// Input that cannot be used: one or more errors, each a complete one-line message.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
  public var diagnostics: [Diagnostic]

  public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
  public init(file: String? = nil, place: String? = nil, _ message: String) {
    self.diagnostics = [Diagnostic(.error, file: file, place: place, message)]
  }

  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
