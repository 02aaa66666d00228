import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// VoiceOver's vocabulary beyond the common controls, family by family. Each test names its public
/// source (docs/EVIDENCE.md); what no source settles is in `VoiceOverUnverified`.
@Suite struct VocabularyTests {
  // MARK: Search fields and text entry

  @Test func theSearchFieldTraitIsAWordNotTextEntry() {
    // The search-field trait says "search field" (MagentaA11y: "Search search field"); the editing hint
    // belongs to text entry (AccessibilitySnapshot: generated from the text-entry trait only), so the
    // author's hint stays, and a switch keeps its own hint.
    #expect(line(#"{"isAccessibilityElement": true, "label": "Search", "traits": ["searchField"]}"#) == "Search, search field")
    #expect(line(#"{"isAccessibilityElement": true, "label": "Search", "hint": "Finds songs.", "traits": ["searchField"]}"#)
      == "Search, search field (hint: Finds songs.)")
    #expect(line(#"{"type": "switch", "label": "Wi-Fi", "on": true, "traits": ["button", "toggleButton", "searchField"]}"#)
      == "Wi-Fi, switch button, on, search field (hint: Double tap to toggle setting.)")
    // A search bar's field edits text: "search field" (not "text field") and the editing hint.
    #expect(line(#"{"type": "searchField", "label": "Search", "hint": "Finds songs."}"#) == "Search, search field (hint: Double tap to edit.)")
  }

  @Test func aTextViewsHintAddsTheRotorSentence() {
    // AccessibilitySnapshot's `trait.text_area.hint` (en, de, ru), written down from VoiceOver's
    // speech: two sentences, which its string joins with ", " after the first one's period
    // ("edit., Use"); VoiceOver speaks them as two sentences, with a sentence's pause between.
    #expect(line(#"{"type": "textView", "label": "Notes"}"#) == "Notes, text field (hint: Double tap to edit. Use the rotor to access Misspelled Words)")
    #expect(line(#"{"type": "textView", "label": "Notes", "traits": ["textEntry", "textArea", "isEditing"]}"#)
      == "Notes, text field, is editing, insertion point at start (hint: Use the rotor to access Misspelled Words)")
    #expect(line(#"{"type": "textView", "label": "Notizen"}"#, voice: "de-DE")
      == "Notizen, Textfeld (hint: Zum Bearbeiten doppeltippen. Den Rotor für den Zugriff auf Rechtschreibfehler verwenden)")
    // SwiftUI's TextEditor is the same text area, written as traits.
    #expect(line(#"{"isAccessibilityElement": true, "label": "Notes", "traits": ["textEntry", "textArea"]}"#)
      == "Notes, text field (hint: Double tap to edit. Use the rotor to access Misspelled Words)")
  }

  @Test func noBuiltInHintRunsTwoSentencesTogetherWithAComma() throws {
    for voice in ["en-US", "en-GB", "de-DE", "ru-RU"] {
      let profile = Fixture.reader(voice).profile
      for phrase in Phrase.allCases where phrase.rawValue.hasPrefix("hint.") {
        #expect(!profile.phrase(phrase).contains("., "), "\(voice) \(phrase.rawValue)")
      }
    }
  }

  // MARK: Lists and landmarks

  @Test func aListMarksItsFirstAndLastElement() {
    // AccessibilitySnapshot's list context: "List Start." on the first element, "List End." on the
    // last, only "List Start." for a list of one.
    let stops = speech(#"""
      {"containerType": "list", "children": [
        {"type": "label", "text": "Wi-Fi", "frame": [0, 0, 100, 44]},
        {"type": "label", "text": "Bluetooth", "frame": [0, 44, 100, 44]},
        {"type": "label", "text": "Cellular", "frame": [0, 88, 100, 44]}]},
      {"containerType": "list", "children": [{"type": "label", "text": "Alone", "frame": [0, 200, 100, 44]}]}
      """#)
    #expect(stops == ["Wi-Fi, list start", "Bluetooth", "Cellular, list end", "Alone, list start"])
  }

  @Test func aLandmarkMarksItsFirstAndLastElement() {
    // AccessibilitySnapshot's landmark context: "Landmark." then "End.".
    let stops = speech(#"""
      {"containerType": "landmark", "children": [
        {"type": "label", "text": "Now playing", "traits": ["header"], "frame": [0, 0, 100, 44]},
        {"type": "button", "text": "Play", "frame": [0, 44, 100, 44]},
        {"type": "button", "text": "Next", "frame": [0, 88, 100, 44]}]}
      """#)
    #expect(stops == ["Now playing, heading, landmark", "Play, button", "Next, button, end"])
  }

  @Test func segmentsInAListKeepTheirPosition() {
    // VoiceOverUnverified.listBoundariesOfEveryList: a segment's "N of M" is its context, not the list's mark.
    let stops = speech(#"""
      {"containerType": "list", "children": [
        {"type": "segmentedControl", "frame": [0, 0, 200, 30], "children": [
          {"text": "Day", "frame": [0, 0, 100, 30]}, {"text": "Week", "frame": [100, 0, 100, 30]}]},
        {"type": "label", "text": "Last", "frame": [0, 40, 100, 30]}]}
      """#)
    #expect(stops == ["Day, button, 1 of 2", "Week, button, 2 of 2", "Last, list end"])
  }

  // MARK: Data tables

  static let plans = #"""
    {"containerType": "dataTable", "label": "Plans", "children": [
      {"type": "label", "text": "Plan", "tableRow": 0, "tableColumn": 0, "tableHeader": "column", "frame": [0, 0, 100, 30]},
      {"type": "label", "text": "Price", "tableRow": 0, "tableColumn": 1, "tableHeader": "column", "frame": [100, 0, 100, 30]},
      {"type": "label", "text": "Storage", "tableRow": 0, "tableColumn": 2, "tableHeader": "column", "frame": [200, 0, 100, 30]},
      {"type": "label", "text": "Basic", "tableRow": 1, "tableColumn": 0, "tableHeader": "row", "frame": [0, 30, 100, 30]},
      {"type": "label", "text": "$1", "tableRow": 1, "tableColumn": 1, "frame": [100, 30, 100, 30]},
      {"isAccessibilityElement": true, "label": "Basic storage", "value": "50 GB", "tableRow": 1, "tableColumn": 2, "frame": [200, 30, 100, 30]},
      {"type": "label", "text": "Pro", "tableRow": 2, "tableColumn": 0, "tableHeader": "row", "frame": [0, 60, 100, 30]},
      {"type": "button", "text": "$3", "tableRow": 2, "tableColumn": 1, "traits": ["button", "notEnabled"], "frame": [100, 60, 100, 30]}]}
    """#

  @Test func aTableCellReadsItsHeadersValueHeaderKindRowAndColumn() {
    // AccessibilitySnapshot issue #7 (real VoiceOver): headers first, then the cell's label and value,
    // "Row Header." / "Column Header." for header cells, then the row and column ("Row 1. Column 1."),
    // then the trait words ("B5: Value. Row 5. Column 2. Dimmed. Button."). Its data-table context:
    // the row and the row's headers only for the first cell of a row; a column header right above
    // the first cell of a row is not read again.
    #expect(speech(Self.plans) == [
      "Plans, Plan, column header, row 1, column 1",
      "Price, column header, column 2",
      "Storage, column header, column 3",
      "Basic, row header, row 2, column 1",
      "Price, $1, column 2",
      "Storage, Basic storage, 50 GB, column 3",
      "Plan, Pro, row header, row 3, column 1",
      "Price, $3, column 2, dimmed, button",
    ])
  }

  @Test func aCornerCellHeadsBothItsRowAndItsColumn() {
    // AccessibilitySnapshot issue #7, real VoiceOver on a table whose A1 heads both:
    // "A1: A1 Value. Row Header. Column Header. Row 1. Column 1."; B2 reads both headers.
    let table = #"""
      {"containerType": "dataTable", "children": [
        {"type": "label", "text": "A1", "tableRow": 0, "tableColumn": 0, "tableHeader": "both", "frame": [0, 0, 100, 30]},
        {"type": "label", "text": "B1", "tableRow": 0, "tableColumn": 1, "tableHeader": "column", "frame": [100, 0, 100, 30]},
        {"type": "label", "text": "A2", "tableRow": 1, "tableColumn": 0, "tableHeader": "row", "frame": [0, 30, 100, 30]},
        {"type": "label", "text": "B2", "tableRow": 1, "tableColumn": 1, "frame": [100, 30, 100, 30]}]}
      """#
    #expect(speech(table) == [
      "A1, row header, column header, row 1, column 1", "B1, column header, column 2", "A2, row header, row 2, column 1", "B1, B2, column 2",
    ])
  }

  @Test func tableWordsComeFromTheProfile() {
    // AccessibilitySnapshot's de and ru `context.data_table.row_format` / `column_format`.
    #expect(speech(Self.plans, voice: "de-DE")[3] == "Basic, Zeilenüberschrift, Zeile 2, Spalte 1")
    #expect(speech(Self.plans, voice: "ru-RU")[4] == "Price, $1, столбец 2")
  }

  @Test func tablePositionsAreCheckedByTheReader() {
    let outside = Fixture.diagnostics(#"{"root": {"children": [{"type": "label", "text": "A", "tableRow": 0, "tableColumn": 0}]}}"#)
    #expect(outside.map(\.description) == [
      #"fixture.json: root.children[0].tableRow: a table position needs a data table around it: put this cell inside an element with "containerType": "dataTable""#,
    ])
    let twice = Fixture.diagnostics(#"""
      {"root": {"containerType": "dataTable", "children": [{"text": "A", "tableRow": 1, "tableColumn": 0}, {"text": "B", "tableRow": 1, "tableColumn": 0}]}}
      """#)
    #expect(twice.map(\.description) == [
      "fixture.json: root.children[1].tableRow: row 1, column 0 already holds the cell at root.children[0]; each cell of a table has a place of its own",
    ])
    let half = Fixture.diagnostics(#"{"root": {"containerType": "dataTable", "children": [{"text": "A", "tableRow": 1, "tableHeader": "row"}]}}"#)
    #expect(half.map(\.description) == [#"fixture.json: root.children[0]: a data-table cell needs both "tableRow" and "tableColumn" (0-based)"#])
    let range = Fixture.diagnostics(#"{"root": {"containerType": "dataTable", "children": [{"text": "A", "tableRow": -1, "tableColumn": 0}]}}"#)
    #expect(range.count == 1 && range[0].description.contains("root.children[0].tableRow"))
    let header = Fixture.diagnostics(#"{"root": {"containerType": "dataTable", "children": [{"text": "A", "tableRow": 0, "tableColumn": 0, "tableHeader": "columns"}]}}"#)
    #expect(header.count == 1 && header[0].description.contains(#"did you mean "column"?"#))
  }

  // MARK: Switches and toggles

  @Test func aToggleReportingOneZeroOrTwoSaysOnOffOrMixed() {
    // AccessibilitySnapshot's switch-button states: a value of "1", "0" or "2" reads "On.", "Off.",
    // "Mixed."; any other value as written (its reference images of fake switch views).
    let toggle = #"{"isAccessibilityElement": true, "label": "Fake label", "value": "VALUE", "traits": ["button", "toggleButton"]}"#
    #expect(line(toggle.replacingOccurrences(of: "VALUE", with: "1")) == "Fake label, switch button, on (hint: Double tap to toggle setting.)")
    #expect(line(toggle.replacingOccurrences(of: "VALUE", with: "0")) == "Fake label, switch button, off (hint: Double tap to toggle setting.)")
    #expect(line(toggle.replacingOccurrences(of: "VALUE", with: "2")) == "Fake label, switch button, mixed (hint: Double tap to toggle setting.)")
    #expect(line(toggle.replacingOccurrences(of: "VALUE", with: "Value")) == "Fake label, switch button, Value (hint: Double tap to toggle setting.)")
    #expect(line(toggle.replacingOccurrences(of: "VALUE", with: "1"), voice: "de-DE")
      == "Fake label, Umschalttaste, ein (hint: Zum Umschalten doppeltippen.)")
  }

  @Test func aUISwitchIgnoresTheValueSetOnIt() {
    // AccessibilitySnapshot's switch reference images: a real UISwitch given the value "Value" still
    // reads "Switch Button. On."; the reader says so.
    #expect(line(#"{"type": "switch", "label": "Label", "value": "Value", "on": true}"#) == "Label, switch button, on (hint: Double tap to toggle setting.)")
    let d = Fixture.diagnostics(#"{"root": {"children": [{"type": "switch", "label": "Label", "value": "Value"}]}}"#)
    #expect(d.count == 1 && d[0].severity == .warning && d[0].description.contains("root.children[0].value: a switch's value is not read"))
  }

  @Test func aHintOnATextFieldIsReplacedAndTheReaderSaysSo() {
    // AccessibilitySnapshot's description of text entry (UIAccessibility+SnapshotAdditions.swift at
    // 5b03db81, lines 232-243): its own hint takes the place of the element's, unless it is dimmed.
    let field = #"{"type": "textField", "label": "Email", "hint": "Use your work address."}"#
    #expect(line(field) == "Email, text field (hint: Double tap to edit.)")
    let d = Fixture.diagnostics(#"{"root": {"children": [\#(field)]}}"#)
    #expect(d.count == 1 && d[0].severity == .warning)
    #expect(d.first?.description.contains(#"root.children[0].hint: VoiceOver does not speak this hint: on a text field "Email""#) == true)
    #expect(d.first?.description.contains(#""Use your work address." is never heard (AccessibilitySnapshot, https://github.com/cashapp/AccessibilitySnapshot/"#) == true)
    // Text entry by its traits too; a dimmed field keeps its hint, and other controls keep theirs.
    #expect(Fixture.diagnostics(#"{"root": {"children": [{"isAccessibilityElement": true, "label": "Note", "traits": ["textEntry"], "hint": "Optional."}]}}"#).count == 1)
    #expect(Fixture.diagnostics(#"{"root": {"children": [{"type": "textField", "label": "Email", "traits": ["textEntry", "notEnabled"], "hint": "Locked."}]}}"#).isEmpty)
    #expect(Fixture.diagnostics(#"{"root": {"children": [{"type": "button", "label": "Send", "hint": "Sends it."}]}}"#).isEmpty)
  }

  @Test func aSwitchsStateFollowsSwitchButtonBeforeLaterTypeWords() {
    // AccessibilitySnapshot's trait specifiers: "Selected: Label. Switch Button. Off. Heading. Link. Adjustable. Image. Search Field."
    #expect(speech(#"{"type": "switch", "label": "Label", "traits": ["button", "toggleButton", "selected", "header", "link", "adjustable", "image", "searchField"]}"#)
      == ["Selected, Label, switch button, off, heading, link, adjustable, image, search field"])
  }

  // MARK: Custom content

  @Test func customContentThatIsAllHighImportanceIsReadInline() {
    // CVS Health's custom content technique: "12A, Window seat, Switch button, off, Double tap to toggle setting"
    // (no "More content available"); WWDC21 10121 says it when some content is of default importance.
    #expect(line(#"{"type": "switch", "label": "12A", "customContent": [{"label": "Seat", "value": "Window seat", "importance": "high"}]}"#)
      == "12A, Window seat, switch button, off (hint: Double tap to toggle setting.)")
    #expect(line(#"{"isAccessibilityElement": true, "label": "Bailey", "customContent": [{"label": "Age", "value": "three years", "importance": "high"}, {"label": "Rank", "value": "1"}]}"#)
      == "Bailey, three years, More content available")
  }

  // MARK: Headings, expansion, pickers, pop-up buttons

  @Test func aHeadingLevelIsSpokenAsInWebContent() {
    // MagentaA11y web view recording: "Manage your Privacy Settings Heading Level 1" (VoiceOverUnverified.headingLevelSpoken for native views).
    #expect(line(#"{"type": "label", "text": "Manage your Privacy Settings", "traits": ["header"], "headingLevel": 1}"#)
      == "Manage your Privacy Settings, heading level 1")
    #expect(line(#"{"type": "label", "text": "Datenschutz", "traits": ["header"], "headingLevel": 2}"#, voice: "de-DE") == "Datenschutz, Überschrift Ebene 2")
  }

  @Test func anExpandableElementSaysItsStateAfterTheLabelAndWhatADoubleTapDoes() {
    // MagentaA11y expandable recording: "Amenities collapsed … button. Double tap to expand."; CVS
    // Health's accordion technique: "Expanded" with the hint to collapse.
    #expect(line(#"{"type": "button", "text": "Amenities", "expanded": false}"#) == "Amenities, collapsed, button (hint: Double tap to expand.)")
    #expect(line(#"{"type": "button", "text": "Amenities", "value": "2 selected", "expanded": true}"#)
      == "Amenities, expanded, 2 selected, button (hint: Double tap to collapse.)")
    #expect(line(#"{"type": "button", "text": "Amenities", "expanded": true}"#, voice: "en-US-legacy") == "Amenities, expanded, button (hint: Double tap to collapse.)")
  }

  @Test func aPickerWheelSaysPickerItemAndIsAdjustable() {
    // MagentaA11y time-picker recording and documentation: "February, picker item, adjustable, swipe up
    // or down with one finger to adjust the value"; a wheel's visible label is its label (CVS Health's pickers).
    #expect(line(#"{"type": "picker", "adjustable": {"values": ["January", "February", "March"], "index": 1}}"#)
      == "February, picker item, adjustable (hint: Swipe up or down with one finger to adjust the value.)")
    #expect(speech(#"{"type": "picker", "label": "Month", "adjustable": {"values": ["May"]}}"#) == ["Month, May, picker item, adjustable"])
  }

  @Test func aPopUpButtonSaysPopUpButtonAndItsHint() {
    // MagentaA11y dropdown recording: "Search by bag tag number, pop up button, double tap to activate the picker."
    #expect(line(#"{"type": "popUpButton", "text": "Search by bag tag number"}"#)
      == "Search by bag tag number, pop up button (hint: Double tap to activate the picker.)")
    #expect(line(#"{"type": "popUpButton", "text": "Sort", "traits": ["button", "notEnabled"]}"#) == "Sort, dimmed, pop up button")
  }

  // MARK: Other controls

  @Test func aTabsNumberBadgeIsACountOfItems() {
    // AccessibilitySnapshot's tab bar reference images (real UITabBar items): badge "3" reads
    // "Item B: 3 items", badge "A" reads "A", an explicit value wins, an empty badge says nothing.
    let stops = speech(#"""
      {"type": "tabBar", "label": "Tabs", "children": [
        {"text": "Item A", "badge": "", "frame": [0, 0, 50, 40]}, {"text": "Item B", "badge": "3", "frame": [50, 0, 50, 40]},
        {"text": "Item C", "badge": "A", "frame": [100, 0, 50, 40]}, {"text": "Item D", "badge": "3", "value": "Value", "frame": [150, 0, 50, 40]}]}
      """#)
    #expect(stops == ["Tabs, Item A, tab, 1 of 4", "Item B, 3 items, tab, 2 of 4", "Item C, A, tab, 3 of 4", "Item D, Value, tab, 4 of 4"])
  }

  @Test func countsTakeTheLanguagesPluralForm() {
    // CLDR's plural rules (unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html):
    // "1 item", not "1 items"; German "1 Objekt"; Russian one, few and many by the last digits.
    func badges(_ counts: [Int], voice: String) -> [String] {
      let tabs = counts.enumerated().map { #"{"text": "T\#($0.offset)", "badge": "\#($0.element)", "frame": [\#($0.offset * 40), 0, 40, 40]}"# }
      return speech(#"{"type": "tabBar", "label": "Tabs", "children": [\#(tabs.joined(separator: ","))]}"#, voice: voice)
        .map { $0.components(separatedBy: ", ").first { $0.first?.isNumber == true } ?? "" }
    }
    #expect(badges([1, 2, 0], voice: "en-US") == ["1 item", "2 items", "0 items"])
    #expect(badges([1, 2], voice: "en-GB") == ["1 item", "2 items"])
    #expect(badges([1, 2], voice: "de-DE") == ["1 Objekt", "2 Objekte"])
    #expect(badges([1, 3, 5, 11, 21, 22, 25, 111], voice: "ru-RU")
      == ["1 объект", "3 объекта", "5 объектов", "11 объектов", "21 объект", "22 объекта", "25 объектов", "111 объектов"])
    // A cell spanning rows says its count in the same way.
    let table = #"{"containerType": "dataTable", "children": [{"type": "label", "text": "A", "tableRow": 0, "tableColumn": 0, "tableRowSpan": 2, "frame": [0, 0, 40, 40]}]}"#
    #expect(speech(table).first?.contains("spans 2 rows") == true)
    #expect(PluralCategory.of(1, language: "en-US") == .one && PluralCategory.of(2, language: "de") == .other
            && PluralCategory.of(14, language: "ru-RU") == .many && PluralCategory.of(-2, language: "ru") == .few)
  }

  @Test func unlabeledImagesAreReadBySymbolOrAssetName() {
    // WWDC26 220: an SF Symbol without a label is read by its name in words ("Cat fill"); WWDC19 254:
    // an asset is read by its file name, punctuation and all ("Plus underscore icon underscore…").
    #expect(line(#"{"type": "image", "image": "cat.fill", "isAccessibilityElement": true}"#) == "Cat fill, image")
    let asset = Fixture.screen(#"{"type": "button", "image": "plus_icon_outline_#9"}"#)
    let entry = Transcript(document: asset, reader: Fixture.reader()).screens[0].entries[0]
    #expect(entry.utterance.speech == "plus_icon_outline_#9, button")
    #expect(entry.utterance.segments[0].speech?.punctuation == true)
  }

  @Test func sourceCodeIsReadWithItsPunctuation() {
    // Apple's TextualContextAttribute: in a source coding context VoiceOver "could choose to speak all
    // punctuation". UIKit: a UITextView's accessibilityTextualContext; SwiftUI: a Text marked so.
    for element in [#"{"type": "textView", "label": "Snippet", "value": "let x = f(1);", "textualContext": "sourceCode"}"#,
                    #"{"isAccessibilityElement": true, "label": "let x = f(1);", "traits": ["staticText"], "textualContext": "sourceCode"}"#] {
      let entry = Transcript(document: Fixture.screen(element), reader: Fixture.reader()).screens[0].entries[0]
      #expect(entry.utterance.segments[0].speech?.punctuation == true)
    }
    // Written speech attributes win; other contexts read as plain text.
    let plain = Fixture.screen(#"{"type": "label", "text": "Hi, Ann.", "textualContext": "messaging"}"#)
    #expect(Transcript(document: plain, reader: Fixture.reader()).screens[0].entries[0].utterance.segments[0].speech == nil)
    let written = Fixture.screen(#"{"type": "label", "text": "a;b", "textualContext": "sourceCode", "speech": {"punctuation": false}}"#)
    #expect(Transcript(document: written, reader: Fixture.reader()).screens[0].entries[0].utterance.segments[0].speech?.punctuation == false)
  }

  /// The JSON transcript's segments say how each part is said when it is not plainly, so a
  /// console's punctuation read and a run spelled out show where the text alone does not.
  @Test func theJSONTranscriptsSegmentsCarryHowEachPartIsSaid() throws {
    let document = Fixture.screen(#"""
      {"type": "label", "text": "ls -la", "textualContext": "console", "frame": [0, 0, 390, 22]},
      {"type": "label", "text": "Code A7X2", "labelSpans": [{"text": "A7X2", "speech": {"spellOut": true}}], "frame": [0, 30, 390, 22]},
      {"type": "label", "text": "Plain", "frame": [0, 60, 390, 22]}
      """#)
    let json = try JSONParser.parse(Transcript(document: document, reader: Fixture.reader()).jsonText())
    let stops = try #require(json["stops"]?.arrayValue)
    #expect(stops[0]["segments"]?.arrayValue?.first?["speech"]?["punctuation"]?.boolValue == true)
    #expect(stops[1]["segments"]?.arrayValue?.map { $0["speech"]?["spellOut"]?.boolValue } == [nil, true])
    #expect(stops[2]["segments"]?.arrayValue?.first?["speech"] == nil)
  }

  @Test func keyboardKeysActivityIndicatorsAndProgressViews() {
    // AccessibilitySnapshot: the keyboard-key trait only drops "Button."; John Sweet: an activity
    // indicator says "In progress"; a MagentaA11y recording: "zero percent progress".
    #expect(line(#"{"type": "button", "text": "Q", "traits": ["button", "keyboardKey"]}"#) == "Q")
    #expect(line(#"{"type": "activityIndicator"}"#) == "In progress")
    #expect(line(#"{"type": "progressView", "adjustable": {"min": 0, "max": 1, "value": 0}}"#) == "0%, progress")
  }

  // MARK: Languages

  @Test func germanWordsAreTheOnesGermanVoiceOverSpeaks() {
    // AccessibilitySnapshot's de.lproj strings, written down from German VoiceOver (its PR #62):
    // "Hyperlink.", "Tabulator.", "Bearbeiten", "Zurück Taste.".
    #expect(line(#"{"type": "link", "text": "Impressum"}"#, voice: "de-DE") == "Impressum, Hyperlink")
    #expect(speech(#"{"type": "tabBar", "label": "Tabs", "children": [{"text": "Start"}]}"#, voice: "de-DE") == ["Tabs, Start, Tabulator, 1 von 1"])
    #expect(line(#"{"type": "textField", "label": "Name", "traits": ["textEntry", "isEditing"]}"#, voice: "de-DE")
      == "Name, Textfeld, Bearbeiten, Einfügemarke am Anfang (hint: Den Rotor für den Zugriff auf Rechtschreibfehler verwenden)")
    #expect(line(#"{"type": "backButton", "text": "Einstellungen"}"#, voice: "de-DE") == "Einstellungen, Zurück Taste")
  }

  /// VoiceOver's vocabulary is the phrase table of the built-in en-US profile, which every voice
  /// profile is read against, key for key and in order (the order messages list them in), and
  /// each key finds its place in the table VoiceOver looks its words up in.
  @Test func voiceOversVocabularyIsTheBaseProfilesKeys() {
    #expect(Phrase.allCases.map(\.rawValue) == VoiceProfileReader.phraseKeys)
    #expect(MemoryLayout<Phrase>.size == 1)
    for (i, phrase) in Phrase.allCases.enumerated() { #expect(phrase.caseIndex == i, "\(phrase)") }
    let profile = Fixture.reader().profile, words = Fixture.profile().words
    for phrase in Phrase.allCases { #expect(profile.phrase(phrase) == words.phrases[phrase.rawValue], "\(phrase)") }
  }

  @Test func everyTranslatedPhraseIsListedAsUnverified() {
    // The phrases no source settles in German and Russian are named in VoiceOverUnverified.translatedPhrases;
    // each names a phrase the profile has.
    for (name, phrases) in VoiceOverUnverified.translatedPhrases {
      let profile = Fixture.profile(name).words
      for phrase in phrases { #expect(profile.phrases[phrase.rawValue] != nil) }
    }
  }
}
