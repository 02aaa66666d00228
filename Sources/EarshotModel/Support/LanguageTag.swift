/// The shape of a BCP 47 language tag (RFC 5646): `en`, `en-US`, `zh-Hans-CN`, `sr-Latn`,
/// `de-CH-1996`, `x-klingon`. Documents and voice profiles name languages this way
/// (`accessibilityLanguage` takes BCP 47); anything else — a path, a voice name with a variant —
/// is refused before it can reach espeak-ng.
public enum LanguageTag {
  /// The longest tag accepted (RFC 5646 §4.4.1 asks for at least 35; extensions can make it longer).
  public static let maxLength = 64

  /// Whether `text` has the shape of a language tag: subtags of 1–8 ASCII letters or digits joined
  /// by hyphens, the first 2–8 letters (or `x`/`i` for private and grandfathered tags).
  public static func isValid(_ text: String) -> Bool {
    guard !text.isEmpty, text.utf8.count <= maxLength else { return false }
    let subtags = text.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
    for (i, subtag) in subtags.enumerated() {
      guard (1...8).contains(subtag.count), subtag.allSatisfy(isAlphanumeric) else { return false }
      if i == 0 {
        let singleton = subtag.count == 1 && (subtag.first == UInt8(ascii: "x") || subtag.first == UInt8(ascii: "i")
          || subtag.first == UInt8(ascii: "X") || subtag.first == UInt8(ascii: "I"))
        guard (subtag.count >= 2 && subtag.allSatisfy(isLetter)) || (singleton && subtags.count > 1) else { return false }
      }
    }
    return true
  }

  /// Why `text` is not a language tag, with the likely intended tag when there is one.
  public static func problem(_ text: String) -> String {
    let shown = UserText.quoted(text, limit: 40)
    let hyphenated = text.replacingOccurrences(of: "_", with: "-")
    if hyphenated != text, isValid(hyphenated) {
      return "\"\(shown)\" is a locale identifier, not a BCP 47 language tag; write \"\(hyphenated)\""
    }
    return "\"\(shown)\" is not a BCP 47 language tag; write one like \"en-US\", \"de\" or \"zh-Hans\""
  }

  /// The primary language subtag in lower case (`en` of `en-US`).
  public static func language(of tag: String) -> String {
    String(tag.split(separator: "-", maxSplits: 1).first ?? "").lowercased()
  }

  private static func isLetter(_ c: UInt8) -> Bool { (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) }
  private static func isAlphanumeric(_ c: UInt8) -> Bool { isLetter(c) || (c >= 0x30 && c <= 0x39) }
}
