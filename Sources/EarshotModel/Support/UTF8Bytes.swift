/// UTF-8 text grown in place, for text written piece by piece many times over (the review page,
/// a route in words, a line for every stop and finding): `String.append` costs a few hundred
/// instructions a piece and `Array.append(contentsOf:)` over a hundred, a copy into room already
/// there a few tens. Inlinable, as most of its callers are in other modules.
public final class UTF8Bytes {
  /// How many bytes it holds.
  @inlinable public var count: Int { used }
  // Read and written from other modules' inlined code, where the compiler cannot prove that no
  // two accesses overlap and would check each one at run time (a third of a route's cost); a
  // piece is never appended from inside another append, so they cannot.
  @exclusivity(unchecked) @usableFromInline var used = 0
  @exclusivity(unchecked) @usableFromInline var capacity: Int
  @exclusivity(unchecked) @usableFromInline var base: UnsafeMutableRawPointer

  public init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(byteCount: self.capacity, alignment: 1)
  }

  deinit { base.deallocate() }

  @inlinable public var buffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

  /// The bytes as a string (they are whole UTF-8: every piece is).
  public var string: String { String(decoding: buffer, as: UTF8.self) }

  public func removeAll() { used = 0 }

  @inlinable public func append(_ bytes: UnsafeRawBufferPointer) {
    guard let source = bytes.baseAddress else { return }
    if used + bytes.count > capacity { grow(to: used + bytes.count) }
    (base + used).copyMemory(from: source, byteCount: bytes.count)
    used += bytes.count
  }

  /// A string's UTF-8, copied from its storage where it has one; a short string (kept in the
  /// string itself) through a copy on the stack rather than an array.
  @inlinable public func append(_ text: String) {
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(UnsafeRawBufferPointer($0)) }
    if copied == nil {
      var text = text
      text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }
  }

  @inlinable public func append(_ literal: StaticString) {
    if literal.hasPointerRepresentation {
      append(UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    } else {
      append(String(describing: literal))
    }
  }

  /// `value` in decimal, as `String(value)` writes it.
  public func append(_ value: Int) {
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

  @inline(never) @usableFromInline
  func grow(to needed: Int) {
    capacity = max(needed, 2 * capacity)
    let larger = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 1)
    larger.copyMemory(from: base, byteCount: count)
    base.deallocate()
    base = larger
  }
}
