/// Where an element sits in its screen: the index of the child taken at each level below the
/// root (`[3, 1]` is `root.children[3].children[1]`). Ordering records it for every stop, so what
/// contains a stop is found by walking down this path, not by searching the tree.
public struct ElementPath: Hashable, Sendable, Sequence {
  /// A long screen holds a path for every stop, and nearly every path fits in one word: up to seven
  /// bytes of indices, each in as few 7-bit groups as it needs (a set high bit: the index goes on in
  /// the next byte), with the number of bytes in the top byte. Only a path that does not fit has an
  /// array. A path is packed whenever it fits, so equal paths are stored alike.
  @usableFromInline enum Storage: Hashable, Sendable {
    case packed(UInt64)
    case array([Int])
  }

  @usableFromInline var storage: Storage

  public init(_ indices: [Int] = []) { storage = Self.packed(indices).map(Storage.packed) ?? .array(indices) }

  /// The index of the child taken at each level, outermost first.
  public var indices: [Int] {
    get {
      if case .array(let indices) = storage { return indices }
      return Array(self)
    }
    set { self = ElementPath(newValue) }
  }

  /// `indices` in one word, or nil when they do not fit.
  private static func packed(_ indices: [Int]) -> UInt64? {
    var bits: UInt64 = 0
    var bytes: UInt64 = 0
    for index in indices {
      guard index >= 0 else { return nil }
      var rest = UInt64(index)
      repeat {
        guard bytes < 7 else { return nil }
        let byte = rest & 0x7F
        rest >>= 7
        bits |= (rest == 0 ? byte : byte | 0x80) << (8 * bytes)
        bytes += 1
      } while rest != 0
    }
    return bits | bytes << 56
  }

  public func makeIterator() -> Iterator {
    switch storage {
    case .packed(let bits): return Iterator(bits: bits & 0xFF_FFFF_FFFF_FFFF, bytes: Int(bits >> 56), array: nil)
    case .array(let indices): return Iterator(bits: 0, bytes: 0, array: indices.makeIterator())
    }
  }

  /// The indices one after another, read from the word without making an array.
  public struct Iterator: IteratorProtocol {
    var bits: UInt64
    var bytes: Int
    var array: IndexingIterator<[Int]>?

    public mutating func next() -> Int? {
      if array != nil { return array!.next() }
      var value = 0
      var shift = 0
      while bytes > 0 {
        let byte = bits & 0xFF
        bits >>= 8
        bytes -= 1
        value |= Int(byte & 0x7F) << shift
        shift += 7
        if byte & 0x80 == 0 { return value }
      }
      return nil
    }
  }

  /// The screen's root.
  public static let root = ElementPath()

  /// The path of the element's parent; nil for the root.
  public var parent: ElementPath? {
    let indices = indices
    return indices.isEmpty ? nil : ElementPath(Array(indices.dropLast()))
  }
}

extension Element {
  /// The descendant at `path`, counted from this element; nil when the path leads nowhere.
  public func descendant(at path: ElementPath) -> Element? {
    var element = self
    for i in path {
      guard element.children.indices.contains(i) else { return nil }
      element = element.children[i]
    }
    return element
  }

  /// This element and every element on the way down to `path`, outermost first (the last is the
  /// one at `path`); shorter when the path leads nowhere.
  public func chain(to path: ElementPath) -> [Element] {
    var chain = [self]
    for i in path {
      guard let last = chain.last, last.children.indices.contains(i) else { break }
      chain.append(last.children[i])
    }
    return chain
  }
}
