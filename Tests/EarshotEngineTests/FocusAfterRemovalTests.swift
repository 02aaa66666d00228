@testable import EarshotEngine
import EarshotModel
import EarshotTestSupport
import Testing

/// Where focus goes when the focused element disappears, for each way it can go, and every gesture
/// after it.
@Suite struct FocusAfterRemovalTests {
  /// A login screen as the README teaches one: a saved account that a custom action removes.
  static let login = #"""
    {"type": "label", "text": "Sign in", "traits": ["header"], "frame": [16, 60, 358, 34]},
    {"type": "label", "text": "Saved account", "frame": [16, 110, 358, 20]},
    {"id": "account", "type": "button", "text": "anna@example.com", "frame": [16, 140, 358, 44],
     "customActions": [{"name": "Remove account", "effects": [{"set": "account", "hidden": true}]}]},
    {"type": "label", "text": "Email", "frame": [16, 200, 358, 20]},
    {"id": "email", "type": "textField", "label": "Email", "frame": [16, 224, 358, 44]},
    {"type": "label", "text": "Password", "traits": ["header"], "frame": [16, 280, 358, 20]},
    {"id": "password", "type": "secureTextField", "label": "Password", "frame": [16, 304, 358, 44]}
    """#

  /// The focus speech of each event, in order, after `script`; "boundary" for the edge sound.
  static func focuses(_ children: String, _ script: String, extra: String = "") throws -> [String] {
    try run(Fixture.screen(children, extra: extra), script).compactMap { line in
      if line == "earcon: boundary" { return "boundary" }
      return line.hasPrefix("focus: ") ? String(line.dropFirst(7)) : nil
    }
  }

  // MARK: - VoiceOver (`VoiceOverUnverified.focusKeepsPlaceOfRemovedElement`)

  @Test func aCustomActionHidingTheFocusedElementLeavesTheNextSwipeOnTheElementAfterIt() throws {
    let heard = try Self.focuses(Self.login, "next; next; action Remove account; next")
    #expect(heard.suffix(2) == ["anna@example.com, button, Actions available", "Email"])
    // Nothing is said when it goes.
    let events = try run(Self.login, "next; next; action Remove account")
    #expect(events.last == "focus: anna@example.com, button, Actions available")
  }

  @Test func everyLaterGestureGoesOnFromThatPlace() throws {
    #expect(try Self.focuses(Self.login, "next; next; action Remove account; previous").last == "Saved account")
    #expect(try Self.focuses(Self.login, "next; next; action Remove account; next; next").suffix(2) == ["Email", "Email, text field"])
    // The Headings rotor: the next heading after the gap, and the one before it.
    #expect(try Self.focuses(Self.login, "next; next; action Remove account; rotor headings; rotor-next").last == "Password, heading")
    #expect(try Self.focuses(Self.login, "next; next; action Remove account; rotor headings; rotor-previous").last == "Sign in, heading")
    // Nothing has focus, so a double tap does nothing and there is no action to name.
    #expect(try run(Self.login, "next; next; action Remove account; activate").last == "focus: anna@example.com, button, Actions available")
    #expect(throws: InputError.self) { try run(Self.login, "next; next; action Remove account; action Remove account") }
  }

  @Test func aButtonThatHidesItselfWhenActivated() throws {
    let rows = #"""
      {"type": "label", "text": "Alpha", "frame": [0, 0, 100, 40]},
      {"id": "b", "type": "button", "text": "Dismiss tip", "frame": [0, 50, 100, 40], "onActivate": [{"set": "b", "hidden": true}]},
      {"type": "label", "text": "Charlie", "frame": [0, 100, 100, 40]},
      {"type": "label", "text": "Delta", "frame": [0, 150, 100, 40]}
      """#
    #expect(try Self.focuses(rows, "next; activate; next").last == "Charlie")
    #expect(try Self.focuses(rows, "next; activate; previous").last == "Alpha")
  }

  @Test func aLayoutChangeThatRemovesTheFocusedElementsContainer() throws {
    // A row's action hides the section it is in: the next swipe reads what follows the section.
    let rows = #"""
      {"type": "label", "text": "Order", "frame": [0, 0, 100, 40]},
      {"id": "tips", "containerType": "semanticGroup", "frame": [0, 50, 300, 100], "children": [
        {"type": "label", "text": "Tip one", "frame": [0, 50, 300, 40]},
        {"type": "button", "text": "Tip two", "frame": [0, 100, 300, 40],
         "customActions": [{"name": "Hide tips", "effects": [{"set": "tips", "hidden": true}]}]}]},
      {"type": "label", "text": "Total", "frame": [0, 160, 100, 40]}
      """#
    #expect(try Self.focuses(rows, "next; next; action Hide tips; next").last == "Total")
    #expect(try Self.focuses(rows, "next; next; action Hide tips; previous").last == "Order")
  }

  @Test func theLastElementGoingLeavesTheCursorAfterTheLastStop() throws {
    let rows = #"""
      {"type": "label", "text": "Alpha", "frame": [0, 0, 100, 40]},
      {"id": "b", "type": "button", "text": "Bravo", "frame": [0, 50, 100, 40], "onActivate": [{"set": "b", "hidden": true}]}
      """#
    #expect(try Self.focuses(rows, "next; activate; next").last == "boundary")
    #expect(try Self.focuses(rows, "next; activate; previous").last == "Alpha")
  }

  @Test func whatStoodAfterTheGapGoingTooMovesTheGapOn() throws {
    let rows = #"""
      {"type": "label", "text": "Alpha", "frame": [0, 0, 100, 40]},
      {"id": "b", "type": "button", "text": "Clear two", "frame": [0, 50, 100, 40],
       "onActivate": [{"set": "b", "hidden": true}, {"set": "c", "hidden": true}]},
      {"id": "c", "type": "label", "text": "Charlie", "frame": [0, 100, 100, 40]},
      {"type": "label", "text": "Delta", "frame": [0, 150, 100, 40]}
      """#
    #expect(try Self.focuses(rows, "next; activate; next").last == "Delta")
  }

  @Test func aScreenDismissedBackToARemovedElementFocusesTheElementAfterIt() throws {
    let flow = Fixture.document(#"""
      {"earshot": 1, "start": "inbox", "screens": [
        {"id": "inbox", "title": "Inbox", "root": {"children": [
          {"type": "label", "text": "Inbox", "traits": ["header"], "frame": [0, 0, 300, 40]},
          {"id": "m1", "type": "button", "text": "Lunch on Friday", "frame": [0, 50, 300, 40],
           "customActions": [{"name": "Delete", "effects": [{"set": "m1", "hidden": true}, {"screenChanged": "undo"}]}]},
          {"type": "button", "text": "Quarterly report", "frame": [0, 100, 300, 40]}]}},
        {"id": "undo", "title": "Deleted", "root": {"children": [
          {"type": "button", "text": "Done", "frame": [0, 0, 300, 40], "onActivate": [{"dismiss": true}]}]}}]}
      """#)
    #expect(try run(flow, "next; action Delete; activate").suffix(3) == ["earcon: screenChanged", "screen: Inbox", "focus: Quarterly report, button"])
  }

  @Test func theOtherBranchStartsAgainFromTheFirstElement() throws {
    var reader = Fixture.reader()
    reader.unverified.focusKeepsPlaceOfRemovedElement = false
    var runner = GestureRunner(document: Fixture.screen(Self.login), reader: reader, timing: WordTiming(), speakHints: false)
    try runner.run(try GestureScript.parse("next; next; action Remove account; next", file: "-e", inline: true), file: "-e")
    #expect(runner.timeline().events.last?.heard == "Sign in, heading")
  }

  // MARK: - TalkBack

  static let androidLogin = #"""
    {"earshot": 1, "platform": "android", "title": "Sign in", "root": {"className": "android.widget.LinearLayout", "children": [
      {"className": "android.widget.TextView", "text": "Sign in", "heading": true, "frame": [0, 0, 400, 60]},
      {"className": "android.widget.TextView", "text": "Saved account", "frame": [0, 70, 400, 40]},
      {"id": "account", "className": "android.widget.Button", "text": "anna@example.com", "clickable": true, "frame": [0, 120, 400, 60],
       "customActions": [{"name": "Remove account", "effects": [{"set": "account", "hidden": true}]}]},
      {"className": "android.widget.TextView", "text": "Email", "frame": [0, 190, 400, 40]},
      {"id": "email", "className": "android.widget.EditText", "hint": "Email", "editable": true, "clickable": true, "focusable": true, "frame": [0, 240, 400, 60]}
    ]}}
    """#

  @Test func talkBackFocusesAndSaysTheNodeNowInThePlaceOfTheRemovedOne() throws {
    // FocusManagerInternal.ensureAccessibilityFocusOnScreen on a subtree change, NodePathDescription.findNodeToRefocus.
    // The window's first focus skips its title: "Saved account", then the account.
    let steps = try TalkBackSessionTests.run(Fixture.document(Self.androidLogin), "next; action Remove account; next")
    #expect(steps[2] == ["earcon focus", "focus: Email"])
    #expect(steps[3].last?.hasPrefix("focus: Email") == true && steps[3].last != "focus: Email")
  }

  @Test func talkBackFallsBackToTheFirstItemThatIsNotTheTitle() throws {
    let doc = Fixture.document(#"""
      {"earshot": 1, "platform": "android", "title": "Sign in", "root": {"className": "android.widget.LinearLayout", "children": [
        {"className": "android.widget.TextView", "text": "Sign in", "frame": [0, 0, 400, 60]},
        {"className": "android.widget.TextView", "text": "Welcome back", "frame": [0, 70, 400, 40]},
        {"id": "b", "className": "android.widget.Button", "text": "Dismiss", "clickable": true, "frame": [0, 120, 400, 60],
         "onActivate": [{"set": "b", "hidden": true}]}
      ]}}
      """#)
    let steps = try TalkBackSessionTests.run(doc, "last; activate")
    #expect(steps[2].suffix(2) == ["earcon focus", "focus: Welcome back"])
  }
}
