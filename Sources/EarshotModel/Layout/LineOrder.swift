/// How VoiceOver sorts by geometry: by the top-left corner of each frame, line by line. The visiting
/// order and the importers (a cell's texts read as one label) both sort with it.
///
/// Two frames are on the same line when their tops are less than 8 pt apart on iPhone, 13 pt on
/// iPad; on a line, left to right (right to left in RTL, still comparing the left edge).
/// Found by experiment in AccessibilitySnapshot (PRs #242, #244), in `AccessibilityHierarchyParser.swift`.
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
  @inlinable
  public func precedes(_ a: Frame?, _ b: Frame?) -> Bool {
    guard let a, let b else { return false }
    return precedes(x: a.x, y: a.y, before: b.x, b.y)
  }

  /// Whether a frame starting at (`ax`, `ay`) is read before one starting at (`bx`, `by`).
  @inlinable
  public func precedes(x ax: Double, y ay: Double, before bx: Double, _ by: Double) -> Bool {
    if abs(ay - by) >= tolerance { return ay < by }
    return rightToLeft ? ax > bx : ax < bx
  }

  /// Sorts `items` by `precedes`, keeping the order of items it cannot tell apart (an insertion
  /// sort: for the handful of texts in a cell).
  @inlinable
  public func stableSort<T>(_ items: inout [T], frame: (T) -> Frame?) {
    guard items.count > 1 else { return }
    for i in 1..<items.count {
      var j = i
      while j > 0, precedes(frame(items[j]), frame(items[j - 1])) {
        items.swapAt(j, j - 1)
        j -= 1
      }
    }
  }

  /// Sorts with the standard library's sort, the algorithm AccessibilitySnapshot's parser runs on,
  /// so the comparator's intransitivity near the tolerance resolves the same way. Items that
  /// compare equal (no frame, same priority) keep their order.
  @inlinable
  public func sort<T>(_ items: inout [T], priority: (T) -> Double, frame: (T) -> Frame?) {
    guard items.count > 1 else { return }
    items.sort { a, b in
      let pa = priority(a), pb = priority(b)
      return pa != pb ? pa > pb : precedes(frame(a), frame(b))
    }
  }
}
