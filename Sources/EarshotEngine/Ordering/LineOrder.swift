import EarshotModel

/// How VoiceOver sorts by geometry: by the top-left corner of each frame, line by line.
///
/// Two frames are on the same line when their tops are less than 8 pt apart on iPhone, 13 pt on
/// iPad; on a line, left to right (right to left in RTL, still comparing the left edge).
/// Found by experiment in AccessibilitySnapshot (PRs #242, #244): research/accessibilitysnapshot.md §5b.
public struct LineOrder: Sendable {
  public static let phoneLineTolerance = 8.0
  public static let padLineTolerance = 13.0

  public var tolerance: Double
  public var rightToLeft: Bool

  public init(device: Device, direction: LayoutDirection) {
    tolerance = device == .iPad ? Self.padLineTolerance : Self.phoneLineTolerance
    rightToLeft = direction == .rightToLeft
  }

  /// Whether `a` is read before `b`. Items without a frame keep their place in the hierarchy.
  public func precedes(_ a: Frame?, _ b: Frame?) -> Bool {
    guard let a, let b else { return false }
    if abs(a.y - b.y) >= tolerance { return a.y < b.y }
    return rightToLeft ? a.x > b.x : a.x < b.x
  }

  /// Sorts stably. The comparator is not transitive near the tolerance, so the algorithm is fixed
  /// (insertion sort) to keep the order deterministic; screens have tens of elements, not thousands.
  func sort<T>(_ items: inout [T], priority: (T) -> Double, frame: (T) -> Frame?) {
    guard items.count > 1 else { return }
    for i in 1..<items.count {
      var j = i
      while j > 0 {
        let a = items[j], b = items[j - 1]
        let pa = priority(a), pb = priority(b)
        let before = pa != pb ? pa > pb : precedes(frame(a), frame(b))
        guard before else { break }
        items.swapAt(j, j - 1)
        j -= 1
      }
    }
  }
}
