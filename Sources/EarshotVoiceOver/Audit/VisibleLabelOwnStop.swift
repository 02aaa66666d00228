import EarshotEngine
import EarshotModel
import EarshotReview

/// A visible label that VoiceOver reads as a stop of its own beside the control it names: "Email",
/// then "Email, text field". The control already says it, so the label is heard twice, as two stops.
struct VisibleLabelOwnStop: UIKitRule {
  let id = "visible-label-own-stop"
  let severity = Severity.warning
  let summary = "A visible label is a stop of its own beside the control it names, so VoiceOver says it twice."
  let needs: Set<SourceFact> = [.traits]
  let evidence: [Evidence] = [
    Evidence(.wcag131, "A label and the control it names are one relationship that assistive technology can tell, not two unrelated pieces of text."),
    Evidence(.wcag253, "The control's own name contains its visible label, so hiding the label from VoiceOver loses nothing."),
    Evidence(.appleLabeledPair, "SwiftUI pairs the element that is a label (the text beside a control) with the control it describes."),
    Evidence(.magentaTextInput, "A text field's visible label is grouped with it in one swipe; when the field has its own name, hide the visible label so the name is not said twice."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    let n = screen.entries.count
    let labelWords = screen.labelWords
    for i in screen.entries.indices where screen.isPlainText(i) {
      let words = labelWords[i]
      guard !words.isEmpty, let label = screen.label(i) else { continue }
      // The control it names: the one after it (a field under its label), else the one before it
      // (a switch with its text after it).
      guard let j = [i + 1, i - 1].first(where: { $0 >= 0 && $0 < n && screen.isControl($0) && LabelText.names(words, control: labelWords[$0]) })
      else { continue }
      let place = j > i ? "before" : "after"
      findings.append(finding(screen, stop: i,
        "\"\(label)\" is a stop of its own \(place) the control it names (\"\(screen.utterance(j).speech)\"): a VoiceOver user hears \"\(label)\" twice, on two stops, for one control.",
        fix: "Make them one stop: hide \"\(label)\" from VoiceOver (UIKit isAccessibilityElement = false; SwiftUI .accessibilityHidden(true)), as the control already says it; or combine the two (SwiftUI .accessibilityElement(children: .combine) on their container, or .accessibilityLabeledPair)."))
    }
    return findings
  }
}
