import EarshotEngine
import EarshotModel
import EarshotTestSupport
import Testing

/// The plain-text transcript is one line per stop, whatever a label holds; JSON keeps the text whole.
@Suite struct TranscriptTextTests {
  @Test func aLabelsLineBreakAndControlCharactersStayOnItsLine() throws {
    let document = Fixture.screen(
      #"{"type": "button", "label": "Line one\nLine two"}, {"type": "label", "label": "Bell\u0007 and \u001b[31mred"}"#,
      extra: #""title": "Two\nlines","#)
    let transcript = Transcript(document: document, reader: Fixture.reader("en-US"))
    let text = transcript.text()
    #expect(text == #"""
      Two\nlines: 2 stops
      1. Line one\nLine two, button
      2. Bell\u{7} and \u{1B}[31mred

      """#)
    // What is spoken, and JSON, keep the label as written.
    #expect(transcript.screens[0].entries[0].utterance.speech.contains("Line one\nLine two"))
  }
}
