/// Behaviours no recording or Apple document settles, gathered in one place so each can change
/// when someone measures it on a device (docs/EVIDENCE.md lists the sources).
/// Each constant says what Earshot does and what the evidence is.
public enum Unverified {
  /// A tab bar with no label of its own is announced as "Tab bar" when focus enters it.
  /// AccessibilitySnapshot issue #26 reports that VoiceOver prefixes the first tab with "Tab Bar";
  /// no recording confirms the exact words.
  public static let announcesUnlabeledTabBar = true

  /// An alert is announced on entry as its title followed by "alert". The MagentaA11y alert
  /// recording puts "alert" after the title; its documentation puts it first. Not settled.
  public static let alertWordFollowsTitle = true

  /// "More content available" is spoken whenever an element has custom content, even when all of
  /// it is high importance. WWDC21 10121 shows it with a mix; no source shows all-high content.
  public static let moreContentWhenAllHigh = true

  /// A custom hint and the generated custom-actions hint are both spoken, the custom one first.
  /// Sources show each alone, never both.
  public static let customActionsHintFollowsCustomHint = true

  /// The stepper's own label is spoken on entering its Decrement/Increment buttons, like a
  /// container label. The MagentaA11y stepper recording shows the buttons only.
  public static let stepperLabelAsContainer = true

  /// A secure text field's typed text is not spoken unless the document gives a value.
  /// AccessibilitySnapshot is the only source for "secure text field" (its English `Localizable.strings`).
  public static let secureTextIsSilent = true

  /// When the focused element disappears (a deleted row), focus moves silently to the element that
  /// now stands in its place. VoiceOver's exact behaviour here is not recorded by any public source.
  public static let focusFollowsRemovedElementSilently = true
}
