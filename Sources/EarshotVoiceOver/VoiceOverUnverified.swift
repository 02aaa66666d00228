import EarshotEngine
import EarshotModel

/// VoiceOver's behaviours that no recording or Apple document settles, gathered in one place so
/// each can change when someone measures it on a device (docs/EVIDENCE.md lists the sources).
/// Each says what Earshot does and what the evidence is. They are values of the VoiceOver reader
/// (`VoiceOver.unverified`), so a test can take either branch; `VoiceOverUnverified()` is Earshot's choice.
public struct VoiceOverUnverified: Hashable, Sendable {
  /// A tab bar with no label of its own is announced as "Tab bar" when focus enters it.
  /// AccessibilitySnapshot issue #26 reports that VoiceOver prefixes the first tab with "Tab Bar";
  /// no recording confirms the exact words.
  public var announcesUnlabeledTabBar = true

  /// An alert is announced on entry as its title followed by "alert". The MagentaA11y alert
  /// recording puts "alert" after the title; its documentation puts it first. Not settled.
  public var alertWordFollowsTitle = true

  /// A custom hint and the generated custom-actions hint are both spoken, the custom one first.
  /// Sources show each alone, never both.
  public var customActionsHintFollowsCustomHint = true

  /// The stepper's own label is spoken on entering its Decrement/Increment buttons, like a
  /// container label. The MagentaA11y stepper recording shows the buttons only.
  public var stepperLabelAsContainer = true

  /// A secure text field's typed text is not spoken unless the document gives a value.
  /// AccessibilitySnapshot is the only source for "secure text field" (its English `Localizable.strings`).
  public var secureTextIsSilent = true

  /// When the focused element disappears (a deleted row, a button that hides itself, a section that
  /// collapses around it), VoiceOver keeps its place and says nothing: the next swipe reads the
  /// element after the one that went, a swipe back the one before it, and a screen that comes back
  /// after a `dismiss` focuses the element after it. No public source records VoiceOver's behaviour
  /// here; the other branch starts again from the first element.
  public var focusKeepsPlaceOfRemovedElement = true

  /// The toggle trait alone reads as a switch button ("Notifications, switch button, Off").
  /// AccessibilitySnapshot issue #199 records iOS 17 VoiceOver saying "Switch button" for
  /// elements with the toggle trait and no button trait; Apple's `toggleButton` documentation says
  /// to add the button trait for VoiceOver to describe a switch button. With this true, the button
  /// trait is needed, as the documentation has it.
  public var switchButtonNeedsButtonTrait = false

  /// An element with the toggle trait and neither a value nor `on` (a custom toggle, or a design
  /// file's switch) has no state, and none is spoken: WWDC23 10036's custom toggle reads "Filter,
  /// switch button"; AccessibilitySnapshot takes a switch's state word from its value alone, and the
  /// strings VoiceOver Designer copied from it say "Switch Button." "when the state of the switch
  /// cannot be determined" (`trait.switch_button.state_unspecified.description`, VODGroup/
  /// VoiceOverDesigner at e0978fcd, `Shared/Sources/Document/Assets/en.lproj/Localizable.strings`). A
  /// UISwitch (`type: switch`) always has one, off unless on. Activating such an element leaves its
  /// state unknown, as nothing says what the app does; no recording shows one activated.
  public var toggleTraitAloneHasNoState = true

  /// `headingLevel` is spoken as "heading level 2" in place of "heading". Only web content on
  /// iOS is recorded saying it (MagentaA11y web view recording: "Heading Level 1"); native
  /// SwiftUI `.accessibilityHeading(.h2)` is not.
  public var headingLevelSpoken = true

  /// After an element expands or collapses, only its new state is spoken ("expanded"), as a
  /// switch speaks only its new value. The MagentaA11y expandable recording, made before iOS 18's
  /// expanded status, says the label and value again ("Amenities expanded…").
  public var expansionSpeaksOnlyTheState = true

  /// Every list and landmark container marks its first and last stop, in visiting order.
  /// AccessibilitySnapshot applies the marks only to containers that list their elements in
  /// `accessibilityElements`, and counts a segment's or tab's "N of M" instead of the mark.
  public var listBoundariesOfEveryList = true

  /// Activating a dimmed element (a dimmed button, a stepper's Decrement at the minimum) plays the
  /// activation sound, runs nothing and says nothing: UIKit sends a control that is not enabled no
  /// action. No recording shows what VoiceOver itself says then.
  public var dimmedActivationIsSilent = true

  /// When activating an element changes it (its value, its state, its selection), the change is
  /// spoken after the app's own effects, so an announcement the action posts at default priority is
  /// cut short by it, as developers report of real devices (Rahul Gurung, "Why we sometimes need
  /// Dispatch Delay in iOS for proper accessibility focus and announcements", rahulgurung.com; the
  /// spanage/AccessibilityAnnouncer README: announcements "swallowed by … VO reading something
  /// else"). No recording gives the order.
  public var changeFollowsTheAction = true

  /// A "pop up button" is not also called "button". The MagentaA11y dropdown recording (UIKit)
  /// says "Search by bag tag number, pop up button"; CVS Health's SwiftUI `Menu` example and the
  /// EhPanda simulator log write "Button, Pop up button".
  public var popUpButtonDropsButton = true

  /// A progress view says "progress" after its value. One MagentaA11y recording says "zero percent
  /// progress"; no other source confirms the word.
  public var progressViewSaysProgress = true

  /// A tab's number badge is read as a count of items in every profile's words ("3 items"), the
  /// same form for 1: AccessibilitySnapshot's reference images (real UITabBar items) show "3 items"
  /// only; UIKit's singular and other languages' forms are not recorded.
  public var numberBadgeIsItemCount = true

  /// An image name of lowercase words and dots (`trash`, `heart.fill`) is an SF Symbol's, read in
  /// words; any other name is an asset's, read as written. Some SF Symbols have labels of their
  /// own in UIKit ("Share" for `square.and.arrow.up`), which Earshot does not know.
  public var plainNamesAreSymbols = true

  /// A summary element (the `summaryElement` trait) is read when the app starts, before focus
  /// lands on the first element; later screens do not read it (accessibilityupto11 day 47:
  /// "provides summary information when the app starts", without moving focus).
  public var summaryReadBeforeFirstElement = true

  /// A text field being edited whose insertion point is inside its text (not at its start or end)
  /// says "insertion point at end", as the recordings say for a field with text. The MagentaA11y
  /// recordings show only a point at the start or the end; false says nothing of the point there.
  public var insertionPointInsideTextSaysEnd = true

  /// Whether the app is in VoiceOver's Direct Touch Apps (Settings, VoiceOver, Rotor). As recorded
  /// on device (AccessibilitySnapshot pull requests #52, iOS 14.2, and #195, iOS 17.2, where the
  /// maintainer ties the words to how Direct Touch is configured), it is not: a direct-touch
  /// element's hint is "Use the rotor to enable Direct Touch for this app." True gives the hint
  /// WWDC26 220 records once direct touch is on offer, "Activate to start direct touch interaction."
  /// Evidence: two device notes and one session, each for one setting; which is the default is not
  /// published.
  public var directTouchAllowedForApp = false

  /// What typing into a text field says: the typed text once, as VoiceOver's typing feedback
  /// (Characters and Words, its default) echoes it. No recording of a script's whole typed text
  /// exists; false types silently.
  public var typingEchoesText = true

  /// Text in a console context (`textualContext` `console`) is read with all its punctuation, as
  /// source code is. Apple's documentation names only source code as read so; a console's
  /// commands are punctuation-heavy alike. False reads a console as plain text.
  public var consoleReadsPunctuation = true

  /// A subtree with a `layoutDirection` of its own is read in that direction, as one group: playback
  /// controls forced left to right in a right-to-left screen are read left to right. Apple's
  /// `UISemanticContentAttribute` says such views are not flipped; no recording shows VoiceOver's
  /// order inside one. False sorts them with the screen's direction.
  public var subtreeDirectionOrdersItsElements = true

  /// A label's runs in another language or speech (`labelSpans`) are said on from one another
  /// with no pause, the label one part: Apple documents the attributes as applying to ranges of
  /// one string, and no recording of a mid-label switch exists. False pauses at each switch, as
  /// between the parts of an utterance.
  public var labelRunsJoin = true

  /// An element whose label holds links (`labelSpans` with a `link`) says "link" after its text,
  /// where the link trait's word goes: MagentaA11y's iOS link page gives "All text in paragraph
  /// including url, link" for a link in a paragraph, a written example (its recording reads a text
  /// that is all one link, "…tests. Link"). False says the text alone.
  public var labelLinksSayLink = true

  /// The Links rotor reaches each link inside a label, one by one, after the stops before it:
  /// CVS Health's SwiftUI technique (`LinksView.swift`: with AttributedString and Markdown links
  /// "VoiceOver users must use the Rotor to focus on each link individually"). MagentaA11y's iOS
  /// link page disagrees for SwiftUI ("Links do not currently appear in iOS Rotor using SwiftUI")
  /// and says only the first link in a paragraph can be reached, by a double tap. False leaves them
  /// out of the rotor: only elements with the link trait are its targets.
  public var labelLinksInLinksRotor = true

  /// Phrases of the German and Russian profiles that no recording or string table settles: Earshot's
  /// own translations, kept in the profile until someone hears German or Russian VoiceOver say them.
  /// The others come from AccessibilitySnapshot's `de.lproj` and `ru.lproj` strings, which were
  /// written down from VoiceOver's own speech (AccessibilitySnapshot PR #62).
  public static let translatedPhrases: [String: [Phrase]] = [
    "de-DE": [.headingLevel, .pickerItem, .popUpButton, .progress, .expanded, .collapsed, .rowHeader, .columnHeader,
              .popUpButtonHint, .expandHint, .collapseHint, .badgeCount, .badgeCountOne, .badgeCountFew, .badgeCountMany,
              .tabBar, .alert, .customActionsHint, .directInteractionHint, .percent, .page, .inProgress, .decrement, .increment, .formControlsRotor,
              .containersRotor, .actionsRotor, .activateAction, .insertionPointStart, .insertionPointEnd, .directTouchRotorHint, .directTouchArea],
    "ru-RU": [.headingLevel, .pickerItem, .popUpButton, .progress, .expanded, .collapsed, .landmarkEnd, .rowHeader,
              .columnHeader, .popUpButtonHint, .expandHint, .collapseHint, .badgeCount, .badgeCountOne, .badgeCountFew, .badgeCountMany,
              .tabBar, .alert, .customActionsHint, .directInteractionHint, .page, .inProgress, .decrement, .increment, .formControlsRotor, .containersRotor,
              .actionsRotor, .activateAction, .insertionPointStart, .insertionPointEnd, .directTouchRotorHint, .directTouchArea],
  ]

  public init() {}
}
