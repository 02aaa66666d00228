import EarshotImporters
import EarshotModel
import EarshotTestSupport
import Testing

/// Every format's placeholder field becomes the element's `placeholder`, which an empty field says
/// (AccessibilitySnapshot's UIKit text field reference image: "Some placeholder text. Text Field."),
/// not a value it holds. VoiceOver Designer's format has no placeholder (its `A11yDescription.swift`).
@Suite struct PlaceholderImportTests {
  /// The one text field of the imported screen.
  static func field(_ document: Document) throws -> Element {
    var found: [Element] = []
    document.screens[0].root.forEachDescendant { if $0.kind == .textField || $0.kind == .searchField { found.append($0) } }
    return try #require(found.first)
  }

  static let expected = ["Email address, text field"]

  @Test func xcuitest() throws {
    let text = XCUITestReaderTests.app("""
          TextField, 0x3, {{16.0, 100.0}, {300.0, 44.0}}, placeholderValue: 'Email address'
      """)
    let result = try read(text)
    #expect(try Self.field(result.document).placeholder == "Email address")
    #expect(try Self.field(result.document).value == nil)
    #expect(lines(result.document, hints: false)[0] == Self.expected)
  }

  @Test func appiumPageSource() throws {
    // WebDriverAgent reports an empty field's placeholder as its value too.
    let xml = AppiumReaderTests.source("""
      <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="Email address" name="email" label="" enabled="true" visible="true" accessible="true" x="16" y="100" width="300" height="44" placeholderValue="Email address"/>
      """)
    let result = try read(xml, file: "page.xml")
    #expect(try Self.field(result.document).placeholder == "Email address" && Self.field(result.document).value == nil)
    #expect(lines(result.document, hints: false)[0] == Self.expected)
  }

  @Test func webDriverAgentJSON() throws {
    let json = #"{"type": "Application", "name": "Demo", "label": "Demo", "isEnabled": true, "isVisible": true, "isAccessible": false, "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [{"type": "TextField", "name": "email", "label": null, "value": "Email address", "placeholderValue": "Email address", "isEnabled": true, "isVisible": true, "isAccessible": true, "rect": {"x": 16, "y": 100, "width": 300, "height": 44}, "children": []}]}"#
    let result = try read(json, file: "source.json")
    #expect(try Self.field(result.document).placeholder == "Email address" && Self.field(result.document).value == nil)
    #expect(lines(result.document, hints: false)[0] == Self.expected)
  }

  @Test func idbDescribe() throws {
    let json = "[" + [
      IDBReaderTests.app,
      IDBReaderTests.element("TextField", nil, "{{16, 100}, {300, 44}}", #", "placeholder": "Email address""#),
    ].joined(separator: ",") + "]"
    let result = try read(json, file: "idb.json")
    #expect(try Self.field(result.document).placeholder == "Email address")
    #expect(lines(result.document, hints: false)[0] == Self.expected)
  }

  @Test func maestroHintText() throws {
    // Maestro's `hintText` is the placeholder (docs/CAPTURE-FORMATS.md, "Maestro").
    let json = MaestroReaderTests.hierarchy([MaestroReaderTests.node(["hintText": "Email address", "bounds": "[16,100][316,144]"])])
    let result = try read(json, file: "h.json")
    #expect(try Self.field(result.document).placeholder == "Email address" && Self.field(result.document).value == nil)
    #expect(lines(result.document, hints: false)[0] == Self.expected)
  }

  @Test func typedTextWinsOverThePlaceholder() throws {
    let xml = AppiumReaderTests.source("""
      <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="ana@example.com" name="email" label="" enabled="true" visible="true" accessible="true" x="16" y="100" width="300" height="44" placeholderValue="Email address"/>
      """)
    let result = try read(xml, file: "page.xml")
    #expect(lines(result.document, hints: false)[0] == ["ana@example.com, text field"])
  }

  @Test func theSampleLibraryCapturesKeepThePlaceholder() throws {
    // idb's describe output names no placeholder: an empty field's placeholder arrives as its AXValue,
    // so library-idb.json reads it as the value (the same words).
    for file in ["library.txt", "library.xml", "library-wda.json", "library-maestro.json"] {
      let result = try Importer.read(bytes: Repository.read("samples/captures/\(file)"), file: file)
      #expect(try Self.field(result.document).placeholder == "Search your library", "\(file)")
    }
  }
}
