/// The page's text as it is made, handed on in parts of about `partSize` bytes: a large screen's
/// page is written as it grows, never held whole nor grown by doubling.
///
/// A part is held as UTF-8 bytes, and a piece written with `+=` from a literal with
/// interpolations (`Piece`) puts its bytes straight into them: a page writes some hundred pieces a
/// stop, and a string append costs a few hundred instructions where copying bytes costs tens.
final class PageWriter {
  /// About how long a part grows before it is handed on.
  static let partSize = 1 << 20

  private var part: [UInt8] = []
  private let hand: (UnsafeRawBufferPointer) -> Void

  /// `hand` takes each part's UTF-8 bytes, only while it is called.
  init(_ hand: @escaping (UnsafeRawBufferPointer) -> Void) {
    self.hand = hand
    part.reserveCapacity(Self.partSize + 64 * 1024)
  }

  // Disfavoured so that a literal is read as a `Piece`, not made into a string first.
  @_disfavoredOverload
  static func += (writer: PageWriter, text: String) {
    writer.part.appendUTF8(text)
    if writer.part.count >= partSize { writer.flush() }
  }

  static func += (writer: PageWriter, piece: Piece) {
    writer.part.append(contentsOf: piece.bytes)
    if writer.part.count >= partSize { writer.flush() }
  }

  /// Hands on what is held.
  func flush() {
    guard !part.isEmpty else { return }
    part.withUnsafeBytes(hand)
    part.removeAll(keepingCapacity: true)
  }

  /// What `make` writes, as one string (tests, and small pieces of a page).
  static func text(_ make: (PageWriter) -> Void) -> String {
    var bytes: [UInt8] = []
    withoutActuallyEscaping({ (part: UnsafeRawBufferPointer) in bytes.append(contentsOf: part) }) { hand in
      let writer = PageWriter(hand)
      make(writer)
      writer.flush()
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A piece of the page written from a literal: its text and what is interpolated in it
  /// (written as `String(describing:)` writes it) as UTF-8 bytes.
  struct Piece: ExpressibleByStringInterpolation {
    var bytes: [UInt8]

    init(stringLiteral literal: StaticString) {
      bytes = []
      bytes.appendUTF8(literal)
    }

    init(stringInterpolation: Interpolation) {
      bytes = stringInterpolation.bytes
    }

    struct Interpolation: StringInterpolationProtocol {
      var bytes: [UInt8] = []

      init(literalCapacity: Int, interpolationCount: Int) {
        bytes.reserveCapacity(literalCapacity + 16 * interpolationCount)
      }

      mutating func appendLiteral(_ literal: StaticString) { bytes.appendUTF8(literal) }

      mutating func appendInterpolation(_ text: String) { bytes.appendUTF8(text) }

      mutating func appendInterpolation(_ value: Int) {
        // Digits from the last; `Int.min` has no positive counterpart, so it goes the long way.
        guard value != .min else { return bytes.appendUTF8(String(value)) }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { d in
          var i = d.count, rest = value.magnitude
          repeat {
            i -= 1
            d[i] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
          } while rest > 0
          if value < 0 { bytes.append(UInt8(ascii: "-")) }
          bytes.append(contentsOf: d[i...])
        }
      }

      mutating func appendInterpolation<T>(_ value: T) { bytes.appendUTF8(String(describing: value)) }
    }
  }
}

extension [UInt8] {
  /// Appends a string's UTF-8 bytes, copied from its storage where it has one.
  mutating func appendUTF8(_ text: String) {
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
    if copied == nil { append(contentsOf: text.utf8) }
  }

  mutating func appendUTF8(_ literal: StaticString) {
    if literal.hasPointerRepresentation {
      append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    } else {
      appendUTF8(String(describing: literal))
    }
  }
}
