import EarshotEngine
import EarshotModel
import EarshotReview

/// Something VoiceOver can use but Switch Control's item scanning never highlights. Point scanning
/// can still tap it, at a cost the finding states, so it is a warning. (A tap on a view that no
/// technology reaches is `custom-control-without-trait`'s finding.)
struct UnreachableForSwitch: UIKitRule {
  let id = "unreachable-for-switch"
  let severity = Severity.warning
  let summary = "A control VoiceOver can use is never highlighted by Switch Control's item scanning; only point scanning, far slower, reaches it."
  let needs: Set<SourceFact> = [.accessibilityElements, .effects]
  let evidence: [Evidence] = [
    Evidence(.wwdc20_10019, "Switch Control moves its cursor through accessibility elements; respondsToUserInteraction brings an element into the scan."),
    Evidence(.appleRespondsToUserInteraction, "Whether Switch Control, Voice Control and Full Keyboard Access interact with an element; unset, it is inferred from traits, actions and gestures."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    Unreachable.findings(self, screen, technology: .switchControl)
  }
}

/// Something VoiceOver can use but Full Keyboard Access's focus never lands on.
struct UnreachableForKeyboard: UIKitRule {
  let id = "unreachable-for-keyboard"
  let severity = Severity.error
  let summary = "A control VoiceOver can use is never reached by Full Keyboard Access's focus."
  let needs: Set<SourceFact> = [.accessibilityElements, .effects]
  let evidence: [Evidence] = [
    Evidence(.wwdc21_10120, "The keyboard focus visits accessibility elements; an element marked as not responding to user interaction is skipped."),
    Evidence(.wcag211, "Everything that can be done by touch can be done from a keyboard."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    Unreachable.findings(self, screen, technology: .keyboard)
  }
}

enum Unreachable {
  /// One finding per target VoiceOver reaches and the technology does not: the reason is the model's.
  /// Only whether each target is reached is worked out, not the routes and times of `ReachReport`.
  static func findings(_ rule: some AuditRule, _ screen: ScreenContext, technology: ReachTechnology) -> [Finding] {
    let reach = screen.reach
    var findings: [Finding] = []
    for t in reach.targets.indices where VoiceOverReach.unreachable(reach.targets[t], in: reach) == nil {
      let unreachable = technology == .switchControl ? SwitchControlReach.unreachable(reach.targets[t], in: reach)
        : KeyboardReach.unreachable(reach.targets[t], in: reach)
      guard let cost = unreachable else { continue }
      let target = reach.targets[t]
      // Dimmed controls are meant to be out of use.
      if let stop = target.stop, reach.isDimmed(stop) { continue }
      // The model's reason, without the remedy it suggests (the finding's fix says that).
      let reason = cost.how.components(separatedBy: "; ").first ?? cost.how
      var message = "\(technology.title) cannot reach \u{201C}\(target.spoken)\u{201D}: \(reason)."
      if technology == .switchControl {
        // Point scanning still taps it, at the cost `reach` gives with Apple's defaults.
        let settings = SwitchControlSettings.default
        if let p = PointingReach.switchControl(target, in: reach, settings: settings) {
          message = "Switch Control's item scanning never highlights \u{201C}\(target.spoken)\u{201D}: \(reason). Only point scanning reaches it: "
            + "\(p.presses ?? 0) presses and \(ReachReport.formatSeconds(p.seconds ?? 0)) s (\(settings.summary))."
        } else {
          message = "Switch Control cannot reach \u{201C}\(target.spoken)\u{201D}: \(reason), and with no frame on the screen point scanning cannot be aimed at it."
        }
      }
      let fix = "Do not set respondsToUserInteraction to false on something that acts; give it the trait of what it is (button, link, adjustable)."
      switch target.kind {
      case .element(let stop), .action(let stop, _, _):
        findings.append(rule.finding(screen, stop: stop, message, fix: fix))
      case .touchOnly:
        if let element = screen.element(path: target.path) { findings.append(rule.finding(screen, element: element, message, fix: fix)) }
      }
    }
    return findings
  }
}
