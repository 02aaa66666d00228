import EarshotEngine
import EarshotReview

/// What VoiceOver's iOS rules know of labels beyond the words every rule reads: iPhone's button
/// names, UIKit's page indicator value, brand spellings, and names from code and how VoiceOver
/// reads them aloud.
extension LabelText {
  /// Names of iPhone's physical buttons, which Settings rows carry ("Action Button"): the word
  /// "button" there is part of the name, not the row's type (Apple's iPhone User Guide).
  static let hardwareNames: Set<[String]> = [
    ["action", "button"], ["side", "button"], ["home", "button"], ["top", "button"],
    ["volume", "buttons"], ["volume", "up", "button"], ["volume", "down", "button"], ["camera", "button"],
  ]

  /// Whether a label, as its `words`, names one of them.
  static func isHardwareName(words: some RandomAccessCollection<String>) -> Bool {
    // Every name ends in "button" or "buttons": most labels are ruled out without hashing their words.
    guard let last = words.last, last.hasPrefix("button") else { return false }
    return hardwareNames.contains(Array(words))
  }

  /// Whether a value says on its own what the element is: a page indicator's "Page 1 of 2".
  static func isPagePosition(_ value: String) -> Bool {
    let w = words(value)
    return w.count == 4 && w[0] == "page" && w[2] == "of" && Int(w[1]) != nil && Int(w[3]) != nil
  }

  /// Whether the first letter is lowercase in a way a style guide would call wrong: not a brand
  /// written with a lowercase first letter ("iPhone", "eBay", "macOS").
  static func startsLowercase(_ text: String) -> Bool {
    // A first byte in ASCII but not a to z starts no lowercase letter, whatever follows it.
    if let byte = text.utf8.first, byte < 0x80, !(byte >= 0x61 && byte <= 0x7A) { return false }
    guard let first = text.first, first.isLetter, first.isLowercase else { return false }
    let firstWord = text.prefix { !$0.isWhitespace }
    if firstWord.dropFirst().contains(where: \.isUppercase) { return false }
    return true
  }

  /// Why `text` looks like a name from code rather than words for people, or nil when it does not.
  static func identifierReason(_ text: String) -> String? {
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
  static func humanized(_ identifier: String) -> String {
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
  static func readAloud(_ identifier: String) -> String {
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
