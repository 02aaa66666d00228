import EarshotEngine
import EarshotModel
import EarshotReview

/// A text field with a content description (the Accessibility Test Framework's
/// `EditableContentDescCheck`, :58-93): a screen reader may read it instead of what is typed.
/// TalkBack 15 speaks the text first (google/talkback@26a27dc `EditTextDescription.java:103-115`),
/// but other readers and older TalkBack do not, and the field's label belongs in its hint or a
/// label view.
struct AndroidEditableDescription: AuditRule {
  let id = "android-editable-description"
  let severity = Severity.warning
  let summary = "An Android text field has a content description, which screen readers may read instead of its text."
  let platforms: Set<Platform> = [.android]
  let evidence: [Evidence] = [
    Evidence(.atf("EditableContentDescCheck"), "An editable view should not have a content description; a screen reader may read it instead of the editable content."),
    Evidence(.androidEditableLabels, "Label a text field with android:hint or a label view (android:labelFor), not a content description."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    let android = screen.android
    // By index, the description read in place: taking a node or its element out copies all of its fields.
    return android.nodes.indices.compactMap { n in
      guard android.nodes[n].isEditText, let description = android.nodes[n].read({ $0.contentDescription }), !description.isEmpty
      else { return nil }
      return finding(screen, node: n, of: android,
        "This text field has the content description \"\(description)\": a screen reader may read it instead of what is typed.",
        fix: "Move \"\(description)\" to the field's hint (android:hint) or a label view (android:labelFor), and remove the content description.")
    }
  }
}
