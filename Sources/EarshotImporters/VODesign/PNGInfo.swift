import EarshotModel
import Foundation

/// The size and resolution of a PNG, read from its IHDR and pHYs chunks without decoding pixels.
struct PNGInfo: Equatable {
  var width: Double
  var height: Double
  /// Dots per inch from pHYs, when the file says (72 when it says nothing, to AppKit).
  var dpi: Double?

  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The sizes a screenshot can have, in pixels: anything else is not a screen.
  static let pixels = Double(InputLimits.screenshotPixels.lowerBound)...Double(InputLimits.screenshotPixels.upperBound)
  /// The resolutions a screenshot can declare, in dots per inch (pHYs of 0, or absurd, says nothing).
  static let dotsPerInch: ClosedRange<Double> = 36...2_000

  /// Reads the header chunks of the PNG at `path`; nil when the file is missing or not a PNG.
  /// Only the small header chunks are read: a chunk that claims gigabytes is skipped, not loaded.
  static func read(path: String) -> PNGInfo? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let head = try? handle.read(upToCount: 8), Array(head) == signature else { return nil }
    var info: PNGInfo?
    for _ in 0..<64 {
      guard let header = try? handle.read(upToCount: 8), header.count == 8 else { break }
      let bytes = Array(header)
      let length = Int(bigEndian(bytes[0..<4]))
      let type = String(decoding: bytes[4..<8], as: UTF8.self)
      if type == "IDAT" || type == "IEND" { break }
      guard length <= 1 << 16, let data = try? handle.read(upToCount: length), data.count == length else { break }
      let body = Array(data)
      if type == "IHDR", body.count >= 8 {
        info = PNGInfo(width: Double(bigEndian(body[0..<4])), height: Double(bigEndian(body[4..<8])), dpi: nil)
      } else if type == "pHYs", body.count >= 9, body[8] == 1 {
        // Pixels per metre; 0.0254 metres to the inch.
        info?.dpi = (Double(bigEndian(body[0..<4])) * 0.0254).rounded()
      }
      _ = try? handle.read(upToCount: 4)  // CRC
    }
    return info
  }

  /// Whether the header describes a screenshot: its sizes in `pixels`.
  var isScreenSized: Bool { Self.pixels.contains(width) && Self.pixels.contains(height) }

  /// The declared resolution, when it is one a screenshot can have.
  var usableDPI: Double? { dpi.flatMap { Self.dotsPerInch.contains($0) ? $0 : nil } }

  private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    bytes.reduce(0) { $0 << 8 | UInt32($1) }
  }
}
