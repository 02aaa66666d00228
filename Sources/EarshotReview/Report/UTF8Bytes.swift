/// UTF-8 text grown in place, for text written piece by piece many times over (the review page,
/// a route in words): `String.append` costs a few hundred instructions a piece and
/// `Array.append(contentsOf:)` over a hundred, a copy into room already there a few tens.
final class UTF8Bytes {
  private(set) var count = 0
  private var capacity: Int
  private var base: UnsafeMutableRawPointer

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(byteCount: self.capacity, alignment: 1)
  }

  deinit { base.deallocate() }

  var buffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

  /// The bytes as a string (they are whole UTF-8: every piece is).
  var string: String { String(decoding: buffer, as: UTF8.self) }

  func removeAll() { count = 0 }

  func append(_ bytes: UnsafeRawBufferPointer) {
    guard let source = bytes.baseAddress else { return }
    if count + bytes.count > capacity { grow(to: count + bytes.count) }
    (base + count).copyMemory(from: source, byteCount: bytes.count)
    count += bytes.count
  }

  /// A string's UTF-8, copied from its storage where it has one.
  func append(_ text: String) {
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(UnsafeRawBufferPointer($0)) }
    if copied == nil { Array(text.utf8).withUnsafeBytes { append($0) } }
  }

  func append(_ literal: StaticString) {
    if literal.hasPointerRepresentation {
      append(UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    } else {
      append(String(describing: literal))
    }
  }

  /// `value` in decimal, as `String(value)` writes it.
  func append(_ value: Int) {
    // Digits from the last; `Int.min` has no positive counterpart, so it goes the long way.
    guard value != .min else { return append(String(value)) }
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    withUnsafeMutableBytes(of: &digits) { d in
      var i = d.count, rest = value.magnitude
      repeat {
        i -= 1
        d[i] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      if value < 0 {
        i -= 1
        d[i] = UInt8(ascii: "-")
      }
      append(UnsafeRawBufferPointer(rebasing: d[i...]))
    }
  }

  @inline(never)
  private func grow(to needed: Int) {
    capacity = max(needed, 2 * capacity)
    let larger = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 1)
    larger.copyMemory(from: base, byteCount: count)
    base.deallocate()
    base = larger
  }
}
