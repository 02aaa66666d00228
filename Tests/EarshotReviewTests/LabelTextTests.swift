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

  /// `removing`, worked out plainly: the text's space-separated tokens, a run of them taken out
  /// where their words are the phrase's, word for word, and the end tidied.
  static func expectedRemoving(_ phrase: String, from text: String) -> String {
    let needle = expected(phrase)
    let tokens = text.split(separator: " ")
    let tokenWords = tokens.map { expected(String($0)).joined(separator: " ") }
    var kept: [Substring] = []
    var i = 0
    while i < tokens.count {
      if !needle.isEmpty, i + needle.count <= tokens.count, Array(tokenWords[i..<i + needle.count]) == needle {
        i += needle.count
        continue
      }
      kept.append(tokens[i])
      i += 1
    }
    var result = kept.joined(separator: " ")
    while let last = result.last, ", -:".contains(last) { result.removeLast() }
    return result
  }

  @Test func removingAPhraseTakesOutItsWholeWordsAndTidiesTheEnd() {
    #expect(LabelText.removing("button", from: "Delete button, now") == "Delete now")
    #expect(LabelText.removing("button", from: "Play  BUTTON:") == "Play")
    #expect(LabelText.removing("on off", from: "Wi-Fi on/off") == "Wi-Fi on/off")
    #expect(LabelText.removing("on off", from: "Wi-Fi on off -") == "Wi-Fi")
    #expect(LabelText.removing("button", from: "Caf\u{E9} button") == "Caf\u{E9}")
    // A phrase of no words takes nothing out (it once matched an empty run of tokens for ever).
    #expect(LabelText.removing("", from: "Delete button, now") == "Delete button, now")
    #expect(LabelText.removing(" , -", from: "Play  it,") == "Play it")
    let tokens = ["button", "Button,", "BUTTON:", "on", "Off", "on/off", "switch", "-", ",", "x", "a'b", "\t", "buttons", "2nd-row"]
    var random = SplitMix(seed: 36)
    for _ in 0..<2000 {
      let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in tokens.randomElement(using: &random)! }
        .joined(separator: Bool.random(using: &random) ? " " : "  ")
      for phrase in ["button", "on off", "switch button", "off", ""] {
        #expect(LabelText.removing(phrase, from: text) == Self.expectedRemoving(phrase, from: text), "\(phrase) in \(text.debugDescription)")
      }
    }
  }

  @Test func trimmingWhitespaceTakesOffOnlyTheEndsWhitespace() {
    #expect("Add to cart".trimmingWhitespace == "Add to cart")
    #expect(" Add\t\r\n".trimmingWhitespace == "Add")
    #expect("\u{A0}Add\u{2003}".trimmingWhitespace == "Add")
    #expect("  ".trimmingWhitespace == "" && "".trimmingWhitespace == "")
  }
}
