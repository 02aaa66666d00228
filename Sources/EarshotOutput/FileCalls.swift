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
