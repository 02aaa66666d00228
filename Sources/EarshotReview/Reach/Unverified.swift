import EarshotModel

/// Switch Control, Full Keyboard Access and Voice Control behaviours that no public source settles,
/// gathered in one place (as `VoiceOverUnverified` does for VoiceOver) so that each can change
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

  /// A person presses 0.6 s after the item they want is highlighted, every time (the first item of
  /// a level included: it is never free). No Apple source gives a figure. 0.6 s lies between a
  /// quick adult's simple reaction time (about a quarter of a second) and the default Auto Scanning
  /// Time of a second, which must leave room to press; switch users' own times vary widely, so it
  /// is a setting (`reactionTime` in `--switch-settings`).
  public static let reactionTime = 0.6

  /// A missed highlight costs one more loop of its level: auto scanning goes on to the end of the
  /// level (past a group's dashed back-out highlight) and starts again, as Apple's guides describe
  /// Loops ("how many times to cycle through"). Reported as the longest loop on the way; with
  /// Loops 1 a miss stops the scan, and a press starts it again.
  public static let missedHighlightCostsALoop = true

  /// Group Items groups a level that no container arranges, as Apple's guides say it does ("group
  /// items for faster navigation"; the Apple TV guide: "if there are many items, Switch Control
  /// highlights them in groups"), but no public source gives the rules. Earshot's estimate:
  /// a level of more than `largestFlatLevel` items is grouped; consecutive items in one row (their
  /// vertical centres within `rowTolerance`), else in one column (stacked, overlapping
  /// horizontally), form a group when there are at least `smallestGroup` of them; a level still too
  /// long is split into blocks of neighbours of about its square root, cut at the widest gaps
  /// (the size that makes two levels of scanning quickest), none smaller than `smallestGroup`.
  /// Each figure is a setting (`grouping` in `--switch-settings`), and the output says the grouping
  /// is an estimate.
  public static let largestFlatLevel = 6
  public static let smallestGroup = 3
  /// The visiting order's own line tolerance (`LineOrder.phoneLineTolerance`).
  public static let rowTolerance = 8.0

  /// Point scanning's broad band crosses the screen in 5 s and the fine line crosses the band in
  /// 2 s. Apple's guides describe the band and the line and offer a Gliding Cursor speed, not how
  /// long a sweep takes at the default speed.
  public static let glideSweepSeconds = 5.0
  public static let glideFineSeconds = 2.0
  /// Point Mode is the 5th item of the scanner menu's first page (after Tap, Scroll, Gestures…).
  /// Apple's guides say to choose Point Mode from the scanner (control) menu, not where it is; the
  /// menu's items and their order are a setting (Menu Items), so this is one too.
  public static let pointModeMenuItem = 4

  /// Switch Control skips elements that do not respond to user interaction (static text).
  /// WWDC20 10019 advises `accessibilityRespondsToUserInteraction = true` to bring a tappable static
  /// element into the scan, which implies static elements are left out; no recording shows it.
  public static let switchSkipsStaticText = true

  /// The scanner menu lists Tap first, then the element's custom actions in order, all on the first
  /// page, and scanning starts at Tap. WWDC20 10019 puts custom actions on the first page; the exact
  /// place and how many fit before a second page are not documented.
  public static let menuTapThenActions = true

  /// Full Keyboard Access's Tab moves between focus groups and the arrow keys move inside one
  /// (WWDC21 10260: "the tab key navigates between significant areas in an app; the arrow keys
  /// navigate within an area"; the keyboard focus of Full Keyboard Access is the same focus
  /// system, WWDC21 10120). Which containers are focus groups by default is documented only in
  /// part (`focusGroupIdentifier`: a view without one inherits its superview's group; collection
  /// and table views form their own): Earshot takes lists, data tables and collections, tab bars,
  /// segmented controls, landmarks (toolbars, navigation bars) and semantic groups. Each element
  /// outside a group is a Tab stop of its own.
  public static let keyboardFocusGroupKinds: Set<ContainerKind> = [.list, .dataTable, .tabBar, .segmentedControl, .landmark, .semanticGroup]

  /// The first Tab shows the keyboard focus on the first Tab stop in visiting order; Tab into a
  /// group lands on its first member (a group the focus has not visited before remembers nothing;
  /// UIFocusGroupPriority lets an app prefer another); Down moves to the next row of a group, Right
  /// along a row. Shift-Tab's way back round from the start is not used.
  public static let keyboardEntersGroupsAtTheFirstMember = true

  /// Tab-Z lists the focused element's custom actions with the first one selected; Down moves to the
  /// next and Space performs it. WWDC21 10120 names Tab-Z for actions, not the keys inside its menu.
  public static let keyboardActionsMenuStartsAtFirst = true

  /// Tab-F finds an element when its whole name is typed and Return is pressed. WWDC21 10120 shows
  /// Tab-F searching by name; how much must be typed depends on the other names.
  public static let keyboardFindTypesWholeName = true

  /// Voice Control performs a custom action with "Show actions for NAME" and then the action's name
  /// (two commands). Apple's documentation says Voice Control uses custom actions, not the commands.
  public static let voiceControlActionsTakeTwoCommands = true

  /// A name of more than five words is not said: the person reaches the element through numbers
  /// ("Show numbers", "Tap N"). Apple's documentation of `accessibilityUserInputLabels` advises a
  /// concise input label for an element whose label carries descriptive information, because
  /// people say these names; where a name becomes too long to say comfortably is not documented.
  public static let longNameWords = 5

  /// With no visible text in the document (no `text` on the element or inside it) and no image, the
  /// element's label is taken as what is drawn, so its name is on screen and "Show names" is not
  /// needed; an icon-only control (an image and no text) shows no name. Captures often leave
  /// visible text out, and a button's title is usually its label.
  public static let voiceControlLabelIsVisibleWithoutText = true

  /// Voice Control's grid has 3 columns and 3 rows, and saying a cell's number zooms into a grid of
  /// the same size inside that cell, at most three times before "Tap N". Apple's guide describes
  /// zooming into the grid by number; the count of cells on an iPhone is not documented (it varies
  /// with the screen), so both are settings.
  public static let voiceControlGridColumns = 3
  public static let voiceControlGridRows = 3
  public static let voiceControlGridZooms = 3

  /// Voice Control's "Scroll down" moves the content about one screen height. Apple's guide lists
  /// the scrolling commands, not how far each scrolls.
  public static let voiceControlScrollsAScreen = true

  /// Voice Control numbers elements ("Show numbers") in visiting order. The overlay's numbering
  /// order is not documented.
  public static let voiceControlNumbersInVisitingOrder = true

  /// Switch Control's Speech option speaks an item's label (a group, the labels of its members), and
  /// the next highlight cuts it off. Apple's guide says items are spoken as they are scanned, not
  /// which parts nor whether scanning waits for speech.
  public static let switchSpeechIsLabel = true
}
