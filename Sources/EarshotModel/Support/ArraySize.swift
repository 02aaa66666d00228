extension Array {
  /// The array in storage of its own size: an array built by appending keeps up to twice the room
  /// it needs, which counts where a long screen keeps one per stop (an utterance's parts) or per
  /// rule (an audit's findings).
  /// One reserved at its size is kept as it is: the allocator rounds its storage up a little, and
  /// a copy to save that room would hold it twice.
  @inlinable public func trimmed() -> [Element] { capacity - count > count / 8 ? withUnsafeBufferPointer { Array($0) } : self }
}
