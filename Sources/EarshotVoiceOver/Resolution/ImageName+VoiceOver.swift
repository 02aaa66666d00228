import EarshotEngine

extension ImageName {
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
}
