import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// The vocabulary families in `run` (and so in `listen`, which drives the same session): states
/// that change with gestures and effects. Sources as in `VocabularyTests`.
@Suite struct VocabularySessionTests {
  @Test func aSteppersButtonsDimAtItsEndsAndFollowItsValue() throws {
    // UIStepper disables Decrement at its minimum and Increment at its maximum; VoiceOver reads a
    // disabled button "dimmed" (MagentaA11y; the EhPanda simulator log: 'dimmed' 'Button'); after a
    // step only the new value is spoken (MagentaA11y stepper recording: "Increment button 1.05").
    let stepper = #"{"type": "stepper", "label": "Guests", "adjustable": {"min": 1, "max": 3, "step": 1, "value": 1}, "frame": [0, 0, 100, 40]}"#
    #expect(try run(stepper, "activate; next; activate; activate; previous; next; activate") == [
      "focus: Guests, Decrement, dimmed, button",
      "earcon: activate",
      "earcon: focus", "focus: Increment, button", "earcon: activate", "value: 2", "earcon: activate", "value: 3",
      "earcon: focus", "focus: Decrement, button",
      "earcon: focus", "focus: Increment, dimmed, button", "earcon: activate",
    ])
  }

  @Test func expandingAndCollapsingSpeaksTheNewState() throws {
    // Activation and a toggle effect flip `expanded`; the new state is spoken (VoiceOverUnverified.expansionSpeaksOnlyTheState),
    // and the app's own effects follow (here, showing the section).
    let section = #"""
      {"id": "amenities", "type": "button", "text": "Amenities", "expanded": false, "frame": [0, 0, 100, 44],
       "onActivate": [{"set": "pool", "hidden": false}]},
      {"id": "pool", "type": "label", "text": "Pool", "hidden": true, "frame": [0, 50, 100, 44]},
      {"id": "close", "type": "button", "text": "Collapse all", "frame": [0, 100, 100, 44], "onActivate": [{"toggle": "amenities"}]}
      """#
    #expect(try run(section, "activate; next; next; activate; first", hints: true) == [
      "focus: Amenities, collapsed, button", "hint: Double tap to expand.",
      "earcon: activate", "value: expanded",
      "earcon: focus", "focus: Pool",
      "earcon: focus", "focus: Collapse all, button",
      "earcon: activate",
      "earcon: focus", "focus: Amenities, collapsed, button", "hint: Double tap to expand.",
    ])
  }

  @Test func aPickerTurnsWithSwipes() throws {
    // MagentaA11y time-picker recording: after a swipe only the new row is spoken ("December").
    let picker = #"{"type": "picker", "adjustable": {"values": ["November", "December"], "index": 0}, "frame": [0, 0, 100, 200]}"#
    #expect(try run(picker, "increment; increment; decrement") == [
      "focus: November, picker item, adjustable", "value: December", "value: December", "value: November",
    ])
  }

  @Test func aPopUpButtonShowsItsMenuAndComesBackWithTheChoice() throws {
    // MagentaA11y dropdown recording: the pop-up button, its menu ("Selected record locator button",
    // "Bag tag number button"), then the button again with the choice. The menu is shown by effects:
    // a modal overlay made visible, focus moved into it, and back to the button after the choice.
    let screen = #"""
      {"id": "search", "type": "popUpButton", "text": "Search by record locator", "frame": [0, 0, 300, 44],
       "onActivate": [{"set": "menu", "hidden": false}, {"layoutChanged": "locator"}]},
      {"id": "menu", "hidden": true, "modal": true, "children": [
        {"id": "locator", "type": "button", "text": "Record locator", "traits": ["button", "selected"], "frame": [0, 50, 300, 44],
         "onActivate": [{"set": "menu", "hidden": true}, {"layoutChanged": "search"}]},
        {"id": "tag", "type": "button", "text": "Bag tag number", "frame": [0, 94, 300, 44],
         "onActivate": [{"set": "search", "label": "Search by bag tag number"}, {"set": "menu", "hidden": true}, {"layoutChanged": "search"}]},
        {"type": "button", "text": "Dismiss context menu", "frame": [0, 138, 300, 44],
         "onActivate": [{"set": "menu", "hidden": true}, {"layoutChanged": "search"}]}]}
      """#
    #expect(try run(screen, "activate; next; activate", hints: true) == [
      "focus: Search by record locator, pop up button", "hint: Double tap to activate the picker.",
      "earcon: activate", "focus: Selected, Record locator, button",
      "earcon: focus", "focus: Bag tag number, button",
      "earcon: activate", "focus: Search by bag tag number, pop up button", "hint: Double tap to activate the picker.",
    ])
  }

  @Test func aCustomToggleReportingDigitsFlipsThem() throws {
    // AccessibilitySnapshot's switch-button states ("1" on, "0" off): a double tap on a toggle flips it
    // and only the new state is spoken (WWDC24 10073).
    let toggle = #"{"id": "t", "isAccessibilityElement": true, "label": "Notifications", "value": "0", "traits": ["toggleButton"], "frame": [0, 0, 100, 44]}"#
    #expect(try run(toggle, "activate; activate") == [
      "focus: Notifications, switch button, off", "earcon: activate", "value: on", "earcon: activate", "value: off",
    ])
  }

  @Test func aSummaryElementIsReadWhenTheAppStarts() throws {
    // accessibilityupto11 day 47: the summary element is read when the app starts, then focus is on
    // the first element as usual (VoiceOverUnverified.summaryReadBeforeFirstElement).
    let screen = #"""
      {"type": "label", "text": "Activity", "traits": ["header"], "frame": [0, 0, 100, 30]},
      {"isAccessibilityElement": true, "label": "Moving 55%, Exercising 8%, Standing 38%", "traits": ["summaryElement"], "frame": [0, 40, 100, 100]}
      """#
    #expect(try run(screen, "next") == [
      "focus: Moving 55%, Exercising 8%, Standing 38%", "focus: Activity, heading",
      "earcon: focus", "focus: Moving 55%, Exercising 8%, Standing 38%",
    ])
  }
}
