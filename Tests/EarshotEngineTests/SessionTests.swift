import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// Runs an inline script on a document and returns each event as "kind: heard" (earcons as
/// "earcon: name"), in time order, starting from the first element spoken when the screen appears.
func run(_ document: Document, _ script: String, hints: Bool = false) throws -> [String] {
  var runner = GestureRunner(document: document, reader: Fixture.reader(), timing: WordTiming(), speakHints: hints)
  try runner.run(try GestureScript.parse(script, file: "-e", inline: true), file: "-e")
  return runner.timeline().events.map { e in
    switch e.kind {
    case .earcon: return "earcon: \(e.text)"
    case .screen: return "screen: \(e.text)"
    default: return e.interrupted ? "\(e.kind.rawValue): \(e.heard)…" : "\(e.kind.rawValue): \(e.heard)"
    }
  }
}

func run(_ children: String, _ script: String, hints: Bool = false) throws -> [String] {
  try run(Fixture.screen(children), script, hints: hints)
}

/// Gestures and effects (README, "Gestures, flows and announcements").
@Suite struct SessionTests {
  static let three = #"""
    {"id": "a", "type": "label", "text": "Alpha", "frame": [0, 0, 100, 20]},
    {"id": "b", "type": "button", "text": "Bravo", "frame": [0, 40, 100, 44]},
    {"id": "c", "type": "link", "text": "Charlie", "frame": [0, 100, 100, 20]}
    """#

  @Test func theFirstElementIsSpokenWhenTheScreenAppears() throws {
    #expect(try run(Self.three, "") == ["focus: Alpha"])
  }

  @Test func nextAndPreviousMoveWithTheFocusEarconAndStopAtTheEnds() throws {
    #expect(try run(Self.three, "next; next; next; previous") == [
      "focus: Alpha", "earcon: focus", "focus: Bravo, button", "earcon: focus", "focus: Charlie, link",
      "earcon: boundary", "earcon: focus", "focus: Bravo, button",
    ])
    #expect(try run(Self.three, "previous") == ["focus: Alpha", "earcon: boundary"])
  }

  @Test func firstAndLast() throws {
    #expect(try run(Self.three, "last; first") == ["focus: Alpha", "earcon: focus", "focus: Charlie, link", "earcon: focus", "focus: Alpha"])
  }

  @Test func touchFocusesTheElementUnderThePointAndFramelessOnesCannotBeFound() throws {
    let doc = Self.three + #", {"id": "d", "type": "button", "text": "No frame"}"#
    #expect(try run(doc, "touch 50 60; touch 300 300") == ["focus: Alpha", "earcon: focus", "focus: Bravo, button"])
  }

  @Test func focusByIdAndAnUnknownIdNamesTheLine() throws {
    #expect(try run(Self.three, "focus c") == ["focus: Alpha", "earcon: focus", "focus: Charlie, link"])
    #expect(throws: InputError.self) { try run(Self.three, "next; focus zulu") }
    do {
      _ = try run(Self.three, "next; focus chrlie")
    } catch let error as InputError {
      #expect(error.description == #"-e: gesture 2: unknown element id "chrlie"; did you mean "c"?"# + #" (no stop on screen "" has it)"# || error.description.contains("gesture 2: unknown element id \"chrlie\""))
    }
  }

  @Test func activatingASwitchTogglesAndSpeaksOnlyTheNewValue() throws {
    // WWDC24 10073: "…off, on" after a double tap.
    #expect(try run(#"{"type": "switch", "label": "Wi-Fi", "on": false}"#, "activate; activate") == [
      "focus: Wi-Fi, switch button, off", "earcon: activate", "value: on", "earcon: activate", "value: off",
    ])
  }

  @Test func adjustingSpeaksOnlyTheNewValue() throws {
    // WWDC26 220: swipes give "7 ounces." and "8 ounces."
    let rating = #"{"isAccessibilityElement": true, "label": "Rating", "traits": ["adjustable"], "adjustable": {"values": ["1 star", "2 stars", "3 stars"], "index": 1}}"#
    #expect(try run(rating, "increment; increment; decrement") == [
      "focus: Rating, 2 stars, adjustable", "value: 3 stars", "value: 3 stars", "value: 2 stars",
    ])
    let slider = #"{"type": "slider", "label": "Volume", "adjustable": {"min": 0, "max": 1, "step": 0.1, "value": 0.5}}"#
    #expect(try run(slider, "increment") == ["focus: Volume, 50%, adjustable", "value: 60%"])
  }

  @Test func stepperButtonsAdjustTheStepper() throws {
    let stepper = #"{"type": "stepper", "label": "Cups", "adjustable": {"min": 0, "max": 5, "step": 1, "value": 2}, "frame": [0, 0, 100, 40]}"#
    #expect(try run(stepper, "activate; next; activate; activate") == [
      "focus: Cups, Decrement, button", "earcon: activate", "value: 1", "earcon: focus", "focus: Increment, button",
      "earcon: activate", "value: 2", "earcon: activate", "value: 3",
    ])
  }

  /// A stepper's made-up buttons are inside the stepper: the Z gesture on one runs the stepper's `onEscape`.
  @Test func escapeOnAStepperButtonReachesTheStepper() throws {
    let stepper = #"{"type": "stepper", "label": "Cups", "adjustable": {"min": 0, "max": 5, "value": 2}, "frame": [0, 0, 100, 40], "onEscape": [{"announce": "Closed"}]}"#
    #expect(try run(stepper, "escape") == ["focus: Cups, Decrement, button", "announcement: Closed"])
  }

  @Test func activatingASegmentSelectsIt() throws {
    // The MagentaA11y segmented-control recording: "last 10 days Button two of two", then after a
    // double tap "Selected last 10 days, two of two" (its place, no type word).
    let control = #"""
      {"type": "segmentedControl", "frame": [0, 0, 300, 30], "children": [
        {"text": "Cruise", "traits": ["button", "selected"], "frame": [0, 0, 100, 30]},
        {"text": "Fast", "frame": [100, 0, 100, 30]}]}
      """#
    #expect(try run(control, "next; activate; previous") == [
      "focus: Selected, Cruise, button, 1 of 2", "earcon: focus", "focus: Fast, button, 2 of 2", "earcon: activate",
      "value: Selected, Fast, 2 of 2", "earcon: focus", "focus: Cruise, button, 1 of 2",
    ])
    // A tab bar written as a view with the tab bar trait (a SwiftUI or custom tab bar) does the same.
    let tabs = #"""
      {"traits": ["tabBar"], "frame": [0, 800, 390, 44], "children": [
        {"text": "Inbox", "traits": ["button", "selected"], "frame": [0, 800, 195, 44]},
        {"text": "Sent", "frame": [195, 800, 195, 44]}]}
      """#
    #expect(try run(tabs, "next; activate").suffix(2) == ["earcon: activate", "value: Selected, Sent, 2 of 2"])
  }

  @Test func activatingATextFieldStartsEditing() throws {
    // MagentaA11y text-input recording: "text field is editing insertion point at start".
    #expect(try run(#"{"type": "textField", "label": "Email"}"#, "activate") == [
      "focus: Email, text field", "earcon: activate", "value: is editing, insertion point at start",
    ])
  }

  @Test func aViewWithoutTraitsOrActivationDoesNothing() throws {
    // WCAG 4.1.2: the legacy Notifications row declares no role, so it cannot be activated.
    #expect(try run(#"{"isAccessibilityElement": true, "label": "Notifications"}"#, "activate") == ["focus: Notifications", "earcon: activate"])
  }

  @Test func readAllReadsFromTheTopWithoutHintsAndFocusFollows() throws {
    let doc = #"{"type": "label", "text": "Alpha", "frame": [0, 0, 100, 20]}, {"type": "switch", "label": "Beta", "frame": [0, 40, 100, 40]}, {"type": "label", "text": "Gamma", "frame": [0, 90, 100, 20]}"#
    #expect(try run(doc, "last; read-all", hints: true) == [
      "focus: Alpha", "earcon: focus", "focus: Gamma", "focus: Alpha", "focus: Beta, switch button, off", "focus: Gamma",
    ])
    // Interrupted after Alpha has been read, focus is on Alpha, so "next" lands on Beta.
    let cut = try run(doc, "read-all; wait 0.15; next").filter { !$0.hasSuffix(": …") }
    #expect(cut.suffix(2) == ["earcon: focus", "focus: Beta, switch button, off"])
  }

  @Test func headingsLinksFormControlsAndContainersRotors() throws {
    let doc = #"""
      {"type": "label", "text": "Top", "traits": ["header"], "frame": [0, 0, 100, 20]},
      {"type": "label", "text": "Body", "frame": [0, 30, 100, 20]},
      {"type": "link", "text": "Terms", "frame": [0, 60, 100, 20]},
      {"containerType": "semanticGroup", "label": "Player", "frame": [0, 100, 300, 40], "children": [
        {"type": "button", "text": "Play", "frame": [0, 100, 40, 40]}]},
      {"type": "label", "text": "Bottom", "traits": ["header"], "frame": [0, 200, 100, 20]}
      """#
    #expect(try run(doc, "rotor Headings; rotor-next; rotor-next; rotor-previous") == [
      "focus: Top, heading", "rotor: Headings", "earcon: focus", "focus: Bottom, heading", "earcon: boundary",
      "earcon: focus", "focus: Top, heading",
    ])
    #expect(try run(doc, "rotor links; rotor-next").suffix(2) == ["earcon: focus", "focus: Terms, link"])
    #expect(try run(doc, "rotor Form Controls; rotor-next").suffix(2) == ["earcon: focus", "focus: Player, Play, button"])
    #expect(try run(doc, "rotor Containers; rotor-next").suffix(2) == ["earcon: focus", "focus: Player, Play, button"])
  }

  @Test func customRotorsMoveThroughTheirTargetsInTheirOrder() throws {
    let doc = #"""
      {"id": "x", "type": "label", "text": "X", "rotors": [{"name": "Warnings", "targets": ["w2", "w1"]}], "frame": [0, 0, 10, 10]},
      {"id": "w1", "type": "label", "text": "First warning", "frame": [0, 20, 10, 10]},
      {"id": "w2", "type": "label", "text": "Second warning", "frame": [0, 40, 10, 10]}
      """#
    #expect(try run(doc, "rotor Warnings; rotor-next; rotor-next") == [
      "focus: X", "rotor: Warnings", "earcon: focus", "focus: Second warning", "earcon: focus", "focus: First warning",
    ])
  }

  static let row = #"""
    {"id": "row", "isAccessibilityElement": true, "label": "Anna", "frame": [0, 0, 300, 60], "customActions": [
      {"name": "Reply", "effects": [{"announce": "Replying"}]},
      {"name": "Delete", "effects": [{"set": "row", "hidden": true}, {"announce": "Message deleted"}]}]},
    {"id": "next-row", "isAccessibilityElement": true, "label": "Ben", "frame": [0, 70, 300, 60]}
    """#

  @Test func theActionsRotorStepsThroughActionsAndActivatePerformsTheChosenOne() throws {
    // WWDC18 230: swiping speaks each action; VoiceOver's log in EhPanda's notes ends the list with "Activate".
    #expect(try run(Self.row, "rotor Actions; rotor-next; rotor-next; rotor-next; rotor-next; rotor-next; activate") == [
      "focus: Anna, Actions available", "rotor: Actions", "rotor: Reply", "rotor: Delete", "rotor: Activate", "rotor: Reply",
      "rotor: Delete", "earcon: activate", "announcement: Message deleted",
    ])
  }

  @Test func actionByNameAndUnknownActionsNameTheLine() throws {
    // After the row is deleted nothing is said of focus; the next swipe reads the row after it.
    #expect(try run(Self.row, "action Delete; next") == ["focus: Anna, Actions available", "announcement: Message deleted", "earcon: focus", "focus: Ben"])
    #expect(try run(Self.row, "action reply").last == "announcement: Replying")
    do {
      _ = try run(Self.row, "next\naction Delete")
      Issue.record("an action on an element without actions ran")
    } catch let error as InputError {
      #expect(error.description.contains("gesture 2: \"Ben\" has no custom actions"))
    }
    do {
      _ = try run(Self.row, "action Delte")
    } catch let error as InputError {
      #expect(error.description.contains(#"unknown action "Delte"; did you mean "Delete"?"#))
    }
  }

  @Test func unknownRotorSettingIsAnError() throws {
    do {
      _ = try run(Self.three, "rotor Headngs")
      Issue.record("an unknown rotor was accepted")
    } catch let error as InputError {
      #expect(error.description.contains(#"gesture 1: unknown rotor setting "Headngs"; did you mean "Headings"?"#))
    }
  }

  @Test func escapeRunsOnEscapeOrGoesBack() throws {
    let sheet = #"""
      {"modal": true, "id": "sheet", "onEscape": [{"set": "sheet", "hidden": true}, {"layoutChanged": "open"}], "children": [
        {"type": "button", "text": "Done", "frame": [0, 300, 100, 44]}]},
      {"id": "open", "type": "button", "text": "Open sheet", "frame": [0, 0, 100, 44]}
      """#
    #expect(try run(sheet, "escape") == ["focus: Done, button", "focus: Open sheet, button"])
    #expect(try run(Self.three, "escape") == ["focus: Alpha", "earcon: boundary"])
  }

  @Test func magicTapRunsTheNearestOnMagicTap() throws {
    let doc = #"{"onMagicTap": [{"announce": "Call ended", "priority": "high"}], "children": [{"type": "label", "text": "Call", "frame": [0, 0, 10, 10]}]}"#
    #expect(try run(doc, "magic-tap") == ["focus: Call", "announcement: Call ended"])
  }

  @Test func waitCutsIntoSpeech() throws {
    #expect(try run(#"{"type": "label", "text": "one two three four five", "frame": [0, 0, 10, 10]}, {"type": "label", "text": "next", "frame": [0, 20, 10, 10]}"#, "wait 0.25; next") == [
      "focus: one two three…", "earcon: focus", "focus: next",
    ])
  }

  static let flow = Fixture.document(#"""
    {"earshot": 1, "start": "cart", "screens": [
      {"id": "cart", "title": "Cart", "root": {"children": [
        {"id": "checkout", "type": "button", "text": "Checkout", "onActivate": [{"screenChanged": "pay", "focus": "card"}], "frame": [0, 0, 100, 44]}]}},
      {"id": "pay", "title": "Payment", "root": {"children": [
        {"id": "back", "type": "backButton", "text": "Cart", "onActivate": [{"dismiss": true}], "frame": [0, 0, 80, 44]},
        {"id": "card", "type": "textField", "label": "Card number", "frame": [0, 60, 300, 44]},
        {"id": "toggle-save", "type": "switch", "label": "Save card", "frame": [0, 120, 300, 44]},
        {"id": "remember", "type": "button", "text": "Remember", "onActivate": [{"toggle": "toggle-save"}, {"set": "card", "label": "Saved card", "value": "ending 42"}], "frame": [0, 180, 300, 44]}]}}
    ]}
    """#)

  @Test func screenChangedPlaysItsEarconAndFocusesTheNamedElement() throws {
    #expect(try run(Self.flow, "activate") == [
      "focus: Checkout, button", "earcon: activate", "earcon: screenChanged", "screen: Payment", "focus: Card number, text field",
    ])
  }

  @Test func dismissAndEscapeReturnToThePreviousScreenAndItsFocus() throws {
    #expect(try run(Self.flow, "activate; escape").suffix(4) == ["earcon: activate", "earcon: screenChanged", "screen: Cart", "focus: Checkout, button"])
    #expect(try run(Self.flow, "activate; previous; activate").suffix(3) == ["earcon: screenChanged", "screen: Cart", "focus: Checkout, button"])
  }

  @Test func toggleAndSetChangeLiveStateSilentlyUnlessFocused() throws {
    #expect(try run(Self.flow, "activate; last; activate; focus toggle-save; focus card").suffix(4) == [
      "earcon: focus", "focus: Save card, switch button, on", "earcon: focus", "focus: Saved card, ending 42, text field",
    ])
  }

  @Test func layoutChangedWithoutAnElementLeavesFocus() throws {
    #expect(try run(#"{"type": "button", "text": "Refresh", "onActivate": [{"layoutChanged": null}]}"#, "activate") == ["focus: Refresh, button", "earcon: activate"])
  }

  @Test func scriptSyntaxErrorsNameTheirLines() {
    do {
      _ = try GestureScript.parse("next\n# a comment\nnxt\ntouch 10\nwait soon\nrotor\n", file: "flow.script")
      Issue.record("a bad script parsed")
    } catch {
      #expect(error.diagnostics.map(\.description) == [
        #"flow.script: line 3: unknown gesture "nxt"; did you mean "next"?"#,
        #"flow.script: line 4: "touch" needs two numbers, the point in screen coordinates: "touch 120 400""#,
        #"flow.script: line 5: "wait" needs a number of seconds, e.g. "wait 0.5""#,
        #"flow.script: line 6: "rotor" needs a setting, e.g. "rotor Headings""#,
      ])
    }
  }
}

@Suite struct SilencingTests {
  @Test func aGestureThatSaysNothingStillStopsSpeech() throws {
    // A tap on empty space stops VoiceOver mid-sentence.
    let heard = try run(#"{"type": "label", "text": "one two three four five", "frame": [0, 0, 10, 10]}"#, "wait 0.25; touch 500 500")
    #expect(heard == ["focus: one two three…"])
  }
}
