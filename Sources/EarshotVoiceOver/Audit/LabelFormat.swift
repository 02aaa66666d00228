import EarshotEngine
import EarshotModel
import EarshotReview

/// A written label that starts with a lowercase letter or ends with a full stop.
struct LabelFormat: UIKitRule {
  let id = "label-format"
  let severity = Severity.warning
  let summary = "A label starts with a lowercase letter or ends with a period."
  let evidence: [Evidence] = [
    Evidence(.appleGuide, "Labels begin with a capital letter and do not end with a period, so VoiceOver reads them with the right inflection."),
    Evidence(.whitakerLabels, "Capitalise the first letter; a label is not a sentence, so leave out the final period."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    for i in screen.entries.indices {
      // Visible text of plain labels is body copy and may be a sentence; the rule is about labels
      // written for VoiceOver and the titles of controls.
      guard screen.isControl(i) || screen.labelSource(i) == .explicit else { continue }
      // Code, a command or a file name is written as it must be typed (its `textualContext`).
      if let context = screen.entries[i].stop.element.textualContext, [.sourceCode, .console, .fileSystem].contains(context) { continue }
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
