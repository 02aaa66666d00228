import EarshotEngine
import EarshotModel
import EarshotReview

/// A screen with no stops: VoiceOver would say nothing at all.
struct EmptyScreen: UIKitRule {
  let id = "empty-screen"
  let severity = Severity.error
  let summary = "Nothing on the screen is an accessibility element, so VoiceOver says nothing at all."
  let evidence: [Evidence] = [
    Evidence(.wcag412, "Every control and piece of content exposes a name and role to assistive technology; a screen that exposes nothing cannot be used."),
    Evidence(.appleIsElement, "Only accessibility elements are reached by VoiceOver; views that are not elements and contain none are silent."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    guard screen.entries.isEmpty else { return [] }
    return [Finding(rule: id, severity: severity, origin: FindingOrigin(elementPath: screen.screen.root.path),
      message: "Nothing on this screen is an accessibility element: VoiceOver would say nothing at all, and swiping finds nothing.",
      fix: "Check that the capture was taken once the app was on screen; in the app, give each control and text a label and make it an accessibility element (isAccessibilityElement, or standard controls).",
      evidence: evidence)]
  }
}
