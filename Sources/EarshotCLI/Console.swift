import Foundation

/// Where a command reads `-` from and writes: results to `out`, progress, warnings and errors to
/// `err`. Tests pass a console that collects both.
public final class Console: @unchecked Sendable {
  private let writeOut: (String) -> Void
  private let writeErr: (String) -> Void
  private let readIn: () -> [UInt8]
  /// Whether stderr is a terminal, so progress may redraw one line.
  public let errIsTerminal: Bool
  private let lock = NSLock()
  /// What has read stdin, which can be read once.
  private var stdinReader: String?

  public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, errIsTerminal: Bool = false,
              stdin: @escaping () -> [UInt8] = { [] }) {
    writeOut = out
    writeErr = err
    readIn = stdin
    self.errIsTerminal = errIsTerminal
  }

  /// The process's own stdin, stdout and stderr.
  public static func standard() -> Console {
    Console(
      out: { FileHandle.standardOutput.write(Data($0.utf8)) },
      err: { FileHandle.standardError.write(Data($0.utf8)) },
      errIsTerminal: isatty(2) == 1,
      stdin: { Array(FileHandle.standardInput.readDataToEndOfFile()) })
  }

  /// All of stdin, for the input named `-` (`what` says which, for the message when a second one asks).
  public func readStandardInput(for what: String) throws(CLIError) -> [UInt8] {
    let earlier: String? = lock.withLock {
      if let reader = stdinReader { return reader }
      stdinReader = what
      return nil
    }
    if let earlier {
      throw .usage("only one input can be read from stdin ('-'): \(earlier) already is, so give \(what) as a file", command: nil)
    }
    return readIn()
  }

  public func print(_ text: String) {
    lock.withLock { writeOut(text.hasSuffix("\n") ? text : text + "\n") }
  }

  public func write(_ text: String) { lock.withLock { writeOut(text) } }

  public func error(_ text: String) {
    lock.withLock { writeErr(text.hasSuffix("\n") ? text : text + "\n") }
  }

  public func warning(_ text: String) { error("warning: \(text)") }

  /// A progress line on stderr ("Synthesizing 3 of 12…").
  public func progress(_ text: String) { error(text) }
}
