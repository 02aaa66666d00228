import Foundation

/// The failures `EARSHOT_FAIL_C` asks for, for every call that answers to it: the file system
/// calls here, and every C call of `EarshotAudio`'s seam (`CallTrace`). The variable lists call
/// names separated by commas; `name` fails every call of that name, `name@N` only the N-th. Debug
/// builds only: release builds never fail on purpose.
public enum Faults {
  #if DEBUG
    /// Each name asked for, with the call to fail (0: every one).
    static let wanted: [String: Int] = parse(ProcessInfo.processInfo.environment["EARSHOT_FAIL_C"] ?? "")
    nonisolated(unsafe) private static var calls: [String: Int] = [:]
    private static let lock = NSLock()
  #endif

  /// `EARSHOT_FAIL_C`'s value read: each name with the call to fail (0 for every call).
  static func parse(_ value: String) -> [String: Int] {
    var wanted: [String: Int] = [:]
    for item in value.split(separator: ",") {
      let parts = item.split(separator: "@", maxSplits: 1)
      wanted[String(parts[0])] = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    }
    return wanted
  }

  /// Stops the process (SIGSTOP) at the point `name` when `EARSHOT_FAIL_C` names it (`commit_stop`,
  /// before a commit), so that a test can send a signal at a known moment and then SIGCONT.
  ///
  /// Once continued, it waits for that signal to end the process: another thread may be the one
  /// that takes it, and going on at once would race its handler to the commit. With no signal
  /// (none is sent, or it is ignored), it goes on after `grace` seconds.
  static func stop(_ name: String, grace: Int = 30) {
    let code = errno
    if fails(name) {
      raise(SIGSTOP)
      var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
      for _ in 0..<(grace * 100) { nanosleep(&pause, nil) }
    }
    errno = code
  }

  /// Whether the call `name` must fail now; if so, `errno` is set to `code`.
  static func fail(_ name: String, errno code: Int32) -> Bool {
    guard fails(name) else { return false }
    errno = code
    return true
  }

  /// Whether this call of `name` must fail: `EARSHOT_FAIL_C` names it, for every call or for this
  /// one (each call is counted).
  public static func fails(_ name: String) -> Bool {
    #if DEBUG
      guard let nth = wanted[name] else { return false }
      let count = lock.withLock {
        calls[name, default: 0] += 1
        return calls[name]!
      }
      return nth == 0 || nth == count
    #else
      return false
    #endif
  }
}
