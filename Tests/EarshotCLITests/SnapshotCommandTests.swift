import EarshotTestSupport
import Foundation
import Testing

/// `earshot snapshot record|verify` as a CI job runs it: in a project folder of its own.
@Suite struct SnapshotCommandTests {
  /// A fresh folder holding copies of `samples` (so a test may edit them).
  func project(_ samples: [String]) throws -> URL {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("earshot-snapshots-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("screens/android"), withIntermediateDirectories: true)
    for sample in samples {
      try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("samples/\(sample)"),
                                       to: folder.appendingPathComponent("screens/\(sample)"))
    }
    return folder
  }

  func contents(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let root = folder.appendingPathComponent("speech-snapshots")
    guard let paths = FileManager.default.enumerator(atPath: root.path) else { return [:] }
    for case let path as String in paths {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue {
        files[path] = FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
      }
    }
    return files
  }

  static let samples = ["checkout.json", "checkout-legacy.json", "settings.json", "topics.json", "android/checkout.json", "android/checkout.xml"]

  @Test func verifyPassesAfterRecordAndSaysPhraseByPhraseWhatChanged() throws {
    let folder = try project(Self.samples)
    defer { try? FileManager.default.removeItem(at: folder) }
    let record = try BinaryRunner.run(["snapshot", "record", "screens", "--quiet"], in: folder)
    #expect(record.status == 0 && record.stdout.isEmpty, "\(record.stderr)")
    let goldens = try contents(folder)
    // One per input, reader and voice profile, named after the input's path.
    #expect(goldens.keys.sorted() == [
      "screens/android/checkout.json.talkback.en-US.speech", "screens/android/checkout.xml.talkback.en-US.speech",
      "screens/checkout-legacy.json.voiceover.en-US.speech", "screens/checkout.json.voiceover.en-US.speech",
      "screens/settings.json.voiceover.en-US.speech", "screens/topics.json.voiceover.en-US.speech",
    ])
    let golden = String(decoding: try #require(goldens["screens/checkout.json.voiceover.en-US.speech"]), as: UTF8.self)
    #expect(golden.hasPrefix("earshot speech snapshot 1\ninput: screens/checkout.json\nreader: VoiceOver\nvoice: en-US\n\nscreen Checkout: 15 stops\n1. Checkout, heading\n   at: title\n   label: Checkout\n   type: heading\n"))
    #expect(golden.contains("\n3. Add jasmine tea to cart, button\n   at: add-jasmine\n   label: Add jasmine tea to cart\n   type: button\n"))
    // No times unless asked.
    #expect(!golden.contains(" s\n") && !golden.contains("reach:"))

    let same = try BinaryRunner.run(["snapshot", "verify", "screens", "--markdown", "summary.md"], in: folder)
    #expect(same.status == 0, "\(same.stderr)")
    #expect(same.stdout == "6 inputs: 6 as recorded.\n")

    // One label changed.
    let screen = folder.appendingPathComponent("screens/checkout.json")
    let text = try String(contentsOf: screen, encoding: .utf8)
    try text.replacingOccurrences(of: "\"Add jasmine tea to cart\"", with: "\"Add green tea to cart\"").write(to: screen, atomically: true, encoding: .utf8)
    let changed = try BinaryRunner.run(["snapshot", "verify", "screens", "--markdown", "summary.md", "--quiet"], in: folder)
    #expect(changed.status == 1, "\(changed.stderr)")
    #expect(changed.stdout == """
      screens/checkout.json (VoiceOver, en-US) sounds different from speech-snapshots/screens/checkout.json.voiceover.en-US.speech:
        stop 3: label was "Add jasmine tea to cart", now "Add green tea to cart"; now heard as "Add green tea to cart, button"
      6 inputs: 1 sounds different, 5 as recorded.

      """)
    let markdown = try String(contentsOf: folder.appendingPathComponent("summary.md"), encoding: .utf8)
    #expect(markdown == """
      ## Speech snapshots

      6 inputs: 1 sounds different, 5 as recorded.

      ### screens/checkout.json (VoiceOver, en\\-US)

      - stop 3: label was "Add jasmine tea to cart", now "Add green tea to cart"; now heard as "Add green tea to cart, button"

      """)
    // verify never rewrites a golden.
    let after = try contents(folder)
    #expect(after == goldens)
  }

  /// The same inputs give the same bytes wherever and however they run: another folder, another
  /// temporary folder, locale and number of jobs.
  @Test func goldensAreTheSameBytesOnAnotherMachine() throws {
    let first = try project(Self.samples), second = try project(Self.samples)
    defer {
      try? FileManager.default.removeItem(at: first)
      try? FileManager.default.removeItem(at: second)
    }
    let other = second.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    let a = try BinaryRunner.run(["snapshot", "record", "screens", "--findings", "--reach", "--timings", "-q"], in: first)
    let b = try BinaryRunner.run(["snapshot", "record", "screens", "--findings", "--reach", "--timings", "-q", "--jobs", "1"], in: second,
                                 environment: ["TMPDIR": other.path, "LC_ALL": "de_DE.UTF-8", "LANG": "de_DE.UTF-8", "TZ": "Pacific/Auckland"])
    #expect(a.status == 0 && b.status == 0, "\(a.stderr)\(b.stderr)")
    let goldens = try contents(first)
    let again = try contents(second)
    #expect(goldens.count == Self.samples.count && goldens == again)
    let legacy = String(decoding: goldens["screens/checkout-legacy.json.voiceover.en-US.speech"] ?? Data(), as: UTF8.self)
    #expect(legacy.contains("\nwith: findings, reach, timings\n"))
    #expect(legacy.contains("   finding: error duplicate-label: 3 controls say \"Add, button\""), "\(legacy)")
    #expect(legacy.contains("   reach: 20 stops swiping ("))
    let verify = try BinaryRunner.run(["snapshot", "verify", "screens", "-q"], in: second)
    #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
  }

  @Test func goldensArePerReaderAndVoiceAndAMissingOneFails() throws {
    let folder = try project(["checkout.json"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let german = try BinaryRunner.run(["snapshot", "record", "screens/checkout.json", "--voice", "de-DE", "--goldens", "goldens", "-q"], in: folder)
    #expect(german.status == 0, "\(german.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("goldens/screens/checkout.json.voiceover.de-DE.speech").path))
    #expect(try BinaryRunner.run(["snapshot", "verify", "screens/checkout.json", "--voice", "de-DE", "--goldens", "goldens"], in: folder).status == 0)
    let english = try BinaryRunner.run(["snapshot", "verify", "screens/checkout.json", "--goldens", "goldens", "-q"], in: folder)
    #expect(english.status == 1)
    #expect(english.stdout.hasPrefix("screens/checkout.json: no golden at goldens/screens/checkout.json.voiceover.en-US.speech; record it with earshot snapshot record\n"))
  }

  @Test func anInputThatFailsRecordsNothingAndABrokenGoldenIsNamed() throws {
    let folder = try project(["checkout.json", "topics.json"])
    defer { try? FileManager.default.removeItem(at: folder) }
    try "{\"earshot\": 1,".write(to: folder.appendingPathComponent("screens/broken.json"), atomically: true, encoding: .utf8)
    let r = try BinaryRunner.run(["snapshot", "record", "screens", "-q"], in: folder)
    #expect(r.status == 2 && r.stderr.contains("screens/broken.json") && r.stderr.contains("Wrote no goldens"), "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("speech-snapshots").path))

    try FileManager.default.removeItem(at: folder.appendingPathComponent("screens/broken.json"))
    #expect(try BinaryRunner.run(["snapshot", "record", "screens", "-q"], in: folder).status == 0)
    let golden = folder.appendingPathComponent("speech-snapshots/screens/topics.json.voiceover.en-US.speech")
    try "earshot speech snapshot 1\ninput: x\nreader: VoiceOver\nvoice: en-US\n\nscreen Topics: 1 stop\n   stray line\n".write(to: golden, atomically: true, encoding: .utf8)
    let broken = try BinaryRunner.run(["snapshot", "verify", "screens", "-q"], in: folder)
    #expect(broken.status == 2)
    #expect(broken.stderr.contains("Error: speech-snapshots/screens/topics.json.voiceover.en-US.speech: line 7: expected a \"screen\" line, a numbered stop or an indented \"name: text\" line"), "\(broken.stderr)")
  }

  @Test func optionsThatDoNotFitTheActionAreUsageErrors() throws {
    let cases: [([String], String)] = [
      (["snapshot"], "missing ACTION: record (write the goldens) or verify (compare with them)."),
      (["snapshot", "recrod", "samples"], "unknown action \"recrod\"; did you mean \"record\"?"),
      (["snapshot", "verify"], "missing FILE: The screens: "),
      (["snapshot", "verify", "samples", "--findings"], "verify compares what each golden holds"),
      (["snapshot", "record", "samples", "--markdown", "x.md"], "--markdown writes what verify finds"),
      (["snapshot", "record", "-"], "stdin has no name"),
    ]
    for (arguments, message) in cases {
      let r = try BinaryRunner.run(arguments)
      #expect(r.status == 2 && r.stderr.contains(message), "\(arguments): \(r.stderr)")
    }
  }
}
