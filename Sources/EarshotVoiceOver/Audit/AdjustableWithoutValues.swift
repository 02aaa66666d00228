import EarshotEngine
import EarshotModel
import EarshotReview

/// An element with the adjustable trait and nothing to move through: VoiceOver says "adjustable"
/// and "Swipe up or down…", and the swipes do nothing.
struct AdjustableWithoutValues: UIKitRule {
  let id = "adjustable-without-values"
  let severity = Severity.error
  let summary = "An element is adjustable but has no values to move through, so swiping up or down does nothing."
  let needs: Set<SourceFact> = [.adjustableValues]
  let evidence: [Evidence] = [
    Evidence(.appleAdjustable, "An element with the adjustable trait must implement accessibilityIncrement() and accessibilityDecrement()."),
    Evidence(.wcag412, "The state and value of a control must be available to assistive technology, and changes to them announced."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    for i in screen.entries.indices where screen.isAdjustable(i) {
      guard let raw = screen.element(at: i) else { continue }
      // A standard control whose UIKit class implements increment and decrement moves by itself.
      let movesByItself: Bool
      switch raw.kind.descriptor.adjustment {
      case .byTraits: movesByItself = false
      case .builtIn, .buttons: movesByItself = true
      }
      switch raw.adjustable {
      case nil where !movesByItself:
        findings.append(finding(screen, stop: i, "It says \"adjustable\", but it has no values, so swiping up or down changes nothing.",
          fix: screen.audience.giveAdjustableValues))
      case .values(let values, _, _)? where values.count < 2:
        findings.append(finding(screen, stop: i, "It says \"adjustable\", but it has only one value (\"\(values.first ?? "")\") to move through.",
          fix: "List every value it can take, or remove the adjustable trait if it cannot change."))
      default:
        continue
      }
    }
    return findings
  }
}
