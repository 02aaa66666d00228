/// Every audit rule, in the order reports list them.
public enum RuleCatalog {
  public static func rules(_ options: AuditOptions = AuditOptions()) -> [any AuditRule] {
    let all: [any AuditRule] = [
      EmptyScreen(), MissingLabel(), PlaceholderAsLabel(), LabelContainsType(), LabelDescribesImage(), StateInLabel(), IdentifierLabel(), LabelFormat(),
      DuplicateLabel(), HintRestatesLabel(), HintDescribesGesture(), AdjustableWithoutValues(),
      CustomControlWithoutTrait(), ControlsInsideElement(), SilentDrawing(), MissingFrame(),
      RowTooManyStops(maxStops: options.maxRowStops), AccessoryButtons(), ScanCost(), OrderSplitsGroup(), SmallTarget(),
      LabelInName(), UnreachableForSwitch(), UnreachableForKeyboard(),
      NoHeadingFirst(), SectionTitleNotHeading(), RedundantScreenChanged(), AnnouncementInsteadOfFocus(), UnannouncedChange(),
      // Android screens, as TalkBack reads them.
      AndroidUnlabelled(), AndroidDuplicateDescription(), AndroidRoleInDescription(), AndroidEditableDescription(),
      AndroidTouchTarget(), AndroidTraversalLoop(), AndroidSilentChange(),
    ]
    return all.filter { !options.ignored.contains($0.id) }
  }

  /// The ids of every rule.
  public static var ids: [String] { rules().map(\.id) }

  public static func rule(id: String) -> (any AuditRule)? { rules().first { $0.id == id } }

  /// What `audit --list-rules` prints: each rule, what it needs from a capture, and what each of
  /// its public sources says, with the address to read it.
  public static func listing() -> String {
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
