import EarshotEngine
import EarshotModel
import EarshotReview

/// Something appears (an error label) and VoiceOver neither moves to it nor says it.
struct UnannouncedChange: UIKitRule {
  let id = "unannounced-change"
  let severity = Severity.error
  let summary = "An action reveals content (an error, a result) without moving focus to it or announcing it."
  let needs: Set<SourceFact> = [.effects]
  let evidence: [Evidence] = [
    Evidence(.appleLayoutChanged, "When part of the screen changes, post layoutChanged with the element VoiceOver should move to."),
    Evidence(.wcag413, "A status message, such as an error, reaches assistive technology users without them having to look for it."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    for list in screen.shownEffectLists {
      let e = list.element, facts = list.facts
      // An expandable element says "expanded" when activated, and what it reveals follows it: a
      // disclosure (the MagentaA11y expandable recording; CVS Health's accordions).
      if ["onActivate", "onExpand", "onCollapse"].contains(list.place), e.expanded != nil { continue }
      guard !facts.revealed.isEmpty, !facts.movesFocus, facts.announcements.isEmpty else { continue }
      let target = facts.revealed[0]
      let shown = screen.element(id: target).map(screen.name) ?? "\"\(target)\""
      findings.append(finding(screen, element: e,
        "After \(list.when), \(shown) appears, but VoiceOver says nothing and focus stays on \(screen.name(of: e)).",
        fix: "Move focus to it: add {\"layoutChanged\": \"\(target)\"} after revealing it (UIAccessibility.post(notification: .layoutChanged, argument: the element))."))
    }
    return findings
  }
}
