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
    // The few type phrases of a screen, split into words once each. A phrase is found again by
    // comparing it with those met (a handful, and the profile's same strings), not hashed at every stop.
    var phrases: [(phrase: String, words: [String])] = []
    func split(_ phrase: String) -> [String] {
      for k in phrases.indices where phrases[k].phrase == phrase { return phrases[k].words }
      let split = LabelText.words(phrase)
      phrases.append((phrase, split))
      return split
    }
    for i in screen.entries.indices {
      guard let label = screen.label(i), !label.isEmpty else { continue }
      let words = labelWords[i]
      guard !LabelText.isHardwareName(words: words) else { continue }
      // The first type phrase VoiceOver adds here ("button", "heading", "switch button", in the
      // profile's language) that the label holds; the segments read in place, not copied.
      var found: (word: String, words: [String])?
      screen.utterance(i).segments.withUnsafeBufferPointer { segments in
        for s in segments.indices where segments[s].role == .type && segments[s].isPhrase {
          let typeWords = split(segments[s].text)
          if LabelText.contains(words: words, typeWords) {
            found = (segments[s].text, typeWords)
            return
          }
        }
      }
      guard let (word, typeWords) = found else { continue }
      let shorter = LabelText.removing(words: typeWords, from: label)
      let fix = shorter.isEmpty
        ? "Take \"\(word)\" out of the label and say what the element does; VoiceOver adds \"\(word)\" itself."
        : "Write the label as \"\(shorter)\"; VoiceOver adds \"\(word)\" itself."
      findings.append(finding(screen, stop: i, "The label \"\(label)\" contains \"\(word)\", and VoiceOver says \"\(word)\" again after it.", fix: fix))
    }
    return findings
  }
}
