import EarshotEngine
import EarshotModel

/// TalkBack's behaviours that its source does not settle for a captured screen, each a value so a
/// test takes either branch; the defaults are the likelier reading, with the reason.
public struct TalkBackUnverified: Hashable, Sendable {
  /// A node that is not enabled does nothing when double-tapped, not even the click sound: Android
  /// offers a disabled view no click action (`View.onInitializeAccessibilityNodeInfo`, a framework
  /// rule outside TalkBack's source), so TalkBack has nothing to perform.
  public var disabledActivationIsSilent = true
  /// On a new window, focus goes to the first item that does not say the window's title
  /// (`FocusActorForScreenStateChange.focusOnRequestInitialNodeOrFirstFocusableNonTitleNode`,
  /// google/talkback@26a27dc :355-444); the title itself is what Earshot takes for the window's title
  /// (the document's `title`), which a device takes from the activity's label.
  public var initialFocusSkipsTitle = true
  /// Swiping past the last item plays one sound and says nothing; TalkBack may move to the next
  /// window or wrap around to the first item (`FocusProcessorForLogicalNavigation.java:896-917`,
  /// not traced through), which the other branch does.
  public var edgeOfScreenIsSilent = true

  /// A switch or toggle button that sets no state description has one from Android itself, on or
  /// off, on Android 11 and later (`CompoundButton` and `Switch` in the framework, outside TalkBack's
  /// source): without it TalkBack's `SwitchDescription` speaks the text as the state and no on or
  /// off (SwitchDescription.java:62-110). Captures and documents rarely record it; TalkBack's own
  /// words stand for the framework's.
  public var switchStatesFromAndroid = true

  /// Swiping up or down on a slider moves it by this share of its range. TalkBack asks the slider to
  /// scroll (`NumberAdjustor.java:95-107`) and the slider picks the step: Android's SeekBar a
  /// twentieth of its range, at least 1 (`AbsSeekBar.performAccessibilityActionInternal`,
  /// aosp-mirror/platform_frameworks_base@00a981e `core/java/android/widget/AbsSeekBar.java`), and
  /// Compose's sliders a twentieth too (`AccessibilitySliderStepsCount`, "taken from AbsSeekbar.java",
  /// in androidx `AndroidComposeViewAccessibilityDelegateCompat`) unless the slider has steps, which
  /// captures do not record; an app's own view chooses its own.
  public var rangeStepsPerRange: Double = 20
  /// A slider's state description that shows its value, as a number or a percentage of its range,
  /// shows the moved value after an adjustment: Compose works it out from the range each time
  /// (`getInfoStateDescriptionOrNull`), and an app that sets its own updates it as the value moves.
  /// A capture records one moment, so the number in it is replaced; the other branch keeps the text.
  public var stateDescriptionFollowsValue = true

  public init() {}

  /// The step for `range`: a whole-number range moves by a rounded step of at least 1.
  public func rangeStep(_ range: RangeInfo) -> Double {
    let step = (range.max - range.min) / rangeStepsPerRange
    return range.type == .int ? max(1, step.rounded()) : step
  }
}
