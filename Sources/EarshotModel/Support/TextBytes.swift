/// Text made from pieces: their UTF-8 bytes copied into one buffer, made a string once at the end.
/// Appending each piece to a `String` cost hundreds of instructions a piece, and a line is made
/// for every stop and every finding of a large screen.
public struct TextBytes {
  private var bytes: [UInt8] = []

  /// Room for `capacity` bytes, reserved at once.
  public init(capacity: Int) { bytes.reserveCapacity(capacity) }

  public mutating func append(_ piece: String) {
    var piece = piece
    piece.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// The pieces as one string.
  public var string: String { String(decoding: bytes, as: UTF8.self) }
}
