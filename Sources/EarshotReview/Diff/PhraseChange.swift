import EarshotEngine
import EarshotModel

/// One part of an utterance that differs between two versions: the label, the value, the type
/// words, the hint… (a role of `SegmentRole`), with its text before and after (nil when absent).
public struct PhraseChange: Hashable, Sendable {
  public var role: SegmentRole
  public var before: String?
  public var after: String?

  public init(role: SegmentRole, before: String?, after: String?) {
    self.role = role
    self.before = before
    self.after = after
  }

  /// The part's name in plain words, for the text output, in the reader's `terms`.
  public func roleName(_ terms: ReaderTerms) -> String {
    switch role {
    case .containerLabel: return "container"
    case .selected: return "selected"
    case .tableHeaders: return "table headers"
    case .tableCell: return "table cell"
    case .customContent: return "custom content"
    case .type: return "type"
    case .moreContent: return "more content"
    case .actions: return "actions"
    default: return terms.name(of: role)
    }
  }

  /// The changed parts of two utterances, in the order VoiceOver speaks them.
  static func changes(_ before: Utterance, _ after: Utterance) -> [PhraseChange] {
    // The same parts in the same order say the same for every role (most stops of a new version).
    if sameParts(before, after) { return [] }
    var roles: [SegmentRole] = []
    for segment in before.segments + after.segments where !roles.contains(segment.role) { roles.append(segment.role) }
    let spokenOrder = SegmentRole.allCases
    roles.sort { spokenOrder.firstIndex(of: $0)! < spokenOrder.firstIndex(of: $1)! }
    return roles.compactMap { role in
      let b = text(before, role), a = text(after, role)
      return b == a ? nil : PhraseChange(role: role, before: b, after: a)
    }
  }

  /// Whether the two have the same segments' roles and texts, in order, read in place.
  private static func sameParts(_ before: Utterance, _ after: Utterance) -> Bool {
    before.segments.withUnsafeBufferPointer { b in
      after.segments.withUnsafeBufferPointer { a in
        guard b.count == a.count else { return false }
        for i in b.indices where b[i].role != a[i].role || b[i].text != a[i].text { return false }
        return true
      }
    }
  }

  private static func text(_ utterance: Utterance, _ role: SegmentRole) -> String? {
    let parts = utterance.segments.filter { $0.role == role }.map(\.text)
    return parts.isEmpty ? nil : Utterance.join(parts, role: role)
  }
}
