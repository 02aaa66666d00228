import EarshotEngine
import EarshotModel

/// TalkBack's words in one language (a TalkBack reader profile) and the settings that shape what it
/// says, at their defaults (google/talkback@26a27dc `talkback/src/main/res/values/donottranslate.xml`):
/// the order of a node's state, name and role (`pref_node_desc_order_default`, :969, state first),
/// roles spoken (:987), collection positions spoken (:986), usage hints spoken (:985).
public struct TalkBackWords: Hashable, Sendable {
  public var profile: ReaderProfile<TalkBackWord>

  /// The order of a node's state, name and role (`TalkBackService.java:2817-2830`): a profile's
  /// `order` of "state", "label" and "type" chooses it; an order TalkBack has not is state first.
  public enum DescriptionOrder: Hashable, Sendable {
    case stateNameRole, nameRoleState, roleNameState
  }

  public init(profile: ReaderProfile<TalkBackWord>) { self.profile = profile }

  public var language: String { profile.language }

  public var order: DescriptionOrder {
    switch profile.order.first {
    case .label?: return profile.order == [.label, .type, .state] ? .nameRoleState : .stateNameRole
    case .type?: return profile.order == [.type, .label, .state] ? .roleNameState : .stateNameRole
    default: return .stateNameRole
    }
  }

  /// The parts a TalkBack profile's `order` lists, in TalkBack's default order.
  public static let parts: [SegmentRole] = [.state, .label, .type]

  public func phrase(_ key: TalkBackWord, _ arguments: String...) -> String { Self.fill(profile.phrase(key), arguments) }

  /// One of TalkBack's words as a part of what it says.
  func word(_ key: TalkBackWord, _ role: SegmentRole, _ arguments: String...) -> Segment {
    Segment(role: role, text: Self.fill(profile.phrase(key), arguments), language: language, isPhrase: true)
  }

  /// A quantity string for `n` (`Resources.getQuantityString`): the profile's key for the
  /// language's plural category of `n`, by CLDR's rules for the profile's languages (one and other
  /// in English and German; one, few and many in Russian).
  func count(_ forms: Quantity, _ n: Int) -> String {
    let key: TalkBackWord
    switch Self.pluralCategory(n, language: language) {
    case .one: key = forms.one
    case .few: key = forms.few
    case .many: key = forms.many
    case .other: key = forms.other
    }
    return Self.fill(profile.phrase(key), [String(n)])
  }

  /// `text` with `{1}`, `{2}`… replaced by `arguments` (Android's `%1$s`, `%2$d`).
  static func fill(_ text: String, _ arguments: [String]) -> String {
    // One pass, so an argument holding "{2}" is not filled in turn.
    var out = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      out += rest[..<open]
      let after = rest.index(after: open)
      if let close = rest[after...].firstIndex(of: "}"), let n = Int(rest[after..<close]), arguments.indices.contains(n - 1) {
        out += arguments[n - 1]
        rest = rest[rest.index(after: close)...]
      } else {
        out += "{"
        rest = rest[after...]
      }
    }
    return out + rest
  }

  enum PluralCategory { case one, few, many, other }

  /// CLDR's cardinal plural rules for whole numbers (unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html).
  static func pluralCategory(_ n: Int, language: String) -> PluralCategory {
    let primary = language.split(separator: "-").first.map { $0.lowercased() } ?? ""
    let abs = n < 0 ? -n : n
    switch primary {
    case "ru", "uk", "be":
      if abs % 10 == 1, abs % 100 != 11 { return .one }
      if (2...4).contains(abs % 10), !(12...14).contains(abs % 100) { return .few }
      return .many
    default:
      return abs == 1 ? .one : .other
    }
  }

  /// The keys of one quantity string, one per plural category.
  struct Quantity: Hashable, Sendable {
    var one, few, many, other: TalkBackWord
  }

  static let items = Quantity(one: .templateListTotalCountOne, few: .templateListTotalCountFew, many: .templateListTotalCountMany,
                              other: .templateListTotalCountOther)
  static let rows = Quantity(one: .templateListRowCountOne, few: .templateListRowCountFew, many: .templateListRowCountMany,
                             other: .templateListRowCountOther)
  static let columns = Quantity(one: .templateListColumnCountOne, few: .templateListColumnCountFew, many: .templateListColumnCountMany,
                                other: .templateListColumnCountOther)
  static let characters = Quantity(one: .templatePasswordCharacterCountOne, few: .templatePasswordCharacterCountFew,
                                   many: .templatePasswordCharacterCountMany, other: .templatePasswordCharacterCountOther)
}
