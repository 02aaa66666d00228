/// The page's text as it is made, handed on in parts of about `partSize` bytes: a large screen's
/// page is written as it grows, never held whole nor grown by doubling.
final class PageWriter {
  /// About how long a part grows before it is handed on.
  static let partSize = 1 << 20

  private var part = ""
  private let hand: (String) -> Void

  init(_ hand: @escaping (String) -> Void) {
    self.hand = hand
  }

  static func += (writer: PageWriter, text: String) {
    writer.part += text
    if writer.part.utf8.count >= partSize { writer.flush() }
  }

  /// Hands on what is held.
  func flush() {
    guard !part.isEmpty else { return }
    hand(part)
    // The part's buffer is used again once the receiver lets go of it.
    part.removeAll(keepingCapacity: true)
  }

  /// What `make` writes, as one string (tests, and small pieces of a page).
  static func text(_ make: (PageWriter) -> Void) -> String {
    var text = ""
    withoutActuallyEscaping({ (part: String) in text += part }) { hand in
      let writer = PageWriter(hand)
      make(writer)
      writer.flush()
    }
    return text
  }
}
