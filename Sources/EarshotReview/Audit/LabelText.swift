import EarshotEngine
import Foundation

/// Word-level helpers the label and hint rules share.
public enum LabelText {
  /// Whether a visible label, as its words, names a control whose label has `control` words: the
  /// control's label begins with it ("Email" names "Email" and "Email address").
  public static func names(_ label: some Collection<String>, control: some Collection<String>) -> Bool {
    !label.isEmpty && control.starts(with: label)
  }

  /// Lowercased words: runs of letters, digits and apostrophes. ASCII takes a fast path, read as
  /// bytes in place; the rules run over every stop of screens with thousands of them.
  public static func words(_ text: String) -> [String] {
    var words: [String] = []
    appendWords(of: text, to: &words)
    return words
  }

  /// `words(text)` appended to `words`: a screen's labels' words go into one array, with no
  /// array made, grown and let go for each label.
  public static func appendWords(of text: String, to words: inout [String]) {
    var text = text
    text.makeContiguousUTF8()
    let isASCII = text.utf8.withContiguousStorageIfAvailable { bytes in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
      asciiWords(bytes, to: &words)
      return true
    }
    if isASCII == true { return }
    var current = String.UnicodeScalarView()
    func flush() {
      if !current.isEmpty { words.append(String(current)) }
      current = String.UnicodeScalarView()
    }
    for scalar in text.unicodeScalars {
      let v = scalar.value
      if v < 128 {
        if isWordByte(UInt8(v)) {
          current.append(Unicode.Scalar(asciiLowercase(UInt8(v))))
        } else {
          flush()
        }
      } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || v == 0x2019 {
        current.append(contentsOf: String(scalar).lowercased().unicodeScalars)
      } else if !scalar.properties.isDiacritic {
        flush()
      } else {
        current.append(scalar)
      }
    }
    flush()
  }

  /// `words` of ASCII text appended to `words`: a word is made from its bytes in the text,
  /// lowercased as they are copied when it has a capital.
  private static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>, to words: inout [String]) {
    var i = 0
    while i < bytes.count {
      guard isWordByte(bytes[i]) else {
        i += 1
        continue
      }
      let start = i
      var hasCapital = false
      while i < bytes.count, isWordByte(bytes[i]) {
        if bytes[i] >= 65 && bytes[i] <= 90 { hasCapital = true }
        i += 1
      }
      let word = UnsafeBufferPointer(rebasing: bytes[start..<i])
      words.append(hasCapital
        ? String(unsafeUninitializedCapacity: word.count) { out in
          for k in word.indices { out[k] = asciiLowercase(word[k]) }
          return word.count
        }
        : String(decoding: word, as: UTF8.self))
    }
  }

  /// Whether the words `needle` occur, in order and adjacent, in `haystack`. Inlinable and
  /// compared word by word, so a caller in another module gets it made for its collection: the
  /// unspecialized `elementsEqual` of a slice cost thousands of instructions a call, and the
  /// label-contains-type rule asks once per stop.
  @inlinable public static func contains<Words: RandomAccessCollection<String>>(words haystack: Words, _ needle: [String]) -> Bool where Words.Index == Int {
    guard !needle.isEmpty, haystack.count >= needle.count else { return false }
    let base = haystack.startIndex
    for start in base...(base + haystack.count - needle.count) {
      var k = 0
      while k < needle.count, haystack[start + k] == needle[k] { k += 1 }
      if k == needle.count { return true }
    }
    return false
  }

  /// Whether `phrase` (one or more words) occurs in `text` as whole words.
  public static func contains(_ text: String, phrase: String) -> Bool {
    contains(words: words(text), words(phrase))
  }

  /// `text` with the whole-word occurrences of `phrase` taken out, spaces and commas tidied.
  public static func removing(_ phrase: String, from text: String) -> String {
    removing(words: words(phrase), from: text)
  }

  /// `removing` a phrase given as its `words` (a caller that has split it already).
  public static func removing(words needle: [String], from text: String) -> String {
    // ASCII text (most labels) is read as bytes in place, with no string made for a token.
    var text = text
    text.makeContiguousUTF8()
    if !needle.isEmpty, let ascii = text.utf8.withContiguousStorageIfAvailable({ bytes in
      bytes.allSatisfy { $0 < 0x80 } ? asciiRemoving(needle, from: bytes) : nil
    }), let removed = ascii { return removed }
    var kept: [Substring] = []
    let tokens = text.split(separator: " ")
    // Each token's words, worked out once for every window it is in.
    let tokenWords = tokens.map(joinedWords)
    var i = 0
    while i < tokens.count {
      let window = tokenWords[i..<min(i + needle.count, tokens.count)]
      // A phrase of no words matches nowhere (an empty window would match at every token, forever).
      if !needle.isEmpty, window.count == needle.count, window.elementsEqual(needle) {
        i += needle.count
        continue
      }
      kept.append(tokens[i])
      i += 1
    }
    var result = kept.joined(separator: " ")
    while let last = result.last, last == "," || last == " " || last == "-" || last == ":" { result.removeLast() }
    return result
  }

  /// `removing` of ASCII text: its tokens (runs of bytes between spaces) as ranges, each compared
  /// with a word of `needle` as its words joined would be, byte by byte.
  private static func asciiRemoving(_ needle: [String], from bytes: UnsafeBufferPointer<UInt8>) -> String {
    var tokens: [Range<Int>] = []
    var i = 0
    while i < bytes.count {
      if bytes[i] == 32 {
        i += 1
        continue
      }
      let start = i
      while i < bytes.count, bytes[i] != 32 { i += 1 }
      tokens.append(start..<i)
    }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var t = 0
    while t < tokens.count {
      if t + needle.count <= tokens.count, needle.indices.allSatisfy({ j in joinedWords(bytes, tokens[t + j], equal: needle[j]) }) {
        t += needle.count
        continue
      }
      if !out.isEmpty { out.append(32) }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[tokens[t]]))
      t += 1
    }
    while let last = out.last, last == UInt8(ascii: ",") || last == 32 || last == UInt8(ascii: "-") || last == UInt8(ascii: ":") {
      out.removeLast()
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Whether `joinedWords` of the ASCII token `bytes[range]` is `word`, compared as it is made.
  private static func joinedWords(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, equal word: String) -> Bool {
    var word = word
    return word.withUTF8 { target in
      var k = 0
      var inWord = false
      for i in range {
        let b = bytes[i]
        guard isWordByte(b) else {
          inWord = false
          continue
        }
        if !inWord, k > 0 {
          guard k < target.count, target[k] == 32 else { return false }
          k += 1
        }
        guard k < target.count, target[k] == asciiLowercase(b) else { return false }
        k += 1
        inWord = true
      }
      return k == target.count
    }
  }

  /// Whether an ASCII byte belongs to a word: a letter, a digit or an apostrophe.
  private static func isWordByte(_ b: UInt8) -> Bool {
    (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || (b >= 48 && b <= 57) || b == 39
  }

  /// An ASCII byte in lowercase.
  private static func asciiLowercase(_ b: UInt8) -> UInt8 { b >= 65 && b <= 90 ? b + 32 : b }

  /// `words(token).joined(separator: " ")`, made in one pass for ASCII.
  /// ASCII is read from its bytes in place and written straight into the string: a space goes
  /// only where a byte was skipped, so it is never longer than `token`.
  static func joinedWords(_ token: Substring) -> String {
    var token = token
    let ascii: String? = token.withUTF8 { bytes in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      return String(unsafeUninitializedCapacity: bytes.count) { out in
        var count = 0, inWord = false
        for b in bytes {
          if isWordByte(b) {
            if !inWord, count > 0 {
              out[count] = 32
              count += 1
            }
            out[count] = asciiLowercase(b)
            count += 1
            inWord = true
          } else {
            inWord = false
          }
        }
        return count
      }
    }
    return ascii ?? words(String(token)).joined(separator: " ")
  }

  /// A word reduced to a rough stem, so "favorites" matches "favorite" and "adds" matches "add".
  public static func stem(_ word: String) -> String {
    var w = word
    for suffix in ["ing", "es", "s", "ed"] where w.count > suffix.count + 2 && w.hasSuffix(suffix) {
      w.removeLast(suffix.count)
      break
    }
    return w
  }

  /// Whether the text ends with a single full stop (not an ellipsis).
  public static func endsWithPeriod(_ text: String) -> Bool {
    // ASCII (most labels) is read byte by byte, in place (stepping through `utf8` cost tens of
    // instructions a byte): its only whitespace to trim is spaces and tabs.
    var text = text
    let ascii: Bool? = text.withUTF8 { bytes in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      guard let end = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x09 }), bytes[end] == 0x2E else { return false }
      return end == 0 || bytes[end - 1] != 0x2E
    }
    if let ascii { return ascii }
    let t = text.trimmingCharacters(in: .whitespaces)
    return t.hasSuffix(".") && !t.hasSuffix("..")
  }

  /// `text` with its first letter capitalized and a trailing full stop removed.
  public static func tidied(_ text: String) -> String {
    var t = text.trimmingCharacters(in: .whitespaces)
    if endsWithPeriod(t) { t.removeLast() }
    return t.prefix(1).uppercased() + t.dropFirst()
  }
}
