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

  /// Lower-case words joined, with the first letter capitalized.
  public static func sentence(_ words: [String]) -> String {
    let sentence = words.joined(separator: " ")
    return sentence.prefix(1).uppercased() + sentence.dropFirst()
  }
}
