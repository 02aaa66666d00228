import EarshotEngine
import Foundation

/// Word-level helpers the label and hint rules share.
public enum LabelText {
  /// Names of iPhone's physical buttons, which Settings rows carry ("Action Button"): the word
  /// "button" there is part of the name, not the row's type (Apple's iPhone User Guide).
  static let hardwareNames: Set<[String]> = [
    ["action", "button"], ["side", "button"], ["home", "button"], ["top", "button"],
    ["volume", "buttons"], ["volume", "up", "button"], ["volume", "down", "button"], ["camera", "button"],
  ]

  /// Whether a label, as its `words`, names one of them.
  public static func isHardwareName(words: some RandomAccessCollection<String>) -> Bool {
    // Every name ends in "button" or "buttons": most labels are ruled out without hashing their words.
    guard let last = words.last, last.hasPrefix("button") else { return false }
    return hardwareNames.contains(Array(words))
  }

  /// Whether a visible label, as its words, names a control whose label has `control` words: the
  /// control's label begins with it ("Email" names "Email" and "Email address").
  public static func names(_ label: some Collection<String>, control: some Collection<String>) -> Bool {
    !label.isEmpty && control.starts(with: label)
  }

  /// Whether a value says on its own what the element is: a page indicator's "Page 1 of 2".
  public static func isPagePosition(_ value: String) -> Bool {
    let w = words(value)
    return w.count == 4 && w[0] == "page" && w[2] == "of" && Int(w[1]) != nil && Int(w[3]) != nil
  }

  /// Lowercased words: runs of letters, digits and apostrophes. ASCII takes a fast path; the
  /// rules run over every stop of screens with thousands of them.
  public static func words(_ text: String) -> [String] {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(text) }
    var words: [String] = []
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
    return words
  }

  /// `words` of ASCII text, read as bytes: a word is taken from the text as it is, and lowercased
  /// only when it has a capital.
  private static func asciiWords(_ text: String) -> [String] {
    var words: [String] = []
    let bytes = text.utf8
    var start: String.Index?
    var hasCapital = false
    func flush(_ end: String.Index) {
      guard let s = start else { return }
      let word = String(decoding: bytes[s..<end], as: UTF8.self)
      words.append(hasCapital ? word.lowercased() : word)
      start = nil
    }
    var i = bytes.startIndex
    while i < bytes.endIndex {
      let b = bytes[i]
      if isWordByte(b) {
        if start == nil {
          start = i
          hasCapital = false
        }
        if b >= 65 && b <= 90 { hasCapital = true }
      } else {
        flush(i)
      }
      i = bytes.index(after: i)
    }
    flush(bytes.endIndex)
    return words
  }

  /// Whether the words `needle` occur, in order and adjacent, in `haystack`.
  public static func contains<Words: RandomAccessCollection<String>>(words haystack: Words, _ needle: [String]) -> Bool where Words.Index == Int {
    guard !needle.isEmpty, haystack.count >= needle.count else { return false }
    let base = haystack.startIndex
    for start in base...(base + haystack.count - needle.count) where haystack[start..<start + needle.count].elementsEqual(needle) {
      return true
    }
    return false
  }

  /// Whether `phrase` (one or more words) occurs in `text` as whole words.
  public static func contains(_ text: String, phrase: String) -> Bool {
    contains(words: words(text), words(phrase))
  }

  /// `text` with the whole-word occurrences of `phrase` taken out, spaces and commas tidied.
  public static func removing(_ phrase: String, from text: String) -> String {
    let needle = words(phrase)
    var kept: [Substring] = []
    let tokens = text.split(separator: " ")
    // Each token's words, worked out once for every window it is in.
    let tokenWords = tokens.map(joinedWords)
    var i = 0
    while i < tokens.count {
      let window = tokenWords[i..<min(i + needle.count, tokens.count)]
      if window.count == needle.count, window.elementsEqual(needle) {
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

  /// Whether an ASCII byte belongs to a word: a letter, a digit or an apostrophe.
  private static func isWordByte(_ b: UInt8) -> Bool {
    (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || (b >= 48 && b <= 57) || b == 39
  }

  /// An ASCII byte in lowercase.
  private static func asciiLowercase(_ b: UInt8) -> UInt8 { b >= 65 && b <= 90 ? b + 32 : b }

  /// `words(token).joined(separator: " ")`, made in one pass for ASCII.
  private static func joinedWords(_ token: Substring) -> String {
    guard token.utf8.allSatisfy({ $0 < 0x80 }) else { return words(String(token)).joined(separator: " ") }
    var out: [UInt8] = []
    out.reserveCapacity(token.utf8.count)
    var inWord = false
    for b in token.utf8 {
      if isWordByte(b) {
        if !inWord, !out.isEmpty { out.append(32) }
        out.append(asciiLowercase(b))
        inWord = true
      } else {
        inWord = false
      }
    }
    return String(decoding: out, as: UTF8.self)
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

  /// Whether the first letter is lowercase in a way a style guide would call wrong: not a brand
  /// written with a lowercase first letter ("iPhone", "eBay", "macOS").
  public static func startsLowercase(_ text: String) -> Bool {
    // A first byte in ASCII but not a to z starts no lowercase letter, whatever follows it.
    if let byte = text.utf8.first, byte < 0x80, !(byte >= 0x61 && byte <= 0x7A) { return false }
    guard let first = text.first, first.isLetter, first.isLowercase else { return false }
    let firstWord = text.prefix { !$0.isWhitespace }
    if firstWord.dropFirst().contains(where: \.isUppercase) { return false }
    return true
  }

  /// Whether the text ends with a single full stop (not an ellipsis).
  public static func endsWithPeriod(_ text: String) -> Bool {
    // ASCII (most labels) is read byte by byte: its only whitespace to trim is spaces and tabs.
    let bytes = text.utf8
    if bytes.allSatisfy({ $0 < 0x80 }) {
      guard let end = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x09 }), bytes[end] == 0x2E else { return false }
      return end == bytes.startIndex || bytes[bytes.index(before: end)] != 0x2E
    }
    let t = text.trimmingCharacters(in: .whitespaces)
    return t.hasSuffix(".") && !t.hasSuffix("..")
  }

  /// `text` with its first letter capitalized and a trailing full stop removed.
  public static func tidied(_ text: String) -> String {
    var t = text.trimmingCharacters(in: .whitespaces)
    if endsWithPeriod(t) { t.removeLast() }
    return t.prefix(1).uppercased() + t.dropFirst()
  }

  /// Why `text` looks like a name from code rather than words for people, or nil when it does not.
  public static func identifierReason(_ text: String) -> String? {
    // Names from code have no spaces; most labels do, so this settles them at once.
    if text.utf8.contains(0x20) { return nil }
    let t = text
    guard !t.isEmpty else { return nil }
    let lower = t.lowercased()
    for ext in [".png", ".jpg", ".jpeg", ".pdf", ".svg", ".heic", ".gif", ".webp"] where lower.hasSuffix(ext) {
      return "a file name"
    }
    if t.hasPrefix("UI") || t.hasPrefix("NS"), t.count > 3, t.dropFirst(2).first?.isUppercase == true,
      t.allSatisfy({ $0.isLetter })
    {
      return "a class name"
    }
    let letters = t.filter(\.isLetter)
    if t.contains("_") { return letters.allSatisfy(\.isUppercase) ? "an enum or constant name" : "an asset or identifier name (snake_case)" }
    if t.dropFirst().dropLast().contains("."), t.split(separator: ".").count >= 2,
      t.split(separator: ".").allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber } })
    {
      return "a dotted key, symbol or enum case name"
    }
    if t.hasPrefix("."), t.count > 1, t.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber }) { return "an enum case name" }
    // camelCase: at least two lowercase letters, then a capital ("payButton"; not "iPhone").
    var lowerRun = 0
    var sawLowerThenUpper = false
    for c in t {
      if c.isLowercase { lowerRun += 1 } else if c.isUppercase {
        if lowerRun >= 2 { sawLowerThenUpper = true }
        lowerRun = 0
      } else { lowerRun = 0 }
    }
    if sawLowerThenUpper, t.first?.isLowercase == true, !brands.contains(t) { return "a camelCase identifier" }
    let parts = t.split(separator: "-")
    if parts.count >= 3, t == lower, parts.allSatisfy({ !$0.isEmpty }) { return "a kebab-case identifier" }
    if parts.count == 2, t == lower, codeFragments.contains(String(parts[0])) || codeFragments.contains(String(parts[1])) {
      return "a kebab-case identifier"
    }
    return nil
  }

  /// Words written with a lowercase start and capitals inside that are not identifiers.
  static let brands: Set<String> = ["macOS", "iPadOS", "tvOS", "watchOS", "visionOS", "iCloud", "iPhone", "iPad", "eBay", "iMessage", "iTunes", "iMac", "iPod"]

  /// Fragments developers put in names, rarely in words for people.
  static let codeFragments: Set<String> = ["btn", "button", "img", "image", "icon", "ic", "lbl", "label", "view", "cell", "cta", "nav", "tab", "txt"]

  /// An identifier as words: `ic_add_24` → "Add", `payButton` → "Pay", `checkout.pay.title` → "Pay".
  public static func humanized(_ identifier: String) -> String {
    var name = identifier
    for ext in [".png", ".jpg", ".jpeg", ".pdf", ".svg", ".heic", ".gif", ".webp"] where name.lowercased().hasSuffix(ext) {
      name.removeLast(ext.count)
    }
    let words = ImageName.words(name)
    let noise: Set<String> = codeFragments.union(["title", "text", "string", "key", "accessibility", "a11y", "fill", "outline", "ui"])
    var kept = words.map { $0.lowercased() }.filter { !noise.contains($0) && !$0.allSatisfy(\.isNumber) }
    if kept.count > 1, ["checkout", "screen", "home", "main", "app"].contains(kept[0]) { kept.removeFirst() }
    return ImageName.sentence(kept.isEmpty ? words.map { $0.lowercased() } : kept)
  }

  /// How VoiceOver reads an identifier aloud: separators as words ("ic underscore add").
  public static func readAloud(_ identifier: String) -> String {
    var out = ""
    for c in identifier {
      switch c {
      case "_": out += " underscore "
      case ".": out += " dot "
      case "-": out += " dash "
      default: out.append(c)
      }
    }
    return out.split(separator: " ").joined(separator: " ")
  }
}
