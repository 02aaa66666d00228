import EarshotEngine
import EarshotModel

extension ReaderTerms {
  /// TalkBack's own terms (google/talkback@26a27dc): its reading controls ("Customize reading
  /// controls", "Next reading control": `talkback/src/main/res/values/strings.xml:333`, `:1196`),
  /// its earcons by the names of its sounds (`talkback/src/main/res/raw/*.ogg`: `focus`,
  /// `focus_actionable`, `chime_up`, `chime_down`, `window_state`, `tick`; TalkBack names no sound
  /// for the edge of the screen, which keeps Earshot's `boundary`), and its speech queue's modes
  /// (`utils/src/main/java/com/google/android/accessibility/utils/output/SpeechController.java:51-67`:
  /// `QUEUE_MODE_INTERRUPT`, `QUEUE_MODE_QUEUE`, `QUEUE_MODE_UNINTERRUPTIBLE_BY_NEW_SPEECH`)
  /// rather than announcement priorities.
  public static let talkBack = ReaderTerms(
    name: "TalkBack", readingControl: "reading control", readingControls: "reading controls", readingControlKind: "readingControl",
    queueing: .queueMode(json: [.interrupts: "interrupt", .waits: "queue", .uninterruptible: "uninterruptible"],
                         shown: [.interrupts: "interrupts", .waits: "queued", .uninterruptible: "uninterruptible"],
                         cutBy: [.interrupts: "interrupted by an announcement", .uninterruptible: "interrupted by an uninterruptible announcement"]),
    keyHelp: """
      Right and Left arrows: next and previous item. Up and Down: adjust a value, or move by the reading control. \
      Enter or Space: activate. Tab: next reading control: Headings, Controls, Links, and Actions when the item has some. \
      Escape: back. Home and End: first and last item. R: read from top. \
      Period: repeat. Question mark: these keys. Q: give up.
      """,
    // `gesture_name_double_tap`, talkback/src/main/res/values/strings.xml:1546.
    activate: "double-tap",
    notEnabled: "it is not enabled (isEnabled() is false): TalkBack reads it, says \"Disabled\", and activating does nothing",
    touchOnly: "the tap is on a view TalkBack never focuses, so it cannot reach or activate it; make the view clickable or focusable and important for accessibility",
    // A part saying the node is not enabled is TalkBack's `value_disabled` ("Disabled"); its name for a reading control's answer is the timeline's.
    roleNames: [.dimmed: "disabled", .rotor: "readingControl"],
    earconNames: [.focusActionable: "focus_actionable", .scrollIn: "chime_up", .scrollOut: "chime_down", .screenChanged: "window_state",
                  .activate: "tick"])
}
