import EarshotEngine
import EarshotModel

/// The findings on one screen.
public struct ScreenAudit: Hashable, Sendable {
  public var screenID: String?
  public var title: String?
  public var stopCount: Int
  /// In visiting order of the stops they belong to; findings without a stop last.
  public var findings: [Finding]
}

/// The findings in one file.
public struct DocumentAudit: Hashable, Sendable {
  /// The file as the user named it.
  public var file: String
  public var screens: [ScreenAudit]
}

/// Runs every rule over every screen of a document.
public struct Auditor: Sendable {
  public var profile: VoiceProfile
  public var options: AuditOptions
  let rules: [any AuditRule]

  public init(profile: VoiceProfile, options: AuditOptions = AuditOptions()) {
    self.profile = profile
    self.options = options
    rules = RuleCatalog.rules(options)
  }

  public func audit(_ document: Document, file: String) -> DocumentAudit {
    DocumentAudit(file: file, screens: document.screens.map { audit(ScreenContext(screen: $0, profile: profile, options: options)) })
  }

  public func audit(_ screen: ScreenContext) -> ScreenAudit {
    let order = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    let findings = rules.flatMap { $0.check(screen) }.sorted { a, b in
      let sa = a.stop ?? Int.max, sb = b.stop ?? Int.max
      if sa != sb { return sa < sb }
      if a.rule != b.rule { return order[a.rule, default: 0] < order[b.rule, default: 0] }
      return a.path < b.path
    }
    return ScreenAudit(screenID: screen.screen.id, title: screen.screen.title, stopCount: screen.entries.count, findings: findings)
  }
}
