import EarshotEngine
import EarshotImporters
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// XCUITest `debugDescription` in every form it reaches users (docs/CAPTURE-FORMATS.md, "XCUITest").
@Suite struct XCUITestReaderTests {
  static func app(_ lines: String) -> String {
    """
    Attributes: Application, 0x1, pid: 7, label: 'App'
    Element subtree:
     →Application, 0x1, pid: 7, label: 'App'
        Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
    \(lines)
    Path to element:
     →Application, 0x1, pid: 7, label: 'App'
    Query chain:
     →Find: Target Application 'com.example.app'
      Output: {
        Application, 0x9, pid: 7, label: 'App'
      }
    """
  }

  @Test func labelsAreNotEscaped() throws {
    let text = Self.app("""
          StaticText, 0x3, {{10.0, 100.0}, {300.0, 20.0}}, label: 'It's "quoted", {{braces}}, label: no'
          StaticText, 0x4, {{10.0, 140.0}, {300.0, 40.0}}, label: 'Two
      lines, here'
          StaticText, 0x5, {{10.0, 200.0}, {300.0, 20.0}}, label: 'Trailing '
      """)
    let transcript = Transcript(document: try read(text).document, reader: Fixture.reader("en-US"), speakHints: false)
    #expect(transcript.screens[0].entries.map(\.utterance.speech) == [#"It's "quoted", {{braces}}, label: no"#, "Two\nlines, here", "Trailing"])
    // A text transcript keeps each stop on one line.
    #expect(try spoken(text)[1] == #"Two\nlines, here"#)
  }

  @Test func flagsAndValuesBecomeTraitsAndStates() throws {
    let text = Self.app("""
          Button, 0x5, {{10.0, 100.0}, {100.0, 40.0}}, identifier: 'save', label: 'Save, now', Disabled
          Switch, 0x6, {{10.0, 160.0}, {300.0, 40.0}}, label: 'Wi-Fi', value: 1
          Switch, 0x7, {{10.0, 220.0}, {300.0, 40.0}}, label: 'Bluetooth', value: 0
          TextField, 0x8, {{10.0, 280.0}, {300.0, 40.0}}, label: 'Email', placeholderValue: 'name@example.com', Keyboard Focused
          SecureTextField, 0x9, {{10.0, 340.0}, {300.0, 40.0}}, label: 'Password', value: '••••'
          Button, 0xa, {{10.0, 400.0}, {100.0, 40.0}}, label: 'Daily', Selected
      """)
    #expect(try spoken(text, hints: true) == [
      "Save, now, dimmed, button",
      "Wi-Fi, switch button, on (hint: Double tap to toggle setting.)",
      "Bluetooth, switch button, off (hint: Double tap to toggle setting.)",
      // Keyboard focus: being edited, empty (the placeholder shows), so the insertion point is at its start.
      "Email, name@example.com, text field, is editing, insertion point at start (hint: Use the rotor to access Misspelled Words)",
      "Password, secure text field (hint: Double tap to edit.)",
      "Selected, Daily, button",
    ])
    let save = try read(text).document.screens[0].root.children[0]
    #expect(save.id == "save")
  }

  /// A Button's StaticText child is not a second stop; an Other whose label repeats its
  /// children's is not a stop either (CAPTURE-FORMATS.md §1, last paragraph).
  @Test func repeatedLabelsAreNotStops() throws {
    let text = Self.app("""
          Button, 0x3, {{10.0, 100.0}, {200.0, 44.0}}, label: 'Enroll'
            StaticText, 0x4, {{20.0, 110.0}, {60.0, 20.0}}, label: 'Enroll'
          Other, 0x5, {{10.0, 200.0}, {300.0, 20.0}}, label: 'App presented by sponsor'
            StaticText, 0x6, {{10.0, 200.0}, {100.0, 20.0}}, label: 'App presented by'
            Image, 0x7, {{120.0, 200.0}, {60.0, 20.0}}, label: 'Sponsor'
          Other, 0x8, {{10.0, 300.0}, {300.0, 40.0}}, label: 'Rating card'
      """)
    let result = try read(text)
    #expect(lines(result.document, hints: false)[0] == ["Enroll, button", "App presented by", "Sponsor, image", "Rating card"])
    #expect(specific(result.warnings).isEmpty)
  }

  @Test func aContainerWithItsOwnLabelIsAGroupAndSaysSo() throws {
    let text = Self.app("""
          Other, 0x5, {{10.0, 200.0}, {300.0, 60.0}}, label: 'Shipping'
            StaticText, 0x6, {{10.0, 200.0}, {100.0, 20.0}}, label: 'Standard'
      """)
    let result = try read(text)
    #expect(lines(result.document, hints: false)[0] == ["Standard"])
    #expect(specific(result.warnings).map(\.description) == [
      #"capture.txt: line 5: the container labeled "Shipping" is read as a plain group: its label is not its children's text, and a capture cannot tell whether VoiceOver speaks it"#,
    ])
  }

  @Test func cellsReadTheirTextAsOneElement() throws {
    let text = Self.app("""
          Cell, 0x3, {{0.0, 100.0}, {390.0, 44.0}}
            StaticText, 0x4, {{300.0, 110.0}, {60.0, 20.0}}, label: '3'
            StaticText, 0x5, {{20.0, 110.0}, {200.0, 20.0}}, label: 'Inbox'
          Cell, 0x6, {{0.0, 150.0}, {390.0, 44.0}}
            StaticText, 0x7, {{20.0, 160.0}, {200.0, 20.0}}, label: 'Airplane Mode'
            Switch, 0x8, {{320.0, 156.0}, {51.0, 31.0}}, label: 'Airplane Mode', value: 1
          Cell, 0x9, {{0.0, 200.0}, {390.0, 44.0}}
            Button, 0xa, {{20.0, 210.0}, {100.0, 20.0}}, label: 'Reply'
            Button, 0xb, {{200.0, 210.0}, {100.0, 20.0}}, label: 'Forward'
      """)
    let result = try read(text)
    #expect(lines(result.document, hints: false)[0] == ["Inbox, 3", "Airplane Mode, switch button, on", "Reply, button", "Forward, button"])
    #expect(specific(result.warnings).map(\.place) == ["line 11"])
  }

  /// A cell's texts are read with the visiting order's line rule for the capture's device: tops
  /// 10 pt apart share a line on iPad (13 pt), not on iPhone (8 pt).
  @Test func cellTextsFollowTheDevicesLineRule() throws {
    let cell = """
          Cell, 0x3, {{0.0, 100.0}, {390.0, 44.0}}
            StaticText, 0x4, {{300.0, 110.0}, {60.0, 20.0}}, label: 'Second'
            StaticText, 0x5, {{20.0, 120.0}, {200.0, 20.0}}, label: 'First'
      """
    let phone = try read(Self.app(cell))
    #expect(lines(phone.document, hints: false)[0] == ["Second, First"])
    let pad = try read(Self.app(cell).replacingOccurrences(of: "{{0.0, 0.0}, {390.0, 844.0}}", with: "{{0.0, 0.0}, {820.0, 1180.0}}"))
    #expect(lines(pad.document, hints: false)[0] == ["First, Second"])
  }

  @Test func barsAlertsAndKeys() throws {
    let text = Self.app("""
          NavigationBar, 0x3, {{0.0, 47.0}, {390.0, 44.0}}, identifier: 'Settings'
            Button, 0x4, {{0.0, 47.0}, {80.0, 44.0}}, identifier: 'BackButton', label: 'Settings'
            StaticText, 0x5, {{150.0, 57.0}, {90.0, 24.0}}, label: 'General'
          StatusBar, 0x6, {{0.0, 0.0}, {390.0, 47.0}}
            Other, 0x7, {{20.0, 10.0}, {50.0, 20.0}}, label: '9:41'
          Alert, 0x8, {{40.0, 300.0}, {310.0, 200.0}}, label: 'Delete?'
            StaticText, 0x9, {{60.0, 320.0}, {270.0, 20.0}}, label: 'Delete?'
            StaticText, 0xa, {{60.0, 350.0}, {270.0, 20.0}}, label: 'This cannot be undone.'
            Button, 0xb, {{60.0, 400.0}, {270.0, 40.0}}, label: 'Delete'
          Keyboard, 0xc, {{0.0, 600.0}, {390.0, 244.0}}
            Key, 0xd, {{3.0, 610.0}, {35.0, 42.0}}, label: 'q'
      """)
    let result = try read(text)
    #expect(lines(result.document, hints: false)[0] == [
      "Settings, back button", "General, heading", "Delete?, alert, This cannot be undone.", "Delete, button", "q",
    ])
    #expect(specific(result.warnings).map(\.description) == [
      "capture.txt: line 8: the status bar is left out: VoiceOver reaches it by touching the top of the screen, not by swiping through the app",
    ])
  }

  @Test func lldbQuotedPasteIsDecoded() throws {
    let text = #"""
      (lldb) po app.debugDescription
      "Attributes: Application, 0x1, pid: 7, label: \'App\'\nElement subtree:\n →Application, 0x1, pid: 7, label: \'App\'\n    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n      Button, 0x3, {{10.0, 100.0}, {200.0, 44.0}}, label: \'Don\\\'t \"save\"\'\n"
      """#
    let result = try read(text)
    #expect(result.format == .xcuitest)
    #expect(result.document.screens[0].title == "App")
    #expect(lines(result.document, hints: false)[0] == [#"Don\'t "save", button"#])
  }

  @Test func jsonStringAndWebDriverAgentResponse() throws {
    let description = #"Element subtree:\n →Application, 0x1, pid: 7, label: 'App'\n    Button, 0x3, {{10.0, 100.0}, {200.0, 44.0}}, label: 'Go'\n"#
    #expect(try spoken("\"\(description)\"", file: "source.json") == ["Go, button"])
    #expect(try spoken(#"{"value": "\#(description)", "sessionId": "abc"}"#, file: "source.json") == ["Go, button"])
  }

  @Test func withoutHeaderAndAmongLogLines() throws {
    let text = """
          t =     1.20s Tap "Go" Button
      Element subtree:
       →Application, 0x1, pid: 7, label: 'AX'
          Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
            StaticText, 0x3, {{10.0, 100.0}, {200.0, 20.0}}, label: 'Hello'
          t =     2.00s Done
      """
    let result = try read(text)
    #expect(result.format == .xcuitest)
    #expect(lines(result.document)[0] == ["Hello"])
    #expect(result.document.screens[0].size == [390, 844])
  }

  /// Xcode 9–10 print UIKit's trait bits: 65600 is header (1<<16) + static text (1<<6).
  @Test func xcode9TraitsAndMainWindowToken() throws {
    let text = """
      Attributes: Other, 0x600000193b40, {{0.0, 0.0}, {375.0, 667.0}}
      Element subtree:
       →Other, 0x600000193b40, {{0.0, 0.0}, {375.0, 667.0}}
          Other, 0x60000019fa30, Main Window, {{0.0, 52.2}, {375.0, 562.5}}
            StaticText, 0x60000019fb00, traits: 65600, {{16.0, 60.0}, {200.0, 30.0}}, label: 'Buttons'
            Button, 0x60000019fc00, traits: 265, {{16.0, 100.0}, {200.0, 30.0}}, label: 'Gray'
      """
    #expect(try spoken(text) == ["Buttons, heading", "Selected, Gray, dimmed, button"])
  }

  @Test func anEmptyApplicationIsAnEmptyCapture() {
    let text = """
      Element subtree:
       →Application, 0x1, pid: 7, label: 'App'
      Path to element:
      """
    #expect(failure(text) == #"capture.txt: line 2: the capture is empty: the application "App" has no elements (print the debugDescription again once the app is on screen)"#)
  }

  @Test func subtreeHeaderWithNothingAfterIt() {
    #expect(failure("Element subtree:\nPath to element:\n") == "capture.txt: line 1: the capture is empty: \"Element subtree:\" is followed by no elements (print the debugDescription again once the app is on screen)")
  }

  @Test func unterminatedLabelIsReadToTheEndOfTheLine() throws {
    let text = "Element subtree:\n →Application, 0x1, pid: 7, label: 'App'\n    StaticText, 0x3, {{1.0, 1.0}, {10.0, 10.0}}, label: 'Cut off"
    let result = try read(text)
    #expect(lines(result.document)[0] == ["Cut off"])
    #expect(specific(result.warnings).map(\.description) == ["capture.txt: line 3: the label has no closing quote; read to the end of the line"])
  }

  @Test func aCaptureWithoutTraitsSaysWhatCannotBeHeard() throws {
    let without = try read(Self.app("      StaticText, 0x3, {{10.0, 100.0}, {300.0, 20.0}}, label: 'Title'"))
    #expect(without.warnings.map(\.message) == [
      "this debugDescription lists no traits, so only element types are known: a heading, link or other trait an app sets is not heard (an Appium page source with traits, or idb, shows them)",
    ])
    let with = try read(Self.app("      StaticText, 0x3, traits: 65600, {{10.0, 100.0}, {300.0, 20.0}}, label: 'Title'"))
    #expect(with.warnings.isEmpty)
  }

  /// A capture of thousands of nodes gives a handful of warning lines and a count of the rest.
  @Test func repeatedWarningsAreCapped() throws {
    let groups = (0..<5).map { i in
      "      Other, 0x\(i)0, {{10.0, \(i * 100).0}, {300.0, 60.0}}, label: 'Group \(i)'\n        StaticText, 0x\(i)1, {{10.0, \(i * 100).0}, {100.0, 20.0}}, label: 'Text \(i)'"
    }.joined(separator: "\n")
    let warnings = specific(try read(Self.app(groups)).warnings)
    #expect(warnings.count == 4)
    #expect(warnings[3].description == "capture.txt: 2 more labeled containers read as plain groups")
  }

  /// An element's own debugDescription, printed without a subtree, is read as that element.
  @Test func attributesLineAlone() throws {
    let result = try read("Attributes: Button, 0x3, {{10.0, 100.0}, {200.0, 44.0}}, identifier: 'go', label: 'Go'\n")
    #expect(lines(result.document, hints: false)[0] == ["Go, button"])
    #expect(result.document.screens[0].root.children[0].id == "go")
  }
}
