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
    Self.fill(profile.phrase(forms.key(for: n, language: language)), [String(n)])
  }

  /// `text` with `{1}`, `{2}`… replaced by `arguments` (Android's `%1$s`, `%2$d`).
  static func fill(_ text: String, _ arguments: [String]) -> String {
    // A word with nothing to fill is the profile's own string, shared rather than built again
    // (most words said at a stop are such).
    if arguments.isEmpty || !text.utf8.contains(UInt8(ascii: "{")) { return text }
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

  /// The keys of one quantity string, one per plural category.
  typealias Quantity = PluralForms<TalkBackWord>

  static let items = Quantity(one: .templateListTotalCountOne, few: .templateListTotalCountFew, many: .templateListTotalCountMany,
                              other: .templateListTotalCountOther)
  static let rows = Quantity(one: .templateListRowCountOne, few: .templateListRowCountFew, many: .templateListRowCountMany,
                             other: .templateListRowCountOther)
  static let columns = Quantity(one: .templateListColumnCountOne, few: .templateListColumnCountFew, many: .templateListColumnCountMany,
                                other: .templateListColumnCountOther)
  static let characters = Quantity(one: .templatePasswordCharacterCountOne, few: .templatePasswordCharacterCountFew,
                                   many: .templatePasswordCharacterCountMany, other: .templatePasswordCharacterCountOther)
}
