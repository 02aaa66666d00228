import EarshotEngine
import EarshotModel
import EarshotReview

/// A label that contains the word VoiceOver adds for the element's type: "Delete button" is
/// spoken "Delete button, button".
struct LabelContainsType: UIKitRule {
  let id = "label-contains-type"
  let severity = Severity.warning
  let summary = "A label contains its own type word, which VoiceOver then says twice (\"Delete button, button\")."
  let needs: Set<SourceFact> = [.elementTypes]
  let evidence: [Evidence] = [
    Evidence(.appleLabel, "The label does not include the type of the control (\"Save\", not \"Save button\"): VoiceOver adds the type from the traits."),
    Evidence(.wwdc19_254, "A label holding its type is heard twice: \"Add button, button\"."),
    Evidence(.iPhoneGuide, "The names of iPhone's physical buttons include the word (the Action button, the side button), so a Settings row named after one is not a label holding its type."),
    Evidence(.whitakerLabels, "Labelling a button \"Play button\" makes VoiceOver say \"Play button. Button.\""),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    let labelWords = screen.labelWords
    // The few type phrases of a screen, split into words once each.
    var phraseWords: [String: [String]] = [:]
    func split(_ phrase: String) -> [String] {
      if let known = phraseWords[phrase] { return known }
      let split = LabelText.words(phrase)
      phraseWords[phrase] = split
      return split
    }
    for i in screen.entries.indices {
      guard let label = screen.label(i), !label.isEmpty else { continue }
      let words = labelWords[i]
      guard !LabelText.isHardwareName(words: words) else { continue }
      // The type words VoiceOver adds here, in the profile's language ("button", "heading", "switch button").
      let typeWords = screen.utterance(i).segments.lazy.filter { $0.role == .type && $0.isPhrase }.map(\.text)
      guard let word = typeWords.first(where: { LabelText.contains(words: words, split($0)) }) else { continue }
      let shorter = LabelText.removing(word, from: label)
      let fix = shorter.isEmpty
        ? "Take \"\(word)\" out of the label and say what the element does; VoiceOver adds \"\(word)\" itself."
        : "Write the label as \"\(shorter)\"; VoiceOver adds \"\(word)\" itself."
      findings.append(finding(screen, stop: i, "The label \"\(label)\" contains \"\(word)\", and VoiceOver says \"\(word)\" again after it.", fix: fix))
    }
    return findings
  }
}
