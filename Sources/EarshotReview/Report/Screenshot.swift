import EarshotModel

/// A PNG screenshot to draw the picture on.
public struct Screenshot: Hashable, Sendable {
  public var png: [UInt8]
  /// Pixels, from the PNG's header.
  public var width: Int
  public var height: Int

  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Reads the size from the header; nil when `png` is not a PNG.
  public init?(png: [UInt8]) {
    guard png.count >= 24, Array(png.prefix(8)) == Self.signature, Array(png[12..<16]) == Array("IHDR".utf8) else { return nil }
    func u32(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    width = u32(16)
    height = u32(20)
    guard width > 0, height > 0 else { return nil }
    self.png = png
  }

  /// Pixels per point when the document gives no screen size: iPads are 2×, iPhones 3× (1170
  /// pixels wide is a 390-point iPhone) or 2× for narrower screenshots.
  func assumedScale(on device: Device) -> Int {
    if device == .iPad { return 2 }
    return width >= 1000 ? 3 : width >= 600 ? 2 : 1
  }
}
