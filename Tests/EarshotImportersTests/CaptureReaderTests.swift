import EarshotImporters
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing

/// The registry of readers: what the command line, help and messages derive from, and the
/// repository's own sample capture of each format.
@Suite struct CaptureReaderTests {
  static let samples: [(file: String, format: CaptureFormat)] = [
    ("library.txt", .xcuitest), ("library.xml", .appium), ("library-wda.json", .wdaJSON),
    ("library-idb.json", .idb), ("library-maestro.json", .maestro), ("Library.vodesign", .vodesign),
  ]

  static func sample(_ name: String) -> String { Repository.path("samples/captures/" + name) }

  @Test func formatsComeFromTheReaders() {
    let ids = CaptureFormat.allCases.map(\.id)
    #expect(ids == ["earshot", "xcuitest", "appium", "wda-json", "idb", "maestro", "vodesign", "uiautomator", "uiautomator2", "compose", "flutter", "jest"])
    #expect(Set(ids).count == ids.count)
    for format in CaptureFormat.allCases { #expect(CaptureFormat(id: format.id) == format) }
    #expect(CaptureFormat(id: "espresso") == nil)
    #expect(Importer.accepted == "a screen document (JSON), XCUITest debugDescription text, an Appium page source (XML), WebDriverAgent's JSON source, idb/AXe describe JSON, Maestro hierarchy JSON, a .vodesign bundle, an Android uiautomator dump (XML), an Appium UiAutomator2 page source (XML), a Jetpack Compose semantics tree (printToLog or printToString text), a Flutter semantics tree (debugDumpSemanticsTree text), or a React Native test snapshot (a Jest .snap file, or toJSON() as JSON)")
  }

  /// Every capture format has a sample in the repository, written for it, read as that format
  /// whether detected or forced, and heard as the same Library screen.
  @Test(arguments: samples.map(\.file))
  func everySampleCaptureIsDetectedAndRead(_ file: String) throws {
    let format = try #require(Self.samples.first { $0.file == file }).format
    let detected = try Importer.read(path: Self.sample(file))
    #expect(detected.format == format)
    let forced = try Importer.read(path: Self.sample(file), format: format)
    #expect(forced.document == detected.document)
    let stops = lines(detected.document, hints: false)[0]
    #expect(stops.contains("Download new episodes, switch button, on"))
    #expect(stops.contains { $0.hasPrefix("Playback speed, 1.5 times") })
  }

  /// The Android checkout, before and after its fix, in each Android format (samples/android).
  static let androidSamples: [(file: String, format: CaptureFormat)] = [
    ("checkout.xml", .uiautomator), ("checkout-legacy.xml", .uiautomator), ("checkout-appium.xml", .uiautomator2),
    ("checkout-legacy-appium.xml", .uiautomator2), ("checkout-compose.txt", .compose), ("checkout-legacy-compose.txt", .compose),
  ]

  /// The checkout made for both platforms (samples/flutter).
  static let crossPlatformSamples: [(file: String, format: CaptureFormat)] = [
    ("flutter/checkout.txt", .flutter), ("flutter/checkout-legacy.txt", .flutter),
    ("react-native/checkout.test.tsx.snap", .jest), ("react-native/checkout-legacy.test.tsx.snap", .jest),
  ]

  @Test func everyFormatHasASample() {
    let covered = Set((Self.samples + Self.androidSamples + Self.crossPlatformSamples).map(\.format))
    #expect(covered == Set(CaptureFormat.allCases.filter { $0 != .earshot }))
  }
}

/// WebDriverAgent's JSON source (`/source?format=json`): the element tree WebDriverAgent's
/// `dictionaryForElement` writes, with the rules the XML page source shares.
@Suite struct SourceJSONReaderTests {
  static func element(_ type: String, _ fields: String = "", accessible: Bool = true, children: [String] = []) -> String {
    let kids = children.isEmpty ? "" : #", "children": [\#(children.joined(separator: ", "))]"#
    return #"{"type": "\#(type)", "rect": {"x": 0, "y": 0, "width": 390, "height": 44}, "isEnabled": "1", "isVisible": "1", "isAccessible": "\#(accessible ? 1 : 0)"\#(fields.isEmpty ? "" : ", " + fields)\#(kids)}"#
  }

  static func app(_ children: [String]) -> String {
    #"{"type": "Application", "name": "Shop", "label": "Shop", "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "isEnabled": "1", "isVisible": "1", "isAccessible": "0", "children": [\#(children.joined(separator: ", "))]}"#
  }

  @Test func theResponseAndTheBareTreeReadAlike() throws {
    let tree = Self.app([Self.element("Button", #""name": "buy", "label": "Buy", "rawIdentifier": "buy", "traits": "Button""#)])
    let bare = try read(tree, file: "source.json")
    let response = try read(#"{"value": \#(tree), "sessionId": "abc"}"#, file: "source.json")
    #expect(bare.format == .wdaJSON && response.format == .wdaJSON)
    #expect(bare.document == response.document)
    #expect(lines(bare.document, hints: false)[0] == ["Buy, button"])
    #expect(bare.document.screens[0].title == "Shop")
    #expect(bare.document.screens[0].root.children[0].id == "buy")
  }

  /// The same computed values as the XML (`wdValue`): text repeats its label, a selected button
  /// says 1, a switch 0 or 1, an empty field its placeholder.
  @Test func computedValuesAreUndone() throws {
    let json = Self.app([
      Self.element("StaticText", #""name": "Total", "label": "Total", "value": "Total", "traits": "StaticText""#),
      Self.element("Button", #""name": "Daily", "label": "Daily", "value": "1", "traits": "Button""#),
      Self.element("Switch", #""name": "wifi", "label": "Wi-Fi", "value": "1", "traits": "Button, ToggleButton""#),
      Self.element("TextField", #""name": "Search items", "label": "", "value": "Search items", "placeholderValue": "Search items""#)
        .replacingOccurrences(of: #""isEnabled": "1""#, with: #""isEnabled": "0""#),
    ].enumerated().map { i, e in e.replacingOccurrences(of: #""y": 0"#, with: #""y": \#(100 + i * 50)"#) })
    let result = try read(json, file: "source.json")
    #expect(lines(result.document, hints: false)[0] == [
      "Total", "Selected, Daily, button", "Wi-Fi, switch button, on", "Search items, dimmed, text field",
    ])
  }

  @Test func isAccessibleDecidesWhatIsAnElement() throws {
    let json = Self.app([
      Self.element("Other", #""label": "Orders, 3 new", "traits": "Header""#, children: [
        Self.element("StaticText", #""label": "Orders", "value": "Orders", "traits": "StaticText""#)
      ]),
      Self.element("ScrollBar", #""label": "Vertical scroll bar""#, accessible: false),
    ])
    #expect(lines(try read(json, file: "source.json").document, hints: false)[0] == ["Orders, 3 new, heading"])
  }

  @Test func problemsNameThePlace() {
    #expect(failure(#"{"value": {"type": "Application", "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "isEnabled": "1"}}"#, file: "s.json")
      == "s.json: value: the capture is empty: the application has no elements (take the source again once the app is on screen)")
    #expect(failure(#"[1]"#, file: "s.json", format: .wdaJSON)?.hasPrefix("s.json: (top level): expected WebDriverAgent's JSON source") == true)
  }
}
