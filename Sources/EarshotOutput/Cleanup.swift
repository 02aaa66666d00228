import EarshotModel
import Foundation
#if canImport(Synchronization) && os(Linux)
  import Synchronization
#endif

/// What an interrupted run must not leave behind: temporary files beside its outputs and folders
/// made for them.
///
/// Every signal that ends a process — SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM,
/// SIGPIPE, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, and the faults a crash raises (SIGSEGV, SIGBUS,
/// SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS) — first removes what is registered here (unlink and
/// rmdir are async-signal-safe). A signal sent from outside then ends the process as its default
/// action does, without a core file (SIGQUIT, or SIGSEGV sent with `kill`, ends the run like
/// Ctrl-C); a crash (a fault, or `abort`) prints one line and exits with `crashCode`, unless
/// `SWIFT_BACKTRACE` asks for the Swift runtime's report, which then follows. A signal the process
/// was started with ignored (SIGHUP under `nohup`) stays ignored. While outputs are being
/// committed a signal waits until the commit is over, so the outputs of a run appear together or
/// not at all.
public enum Cleanup {
  private static let lock = NSLock()
  private static let holding = NSLock()

  /// Whether `signal` is ignored now (as the process was started with it, under `nohup`).
  public static func isIgnored(_ signal: Int32) -> Bool {
    var current = sigaction()
    sigaction(signal, nil, &current)
    return handlerIsIgnore(current)
  }
  /// The exit code of a crash (EX_SOFTWARE, an internal error).
  public static let crashCode: Int32 = 70

  nonisolated(unsafe) private static var installed = false
  nonisolated(unsafe) private static var nextFree = 0

  /// Registers a temporary file (or, with `folder`, an empty folder made for an output) to be
  /// removed if a signal ends the process; returns the slot for `unregister`.
  static func register(_ path: String, folder: Bool = false) -> Int? {
    lock.withLock {
      installIfNeeded()
      for n in 0..<slotCount {
        let i = (nextFree + n) % slotCount
        guard slots[i] == nil else { continue }
        kinds[i] = folder ? 2 : 1
        // Never freed: the handler may be reading it on another thread.
        slots[i] = strdup(path)
        nextFree = (i + 1) % slotCount
        return i
      }
      return nil
    }
  }

  static func unregister(_ slot: Int?) {
    guard let slot else { return }
    lock.withLock {
      slots[slot] = nil
      nextFree = min(nextFree, slot)
    }
  }

  /// Starts a child process doing part of the run's work with `start` (which returns its process
  /// id, or nil when it could not start it) and registers it until `unregister(child:)`: a signal
  /// that ends this process first ends the child (SIGTERM, and SIGKILL if it lingers) and waits for
  /// it, so that the child, which may be writing into a folder registered here, cannot write after
  /// the cleanup. Ending signals are held back while the child starts, so none falls between its
  /// start and its registration. Returns the slot.
  public static func register(child start: () -> Int32?) -> Int? {
    holdingSignals { () -> Int? in
      guard let pid = start() else { return nil }
      return lock.withLock {
        for i in 0..<childCount where children[i] == 0 {
          children[i] = pid
          return i
        }
        return nil
      }
    }
  }

  /// A file made in the temporary folder, named `PREFIX-XXXXXX`, and unlinked at once: its
  /// descriptor, open for reading and writing, or -1 and the `errno` of the failure. Both happen
  /// with ending signals held back, as a signal between the two would leave the file behind.
  public static func unlinkedTemporaryFile(prefix: String) -> (descriptor: Int32, errorNumber: Int32) {
    var template = Array(PathName.joining(NSTemporaryDirectory(), prefix + "-XXXXXX").utf8CString)
    return holdingSignals { () -> (Int32, Int32) in
      let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      guard fd >= 0 else { return (-1, errno) }
      template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
      return (fd, 0)
    }
  }

  /// Forgets a child that has ended.
  public static func unregister(child slot: Int?) {
    guard let slot else { return }
    lock.withLock { children[slot] = 0 }
  }

  /// Ends the process as `signal` would, once what is registered here is removed (and a commit in
  /// progress is over): for a handler of the process's own, such as the listening terminal's,
  /// that has put its own things right first. Async-signal-safe.
  public static func end(bySignal signal: Int32) {
    handleEndingSignal(signal, nil, nil)
  }

  /// Makes this process clean up on the ending signals now, and takes them unblocked: the
  /// executable does so first thing, so a crash anywhere ends with one line.
  public static func prepare() {
    lock.withLock { installIfNeeded() }
  }

  /// Runs `body` with every ending signal held back: on this thread they are blocked; on any other
  /// the handler waits until `body` is done. A signal that began cleaning up before stops this
  /// thread here for good, as the process is ending: nothing is committed after the cleanup.
  static func holdingSignals<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    lock.withLock { installIfNeeded() }
    // One thread at a time.
    holding.lock()
    defer { holding.unlock() }
    var all = sigset_t(), previous = sigset_t()
    sigemptyset(&all)
    for sig in endingSignals { sigaddset(&all, sig) }
    pthread_sigmask(SIG_BLOCK, &all, &previous)
    if !runState.begin(.idle, .holding) {
      while true { pause() }
    }
    defer {
      runState.set(.idle)
      // A signal that came meanwhile to this thread takes its course now.
      pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
    return try body()
  }

  private static func installIfNeeded() {
    guard !installed else { return }
    installed = true
    // The handler's tables are made here, before any handler can run: made on first use inside a
    // handler, they would allocate there, and a signal that came while this thread was allocating
    // (a run parsing its input, with nothing registered yet) would corrupt or deadlock the heap.
    _ = (slots, kinds, children, previousActions, crashLines, runState.current)
    installAlternateStack()
    // Made now: the handler may not allocate.
    crashReportRequested = ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"].map { $0.contains("enable=yes") } ?? false
    for sig in faultSignals {
      crashLines[Int(sig)] = strdup("Error: earshot crashed (\(signalName(sig)), an internal error); please report it with the command that caused it\n")
    }
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

  static func signalName(_ sig: Int32) -> String {
    let names: [Int32: String] = [SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT",
                                  SIGFPE: "SIGFPE", SIGSYS: "SIGSYS"]
    return names[sig] ?? "signal \(sig)"
  }

  static let faultSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS]
  static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE,
                                       SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF] + faultSignals
}

// State the handler reads: C memory and plain integers, no locks and no Swift allocation.
/// Enough for the outputs and staged files of a batch of thousands of inputs.
private let slotCount = 1 << 15
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
/// The line a crash by each fault signal prints.
nonisolated(unsafe) private let crashLines: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
  let p = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 65)
  p.initialize(repeating: nil, count: 65)
  return p
}()
/// Whether `SWIFT_BACKTRACE` asks for the runtime's crash report.
nonisolated(unsafe) private var crashReportRequested = false
/// Child processes to end before cleaning up (0 for a free place).
private let childCount = 1024
nonisolated(unsafe) private let children: UnsafeMutablePointer<pid_t> = {
  let p = UnsafeMutablePointer<pid_t>.allocate(capacity: childCount)
  p.initialize(repeating: 0, count: childCount)
  return p
}()
/// Whether outputs are being committed, or the process is ending; changed only atomically, as the
/// handler on one thread and a commit on another may meet.
private enum RunState: Int32 {
  case idle, holding, ending
}

#if canImport(Synchronization) && os(Linux)
  private let runStateValue = Atomic<Int32>(RunState.idle.rawValue)
  private let runState = RunStateCell()
  private struct RunStateCell {
    /// Moves from `from` to `to`; false when the state was another.
    func begin(_ from: RunState, _ to: RunState) -> Bool {
      runStateValue.compareExchange(expected: from.rawValue, desired: to.rawValue, ordering: .sequentiallyConsistent).exchanged
    }
    func set(_ state: RunState) { runStateValue.store(state.rawValue, ordering: .sequentiallyConsistent) }
    var current: RunState { RunState(rawValue: runStateValue.load(ordering: .sequentiallyConsistent)) ?? .idle }
  }
#else
  // Without atomics, a plain value: a signal meeting a commit on another thread is unlikely.
  nonisolated(unsafe) private var runStateValue: Int32 = RunState.idle.rawValue
  private let runState = RunStateCell()
  private struct RunStateCell {
    func begin(_ from: RunState, _ to: RunState) -> Bool {
      guard runStateValue == from.rawValue else { return false }
      runStateValue = to.rawValue
      return true
    }
    func set(_ state: RunState) { runStateValue = state.rawValue }
    var current: RunState { RunState(rawValue: runStateValue) ?? .idle }
  }
#endif

/// Ends the registered children and waits for them (kill, waitpid and nanosleep are
/// async-signal-safe); one still there after about two seconds is killed.
private func endChildren() {
  for i in 0..<childCount where children[i] > 0 {
    kill(children[i], SIGTERM)
    kill(children[i], SIGCONT)
  }
  for i in 0..<childCount where children[i] > 0 {
    let pid = children[i]
    var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
    var waited = 0
    while true {
      var status: Int32 = 0
      let result = waitpid(pid, &status, WNOHANG)
      // Gone, or already reaped by the thread that started it.
      if result == pid || (result < 0 && errno != EINTR) { break }
      if waited == 200 { kill(pid, SIGKILL) }
      nanosleep(&pause, nil)
      waited += 1
    }
  }
}

private func removeRegistered() {
  endChildren()
  for i in 0..<slotCount where kinds[i] == 1 {
    if let path = slots[i] { unlink(path) }
  }
  // Folders last, the deepest (made last) first.
  for i in stride(from: slotCount - 1, through: 0, by: -1) where kinds[i] == 2 {
    if let path = slots[i] { rmdir(path) }
  }
}

private func handleEndingSignal(_ sig: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
  // A crash: a fault the processor raised, or a fault signal this process sent itself (`abort`,
  // perhaps on the very thread that is committing, which must not wait for itself).
  let code = info?.pointee.si_code ?? 0
  let crashed = Cleanup.faultSignals.contains(sig) && (code > 0 || senderPID(info) == getpid())
  if !crashed {
    // Another thread may be committing: let it finish (a few renames), so the outputs appear
    // together or not at all; then no commit begins any more.
    var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
    while !runState.begin(.idle, .ending), runState.current == .holding { nanosleep(&pause, nil) }
  }
  removeRegistered()
  if crashed {
    if crashReportRequested {
      // The fault happens again when the handler returns (abort raises again), now reaching the
      // runtime's handler with its own context.
      sigaction(sig, previousActions + Int(sig), nil)
      if code <= 0 { raise(sig) }
      return
    }
    if let line = crashLines[Int(sig)] { _ = write(STDERR_FILENO, line, strlen(line)) }
    _exit(Cleanup.crashCode)
  }
  // Sent from outside: the default action, as if no handler had been there (the runtime's crash
  // report is for crashes), and no core file left behind.
  var none = rlimit(rlim_cur: 0, rlim_max: 0)
  getrlimit(coreLimit, &none)
  none.rlim_cur = 0
  setrlimit(coreLimit, &none)
  var action = sigaction()
  sigemptyset(&action.sa_mask)
  setDefault(&action)
  sigaction(sig, &action, nil)
  var unblock = sigset_t()
  sigemptyset(&unblock)
  sigaddset(&unblock, sig)
  pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
  raise(sig)
}

#if os(Linux)
  private func setHandler(_ action: inout sigaction) {
    action.__sigaction_handler.sa_sigaction = handleEndingSignal
  }

  private func setDefault(_ action: inout sigaction) {
    action.__sigaction_handler.sa_handler = SIG_DFL
  }

  private func senderPID(_ info: UnsafeMutablePointer<siginfo_t>?) -> pid_t {
    info?.pointee._sifields._kill.si_pid ?? 0
  }

  private let coreLimit = __rlimit_resource_t(RLIMIT_CORE.rawValue)

  private func handlerIsIgnore(_ action: sigaction) -> Bool {
    action.sa_flags & SA_SIGINFO == 0 && unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == 1  // SIG_IGN
  }
#else
  private func setHandler(_ action: inout sigaction) {
    action.__sigaction_u.__sa_sigaction = handleEndingSignal
  }

  private func setDefault(_ action: inout sigaction) {
    action.__sigaction_u.__sa_handler = SIG_DFL
  }

  private func senderPID(_ info: UnsafeMutablePointer<siginfo_t>?) -> pid_t {
    info?.pointee.si_pid ?? 0
  }

  private let coreLimit = RLIMIT_CORE

  private func handlerIsIgnore(_ action: sigaction) -> Bool {
    action.sa_flags & SA_SIGINFO == 0 && unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self) == 1  // SIG_IGN
  }
#endif
