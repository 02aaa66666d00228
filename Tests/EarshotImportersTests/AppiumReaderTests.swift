import EarshotImporters
import EarshotModel
import Testing

/// Appium XCUITest page source (docs/CAPTURE-FORMATS.md, "Appium").
@Suite struct AppiumReaderTests {
  static func source(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <AppiumAUT>
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" visible="true" accessible="false" x="0" y="0" width="393" height="852" index="0">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="393" height="852" index="0">
    \(body)
        </XCUIElementTypeWindow>
      </XCUIElementTypeApplication>
    </AppiumAUT>
    """
  }

  @Test func computedValuesAreUndone() throws {
    let xml = Self.source("""
      <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Total" name="Total" label="Total" enabled="true" visible="true" accessible="true" x="16" y="100" width="200" height="20"/>
      <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" name="Daily" label="Daily" enabled="true" visible="true" accessible="true" x="16" y="140" width="100" height="30"/>
      <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="1" name="wifi" label="Wi-Fi" enabled="true" visible="true" accessible="true" x="16" y="190" width="300" height="30"/>
      <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="Search items" name="Search items" label="" enabled="false" visible="true" accessible="true" x="16" y="240" width="300" height="30" placeholderValue="Search items"/>
      """)
    let result = try read(xml, file: "page.xml")
    #expect(result.format == .appium)
    #expect(lines(result.document, hints: false)[0] == [
      "Total", "Selected, Daily, button", "Wi-Fi, switch button, on", "Search items, dimmed, text field",
    ])
    #expect(result.document.screens[0].root.children[2].id == "wifi")
  }

  @Test func accessibleDecidesAndTraitsAreRead() throws {
    let xml = Self.source("""
      <XCUIElementTypeOther type="XCUIElementTypeOther" name="Orders, 3 new" label="Orders, 3 new" enabled="true" visible="true" accessible="true" x="16" y="100" width="300" height="60" traits="Header">
        <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Orders" name="Orders" label="Orders" enabled="true" visible="true" accessible="true" x="16" y="100" width="100" height="20"/>
      </XCUIElementTypeOther>
      <XCUIElementTypeOther type="XCUIElementTypeOther" name="Footer Next" label="Footer Next" enabled="true" visible="true" accessible="false" x="0" y="700" width="393" height="100">
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Next" label="Next" enabled="true" visible="true" accessible="true" x="16" y="720" width="100" height="40" nativeFrame="{{16.5, 720.25}, {99.5, 40}}" customActions="Skip,Later"/>
      </XCUIElementTypeOther>
      """)
    let document = try read(xml, file: "page.xml").document
    #expect(lines(document, hints: false)[0] == ["Orders, 3 new, heading", "Next, button, Actions available"])
    let next = document.screens[0].root.children[1]
    #expect(next.frame == Frame(x: 16.5, y: 720.25, width: 99.5, height: 40))
    #expect(next.customActions.map(\.name) == ["Skip", "Later"])
  }

  /// visible="false" inside the screen is covered and not spoken; below the screen it is scrolled
  /// away, and VoiceOver still reaches it (UnverifiedMapping.coveredMeansHidden).
  @Test func coveredIsHiddenButScrolledAwayIsNot() throws {
    let xml = Self.source("""
      <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="false" accessible="false" x="0" y="0" width="393" height="852">
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Under" label="Under" enabled="true" visible="false" accessible="true" x="16" y="100" width="100" height="40"/>
      </XCUIElementTypeOther>
      <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="On top" name="On top" label="On top" enabled="true" visible="true" accessible="true" x="16" y="400" width="200" height="20"/>
      <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Further down" name="Further down" label="Further down" enabled="true" visible="false" accessible="true" x="16" y="1200" width="200" height="20"/>
      """)
    let result = try read(xml, file: "page.xml")
    #expect(lines(result.document, hints: false)[0] == ["On top", "Further down"])
    #expect(result.document.screens[0].root.children[0].hidden)
    #expect(specific(result.warnings).map(\.description) == [
      #"page.xml: line 5: 1 element here is covered by something on top (visible="false" inside the screen) and not spoken; written with "hidden": true"#,
    ])
  }

  @Test func androidSourceIsNamed() {
    let xml = #"<?xml version="1.0"?><hierarchy rotation="0"><android.widget.FrameLayout class="android.widget.FrameLayout"/></hierarchy>"#
    #expect(failure(xml, file: "page.xml", format: .appium)?.contains("this is an Android page source (<hierarchy>)") == true)
    // Detected, it is read as Android's.
    #expect((try? read(xml, file: "page.xml"))?.format == .uiautomator2)
  }

  @Test func truncatedSourceGivesLineAndColumn() {
    let xml = Self.source("").components(separatedBy: "\n").prefix(4).joined(separator: "\n")
    let message = failure(xml, file: "page.xml")
    #expect(message?.hasPrefix("page.xml: line ") == true)
    #expect(message?.contains("the XML ends before every element is closed; the page source is cut short") == true)
  }

  @Test func anEmptyRootIsAnEmptyCapture() {
    #expect(failure(#"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT></AppiumAUT>"#, file: "page.xml")
      == "page.xml: line 1: the capture is empty: <AppiumAUT> holds no elements (take the page source again once the app is on screen)")
  }

  @Test func otherXMLIsNotAPageSource() {
    #expect(failure("<html><body/></html>", file: "page.xml")
      == "page.xml: line 1: an XML file, but not an Appium XCUITest page source: it starts with <html>, not <AppiumAUT> or an XCUIElementType… element")
  }
}
