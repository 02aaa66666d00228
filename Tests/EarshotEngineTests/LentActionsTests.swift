import EarshotEngine
import EarshotTestSupport
import Testing

/// Custom actions a container declares are offered on every element inside it (AccessibilitySnapshot
/// issues #285 and #223, verified with VoiceOver: "when focused on any child element within the
/// semantic group, VoiceOver announces 'actions available'"; pull request #323: a SwiftUI list
/// row's swipe actions live on its cell, not on its elements, and are inherited by all of them).
@Suite struct LentActionsTests {
  /// UIKit: a plain table cell (no container type, not an element) carrying the swipe actions.
  static let uikitCell = #"""
    {"id": "cell", "frame": [0, 0, 390, 80], "customActions": [
      {"name": "Archive", "effects": [{"announce": "Archived"}]},
      {"name": "Delete", "effects": [{"set": "cell", "hidden": true}, {"announce": "Deleted"}]}],
     "children": [
      {"id": "from", "type": "label", "text": "Dana Lee", "frame": [16, 8, 200, 22]},
      {"id": "flag", "type": "button", "label": "Flag", "frame": [320, 18, 44, 44], "customActions": [{"name": "Snooze"}]}]},
    {"id": "after", "type": "label", "text": "Next message", "frame": [0, 90, 390, 22]}
    """#

  /// SwiftUI: a List row made a semantic group (`.accessibilityElement(children: .contain)`) whose
  /// `.swipeActions` the row holds.
  static let swiftUIRow = #"""
    {"id": "row", "combine": "contain", "frame": [0, 0, 390, 80], "customActions": [{"name": "Delete", "effects": [{"announce": "Deleted"}]}],
     "children": [
      {"type": "label", "text": "Invoice", "frame": [16, 8, 200, 22]},
      {"type": "label", "text": "Due Friday", "frame": [16, 40, 200, 22]}]}
    """#

  @Test func everyElementInsideAContainerWithActionsSaysActionsAvailable() {
    #expect(speech(Self.uikitCell) == ["Dana Lee, Actions available", "Flag, button, Actions available", "Next message"])
    #expect(speech(Self.swiftUIRow) == ["Invoice, Actions available", "Due Friday, Actions available"])
  }

  @Test func theActionsRotorListsTheElementsOwnActionsThenTheLentOnes() throws {
    #expect(try run(Self.uikitCell, "next; rotor Actions; rotor-next; rotor-next; rotor-next; rotor-next") == [
      "focus: Dana Lee, Actions available", "earcon: focus", "focus: Flag, button, Actions available", "rotor: Actions",
      "rotor: Snooze", "rotor: Archive", "rotor: Delete", "rotor: Activate",
    ])
    #expect(try run(Self.swiftUIRow, "rotor Actions; rotor-next; rotor-next") == [
      "focus: Invoice, Actions available", "rotor: Actions", "rotor: Delete", "rotor: Activate",
    ])
  }

  @Test func runPerformsALentActionByNameOrFromTheRotor() throws {
    #expect(try run(Self.uikitCell, "action delete; next") == [
      "focus: Dana Lee, Actions available", "announcement: Deleted", "earcon: focus", "focus: Next message",
    ])
    #expect(try run(Self.swiftUIRow, "next; rotor Actions; rotor-next; activate") == [
      "focus: Invoice, Actions available", "earcon: focus", "focus: Due Friday, Actions available", "rotor: Actions", "rotor: Delete",
      "earcon: activate", "announcement: Deleted",
    ])
  }

  @Test func anElementOutsideTheContainerIsLentNothing() {
    let sibling = #"""
      {"id": "cell", "frame": [0, 0, 390, 40], "customActions": [{"name": "Delete"}], "children": []},
      {"type": "label", "text": "Beside", "frame": [0, 50, 390, 22]}
      """#
    #expect(speech(sibling) == ["Beside"])
  }
}
