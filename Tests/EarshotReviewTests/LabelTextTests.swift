import EarshotReview
import EarshotTestSupport
import Testing

/// The words the label rules compare: ASCII text is read as bytes, the rest scalar by scalar, and
/// both give the same words.
@Suite struct LabelTextTests {
  /// Runs of letters, digits and apostrophes, lowercased: the words, worked out plainly.
  static func expected(_ text: String) -> [String] {
    var words: [String] = [], current = ""
    for c in text.unicodeScalars {
      if ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "'" {
        current.unicodeScalars.append(c)
      } else if !current.isEmpty {
        words.append(current.lowercased())
        current = ""
      }
    }
    if !current.isEmpty { words.append(current.lowercased()) }
    return words
  }

  @Test func asciiWordsAreRunsOfLettersDigitsAndApostrophesLowercased() {
    #expect(LabelText.words("Delete BUTTON, it's 2nd-row") == ["delete", "button", "it's", "2nd", "row"])
    #expect(LabelText.words("") == [])
    #expect(LabelText.words(" ,.- ") == [])
    let alphabet = Array("aZm0'9 ,.-_\t\n@[`{Q")
    var random = SplitMix(seed: 36)
    for _ in 0..<2000 {
      let text = String((0..<Int.random(in: 0...24, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
      let words = LabelText.words(text)
      #expect(words == Self.expected(text), "\(text.debugDescription)")
      // A word past ASCII sends the whole text the other way, which finds the same words in it.
      #expect(LabelText.words(text + " \u{E9}t\u{E9}") == words + ["\u{E9}t\u{E9}"], "\(text.debugDescription)")
      #expect(LabelText.words("\u{C9}T\u{C9} " + text) == ["\u{E9}t\u{E9}"] + words, "\(text.debugDescription)")
    }
  }
}
