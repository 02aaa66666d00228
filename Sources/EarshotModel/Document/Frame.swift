/// A rectangle in points, in screen coordinates: `[x, y, width, height]` in a document.
public struct Frame: Hashable, Sendable {
  public var x: Double, y: Double, width: Double, height: Double
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var isEmpty: Bool { width <= 0 || height <= 0 }
  /// No width and no height: `CGSize.zero`, the size of a view VoiceOver prunes.
  public var isZeroSize: Bool { width <= 0 && height <= 0 }
  public func contains(x px: Double, y py: Double) -> Bool {
    px >= x && px < maxX && py >= y && py < maxY
  }
  public var array: [Double] { [x, y, width, height] }

  /// A frame from numbers read from input, or nil unless x and y lie in `InputLimits.coordinate`
  /// and the width and height (negative ones too) within `InputLimits.length` of zero.
  public static func checked(x: Double, y: Double, width: Double, height: Double) -> Frame? {
    let size = InputLimits.length.bounds.upperBound
    guard InputLimits.coordinate.contains(x), InputLimits.coordinate.contains(y), width.isFinite, height.isFinite,
      abs(width) <= size, abs(height) <= size
    else { return nil }
    return Frame(x: x, y: y, width: width, height: height)
  }

  /// The frame with a negative width or height taken as zero, as UIKit draws it.
  public var withoutNegativeSize: Frame { Frame(x: x, y: y, width: Swift.max(0, width), height: Swift.max(0, height)) }
}
