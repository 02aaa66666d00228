import EarshotEngine
import EarshotModel
import EarshotTestSupport
import Testing

/// A text field being edited says where its insertion point is, and typing moves it (the
/// MagentaA11y text-input recording: "text field is editing insertion point at start"; its
/// time-picker recording: "is editing … Insertion point at start. Use the rotor to access
/// misspelled words.").
@Suite struct EditingCaretTests {
  @Test func typingPutsTextAtTheInsertionPointAndMovesIt() throws {
    // UIKit: a UITextField focused, activated, typed into; VoiceOver reads it again with the text.
    let field = #"""
      {"id": "to", "type": "textField", "label": "To", "frame": [0, 0, 390, 44]},
      {"id": "after", "type": "label", "text": "Subject", "frame": [0, 60, 390, 22]}
      """#
    #expect(try run(field, "activate; type ann@example.com; next; previous") == [
      "focus: To, text field", "earcon: activate", "value: is editing, insertion point at start", "value: ann@example.com",
      "earcon: focus", "focus: Subject", "earcon: focus", "focus: To, ann@example.com, text field, is editing, insertion point at end",
    ])
  }

  @Test func typingInsideTheTextInsertsThere() throws {
    // SwiftUI: a TextField (traits) already being edited with its insertion point at the start.
    let field = #"""
      {"id": "name", "isAccessibilityElement": true, "label": "Name", "value": "Lee", "traits": ["textEntry", "isEditing"], "insertionPoint": 0,
       "frame": [0, 0, 390, 44]},
      {"type": "label", "text": "Below", "frame": [0, 60, 390, 22]}
      """#
    #expect(try run(field, "type Mc; next; previous").suffix(1) == ["focus: Name, McLee, text field, is editing, insertion point at end"])
    #expect(try run(field, "").first == "focus: Name, Lee, text field, is editing, insertion point at start")
  }

  @Test func aPlaceholderIsNotTypedText() throws {
    // AccessibilitySnapshot: an empty field reads its placeholder; the insertion point is still at its start.
    let field = #"{"id": "to", "type": "textField", "label": "To", "placeholder": "Name or address", "frame": [0, 0, 390, 44]}"#
    #expect(try run(field, "activate; type Ann; activate") == [
      "focus: To, Name or address, text field", "earcon: activate", "value: is editing, insertion point at start", "value: Ann",
      "earcon: activate",
    ])
    #expect(line(#"{"type": "textField", "label": "To", "placeholder": "Name", "traits": ["textEntry", "isEditing"]}"#)
      == "To, Name, text field, is editing, insertion point at start (hint: Use the rotor to access Misspelled Words)")
  }

  @Test func typingNeedsAFieldBeingEdited() {
    #expect(throws: InputError.self) { try run(#"{"type": "textField", "label": "To"}"#, "type hi") }
    #expect(throws: InputError.self) { try run(#"{"type": "button", "label": "Send"}"#, "type hi") }
  }
}
