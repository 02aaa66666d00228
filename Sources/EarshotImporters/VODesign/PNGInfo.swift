import Foundation

/// The size and resolution of a PNG, read from its IHDR and pHYs chunks without decoding pixels.
struct PNGInfo: Equatable {
  var width: Double
  var height: Double
  /// Dots per inch from pHYs, when the file says (72 when it says nothing, to AppKit).
  var dpi: Double?

  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Reads the header chunks of the PNG at `path`; nil when the file is missing or not a PNG.
  static func read(path: String) -> PNGInfo? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let head = try? handle.read(upToCount: 8), Array(head) == signature else { return nil }
    var info: PNGInfo?
    while let header = try? handle.read(upToCount: 8), header.count == 8 {
      let bytes = Array(header)
      let length = Int(bigEndian(bytes[0..<4]))
      let type = String(decoding: bytes[4..<8], as: UTF8.self)
      if type == "IDAT" || type == "IEND" { break }
      guard let data = try? handle.read(upToCount: length), data.count == length else { break }
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

  private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    bytes.reduce(0) { $0 << 8 | UInt32($1) }
  }
}
