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

  public init() {}
}
