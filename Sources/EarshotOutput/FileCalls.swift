import Foundation

/// The system calls outputs are written with, each behind one function so that debug builds can
/// make it fail on purpose: `EARSHOT_FAIL_C=write` makes every `write` fail as a full disk would,
/// `EARSHOT_FAIL_C=rename@2` only the second `rename` (to fail a commit half-way). The names
/// share the variable with EarshotAudio's C seam (`sf_writef_short`, `audio_object_open`).
enum FileCalls {
  static func open(_ path: String, flags: Int32, mode: mode_t = 0o666) -> Int32 {
    if Faults.fail("open", errno: EACCES) { return -1 }
    return Foundation.open(path, flags, mode)
  }

  static func write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    if Faults.fail("write", errno: ENOSPC) { return -1 }
    return Foundation.write(fd, buffer, count)
  }

  static func fsync(_ fd: Int32) -> Int32 {
    if Faults.fail("fsync", errno: EIO) { return -1 }
    return Foundation.fsync(fd)
  }

  static func close(_ fd: Int32) -> Int32 {
    if Faults.fail("close", errno: EIO) {
      _ = Foundation.close(fd)
      return -1
    }
    return Foundation.close(fd)
  }

  static func rename(_ from: String, _ to: String) -> Int32 {
    if Faults.fail("rename", errno: EIO) { return -1 }
    return Foundation.rename(from, to)
  }

  static func link(_ from: String, _ to: String) -> Int32 {
    if Faults.fail("link", errno: EPERM) { return -1 }
    return Foundation.link(from, to)
  }

  static func mkdir(_ path: String) -> Int32 {
    if Faults.fail("mkdir", errno: EACCES) { return -1 }
    return Foundation.mkdir(path, 0o777)
  }

  /// Writes all of `bytes` to `fd`, retrying short writes; false (with `errno` set) on failure.
  static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    var done = 0
    while done < bytes.count {
      let n = write(fd, bytes.baseAddress! + done, bytes.count - done)
      if n < 0 {
        if errno == EINTR { continue }
        return false
      }
      done += n
    }
    return true
  }
}

/// The failures `EARSHOT_FAIL_C` asks for (debug builds only; release builds never fail on purpose).
enum Faults {
  #if DEBUG
    private static let wanted: [String: Int] = {
      var wanted: [String: Int] = [:]
      for item in (ProcessInfo.processInfo.environment["EARSHOT_FAIL_C"] ?? "").split(separator: ",") {
        let parts = item.split(separator: "@", maxSplits: 1)
        wanted[String(parts[0])] = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
      }
      return wanted
    }()
    nonisolated(unsafe) private static var calls: [String: Int] = [:]
    private static let lock = NSLock()
  #endif

  /// Stops the process (SIGSTOP) at the point `name` when `EARSHOT_FAIL_C` names it (`commit_stop`,
  /// before a commit), so that a test can send a signal at a known moment and then SIGCONT.
  ///
  /// Once continued, it waits for that signal to end the process: another thread may be the one
  /// that takes it, and going on at once would race its handler to the commit. With no signal
  /// (none is sent, or it is ignored), it goes on after `grace` seconds.
  static func stop(_ name: String, grace: Int = 30) {
    let code = errno
    if fail(name, errno: 0) {
      raise(SIGSTOP)
      var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
      for _ in 0..<(grace * 100) { nanosleep(&pause, nil) }
    }
    errno = code
  }

  /// Whether the call `name` must fail now; if so, `errno` is set to `code`.
  static func fail(_ name: String, errno code: Int32) -> Bool {
    #if DEBUG
      guard let nth = wanted[name] else { return false }
      let count = lock.withLock {
        calls[name, default: 0] += 1
        return calls[name]!
      }
      guard nth == 0 || nth == count else { return false }
      errno = code
      return true
    #else
      return false
    #endif
  }
}
