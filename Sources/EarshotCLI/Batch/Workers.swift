import EarshotModel
import EarshotOutput
import Foundation

/// earshot run again as child processes, for work that cannot share one process (espeak-ng keeps
/// global state). A worker is started once and does one job after another, so a batch of many
/// small inputs pays the process start, the loading of the runtime and espeak-ng's voice list once
/// per worker, not once per input.
///
/// A job is one command line, a JSON array of strings on a line of the worker's stdin; the worker
/// answers with the command's exit code on a line of its stdout. Its stderr is the batch's
/// (warnings and errors name their file); the command's own results are not written (the batch
/// reports them). A worker ends when its stdin closes, with the batch or when the batch dies; a
/// signal that ends the batch ends its workers first (see `Cleanup.register(child:)`). A job line
/// may start with `--naming` and a JSON list of [path, name] pairs: its messages then say each path
/// as its name (a batch's private files as the outputs they become).
final class Workers: @unchecked Sendable {
  /// The first argument that makes earshot a worker.
  static let argument = "--batch-worker"
  /// The first word of a job whose messages rename paths.
  static let naming = "--naming"

  /// This process's executable when it is earshot's own program, whatever its file is called
  /// (its `main` readies the process first: `Earshot.prepareProcess`); nil where commands run
  /// in-process without it, as in the tests.
  static let executable: URL? = Earshot.preparedProcess ? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath() : nil

  private let executable: URL
  private let lock = NSLock()
  private var idle: [Worker] = []
  private var started: [Worker] = []

  /// Workers for `jobs` jobs at once, or nil for one job, or when this is not the earshot executable.
  static func forJobs(_ jobs: Int) -> Workers? {
    guard jobs > 1, let executable else { return nil }
    return Workers(executable: executable)
  }

  private init(executable: URL) { self.executable = executable }

  /// Runs the command line `words` in an idle worker (started when none is idle) and returns its
  /// exit code.
  func run(_ words: [String], naming: [(String, String)] = []) -> Int32 {
    var worker = lock.withLock { idle.popLast() }
    if worker == nil {
      do {
        worker = try Worker(executable)
      } catch {
        FileHandle.standardError.write(Data("Error: cannot start a worker (\(executable.path)): \(error.localizedDescription)\n".utf8))
        return CLIError.usageCode
      }
      lock.withLock { started.append(worker!) }
    }
    let named = naming.isEmpty ? words
      : [Self.naming, JSONWriter.string(.array(naming.map { .array([.string($0.0), .string($0.1)]) }), pretty: false)] + words
    guard let status = worker!.run(named) else {
      FileHandle.standardError.write(Data("Error: a worker (\(executable.path)) ended before finishing \(words.dropFirst().first ?? "its job")\n".utf8))
      // Gone: no signal is passed on to its process id any more.
      worker!.close()
      return CLIError.usageCode
    }
    lock.withLock { idle.append(worker!) }
    return status
  }

  /// Closes every worker's stdin and waits for it to end.
  func close() {
    for worker in lock.withLock({ started }) { worker.close() }
  }

  /// The side of a worker loop that runs in the worker: jobs from stdin until it closes.
  static func serve() {
    Cleanup.prepare()
    while let line = readLine(strippingNewline: true) {
      var words = (try? JSONParser.parse(line))?.arrayValue?.compactMap(\.stringValue) ?? []
      var names: [(String, String)] = []
      if words.first == naming, words.count > 1 {
        names = (try? JSONParser.parse(words[1]))?.arrayValue?.compactMap { pair -> (String, String)? in
          guard let p = pair.arrayValue, p.count == 2, let from = p[0].stringValue, let to = p[1].stringValue else { return nil }
          return (from, to)
        } ?? []
        words.removeFirst(2)
      }
      // A console of its own for each job (stdin, the job channel, is never an input).
      let console = Console(out: { _ in }, err: { FileHandle.standardError.write(Data(CLIError.naming($0, names).utf8)) })
      let status = words.isEmpty ? CLIError.usageCode : Earshot.main(words, console: console)
      FileHandle.standardOutput.write(Data("\(status)\n".utf8))
    }
  }

  private final class Worker: @unchecked Sendable {
    let process = Process()
    let input: FileHandle
    let output: FileHandle
    private var slot: Int?

    init(_ executable: URL) throws {
      process.executableURL = executable
      process.arguments = [Workers.argument]
      let inPipe = Pipe(), outPipe = Pipe()
      process.standardInput = inPipe
      process.standardOutput = outPipe
      input = inPipe.fileHandleForWriting
      output = outPipe.fileHandleForReading
      slot = try Cleanup.start(process)
    }

    /// The exit code of `words`, or nil when the worker is gone.
    func run(_ words: [String]) -> Int32? {
      let line = JSONWriter.string(.array(words.map { .string($0) }), pretty: false) + "\n"
      guard process.isRunning, Self.write(Array(line.utf8), to: input.fileDescriptor) else { return nil }
      var reply: [UInt8] = []
      while true {
        guard let byte = try? output.read(upToCount: 1), let first = byte.first else { return nil }
        if first == UInt8(ascii: "\n") { break }
        reply.append(first)
      }
      return Int32(String(decoding: reply, as: UTF8.self))
    }

    func close() {
      try? input.close()
      process.waitUntilExit()
      Cleanup.unregister(child: slot)
      slot = nil
    }

    /// Writes all of `bytes`; false when the worker has closed its end. SIGPIPE is held back on
    /// this thread meanwhile, so a worker that died cannot end the batch.
    static func write(_ bytes: [UInt8], to fd: Int32) -> Bool {
      var pipeSignal = sigset_t(), previous = sigset_t()
      sigemptyset(&pipeSignal)
      sigaddset(&pipeSignal, SIGPIPE)
      pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
      defer {
        var pending = sigset_t()
        sigpending(&pending)
        if sigismember(&pending, SIGPIPE) == 1 {
          var now = timespec()
          sigtimedwait(&pipeSignal, nil, &now)
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
      }
      var written = 0
      while written < bytes.count {
        let n = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        if n < 0, errno == EINTR { continue }
        if n <= 0 { return false }
        written += n
      }
      return true
    }
  }
}
