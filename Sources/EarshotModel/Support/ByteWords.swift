/// Text's bytes tested eight at a time, as one `UInt64`: how the writers (JSON, the review page's
/// HTML) find that a string needs no escape without a test for each byte.
public enum ByteWords {
  /// Whether `test(word, offset)` holds for every word of `utf8`: the whole words from the start,
  /// then the last eight bytes (overlapping the last whole word), and a string shorter than eight
  /// as overlapping halves of it. A byte may be tested twice, and every byte of a word is the
  /// string's own, so a test that asks "is some byte one of these" sees exactly the string's bytes.
  /// `offset` is where the word's bytes start in `utf8` (0 for a short string).
  @inlinable @inline(__always)
  public static func all(_ utf8: UnsafeBufferPointer<UInt8>, _ test: (UInt64, Int) -> Bool) -> Bool {
    let n = utf8.count
    guard let base = utf8.baseAddress, n > 0 else { return true }
    let raw = UnsafeRawPointer(base)
    guard n >= 8 else {
      let word: UInt64
      if n >= 4 {
        word = UInt64(raw.loadUnaligned(as: UInt32.self)) | UInt64(raw.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)) << 32
      } else if n >= 2 {
        let first = UInt64(raw.loadUnaligned(as: UInt16.self)), last = UInt64(raw.loadUnaligned(fromByteOffset: n - 2, as: UInt16.self))
        word = (first | last << 16) &* 0x0001_0000_0001
      } else {
        word = UInt64(base[0]) &* 0x0101_0101_0101_0101
      }
      return test(word, 0)
    }
    var i = 0
    while i + 8 <= n {
      if !test(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self), i) { return false }
      i += 8
    }
    return i == n || test(raw.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self), n - 8)
  }

  /// The high bit of some byte set when a byte of `x` is zero (exactly whether one is); with
  /// `x = word ^ (0x0101…01 &* b)`, whether some byte of `word` is `b`.
  @inlinable @inline(__always)
  public static func someByteZero(_ x: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
    return (x &- ones) & ~x & high
  }

  /// `byte` in each of a word's eight bytes.
  @inlinable @inline(__always)
  public static func repeated(_ byte: UInt8) -> UInt64 { 0x0101_0101_0101_0101 &* UInt64(byte) }
}
