/// Turns a string like `heart.fill`, `chart_weekly-sales` or `trashCan` into words.
public enum ImageName {
  /// The name split at dots, underscores, hyphens, spaces and lower-to-upper case changes.
  public static func words(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previous: Character?
    for c in name {
      if c == "." || c == "_" || c == "-" || c == " " {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else if c.isUppercase, let p = previous, p.isLowercase {
        words.append(current)
        current = String(c)
      } else {
        current.append(c)
      }
      previous = c
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// The words as a phrase with a capital: `cat.fill` → "Cat fill".
  public static func humanized(_ name: String) -> String {
    sentence(words(name).map { $0.lowercased() })
  }

  /// What VoiceOver reads for an image with no label: an SF Symbol's name in words ("Cat fill",
  /// WWDC26 220), an asset's file name as written, punctuation and all ("Plus underscore icon…",
  /// WWDC19 254). SF Symbol names are lowercase words and digits joined by dots.
  public static func spoken(_ name: String, plainNamesAreSymbols: Bool) -> (text: String, isAssetName: Bool) {
    isSymbolName(name, plainNamesAreSymbols: plainNamesAreSymbols) ? (humanized(name), false) : (name, true)
  }

  /// Whether `name` has the shape of an SF Symbol's name (`heart.fill`, `1.circle`): a name of
  /// lowercase words with no separators is taken as one too (`VoiceOverUnverified.plainNamesAreSymbols`).
  public static func isSymbolName(_ name: String, plainNamesAreSymbols: Bool) -> Bool {
    guard let first = name.unicodeScalars.first, first.properties.isLowercase || ("0"..."9").contains(first) else { return false }
    if !name.contains("."), !plainNamesAreSymbols { return false }
    return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." }
  }

  /// Lower-case words joined, with the first letter capitalized.
  public static func sentence(_ words: [String]) -> String {
    let sentence = words.joined(separator: " ")
    return sentence.prefix(1).uppercased() + sentence.dropFirst()
  }
}
