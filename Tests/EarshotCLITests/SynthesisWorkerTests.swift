import EarshotAudio
import EarshotTestSupport
import Foundation
import Testing

/// A long render speaks its distinct segments in worker processes of the binary (espeak-ng keeps
/// its state in globals, so one process speaks one text at a time): the audio must be the same.
@Suite("render in synthesis workers")
struct SynthesisWorkerTests {
  /// A screen of `rows` rows that each say something new, and the same button after each.
  static func longScreen(rows: Int) throws -> URL {
    let dir = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("earshot-workers-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    var children: [String] = []
    for r in 0..<rows {
      let y = 40 + r * 50
      children.append(#"{"type": "label", "text": "Order \#(r + 1001), \#(r % 90 + 3) dollars", "frame": [16, \#(y), 260, 22]}"#)
      children.append(#"{"type": "button", "text": "Add", "frame": [300, \#(y), 74, 36]}"#)
    }
    let document = #"{"earshot": 1, "title": "Orders", "root": {"children": [\#(children.joined(separator: ", "))]}}"#
    let url = dir.appendingPathComponent("orders.json")
    try Data(document.utf8).write(to: url)
    return url
  }

  /// "(N segments synthesized, M reused from the cache)" from a render's stderr.
  static func counts(_ stderr: String) -> String? {
    stderr.range(of: #"\(\d+ segments synthesized, \d+ reused from the cache\)"#, options: .regularExpression).map { String(stderr[$0]) }
  }

  @Test("two worker processes speak the same segments as one process, each text once, and the same audio every run")
  func workersSpeakTheSameSegments() throws {
    let document = try Self.longScreen(rows: 80)
    let dir = document.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: dir) }
    func render(_ name: String, jobs: Int) throws -> BinaryRunner.Result {
      try BinaryRunner.run(["render", document.path, "-o", dir.appendingPathComponent(name + ".wav").path, "--captions", "vtt",
                            "--jobs", String(jobs)])
    }
    let one = try render("one", jobs: 1), two = try render("two", jobs: 2), again = try render("again", jobs: 2)
    #expect(one.status == 0 && two.status == 0 && again.status == 0, "\(one.stderr)\(two.stderr)")
    #expect(!one.stderr.contains("worker processes"))
    #expect(two.stderr.contains("distinct segments in 2 worker processes"), "\(two.stderr)")
    let file = { (name: String) in try Data(contentsOf: dir.appendingPathComponent(name)) }
    // Each share goes to a fresh worker, so the same input and --jobs give the same audio.
    #expect(try file("two.wav").count > 1_000_000)
    #expect(try file("two.wav") == file("again.wav"))
    // The same segments in the same order; espeak-ng's timing of a text depends a little on what
    // its process spoke before, so only the cue times may differ, except the first segment's:
    // both processes speak it first.
    let cues = { (name: String) in try String(decoding: file(name), as: UTF8.self).components(separatedBy: "\n\n") }
    let texts = { (cues: [String]) in cues.map { $0.split(separator: "\n").filter { !$0.contains("-->") } } }
    #expect(try texts(cues("one.vtt")) == texts(cues("two.vtt")))
    #expect(try cues("one.vtt").count > 160 && cues("one.vtt")[1] == cues("two.vtt")[1])
    // Every distinct text is synthesized once either way: the same counts of syntheses and reuses.
    #expect(Self.counts(one.stderr) != nil && Self.counts(one.stderr) == Self.counts(two.stderr), "\(one.stderr)\(two.stderr)")
  }

  @Test("requests out of espeak-ng's ranges are refused")
  func requestsAreChecked() throws {
    #expect(throws: (any Error).self) { try SynthesisWorker.decode(Array(#"[{"text": "a", "spellOut": false, "voice": "en-us", "rate": 9000, "pitch": 50, "range": 50, "volume": 100, "punctuation": false}]"#.utf8)) }
    let ok = try SynthesisWorker.decode(Array(#"[{"text": "a", "spellOut": true, "voice": "en-us", "rate": 190, "pitch": 50, "range": 50, "volume": 100, "punctuation": false}]"#.utf8))
    #expect(ok.count == 1 && ok[0].spellOut && ok[0].settings.rate == 190)
  }
}
