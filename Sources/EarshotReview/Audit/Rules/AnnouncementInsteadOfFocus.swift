import EarshotEngine
import EarshotModel

/// An announcement posted about content that has appeared, where focus should move to it: the
/// words are spoken once and the user still has to find the content.
struct AnnouncementInsteadOfFocus: AuditRule {
  let id = "announcement-instead-of-focus"
  let severity = Severity.warning
  let summary = "An announcement covers content that appeared; focus should move to it with layoutChanged."
  let evidence: [Evidence] = [
    .seed(.uikitChapter, "What we don't do and Decision 6", "\"We don't post .announcement to cover missing focus.\" An error that appeared is a layout change: post .layoutChanged with the error label; .announcement is for \"a result with nowhere to focus\"."),
    .groundTruth("§2.3 (.announcement, .layoutChanged)", "An announcement is spoken and \"focus stays where it was\"; layoutChanged with an element moves focus there."),
    .seed(.inclusiveInterfaces, "Control reading order and focus", "an error message gets focus (@AccessibilityFocusState); announcements are \"for short-lived status messages that shouldn't steal focus\"."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    for e in screen.elements where !screen.isHidden(e) {
      for (place, effects) in ScreenContext.effectLists(of: e) {
        let facts = EffectFacts(effects, owner: e.id)
        guard let target = facts.revealed.first, !facts.movesFocus, let said = facts.announcements.first else { continue }
        let shown = screen.element(id: target).map(screen.name) ?? "\"\(target)\""
        findings.append(finding(screen, element: e,
          "After \(EffectFacts.placeName(place, of: e)), \(shown) appears and the app announces \"\(said)\" instead of moving focus to it; focus stays on \(screen.name(of: e)).",
          fix: "Replace the announcement with {\"layoutChanged\": \"\(target)\"} so VoiceOver reads the new content and the user is on it."))
      }
    }
    return findings
  }
}
