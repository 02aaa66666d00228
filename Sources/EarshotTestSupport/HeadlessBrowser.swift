import Foundation

/// Headless Chromium for the report tests: where it is, if it is installed (`BrowserSession` drives it).
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
