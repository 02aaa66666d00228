@testable import EarshotEngine
import EarshotModel
@testable import EarshotTalkBack
import EarshotTestSupport
@testable import EarshotVoiceOver
import Testing

/// TalkBack adjusting sliders, announcing panes, expanding and collapsing, naming a node by its
/// label, and answering a double-tap on a checkable node (google/talkback@26a27dc; paths as in
/// `TalkBackTests`: `…/talkback/` is `talkback/src/main/java/com/google/android/accessibility/talkback/`).
@Suite struct TalkBackBehaviourTests {
  static let sound = try! DocumentReader.read(bytes: Repository.read("samples/android/sound.json"), file: "sound.json").document

  static func screen(_ children: String) -> Document {
    Fixture.document(#"""
      {"earshot": 1, "platform": "android", "title": "Test", "root": {"children": [{"className": "android.widget.FrameLayout", "frame": [0, 0, 400, 800], "children": [\#(children)]}]}}
      """#)
  }

  static func run(_ document: Document, _ script: String, reader: TalkBack = TalkBack(language: "en-US"), hints: Bool = false) throws -> [[String]] {
    var session = reader.session(document: document, speakHints: hints)
    var out = [TalkBackSessionTests.heard(session.start())]
    for (i, gesture) in try GestureScript.parse(script, file: nil, inline: true).enumerated() {
      out.append(TalkBackSessionTests.heard(try session.perform(gesture, index: i, file: nil)))
    }
    return out
  }

  static func stops(_ document: Document, language: String = "en-US") -> [String] {
    Transcript(document: document, reader: TalkBack(language: language)).screens[0].utterances.map(\.text)
  }

  // MARK: - Ranges

  @Test func aSliderSaysItsValueAsStateAndHowToAdjustIt() {
    // SeekBarDescription.java:90-127: an int range says its value; NodeRoleHint.java:110-125 with
    // GlobalVariables.java:611-632: the two-gesture adjust hint.
    #expect(Self.stops(Self.sound)[1] == "40, Ring volume, Slider \"Swipe up\" or \"Swipe down\" to adjust")
    // A percent range says "<float> percent", a float range its float.
    let percent = Self.screen(#"{"className": "android.widget.SeekBar", "text": "Zoom", "focusable": true, "rangeInfo": {"type": "percent", "min": 0, "max": 100, "current": 25}}"#)
    #expect(Self.stops(percent)[0].hasPrefix("25.0 percent, Zoom, Slider"))
    let float = Self.screen(#"{"className": "android.widget.SeekBar", "text": "Speed", "focusable": true, "rangeInfo": {"min": 0.5, "max": 2, "current": 1.25}}"#)
    #expect(Self.stops(float)[0].hasPrefix("1.25, Speed, Slider"))
  }

  @Test func swipingUpAndDownMovesASliderByATwentiethAndSaysItsNewValue() throws {
    // SelectorController.java:440-451, 776-828: focus on a slider chooses Adjustable widget, whose
    // next (swipe down) lowers and previous (swipe up) raises it (:1383-1386); NumberAdjustor.java:95-107
    // scrolls it, AbsSeekBar moves a twentieth; EventTypeViewSelectedFeedbackRule.java:114-117 says
    // the slider's state, name and role, with no earcon.
    let steps = try Self.run(Self.sound, "increment; increment; rotor-next; decrement; rotor-previous")
    #expect(steps[0].last == "focus: 40, Ring volume, Slider")
    #expect(steps[1] == ["value: 45, Ring volume, Slider"])
    #expect(steps[2] == ["value: 50, Ring volume, Slider"])
    #expect(steps[3] == ["value: 45, Ring volume, Slider"])
    #expect(steps[4] == ["value: 40, Ring volume, Slider"])
    #expect(steps[5] == ["value: 45, Ring volume, Slider"])
    // The new value stays: swiping away and back reads it.
    #expect(try Self.run(Self.sound, "increment; next; previous")[3].last == "focus: 45, Ring volume, Slider")
  }

  @Test func atItsEndASliderSaysTheEndInPercentOrItsStateDescription() throws {
    // NumberAdjustor.java:68-92: "100%" / "0%" (template_seekbar_range) unless a state description is set.
    let top = Self.screen(#"{"id": "s", "className": "android.widget.SeekBar", "text": "Brightness", "focusable": true, "rangeInfo": {"type": "int", "min": 10, "max": 20, "current": 20}}"#)
    #expect(try Self.run(top, "increment; decrement")[1...] == [["value: 100%"], ["value: 19, Brightness, Slider"]])
    let bottom = Self.screen(#"{"className": "android.widget.SeekBar", "text": "Brightness", "focusable": true, "stateDescription": "Dim", "rangeInfo": {"type": "int", "min": 0, "max": 10, "current": 0}}"#)
    #expect(try Self.run(bottom, "decrement")[1] == ["value: Dim"])
    #expect(try Self.run(bottom, "decrement", reader: TalkBack(language: "de-DE"))[1] == ["value: Dim"])
    let german = Self.screen(#"{"className": "android.widget.SeekBar", "text": "Helligkeit", "focusable": true, "rangeInfo": {"type": "int", "min": 0, "max": 10, "current": 0}}"#)
    #expect(try Self.run(german, "decrement", reader: TalkBack(language: "de-DE"))[1] == ["value: 0\u{A0}%"])
  }

  @Test func aWholeNumberStepIsRoundedAndAtLeastOne() {
    // AbsSeekBar.performAccessibilityActionInternal: Math.max(1, Math.round(range / 20f)).
    let unverified = TalkBackUnverified()
    #expect(unverified.rangeStep(RangeInfo(type: .int, min: 0, max: 10, current: 0)) == 1)
    #expect(unverified.rangeStep(RangeInfo(type: .int, min: 0, max: 1000, current: 0)) == 50)
    #expect(unverified.rangeStep(RangeInfo(type: .int, min: 0, max: 30, current: 0)) == 2)
    #expect(unverified.rangeStep(RangeInfo(type: .float, min: 0, max: 1, current: 0)) == 0.05)
  }

  @Test func theStepIsASettingBecauseTheSliderChoosesIt() throws {
    // TalkBackUnverified.rangeStepsPerRange, the other way: a slider of ten steps.
    var reader = TalkBack(language: "en-US")
    reader.unverified.rangeStepsPerRange = 10
    #expect(try Self.run(Self.sound, "increment", reader: reader)[1] == ["value: 50, Ring volume, Slider"])
  }

  @Test func aStateDescriptionShowingTheValueShowsTheMovedValue() throws {
    // TalkBackUnverified.stateDescriptionFollowsValue: Compose's "50 percent." of a 0…1 slider, an
    // app's "40%" of a 0…100 one; a state description without the value stays.
    let compose = Self.screen(#"{"className": "android.widget.SeekBar", "text": "Speed", "screenReaderFocusable": true, "stateDescription": "50 percent.", "rangeInfo": {"min": 0, "max": 1, "current": 0.5}}"#)
    #expect(try Self.run(compose, "increment; increment")[1...] == [["value: 55 percent., Speed, Slider"], ["value: 60 percent., Speed, Slider"]])
    let app = Self.screen(#"{"className": "android.widget.SeekBar", "text": "Volume", "focusable": true, "stateDescription": "40%", "rangeInfo": {"type": "int", "min": 0, "max": 100, "current": 40}}"#)
    #expect(try Self.run(app, "decrement")[1] == ["value: 35%, Volume, Slider"])
    var reader = TalkBack(language: "en-US")
    reader.unverified.stateDescriptionFollowsValue = false
    #expect(try Self.run(app, "decrement", reader: reader)[1] == ["value: 40%, Volume, Slider"])
    #expect(TalkBackSession.restate("Quiet", RangeInfo(type: .int, min: 0, max: 10, current: 3), to: 4) == nil)
    #expect(TalkBackSession.restate("Level 3 of 10", RangeInfo(type: .int, min: 0, max: 10, current: 3), to: 4) == "Level 4 of 10")
  }

  @Test func aDisabledSliderDoesNotMoveAndOtherNodesDoNotAdjust() throws {
    // AbsSeekBar offers no scroll action while disabled; NumberAdjustor finds no slider elsewhere.
    let disabled = Self.screen(#"{"className": "android.widget.SeekBar", "text": "Volume", "focusable": true, "enabled": false, "rangeInfo": {"type": "int", "min": 0, "max": 10, "current": 5}}"#)
    #expect(try Self.run(disabled, "increment")[1].isEmpty)
    #expect(try Self.run(Self.sound, "next; increment")[2] == ["earcon boundary"])
    // A reading control chosen on the slider takes swipes down back from it.
    #expect(try Self.run(Self.sound, "rotor Headings; rotor-previous")[2] == ["earcon focus", "focus: Sound, Heading"])
  }

  // MARK: - Panes

  @Test func aPaneThatAppearsIsAnnouncedByItsTitleAndTheWindowTitleWhenItGoes() throws {
    // WindowEventInterpreter.java:1021-1060 (the pane's title becomes the window's; rolled back when
    // it goes), :1264-1280 (a title change is a window change), ScreenFeedbackManager.java:170-220
    // (the window earcon, the title that cannot be cut off), before the focus the app moves.
    let steps = try Self.run(Self.sound, "last; activate; activate")
    #expect(steps[2] == ["earcon activate", "earcon screenChanged", "announcement: Reset sound settings?", "focus: Reset, Button"])
    #expect(steps[3] == ["earcon activate", "earcon screenChanged", "announcement: Sound", "announcement: Sound settings reset",
                         "focus: Reset sound settings, Button"])
    // Back (onEscape) closes it the same way.
    #expect(try Self.run(Self.sound, "last; activate; escape")[3] == ["earcon screenChanged", "announcement: Sound", "focus: Reset sound settings, Button"])
  }

  @Test func aWindowWithoutATitleIsNamedByItsPane() throws {
    // WindowEventInterpreter.java:380-401: the title cached from a pane stands for the window's.
    let document = Fixture.document(#"""
      {"earshot": 1, "platform": "android", "root": {"children": [{"className": "android.widget.FrameLayout", "frame": [0, 0, 400, 800], "paneTitle": "Share", "children": [
        {"className": "android.widget.Button", "text": "Copy link", "clickable": true}]}]}}
      """#)
    #expect(try Self.run(document, "")[0] == ["earcon screenChanged", "announcement: Share", "focus: Copy link, Button"])
  }

  // MARK: - Expand and collapse

  @Test func anExpandableNodeSaysCollapsedOrExpandedAndActivatingItToggles() throws {
    // TreeNodesDescription.java:204-241 with AccessibilityNodeFeedbackUtils.java:435-443: "collapsed"
    // for ACTION_EXPAND, "expanded" for ACTION_COLLAPSE, before the node's text; the click's feedback
    // is the new state (EventTypeViewClickedFeedbackRule.java:97-106); the Actions hint
    // (CustomActionMenu.java:117-122, AccessibilityNodeFeedbackUtils.java:503-556).
    #expect(Self.stops(Self.sound)[4] == "collapsed, Advanced Double-tap to activate, Actions available, use Tap with 3 fingers to view")
    let steps = try Self.run(Self.sound, "focus advanced; activate; activate")
    #expect(steps[2] == ["earcon activate", "value: expanded"])
    #expect(steps[3] == ["earcon activate", "value: collapsed"])
    #expect(Self.stops(Self.sound, language: "de-DE")[4].hasPrefix("Minimiert, Advanced"))
    // A toggle effect flips it as it flips a checkbox.
    let section = Self.screen(#"""
      {"id": "more", "className": "android.widget.Button", "text": "More", "clickable": true, "onActivate": [{"toggle": "list"}]},
      {"id": "list", "className": "android.widget.TextView", "text": "Details", "expanded": false}
      """#)
    #expect(try Self.run(section, "focus more; activate; next")[3].last == "focus: expanded, Details")
  }

  @Test func theActionsMenuExpandsAndCollapses() throws {
    // CustomActionMenu.java:117-122: Expand or Collapse in the TalkBack menu's Actions.
    let steps = try Self.run(Self.sound, "focus advanced; rotor Actions; rotor-next; action expand; next; previous")
    #expect(steps[2] == ["rotor: Actions"])
    #expect(steps[3] == ["rotor: Expand"])
    #expect(steps[4].isEmpty)
    #expect(steps[6].last == "focus: expanded, Advanced")
    #expect(throws: InputError.self) { try Self.run(Self.sound, "focus dnd; action Expand") }
  }

  // MARK: - Labels

  @Test func aLabelledNodeIsNamedForItsLabel() throws {
    // TreeNodesDescription.java:117-139 with AccessibilityNodeFeedbackUtils.java:391-402: "<description>
    // for <label's description or text>" (template_labeled_item), and a labelled control is not
    // "Unlabelled" (:264-309).
    #expect(Self.stops(Self.sound)[6] == "Edit box for Ringtone name Double-tap to edit text")
    #expect(Self.stops(Self.sound, language: "de-DE")[6].hasPrefix("Bearbeitungsfeld für Ringtone name"))
    let icon = Self.screen(#"""
      {"id": "l", "className": "android.widget.TextView", "contentDescription": "Search"},
      {"className": "android.view.View", "clickable": true, "labeledBy": "l"},
      {"className": "android.view.View", "clickable": true, "text": "Go", "labeledBy": "missing"}
      """#)
    #expect(Self.stops(icon) == ["Search", "for Search Double-tap to activate", "Go Double-tap to activate"])
  }

  // MARK: - Toggles

  @Test func doubleTappingACheckableNodeFlipsItAndSaysTheNewState() throws {
    // EventTypeViewClickedFeedbackRule.java:143-168: "checked"/"not checked", "on"/"off" for a
    // switch or toggle button, nothing when a state description says it (its change is said instead).
    #expect(try Self.run(Self.sound, "focus vibrate; activate; activate")[2...] == [["earcon activate", "value: not checked"], ["earcon activate", "value: checked"]])
    var reader = TalkBack(language: "en-US")
    reader.unverified.switchStatesFromAndroid = false
    #expect(try Self.run(Self.sound, "focus dnd; activate", reader: reader)[2] == ["earcon activate", "value: on"])
    let described = Self.screen(#"{"id": "s", "className": "android.widget.Switch", "text": "Wi-Fi", "checkable": true, "checked": true, "clickable": true, "stateDescription": "Connected", "onActivate": [{"set": "s", "stateDescription": "Disconnected", "checked": false}]}"#)
    #expect(try Self.run(described, "activate")[1] == ["earcon activate", "value: Disconnected"])
    // A radio button only turns on, and says so again when it already is.
    let radio = Self.screen(#"{"className": "android.widget.RadioButton", "text": "Express", "checkable": true, "checked": true, "clickable": true}"#)
    #expect(try Self.run(radio, "activate")[1] == ["earcon activate", "value: checked"])
    // A clickable row with a checkbox inside says the child's state; a selected tab says "selected".
    let row = Self.screen(#"""
      {"id": "row", "className": "android.widget.LinearLayout", "clickable": true, "onActivate": [{"toggle": "box"}], "children": [
        {"className": "android.widget.TextView", "text": "Wi-Fi calling"},
        {"id": "box", "className": "android.widget.CheckBox", "checkable": true, "checked": false}]},
      {"id": "tab", "className": "android.view.View", "text": "Home", "roleDescription": "Tab", "selected": true, "clickable": true}
      """#)
    #expect(try Self.run(row, "focus row; activate; focus tab; activate")[2...] == [["earcon activate", "value: checked"], ["earcon focusActionable", "focus: selected, Home, Tab"], ["earcon activate", "value: selected"]])
  }
}
