import EarshotModel
import Testing

@Suite struct UtteranceTests {
  // `speech` is the parts before the hint joined with the comma that stands for VoiceOver's pause,
  // wherever the hint sits and whatever a part holds.
  @Test func speechJoinsTheNonHintParts() {
    func segment(_ role: SegmentRole, _ text: String) -> Segment { Segment(role: role, text: text, language: "en-US") }
    let cases: [[Segment]] = [
      [],
      [segment(.hint, "Double tap to open.")],
      [segment(.label, "Play"), segment(.type, "button")],
      [segment(.hint, "Double tap."), segment(.label, "Play"), segment(.hint, "Again."), segment(.type, "button")],
      [segment(.label, ""), segment(.value, "50%"), segment(.type, "adjustable")],
    ]
    for segments in cases {
      let expected = segments.filter { $0.role != .hint }.map(\.text).joined(separator: ", ")
      #expect(Utterance(segments).speech == expected)
    }
    #expect(Utterance([segment(.label, "Play"), segment(.type, "button"), segment(.hint, "Double tap.")]).speech == "Play, button")
  }
}
