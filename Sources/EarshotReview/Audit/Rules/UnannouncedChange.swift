import EarshotEngine
import EarshotModel

/// Something appears (an error label) and VoiceOver neither moves to it nor says it.
struct UnannouncedChange: AuditRule {
  let id = "unannounced-change"
  let severity = Severity.error
  let summary = "An action reveals content (an error, a result) without moving focus to it or announcing it."
  let evidence: [Evidence] = [
    .seed(.uikitChapter, "The screen and Decision 6", "\"A payment error appears as a label. Focus stays on the Pay button.\" For \"Part of the screen changed, for example an error appeared\" post .layoutChanged with the element to focus; check: \"after a failed payment, VoiceOver reads the error immediately\"."),
    .seed(.inclusiveInterfaces, "Control reading order and focus", "\"When something important appears or changes, move VoiceOver's focus to it or announce it.\""),
    .seed(.dailyTips, "Day 12", "\"Sometimes we may fail to update users of things changing on the screen in a perceivable way.\""),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    for e in screen.elements where !screen.isHidden(e) {
      for (place, effects) in ScreenContext.effectLists(of: e) {
        let facts = EffectFacts(effects, owner: e.id)
        guard !facts.revealed.isEmpty, !facts.movesFocus, facts.announcements.isEmpty else { continue }
        let target = facts.revealed[0]
        let shown = screen.element(id: target).map(screen.name) ?? "\"\(target)\""
        findings.append(finding(screen, element: e,
          "After \(EffectFacts.placeName(place, of: e)), \(shown) appears, but VoiceOver says nothing and focus stays on \(screen.name(of: e)).",
          fix: "Move focus to it: add {\"layoutChanged\": \"\(target)\"} after revealing it (UIAccessibility.post(notification: .layoutChanged, argument: the element))."))
      }
    }
    return findings
  }
}
