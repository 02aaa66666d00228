import EarshotEngine
import EarshotModel
import EarshotReview

/// `screenChanged` posted where the system already posts one, or for a change within the screen:
/// VoiceOver restarts from the top.
struct RedundantScreenChanged: UIKitRule {
  let id = "redundant-screen-changed"
  let severity = Severity.warning
  let summary = "screenChanged is posted for a standard presentation or a change within the screen, so VoiceOver restarts from the top."
  let needs: Set<SourceFact> = [.effects]
  let evidence: [Evidence] = [
    Evidence(.appleScreenChanged, "screenChanged is for a new view that takes up a major part of the screen; VoiceOver plays its sound and starts again from the first element (or the one given)."),
    Evidence(.appleLayoutChanged, "A change within the screen posts layoutChanged, which moves focus without starting over."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    for list in screen.shownEffectLists {
      let e = list.element, facts = list.facts, when = list.when
      if facts.screenChanges.count > 1 {
        findings.append(finding(screen, element: e,
          "After \(when), screenChanged is posted \(facts.screenChanges.count) times; the presentation already posts one, and each extra one restarts VoiceOver from the top.",
          fix: "Keep one screen change (the presentation's own) and remove the others."))
      } else if facts.dismisses, !facts.screenChanges.isEmpty {
        findings.append(finding(screen, element: e,
          "After \(when), the screen is dismissed and screenChanged is posted as well; a standard dismissal posts its own screen change.",
          fix: "Remove the screenChanged effect; if focus should land on a particular element afterwards, post layoutChanged to it."))
      } else if let own = screen.screen.id, facts.screenChanges.contains(own) {
        findings.append(finding(screen, element: e,
          "After \(when), screenChanged is posted for this same screen, so VoiceOver plays the new-screen sound and restarts from the top for a change within the screen.",
          fix: "Post layoutChanged with the element that changed instead (e.g. {\"layoutChanged\": \"\(facts.revealed.first ?? "changed-element-id")\"})."))
      }
    }
    return findings
  }
}
