/// Every audit rule, in the order reports list them.
public enum RuleCatalog {
  public static func rules(_ options: AuditOptions = AuditOptions()) -> [any AuditRule] {
    let all: [any AuditRule] = [
      MissingLabel(), LabelContainsType(), LabelDescribesImage(), StateInLabel(), IdentifierLabel(), LabelFormat(),
      DuplicateLabel(), HintRestatesLabel(), HintDescribesGesture(), AdjustableWithoutValues(),
      CustomControlWithoutTrait(), ControlsInsideElement(), SilentDrawing(), MissingFrame(),
      RowTooManyStops(maxStops: options.maxRowStops), AccessoryButtons(), OrderSplitsGroup(), SmallTarget(),
      NoHeadingFirst(), SectionTitleNotHeading(), RedundantScreenChanged(), AnnouncementInsteadOfFocus(), UnannouncedChange(),
    ]
    return all.filter { !options.ignored.contains($0.id) }
  }

  /// The ids of every rule.
  public static var ids: [String] { rules().map(\.id) }

  public static func rule(id: String) -> (any AuditRule)? { rules().first { $0.id == id } }
}
