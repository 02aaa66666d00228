/// Text that came from an input file (a label, an id, a word of a script), made safe to show on
/// one line of a terminal.
///
/// Control characters would let a file move the cursor, ring the bell, recolour the terminal or
/// split one message over two lines, and bidirectional overrides would make a line read differently
/// from what it holds; each is shown as a visible escape (`\n`, `\u{1B}`) instead.
public enum UserText {
  /// `text` with every control character shown as an escape, so it stays on one line.
  public static func oneLine(_ text: String) -> String {
    guard hasControl(text) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar) else {
        out.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return out
  }

  /// `text` in a message: on one line and at most `limit` characters, with "…" where it was cut.
  public static func quoted(_ text: String, limit: Int = 80) -> String {
    shortened(oneLine(text), limit: limit)
  }

  /// `text` cut to `limit` characters (keeping its start) with "…" when it is longer.
  public static func shortened(_ text: String, limit: Int) -> String {
    // Counting characters of a huge string is costly; its UTF-8 length bounds the count.
    if text.utf8.count <= limit { return text }
    var end = text.startIndex
    var count = 0
    while end < text.endIndex, count < limit - 1 {
      end = text.index(after: end)
      count += 1
    }
    return end == text.endIndex ? text : String(text[..<end]) + "…"
  }

  /// Whether `text` holds a character `needsEscape` picks out (line feeds and tabs allowed when
  /// `allowingLineBreaks`). Scans the UTF-8 bytes: outputs are checked whole, so this must be fast.
  public static func hasControl(_ text: String, allowingLineBreaks: Bool = false) -> Bool {
    var text = text
    // A native string's bytes are read in place; a bridged one is made native first.
    return text.withUTF8 { hasControl(utf8: $0, allowingLineBreaks: allowingLineBreaks) }
  }

  /// Whether the UTF-8 text `bytes` holds a character `needsEscape` picks out (line feeds and
  /// tabs allowed when `allowingLineBreaks`).
  public static func hasControl(utf8 bytes: UnsafeBufferPointer<UInt8>, allowingLineBreaks: Bool = false) -> Bool {
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      i += 1
      // Most bytes are printable ASCII: one comparison each.
      if b >= 0x20, b < 0x7F { continue }
      if b < 0x20 {
        if allowingLineBreaks, b == 0x0A || b == 0x09 { continue }
        return true
      }
      if b == 0x7F { return true }
      if b == 0xC2, i < bytes.count, (0x80...0x9F).contains(bytes[i]) { return true }
      if b == 0xE2, i + 1 < bytes.count {
        let second = bytes[i], third = bytes[i + 1]
        if second == 0x80, (0xA8...0xAE).contains(third) { return true }
        if second == 0x81, (0xA6...0xA9).contains(third) { return true }
      }
    }
    return false
  }

  /// C0 and C1 controls, DEL, the Unicode line and paragraph separators, and the bidirectional
  /// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069).
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}

extension UTF8Bytes {
  /// `UserText.oneLine(text)` appended: the string's bytes copied as they are when it holds no
  /// control character (nearly always), without making a string for it.
  public func appendOneLine(_ text: String) {
    let copied: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
      guard !UserText.hasControl(utf8: bytes) else { return false }
      append(UnsafeRawBufferPointer(bytes))
      return true
    }
    if copied != true { append(UserText.oneLine(text)) }
  }
}
