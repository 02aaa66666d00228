import EarshotEngine
import EarshotModel
import EarshotReview

/// An element that hides controls inside it: once a view is an accessibility element, VoiceOver
/// does not look at its subviews, so their buttons are out of reach unless offered as actions.
struct ControlsInsideElement: UIKitRule {
  let id = "controls-inside-element"
  let severity = Severity.error
  let summary = "An accessibility element contains controls that VoiceOver can no longer reach, and offers no custom actions for them."
  let needs: Set<SourceFact> = [.accessibilityElements]
  let evidence: [Evidence] = [
    Evidence(.appleIsElement, "An accessibility element is one stop; assistive technologies do not look inside it, so the controls in it cannot be reached."),
    Evidence(.accessibilitySnapshot, "An element hides its descendants from the visiting order."),
    Evidence(.appleCustomActions, "Custom actions offer what the hidden controls did."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    for i in screen.entries.indices {
      // Only an element the app made one on purpose; `combine` turns inner buttons into actions itself.
      guard let k = screen.elementIndex(at: i),
        screen.elements[k].isAccessibilityElement == true || screen.elements[k].combine == .ignore,
        screen.entries[i].stop.element.customActions.isEmpty
      else { continue }
      let raw = screen.elements[k]
      var hidden: [Element] = []
      for child in raw.children {
        child.forEachDescendant { d in
          if !d.hidden, d.kind.descriptor.category == .control || !d.onActivate.isEmpty { hidden.append(d) }
        }
      }
      guard !hidden.isEmpty else { continue }
      let names = hidden.map { ($0.label ?? $0.text ?? $0.id ?? $0.path) }.map { "\"\($0)\"" }.joined(separator: ", ")
      findings.append(finding(screen, stop: i,
        "It is one element, so the control\(hidden.count == 1 ? "" : "s") inside it (\(names)) cannot be reached with VoiceOver.",
        fix: "Offer \(hidden.count == 1 ? "it" : "them") as custom actions of this element (accessibilityCustomActions), or let the control\(hidden.count == 1 ? "" : "s") be separate stops."))
    }
    return findings
  }
}
