import EarshotModel

/// A screen's elements by index, depth first (the root is 0), read from the screen's own tree: each
/// is found as its parent's children array and its place in it. A flat copy of every element was
/// 31 MB and a tenth of an audit's time on a 100,000-element screen; this holds one reference and
/// one index per element. Read a field as `elements[k].label`: the field alone is copied.
public struct ScreenElements: Sendable {
  /// Each element's siblings (its parent's children; for the root, the root alone) and its index among them.
  @usableFromInline let siblings: [[Element]]
  @usableFromInline let position: [Int]

  public var count: Int { position.count }
  public var indices: Range<Int> { position.indices }

  // Inlinable, so that a rule in another module reading one field copies that field alone: called,
  // it copied out the whole element (and let go of it) at every stop.
  @inlinable public subscript(k: Int) -> Element { siblings[k][position[k]] }
}
