import EarshotModel

/// The page's text as it is made, handed on in parts of about `partSize` bytes: a large screen's
/// page is written as it grows, never held whole nor grown by doubling.
///
/// A part is held as UTF-8 bytes, and a piece written with `+=` from a literal with
/// interpolations (`Piece`) puts its bytes straight into them: a page writes some hundred pieces a
/// stop, and a string append costs a few hundred instructions where copying bytes costs tens.
final class PageWriter {
  /// About how long a part grows before it is handed on.
  static let partSize = 1 << 20

  private let part = UTF8Bytes(capacity: PageWriter.partSize + 64 * 1024)
  private let hand: (UnsafeRawBufferPointer) -> Void

  /// `hand` takes each part's UTF-8 bytes, only while it is called.
  init(_ hand: @escaping (UnsafeRawBufferPointer) -> Void) {
    self.hand = hand
  }

  // Disfavoured so that a literal is read as a `Piece`, not made into a string first.
  @_disfavoredOverload
  static func += (writer: PageWriter, text: String) {
    writer.part.append(text)
    if writer.part.count >= partSize { writer.flush() }
  }

  static func += (writer: PageWriter, piece: Piece) {
    if let bytes = piece.bytes { writer.part.append(bytes.buffer) } else { writer.part.append(piece.literal) }
    if writer.part.count >= partSize { writer.flush() }
  }

  /// Hands on what is held.
  func flush() {
    guard part.count > 0 else { return }
    hand(part.buffer)
    part.removeAll()
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
    /// A literal alone is copied from where it is; with interpolations, the bytes made.
    let literal: StaticString
    let bytes: UTF8Bytes?

    init(stringLiteral literal: StaticString) {
      self.literal = literal
      bytes = nil
    }

    init(stringInterpolation: Interpolation) {
      literal = ""
      bytes = stringInterpolation.bytes
    }

    struct Interpolation: StringInterpolationProtocol {
      let bytes: UTF8Bytes

      init(literalCapacity: Int, interpolationCount: Int) {
        bytes = UTF8Bytes(capacity: literalCapacity + 16 * interpolationCount)
      }

      func appendLiteral(_ literal: StaticString) { bytes.append(literal) }

      func appendInterpolation(_ text: String) { bytes.append(text) }

      func appendInterpolation(_ value: Int) { bytes.append(value) }

      func appendInterpolation<T>(_ value: T) { bytes.append(String(describing: value)) }
    }
  }
}
