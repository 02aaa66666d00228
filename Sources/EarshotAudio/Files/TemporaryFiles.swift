import Foundation

/// Temporary output files that must not outlive an interrupted run.
///
/// Outputs are written to a temporary file beside the destination and renamed into place only when
/// complete. If the process is stopped by SIGINT, SIGTERM or SIGHUP before that, the handler
/// installed here unlinks every registered temporary (unlink is async-signal-safe) and lets the
/// signal take its default course, so neither a half file nor a stray temporary is left.
enum TemporaryFiles {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var installed = false

  /// Registers `path`; returns its slot for `unregister` (nil when all slots are taken).
  static func register(_ path: String) -> Int? {
    lock.withLock {
      if !installed {
        var signals = sigset_t()
        sigemptyset(&signals)
        for sig in [SIGINT, SIGTERM, SIGHUP] {
          signal(sig, removeTemporariesAndExit)
          sigaddset(&signals, sig)
        }
        // A parent may have started us with these signals blocked (a child inherits the mask of
        // the thread that spawned it); unblocked, they reach the handler.
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        installed = true
      }
      for i in 0..<temporarySlotCount where temporarySlots[i] == nil {
        temporarySlots[i] = strdup(path)
        return i
      }
      return nil
    }
  }

  static func unregister(_ slot: Int?) {
    guard let slot else { return }
    lock.withLock {
      let old = temporarySlots[slot]
      temporarySlots[slot] = nil
      free(old)
    }
  }
}

private let temporarySlotCount = 16
/// Registered paths as C strings, readable from the signal handler without a lock.
nonisolated(unsafe) private let temporarySlots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
  let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: temporarySlotCount)
  slots.initialize(repeating: nil, count: temporarySlotCount)
  return slots
}()

private func removeTemporariesAndExit(_ sig: Int32) {
  for i in 0..<temporarySlotCount {
    if let path = temporarySlots[i] { unlink(path) }
  }
  signal(sig, SIG_DFL)
  raise(sig)
}
