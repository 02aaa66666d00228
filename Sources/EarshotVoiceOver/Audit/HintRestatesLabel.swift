import EarshotEngine
import EarshotModel
import EarshotReview

/// A hint that says nothing the label does not ("Delete" on "Delete", "Taps the Submit button" on "Submit").
struct HintRestatesLabel: UIKitRule {
  let id = "hint-restates-label"
  let severity = Severity.warning
  let summary = "A hint only restates the label, adding listening time and no information."
  let needs: Set<SourceFact> = [.hints]
  let evidence: [Evidence] = [
    Evidence(.appleHint, "A hint adds what the label does not say: the result of acting on the element."),
    Evidence(.cvsHints, "A button labeled \"Delete\" with the hint \"Delete\" is heard \"Delete, button. Delete.\": the hint adds only listening time."),
  ]

  /// Words a restating hint wraps around the label.
  static let filler: Set<String> = ["tap", "taps", "double", "click", "clicks", "press", "presses", "activate", "activates",
                                    "select", "selects", "the", "a", "an", "this", "to", "button", "control", "item", "here", "it"]

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    for i in screen.entries.indices where screen.isEnglish(i) {
      guard let hint = screen.elementIndex(at: i).flatMap({ screen.elements[$0].hint }), !hint.isEmpty, let label = screen.label(i), !label.isEmpty else { continue }
      let labelWords = Set(LabelText.words(label).map(LabelText.stem))
      let hintWords = LabelText.words(hint).filter { !Self.filler.contains($0) }.map(LabelText.stem)
      guard !hintWords.isEmpty, Set(hintWords).isSubset(of: labelWords) else { continue }
      findings.append(finding(screen, stop: i, "The hint \"\(hint)\" only repeats the label \"\(label)\".",
        fix: "Remove the hint, or say what happens that the label does not, e.g. \"Removes the item permanently.\""))
    }
    return findings
  }
}
