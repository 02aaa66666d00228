/// Behaviours no recording or Apple document settles, gathered in one place so each can change
/// when someone measures it on a device (research/voiceover-ground-truth.md §7 lists the gaps).
/// Each constant says what Earshot does and what the evidence is.
public enum Unverified {
  /// A tab bar with no label of its own is announced as "Tab bar" when focus enters it.
  /// AccessibilitySnapshot issue #26 reports that VoiceOver prefixes the first tab with "Tab Bar";
  /// no recording confirms the exact words (research/accessibilitysnapshot.md §6).
  public static let announcesUnlabeledTabBar = true

  /// An alert is announced on entry as its title followed by "alert". The caption in
  /// research/voiceover-ground-truth.md §2.2 puts "alert" after the title; the MagentaA11y
  /// document puts it first. The position is not settled.
  public static let alertWordFollowsTitle = true

  /// "More content available" is spoken whenever an element has custom content, even when all of
  /// it is high importance. WWDC21 10121 shows it with a mix; no source shows all-high content.
  public static let moreContentWhenAllHigh = true

  /// A custom hint and the generated custom-actions hint are both spoken, the custom one first.
  /// Sources show each alone, never both.
  public static let customActionsHintFollowsCustomHint = true

  /// The stepper's own label is spoken on entering its Decrement/Increment buttons, like a
  /// container label. The stepper caption (ground truth §2.2) shows the buttons only.
  public static let stepperLabelAsContainer = true

  /// A secure text field's typed text is not spoken unless the document gives a value.
  /// AccessibilitySnapshot is the only source for "secure text field" (ground truth §7.5).
  public static let secureTextIsSilent = true

  /// When the focused element disappears (a deleted row), focus moves silently to the element that
  /// now stands in its place. VoiceOver's exact behaviour here is not recorded in the research.
  public static let focusFollowsRemovedElementSilently = true
}
