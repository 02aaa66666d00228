import EarshotEngine
import EarshotModel
import EarshotReview

/// VoiceOver's rules about iOS screens (UIKit's accessibility as VoiceOver reads it), in the order
/// reports list them; the command line's registry pairs them with VoiceOver for the auditor.
extension VoiceOver {
  public static let auditRules: [any AuditRule] = [
    EmptyScreen(), MissingLabel(), PlaceholderAsLabel(), LabelContainsType(), LabelDescribesImage(), StateInLabel(), IdentifierLabel(), LabelFormat(),
    DuplicateLabel(), VisibleLabelOwnStop(), HintRestatesLabel(), HintDescribesGesture(), AdjustableWithoutValues(),
    CustomControlWithoutTrait(), ControlsInsideElement(), SilentDrawing(), MissingFrame(),
    RowTooManyStops(), AccessoryButtons(), ScanCost(), OrderSplitsGroup(), SmallTarget(),
    LabelInName(), UnreachableForSwitch(), UnreachableForKeyboard(),
    NoHeadingFirst(), SectionTitleNotHeading(), RedundantScreenChanged(), AnnouncementInsteadOfFocus(), UnannouncedChange(),
  ]
}

/// A rule about iOS screens: it checks UIKit's accessibility as VoiceOver reads it.
protocol UIKitRule: AuditRule {}

extension UIKitRule {
  var platforms: Set<Platform> { [.ios] }
}
