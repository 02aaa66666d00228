import EarshotEngine
import EarshotModel
import EarshotReview

/// A node TalkBack stops on with nothing to say but its role: "Unlabelled, Button" for an image
/// button without a content description (the Accessibility Test Framework's
/// `SpeakableTextPresentCheck`, :69-155; TalkBack's words, google/talkback@26a27dc
/// `AccessibilityNodeFeedbackUtils.java:264-309`, `NonTextViewsDescription.java:70-90`). An empty
/// text field from a capture that records no hints may have one TalkBack says: its finding is a
/// warning that says the capture cannot tell.
struct AndroidUnlabelled: AuditRule {
  let id = "android-unlabelled"
  let severity = Severity.error
  let summary = "TalkBack stops on an Android node that has no content description, text or state: it says only \"Unlabelled\" or its role."
  let platforms: Set<Platform> = [.android]
  let evidence: [Evidence] = [
    Evidence(.atf("SpeakableTextPresentCheck"), "A node a screen reader focuses needs speakable text: a content description, text, or a state."),
    Evidence(.androidContentLabels, "Label each interactive image and control with a content description that says what it does."),
    Evidence(.androidApps, "Give ImageButton, ImageView and other visual controls a content description."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    let android = screen.android
    var findings: [Finding] = []
    // By index, each field read in place: taking a node or its element out copies all of its fields.
    for n in android.nodes.indices where android.nodes[n].isStop && android.nodes[n].speakable.isEmpty && !android.nodes[n].isCollection {
      let node = android.nodes[n]
      // An empty field speaks its hint (google/talkback@26a27dc AccessibilityNodeFeedbackUtils.java:474-481):
      // where the capture records no hints, whether it has one is not known, and the finding says so.
      if node.isEditText, node.read({ $0.text })?.isEmpty ?? true, node.read({ $0.hint }) == nil, let reason = screen.gaps[.hints] {
        var found = finding(screen, node: n, of: android,
          "TalkBack says \"\(node.description)\" unless this empty text field has a hint, which it would say as the field's name; whether it has one is not recorded by this capture: \(reason).",
          fix: "Check that the field has a hint (android:hint) or a label view (android:labelFor); a capture that records hints (a newer device's uiautomator dump, a 2025 Appium page source) shows which.")
        found.severity = .warning
        findings.append(found)
        continue
      }
      let kind = node.roleWord.map { "this \($0.lowercased())" } ?? "this control"
      let image = node.read { $0.className }.map { $0.contains("Image") } ?? false
      findings.append(finding(screen, node: n, of: android,
        "TalkBack says \"\(node.description)\": \(kind) has no content description, text or state, so a TalkBack user cannot tell what it is or does.",
        fix: image
          ? "Give it a content description that says what it does, e.g. android:contentDescription=\"Add to cart\" (Modifier.semantics { contentDescription = … } in Compose); not the icon's look or the word \"button\"."
          : "Give it text or a content description that says what it is (android:contentDescription, or Modifier.semantics { contentDescription = … } in Compose)."))
    }
    return findings
  }
}
