import EarshotEngine
import EarshotModel

/// Every audit rule, in the order reports list them: the rules each screen reader brings about its
/// platform's screens (VoiceOver's about iOS's, TalkBack's about Android's), paired with the reader
/// by the command line, which alone lists the readers (`ScreenReaders.registered`). The review holds
/// the mechanism and no rule of its own. An auditor is given the catalog and runs the rules of the
/// readers it hears with.
public struct RuleCatalog: Sendable {
  /// A screen reader and the audit rules about its platform's screens it brings.
  public struct ReaderRules: Sendable {
    public let reader: ScreenReaderKind
    public let rules: [any AuditRule]

    public init(_ reader: ScreenReaderKind, rules: [any AuditRule]) {
      self.reader = reader
      self.rules = rules
    }
  }

  /// Each reader with its rules, in the order reports list them; the first is the default reader.
  public let entries: [ReaderRules]

  public init(_ entries: [ReaderRules]) { self.entries = entries }

  /// The screen readers the rules are tagged with: each rule with the readers of the platforms it checks.
  public var readers: [ScreenReaderKind] { entries.map(\.reader) }

  /// Every rule, `options.ignored` left out.
  public func rules(_ options: AuditOptions = AuditOptions()) -> [any AuditRule] {
    entries.flatMap(\.rules).filter { !options.ignored.contains($0.id) }
  }

  /// The rules an audit of screens heard by `readers` holds, in catalog order, `options.ignored`
  /// left out: those each of them brings, and the first reader's (the default's) in every audit,
  /// so an audit of another platform's screens says they were not run on it.
  public func rules(for readers: [ScreenReaderKind], _ options: AuditOptions = AuditOptions()) -> [any AuditRule] {
    entries.enumerated().filter { $0.offset == 0 || readers.contains($0.element.reader) }.flatMap(\.element.rules)
      .filter { !options.ignored.contains($0.id) }
  }

  /// The ids of every rule.
  public var ids: [String] { rules().map(\.id) }

  public func rule(id: String) -> (any AuditRule)? { rules().first { $0.id == id } }

  /// The readers of the screens `rule` checks, by id ("voiceover" for iOS's rules, "talkback" for Android's).
  public func readers(of rule: any AuditRule) -> [String] {
    readers.filter { rule.platforms.contains($0.platform) }.map(\.id)
  }

  /// What `audit --list-rules` prints: each rule, what it needs from a capture, and what each of
  /// its public sources says, with the address to read it.
  public func listing() -> String {
    var out = "Every rule and the public sources it rests on (docs/EVIDENCE.md lists them all).\n\n"
    for rule in rules() {
      out += "\(rule.id) (\(rule.severity.rawValue)): \(rule.summary)\n"
      if !rule.needs.isEmpty {
        out += "  Needs: \(rule.needs.sorted().map(\.name).joined(separator: "; ")); not run on captures without them.\n"
      }
      for e in rule.evidence { out += "  Evidence: \(e.source), \(e.url): \(e.says)\n" }
      out += "\n"
    }
    return out
  }
}
