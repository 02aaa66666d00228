import EarshotModel

extension ReaderTerms {
  /// VoiceOver's: the rotor, its earcons by Earshot's names, announcements by Apple's priorities.
  public static let voiceOver = ReaderTerms(
    name: "VoiceOver", readingControl: "rotor", readingControls: "rotors", readingControlKind: "rotor", queueing: .priority,
    keyHelp: """
      Right and Left arrows: next and previous. Up and Down: adjust a value, or move with the rotor. \
      Enter or Space: activate. Tab: turn the rotor. Escape: back. Home and End: first and last. \
      R: read all. M: magic tap. Period: repeat. Question mark: these keys. Q: give up.
      """,
    activate: "double tap",
    notEnabled: "it is dimmed (notEnabled): VoiceOver reads it but activating does nothing",
    touchOnly: "the tap is on a view that is not an accessibility element, so VoiceOver cannot focus or activate it; make the view an element with the button trait")
}
