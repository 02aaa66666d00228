import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// One element's utterance. Each test names its public source (docs/EVIDENCE.md lists them all):
/// WWDC sessions, recordings, and AccessibilitySnapshot's description algorithm.
@Suite struct PhrasingTests {
  @Test func sliderReadsLabelPercentageAdjustableThenTheHint() {
    // ronnqvi.st on adjustable controls; WWDC26 220: "Brightness, 50%, adjustable." "Swipe up or down with one finger to adjust the value."
    #expect(line(#"{"type": "slider", "label": "Brightness", "adjustable": {"min": 0, "max": 1, "value": 0.5}}"#)
      == "Brightness, 50%, adjustable (hint: Swipe up or down with one finger to adjust the value.)")
  }

  @Test func customAdjustableSpeaksItsValue() {
    // WWDC26 220: "Coffee dispenser, 6 ounces, adjustable"; a custom value is read as given.
    #expect(line(#"{"isAccessibilityElement": true, "label": "Rating", "value": "3 out of 5 stars", "traits": ["adjustable"]}"#)
      == "Rating, 3 out of 5 stars, adjustable (hint: Swipe up or down with one finger to adjust the value.)")
  }

  @Test func switchSaysSwitchButtonBeforeItsState() {
    // WWDC23 10036, WWDC24 10073 (iOS 17+): "Wi-Fi, switch button, on" + "Double tap to toggle setting."
    #expect(line(#"{"type": "switch", "label": "Wi-Fi", "on": true}"#) == "Wi-Fi, switch button, on (hint: Double tap to toggle setting.)")
    #expect(line(#"{"type": "switch", "label": "Comments"}"#) == "Comments, switch button, off (hint: Double tap to toggle setting.)")
  }

  @Test func theToggleTraitAloneReadsAsASwitchButton() {
    // AccessibilitySnapshot issue #199 (iOS 17, real VoiceOver): "Fake label, Switch button, on" and
    // "Fake label, Switch button 3" for elements with the toggle trait and no button trait
    // (VoiceOverUnverified.switchButtonNeedsButtonTrait: Apple's toggleButton documentation asks for both).
    #expect(line(#"{"isAccessibilityElement": true, "label": "Notifications", "value": "Off", "traits": ["toggleButton"]}"#)
      == "Notifications, switch button, Off (hint: Double tap to toggle setting.)")
    #expect(line(#"{"isAccessibilityElement": true, "label": "Fake label", "value": "3", "traits": ["toggleButton"]}"#)
      == "Fake label, switch button, 3 (hint: Double tap to toggle setting.)")
  }

  @Test(arguments: Fixture.builtInVoices) func aStateIsSpokenOnlyWhenItIsKnown(voice: String) {
    // WWDC23 10036: a custom toggle with no value reads "Filter, switch button. Double-tap to toggle
    // setting." (no state); a UISwitch reads off unless on (WWDC24 10073: "comments, switch button off").
    // VoiceOverUnverified.toggleTraitAloneHasNoState.
    let reader = Fixture.reader(voice), profile = reader.profile
    let words = [profile.phrase(.on), profile.phrase(.off), profile.phrase(.mixed)]
    func speech(_ element: String) -> [String] {
      Transcript(document: Fixture.screen(element), reader: reader, speakHints: false).screens[0].entries[0].utterance.segments.map(\.text)
    }
    let custom = speech(#"{"isAccessibilityElement": true, "label": "Filter", "traits": ["button", "toggleButton"]}"#)
    #expect(custom == ["Filter", profile.phrase(.switchButton)])
    #expect(speech(#"{"type": "switch", "label": "Comments"}"#).contains(profile.phrase(.off)))
    #expect(speech(#"{"isAccessibilityElement": true, "label": "Filter", "traits": ["toggleButton"], "on": true}"#).contains(profile.phrase(.on)))
    #expect(!custom.contains(where: words.contains))
  }

  @Test func dimmedComesBeforeTheTypeWordAndRemovesDefaultHints() {
    // MagentaA11y: "Label, dimmed, button" and "Label, dimmed, switch button, off"; AccessibilitySnapshot gives a dimmed element no hint.
    #expect(line(#"{"type": "button", "text": "Add to favorites", "traits": ["button", "notEnabled"]}"#) == "Add to favorites, dimmed, button")
    #expect(line(#"{"type": "switch", "label": "Wi-Fi", "traits": ["button", "toggleButton", "notEnabled"]}"#) == "Wi-Fi, dimmed, switch button, off")
  }

  @Test func selectedComesFirstOnCurrentIOSAndAfterTheLabelInTheLegacyProfile() {
    // accessibilityupto11 day 37 ("Selected" before the label, iOS of about 2019 on); Stack Overflow 25324873 and rwapp 2019 for the legacy order.
    let favorite = #"{"type": "button", "label": "Favorite", "traits": ["button", "selected"]}"#
    #expect(line(favorite) == "Selected, Favorite, button")
    #expect(line(favorite, voice: "en-US-legacy") == "Favorite, selected, button")
  }

  @Test func segmentsSpeakTheirPosition() {
    // MagentaA11y segmented-control recording: "Selected last 24 hours button one of two", "last 10 days Button two of two".
    let stops = speech(#"""
      {"type": "segmentedControl", "frame": [0, 0, 300, 30], "children": [
        {"text": "Last 24 hours", "traits": ["button", "selected"], "frame": [0, 0, 150, 30]},
        {"text": "Last 10 days", "frame": [150, 0, 150, 30]}]}
      """#)
    #expect(stops == ["Selected, Last 24 hours, button, 1 of 2", "Last 10 days, button, 2 of 2"])
  }

  @Test func tabsSayTabAndPositionButNotButton() {
    // Unity's TabBar role, a MagentaA11y recording ("My tickets Tab 3 of 6"), React Navigation's copy: "[Selected,] <label>, tab, <n> of <m>".
    let stops = speech(#"""
      {"type": "tabBar", "label": "Tabs", "frame": [0, 780, 390, 64], "children": [
        {"text": "Home", "frame": [0, 780, 97, 64]},
        {"text": "Library", "traits": ["selected"], "frame": [97, 780, 97, 64]},
        {"text": "Search", "frame": [194, 780, 97, 64]},
        {"text": "Profile", "frame": [291, 780, 97, 64]}]}
      """#)
    #expect(stops == ["Tabs, Home, tab, 1 of 4", "Selected, Library, tab, 2 of 4", "Search, tab, 3 of 4", "Profile, tab, 4 of 4"])
  }

  @Test func unlabeledTabBarIsAnnouncedOnEntry() {
    // VoiceOverUnverified.announcesUnlabeledTabBar (AccessibilitySnapshot issue #26).
    let stops = speech(#"{"type": "tabBar", "children": [{"text": "Home"}, {"text": "Search"}]}"#)
    #expect(stops == ["Tab bar, Home, tab, 1 of 2", "Search, tab, 2 of 2"])
  }

  @Test func backButtonHeadingLinkImageSearchField() {
    // MagentaA11y ("Settings Back button"), WWDC24 10073 ("Weekend adventure, heading"), rwapp 2019 (link),
    // #10 ("Picture one of Pinky. Image."), #25 ("Search search field" + "double tap to edit").
    #expect(line(#"{"type": "backButton", "text": "Settings"}"#) == "Settings, back button")
    #expect(line(#"{"type": "backButton", "text": "Back"}"#) == "back button")
    #expect(line(#"{"type": "label", "text": "Weekend adventure", "traits": ["header"]}"#) == "Weekend adventure, heading")
    #expect(line(#"{"type": "link", "text": "Terms of service"}"#) == "Terms of service, link")
    #expect(line(#"{"type": "image", "label": "Picture one of Pinky"}"#) == "Picture one of Pinky, image")
    #expect(line(#"{"type": "searchField", "label": "Search"}"#) == "Search, search field (hint: Double tap to edit.)")
  }

  @Test func textFieldsSayTheirTypeAndEditingState() {
    // MagentaA11y text-field recordings and documentation; AccessibilitySnapshot's text-entry hints.
    #expect(line(#"{"type": "textField", "label": "Email", "text": "kim@example.com"}"#) == "Email, kim@example.com, text field (hint: Double tap to edit.)")
    // Being edited, where the insertion point is (MagentaA11y text-input and time-picker recordings:
    // "text field is editing insertion point at start"; "E-mail … text field insertion point at end").
    #expect(line(#"{"type": "textField", "label": "Email", "traits": ["textEntry", "isEditing"]}"#)
      == "Email, text field, is editing, insertion point at start (hint: Use the rotor to access Misspelled Words)")
    #expect(line(#"{"type": "textField", "label": "Email", "value": "kim@", "traits": ["textEntry", "isEditing"]}"#)
      == "Email, kim@, text field, is editing, insertion point at end (hint: Use the rotor to access Misspelled Words)")
    #expect(line(#"{"type": "textField", "label": "Email", "value": "kim@", "traits": ["textEntry", "isEditing"], "insertionPoint": 0}"#)
      == "Email, kim@, text field, is editing, insertion point at start (hint: Use the rotor to access Misspelled Words)")
    // SwiftUI's TextField, written as traits, being edited.
    #expect(line(#"{"isAccessibilityElement": true, "label": "Email", "value": "kim@", "traits": ["textEntry", "isEditing"], "insertionPoint": 4}"#)
      == "Email, kim@, text field, is editing, insertion point at end (hint: Use the rotor to access Misspelled Words)")
    #expect(line(#"{"type": "secureTextField", "label": "Password", "text": "hunter2"}"#) == "Password, secure text field (hint: Double tap to edit.)")
  }

  @Test func highImportanceCustomContentFollowsTheLabel() {
    // WWDC21 10121: "Bailey, beagle, three years. More content available."
    let stops = speech(#"""
      {"combine": "combine", "customContent": [{"label": "Age", "value": "three years", "importance": "high"}, {"label": "Weight", "value": "24 pounds"}],
       "children": [{"type": "label", "text": "Bailey", "frame": [0, 0, 100, 20]}, {"type": "label", "text": "beagle", "frame": [0, 24, 100, 20]}]}
      """#)
    #expect(stops == ["Bailey, beagle, three years, More content available"])
  }

  @Test func customActionsAreAnnouncedWithTheirHint() {
    // WWDC18 230 and WWDC26 220: "Actions available" then the custom-action hint.
    #expect(line(#"{"isAccessibilityElement": true, "label": "Skyler's animal shelter", "customActions": [{"name": "Call"}]}"#)
      == "Skyler's animal shelter, Actions available (hint: Swipe up or down to select a custom action, then double tap to activate.)")
  }

  @Test func aLabelWithItsOwnTypeWordSaysItTwice() {
    // accessibilityupto11 day 4 ("Close button, button"); WWDC19 254 ("Add button button").
    #expect(line(#"{"type": "button", "label": "Close button"}"#) == "Close button, button")
  }

  @Test func buttonsGetNoDefaultHint() {
    // WWDC19 238, accessibilityupto11 day 22: no "double tap to activate" on iOS; a custom hint follows the pause (CVS Health's hint examples).
    #expect(line(#"{"type": "button", "text": "Show gallery"}"#) == "Show gallery, button")
    #expect(line(#"{"type": "button", "label": "Favorite", "hint": "Adds this item to your favorites."}"#)
      == "Favorite, button (hint: Adds this item to your favorites.)")
  }

  @Test func anElementWithOnlyAHintSpeaksItAsItsLabel() {
    // AccessibilitySnapshot's hint promotion: a hint-only button gives "Hint. Button."
    #expect(line(#"{"type": "button", "hint": "Opens the menu"}"#) == "Opens the menu, button")
  }

  @Test(arguments: Fixture.builtInVoices) func aSelectedElementWithOnlyAHintKeepsItAsAHint(voice: String) {
    // AccessibilitySnapshot (`UIAccessibility+SnapshotAdditions.swift` at 5b03db81, lines 75–81 and
    // 160): "Selected" joins the description before an empty description takes the hint, so a selected
    // hint-only button reads "Selected. Button." and its hint after the pause; so does a data-table cell,
    // whose place ("Column 1") is part of the description.
    let reader = Fixture.reader(voice), profile = reader.profile
    func parts(_ element: String, extra: String = "") -> (speech: [String], hints: [String]) {
      let document = Fixture.document(#"{"earshot": 1, "root": {\#(extra) "children": [\#(element)]}}"#)
      let segments = Transcript(document: document, reader: reader).screens[0].entries[0].utterance.segments
      return (segments.filter { $0.role != .hint }.map(\.text), segments.filter { $0.role == .hint }.map(\.text))
    }
    let selected = parts(#"{"type": "button", "hint": "Opens the menu", "traits": ["button", "selected"]}"#)
    #expect(selected.speech.sorted() == [profile.phrase(.selected), profile.phrase(.button)].sorted())
    #expect(selected.hints == ["Opens the menu"])
    let cell = parts(#"{"isAccessibilityElement": true, "hint": "Opens the order", "tableRow": 0, "tableColumn": 0}"#,
                     extra: #""containerType": "dataTable","#)
    #expect(!cell.speech.contains("Opens the order"))
    #expect(cell.hints == ["Opens the order"])
    // Without them, the hint is still read in place of the label.
    #expect(parts(#"{"type": "button", "hint": "Opens the menu"}"#).speech.contains("Opens the menu"))
  }

  @Test func iconOnlyButtonsFallBackToTheImageName() {
    // README, "The screen document" (button: label = text, else the image name in words); WWDC26 220 ("Cat fill").
    #expect(line(#"{"type": "button", "image": "cat.fill"}"#) == "Cat fill, button")
  }

  @Test func keyboardKeysDropButton() {
    // AccessibilitySnapshot's trait specifiers.
    #expect(line(#"{"type": "button", "text": "Q", "traits": ["button", "keyboardKey"]}"#) == "Q")
  }

  @Test func standardControlsGetTheirValuesForFree() {
    // MagentaA11y and a11yengineer: page control "Page 1 of 11" + adjustable; John Sweet: activity indicator "In progress".
    #expect(line(#"{"type": "pageControl", "adjustable": {"min": 1, "max": 11, "step": 1, "value": 1}}"#)
      == "Page 1 of 11, adjustable (hint: Swipe up or down with one finger to adjust the value.)")
    #expect(line(#"{"type": "activityIndicator"}"#) == "In progress")
    #expect(line(#"{"type": "progressView", "label": "Download", "adjustable": {"min": 0, "max": 100, "value": 45}}"#) == "Download, 45%, progress")
  }

  @Test func uiStepperIsTwoButtonsUnderItsLabel() {
    // MagentaA11y stepper recording: "Decrement, button", "Increment, button"; the label per VoiceOverUnverified.stepperLabelAsContainer.
    let stops = speech(#"{"type": "stepper", "label": "Cups", "adjustable": {"min": 0, "max": 10, "value": 2}, "frame": [0, 0, 100, 40]}"#)
    #expect(stops == ["Cups, Decrement, button", "Increment, button"])
  }

  @Test func containerLabelIsSpokenOnEntryOnly() {
    // accessibilityupto11 day 37: container label first, when focus enters it ("Mini player").
    let stops = speech(#"""
      {"type": "label", "text": "Now playing", "frame": [0, 0, 100, 20]},
      {"containerType": "semanticGroup", "label": "Mini player", "frame": [0, 700, 390, 60], "children": [
        {"type": "button", "text": "Play", "frame": [0, 700, 60, 60]},
        {"type": "button", "text": "Next", "frame": [60, 700, 60, 60]}]}
      """#)
    #expect(stops == ["Now playing", "Mini player, Play, button", "Next, button"])
  }

  @Test func alertsAnnounceTheirTitleAndAlert() {
    // MagentaA11y alert recording (word position unsettled: VoiceOverUnverified.alertWordFollowsTitle).
    let stops = speech(#"""
      {"type": "alert", "text": "Sign in failed", "modal": true, "children": [
        {"type": "label", "text": "The password is incorrect.", "frame": [40, 300, 300, 40]},
        {"type": "button", "text": "OK", "frame": [40, 360, 300, 44]}]}
      """#)
    #expect(stops == ["Sign in failed, alert, The password is incorrect.", "OK, button"])
  }

  @Test func directInteractionAddsItsHint() {
    // AccessibilitySnapshot pull requests #52 (iOS 14.2) and #195 (iOS 17.2): "Use the rotor to enable
    // direct touch for this app", with Direct Touch not yet allowed; WWDC26 220's hint once it is
    // (UnverifiedBranchTests.directTouchAllowedForApp). UIKit writes the trait; SwiftUI's
    // `.allowsDirectInteraction` trait is the same.
    #expect(line(#"{"isAccessibilityElement": true, "label": "Virtual cat", "value": "sleeping", "traits": ["allowsDirectInteraction"]}"#)
      == "Virtual cat, sleeping (hint: Use the rotor to enable Direct Touch for this app.)")
    #expect(line(#"{"combine": "ignore", "label": "Signature", "traits": ["allowsDirectInteraction"], "children": [{"type": "image", "label": "ink"}]}"#)
      == "Signature (hint: Use the rotor to enable Direct Touch for this app.)")
  }

  @Test func anUnlabelledDirectTouchElementIsADirectTouchArea() {
    // Unity's AccessibilityNode.allowsDirectInteraction documentation: an unlabelled one is a
    // "direct touch area" (one source; the phrase is not in AccessibilitySnapshot's strings).
    #expect(line(#"{"isAccessibilityElement": true, "traits": ["allowsDirectInteraction"], "frame": [0, 0, 300, 200]}"#)
      == "Direct touch area (hint: Use the rotor to enable Direct Touch for this app.)")
    #expect(line(#"{"combine": "ignore", "traits": ["allowsDirectInteraction"], "frame": [0, 0, 300, 200]}"#)
      == "Direct touch area (hint: Use the rotor to enable Direct Touch for this app.)")
  }

  @Test func hintsCanBeTurnedOff() {
    // Kane Cheshire's hint notes: Speak Hints off removes hints; the generated ones are hints too (Unity's role notes).
    let document = Fixture.screen(#"{"type": "switch", "label": "Wi-Fi", "on": true, "hint": "Joins networks."}"#)
    #expect(lines(document, hints: false) == ["Wi-Fi, switch button, on"])
  }

  @Test func wordsComeFromTheProfile() {
    // German and Russian words are profile settings (AccessibilitySnapshot's de and ru `Localizable.strings`).
    let element = #"{"type": "switch", "label": "WLAN", "on": true}"#
    #expect(line(element, voice: "de-DE") == "WLAN, Umschalttaste, ein (hint: Zum Umschalten doppeltippen.)")
    #expect(line(#"{"type": "button", "label": "Оплатить", "traits": ["button", "selected"]}"#, voice: "ru-RU") == "Выбрано, Оплатить, кнопка")
  }

  @Test func segmentsCarryRoleAndLanguage() {
    let document = Fixture.screen(#"{"type": "button", "label": "Bonjour", "language": "fr-FR", "traits": ["button", "selected"]}"#)
    let entry = Transcript(document: document, reader: Fixture.reader()).screens[0].entries[0]
    #expect(entry.utterance.segments.map(\.role) == [.selected, .label, .type])
    #expect(entry.utterance.segments.map(\.language) == ["en-US", "fr-FR", "en-US"])
    #expect(entry.utterance.segments.map(\.isPhrase) == [true, false, true])
  }

  @Test func aSwitchsOnOrOffIsItsStateNotATypeWord() {
    let document = Fixture.screen(#"{"type": "switch", "label": "Turn on location", "on": true}"#)
    let entry = Transcript(document: document, reader: Fixture.reader()).screens[0].entries[0]
    #expect(entry.utterance.segments.map(\.role) == [.label, .type, .state, .hint])
    #expect(entry.utterance.segments.filter { $0.role == .state }.map(\.text) == ["on"])
  }
}
