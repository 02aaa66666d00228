import EarshotEngine
import EarshotModel
import EarshotReview

/// A custom view that does something when tapped but does not say it is a control: VoiceOver
/// reads it as text, and Switch Control does not offer it.
struct CustomControlWithoutTrait: UIKitRule {
  let id = "custom-control-without-trait"
  let severity = Severity.error
  let summary = "A custom view has tap effects but no button or toggle trait, so VoiceOver cannot present it as a control."
  let needs: Set<SourceFact> = [.effects]
  let evidence: [Evidence] = [
    Evidence(.appleGuide, "A custom control must be made an accessibility element with traits that say what it is, such as the button trait."),
    Evidence(.wcag412, "Every control exposes its role to assistive technology, so users know they can activate it."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    for k in screen.elementsWithEffects where !screen.elements[k].onActivate.isEmpty {
      let e = screen.elements[k]
      guard e.kind.descriptor.category == .content else { continue }
      let toggles = e.on != nil || e.onActivate.contains { if case .toggle = $0 { return true } else { return false } }
      let fix = toggles
        ? "Make the view one element (isAccessibilityElement = true) with a label, the button and toggleButton traits and an on/off value, and implement accessibilityActivate(); or use a real UISwitch."
        : "Make the view one element (isAccessibilityElement = true) with a label and the button trait, and implement accessibilityActivate(); or use a real UIButton."
      if let i = screen.stop(ofElement: k) {
        guard screen.traits(i).intersection(ScreenContext.controlTraits).isEmpty else { continue }
        findings.append(finding(screen, stop: i,
          "It does something when tapped, but it has no button\(toggles ? " or toggle" : "") trait: VoiceOver reads \"\(screen.line(i))\" as plain text.",
          fix: fix))
      } else {
        let inside = screen.stops(insideElement: k)
        guard inside.allSatisfy({ !screen.isControl($0) }) else { continue }
        let heard = inside.isEmpty ? "VoiceOver does not reach it at all" : "VoiceOver reads its parts as plain text"
        findings.append(finding(screen, elementAt: k,
          "This custom view responds to taps, but it is not an accessibility element: \(heard) and cannot activate it as a control.",
          fix: fix))
      }
    }
    return findings
  }
}
