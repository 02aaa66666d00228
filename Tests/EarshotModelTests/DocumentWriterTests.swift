import EarshotModel
import EarshotTestSupport
import Testing

/// Written screen documents read back as the same document.
@Suite struct DocumentWriterTests {
  static let everyField = #"""
    {"earshot": 1, "title": "All", "language": "de-DE", "layoutDirection": "rightToLeft", "device": "iPad", "size": [820, 1180],
     "root": {"children": [
      {"id": "a", "type": "slider", "text": "t", "image": "star.fill", "label": "L", "value": "V", "hint": "H",
       "traits": ["adjustable", "selected"], "frame": [1.5, 2, 3, 4], "isAccessibilityElement": true, "hidden": true,
       "modal": true, "groupChildren": true, "combine": "ignore", "sortPriority": 2, "containerType": "list",
       "navigationStyle": "combined", "customActions": [{"name": "Delete", "effects": [{"announce": "Deleted", "priority": "high", "queue": true}]}],
       "customContent": [{"label": "Age", "value": "3 years", "importance": "high"}, {"label": "Breed", "value": "Beagle"}],
       "rotors": [{"name": "Warnings", "targets": ["b"]}], "language": "en-US", "inputLabels": ["Go"],
       "headingLevel": 2, "speech": {"punctuation": true, "spellOut": false, "ipa": "həˈloʊ", "pitch": 1.5},
       "adjustable": {"min": 0, "max": 10, "step": 2, "value": 4, "format": "{} points"}, "on": true,
       "onActivate": [{"layoutChanged": "b"}, {"layoutChanged": null}, {"set": "b", "value": "x", "label": "y", "traits": [], "hidden": false, "on": true}],
       "onEscape": [{"dismiss": true}], "onMagicTap": [{"toggle": "a"}],
       "accessibilityElements": ["b"],
       "children": [{"id": "b", "type": "label", "text": "inner", "speech": {}, "adjustable": {"values": ["one", "two"], "index": 1}}]}
     ]}}
    """#

  @Test func everyFieldRoundTrips() throws {
    let document = Fixture.document(Self.everyField)
    let written = DocumentWriter.string(document)
    let back = try DocumentReader.read(bytes: Array(written.utf8), file: "w.json")
    #expect(back.warnings.isEmpty)
    #expect(back.document == document)
    #expect(DocumentWriter.string(back.document) == written)
  }

  @Test func flowsRoundTrip() throws {
    let document = Fixture.document(#"""
      {"title": "Shop", "language": "en-GB", "start": "pay", "screens": [
        {"id": "cart", "title": "Cart", "root": {"children": [{"type": "button", "text": "Pay", "onActivate": [{"screenChanged": "pay", "focus": "total"}]}]}},
        {"id": "pay", "device": "iPad", "root": {"children": [{"id": "total", "type": "label", "text": "£3"}]}}]}
      """#)
    let back = try DocumentReader.read(bytes: Array(DocumentWriter.string(document).utf8), file: "w.json").document
    #expect(back == document)
    #expect(back.isFlow && back.start == "pay" && back.screens[1].language == "en-GB")
  }

  @Test func bundledSamplesRoundTrip() throws {
    for name in Repository.samples() {
      let original = try DocumentReader.read(bytes: Repository.read("samples/\(name)"), file: name).document
      let back = try DocumentReader.read(bytes: Array(DocumentWriter.string(original).utf8), file: name).document
      #expect(back == original, "\(name)")
    }
  }

  @Test func defaultsAreLeftOut() {
    let text = DocumentWriter.string(Fixture.document(#"{"root": {"children": [{"type": "button", "text": "Go", "hidden": false, "sortPriority": 0}]}}"#))
    #expect(text == """
      {
        "earshot": 1,
        "root": {
          "children": [
            {
              "type": "button",
              "text": "Go"
            }
          ]
        }
      }

      """)
  }
}
