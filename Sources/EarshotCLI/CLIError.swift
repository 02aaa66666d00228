import EarshotModel
import EarshotOutput

/// Every way a command can end other than success, mapped to exit codes in one place:
/// 2 for usage and input errors, 1 for findings and failures (README, "Review meetings").
public enum CLIError: Error, Sendable {
  /// The command line is wrong.
  case usage(String, command: String?)
  /// No command was given: the overview is the message.
  case noCommand
  /// An input file cannot be used; each diagnostic is one line naming the file and the place.
  case input(InputError)
  /// Something the user can fix outside Earshot (no audio device, an unwritable output).
  case environment(String)
  /// The command ran and found problems (audit findings, a failed listening task); the results
  /// have been written, and the text, if any, goes to stderr.
  case failure(String?)
  /// Some inputs of a batch failed or had findings; each was reported as it happened, and this is
  /// the worst of their exit codes.
  case batch(exitCode: Int32)

  public static let successCode: Int32 = 0
  public static let failureCode: Int32 = 1
  public static let usageCode: Int32 = 2

  /// What each exit code means, for help and the manual.
  public static let exitCodes: [(code: Int32, meaning: String)] = [
    (successCode, "success"),
    (failureCode, "the command ran and found problems: audit findings at or above --fail-on, a listening task not completed"),
    (usageCode, "a usage or input error: one line per problem, naming the file, the place and the fix"),
    (Cleanup.crashCode, "earshot crashed, an internal error (one line says so; please report it)"),
  ]

  public var exitCode: Int32 {
    switch self {
    case .usage, .noCommand, .input, .environment: return Self.usageCode
    case .failure: return Self.failureCode
    case .batch(let code): return code
    }
  }

  /// The lines written to stderr.
  public var message: String? {
    switch self {
    // Paths and values from the command line may hold control characters too: one line each.
    case .usage(let text, let command):
      let help = command.map { "earshot help \($0)" } ?? "earshot --help"
      return "Error: \(UserText.oneLine(text))\nSee '\(help)'."
    case .noCommand:
      return Earshot.overview()
    case .input(let error):
      return error.lines().map { "Error: \($0)" }.joined(separator: "\n")
    case .environment(let text):
      return "Error: \(UserText.oneLine(text))"
    case .failure(let text):
      return text
    case .batch:
      return nil
    }
  }
}
