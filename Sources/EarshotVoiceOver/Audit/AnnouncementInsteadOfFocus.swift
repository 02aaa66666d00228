import EarshotEngine
import EarshotModel
import EarshotReview

/// An announcement posted about content that has appeared, where focus should move to it: the
/// words are spoken once and the user still has to find the content.
struct AnnouncementInsteadOfFocus: UIKitRule {
  let id = "announcement-instead-of-focus"
  let severity = Severity.warning
  let summary = "An announcement covers content that appeared; focus should move to it with layoutChanged."
  let needs: Set<SourceFact> = [.effects]
  let evidence: [Evidence] = [
    Evidence(.appleLayoutChanged, "Posted when part of the screen changes; given an element, VoiceOver moves focus to it."),
    Evidence(.appleAnnouncement, "An announcement is spoken while focus stays where it was: for a result with nowhere to focus, not for content that can take focus."),
    Evidence(.moba11y, "layoutChanged with an element moves VoiceOver there and reads it; an announcement leaves the user where they were."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    for list in screen.shownEffectLists {
      let facts = list.facts
      guard let target = facts.revealed.first, !facts.movesFocus, let said = facts.announcements.first else { continue }
      let shown = screen.element(id: target).map(screen.name) ?? "\"\(target)\""
      findings.append(finding(screen, element: list.element,
        "After \(list.when), \(shown) appears and the app announces \"\(said)\" instead of moving focus to it; focus stays on \(screen.name(of: list.element)).",
        fix: "Replace the announcement with {\"layoutChanged\": \"\(target)\"} so VoiceOver reads the new content and the user is on it."))
    }
    return findings
  }
}
