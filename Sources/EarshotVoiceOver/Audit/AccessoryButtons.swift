import EarshotEngine
import EarshotModel
import EarshotReview

/// A row whose extra buttons are each a stop: they should be custom actions of the row.
struct AccessoryButtons: UIKitRule {
  let id = "accessory-buttons"
  let severity = Severity.warning
  let summary = "A row has several accessory buttons, each its own stop; they should be custom actions of the row."
  let needs: Set<SourceFact> = [.accessibilityElements]
  let evidence: [Evidence] = [
    Evidence(.wwdc19_250, "Buttons repeated in every row add stops to every row; offering them as custom actions of the row keeps one stop per row, with the buttons they replace hidden."),
    Evidence(.appleCustomActions, "Custom actions let an element offer several actions that VoiceOver lists when the user swipes up or down."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    for row in screen.rows {
      let texts = row.filter { !screen.isControl($0) }
      let buttons = row.filter {
        let t = screen.traits($0)
        return screen.isControl($0) && t.has(.button) && !t.has(.toggleButton) && !screen.isInSeries($0)
      }
      guard !texts.isEmpty, buttons.count >= 2 else { continue }
      let names = buttons.compactMap { screen.label($0) }.map { "\"\($0)\"" }.joined(separator: ", ")
      var f = finding(screen, stop: buttons[0],
        "This row has \(buttons.count) buttons (\(names)), each a stop of its own, beside its text.",
        fix: "Make the row one element and give it custom actions named \(names) (accessibilityCustomActions), then hide the buttons from VoiceOver so each action is offered once.")
      f.quote(row.lazy.map(screen.line))
      findings.append(f)
    }
    return findings
  }
}
