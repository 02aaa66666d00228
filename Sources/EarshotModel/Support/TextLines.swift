/// Splitting text files into lines the way editors count them: a line ends at LF, CRLF or a lone CR.
///
/// Swift treats "\r\n" as one `Character`, so `split(separator: "\n")` never splits a file saved
/// with Windows line endings; every line-based reader (scripts, key files, XCUITest text) splits here.
public enum TextLines {
  /// The lines of `text`, without their endings (a final line ending leaves an empty last line).
  public static func split(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
  }

  /// `text` with every CRLF and lone CR turned into LF.
  public static func normalized(_ text: String) -> String {
    guard text.utf8.contains(0x0D) else { return text }
    return split(text).joined(separator: "\n")
  }
}
