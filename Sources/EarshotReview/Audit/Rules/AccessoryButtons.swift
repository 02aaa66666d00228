import EarshotEngine
import EarshotModel

/// A row whose extra buttons are each a stop: they should be custom actions of the row.
struct AccessoryButtons: AuditRule {
  let id = "accessory-buttons"
  let severity = Severity.warning
  let summary = "A row has several accessory buttons, each its own stop; they should be custom actions of the row."
  let evidence: [Evidence] = [
    .seed(.patterns, "Custom Actions (WWDC19 250)", "custom actions cut clutter: \"a 10-row list with 3 accessory buttons per cell is 30 extra swipe stops before row 10\"; when buttons become actions, hide the buttons they replace."),
    .seed(.inclusiveInterfaces, "Replace gestures with custom actions", "custom actions \"also keep rows to a single swipe stop, instead of exposing every small button inside them\"."),
    .seed(.uikitChapter, "Decision 1", "one visible action button may stay a separate stop; more than that multiplies the stops of every row."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    for row in screen.rows {
      let texts = row.filter { !screen.isControl($0) }
      let buttons = row.filter {
        let t = screen.resolved($0).traits
        return screen.isControl($0) && t.has(.button) && !t.has(.toggleButton) && screen.entries[$0].stop.series == nil
      }
      guard !texts.isEmpty, buttons.count >= 2 else { continue }
      let names = buttons.compactMap { screen.resolved($0).label }.map { "\"\($0)\"" }.joined(separator: ", ")
      var f = finding(screen, stop: buttons[0],
        "This row has \(buttons.count) buttons (\(names)), each a stop of its own, beside its text.",
        fix: "Make the row one element and give it custom actions named \(names) (accessibilityCustomActions), then hide the buttons from VoiceOver so each action is offered once.")
      f.spoken = row.map(screen.line)
      findings.append(f)
    }
    return findings
  }
}
