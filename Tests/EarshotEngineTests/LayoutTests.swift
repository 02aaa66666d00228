import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotVoiceOver
import Testing

/// The sizes of the values a long screen holds one or several of per element (an element, its stop,
/// the stop's transcript entry, each spoken part): their fields are ordered so the one-byte ones fill
/// spare bytes, and the rare speech attributes are held by reference. A field added in the wrong
/// place, or a rare one added inline, grows every screen's memory (`benchmarks/json-outputs.sh`
/// measures the audit of 100,000 elements against its 200 MB target); these say so at once.
@Suite struct LayoutTests {
  @Test func aSpokenPartTakesFortyEightBytes() {
    #expect(MemoryLayout<Segment>.stride == 48)
  }

  @Test func anElementAndItsStopKeepTheirSize() {
    #expect(MemoryLayout<Element>.stride <= 192)
    #expect(MemoryLayout<ResolvedElement>.stride <= 176)
    #expect(MemoryLayout<Stop>.stride <= 224)
    #expect(MemoryLayout<Transcript.Entry>.stride <= 240)
  }

  /// The speech attributes, though held by reference, compare and read back by value.
  @Test func speechAttributesCompareByValue() {
    let a = Segment(role: .label, text: "Pay", language: "en-US", speech: SpeechAttributes(spellOut: true))
    var b = Segment(role: .label, text: "Pay", language: "en-US", speech: SpeechAttributes(spellOut: true))
    #expect(a == b && a.hashValue == b.hashValue)
    b.speech?.pitch = 1.5
    #expect(a != b && b.speech == SpeechAttributes(spellOut: true, pitch: 1.5) && a.speech?.pitch == nil)
    b.speech = nil
    #expect(b.speech == nil && b != a)
  }
}
