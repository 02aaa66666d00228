/// Mapping decisions that no capture can settle and no recording confirms, in one place so each can
/// change when someone checks it with VoiceOver on a device. Each one is also reported to the user as
/// a warning wherever it is applied; the warning text lives with the rule that applies it.
///
/// The verified rules (a Button's text child is not a second stop; Selected, Disabled and switch
/// values become traits and values) are in `CaptureMapper` with their sources.
public enum UnverifiedMapping {
  /// The status bar is left out: it belongs to SpringBoard, and VoiceOver users reach it by touching
  /// the top of the screen, not by swiping through the app. No recording shows whether a swipe from
  /// the first element reaches it (no public recording shows it either way).
  public static let skipsStatusBar = true

  /// An `Other` view with a label and nothing labeled inside is one element (a custom view made
  /// accessible). XCUITest prints no `isAccessibilityElement`, so it could also be a container whose
  /// label VoiceOver never speaks (docs/CAPTURE-FORMATS.md, "XCUITest").
  public static let labeledLeafIsElement = true

  /// A container whose label is not made of its children's text is read as a plain group: its label
  /// is not spoken. UIKit speaks a container's label only for a semantic group
  /// (accessibilityupto11 day 37, the "Mini player"), which captures do not show.
  public static let containerLabelIsSilent = true

  /// A table cell with buttons or several controls inside is read as a group whose controls are stops
  /// of their own; a cell with only text and images is one element reading that text
  /// (WWDC21 10121), and a cell with one switch
  /// reads as that switch, as Settings rows do.
  public static let cellWithControlsIsGroup = true

  /// Appium's `visible="false"` on a node inside the screen means something covers it (a sheet, a
  /// modal card) and VoiceOver does not reach it; off the screen it means scrolled away, and VoiceOver
  /// still visits it (it scrolls). WebDriverAgent computes `visible` from frames
  /// (WebDriverAgent's `FBXPath.m`); the alumnium ToDoList capture is the covered case.
  public static let coveredMeansHidden = true

  /// An alert's title is spoken as the alert's own label on entry ("Title, alert, message"), so the
  /// title text is not a second stop. The MagentaA11y alert recording and its
  /// documentation disagree on the position of "alert".
  public static let alertTitleIsItsLabel = true

  /// An idb `Group` with a label is a container whose label VoiceOver speaks on entry (the Dock on
  /// the home screen). idb reports accessibility containers as groups but not their container type.
  public static let labeledGroupIsAnnounced = true

  /// In idb's flat list, a labeled group or a tab bar holds the elements listed after it whose frames
  /// lie inside its own; the flat format drops the nesting (docs/CAPTURE-FORMATS.md, "idb").
  public static let flatGroupsHoldWhatTheyFrame = true

  /// Maestro gives no element types, so every element is read as plain text: no "button", "heading"
  /// or "link" (docs/CAPTURE-FORMATS.md, "Maestro"). Placeholders still mark text fields and `checked`
  /// still marks a switch that is on, since Maestro sets those only for such elements.
  public static let untypedIsPlainText = true

  /// VoiceOver Designer's switch bit (1<<20) is read as a switch button (button + toggle), which is
  /// what the designer chose and what VoiceOver Designer speaks; its iOS preview passes the raw bit to
  /// UIKit, where it is not the switch trait (VoiceOver Designer's `A11yTraits.swift`).
  public static let designerSwitchIsToggleButton = true

  /// A container in an old flat VoiceOver Designer bundle whose children lie exactly right to left is
  /// the reversed-order bug fixed on 2023-02-12 (VoiceOver Designer commit acf39d1b); the order is restored.
  public static let restoresReversedContainers = true

  /// Without the screenshot, the unit of VoiceOver Designer frames (image pixels or points) is
  /// inferred from where the elements lie (docs/CAPTURE-FORMATS.md, "VoiceOver Designer bundles").
  public static let infersDesignerScaleFromFrames = true

  // MARK: - Android captures

  /// No Android capture records the screen's density, so it is estimated from the screen's shorter
  /// side, taken as a phone about 411 dp wide (the Pixel phones), rounded to the nearest density
  /// devices ship with (`DisplayMetrics.density`: 0.75 to 4). A tablet or a phone set to another
  /// display size gets a wrong estimate; the import says so and names the fix (`adb shell wm density`).
  public static let densityFromWidth = true

  /// A node whose class is EditText or one of its subclasses is a text field (`isEditable()`),
  /// which neither uiautomator nor Appium writes; EditText's own accessibility delegate sets it
  /// (https://developer.android.com/reference/android/view/accessibility/AccessibilityNodeInfo#isEditable()).
  public static let editableFromClass = true

  /// A ListView, GridView or RecyclerView is a collection (`getCollectionInfo()`) whose size the
  /// dump does not give (-1, Android's "not known"): these widgets set a CollectionInfo on their
  /// node, which the dumps do not write.
  public static let collectionFromClass = true

  /// Where a uiautomator dump or an older Appium page source does not say which views are important
  /// for accessibility, it is worked out as Android does for a view left at `auto`
  /// (`AndroidImportance`): the capture shows a view's text, description, flags and class, but not
  /// an accessibility delegate or a touch listener set in code, which would also make it important.
  public static let importanceFromAndroidRules = true

  /// A view whose class is `android.view.View` itself is a custom view that draws its own content
  /// (an icon, a chart); it may describe itself through a delegate or a node provider the capture
  /// cannot show, so it is kept as important rather than dropped (it says nothing of its own either way).
  public static let customViewsStayImportant = true

  /// The role description Material's navigation bar items give themselves ("Tab",
  /// `item_view_role_description`) is written in English: a capture does not say the app's language
  /// (`MaterialNavigationBar`).
  public static let materialWordsAreEnglish = true

  /// A ProgressBar node inside a ComposeView of a dump, with no text or description, is read as
  /// Compose's indeterminate progress indicator ("In progress", focused): the dump records neither
  /// the range that would make it determinate ("N percent.") nor the state Compose gives it.
  public static let composeProgressInDumpIsIndeterminate = true

  /// In a Compose printout of the merged tree (`useUnmergedTree = 'false'`), a node that merges its
  /// descendants lists their texts and content descriptions together (`Text = '[Pixel Watch, Nov 8]'`);
  /// the printout does not say which came from which node, so the list is read as the node's own
  /// text (or content description), its items joined with ", " as Kotlin prints a list. Its texts
  /// do not make it a TextView and a scroll range does not make it a scroll view: in Compose's
  /// components they belong to nodes inside it (a Button's label is a Text within it).
  public static let composeMergedListsAreOwn = true

  /// Compose's words for states it describes itself (a Switch's "On" and "Off", a selectable's
  /// "Selected" and "Not selected", "Partially checked", "N percent.", "In progress") and for the
  /// Tab and Switch roles are written as Compose's English resources give them
  /// (`compose/ui/ui/src/androidMain/res/values/strings.xml`): the printout does not say the device's language.
  public static let composeWordsAreEnglish = true

  /// Compose orders TalkBack's traversal by position (`setTraversalValues`: rows of overlapping
  /// nodes top to bottom, each left to right), treating an `IsTraversalGroup` node's subtree as one
  /// block; the import follows the algorithm of androidx commit 0094ab03. Later Compose versions
  /// also sort by `TraversalIndex`, which is not applied: a printout using it gets a warning.
  public static let composeOrdersByPosition = true

  /// A Compose printout whose indentation was lost (its `|-Node` lines start at column 0) keeps only
  /// the "|" marks of its lines, which may allow more than one nesting where a node has no
  /// properties to show its own mark: the deepest is taken, the node holding the node printed after
  /// it (`ComposeFlatNesting`). Off, or where no nesting agrees with the marks, the nodes are read in
  /// the order printed, as children of the first.
  public static let composeFlatTakesDeepestNesting = true

  /// A disabled Flutter switch or checkbox is dimmed on iOS. The engine's `FlutterSwitchSemanticsObject`
  /// of 2022 (flutter/flutter `engine/src/flutter/shell/platform/darwin/ios/framework/Source/SemanticsObject.mm`)
  /// returns the traits of a `UISwitch` it keeps, which is never disabled; whether later engines
  /// pass the enabled state on is not settled here, and a dimmed switch is what a native one says.
  public static let flutterDisabledSwitchIsDimmed = true

  /// A Flutter node's tooltip is spoken after its label on iOS, on a line of its own. The 2022
  /// engine read only the label; later engines join the tooltip to it (not confirmed against a
  /// release here). On Android the engine sets it as tooltip text from Android 9.
  public static let flutterTooltipJoinsLabel = true

  /// A Flutter node printed without a transform may have had a translation, which the printout
  /// folds into its rect (`SemanticsNode.debugFillProperties` prints `rect.shift(offset)`); its
  /// children are in its own space, so they are placed from its top-left corner when they fit
  /// inside it that way. The printout cannot tell such a node from one whose own rect is offset.
  public static let flutterShiftedRectPlacesChildren = true

  /// The words React Native adds to a value on iOS (a checkbox's "checkbox" and "checked", "mixed",
  /// "expanded", "busy", "N percent") and the role descriptions it gives Android are written as its
  /// English strings give them: a snapshot does not say the device's language.
  public static let reactNativeWordsAreEnglish = true
}
