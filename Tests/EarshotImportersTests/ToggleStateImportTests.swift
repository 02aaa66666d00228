import EarshotImporters
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing

/// A state is spoken only when it is known, in every format: a UISwitch always has one (off unless
/// on, WWDC24 10073), but an element that carries the toggle trait with no value has none, and
/// VoiceOver says none (WWDC23 10036: "Filter, switch button"; `VoiceOverUnverified.toggleTraitAloneHasNoState`).
@Suite struct ToggleStateImportTests {
  /// What each format makes of a custom toggle "Filter" with no value, and of a UISwitch "Wi-Fi" reporting 0.
  static let expected = ["Filter, switch button", "Wi-Fi, switch button, off"]

  @Test func xcuitestTraitBits() throws {
    // Xcode 9–10 print UIKit's trait bits: 1 (button) | 1 << 53 (toggle).
    let text = XCUITestReaderTests.app("""
          Other, 0x3, {{16.0, 100.0}, {300.0, 44.0}}, traits: 9007199254740993, label: 'Filter'
          Switch, 0x4, {{16.0, 160.0}, {300.0, 44.0}}, label: 'Wi-Fi', value: 0
      """)
    #expect(try spoken(text) == Self.expected)
  }

  @Test func appiumPageSource() throws {
    let xml = AppiumReaderTests.source("""
      <XCUIElementTypeOther type="XCUIElementTypeOther" name="Filter" label="Filter" enabled="true" visible="true" accessible="true" x="16" y="100" width="300" height="44" traits="Button, ToggleButton"/>
      <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="0" name="Wi-Fi" label="Wi-Fi" enabled="true" visible="true" accessible="true" x="16" y="160" width="300" height="44" traits="Button, ToggleButton"/>
      """)
    #expect(try spoken(xml, file: "page.xml") == Self.expected)
  }

  @Test func webDriverAgentJSON() throws {
    func element(_ type: String, _ label: String, y: Int, value: String?) -> String {
      let v = value.map { "\"\($0)\"" } ?? "null"
      return #"{"type": "\#(type)", "name": "\#(label)", "label": "\#(label)", "value": \#(v), "isEnabled": true, "isVisible": true, "isAccessible": true, "rect": {"x": 16, "y": \#(y), "width": 300, "height": 44}, "traits": "Button, ToggleButton", "children": []}"#
    }
    let json = #"{"type": "Application", "name": "Demo", "label": "Demo", "isEnabled": true, "isVisible": true, "isAccessible": false, "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": ["#
      + element("Other", "Filter", y: 100, value: nil) + ", " + element("Switch", "Wi-Fi", y: 160, value: "0") + "]}"
    let result = try read(json, file: "source.json")
    #expect(result.format == .wdaJSON)
    #expect(lines(result.document, hints: false)[0] == Self.expected)
  }

  @Test func idbDescribe() throws {
    let json = "[" + [
      IDBReaderTests.app,
      IDBReaderTests.element("Button", "Filter", "{{16, 100}, {300, 44}}", #", "traits": ["Button", "ToggleButton"]"#),
      IDBReaderTests.element("CheckBox", "Wi-Fi", "{{16, 160}, {300, 44}}", #", "subrole": "AXSwitch", "AXValue": "0""#),
    ].joined(separator: ",") + "]"
    #expect(try spoken(json, file: "idb.json") == Self.expected)
  }

  @Test func maestroSaysOnlyWhatItSees() throws {
    // Maestro has no traits and sets `checked` only on a switch that is on: an element that is not
    // checked is not known to be a switch, so it gets no state, never an invented "off".
    let json = MaestroReaderTests.hierarchy([
      MaestroReaderTests.node(["accessibilityText": "Wi-Fi", "checked": "true", "bounds": "[16,100][316,144]"]),
      MaestroReaderTests.node(["accessibilityText": "Filter", "checked": "false", "bounds": "[16,160][316,204]"]),
    ])
    #expect(try spoken(json, file: "h.json") == ["Wi-Fi, switch button, on", "Filter"])
  }

  @Test func voiceOverDesignerSwitchBit() throws {
    // A designer's switch (bit 1 << 20) with an empty value has no state; its value, when typed, is read
    // (VoiceOver Designer's `A11yDescription+VoiceOver.swift`: "Airplane mode: Enabled. Switch button").
    let dir = TemporaryDirectory()
    let controls = "[" + [
      VODesignReaderTests.element("Filter", trait: 1 << 20, frame: "[[30, 300], [900, 130]]"),
      VODesignReaderTests.element("Airplane mode", trait: 1 << 20, frame: "[[30, 600], [900, 130]]", value: "Enabled"),
    ].joined(separator: ",") + "]"
    dir.write("Toggles.vodesign/Frame/controls.json", controls)
    dir.write("Toggles.vodesign/Frame/info.json", #"{"id": "A", "imageScale": 1}"#)
    let document = try Importer.read(path: dir.path + "/Toggles.vodesign").document
    #expect(lines(document, hints: false)[0] == ["Filter, switch button", "Airplane mode, switch button, Enabled"])
  }
}
