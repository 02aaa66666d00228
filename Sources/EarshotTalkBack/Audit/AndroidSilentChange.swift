import EarshotEngine
import EarshotModel
import EarshotReview

/// Activating a node reveals content (an error, a result) that TalkBack does not speak: it is not
/// in a live region, nothing is announced, and focus does not move. TalkBack speaks a live region's
/// changes (google/talkback@26a27dc `EventTypeWindowContentChangedFeedbackRule.java:119-121, 292-306`)
/// and nothing else that changes away from focus.
struct AndroidSilentChange: AuditRule {
  let id = "android-silent-change"
  let severity = Severity.error
  let summary = "An action reveals content on an Android screen that TalkBack does not speak: no live region, announcement or focus move."
  let needs: Set<SourceFact> = [.effects]
  let platforms: Set<Platform> = [.android]
  let evidence: [Evidence] = [
    Evidence(.androidLiveRegion, "A view whose changes should be announced is a live region: polite waits for current speech, assertive interrupts it."),
    Evidence(.wcag413, "A status message, such as an error, reaches assistive technology users without them having to look for it."),
    Evidence(.talkBackSource, "TalkBack speaks the changes of live regions; other changes away from focus are silent."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    for list in screen.shownEffectLists {
      let facts = list.facts
      guard !facts.revealed.isEmpty, !facts.movesFocus, facts.announcements.isEmpty else { continue }
      for target in facts.revealed where !Self.isLive(target, screen) {
        let shown = screen.element(id: target).map { $0.contentDescription ?? $0.text ?? target }.map { "\"\($0)\"" } ?? "\"\(target)\""
        findings.append(finding(screen, element: list.element,
          "After \(list.when), \(shown) appears, but TalkBack says nothing: it is not a live region, nothing is announced, and focus stays where it was.",
          fix: "Make it a polite live region (android:accessibilityLiveRegion=\"polite\", or Modifier.semantics { liveRegion = LiveRegionMode.Polite } in Compose), so TalkBack reads it when it appears."))
      }
    }
    return findings
  }

  /// Whether the element, or an element around it, is a live region.
  static func isLive(_ id: String, _ screen: ScreenContext) -> Bool {
    guard let start = screen.elementIndex(id: id) else { return false }
    var k = start
    while k >= 0 {
      if screen.elements[k].liveRegion.isLive { return true }
      k = screen.parent(ofElement: k)
    }
    return false
  }
}
