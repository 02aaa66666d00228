/// A fixed list of member names, which finds a member's key among them from its bytes as written,
/// with no string made of it: a document's readers look up every member of every element.
public final class JSONKeys: @unchecked Sendable {
  /// The names, in the order given; `index(of:)` answers a place in this list.
  public let names: [String]
  /// The names' bytes one after another, and where each lies, shortest first.
  private let bytes: UnsafeMutableBufferPointer<UInt8>
  private let entries: UnsafeMutableBufferPointer<Entry>
  /// For each length, the first entry of that length (and, one on, the end of them).
  private let firstOfLength: UnsafeMutableBufferPointer<Int>

  private struct Entry {
    var offset: Int
    var index: Int
  }

  public init(_ names: [String]) {
    self.names = names
    let sorted = names.indices.sorted { (names[$0].utf8.count, $0) < (names[$1].utf8.count, $1) }
    let longest = names.map(\.utf8.count).max() ?? 0
    bytes = .allocate(capacity: max(1, names.reduce(0) { $0 + $1.utf8.count }))
    entries = .allocate(capacity: max(1, names.count))
    firstOfLength = .allocate(capacity: longest + 2)
    var offset = 0, length = 0
    firstOfLength[0] = 0
    for (e, i) in sorted.enumerated() {
      let name = names[i].utf8
      while length < name.count {
        length += 1
        firstOfLength[length] = e
      }
      for (k, byte) in name.enumerated() { bytes[offset + k] = byte }
      entries[e] = Entry(offset: offset, index: i)
      offset += name.count
    }
    while length <= longest {
      length += 1
      firstOfLength[length] = names.count
    }
  }

  deinit {
    bytes.deallocate()
    entries.deallocate()
    firstOfLength.deallocate()
  }

  /// The place in `names` of the name whose bytes are `key`'s, or nil.
  public func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
    let count = key.count
    guard count + 1 < firstOfLength.count, let base = key.baseAddress else { return nil }
    var e = firstOfLength[count]
    let end = firstOfLength[count + 1]
    while e < end {
      let name = bytes.baseAddress! + entries[e].offset
      var k = 0
      while k < count, name[k] == base[k] { k += 1 }
      if k == count { return entries[e].index }
      e += 1
    }
    return nil
  }

  /// The place in `names` of a member's key (`JSONNode.Object.forEachMember`), or nil: found by
  /// its bytes, else, when it has escapes or is not ASCII, as a `String` equal to a name (as a
  /// key made a string and compared would be).
  func index(of key: UnsafeBufferPointer<UInt8>, isPlain: Bool) -> Int? {
    if let found = index(of: key) { return found }
    guard !isPlain || key.contains(where: { $0 >= 0x80 }) else { return nil }
    return names.firstIndex(of: JSONTape.string(key, isPlain: isPlain))
  }
}
