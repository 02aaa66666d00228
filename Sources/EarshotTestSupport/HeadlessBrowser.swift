import Foundation

/// Headless Chromium for the report tests: loads a page from a file and returns the DOM after its
/// scripts ran, and what the browser logged from the page's console.
public enum HeadlessBrowser {
  /// The browser's path, if one is installed and browser tests are not switched off
  /// (`EARSHOT_NO_BROWSER=1`, as `scripts/install-deps` honours).
  public static let executable: String? = {
    if ProcessInfo.processInfo.environment["EARSHOT_NO_BROWSER"] == "1" { return nil }
    for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    where FileManager.default.isExecutableFile(atPath: path) {
      return path
    }
    return nil
  }()

  public static var isAvailable: Bool { executable != nil }

  public struct Result: Sendable {
    public var dom: String
    /// The page's console messages (Chromium logs them as `CONSOLE(line)` lines).
    public var console: [String]
  }

  /// `chromium --dump-dom` on `file`, with a virtual time budget (milliseconds) so media and
  /// tracks can load first.
  public static func load(_ file: URL, budget: Int = 5000, extraArguments: [String] = []) throws -> Result {
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable!)
    process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--mute-audio", "--no-first-run",
                         "--user-data-dir=\(profile.path)", "--enable-logging=stderr", "--v=0",
                         "--virtual-time-budget=\(budget)"] + extraArguments + ["--dump-dom", file.absoluteString]
    // stderr (the log) goes to a file, stdout (the DOM) through a pipe read to the end.
    let logFile = profile.appendingPathExtension("log")
    guard FileManager.default.createFile(atPath: logFile.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: logFile.path])
    }
    defer { try? FileManager.default.removeItem(at: logFile) }
    let out = Pipe()
    process.standardOutput = out
    process.standardError = try FileHandle(forWritingTo: logFile)
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let log = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
    let console = log.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") }
    return Result(dom: String(decoding: outData, as: UTF8.self), console: console)
  }
}

/// A silent 16-bit mono WAV of `milliseconds`: stands in for synthesized speech in page tests, so
/// the page's players, captions and stop timings can be checked without espeak-ng.
public func silentWAV(milliseconds: Int, sampleRate: Int = 8000) -> [UInt8] {
  let frames = max(1, milliseconds * sampleRate / 1000)
  let dataSize = frames * 2
  var bytes: [UInt8] = []
  func u32(_ v: Int) { bytes += [UInt8(v & 0xff), UInt8(v >> 8 & 0xff), UInt8(v >> 16 & 0xff), UInt8(v >> 24 & 0xff)] }
  func u16(_ v: Int) { bytes += [UInt8(v & 0xff), UInt8(v >> 8 & 0xff)] }
  bytes += Array("RIFF".utf8); u32(36 + dataSize); bytes += Array("WAVE".utf8)
  bytes += Array("fmt ".utf8); u32(16); u16(1); u16(1); u32(sampleRate); u32(sampleRate * 2); u16(2); u16(16)
  bytes += Array("data".utf8); u32(dataSize)
  bytes += [UInt8](repeating: 0, count: dataSize)
  return bytes
}
