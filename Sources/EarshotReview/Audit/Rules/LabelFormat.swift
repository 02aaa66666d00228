import EarshotEngine
import EarshotModel

/// A written label that starts with a lowercase letter or ends with a full stop.
struct LabelFormat: AuditRule {
  let id = "label-format"
  let severity = Severity.warning
  let summary = "A label starts with a lowercase letter or ends with a period."
  let evidence: [Evidence] = [
    .seed(.inclusiveInterfaces, "Write good labels", "\"Start with a capital letter and don't end with a period. VoiceOver reads labels better that way.\""),
    .groundTruth("§1.3", "Punctuation inside a label makes pauses: \"Commas, semicolons and full stops add suitable pauses.\" A trailing full stop adds one before the type words."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    for i in screen.entries.indices {
      // Visible text of plain labels is body copy and may be a sentence; the rule is about labels
      // written for VoiceOver and the titles of controls.
      guard screen.isControl(i) || screen.labelSource(i) == .explicit else { continue }
      guard let label = screen.writtenLabel(i), LabelText.identifierReason(label) == nil else { continue }
      var problems: [String] = []
      if LabelText.startsLowercase(label) { problems.append("starts with a lowercase letter") }
      if LabelText.endsWithPeriod(label) { problems.append("ends with a period") }
      guard !problems.isEmpty else { continue }
      findings.append(finding(screen, stop: i, "The label \"\(label)\" \(problems.joined(separator: " and ")).",
        fix: "Write it as \"\(LabelText.tidied(label))\"."))
    }
    return findings
  }
}
