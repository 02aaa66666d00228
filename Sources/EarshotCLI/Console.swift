import EarshotModel
import Foundation

/// Where a command reads `-` from and writes: results to `out`, progress, warnings and errors to
/// `err`. Tests pass a console that collects both.
public final class Console: @unchecked Sendable {
  private let writeOut: (String) -> Void
  private let writeOutBytes: ([UInt8]) -> Void
  private let writeErr: (String) -> Void
  private let readIn: () throws(InputFile.Failure) -> [UInt8]
  /// Whether stderr is a terminal that redraws a line (not a dumb one), so progress may.
  public let errIsTerminal: Bool
  private let lock = NSLock()
  /// What has read stdin, which can be read once.
  private var stdinReader: String?
  /// With `--quiet`: no progress, only results and errors (and no warnings: `warnings`).
  var quiet = false
  /// The run's warnings, said once each; shared by the consoles of a batch's inputs.
  let warnings: WarningLog

  public convenience init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, errIsTerminal: Bool = false,
              stdin: @escaping () throws(InputFile.Failure) -> [UInt8] = { [] }, outBytes: (([UInt8]) -> Void)? = nil) {
    self.init(out: out, err: err, errIsTerminal: errIsTerminal, stdin: stdin, outBytes: outBytes, warnings: WarningLog())
  }

  init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, errIsTerminal: Bool,
       stdin: @escaping () throws(InputFile.Failure) -> [UInt8], outBytes: (([UInt8]) -> Void)?, warnings: WarningLog) {
    self.warnings = warnings
    writeOut = out
    writeOutBytes = outBytes ?? { out(String(decoding: $0, as: UTF8.self)) }
    writeErr = err
    readIn = stdin
    self.errIsTerminal = errIsTerminal
  }

  /// The process's own stdin, stdout and stderr.
  public static func standard() -> Console {
    Console(
      out: { FileHandle.standardOutput.write(Data($0.utf8)) },
      err: { FileHandle.standardError.write(Data($0.utf8)) },
      errIsTerminal: Terminal.redraws(STDERR_FILENO),
      // Read as any input is, to the size limit; binary data is refused by `readStandardInput`
      // unless asked for (a screenshot).
      stdin: { () throws(InputFile.Failure) in try InputFile.read("-", allowingBinary: true) },
      outBytes: { bytes in bytes.withUnsafeBytes { writeAll(1, $0) } },
      warnings: WarningLog.process)
  }

  /// Writes all of `bytes` to `fd` without copying them; stops at an error (a closed pipe ends the
  /// process with its signal first).
  private static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) {
    var done = 0
    while done < bytes.count {
      let n = Foundation.write(fd, bytes.baseAddress! + done, bytes.count - done)
      if n < 0, errno == EINTR { continue }
      guard n > 0 else { return }
      done += n
    }
  }

  /// For one input of a batch worked on in this process: warnings and errors where `console`
  /// writes them; no progress, and no results (the batch reports them).
  static func worker(_ console: Console) -> Console {
    let copy = Console(out: { _ in }, err: console.writeErr, errIsTerminal: console.errIsTerminal, stdin: console.readIn, outBytes: { _ in },
                       warnings: console.warnings)
    copy.quiet = true
    return copy
  }

  /// All of stdin, for the input named `-` (`what` says which, for the message when a second one
  /// asks); binary data is refused unless `binary` (an image).
  public func readStandardInput(for what: String, binary: Bool = false) throws(CLIError) -> [UInt8] {
    let earlier: String? = lock.withLock {
      if let reader = stdinReader { return reader }
      stdinReader = what
      return nil
    }
    if let earlier {
      throw .usage("only one input can be read from stdin ('-'): \(earlier) already is, so give \(what) as a file", command: nil)
    }
    do {
      let bytes = try readIn()
      if !binary { try InputFile.rejectBinary(bytes, path: "-") }
      return bytes
    } catch {
      throw .input(error.inputError(what: what == "FILE" ? "input" : "file", option: what == "FILE" ? nil : what))
    }
  }

  public func print(_ text: String) {
    let text = Self.printable(text)
    lock.withLock { writeOut(text.hasSuffix("\n") ? text : text + "\n") }
  }

  public func write(_ text: String) {
    let text = Self.printable(text)
    lock.withLock { writeOut(text) }
  }

  public func error(_ text: String) {
    let text = Self.printable(text)
    lock.withLock { writeErr(text.hasSuffix("\n") ? text : text + "\n") }
  }

  /// Writes UTF-8 `bytes` to stdout: text made by a writer that escapes every control character
  /// itself (`JSONWriter`), so it is written without a copy; anything else is made printable first.
  public func write(utf8 bytes: [UInt8]) {
    let safe = bytes.withUnsafeBufferPointer { !UserText.hasControl(utf8: $0, allowingLineBreaks: true) }
    guard safe else { return write(String(decoding: bytes, as: UTF8.self)) }
    lock.withLock { writeOutBytes(bytes) }
  }

  /// A writer of JSON to stdout, handing it on a block at a time; call `finish()` on it at the end.
  /// The writer escapes every control character itself, so its text is written as it is.
  public func jsonWriter() -> JSONWriter {
    JSONWriter(sink: { [self] bytes in lock.withLock { writeOutBytes(bytes) } })
  }

  /// Writes `text` to stdout as it is: for Earshot's own terminal control (redrawing a caption
  /// line), never for text that came from an input.
  func writeControl(_ text: String) { lock.withLock { writeOut(text) } }

  /// Text for the terminal: line breaks and tabs as they are, every other control character (from
  /// a label, an id, a file name) as a visible escape, so no input can steer the terminal.
  static func printable(_ text: String) -> String {
    guard UserText.hasControl(text, allowingLineBreaks: true) else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.split(separator: "\t", omittingEmptySubsequences: false).map { UserText.oneLine(String($0)) }.joined(separator: "\t")
    }.joined(separator: "\n")
  }

  /// A warning: one line, whatever a file name or a screen's words in it hold; said once a run,
  /// and not with `--quiet` (see `WarningLog`).
  public func warning(_ text: String) { warning(Diagnostic(.warning, text)) }

  public func warning(_ diagnostic: Diagnostic) {
    if warnings.shouldSay(diagnostic) { error("warning: \(diagnostic.description)") }
  }

  /// A note about the run (a file a folder search left out), not shown with `--quiet`.
  func note(_ text: String) {
    if !quiet { error("note: \(UserText.oneLine(text))") }
  }

  /// Ends the run's warnings: each repeated one once more with its count (`WarningLog`).
  public func finishWarnings() {
    for line in warnings.closingLines() { error(line) }
  }

  /// A progress line on stderr ("Synthesizing 3 of 12…"), unless quiet: one line, whatever a file
  /// name or a screen's title in it holds.
  public func progress(_ text: String) {
    if !quiet { error(UserText.oneLine(text)) }
  }

  /// Progress text written as it is (a terminal line redrawn with `\r`), unless quiet.
  func progressText(_ text: String) {
    if !quiet { lock.withLock { writeErr(text) } }
  }
}
