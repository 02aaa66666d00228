import EarshotEngine
import EarshotModel

/// A label that is a name from code: an identifier, an asset name, an enum case or a class name.
/// VoiceOver reads it letter by letter and separator by separator.
struct IdentifierLabel: AuditRule {
  let id = "identifier-label"
  let severity = Severity.error
  let summary = "A label looks like an identifier, asset, enum or class name instead of words for people."
  let evidence: [Evidence] = [
    .seed(.uikitChapter, "Constraints", "\"Labels are localized human text. Not enum names, asset names or identifiers.\" Its review prompt asks to find \"labels with raw enum or asset names\"."),
    .groundTruth("§2.1 (.image)", "An unlabeled asset name is read out with its separators: \"Plus underscore icon underscore outline underscore hash nine…\" (WWDC19 254)."),
    .seed(.uikitCourse, "VoiceOver: The Primary Reason This Module Exists", "with nothing provided, VoiceOver guesses \"from whatever it can infer (a class name, an image's file name…)\"."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    for i in screen.entries.indices {
      guard let label = screen.resolved(i).label, let reason = LabelText.identifierReason(label) else { continue }
      // A label VoiceOver derived from an image name is `missing-label`'s finding.
      if case .imageName = screen.labelSource(i) { continue }
      let suggestion = LabelText.humanized(label)
      findings.append(finding(screen, stop: i,
        "The label \"\(label)\" looks like \(reason); VoiceOver reads it as \"\(LabelText.readAloud(label))\".",
        fix: "Write the label as localized words for people, e.g. \"\(suggestion)\"."))
    }
    return findings
  }
}
