import Foundation

/// Where a command writes: results to `out`, progress, warnings and errors to `err`.
/// Tests pass a console that collects both.
public final class Console: @unchecked Sendable {
  private let writeOut: (String) -> Void
  private let writeErr: (String) -> Void
  /// Whether stderr is a terminal, so progress may redraw one line.
  public let errIsTerminal: Bool
  private let lock = NSLock()

  public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, errIsTerminal: Bool = false) {
    writeOut = out
    writeErr = err
    self.errIsTerminal = errIsTerminal
  }

  /// The process's own stdout and stderr.
  public static func standard() -> Console {
    Console(
      out: { FileHandle.standardOutput.write(Data($0.utf8)) },
      err: { FileHandle.standardError.write(Data($0.utf8)) },
      errIsTerminal: isatty(2) == 1)
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
