/// Switch Control, Full Keyboard Access and Voice Control behaviours that no public source settles,
/// gathered in one place (as `EarshotEngine.Unverified` does for VoiceOver) so that each can change
/// when someone measures it on a device. Each says what Earshot does and what the evidence is;
/// docs/REACH.md lists the sources.
public enum ReachUnverified {
  /// Auto Scanning Time is 1 second by default. Apple's guides name the setting ("adjust how rapidly
  /// items are scanned") but no page we could open states its default value.
  public static let autoScanningTime = 1.0

  /// Pause on First Item is off by default. Apple's guides name the setting ("set scanning to pause
  /// on the first item in a group"), not its default; when on, the pause is added to the first
  /// item's highlight.
  public static let pauseOnFirstItem: Double? = nil

  /// Scanning stops after 4 cycles through a level without a press. Apple's guides name the setting
  /// ("how many times to cycle through the screen before hiding"), not its default.
  public static let loops = 4

  /// Group Items forms groups only from the accessibility containers the ordering keeps together
  /// (and `navigationStyle: combined`). Apple's Apple TV guide says Switch Control highlights many
  /// items in groups, but not how it clusters a flat screen of loose elements; Earshot does not
  /// invent rows or blocks, so a flat screen scans item by item (an upper bound on steps).
  public static let groupsFromContainersOnly = true

  /// Switch Control skips elements that do not respond to user interaction (static text).
  /// WWDC20 10019 advises `accessibilityRespondsToUserInteraction = true` to bring a tappable static
  /// element into the scan, which implies static elements are left out; no recording shows it.
  public static let switchSkipsStaticText = true

  /// Full Keyboard Access visits every element unless it is marked as not responding. WWDC21 10120
  /// says the focus visits elements where Space does nothing and advises marking them; whether the
  /// inferred value (from traits) also removes them is not shown, so only an explicit `false` does.
  public static let keyboardVisitsStaticText = true

  /// The scanner menu lists Tap first, then the element's custom actions in order, all on the first
  /// page, and scanning starts at Tap. WWDC20 10019 puts custom actions on the first page; the exact
  /// place and how many fit before a second page are not documented.
  public static let menuTapThenActions = true

  /// The first Tab shows the keyboard focus on the first element in visiting order, and Tab does not
  /// skip whole focus groups under Full Keyboard Access. WWDC21 10260 describes Tab moving between
  /// focus groups for iPadOS keyboard navigation, which is a different mode.
  public static let keyboardTabsElementByElement = true

  /// Tab-Z lists the focused element's custom actions with the first one selected; Down moves to the
  /// next and Space performs it. WWDC21 10120 names Tab-Z for actions, not the keys inside its menu.
  public static let keyboardActionsMenuStartsAtFirst = true

  /// Tab-F finds an element when its whole name is typed and Return is pressed. WWDC21 10120 shows
  /// Tab-F searching by name; how much must be typed depends on the other names.
  public static let keyboardFindTypesWholeName = true

  /// Voice Control performs a custom action with "Show actions for NAME" and then the action's name
  /// (two commands). Apple's documentation says Voice Control uses custom actions, not the commands.
  public static let voiceControlActionsTakeTwoCommands = true

  /// Voice Control numbers elements ("Show numbers") in visiting order. The overlay's numbering
  /// order is not documented.
  public static let voiceControlNumbersInVisitingOrder = true

  /// Switch Control's Speech option speaks an item's label (a group, the labels of its members), and
  /// the next highlight cuts it off. Apple's guide says items are spoken as they are scanned, not
  /// which parts nor whether scanning waits for speech.
  public static let switchSpeechIsLabel = true
}
