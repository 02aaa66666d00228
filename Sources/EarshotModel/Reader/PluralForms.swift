/// CLDR's plural categories for whole numbers, and a count phrase's key for each: a screen reader
/// says "1 item" and "2 items", German "1 Objekt", Russian "1 объект", "2 объекта", "5 объектов".
public enum PluralCategory: Hashable, Sendable {
  case one, few, many, other

  /// The category of `n` by CLDR's cardinal rules for `language`'s primary language
  /// (unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html): Russian, Ukrainian
  /// and Belarusian tell one, few and many apart by the last digits; English, German and the
  /// languages without rules here say "one" for 1 alone.
  public static func of(_ n: Int, language: String) -> PluralCategory {
    let primary = language.split(separator: "-").first.map { $0.lowercased() } ?? ""
    let abs = n.magnitude
    switch primary {
    case "ru", "uk", "be":
      if abs % 10 == 1, abs % 100 != 11 { return .one }
      if (2...4).contains(abs % 10), !(12...14).contains(abs % 100) { return .few }
      return .many
    default:
      return abs == 1 ? .one : .other
    }
  }
}

/// The keys of one count phrase, one per plural category.
public struct PluralForms<Key: Hashable & Sendable>: Hashable, Sendable {
  public var one, few, many, other: Key

  public init(one: Key, few: Key, many: Key, other: Key) {
    self.one = one
    self.few = few
    self.many = many
    self.other = other
  }

  /// The key for `n` in `language`.
  public func key(for n: Int, language: String) -> Key {
    switch PluralCategory.of(n, language: language) {
    case .one: one
    case .few: few
    case .many: many
    case .other: other
    }
  }
}
