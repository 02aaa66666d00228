import EarshotEngine
import EarshotModel
import EarshotTestSupport
import Testing

/// One element's utterance: SPEC section 3; research/voiceover-ground-truth.md (§ and worked
/// example numbers cited per test); research/accessibilitysnapshot.md §1.
@Suite struct PhrasingTests {
  @Test func sliderReadsLabelPercentageAdjustableThenTheHint() {
    // Ground truth §3 #2, #4: "Brightness, 50%, adjustable." "Swipe up or down with one finger to adjust the value."
    #expect(line(#"{"type": "slider", "label": "Brightness", "adjustable": {"min": 0, "max": 1, "value": 0.5}}"#)
      == "Brightness, 50%, adjustable (hint: Swipe up or down with one finger to adjust the value.)")
  }

  @Test func customAdjustableSpeaksItsValue() {
    // Seed 002: "Rating, 3 out of 5 stars, adjustable"; ground truth §3 #6.
    #expect(line(#"{"isAccessibilityElement": true, "label": "Rating", "value": "3 out of 5 stars", "traits": ["adjustable"]}"#)
      == "Rating, 3 out of 5 stars, adjustable (hint: Swipe up or down with one finger to adjust the value.)")
  }

  @Test func switchSaysSwitchButtonBeforeItsState() {
    // Ground truth §1.2 and §3 #14–16 (iOS 17+): "Wi-Fi, switch button, on" + "Double tap to toggle setting."
    #expect(line(#"{"type": "switch", "label": "Wi-Fi", "on": true}"#) == "Wi-Fi, switch button, on (hint: Double tap to toggle setting.)")
    #expect(line(#"{"type": "switch", "label": "Comments"}"#) == "Comments, switch button, off (hint: Double tap to toggle setting.)")
  }

  @Test func toggleTraitWithoutButtonIsNotReadAsSwitchButton() {
    // accessibilitysnapshot.md §1 step 5.4: "Switch Button." only with the button trait (Apple's toggleButton doc).
    #expect(line(#"{"isAccessibilityElement": true, "label": "Notifications", "value": "Off", "traits": ["toggleButton"]}"#)
      == "Notifications, Off (hint: Double tap to toggle setting.)")
  }

  @Test func dimmedComesBeforeTheTypeWordAndRemovesDefaultHints() {
    // Ground truth §3 #27: 'Add to favorites' 'dimmed' 'Button'; §2.2 disabled switch; accessibilitysnapshot.md §1 step 9.
    #expect(line(#"{"type": "button", "text": "Add to favorites", "traits": ["button", "notEnabled"]}"#) == "Add to favorites, dimmed, button")
    #expect(line(#"{"type": "switch", "label": "Wi-Fi", "traits": ["button", "toggleButton", "notEnabled"]}"#) == "Wi-Fi, dimmed, switch button, off")
  }

  @Test func selectedComesFirstOnCurrentIOSAndAfterTheLabelInTheLegacyProfile() {
    // Ground truth §1.2 ("Selected" before the label, iOS ~2019+); seed 002 and SO 25324873 for the legacy order.
    let favorite = #"{"type": "button", "label": "Favorite", "traits": ["button", "selected"]}"#
    #expect(line(favorite) == "Selected, Favorite, button")
    #expect(line(favorite, voice: "en-US-legacy") == "Favorite, selected, button")
  }

  @Test func segmentsSpeakTheirPosition() {
    // Ground truth §3 #28: "Selected last 24 hours button one of two", "last 10 days Button two of two".
    let stops = speech(#"""
      {"type": "segmentedControl", "frame": [0, 0, 300, 30], "children": [
        {"text": "Last 24 hours", "traits": ["button", "selected"], "frame": [0, 0, 150, 30]},
        {"text": "Last 10 days", "frame": [150, 0, 150, 30]}]}
      """#)
    #expect(stops == ["Selected, Last 24 hours, button, 1 of 2", "Last 10 days, button, 2 of 2"])
  }

  @Test func tabsSayTabAndPositionButNotButton() {
    // Ground truth §2.1 tabBar row and §2.2 tab bar item: "[Selected,] <label>, tab, <n> of <m>".
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
    // Unverified.announcesUnlabeledTabBar (AccessibilitySnapshot issue #26).
    let stops = speech(#"{"type": "tabBar", "children": [{"text": "Home"}, {"text": "Search"}]}"#)
    #expect(stops == ["Tab bar, Home, tab, 1 of 2", "Search, tab, 2 of 2"])
  }

  @Test func backButtonHeadingLinkImageSearchField() {
    // Ground truth §3 #26 ("Settings, back button"), #20 ("Weekend adventure, heading"), §2.1 link,
    // #10 ("Picture one of Pinky. Image."), #25 ("Search search field" + "double tap to edit").
    #expect(line(#"{"type": "backButton", "text": "Settings"}"#) == "Settings, back button")
    #expect(line(#"{"type": "backButton", "text": "Back"}"#) == "back button")
    #expect(line(#"{"type": "label", "text": "Weekend adventure", "traits": ["header"]}"#) == "Weekend adventure, heading")
    #expect(line(#"{"type": "link", "text": "Terms of service"}"#) == "Terms of service, link")
    #expect(line(#"{"type": "image", "label": "Picture one of Pinky"}"#) == "Picture one of Pinky, image")
    #expect(line(#"{"type": "searchField", "label": "Search"}"#) == "Search, search field (hint: Double tap to edit.)")
  }

  @Test func textFieldsSayTheirTypeAndEditingState() {
    // Ground truth §2.2 UITextField; accessibilitysnapshot.md §1 steps 5.6 and 9.
    #expect(line(#"{"type": "textField", "label": "Email", "text": "kim@example.com"}"#) == "Email, kim@example.com, text field (hint: Double tap to edit.)")
    #expect(line(#"{"type": "textField", "label": "Email", "traits": ["textEntry", "isEditing"]}"#)
      == "Email, text field, is editing (hint: Use the rotor to access Misspelled Words)")
    #expect(line(#"{"type": "secureTextField", "label": "Password", "text": "hunter2"}"#) == "Password, secure text field (hint: Double tap to edit.)")
  }

  @Test func highImportanceCustomContentFollowsTheLabel() {
    // Ground truth §1.2 and §3 #22 (WWDC21 10121): "Bailey, beagle, three years. More content available."
    let stops = speech(#"""
      {"combine": "combine", "customContent": [{"label": "Age", "value": "three years", "importance": "high"}, {"label": "Weight", "value": "24 pounds"}],
       "children": [{"type": "label", "text": "Bailey", "frame": [0, 0, 100, 20]}, {"type": "label", "text": "beagle", "frame": [0, 24, 100, 20]}]}
      """#)
    #expect(stops == ["Bailey, beagle, three years, More content available"])
  }

  @Test func customActionsAreAnnouncedWithTheirHint() {
    // Ground truth §3 #11 (WWDC18 230) and §2.3: "Actions available" then the custom-action hint.
    #expect(line(#"{"isAccessibilityElement": true, "label": "Skyler's animal shelter", "customActions": [{"name": "Call"}]}"#)
      == "Skyler's animal shelter, Actions available (hint: Swipe up or down to select a custom action, then double tap to activate.)")
  }

  @Test func aLabelWithItsOwnTypeWordSaysItTwice() {
    // Ground truth §2.4 and §3 #35: "Close button, button".
    #expect(line(#"{"type": "button", "label": "Close button"}"#) == "Close button, button")
  }

  @Test func buttonsGetNoDefaultHint() {
    // Ground truth §2.1: no "double tap to activate" on iOS; a custom hint follows the pause (§3 #36).
    #expect(line(#"{"type": "button", "text": "Show gallery"}"#) == "Show gallery, button")
    #expect(line(#"{"type": "button", "label": "Favorite", "hint": "Adds this item to your favorites."}"#)
      == "Favorite, button (hint: Adds this item to your favorites.)")
  }

  @Test func anElementWithOnlyAHintSpeaksItAsItsLabel() {
    // accessibilitysnapshot.md §1 step 6: a hint-only button gives "Hint. Button."
    #expect(line(#"{"type": "button", "hint": "Opens the menu"}"#) == "Opens the menu, button")
  }

  @Test func iconOnlyButtonsFallBackToTheImageName() {
    // SPEC §2 (button: label = text, else a humanized image name); ground truth §3 #23 ("Cat fill").
    #expect(line(#"{"type": "button", "image": "cat.fill"}"#) == "Cat fill, button")
  }

  @Test func keyboardKeysDropButton() {
    // accessibilitysnapshot.md §1 step 5.2.
    #expect(line(#"{"type": "button", "text": "Q", "traits": ["button", "keyboardKey"]}"#) == "Q")
  }

  @Test func standardControlsGetTheirValuesForFree() {
    // Ground truth §2.2: page control "Page 1 of 11" + adjustable; activity indicator "In progress".
    #expect(line(#"{"type": "pageControl", "adjustable": {"min": 1, "max": 11, "step": 1, "value": 1}}"#)
      == "Page 1 of 11, adjustable (hint: Swipe up or down with one finger to adjust the value.)")
    #expect(line(#"{"type": "activityIndicator"}"#) == "In progress")
    #expect(line(#"{"type": "progressView", "label": "Download", "adjustable": {"min": 0, "max": 100, "value": 45}}"#) == "Download, 45%")
  }

  @Test func uiStepperIsTwoButtonsUnderItsLabel() {
    // Ground truth §2.2 UIStepper: "Decrement, button", "Increment, button"; the label per Unverified.stepperLabelAsContainer.
    let stops = speech(#"{"type": "stepper", "label": "Cups", "adjustable": {"min": 0, "max": 10, "value": 2}, "frame": [0, 0, 100, 40]}"#)
    #expect(stops == ["Cups, Decrement, button", "Increment, button"])
  }

  @Test func containerLabelIsSpokenOnEntryOnly() {
    // Ground truth §1.2: container label first, when focus enters it ("Mini player").
    let stops = speech(#"""
      {"type": "label", "text": "Now playing", "frame": [0, 0, 100, 20]},
      {"containerType": "semanticGroup", "label": "Mini player", "frame": [0, 700, 390, 60], "children": [
        {"type": "button", "text": "Play", "frame": [0, 700, 60, 60]},
        {"type": "button", "text": "Next", "frame": [60, 700, 60, 60]}]}
      """#)
    #expect(stops == ["Now playing", "Mini player, Play, button", "Next, button"])
  }

  @Test func alertsAnnounceTheirTitleAndAlert() {
    // Ground truth §2.2 UIAlertController (⚠ word position: Unverified.alertWordFollowsTitle).
    let stops = speech(#"""
      {"type": "alert", "text": "Sign in failed", "modal": true, "children": [
        {"type": "label", "text": "The password is incorrect.", "frame": [40, 300, 300, 40]},
        {"type": "button", "text": "OK", "frame": [40, 360, 300, 44]}]}
      """#)
    #expect(stops == ["Sign in failed, alert, The password is incorrect.", "OK, button"])
  }

  @Test func directInteractionAddsItsHint() {
    // Ground truth §3 #24 (WWDC26 220).
    #expect(line(#"{"isAccessibilityElement": true, "label": "Virtual cat", "value": "sleeping", "traits": ["allowsDirectInteraction"]}"#)
      == "Virtual cat, sleeping (hint: Activate to start direct touch interaction.)")
  }

  @Test func hintsCanBeTurnedOff() {
    // Ground truth §1.5: Speak Hints off removes hints, including the generated ones.
    let document = Fixture.screen(#"{"type": "switch", "label": "Wi-Fi", "on": true, "hint": "Joins networks."}"#)
    #expect(lines(document, hints: false) == ["Wi-Fi, switch button, on"])
  }

  @Test func wordsComeFromTheProfile() {
    // SPEC §3: German and Russian words are profile settings (accessibilitysnapshot.md §4 tables).
    let element = #"{"type": "switch", "label": "WLAN", "on": true}"#
    #expect(line(element, voice: "de-DE") == "WLAN, Umschalttaste, ein (hint: Zum Umschalten doppeltippen.)")
    #expect(line(#"{"type": "button", "label": "Оплатить", "traits": ["button", "selected"]}"#, voice: "ru-RU") == "Выбрано, Оплатить, кнопка")
  }

  @Test func segmentsCarryRoleAndLanguage() {
    let document = Fixture.screen(#"{"type": "button", "label": "Bonjour", "language": "fr-FR", "traits": ["button", "selected"]}"#)
    let entry = Transcript(document: document, profile: Fixture.profile()).screens[0].entries[0]
    #expect(entry.utterance.segments.map(\.role) == [.selected, .label, .type])
    #expect(entry.utterance.segments.map(\.language) == ["en-US", "fr-FR", "en-US"])
    #expect(entry.utterance.segments.map(\.isPhrase) == [true, false, true])
  }
}
