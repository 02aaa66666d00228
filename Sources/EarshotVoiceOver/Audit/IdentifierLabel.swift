import EarshotEngine
import EarshotModel
import EarshotReview

/// A label that is a name from code: an identifier, an asset name, an enum case or a class name.
/// VoiceOver reads it letter by letter and separator by separator.
struct IdentifierLabel: UIKitRule {
  let id = "identifier-label"
  let severity = Severity.error
  let summary = "A label looks like an identifier, asset, enum or class name instead of words for people."
  let evidence: [Evidence] = [
    Evidence(.wwdc19_254, "Without a label VoiceOver reads an asset name with its separators (\"Plus underscore icon underscore outline…\"); labels are words for people."),
    Evidence(.appleLabel, "The label is a short, localized word or phrase that identifies the element."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    for i in screen.entries.indices {
      guard let label = screen.label(i), let reason = LabelText.identifierReason(label) else { continue }
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
