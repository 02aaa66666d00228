import Foundation

/// Runs the built `earshot` executable as a user would, with stdout and stderr kept apart.
public enum BinaryRunner {
  public struct Result: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
  }

  /// The `earshot` built beside the test bundle (the build products directory).
  public static var executable: URL {
    if let path = ProcessInfo.processInfo.environment["EARSHOT_BIN"] { return URL(fileURLWithPath: path) }
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidate = products.appendingPathComponent("earshot")
    if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
    return Repository.root.appendingPathComponent(".build/debug/earshot")
  }

  /// Runs `earshot arguments…` in `directory` (the repository root by default) with a fixed
  /// terminal width and locale, so output does not depend on the machine.
  public static func run(_ arguments: [String], in directory: URL = Repository.root, environment: [String: String] = [:],
                         stdin: String? = nil) throws -> Result {
    try run(executable, arguments, in: directory, environment: environment, stdin: stdin)
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
    var env = ProcessInfo.processInfo.environment
    env["COLUMNS"] = "100"
    env["LC_ALL"] = "C.UTF-8"
    for (k, v) in environment { env[k] = v }
    process.environment = env
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
