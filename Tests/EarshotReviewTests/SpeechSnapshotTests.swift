import EarshotEngine
import EarshotModel
import EarshotReview
import EarshotTestSupport
import Testing

/// Speech snapshots: the golden text, read back, and what a listener hears differently.
@Suite struct SpeechSnapshotTests {
  func snapshot(_ json: String, contents: SpeechSnapshot.Contents = []) -> SpeechSnapshot {
    SpeechSnapshot(document: Fixture.document(json, file: "screen.json"), input: "screen.json", reader: Fixture.reader(), catalog: catalog,
                   voice: Fixture.voice(), contents: contents)
  }

  func screen(_ elements: String) -> String {
    #"{"earshot": 1, "title": "Cart", "root": {"children": ["# + elements + "]}}"
  }

  static let pay = #"{"id": "pay", "type": "button", "label": "Pay", "frame": [0, 300, 100, 44]}"#
  static let total = #"{"id": "total", "type": "label", "text": "Total", "value": "$9", "frame": [0, 200, 100, 44]}"#
  static let title = #"{"id": "title", "type": "label", "text": "Cart", "traits": ["header"], "frame": [0, 0, 100, 44]}"#

  @Test func aGoldenReadsBackAsItWasWritten() throws {
    let sample = String(decoding: Repository.read("samples/checkout-legacy.json"), as: UTF8.self)
    let written = snapshot(sample, contents: [.findings, .reach, .timings])
    let read = try SpeechSnapshot.read(written.text(), file: "golden")
    #expect(read == written)
    #expect(read.text() == written.text())
    #expect(SnapshotComparison(golden: read, current: written).isEmpty)
  }

  @Test func changesAreSaidPartByPartInVisitingOrder() {
    let before = snapshot(screen([Self.title, Self.total, Self.pay].joined(separator: ",")))
    // Pay renamed and made a plain label, Total gone, a note added before Pay.
    let note = #"{"id": "note", "type": "label", "text": "Free delivery", "frame": [0, 250, 100, 44]}"#
    let renamed = #"{"id": "pay", "type": "label", "text": "Pay now", "frame": [0, 300, 100, 44]}"#
    let after = snapshot(screen([Self.title, note, renamed].joined(separator: ",")))
    let changes = SnapshotComparison(golden: before, current: after).changes.map { "\($0.place): \($0.change)" }
    #expect(changes == [
      "stop 2: removed: \"Total, $9\"",
      "stop 2: added: \"Free delivery\"",
      "stop 3: label was \"Pay\", now \"Pay now\"; type \"button\" no longer said; now heard as \"Pay now\"",
    ])
  }

  @Test func aStopHeardElsewhereIsSaidToHaveMoved() {
    let before = snapshot(screen([Self.title, Self.total, Self.pay].joined(separator: ",")))
    // Pay now above the total: the title stays put, Pay moved (the longest run in order keeps Total).
    let pay = Self.pay.replacingOccurrences(of: "[0, 300,", with: "[0, 100,")
    let after = snapshot(screen([Self.title, Self.total, pay].joined(separator: ",")))
    let changes = SnapshotComparison(golden: before, current: after).changes.map { "\($0.place): \($0.change)" }
    #expect(changes == ["stop 2: now heard 2nd, was 3rd"])
  }

  @Test func findingsAndReachAreComparedWhenTheGoldenHoldsThem() {
    let unlabelled = #"{"id": "pay", "type": "button", "frame": [0, 300, 100, 44]}"#
    let before = snapshot(screen([Self.title, Self.pay].joined(separator: ",")), contents: [.findings, .reach])
    let after = snapshot(screen([Self.title, Self.total, unlabelled].joined(separator: ",")), contents: [.findings, .reach])
    let changes = SnapshotComparison(golden: before, current: after).changes.map { "\($0.place): \($0.change)" }
    #expect(changes.contains("stop 3: reach was 2 stops swiping, now 3 stops swiping"), "\(changes)")
    #expect(changes.contains { $0.hasPrefix("stop 3: new finding: error missing-label: ") }, "\(changes)")
  }

  @Test func somethingElseIsRefusedWithItsLine() {
    #expect(throws: InputError.self) { try SpeechSnapshot.read("Checkout: 15 stops\n1. Checkout\n", file: "golden") }
    do {
      _ = try SpeechSnapshot.read("\(SpeechSnapshot.firstLine)\ninput: a\nreader: VoiceOver\nvoice: en-US\n\nscreen A: 1 stop\n1. A\n   at: a\nA stray line\n", file: "g")
      Issue.record("a stray line was read")
    } catch {
      #expect(error.lines() == ["g: line 9: expected a \"screen\" line, a numbered stop or an indented \"name: text\" line, not \"A stray line\"; record the golden again with earshot snapshot record"])
    }
  }
}
