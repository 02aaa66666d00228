import Foundation

/// The audio server and a pseudo-terminal, for tests of live commands (CI starts the server with
/// `scripts/audio-server`).
public enum LiveAudioSupport {
  /// Whether a PulseAudio server answers.
  public static let serverRunning: Bool = (try? command("pactl", ["info"]).status) == 0

  /// Runs a program found on PATH and returns its status and output.
  public static func command(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [name] + arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Makes a private null sink, records its monitor while `body` runs with the sink's name, and
  /// returns the peak absolute sample recorded (0 when nothing was heard).
  public static func recordingPeak(_ body: (String) throws -> Void) throws -> Int {
    try SinkRecorder.record(body).reduce(0) { max($0, abs(Int($1))) }
  }

  /// Runs `shellCommand` in a pseudo-terminal (util-linux `script`), typing `keys` after the
  /// given delays (seconds), counted from when the terminal first shows `ready`; returns the
  /// status and what the terminal showed.
  public static func inTerminal(_ shellCommand: String, keys: [(delay: Double, bytes: String)], ready: String,
                                directory: URL = Repository.root, timeout: Double = 60,
                                afterReady: () throws -> Void = {}) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["script", "-qfec", shellCommand, "/dev/null"]
    process.currentDirectoryURL = directory
    process.environment = BinaryRunner.environment([:])
    let input = Pipe(), output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    let shown = Shown()
    output.fileHandleForReading.readabilityHandler = { handle in shown.append(handle.availableData) }
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while !shown.text.contains(ready), process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if shown.text.contains(ready) { try afterReady() }
    for key in keys {
      Thread.sleep(forTimeInterval: key.delay)
      input.fileHandleForWriting.write(Data(key.bytes.utf8))
    }
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning { process.terminate() }
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    Thread.sleep(forTimeInterval: 0.1)
    output.fileHandleForReading.readabilityHandler = nil
    return (process.terminationStatus, shown.text)
  }

  private final class Shown: @unchecked Sendable {
    private var data = Data()
    private let lock = NSLock()
    func append(_ more: Data) { lock.withLock { data.append(more) } }
    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
  }
}
