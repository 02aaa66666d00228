@testable import EarshotReview
import Testing

/// `Finding.shorteningQuotes` keeps a text whole when no quoted span is longer than the limit, and
/// gives what cutting every span one by one gives, byte for byte, either way.
@Suite struct QuoteShorteningTests {
  /// Every span cut one by one, as `shorteningQuotes` did before it learned to keep a text whole.
  private func spanBySpan(_ text: String) -> String {
    let quote = UInt8(ascii: "\"")
    let utf8 = text.utf8
    guard utf8.count > Finding.quotedCharacters else { return text }
    var out = ""
    var start = utf8.startIndex
    var inside = false
    var i = utf8.startIndex
    while i < utf8.endIndex {
      if utf8[i] == quote {
        let span = String(text[start..<i])
        out += inside ? Finding.shortenedLine(span) : span
        out += "\""
        inside.toggle()
        start = utf8.index(after: i)
      }
      i = utf8.index(after: i)
    }
    let rest = String(text[start...])
    out += inside ? Finding.shortenedLine(rest) : rest
    return out
  }

  @Test func textsAsCutSpanBySpan() {
    let limit = Finding.quotedCharacters
    let names = (0..<40).map { "\"Item \($0) button\"" }.joined(separator: ", ")
    let cases = [
      "This row has 40 buttons (\(names)), each a stop of its own, beside its text.",
      "The label \"\(String(repeating: "a", count: limit))\" is long. " + String(repeating: "x", count: limit),
      "The label \"\(String(repeating: "a", count: limit + 1))\" is long.",
      "Unclosed \"\(String(repeating: "b", count: limit))",
      "Unclosed \"\(String(repeating: "b", count: limit + 1))",
      "Wide \"\(String(repeating: "é", count: limit / 2))\" and \"\(String(repeating: "日", count: limit / 3 + 1))\" end.",
      "\"\u{301}\(String(repeating: "c", count: limit + 5))\"\u{301} after",
      String(repeating: "\"", count: limit + 3),
      String(repeating: "plain ", count: limit),
    ]
    for text in cases {
      #expect(Finding.shorteningQuotes(text) == spanBySpan(text))
      #expect(Array(Finding.shorteningQuotes(text).utf8) == Array(spanBySpan(text).utf8))
    }
    #expect(Finding.shorteningQuotes(cases[0]) == cases[0])
    #expect(Finding.shorteningQuotes(cases[2]) != cases[2])
  }
}
