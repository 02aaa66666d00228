import EarshotEngine
import EarshotModel
import EarshotReview

/// A control whose text on screen is in none of its names: Voice Control users say what they see,
/// and nothing answers (WCAG 2.5.3, Label in Name).
struct LabelInName: UIKitRule {
  let id = "label-in-name"
  let severity = Severity.error
  let summary = "A control's visible text is not part of its label or input labels, so saying what is on screen does nothing in Voice Control."
  // Captures record no visible text apart from the label, so the rule finds nothing in them.
  let evidence: [Evidence] = [
    Evidence(.wcag253, "A control with visible text has a name that contains that text, so people who speak commands can say what they see."),
    Evidence(.appleInputLabels, "Voice Control and Full Keyboard Access use the input labels, most important first, else the label."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    let reach = screen.reach
    var findings: [Finding] = []
    for i in screen.entries.indices where reach.responds[i] {
      guard let visible = reach.visibleText(i), VoiceControlNames.labelInName(i, in: reach) == false else { continue }
      let name = VoiceControlNames.names(of: i, in: reach).first ?? ""
      findings.append(finding(screen, stop: i,
        "It shows \u{201C}\(visible)\u{201D} but its name is \u{201C}\(name)\u{201D}: saying \u{201C}Tap \(visible)\u{201D} with Voice Control does nothing.",
        fix: "Make the label contain the visible text (\u{201C}\(visible)\u{201D} first), or add it as an input label: accessibilityUserInputLabels = [\"\(visible)\"]."))
    }
    return findings
  }
}
