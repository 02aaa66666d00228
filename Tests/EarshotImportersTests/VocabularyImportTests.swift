import EarshotImporters
import EarshotModel
import Testing

/// Captures carry pickers, pop-up buttons, menus and tables under their XCUIElement types; each
/// reader maps them to the types VoiceOver's words come from (docs/CAPTURE-FORMATS.md).
@Suite struct VocabularyImportTests {
  @Test func xcuiTestPickerWheelsPopUpButtonsMenusAndTables() throws {
    // MagentaA11y time-picker and dropdown recordings: "November, picker item, adjustable",
    // "… pop up button", a menu's items read as buttons. A Table (UITableView, SwiftUI's List)
    // declares no list container, so no list marks (AccessibilitySnapshot's SwiftUI List reference images).
    let text = XCUITestReaderTests.app("""
          Picker, 0x3, {{0.0, 100.0}, {390.0, 200.0}}
            PickerWheel, 0x4, {{0.0, 100.0}, {195.0, 200.0}}, value: November
            PickerWheel, 0x5, {{195.0, 100.0}, {195.0, 200.0}}, value: 27
          PopUpButton, 0x6, {{10.0, 320.0}, {300.0, 44.0}}, label: 'Search by record locator'
          Menu, 0x7, {{10.0, 380.0}, {300.0, 100.0}}
            MenuItem, 0x8, {{10.0, 380.0}, {300.0, 44.0}}, label: 'Bag tag number'
          Table, 0x9, {{0.0, 500.0}, {390.0, 100.0}}
            Cell, 0xa, {{0.0, 500.0}, {390.0, 44.0}}
              StaticText, 0xb, {{16.0, 510.0}, {200.0, 20.0}}, label: 'Wi-Fi'
            Cell, 0xc, {{0.0, 544.0}, {390.0, 44.0}}
              StaticText, 0xd, {{16.0, 554.0}, {200.0, 20.0}}, label: 'Bluetooth'
      """)
    #expect(try spoken(text) == [
      "November, picker item, adjustable", "27, picker item, adjustable", "Search by record locator, pop up button",
      "Bag tag number, button", "Wi-Fi", "Bluetooth",
    ])
    let root = try read(text).document.screens[0].root
    #expect(root.children.contains { $0.type == .popUpButton })
  }

  @Test func appiumAndWebDriverAgentJSONPickerWheels() throws {
    let xml = AppiumReaderTests.source("""
      <XCUIElementTypePickerWheel type="XCUIElementTypePickerWheel" value="February" enabled="true" visible="true" accessible="true" x="0" y="100" width="390" height="200"/>
      """)
    #expect(lines(try read(xml, file: "page.xml").document, hints: true)[0] == [
      "February, picker item, adjustable (hint: Swipe up or down with one finger to adjust the value.)",
    ])
    let json = SourceJSONReaderTests.app([SourceJSONReaderTests.element("PickerWheel", #""value": "March", "traits": "Adjustable""#)])
    #expect(lines(try read(json, file: "source.json").document, hints: false)[0] == ["March, picker item, adjustable"])
  }

  @Test func idbPopUpButtons() throws {
    let json = "[" + [
      IDBReaderTests.app,
      IDBReaderTests.element("PopUpButton", "Sort", "{{16, 100}, {200, 44}}"),
    ].joined(separator: ",") + "]"
    #expect(lines(try read(json, file: "ui.json").document, hints: true)[0] == ["Sort, pop up button (hint: Double tap to activate the picker.)"])
  }
}
