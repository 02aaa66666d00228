import EarshotImporters
import EarshotModel
import Testing

/// idb `describe-all` / `describe-point` and AXe `describe-ui` (docs/CAPTURE-FORMATS.md, "idb").
@Suite struct IDBReaderTests {
  static func element(_ type: String, _ label: String?, _ frame: String, _ extra: String = "") -> String {
    let l = label.map { "\"\($0)\"" } ?? "null"
    return #"{"AXFrame": "\#(frame)", "AXLabel": \#(l), "AXValue": null, "AXUniqueId": null, "type": "\#(type)", "role": "AX\#(type)", "enabled": true, "custom_actions": [], "help": null\#(extra)}"#
  }
  static let app = element("Application", "Music", "{{0, 0}, {390, 844}}")

  /// SwiftUI tabs come as radio buttons with the role description "tab".
  @Test func tabsReportedAsRadioButtonsReadAsTabs() throws {
    let json = "[" + [
      Self.app,
      Self.element("Group", nil, "{{0, 760}, {390, 84}}", #", "role_description": "Tab bar""#),
      Self.element("RadioButton", "Listen Now", "{{0, 761}, {130, 49}}", #", "role_description": "tab", "subrole": "AXTabButton", "AXValue": "1""#),
      Self.element("RadioButton", "Browse", "{{130, 761}, {130, 49}}", #", "role_description": "tab", "subrole": "AXTabButton", "AXValue": "0""#),
      Self.element("RadioButton", "Library", "{{260, 761}, {130, 49}}", #", "role_description": "tab", "subrole": "AXTabButton", "AXValue": "0""#),
    ].joined(separator: ",") + "]"
    let result = try read(json, file: "music.json")
    #expect(lines(result.document, hints: false)[0] == ["Tab bar, Selected, Listen Now, tab, 1 of 3", "Browse, tab, 2 of 3", "Library, tab, 3 of 3"])
    #expect(result.warnings.map(\.place) == ["[1]"])
  }

  @Test func tabsWithoutABarAreGatheredAndSaySo() throws {
    let json = "[" + [
      Self.app,
      Self.element("Button", "Home", "{{0, 761}, {195, 49}}", #", "role_description": "tab""#),
      Self.element("Button", "Search", "{{195, 761}, {195, 49}}", #", "role_description": "tab""#),
    ].joined(separator: ",") + "]"
    let result = try read(json, file: "tabs.json")
    #expect(lines(result.document, hints: false)[0] == ["Tab bar, Home, tab, 1 of 2", "Search, tab, 2 of 2"])
    #expect(result.warnings.map(\.description) == ["tabs.json: [1]: 2 tabs with no tab bar around them are read as one tab bar"])
  }

  /// `null`, `""` and `" "` labels say nothing; float noise in frames is rounded.
  @Test func emptyLabelsAndFloatNoise() throws {
    let json = "[" + [
      Self.app,
      Self.element("Button", " ", "{{16, 104.00000000000001}, {133, 40.666666666666671}}", #", "AXValue": "Play""#),
      Self.element("Image", "", "{{16, 200}, {40, 40}}"),
      Self.element("StaticText", nil, "{{16, 300}, {40, 40}}", #", "AXValue": "Now playing""#),
    ].joined(separator: ",") + "]"
    let document = try read(json, file: "x.json").document
    #expect(lines(document, hints: false)[0] == ["Play, button", "image", "Now playing"])
    #expect(document.screens[0].root.children[0].frame == Frame(x: 16, y: 104, width: 133, height: 40.67))
  }

  @Test func controlsStatesAndHints() throws {
    let json = "[" + [
      Self.app,
      Self.element("CheckBox", "Shuffle", "{{16, 100}, {300, 44}}", #", "subrole": "AXSwitch", "AXValue": "1""#),
      Self.element("TextField", "Password", "{{16, 160}, {300, 44}}", #", "subrole": "AXSecureTextField""#),
      Self.element("Button", "Buy", "{{16, 220}, {300, 44}}", #", "enabled": false, "help": "Sign in first""#),
      Self.element("Link", "Terms", "{{16, 280}, {300, 44}}", #", "traits": ["Link", "Glowing"]"#),
    ].joined(separator: ",") + "]"
    let result = try read(json, file: "x.json")
    #expect(lines(result.document)[0] == [
      "Shuffle, switch button, on (hint: Double tap to toggle setting.)",
      "Password, secure text field (hint: Double tap to edit.)",
      "Buy, dimmed, button (hint: Sign in first)",
      "Terms, link",
    ])
    #expect(result.warnings.map(\.description) == [#"x.json: [4].traits: unknown trait "Glowing"; ignored"#])
  }

  /// AXe always nests, pretty-printed by JSONSerialization.
  @Test func nestedTreeKeepsGroups() throws {
    let json = """
      [
        {
          "AXFrame" : "{{0, 0}, {390, 844}}", "AXLabel" : "Notes", "type" : "Application", "role" : "AXApplication",
          "children" : [
            { "AXFrame" : "{{0, 600}, {390, 100}}", "AXLabel" : "Formatting", "type" : "Group", "role" : "AXGroup",
              "children" : [
                { "AXFrame" : "{{10, 610}, {60, 40}}", "AXLabel" : "Bold", "type" : "Button", "role" : "AXButton", "children" : [

                ] }
              ] },
            { "AXFrame" : "{{10, 100}, {300, 40}}", "AXLabel" : "Title", "type" : "Heading", "role" : "AXHeading", "children" : [

            ] }
          ]
        }
      ]
      """
    let result = try read(json, file: "axe.json")
    #expect(result.format == .idb)
    #expect(lines(result.document, hints: false)[0] == ["Title, heading", "Formatting, Bold, button"])
    #expect(result.warnings.isEmpty)
  }

  @Test func describePointFindingNothingIsEmpty() {
    #expect(failure("null", file: "point.json") == "point.json: the capture is empty: describe-point found no element at that point (try a point inside the app's content)")
    #expect(failure("[]", file: "all.json") == "all.json: (top level): the capture is empty: the list has no elements (capture again once the app is on screen)")
  }

  @Test func truncatedJSONGivesLineAndColumn() {
    #expect(failure(#"[{"AXFrame": "{{0, 0}, {390, 844}}", "AXLabel": "Mus"#, file: "cut.json")
      == "cut.json: line 1, column 53: the text ends inside a string (the file may be truncated)")
  }

  @Test func identifiersRepeatedKeepTheFirst() throws {
    let json = "[" + [
      Self.app,
      Self.element("Button", "A", "{{0, 100}, {50, 50}}", #", "AXUniqueId": "same""#),
      Self.element("Button", "B", "{{0, 200}, {50, 50}}", #", "AXUniqueId": "same""#),
    ].joined(separator: ",") + "]"
    let root = try read(json, file: "x.json").document.screens[0].root
    #expect(root.children.map(\.id) == ["same", nil])
  }

  @Test func completeFormatWithRenamedKeys() throws {
    let json = #"{"backend": "ax", "truncated": false, "elements": [{"type": "Application", "label": "Mail", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}}, {"type": "Button", "label": "Compose", "identifier": "compose", "frame": {"x": 330, "y": 60, "width": 44, "height": 44}}]}"#
    let result = try read(json, file: "complete.json")
    #expect(result.format == .idb)
    #expect(lines(result.document, hints: false)[0] == ["Compose, button"])
    #expect(result.document.screens[0].title == "Mail" && result.document.screens[0].root.children[0].id == "compose")
  }
}
