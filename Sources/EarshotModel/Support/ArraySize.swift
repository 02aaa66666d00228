extension Array {
  /// The array in storage of its own size: an array built by appending keeps up to twice the room
  /// it needs, which counts where a long screen keeps one per stop (an utterance's parts) or per
  /// rule (an audit's findings).
  @inlinable public func trimmed() -> [Element] { capacity > count ? withUnsafeBufferPointer { Array($0) } : self }
}
