import Foundation

/// Runs the built `earshot` executable as a user would, with stdout and stderr kept apart.
public enum BinaryRunner {
  public struct Result: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
  }

  /// The `earshot` under test: the one `EARSHOT_BIN` names (scripts/check-install runs the README's
  /// examples with the installed one), else the one built beside the test bundle.
  public static var executable: URL { executable(named: ProcessInfo.processInfo.environment["EARSHOT_BIN"]) }

  static func executable(named path: String?) -> URL { path.map { URL(fileURLWithPath: $0) } ?? built }

  /// The `earshot` built beside the test bundle (the build products directory), whatever
  /// `EARSHOT_BIN` says: a test of the debug hooks (`EARSHOT_FAIL_C`, `EARSHOT_TRACE_C`) runs the
  /// binary built with the tests, as `EARSHOT_BIN` may name a release binary, which has none.
  public static var built: URL {
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidate = products.appendingPathComponent("earshot")
    if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
    return Repository.root.appendingPathComponent(".build/debug/earshot")
  }

  /// The binary to run with `environment`: the built one when it asks for a debug hook.
  public static func executable(for environment: [String: String], named path: String? = ProcessInfo.processInfo.environment["EARSHOT_BIN"]) -> URL {
    hooks.contains { environment[$0] != nil } ? built : executable(named: path)
  }

  /// Puts the binary under test at `destination`, for a test that runs it from another folder or
  /// under another name: as a hard link where it can (nothing is written), else as a copy, returned
  /// once it runs. A child process that another test starts while the copy is being written holds
  /// the file open for writing until it execs, and running the copy then fails with "Text file
  /// busy" (ETXTBSY); that moment is waited out here rather than failing the test.
  public static func place(at destination: URL) throws {
    let fm = FileManager.default
    if (try? fm.linkItem(at: executable, to: destination)) != nil { return }
    try fm.copyItem(at: executable, to: destination)
    var failure: Error?
    for _ in 0..<200 {
      let probe = Process()
      probe.executableURL = destination
      probe.arguments = ["--version"]
      probe.standardOutput = FileHandle.nullDevice
      probe.standardError = FileHandle.nullDevice
      do {
        try probe.run()
        probe.waitUntilExit()
        return
      } catch {
        failure = error
        usleep(50_000)
      }
    }
    throw failure!
  }

  /// The variables only debug builds answer to.
  public static let hooks = ["EARSHOT_FAIL_C", "EARSHOT_TRACE_C"]

  /// The environment a run of earshot gets: the caller's, without the `EARSHOT_` variables its
  /// shell may hold (a test says which it wants), with a fixed terminal width and locale so output
  /// does not depend on the machine, then `environment`.
  public static func environment(_ environment: [String: String],
                                  inherited: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
    var env = inherited.filter { !$0.key.hasPrefix("EARSHOT_") }
    env["COLUMNS"] = "100"
    env["LC_ALL"] = "C.UTF-8"
    for (k, v) in environment { env[k] = v }
    return env
  }

  /// Runs `earshot arguments…` in `directory` (the repository root by default) with a fixed
  /// terminal width and locale, so output does not depend on the machine.
  public static func run(_ arguments: [String], in directory: URL = Repository.root, environment: [String: String] = [:],
                         stdin: String? = nil) throws -> Result {
    try run(executable(for: environment), arguments, in: directory, environment: environment, stdin: stdin)
  }

  /// Runs a shell command line (with bash unless another shell on PATH is named), with the built
  /// `earshot` first on PATH, as a user at a terminal would type it (globs, quotes and
  /// redirections included).
  public static func shell(_ line: String, in directory: URL, environment: [String: String] = [:], program: String = "bash") throws -> Result {
    var env = environment
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    env["PATH"] = executable.deletingLastPathComponent().path + ":" + path
    return try run(URL(fileURLWithPath: "/usr/bin/env"), [program, "-c", line], in: directory, environment: env, stdin: nil)
  }

  static func run(_ program: URL, _ arguments: [String], in directory: URL, environment: [String: String],
                  stdin: String?) throws -> Result {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = Self.environment(environment)
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try? input.fileHandleForWriting.close()
    // Read both pipes while the process runs, so a large output cannot fill a pipe and stall it.
    nonisolated(unsafe) var errData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errData = err.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                  stderr: String(decoding: errData, as: UTF8.self))
  }
}

/// Runs commands in-process with a console that collects what they write.
public final class CapturedOutput: @unchecked Sendable {
  public private(set) var stdout = ""
  public private(set) var stderr = ""
  private let lock = NSLock()
  public init() {}
  public func out(_ s: String) { lock.withLock { stdout += s } }
  public func err(_ s: String) { lock.withLock { stderr += s } }
}
