import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// The values UIKit and VoiceOver make up (a percentage, "Page 2 of 11", "3 items", a bare number,
/// "2 of 4") are VoiceOver's words: they follow the profile's language and number format, as
/// AccessibilitySnapshot formats its numbers for the locale of its strings
/// (`UIAccessibility+SnapshotAdditions.swift` at 5b03db81, lines 15–17), not the document's
/// language or script. The app's own text (a value it writes, its format) stays in the document's.
@Suite struct NumbersInTheVoiceTests {
  /// The first stop's segments, of an English screen read with `voice`.
  static func segments(_ element: String, voice: String) -> [Segment] {
    let document = Fixture.screen(element, extra: #""language": "en-US","#)
    return Transcript(document: document, reader: Fixture.reader(voice), speakHints: false).screens[0].entries[0].utterance.segments
  }

  static func value(_ element: String, voice: String) -> Segment? {
    segments(element, voice: voice).first { $0.role == .value }
  }

  @Test(arguments: Fixture.builtInVoices) func madeUpValuesAreInTheVoicesWords(voice: String) throws {
    let reader = Fixture.reader(voice), profile = reader.profile
    let cases: [(element: String, expected: String)] = [
      // UISlider: a percentage (Apple's UISlider documentation: "Sound volume: 13 percent").
      (#"{"type": "slider", "label": "Brightness", "adjustable": {"min": 0, "max": 1, "value": 0.5}}"#, profile.phrase(.percent, "50")),
      // UIPageControl (a11yengineer: "Page 1 of 11").
      (#"{"type": "pageControl", "adjustable": {"min": 1, "max": 11, "step": 1, "value": 2}}"#, profile.phrase(.page, "2", "11")),
      // A tab's badge (AccessibilitySnapshot's tab bar reference images: "3 items").
      (#"{"type": "button", "text": "Inbox", "badge": "3"}"#, profile.count(Phrase.badgeCounts, 3)),
      // A bare number, in the profile's decimal format.
      (#"{"isAccessibilityElement": true, "label": "Speed", "traits": ["adjustable"], "adjustable": {"min": 0.5, "max": 3, "step": 0.5, "value": 1.5}}"#,
       "1" + profile.decimalSeparator + "5"),
    ]
    for (element, expected) in cases {
      let segment = try #require(Self.value(element, voice: voice))
      #expect(segment.text == expected)
      #expect(segment.language == profile.language && segment.isPhrase)
    }
    // What the app writes stays its own text, in the document's language.
    let written = try #require(Self.value(#"{"isAccessibilityElement": true, "label": "Speed", "value": "1.5 times", "traits": ["adjustable"]}"#, voice: voice))
    #expect(written.text == "1.5 times" && written.language == "en-US" && !written.isPhrase)
    let formatted = try #require(Self.value(#"{"isAccessibilityElement": true, "label": "Speed", "traits": ["adjustable"], "adjustable": {"min": 0.5, "max": 3, "step": 0.5, "value": 1.5, "format": "{} times"}}"#, voice: voice))
    #expect(formatted.text == "1.5 times" && formatted.language == "en-US")
  }

  @Test(arguments: Fixture.builtInVoices) func positionsAndPlacesAreInTheVoicesWords(voice: String) throws {
    let reader = Fixture.reader(voice), profile = reader.profile
    let control = #"{"type": "segmentedControl", "children": [{"text": "Day", "frame": [0, 0, 100, 30]}, {"text": "Week", "frame": [100, 0, 100, 30]}]}"#
    let position = try #require(Self.segments(control, voice: voice).first { $0.role == .position })
    #expect(position.text == profile.phrase(.position, "1", "2") && position.language == profile.language)
    let table = Fixture.document(#"{"earshot": 1, "language": "en-US", "root": {"containerType": "dataTable", "children": [{"isAccessibilityElement": true, "label": "Total", "tableRow": 2, "tableColumn": 3}]}}"#)
    let cell = Transcript(document: table, reader: reader, speakHints: false).screens[0].entries[0].utterance.segments.filter { $0.role == .tableCell }
    #expect(cell.map(\.text) == [profile.phrase(.row, "3"), profile.phrase(.column, "4")])
    #expect(cell.allSatisfy { $0.language == profile.language })
  }

  @Test(arguments: Fixture.builtInVoices) func anAdjustedValueStaysInTheVoicesWords(voice: String) throws {
    let reader = Fixture.reader(voice), profile = reader.profile
    let slider = #"{"type": "slider", "label": "Brightness", "adjustable": {"min": 0, "max": 1, "step": 0.1, "value": 0.5}}"#
    let options = #"{"isAccessibilityElement": true, "label": "Size", "traits": ["adjustable"], "adjustable": {"values": ["Small", "Medium", "Large"], "index": 1, "enumerated": true}}"#
    var runner = GestureRunner(document: Fixture.screen(slider + "," + options.replacingOccurrences(of: #""label": "Size""#, with: #""label": "Size", "frame": [0, 100, 100, 44]"#)),
                               reader: reader, timing: EstimatedTiming(voice: Fixture.voice()), speakHints: false)
    try runner.run(try GestureScript.parse("increment; next; increment; increment", file: "-e", inline: true), file: "-e")
    let values = runner.timeline().events.filter { $0.kind == .value }
    #expect(values.map(\.heard) == [profile.phrase(.percent, "60"), "Large, " + profile.phrase(.position, "3", "3"), "Large, " + profile.phrase(.position, "3", "3")])
  }

  @Test func numbersTakeTheProfilesDecimalSeparator() {
    #expect(ReaderProfile<Phrase>.number(1.5, decimalSeparator: ",") == "1,5")
    #expect(ReaderProfile<Phrase>.number(-0.25, decimalSeparator: ".") == "-0.25")
    #expect(ReaderProfile<Phrase>.number(2.999, decimalSeparator: ",") == "3")
    #expect(ReaderProfile<Phrase>.number(42, decimalSeparator: ",") == "42")
    #expect(Fixture.profile("de-DE").words.decimalSeparator == "," && Fixture.profile("ru-RU").words.decimalSeparator == ",")
    #expect(Fixture.profile("en-GB").words.decimalSeparator == "." && Fixture.profile("en-US-legacy").words.decimalSeparator == ".")
  }
}
