/// The text of WebVTT and SRT captions, for every caption file Earshot writes (beside rendered
/// audio and in the review page).
public enum CaptionText {
  /// Cue text on one line, with the characters both formats reserve escaped (`&`, `<`, `>`), the
  /// arrow that separates a cue's times ("-->") made "→", line breaks of every kind (LF, CR,
  /// U+0085, U+2028, U+2029) as spaces, since a blank line would end the cue early, and no
  /// control character from a label (a player would show it raw).
  public static func cue(_ text: String) -> String {
    let line = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "-->", with: "→")
      .split(whereSeparator: \.isNewline).joined(separator: " ")
    guard UserText.hasControl(line) else { return line }
    return String(String.UnicodeScalarView(line.unicodeScalars.compactMap { s -> Unicode.Scalar? in
      if s == "\t" { return " " }
      return s.value < 0x20 || (0x7F...0x9F).contains(s.value) ? nil : s
    }))
  }

  /// `HH:MM:SS.mmm` (WebVTT) or, with "," as the separator, `HH:MM:SS,mmm` (SRT).
  public static func timestamp(_ ms: Int, separator: String = ".") -> String {
    let h = ms / 3_600_000, m = ms / 60_000 % 60, s = ms / 1000 % 60, f = ms % 1000
    func pad(_ n: Int, _ width: Int) -> String {
      let digits = String(n)
      return String(repeating: "0", count: max(width - digits.count, 0)) + digits
    }
    return "\(pad(h, 2)):\(pad(m, 2)):\(pad(s, 2))\(separator)\(pad(f, 3))"
  }
}
