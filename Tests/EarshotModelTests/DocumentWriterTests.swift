import EarshotModel
import EarshotTestSupport
import Testing

/// Written screen documents read back as the same document.
@Suite struct DocumentWriterTests {
  @Test func everyFieldRoundTrips() throws {
    let document = Fixture.document(Fixture.everyField)
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
