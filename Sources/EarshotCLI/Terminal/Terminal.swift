#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import EarshotOutput
import Foundation

/// The terminal a listening session runs in: raw key input, restored on every way out.
///
/// All platform calls for the terminal live here.
final class Terminal: @unchecked Sendable {
  private var saved = termios()
  private var isRaw = false
  /// The terminal state to put back if a signal ends the process (read from a signal handler).
  nonisolated(unsafe) private static var restoreOnSignal: termios?

  static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
  static var outputIsTerminal: Bool { redraws(STDOUT_FILENO) }

  /// Whether `descriptor` is a terminal that takes the escapes that rewrite a line in place: a
  /// dumb terminal (`TERM=dumb`, or no `TERM`, as in Emacs's shell) shows them as they are, so
  /// it gets plain lines, as a log does.
  static func redraws(_ descriptor: Int32) -> Bool {
    guard isatty(descriptor) == 1, let term = ProcessInfo.processInfo.environment["TERM"] else { return false }
    return !term.isEmpty && term != "dumb"
  }

  /// Switches stdin to raw mode (keys arrive one by one, not echoed; Ctrl-C arrives as a key).
  func enterRawMode() throws(CLIError) {
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else {
      throw .environment("cannot set up the terminal for key input (\(String(cString: strerror(errno))))")
    }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 0
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
      throw .environment("cannot set up the terminal for key input (\(String(cString: strerror(errno))))")
    }
    isRaw = true
    Self.restoreOnSignal = saved
    for sig in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
      // A signal the process was started with ignored (SIGHUP under nohup) stays ignored.
      if Cleanup.isIgnored(sig) { continue }
      signal(sig) { number in
        if var state = Terminal.restoreOnSignal { tcsetattr(STDIN_FILENO, TCSAFLUSH, &state) }
        let message = "\nListening session ended.\n"
        _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        // The folders made for the log and any temporary go too, and the process ends by the signal.
        Cleanup.end(bySignal: number)
        _exit(128 + number)
      }
    }
  }

  /// Puts the terminal back as it was. Safe to call more than once.
  func restore() {
    guard isRaw else { return }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
    isRaw = false
    Self.restoreOnSignal = nil
  }

  deinit { restore() }

  /// Bytes typed within `timeout` milliseconds (empty when none; nil at end of input).
  func read(timeout: Int32) -> [UInt8]? {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, timeout)
    guard ready > 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 64)
    #if canImport(Glibc)
    let count = Glibc.read(STDIN_FILENO, &buffer, buffer.count)
    #else
    let count = Darwin.read(STDIN_FILENO, &buffer, buffer.count)
    #endif
    if count <= 0 { return count == 0 ? nil : [] }
    return Array(buffer[0..<count])
  }

  /// Writes to stderr at once (the curtain line, live captions).
  func status(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
