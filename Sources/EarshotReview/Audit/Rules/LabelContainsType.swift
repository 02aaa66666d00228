import EarshotEngine
import EarshotModel

/// A label that contains the word VoiceOver adds for the element's type: "Delete button" is
/// spoken "Delete button, button".
struct LabelContainsType: AuditRule {
  let id = "label-contains-type"
  let severity = Severity.warning
  let summary = "A label contains its own type word, which VoiceOver then says twice (\"Delete button, button\")."
  let evidence: [Evidence] = [
    .groundTruth("§2.4 and §3 #35", "A label that contains its own type word is spoken twice: \"Add button button\" (WWDC19 254); \"Close button, button\" (accessibilityupto11 day 4)."),
    .seed(.inclusiveInterfaces, "Write good labels", "\"Don't include the control type. VoiceOver already says 'button', so 'Play button' is read as 'Play button, button'.\""),
    .seed(.uikitCourse, "Accessibility Labels", "a label like \"Delete Button\" ends up sounding redundant as \"Delete Button, Button\"."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    for i in screen.entries.indices {
      guard let label = screen.resolved(i).label, !label.isEmpty else { continue }
      // The type words VoiceOver adds here, in the profile's language ("button", "heading", "switch button").
      let typeWords = screen.entries[i].utterance.segments.filter { $0.role == .type && $0.isPhrase }.map(\.text)
      guard let word = typeWords.first(where: { LabelText.contains(label, phrase: $0) }) else { continue }
      let shorter = LabelText.removing(word, from: label)
      let fix = shorter.isEmpty
        ? "Take \"\(word)\" out of the label and say what the element does; VoiceOver adds \"\(word)\" itself."
        : "Write the label as \"\(shorter)\"; VoiceOver adds \"\(word)\" itself."
      findings.append(finding(screen, stop: i, "The label \"\(label)\" contains \"\(word)\", and VoiceOver says \"\(word)\" again after it.", fix: fix))
    }
    return findings
  }
}
