import EarshotModel

/// The SSML text espeak-ng is given for one segment, and the way back from espeak-ng's character
/// positions to the segment's own text.
///
/// The segment's text is escaped (`<` `>` `&` become entities), so markup in a label is spoken as
/// words; `[[` needs no escaping because `espeakPHONEMES` is never set. Control characters become
/// spaces. Spell-out wraps the text in `<say-as interpret-as="characters">`.
struct SpeechMarkup: Hashable {
  /// The SSML passed to `espeak_ng_Synthesize`.
  let text: String
  /// How many characters of `text` come before the segment's own text.
  let prefixLength: Int
  /// For each character of the escaped text, the UTF-16 offset in the segment text it came from.
  let origins: [Int]
  /// The segment text's UTF-16 length.
  let originalLength: Int
  /// The UTF-16 ranges of the segment's written words: runs of letters and digits (joined by an
  /// apostrophe, hyphen, comma or point between them: "don't", "Wi-Fi", "1,250", "3.5"), and runs
  /// of other signs ("&", "<").
  let writtenWords: [Range<Int>]

  init(_ source: String, spellOut: Bool) {
    let prefix = spellOut ? "<say-as interpret-as=\"characters\">" : ""
    let suffix = spellOut ? "</say-as>" : ""
    var escaped = ""
    var origins: [Int] = []
    var offset = 0
    for scalar in source.unicodeScalars {
      let replacement: String
      switch scalar {
      case "<": replacement = "&lt;"
      case ">": replacement = "&gt;"
      case "&": replacement = "&amp;"
      default: replacement = scalar.value < 0x20 || scalar.value == 0x7F ? " " : String(scalar)
      }
      for _ in replacement.unicodeScalars { origins.append(offset) }
      escaped += replacement
      offset += scalar.utf16.count
    }
    text = prefix + escaped + suffix
    prefixLength = prefix.unicodeScalars.count
    self.origins = origins
    originalLength = offset
    writtenWords = Self.words(source)
  }

  static func words(_ source: String) -> [Range<Int>] {
    let characters = Array(source)
    var offsets: [Int] = []
    var offset = 0
    for c in characters {
      offsets.append(offset)
      offset += c.utf16.count
    }
    func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c.unicodeScalars.allSatisfy { $0.properties.isDiacritic } }
    let joiners: Set<Character> = ["'", "’", "-", ",", "."]
    /// 0 space, 1 letter or digit (or a joiner between two), 2 another sign.
    func kind(_ i: Int) -> Int {
      let c = characters[i]
      if c.isWhitespace { return 0 }
      if isWordCharacter(c) { return 1 }
      if joiners.contains(c), i > 0, i + 1 < characters.count, isWordCharacter(characters[i - 1]), isWordCharacter(characters[i + 1]) { return 1 }
      return 2
    }
    var words: [Range<Int>] = []
    var i = 0
    while i < characters.count {
      let k = kind(i)
      var j = i + 1
      while j < characters.count, kind(j) == k { j += 1 }
      if k != 0 { words.append(offsets[i]..<(j < characters.count ? offsets[j] : offset)) }
      i = j
    }
    return words
  }

  /// The written word the UTF-16 `offset` falls in.
  func writtenWord(at offset: Int) -> Range<Int>? {
    writtenWords.first { $0.contains(offset) || $0.lowerBound > offset }
  }

  /// The UTF-16 range in the segment text of the word espeak-ng reports at 1-based character
  /// `position` with `length` characters; nil when it falls outside the segment's text.
  func originalRange(position: Int, length: Int) -> (offset: Int, length: Int)? {
    let index = position - 1 - prefixLength
    guard length > 0, index >= 0, index < origins.count else { return nil }
    let start = origins[index]
    let endIndex = index + length
    let end = endIndex < origins.count ? origins[endIndex] : originalLength
    return (start, max(end - start, 1))
  }
}
