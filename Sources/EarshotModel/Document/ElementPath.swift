/// Where an element sits in its screen: the index of the child taken at each level below the
/// root (`[3, 1]` is `root.children[3].children[1]`). Ordering records it for every stop, so what
/// contains a stop is found by walking down this path, not by searching the tree.
public struct ElementPath: Hashable, Sendable {
  public var indices: [Int]

  public init(_ indices: [Int] = []) { self.indices = indices }

  /// The screen's root.
  public static let root = ElementPath()

  /// The path of the element's parent; nil for the root.
  public var parent: ElementPath? { indices.isEmpty ? nil : ElementPath(Array(indices.dropLast())) }
}

extension Element {
  /// The descendant at `path`, counted from this element; nil when the path leads nowhere.
  public func descendant(at path: ElementPath) -> Element? {
    var element = self
    for i in path.indices {
      guard element.children.indices.contains(i) else { return nil }
      element = element.children[i]
    }
    return element
  }

  /// This element and every element on the way down to `path`, outermost first (the last is the
  /// one at `path`); shorter when the path leads nowhere.
  public func chain(to path: ElementPath) -> [Element] {
    var chain = [self]
    for i in path.indices {
      guard let last = chain.last, last.children.indices.contains(i) else { break }
      chain.append(last.children[i])
    }
    return chain
  }
}
