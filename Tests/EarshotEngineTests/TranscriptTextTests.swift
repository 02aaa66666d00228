import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
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

  /// A screen with nothing to visit has no entries, made without writing to the runtime's shared
  /// empty array (a data race `scripts/sanitize thread` reports when screens are read side by side).
  @Test func aScreenWithNoStopsHasNoEntries() {
    let document = Fixture.screen(#"{"type": "label", "label": "Hidden", "hidden": true}"#)
    let reader = Fixture.reader("en-US")
    let order = reader.order(of: ScreenState(screen: document.startScreen))
    #expect(order.stops.isEmpty)
    let counts = Concurrent.map(8) { _ in Transcript.entries(order, reader: reader).count }
    #expect(counts == Array(repeating: 0, count: 8))
  }

  /// A long screen is spoken and written a block at a time on every core, as text and as JSON; the
  /// result is the text of the transcript built whole.
  @Test func longScreensStreamWhatTheWholeTranscriptSays() throws {
    let rows = (0..<4_500).map { r in
      #"{"children": [{"type": "label", "label": "Row \#(r)", "frame": [0, \#(r * 50), 60, 44]}, {"type": "switch", "label": "On \#(r)", "on": true, "frame": [100, \#(r * 50), 60, 44]}, {"type": "button", "label": "Go\n\#(r)", "hint": "Goes.", "frame": [200, \#(r * 50), 60, 44]}]}"#
    }
    let document = Fixture.screen(rows.joined(separator: ", "), extra: #""title": "Long","#)
    let reader = Fixture.reader("en-US")
    let whole = Transcript(document: document, reader: reader)
    #expect(whole.screens[0].stops.count > 2 * 4_096, "more stops than two blocks")
    var text = ""
    Transcript.writeText(document: document, reader: reader) { text += $0 }
    #expect(text == whole.text())
    var chunks = 0
    var bytes: [UInt8] = []
    var writer = JSONWriter { chunks += 1; bytes += $0 }
    Transcript.writeJSON(document: document, reader: reader, to: &writer)
    writer.finish()
    #expect(chunks > 1)
    #expect(String(decoding: bytes, as: UTF8.self) == whole.jsonText())
  }
}
