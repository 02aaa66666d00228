import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// Placeholders, sections that expand and collapse, and table cells that span rows or columns, in
/// every built-in profile.
@Suite struct PlaceholderSectionTableTests {
  static func segments(_ document: Document, voice: String, stop: Int = 0) -> [Segment] {
    Transcript(document: document, reader: Fixture.reader(voice), speakHints: false).screens[0].entries[stop].utterance.segments
  }

  @Test(arguments: Fixture.builtInVoices) func anEmptyFieldSaysItsPlaceholder(voice: String) {
    // AccessibilitySnapshot's reference image of UIKit text fields (iOS 18.5, at 5b03db81,
    // `Example/SnapshotTests/__Snapshots__/SnapshotTestingTests/testUIKitTextField.402x874-18-5-3x.png`):
    // "Some placeholder text. Text Field." for an empty field with a placeholder and no label, and
    // "Hello from Text Field. Text Field." once it holds text.
    let reader = Fixture.reader(voice), profile = reader.profile
    let empty = Self.segments(Fixture.screen(#"{"type": "textField", "placeholder": "Some placeholder text"}"#, extra: #""language": "en-US","#), voice: voice)
    #expect(empty.map(\.text) == ["Some placeholder text", profile.phrase(.textField)])
    #expect(empty[0].role == .value && empty[0].language == "en-US" && !empty[0].isPhrase)
    let typed = Self.segments(Fixture.screen(#"{"type": "textField", "text": "Hello from Text Field", "placeholder": "Some placeholder text"}"#), voice: voice)
    #expect(typed.map(\.text) == ["Hello from Text Field", profile.phrase(.textField)])
    let labeled = Self.segments(Fixture.screen(#"{"type": "searchField", "label": "Search", "placeholder": "Podcasts and episodes"}"#), voice: voice)
    #expect(labeled.map(\.text).prefix(2) == ["Search", "Podcasts and episodes"])
    let secure = Self.segments(Fixture.screen(#"{"type": "secureTextField", "placeholder": "Password"}"#), voice: voice)
    #expect(secure.first?.text == "Password")
  }

  @Test(arguments: Fixture.builtInVoices) func collapsingASectionHidesItsRowsAgain(voice: String) throws {
    // UIAccessibility.ExpandedStatus (iOS 18); the MagentaA11y expandable recording: "Amenities
    // collapsed … Double tap to expand", then the rows it shows. `onExpand` and `onCollapse` run in
    // the new state, so a second activation hides what the first showed.
    let reader = Fixture.reader(voice), profile = reader.profile
    let document = Fixture.screen(#"""
      {"id": "advanced", "type": "button", "text": "Advanced", "expanded": false, "frame": [0, 0, 300, 44],
       "onExpand": [{"set": "pin", "hidden": false}], "onCollapse": [{"set": "pin", "hidden": true}]},
      {"id": "pin", "type": "button", "text": "SIM PIN", "hidden": true, "frame": [0, 50, 300, 44]},
      {"id": "after", "type": "button", "text": "Hotspot", "frame": [0, 100, 300, 44]}
      """#)
    func heard(_ script: String) throws -> [String] {
      var runner = GestureRunner(document: document, reader: reader, timing: EstimatedTiming(voice: Fixture.voice()), speakHints: false)
      try runner.run(try GestureScript.parse(script, file: "-e", inline: true), file: "-e")
      return runner.timeline().events.filter { $0.kind == .focus || $0.kind == .value }.map(\.heard)
    }
    let button = profile.phrase(.button)
    #expect(try heard("activate; next").suffix(2) == [profile.phrase(.expanded), "SIM PIN, \(button)"])
    #expect(try heard("activate; activate; next").suffix(3) == [profile.phrase(.expanded), profile.phrase(.collapsed), "Hotspot, \(button)"])
  }

  @Test(arguments: Fixture.builtInVoices) func aCellSpanningRowsOrColumnsSaysSo(voice: String) {
    // AccessibilitySnapshot's data-table context (`UIAccessibility+SnapshotAdditions.swift` at
    // 5b03db81): "C4. Spans 2 rows. Spans 2 columns. Column 3."; its strings give the German and the
    // Russian words (its ru.lproj swaps rows and columns, put back here).
    let reader = Fixture.reader(voice), profile = reader.profile
    let table = Fixture.document(#"""
      {"earshot": 1, "root": {"containerType": "dataTable", "children": [
        {"isAccessibilityElement": true, "label": "A1", "tableRow": 0, "tableColumn": 0, "frame": [0, 0, 100, 40]},
        {"isAccessibilityElement": true, "label": "C4", "tableRow": 0, "tableColumn": 2, "tableRowSpan": 2, "tableColumnSpan": 2, "frame": [200, 0, 200, 80]}]}}
      """#)
    let cell = Self.segments(table, voice: voice, stop: 1).filter { $0.role == .tableCell }.map(\.text)
    #expect(cell == [profile.phrase(.rowSpan, "2"), profile.phrase(.columnSpan, "2"), profile.phrase(.column, "3")])
    let single = Self.segments(table, voice: voice).filter { $0.role == .tableCell }.map(\.text)
    #expect(single == [profile.phrase(.row, "1"), profile.phrase(.column, "1")])
  }
}
