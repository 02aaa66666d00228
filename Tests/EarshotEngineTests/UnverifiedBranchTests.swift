import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// VoiceOver's unverified behaviours, by the name the count below gives them.
private typealias Unverified = VoiceOverUnverified

/// Both branches of every behaviour no source settles (`VoiceOverUnverified`): Earshot's choice, and what
/// VoiceOver says if a recording proves the other, so changing one is a change of one value.
@Suite struct UnverifiedBranchTests {
  /// VoiceOver with one unverified behaviour set to `value`.
  static func reader(_ behaviour: WritableKeyPath<VoiceOverUnverified, Bool>, _ value: Bool) -> VoiceOver {
    var reader = Fixture.reader()
    reader.unverified[keyPath: behaviour] = value
    return reader
  }

  /// Each stop's transcript line, hints included, with `behaviour` set to `value`.
  static func lines(_ children: String, _ behaviour: WritableKeyPath<VoiceOverUnverified, Bool>, _ value: Bool, hints: Bool = true) -> [String] {
    Transcript(document: Fixture.screen(children), reader: reader(behaviour, value), speakHints: hints)
      .screens[0].entries.map { Transcript.line($0.utterance) }
  }

  /// Both branches' lines: (Earshot's choice, the other).
  static func both(_ children: String, _ behaviour: WritableKeyPath<VoiceOverUnverified, Bool>, hints: Bool = true) -> (chosen: [String], other: [String]) {
    let chosen = VoiceOverUnverified()[keyPath: behaviour]
    return (lines(children, behaviour, chosen, hints: hints), lines(children, behaviour, !chosen, hints: hints))
  }

  /// The events after the screen's first stop is spoken, as "kind: heard", with `behaviour` set to `value`.
  static func session(_ children: String, _ script: String, _ behaviour: WritableKeyPath<VoiceOverUnverified, Bool>, _ value: Bool) throws -> [String] {
    var runner = GestureRunner(document: Fixture.screen(children), reader: reader(behaviour, value), timing: WordTiming(), speakHints: false)
    try runner.run(try GestureScript.parse(script, file: "-e", inline: true), file: "-e")
    return runner.timeline().events.map { e in
      e.kind == .earcon ? "earcon: \(e.text)" : "\(e.kind.rawValue): \(e.heard)\(e.interrupted ? "…" : "")"
    }
  }

  @Test func unlabeledTabBar() {
    let r = Self.both(#"{"type": "tabBar", "children": [{"text": "Home"}, {"text": "Search"}]}"#, \.announcesUnlabeledTabBar, hints: false)
    #expect(r.chosen == ["Tab bar, Home, tab, 1 of 2", "Search, tab, 2 of 2"])
    #expect(r.other == ["Home, tab, 1 of 2", "Search, tab, 2 of 2"])
  }

  @Test func alertWord() {
    let alert = #"{"type": "alert", "text": "Sign in failed", "modal": true, "children": [{"type": "button", "text": "OK"}]}"#
    let r = Self.both(alert, \.alertWordFollowsTitle, hints: false)
    #expect(r.chosen == ["Sign in failed, alert, OK, button"])
    #expect(r.other == ["alert, Sign in failed, OK, button"])
  }

  @Test func customHintWithActions() {
    let row = #"{"type": "button", "text": "Anna", "hint": "Opens the chat", "customActions": [{"name": "Delete"}]}"#
    let r = Self.both(row, \.customActionsHintFollowsCustomHint)
    #expect(r.chosen == ["Anna, button, Actions available (hint: Opens the chat Swipe up or down to select a custom action, then double tap to activate.)"])
    #expect(r.other == ["Anna, button, Actions available (hint: Swipe up or down to select a custom action, then double tap to activate.)"])
  }

  @Test func stepperLabel() {
    let stepper = #"{"type": "stepper", "label": "Cups", "adjustable": {"min": 0, "max": 10, "value": 2}, "frame": [0, 0, 100, 40]}"#
    let r = Self.both(stepper, \.stepperLabelAsContainer, hints: false)
    #expect(r.chosen == ["Cups, Decrement, button", "Increment, button"])
    #expect(r.other == ["Decrement, button", "Increment, button"])
  }

  @Test func secureText() {
    let field = #"{"type": "secureTextField", "label": "Password", "text": "hunter2"}"#
    let r = Self.both(field, \.secureTextIsSilent, hints: false)
    #expect(r.chosen == ["Password, secure text field"])
    #expect(r.other == ["Password, hunter2, secure text field"])
  }

  @Test func focusAfterRemoval() throws {
    let rows = #"""
      {"type": "label", "text": "Alpha", "frame": [0, 0, 100, 40]},
      {"id": "b", "type": "button", "text": "Bravo", "frame": [0, 50, 100, 40], "onActivate": [{"set": "b", "hidden": true}]},
      {"type": "label", "text": "Charlie", "frame": [0, 100, 100, 40]}
      """#
    // Bravo hides itself; the next swipe reads what followed it, or starts again from the top.
    #expect(try Self.session(rows, "next; activate; next", \.focusKeepsPlaceOfRemovedElement, true).last == "focus: Charlie")
    #expect(try Self.session(rows, "next; activate; next", \.focusKeepsPlaceOfRemovedElement, false).last == "focus: Alpha")
  }

  @Test func switchWithoutButtonTrait() {
    let toggle = #"{"isAccessibilityElement": true, "label": "Notifications", "traits": ["toggleButton"], "on": false}"#
    let r = Self.both(toggle, \.switchButtonNeedsButtonTrait, hints: false)
    #expect(r.chosen == ["Notifications, switch button, off"])
    #expect(r.other == ["Notifications, off"])
  }

  @Test func toggleWithNoState() {
    let toggle = #"{"isAccessibilityElement": true, "label": "Filter", "traits": ["button", "toggleButton"]}"#
    let r = Self.both(toggle, \.toggleTraitAloneHasNoState, hints: false)
    #expect(r.chosen == ["Filter, switch button"])
    #expect(r.other == ["Filter, switch button, off"])
  }

  @Test func headingLevel() {
    let r = Self.both(#"{"type": "label", "text": "Settings", "traits": ["header"], "headingLevel": 2}"#, \.headingLevelSpoken)
    #expect(r.chosen == ["Settings, heading level 2"])
    #expect(r.other == ["Settings, heading"])
  }

  @Test func expansion() throws {
    let section = #"{"type": "button", "text": "Amenities", "expanded": false}"#
    #expect(try Self.session(section, "activate", \.expansionSpeaksOnlyTheState, true).last == "value: expanded")
    #expect(try Self.session(section, "activate", \.expansionSpeaksOnlyTheState, false).last == "value: Amenities, expanded, button")
  }

  @Test func listBoundaries() {
    let list = #"{"containerType": "list", "children": [{"type": "label", "text": "One"}, {"type": "label", "text": "Two"}]}"#
    let r = Self.both(list, \.listBoundariesOfEveryList, hints: false)
    #expect(r.chosen == ["One, list start", "Two, list end"])
    #expect(r.other == ["One", "Two"])
  }

  @Test func dimmedActivation() throws {
    let pay = #"{"type": "button", "text": "Pay", "traits": ["button", "notEnabled"], "onActivate": [{"announce": "Paid"}]}"#
    #expect(try Self.session(pay, "activate", \.dimmedActivationIsSilent, true).last == "earcon: activate")
    #expect(try Self.session(pay, "activate", \.dimmedActivationIsSilent, false).last == "announcement: Paid")
  }

  @Test func changeAfterTheAction() throws {
    let sync = #"{"id": "t", "isAccessibilityElement": true, "label": "Sync", "value": "Off", "traits": ["button", "toggleButton"], "onActivate": [{"set": "t", "value": "On"}, {"announce": "Sync turned on"}]}"#
    // After: the app's announcement is cut by the new value. Before: the announcement cuts the value.
    let after = try Self.session(sync, "activate", \.changeFollowsTheAction, true)
    #expect(after.suffix(3).first == "earcon: activate" && after.last == "value: On" && after.suffix(2).first?.hasSuffix("…") == true)
    #expect(try Self.session(sync, "activate", \.changeFollowsTheAction, false).suffix(3) == ["earcon: activate", "value: …", "announcement: Sync turned on"])
  }

  @Test func popUpButtonWord() {
    let r = Self.both(#"{"type": "popUpButton", "text": "Sort"}"#, \.popUpButtonDropsButton, hints: false)
    #expect(r.chosen == ["Sort, pop up button"])
    #expect(r.other == ["Sort, button, pop up button"])
  }

  @Test func progressWord() {
    let r = Self.both(#"{"type": "progressView", "label": "Download", "adjustable": {"min": 0, "max": 100, "value": 45}}"#,
                      \.progressViewSaysProgress, hints: false)
    #expect(r.chosen == ["Download, 45%, progress"])
    #expect(r.other == ["Download, 45%"])
  }

  @Test func badgeCount() {
    let tabs = #"{"type": "tabBar", "label": "Tabs", "children": [{"text": "Inbox", "badge": "3"}]}"#
    let r = Self.both(tabs, \.numberBadgeIsItemCount, hints: false)
    #expect(r.chosen == ["Tabs, Inbox, 3 items, tab, 1 of 1"])
    #expect(r.other == ["Tabs, Inbox, 3, tab, 1 of 1"])
  }

  @Test func plainImageNames() {
    let r = Self.both(#"{"type": "button", "image": "trash"}"#, \.plainNamesAreSymbols, hints: false)
    #expect(r.chosen == ["Trash, button"])
    #expect(r.other == ["trash, button"])
  }

  @Test func summaryElement() throws {
    let screen = #"""
      {"type": "label", "text": "Weather", "frame": [0, 0, 100, 20]},
      {"type": "label", "text": "Sunny, 21 degrees", "traits": ["summaryElement"], "frame": [0, 40, 100, 20]}
      """#
    #expect(try Self.session(screen, "", \.summaryReadBeforeFirstElement, true) == ["focus: Sunny, 21 degrees", "focus: Weather"])
    #expect(try Self.session(screen, "", \.summaryReadBeforeFirstElement, false) == ["focus: Weather"])
  }

  @Test func insertionPointInsideText() {
    let r = Self.both(#"{"type": "textField", "label": "Email", "value": "ann@example.com", "traits": ["textEntry", "isEditing"], "insertionPoint": 3}"#,
                      \.insertionPointInsideTextSaysEnd, hints: false)
    #expect(r.chosen == ["Email, ann@example.com, text field, is editing, insertion point at end"])
    #expect(r.other == ["Email, ann@example.com, text field, is editing"])
  }

  @Test func directTouchAllowedForApp() {
    let r = Self.both(#"{"isAccessibilityElement": true, "label": "Signature", "traits": ["allowsDirectInteraction"]}"#, \.directTouchAllowedForApp)
    #expect(r.chosen == ["Signature (hint: Use the rotor to enable Direct Touch for this app.)"])
    #expect(r.other == ["Signature (hint: Activate to start direct touch interaction.)"])
  }

  @Test func typingEchoesText() throws {
    let field = #"{"id": "f", "type": "textField", "label": "Name", "frame": [0, 0, 200, 44]}"#
    #expect(try Self.session(field, "activate; type Ann", \.typingEchoesText, true).last == "value: Ann")
    #expect(try Self.session(field, "activate; type Ann", \.typingEchoesText, false).last == "value: is editing, insertion point at start")
  }

  @Test func consoleReadsPunctuation() {
    let console = #"{"type": "label", "text": "ls -la", "textualContext": "console"}"#
    let chosen = Transcript(document: Fixture.screen(console), reader: Self.reader(\.consoleReadsPunctuation, true))
    let other = Transcript(document: Fixture.screen(console), reader: Self.reader(\.consoleReadsPunctuation, false))
    #expect(chosen.screens[0].entries[0].utterance.segments[0].speech?.punctuation == true)
    #expect(other.screens[0].entries[0].utterance.segments[0].speech == nil)
  }

  @Test func labelRunsJoin() {
    let label = #"{"type": "label", "text": "Say Bonjour to Anne", "labelSpans": [{"text": "Bonjour", "language": "fr-FR"}]}"#
    let joined = Transcript(document: Fixture.screen(label), reader: Self.reader(\.labelRunsJoin, true)).screens[0].entries[0].utterance
    let paused = Transcript(document: Fixture.screen(label), reader: Self.reader(\.labelRunsJoin, false)).screens[0].entries[0].utterance
    #expect(Transcript.line(joined) == "Say Bonjour to Anne")
    #expect(Transcript.line(paused) == "Say, Bonjour, to Anne")
    #expect(paused.segments.map(\.language) == joined.segments.map(\.language))
  }

  @Test func labelLinksSayLink() {
    let text = #"{"type": "label", "text": "Read our Terms first", "labelSpans": [{"text": "Terms", "link": "https://example.com/terms"}]}"#
    #expect(Self.both(text, \.labelLinksSayLink, hints: false) == (["Read our Terms first, link"], ["Read our Terms first"]))
  }

  @Test func labelLinksInLinksRotor() throws {
    let text = #"{"type": "label", "text": "Read our Terms first", "frame": [0, 0, 390, 44], "labelSpans": [{"text": "Terms", "link": "https://example.com/terms"}]}, {"type": "link", "text": "Help", "frame": [0, 50, 390, 44]}"#
    #expect(try Self.session(text, "rotor Links; rotor-next", \.labelLinksInLinksRotor, true).suffix(2) == ["earcon: focus", "focus: Terms, link"])
    #expect(try Self.session(text, "rotor Links; rotor-next", \.labelLinksInLinksRotor, false).suffix(2) == ["earcon: focus", "focus: Help, link"])
  }

  @Test func subtreeDirection() {
    // A right-to-left screen whose playback controls are forced left to right.
    let controls = #"""
      {"layoutDirection": "leftToRight", "frame": [0, 0, 390, 44], "children": [
        {"type": "button", "label": "Back 15 seconds", "frame": [0, 0, 130, 44]},
        {"type": "button", "label": "Play", "frame": [130, 0, 130, 44]},
        {"type": "button", "label": "Forward 15 seconds", "frame": [260, 0, 130, 44]}]}
      """#
    func order(_ value: Bool) -> [String] {
      let document = Fixture.screen(controls, extra: #""layoutDirection": "rightToLeft","#)
      return Transcript(document: document, reader: Self.reader(\.subtreeDirectionOrdersItsElements, value), speakHints: false)
        .screens[0].entries.map(\.utterance.speech)
    }
    #expect(order(true) == ["Back 15 seconds, button", "Play, button", "Forward 15 seconds, button"])
    #expect(order(false) == ["Forward 15 seconds, button", "Play, button", "Back 15 seconds, button"])
  }

  /// A new behaviour gets a test here: the count keeps the list whole.
  @Test func everyBehaviourHasBothBranchesTested() {
    #expect(Mirror(reflecting: Unverified()).children.count == 26, "a new Unverified behaviour needs a test of both its branches in UnverifiedBranchTests")
  }
}
