import EarshotEngine
import EarshotModel
import EarshotReview

/// A short plain label that introduces a run of controls, like a section title, but is not a
/// heading: the Headings rotor skips it, so users swipe through every control before it.
struct SectionTitleNotHeading: UIKitRule {
  let id = "section-title-not-heading"
  let severity = Severity.warning
  let summary = "A label that titles a group of controls is not a heading, so the Headings rotor cannot jump to it."
  let needs: Set<SourceFact> = [.traits]
  let evidence: [Evidence] = [
    Evidence(.appleHeader, "Section titles get the header trait, so the Headings rotor can jump between sections."),
    Evidence(.wcag2410, "Sections of content are organized with headings."),
  ]

  /// How many controls in a row after a label make it look like a section title.
  static let minimumControls = 3
  static let maximumWords = 4

  /// First words of labels that invite an action ("See more", "Show all") rather than title a section.
  static let actionWords: Set<String> = ["see", "show", "view", "learn", "more", "read", "open", "edit", "tap", "add", "all"]

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    let n = screen.entries.count
    let labelWords = screen.labelWords
    for i in screen.entries.indices where screen.isPlainText(i) {
      guard let label = screen.label(i), case let words = labelWords[i], (1...Self.maximumWords).contains(words.count),
        !Self.actionWords.contains(words[0]),
        // Amounts and counts ("34 dollars", "3 items") are values, not titles.
        !label.contains(where: \.isNumber)
      else { continue }
      // A label over a text field, or one the next control's label begins with, is that control's
      // visible label, not a title over a section (visible-label-own-stop says what is wrong there).
      if i + 1 < n, screen.traits(i + 1).has(.textEntry) || LabelText.names(words, control: labelWords[i + 1]) { continue }
      var run = 0
      while i + 1 + run < n, screen.isControl(i + 1 + run) { run += 1 }
      guard run >= Self.minimumControls else { continue }
      findings.append(finding(screen, stop: i,
        "\"\(label)\" titles the \(run) controls after it, but it is not a heading: reaching what follows them takes \(run + 1) swipes instead of one with the Headings rotor.",
        fix: "Give \"\(label)\" the header trait (.header; SwiftUI .accessibilityAddTraits(.isHeader))."))
    }
    return findings
  }
}
