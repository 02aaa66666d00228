import EarshotModel

/// TalkBack's clean-up of an app's text before it speaks it (google/talkback@26a27dc
/// `utils/src/main/java/com/google/android/accessibility/utils/output/SpeechCleanupUtils.java` and
/// `talkback/src/main/java/com/google/android/accessibility/talkback/compositor/CompositorUtils.java:143-161`),
/// applied to a node's text, content description, state and role descriptions
/// (`AccessibilityNodeFeedbackUtils.prepareSpans`, AccessibilityNodeFeedbackUtils.java:612-622;
/// never to a password's text): runs of one symbol collapsed with their count, a single symbol (or
/// text of spaces only) said by its name, and "capital" before a name of one capital letter
/// (`prependCapital`, with the capital-letters setting at its default, "speak cap":
/// `pref_capital_letters_default` donottranslate.xml:966, `CAPITAL_LETTERS_TYPE_SPEAK_CAP`
/// SpeechControllerImpl.java:90). The words are the reader profile's, from TalkBack's resources
/// (`utils/src/main/res/values*/strings_symbols.xml`, `template_capital_letter`,
/// `character_collapse_template`).
extension TalkBackWords {
  /// The symbols TalkBack names (`TALKBACK_PUNCTUATION_AND_SYMBOL`, SpeechCleanupUtils.java:77-232):
  /// the ASCII punctuation and the common signs; TalkBack's table also names rarer symbols
  /// (CJK brackets, Arabic marks, card suits), which are said as they are written here.
  static let symbols: [Character: TalkBackWord] = [
    "&": .symbolAmpersand, "<": .symbolAngleBracketLeft, ">": .symbolAngleBracketRight, "'": .symbolApostrophe,
    "*": .symbolAsterisk, "@": .symbolAtSign, "\\": .symbolBackslash, "•": .symbolBullet, "^": .symbolCaret,
    "¢": .symbolCent, ":": .symbolColon, ",": .symbolComma, "©": .symbolCopyright, "{": .symbolCurlyBracketLeft,
    "}": .symbolCurlyBracketRight, "°": .symbolDegree, "÷": .symbolDivision, "…": .symbolEllipsis, "—": .symbolEmDash,
    "–": .symbolEnDash, "!": .symbolExclamationMark, "`": .symbolGraveAccent, "-": .symbolHyphenMinus,
    "„": .symbolLowDoubleQuote, "×": .symbolMultiplication, "\n": .symbolNewLine, "¶": .symbolParagraphMark,
    "(": .symbolParenthesisLeft, ")": .symbolParenthesisRight, "%": .symbolPercent, ".": .symbolPeriod, "π": .symbolPi,
    "#": .symbolPound, "$": .symbolDollarSign, "€": .symbolEuro, "£": .symbolPoundSterling, "¥": .symbolYen,
    "₹": .symbolRupee, "?": .symbolQuestionMark, "\"": .symbolQuotationMark, "®": .symbolRegisteredTrademark,
    ";": .symbolSemicolon, "/": .symbolSlash, " ": .symbolSpace, "\u{00A0}": .symbolSpace, "[": .symbolSquareBracketLeft,
    "]": .symbolSquareBracketRight, "√": .symbolSquareRoot, "™": .symbolTrademark, "_": .symbolUnderscore,
    "|": .symbolVerticalBar, "~": .symbolTilde, "=": .symbolEqual, "±": .symbolPlusMinusSign, "§": .symbolSectionSign,
    "←": .symbolLeftwardsArrow, "→": .symbolRightwardsArrow, "↑": .symbolUpwardsArrow, "↓": .symbolDownwardsArrow,
    "★": .symbolBlackStar, "☆": .symbolWhiteStar, "♥": .symbolBlackHeart, "¿": .symbolInvertedQuestionMark,
    "¡": .symbolInvertedExclamationMark
  ]

  /// The characters whose runs are collapsed (`CONSECUTIVE_CHARACTER_REGEX`, SpeechCleanupUtils.java:41-42).
  static let collapsible = Set<Character>("-\\/|!@#$%^&*()=_+[]{}.?;'\":<>\u{2022}")

  /// A character's name, or the character (`getCleanValueFor`, SpeechCleanupUtils.java:326-336).
  func name(of c: Character) -> String { Self.symbols[c].map { phrase($0) } ?? String(c) }

  /// `collapseRepeatedCharactersAndCleanUp` (SpeechCleanupUtils.java:291-323).
  func cleanedUp(_ text: String) -> String { cleanUp(collapsingRuns(text)) }

  /// `collapseRepeatedCharacters` (:291-312): "Loading..." is "Loading 3 Period" in English
  /// (`character_collapse_template`, the count then the name).
  func collapsingRuns(_ text: String) -> String {
    if Self.hasNoRun(text) { return text }
    let chars = Array(text)
    var out = ""
    var i = 0
    while i < chars.count {
      var end = i + 1
      while end < chars.count, chars[end] == chars[i] { end += 1 }
      if end - i > 1, Self.collapsible.contains(chars[i]) {
        let said = phrase(.characterCollapseTemplate, String(end - i), name(of: chars[i]))
        // The template's words stand apart from the text around them.
        if let last = out.last, !last.isWhitespace { out += " " }
        out += said
        if end < chars.count, !chars[end].isWhitespace { out += " " }
      } else {
        out += String(chars[i..<end])
      }
      i = end
    }
    return out
  }

  /// Whether `text` is ASCII with no character doubled that a run collapses: most of an app's
  /// text, which `collapsingRuns` then leaves as it is without splitting it into characters. Other
  /// text takes the long way: a character of another script can equal an ASCII one (U+037E is ";").
  static func hasNoRun(_ text: String) -> Bool {
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte >= 0x80 || (byte == previous && collapsibleASCII[Int(byte)]) { return false }
      previous = byte
    }
    return true
  }

  /// `collapsible` as a table of ASCII bytes.
  private static let collapsibleASCII: [Bool] = (0..<128).map { collapsible.contains(Character(Unicode.Scalar(UInt8($0)))) }

  /// `cleanUp` (:241-264): text of one character after trimming is that character's name; text of
  /// spaces only is the name of its first character ("Space").
  func cleanUp(_ text: String) -> String {
    // Text that starts and ends with something other than a space or a control character, and
    // holds more than one character, is left as it is: most text, found without trimming it.
    if let first = text.utf8.first, let last = text.utf8.last, first > 0x20, last > 0x20 {
      var characters = text.makeIterator()
      _ = characters.next()
      if characters.next() != nil { return text }
    }
    // `SpannableUtils.trimText` trims as Java's `String.trim` does: every character up to U+0020.
    let isBlank = { (c: Character) in c.unicodeScalars.allSatisfy { $0.value <= 0x20 } }
    let trimmed = text.drop(while: isBlank).reversed().drop(while: isBlank).reversed()
    if trimmed.count == 1 { return name(of: trimmed.first!) }
    if trimmed.isEmpty, let first = text.first { return name(of: first) }
    return text
  }

  /// `prependCapital` (CompositorUtils.java:143-152): a name that is one capital letter.
  func capitalized(_ text: String) -> String {
    guard text.utf16.count == 1, let c = text.first, c.isUppercase else { return text }
    return phrase(.templateCapitalLetter, text)
  }
}
