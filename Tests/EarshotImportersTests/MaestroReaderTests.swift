import EarshotImporters
import EarshotModel
import Testing

/// `maestro hierarchy` (docs/CAPTURE-FORMATS.md, "Maestro"): no element types, so only what the
/// attributes show is said, and a warning says what cannot be.
@Suite struct MaestroReaderTests {
  static func node(_ attributes: [String: String], _ children: [String] = []) -> String {
    let a = attributes.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \"\($0.value)\"" }.joined(separator: ", ")
    return #"{"attributes": {\#(a)}, "children": [\#(children.joined(separator: ", "))]}"#
  }

  static func hierarchy(_ app: [String], siblings: [String] = []) -> String {
    node(["bounds": "[0,0][0,0]"], [node(["accessibilityText": "Demo", "bounds": "[0,0][393,852]"], app)] + siblings)
  }

  @Test func saysWhatCanBeSaid() throws {
    let json = Self.hierarchy([
      Self.node(["accessibilityText": "Sign in", "bounds": "[16,100][377,140]"], [Self.node(["accessibilityText": "Sign in", "bounds": "[16,100][377,140]"])]),
      Self.node(["hintText": "Email", "resource-id": "email", "bounds": "[16,160][377,200]", "focused": "true"]),
      Self.node(["accessibilityText": "Remember me", "value": "1", "checked": "true", "bounds": "[16,220][377,260]"]),
      Self.node(["accessibilityText": "Continue", "enabled": "false", "selected": "true", "bounds": "[16,280][377,320]"]),
    ])
    let result = try read(json, file: "h.json")
    #expect(result.format == .maestro)
    #expect(lines(result.document, hints: false)[0] == [
      "Sign in", "Email, text field, is editing, insertion point at start", "Remember me, switch button, on", "Selected, Continue, dimmed",
    ])
    #expect(result.document.screens[0].title == "Demo")
    #expect(result.warnings.map(\.description) == [
      #"h.json: Maestro hierarchies have no element types, so 2 elements are read as plain text, with no "button", "heading" or "link"; capture with idb or XCUITest to hear what each element is"#,
    ])
  }

  @Test func statusBarAndKeyboardSiblings() throws {
    let keys = "qwertyuiopasdfghjkl".map { Self.node(["accessibilityText": String($0), "bounds": "[0,700][30,740]"]) }
    let json = Self.hierarchy(
      [Self.node(["accessibilityText": "Note", "bounds": "[16,100][377,140]"])],
      siblings: [
        Self.node(["bounds": "[0,0][0,0]"], [Self.node(["accessibilityText": "9:41", "bounds": "[40,15][90,35]"])]),
        Self.node(["bounds": "[0,560][393,852]"], keys),
      ])
    let result = try read(json, file: "h.json")
    let spoken = lines(result.document, hints: false)[0]
    #expect(spoken.count == 20 && spoken[0] == "Note" && spoken[1] == "q")
    #expect(!spoken.contains("9:41"))
    #expect(result.warnings.map(\.description).contains("h.json: children[1]: the status bar is left out: VoiceOver reaches it by touching the top of the screen, not by swiping through the app"))
    #expect(result.warnings.map(\.description).contains("h.json: children[2]: read as the keyboard: 19 short labels at the bottom of the screen become keys"))
  }

  @Test func nothingLabeledIsEmpty() {
    let json = Self.hierarchy([Self.node(["bounds": "[0,0][393,852]"])])
    #expect(failure(json, file: "h.json") == "h.json: children[0]: the capture is empty: the hierarchy has no labeled elements (run maestro hierarchy again once the app is on screen)")
  }
}
