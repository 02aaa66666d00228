import Foundation

/// What an interrupted run must not leave behind: temporary files beside its outputs and folders
/// made for them.
///
/// Every signal that ends a process — SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM,
/// SIGPIPE, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, and the faults a crash raises (SIGSEGV, SIGBUS,
/// SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS) — first removes what is registered here (unlink and
/// rmdir are async-signal-safe) and then takes the course it would have taken: the previous handler
/// (the Swift runtime's crash report) or the default. A signal the process was started with ignored
/// (SIGHUP under `nohup`) stays ignored. While outputs are being committed a signal waits until the
/// commit is over, so the outputs of a run appear together or not at all.
public enum Cleanup {
  private static let lock = NSLock()

  /// Whether `signal` is ignored now (as the process was started with it, under `nohup`).
  public static func isIgnored(_ signal: Int32) -> Bool {
    var current = sigaction()
    sigaction(signal, nil, &current)
    return handlerIsIgnore(current)
  }
  nonisolated(unsafe) private static var installed = false

  /// Registers a temporary file (or, with `folder`, an empty folder made for an output) to be
  /// removed if a signal ends the process; returns the slot for `unregister`.
  static func register(_ path: String, folder: Bool = false) -> Int? {
    lock.withLock {
      installIfNeeded()
      for i in 0..<slotCount where slots[i] == nil {
        kinds[i] = folder ? 2 : 1
        // Never freed: the handler may be reading it on another thread.
        slots[i] = strdup(path)
        return i
      }
      return nil
    }
  }

  static func unregister(_ slot: Int?) {
    guard let slot else { return }
    lock.withLock { slots[slot] = nil }
  }

  /// Runs `body` with every ending signal held back: on this thread they are blocked; on any other
  /// the handler notes the signal and returns. When `body` is done the held signal takes its course.
  static func holdingSignals<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    lock.withLock { installIfNeeded() }
    var all = sigset_t(), previous = sigset_t()
    sigemptyset(&all)
    for sig in endingSignals { sigaddset(&all, sig) }
    pthread_sigmask(SIG_BLOCK, &all, &previous)
    heldSignal = 0
    committing = 1
    defer {
      committing = 0
      let held = heldSignal
      pthread_sigmask(SIG_SETMASK, &previous, nil)
      if held != 0 {
        heldSignal = 0
        raise(held)
      }
    }
    return try body()
  }

  private static func installIfNeeded() {
    guard !installed else { return }
    installed = true
    installAlternateStack()
    var unblock = sigset_t()
    sigemptyset(&unblock)
    for sig in endingSignals {
      var current = sigaction()
      sigaction(sig, nil, &current)
      if handlerIsIgnore(current) { continue }
      previousActions[Int(sig)] = current
      var action = sigaction()
      setHandler(&action)
      action.sa_flags = SA_SIGINFO | SA_ONSTACK
      sigemptyset(&action.sa_mask)
      sigaction(sig, &action, nil)
      // A parent may have started us with these blocked (a child inherits the mask of the thread
      // that spawned it); unblocked, they reach the handler. Faults cannot be blocked anyway.
      if !faultSignals.contains(sig) { sigaddset(&unblock, sig) }
    }
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
  }

  /// A stack of its own for the handler, so a stack overflow can still clean up.
  private static func installAlternateStack() {
    var current = stack_t()
    sigaltstack(nil, &current)
    guard current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
    let size = 1 << 16
    var stack = stack_t()
    stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    stack.ss_size = size
    stack.ss_flags = 0
    sigaltstack(&stack, nil)
  }

  static let faultSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS]
  static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE,
                                       SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF] + faultSignals
}

// State the handler reads: C memory and plain integers, no locks and no Swift allocation.
private let slotCount = 1024
nonisolated(unsafe) private let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
  let p = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: slotCount)
  p.initialize(repeating: nil, count: slotCount)
  return p
}()
/// 1 for a file, 2 for a folder.
nonisolated(unsafe) private let kinds: UnsafeMutablePointer<Int8> = {
  let p = UnsafeMutablePointer<Int8>.allocate(capacity: slotCount)
  p.initialize(repeating: 0, count: slotCount)
  return p
}()
nonisolated(unsafe) private let previousActions: UnsafeMutablePointer<sigaction> = {
  let p = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
  p.initialize(repeating: sigaction(), count: 65)
  return p
}()
nonisolated(unsafe) private var committing: Int32 = 0
nonisolated(unsafe) private var heldSignal: Int32 = 0

private func removeRegistered() {
  for i in 0..<slotCount where kinds[i] == 1 {
    if let path = slots[i] { unlink(path) }
  }
  // Folders last, the deepest (made last) first.
  for i in stride(from: slotCount - 1, through: 0, by: -1) where kinds[i] == 2 {
    if let path = slots[i] { rmdir(path) }
  }
}

private func handleEndingSignal(_ sig: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
  let generatedByFault = (info?.pointee.si_code ?? 0) > 0 && Cleanup.faultSignals.contains(sig)
  if committing != 0, !generatedByFault {
    // Another thread is committing: let it finish, then the signal is raised again.
    heldSignal = sig
    return
  }
  removeRegistered()
  sigaction(sig, previousActions + Int(sig), nil)
  // A fault happens again when the handler returns, now reaching the previous handler with its
  // own context; a signal that was sent is sent again.
  if !generatedByFault { raise(sig) }
}

#if os(Linux)
  private func setHandler(_ action: inout sigaction) {
    action.__sigaction_handler.sa_sigaction = handleEndingSignal
  }

  private func handlerIsIgnore(_ action: sigaction) -> Bool {
    action.sa_flags & SA_SIGINFO == 0 && unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == 1  // SIG_IGN
  }
#else
  private func setHandler(_ action: inout sigaction) {
    action.__sigaction_u.__sa_sigaction = handleEndingSignal
  }

  private func handlerIsIgnore(_ action: sigaction) -> Bool {
    action.sa_flags & SA_SIGINFO == 0 && unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self) == 1  // SIG_IGN
  }
#endif
