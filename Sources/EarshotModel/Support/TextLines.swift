/// Splitting text files into lines the way editors count them: a line ends at LF, CRLF or a lone CR.
///
/// Swift treats "\r\n" as one `Character`, so `split(separator: "\n")` never splits a file saved
/// with Windows line endings; every line-based reader (scripts, key files, XCUITest text) splits here.
public enum TextLines {
  /// The lines of `text`, without their endings (a final line ending leaves an empty last line).
  public static func split(_ text: String) -> [Substring] {
    // Bytes, not Characters: line endings are ASCII and always end a Character, and breaking a
    // million-line script into Characters costs more than everything else done with it.
    let utf8 = text.utf8
    var lines: [Substring] = []
    var start = utf8.startIndex, i = start
    while i != utf8.endIndex {
      let byte = utf8[i]
      guard byte == 0x0A || byte == 0x0D else {
        i = utf8.index(after: i)
        continue
      }
      lines.append(text[start..<i])
      i = utf8.index(after: i)
      if byte == 0x0D, i != utf8.endIndex, utf8[i] == 0x0A { i = utf8.index(after: i) }
      start = i
    }
    lines.append(text[start...])
    return lines
  }

  /// `text` with every CRLF and lone CR turned into LF.
  public static func normalized(_ text: String) -> String {
    guard text.utf8.contains(0x0D) else { return text }
    return split(text).joined(separator: "\n")
  }
}
