import EarshotEngine
import EarshotImporters
import EarshotModel
import EarshotReview
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Foundation
import Testing

/// Seeded mutations of every sample, every sample capture and every genuine capture, and generated
/// extremes (numbers, depth, encodings, line endings, control characters, empty and cut-off files),
/// through every reader in this process: each input either reads, and is then ordered, spoken and
/// audited, or is refused with an `InputError` of one line per problem. A trap fails the whole run,
/// which is the point. The seed is fixed, so every machine tries the same inputs; `scripts/fuzz`
/// tries new ones through the built binary for as long as it is given.
@Suite struct InputFuzzTests {
  static let seed: UInt64 = 0x5EED_12

  // MARK: - Readers

  @Test func screenDocuments() throws {
    var mutator = Mutator(seed: Self.seed)
    let samples = try Self.files(in: "samples", extension: "json")
    for (name, bytes) in samples {
      for _ in 0..<24 { Self.capture(mutator.mutate(bytes), name: name) }
      for variant in Mutator.encodings(of: bytes) { Self.capture(variant, name: name) }
    }
  }

  @Test func sampleCaptures() throws {
    var mutator = Mutator(seed: Self.seed &+ 1)
    for (name, bytes) in try Self.files(in: "samples/captures", extension: nil) + Self.files(in: "samples/android", extension: nil) {
      let format = try Importer.read(bytes: bytes, file: name).format
      for i in 0..<60 { Self.capture(mutator.mutate(bytes), name: name, format: i % 2 == 0 ? format : nil) }
      for variant in Mutator.encodings(of: bytes) { Self.capture(variant, name: name, format: format) }
    }
  }

  @Test(.needsCorpus) func corpusCaptures() throws {
    var mutator = Mutator(seed: Self.seed &+ 2)
    let root = Repository.corpus
    let files = try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted()
      .filter { !$0.contains(".vodesign") && !$0.hasSuffix(".md") }
      .filter { (try? root.appendingPathComponent($0).resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
    #expect(!files.isEmpty)
    for name in files {
      let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent(name)))
      // One genuine capture holds nothing and is refused as it is: its mutations are read as detected.
      let format = try? Importer.read(bytes: bytes, file: name).format
      for i in 0..<24 { Self.capture(mutator.mutate(bytes), name: name, format: i % 2 == 0 ? format : nil) }
      for variant in Mutator.encodings(of: bytes) { Self.capture(variant, name: name, format: format) }
    }
  }

  /// The genuine Android captures, kept apart from the iOS ones.
  @Test(.needsAndroidCorpus) func androidCorpusCaptures() throws {
    var mutator = Mutator(seed: Self.seed &+ 10)
    let root = Repository.androidCorpus
    let files = Repository.androidCorpusInputs()
    #expect(!files.isEmpty)
    for name in files {
      let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent(name)))
      let format = try Importer.read(bytes: bytes, file: name).format
      for i in 0..<24 { Self.capture(mutator.mutate(bytes), name: name, format: i % 2 == 0 ? format : nil) }
      for variant in Mutator.encodings(of: bytes) { Self.capture(variant, name: name, format: format) }
    }
  }

  @Test func voiceOverDesignerBundles() throws {
    var bundles = [Repository.root.appendingPathComponent("samples/captures/Library.vodesign")]
    if Repository.corpusIsPresent {
      let folder = Repository.corpus.appendingPathComponent("vodesign")
      bundles += try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".vodesign") }.sorted()
        .map { folder.appendingPathComponent($0) }
    }
    var mutator = Mutator(seed: Self.seed &+ 3)
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-fuzz-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    for (b, bundle) in bundles.enumerated() {
      let cases = bundle.lastPathComponent == "Library.vodesign" ? 30 : 4
      let files = try FileManager.default.subpathsOfDirectory(atPath: bundle.path).sorted()
        .filter { $0.hasSuffix(".json") || $0.hasSuffix(".png") }
      for i in 0..<cases {
        let copy = work.appendingPathComponent("\(b)-\(i).vodesign")
        try FileManager.default.copyItem(at: bundle, to: copy)
        let file = copy.appendingPathComponent(files[mutator.below(files.count)])
        let bytes = [UInt8](try Data(contentsOf: file))
        try Data(file.pathExtension == "png" ? mutator.mutateBinary(bytes) : mutator.mutate(bytes)).write(to: file)
        do {
          Self.exercise(try Importer.read(path: copy.path), name: copy.lastPathComponent)
        } catch {
          Self.checkLines(error.lines(), "\(bundle.lastPathComponent) #\(i)")
        }
        try FileManager.default.removeItem(at: copy)
      }
    }
  }

  @Test func gestureScripts() throws {
    var mutator = Mutator(seed: Self.seed &+ 4)
    let voice = Fixture.voice()
    for (name, bytes) in try Self.files(in: "samples", extension: "script") {
      // An Android screen's script (`checkout-android.script`) is for samples/android/checkout.json, with TalkBack.
      let android = name.hasSuffix("-android.script")
      let json = android ? "android/" + name.replacingOccurrences(of: "-android.script", with: ".json") : name.replacingOccurrences(of: ".script", with: ".json")
      let document = Fixture.document(String(decoding: Repository.read("samples/" + json), as: UTF8.self))
      let reader: any ScreenReader = android ? TalkBack(language: "en-US") : Fixture.reader()
      var inputs = (0..<60).map { _ in mutator.mutate(bytes) } + Mutator.encodings(of: bytes)
      inputs += Mutator.scriptExtremes.map { Array($0.utf8) }
      for input in inputs {
        let text = String(decoding: input, as: UTF8.self)
        do {
          let script = try GestureScript.parse(text, file: name)
          var runner = GestureRunner(document: document, reader: reader, timing: EstimatedTiming(voice: voice))
          do {
            try runner.run(script, file: name)
          } catch {
            Self.checkLines(error.lines(), name)
          }
          Self.checkText(TimelineFormat.text(runner.timeline()), name)
        } catch {
          Self.checkLines(error.lines(), name)
        }
        do { _ = try GestureScript.parse(text.replacingOccurrences(of: "\n", with: ";"), file: nil, inline: true) } catch {
          Self.checkLines(error.lines(), name)
        }
      }
    }
  }

  @Test func keyFiles() throws {
    var mutator = Mutator(seed: Self.seed &+ 5)
    for (name, bytes) in try Self.files(in: "samples", extension: "keys") {
      let inputs = (0..<120).map { _ in mutator.mutate(bytes) } + Mutator.encodings(of: bytes) + Mutator.scriptExtremes.map { Array($0.utf8) }
      for input in inputs {
        do { _ = try KeyFile.parse(String(decoding: input, as: UTF8.self), file: name) } catch { Self.checkLines(error.lines(), name) }
      }
    }
  }

  @Test func sessionLogs() throws {
    // A log as `listen --log` writes it: the summary fields and the heard timeline of a script.
    let reader = Fixture.reader(), voice = Fixture.voice()
    let document = Fixture.document(String(decoding: Repository.read("samples/checkout.json"), as: UTF8.self))
    var runner = GestureRunner(document: document, reader: reader, timing: EstimatedTiming(voice: voice))
    try runner.run(GestureScript.parse("next\nnext\nactivate\nrotor Headings\nrotor-next", file: nil))
    let log: JSONValue = ["task": "Pay", "goal": "pay", "success": true, "gestures": 5, "seconds": 12.5,
                          "path": ["Checkout", "Jasmine tea"], "keys": [["key": "Right", "gesture": "next", "time": 0.5]],
                          "events": TimelineFormat.json(runner.timeline())["events"] ?? []]
    let bytes = Array(JSONWriter.string(log).utf8)
    var mutator = Mutator(seed: Self.seed &+ 6)
    for input in (0..<300).map({ _ in mutator.mutate(bytes) }) + Mutator.encodings(of: bytes) + Mutator.jsonExtremes {
      do {
        let json = try CaptureInput(file: "session.json", bytes: input).json()
        Self.checkText(try SessionReport.text(json, file: "session.json"), "session log")
      } catch {
        Self.checkLines(error.lines(), "session log")
      }
    }
  }

  @Test func voiceProfiles() throws {
    var mutator = Mutator(seed: Self.seed &+ 7)
    let builtIn = VoiceCatalog.builtIn().sources
    var files = try Self.files(in: "Voices", extension: "json")
    files += try Self.files(in: "samples/voices", extension: "json")
    for (name, bytes) in files {
      for input in (0..<40).map({ _ in mutator.mutate(bytes) }) + Mutator.encodings(of: bytes) {
        do {
          let json = try CaptureInput(file: name, bytes: input).json()
          var sources = builtIn
          sources["fuzzed"] = (json, name)
          _ = try VoiceProfileReader.read(named: "fuzzed", sources: sources)
        } catch {
          Self.checkLines(error.lines(), name)
        }
      }
    }
  }

  @Test func auditBaselines() throws {
    let document = Fixture.document(String(decoding: Repository.read("samples/checkout-legacy.json"), as: UTF8.self))
    let audit = Auditor(reader: Fixture.reader(), catalog: catalog).audit(document, file: "samples/checkout-legacy.json")
    let bytes = Array(JSONWriter.string(AuditBaseline([audit]).json()).utf8)
    var mutator = Mutator(seed: Self.seed &+ 8)
    for input in (0..<300).map({ _ in mutator.mutate(bytes) }) + Mutator.encodings(of: bytes) + Mutator.jsonExtremes {
      do {
        _ = try AuditBaseline.read(json: try CaptureInput(file: "baseline.json", bytes: input).json(), file: "baseline.json")
      } catch {
        Self.checkLines(error.lines(), "baseline")
      }
    }
  }

  /// Inputs no sample grows into: extreme numbers in every numeric field of the formats, nesting
  /// far past every reader's limit, bytes that are not UTF-8, byte order marks, empty files.
  @Test func generatedExtremes() {
    // Each number extreme is written in the format it tries; the rest go to every reader.
    for (i, input) in Mutator.captureExtremes.enumerated() {
      Self.capture(input, name: "extreme-\(i)")
      guard i >= Mutator.numberExtremes else { continue }
      for format in CaptureFormat.allCases { Self.capture(input, name: "extreme-\(i)", format: format) }
    }
  }

  /// Through the built binary: whatever the input, the exit code is 0, 1 or 2 and every line on
  /// stderr is one printable line.
  @Test func commandLine() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-fuzz-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    var mutator = Mutator(seed: Self.seed &+ 9)
    let checkout = [UInt8](Repository.read("samples/checkout.json"))
    let capture = [UInt8](Repository.read("samples/captures/library.txt"))
    let inputs = [mutator.mutate(checkout), mutator.mutate(capture), Mutator.captureExtremes[0], Mutator.captureExtremes[3]]
    for (i, input) in inputs.enumerated() {
      let file = work.appendingPathComponent("input-\(i).json")
      try Data(input).write(to: file)
      for command in [["transcript", file.path], ["audit", file.path]] {
        let result = try BinaryRunner.run(command)
        #expect([0, 1, 2].contains(result.status), "\(command): exit \(result.status)\n\(result.stderr)")
        Self.checkText(result.stderr, "\(command.joined(separator: " "))")
        if result.status == 2 { #expect(!result.stderr.isEmpty, "\(command): exit 2 without a word") }
      }
    }
    let script = work.appendingPathComponent("fuzzed.script")
    try Data(Array(Mutator.scriptExtremes.joined(separator: "\n").utf8)).write(to: script)
    let result = try BinaryRunner.run(["run", "samples/checkout.json", "--script", script.path])
    #expect(result.status == 2)
    Self.checkText(result.stderr, "run --script")
  }

  // MARK: - Checks

  /// Reads `bytes` as a capture or screen document (detected, or as `format`) and uses what reads.
  static func capture(_ bytes: [UInt8], name: String, format: CaptureFormat? = nil) {
    do {
      exercise(try Importer.read(bytes: bytes, file: name, format: format), name: name)
    } catch {
      checkLines(error.lines(), name)
    }
  }

  /// Orders, speaks, writes back and audits a document that read.
  static func exercise(_ result: ImportResult, name: String) {
    checkLines(result.warnings.map(\.description), name)
    let reader = Fixture.reader()
    let transcript = Transcript(document: result.document, reader: reader)
    checkText(transcript.text(), name)
    _ = transcript.jsonText()
    _ = DocumentWriter.json(result.document)
    _ = Auditor(reader: reader, catalog: catalog).audit(result.document, file: name, gaps: result.gaps)
  }

  /// One printable line per problem, never an empty one.
  static func checkLines(_ lines: [String], _ name: String) {
    for line in lines {
      #expect(!line.isEmpty, "\(name): an empty message")
      checkText(line, name, lineBreaks: false)
    }
  }

  /// No control character but line breaks (and tabs) reaches what is shown.
  static func checkText(_ text: String, _ name: String, lineBreaks: Bool = true) {
    let bad = text.unicodeScalars.first { s in
      (s.value < 0x20 && !(lineBreaks && (s == "\n" || s == "\t"))) || s.value == 0x7F || (0x80..<0xA0).contains(s.value)
    }
    #expect(bad == nil, "\(name): control character U+\(String(bad?.value ?? 0, radix: 16)) in \(UserText.quoted(text, limit: 200))")
  }

  static func files(in folder: String, extension ext: String?) throws -> [(String, [UInt8])] {
    let root = Repository.root.appendingPathComponent(folder)
    return try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
      .filter { ext == nil ? !$0.hasSuffix(".vodesign") && !$0.hasSuffix(".md") : $0.hasSuffix("." + ext!) }
      .map { ($0, [UInt8](try Data(contentsOf: root.appendingPathComponent($0)))) }
  }
}

/// Deterministic changes to an input: bytes replaced, inserted, deleted, repeated or cut off, digits
/// replaced by extreme numbers, tokens of every format spliced in, line endings changed.
struct Mutator {
  private var random: SplitMix

  init(seed: UInt64) { random = SplitMix(seed: seed) }

  mutating func next() -> UInt64 { random.next() }

  mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }

  static let numbers = ["1e300", "-1e300", "1e308", "-1.7976931348623157e308", "9.3e18", "-9.3e18", "1e16", "1e400", "-1e999", "1e-400",
                        "NaN", "nan", "inf", "-Infinity", "Infinity", "-0", "-1", "0", "4294967296", "9223372036854775807",
                        "9223372036854775808", "18446744073709551616", "0x7fffffff", "1_000", "00012", "1.", ".5", "1e", "--1"]
  static let tokens = ["\u{FEFF}", "\r\n", "\r", "\n", "\u{1B}[31m", "\u{1B}]0;title\u{07}", "\u{07}", "\u{0}", "\u{202E}", "\u{2028}",
                       "\t", "&#0;", "&#x1B;", "&amp;", "&lt;", "<!DOCTYPE x [<!ENTITY a \"aaaaaaaaaa\">]>", "&a;", "<a>", "</a>",
                       "<![CDATA[", "]]>", "<?xml version=\"1.0\"?>", "'", "\"", "\\", "\\u0000", "\\ud800", ",", ":", "[", "]", "{", "}",
                       "null", "true", "[[[[[[[[[[[[[[[[", "{{0.0, 0.0}, {0.0, 0.0}}", "{{nan, inf}, {-inf, 1e308}}",
                       "label: '", "value: ", "    ", "wait 1e308", "wait 1e16", "wait -1", "touch 1e300 -1e300",
                       "fr+" + String(repeating: "a", count: 40), "../../../../etc/passwd", "/dev/zero", "/proc/self/environ",
                       "😀", "é", "\u{301}", "Ä", String(repeating: "x", count: 5000)]
  static let invalidUTF8: [[UInt8]] = [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0x80], [0xE2, 0x82]]

  mutating func mutate(_ input: [UInt8]) -> [UInt8] {
    var bytes = input
    for _ in 0..<(1 + below(4)) {
      let at = below(bytes.count + 1)
      switch below(10) {
      case 0 where !bytes.isEmpty: bytes[min(at, bytes.count - 1)] = UInt8(truncatingIfNeeded: next())
      case 1: bytes.insert(contentsOf: Array(Self.tokens[below(Self.tokens.count)].utf8), at: at)
      case 2: bytes.insert(contentsOf: Self.invalidUTF8[below(Self.invalidUTF8.count)], at: at)
      case 3: bytes.removeSubrange(at..<min(bytes.count, at + 1 + below(64)))
      case 4: bytes.removeSubrange(at...)
      case 5:
        let end = min(bytes.count, at + 1 + below(256))
        bytes.insert(contentsOf: Array(bytes[at..<end]), at: at)
      case 6, 7:
        // A number where a number was: the readers' ranges are what this tries.
        let digits = bytes.indices.filter { (0x30...0x39).contains(bytes[$0]) }
        guard !digits.isEmpty else { continue }
        var start = digits[below(digits.count)], end = start
        while start > 0, Self.isNumberByte(bytes[start - 1]) { start -= 1 }
        while end < bytes.count, Self.isNumberByte(bytes[end]) { end += 1 }
        bytes.replaceSubrange(start..<end, with: Array(Self.numbers[below(Self.numbers.count)].utf8))
      case 8: bytes.insert(UInt8(below(0x20)), at: at)
      default:
        bytes = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\n", with: below(2) == 0 ? "\r\n" : "\r").utf8)
      }
    }
    return bytes
  }

  /// For images: a few bytes changed or the file cut short.
  mutating func mutateBinary(_ input: [UInt8]) -> [UInt8] {
    var bytes = input
    if below(3) == 0 { return Array(bytes.prefix(below(bytes.count + 1))) }
    for _ in 0..<(1 + below(8)) where !bytes.isEmpty { bytes[below(min(bytes.count, 64))] = UInt8(truncatingIfNeeded: next()) }
    return bytes
  }

  static func isNumberByte(_ b: UInt8) -> Bool { (0x30...0x39).contains(b) || b == 0x2E || b == 0x2D || b == 0x2B || b == 0x65 || b == 0x45 }

  /// The same content with a byte order mark, CRLF and CR line endings, cut short, and empty.
  static func encodings(of bytes: [UInt8]) -> [[UInt8]] {
    let text = String(decoding: bytes, as: UTF8.self)
    return [[0xEF, 0xBB, 0xBF] + bytes, Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8),
            Array(text.replacingOccurrences(of: "\n", with: "\r").utf8), Array(bytes.prefix(bytes.count / 2)),
            Array(bytes.prefix(bytes.count / 3)), Array(bytes.prefix(1)), [], [0xEF, 0xBB, 0xBF], [0xFE, 0xFF, 0x00, 0x7B],
            Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }]
  }

  static let scriptExtremes = ["wait 1e308", "wait 1e16", "wait 1e12", "wait -1", "wait nan", "wait inf", "touch 9.3e18 1", "touch nan nan",
                               "rotor " + String(repeating: "x", count: 10_000), "focus \u{1B}[31mred", "action \u{0}", "next\r\nnext\rnext",
                               String(repeating: "next;", count: 2_000), "\u{FEFF}next", "Right", "wait 0.5", "#", ""]

  static let jsonExtremes: [[UInt8]] = [
    Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8),
    Array((String(repeating: "{\"a\":", count: 10_000) + "1" + String(repeating: "}", count: 10_000)).utf8),
    Array("[1e400]".utf8), Array("{\"seconds\": 1e300, \"success\": true, \"gestures\": 1e300}".utf8),
    Array("{\"success\": true, \"gestures\": -1, \"seconds\": -1}".utf8), Array("{\"success\": true, \"gestures\": 1, \"seconds\": NaN}".utf8),
    Array("\"\\ud800\"".utf8), [0x22, 0xFF, 0x22], Array("{\"a\": \"\u{1B}[2J\"}".utf8), Array(String(repeating: " ", count: 100_000).utf8),
  ]

  static let extremeNumbers = numbers.filter { Double($0) != nil || $0.lowercased().contains("nan") || $0.lowercased().contains("inf") }
  /// How many of `captureExtremes` come first, each a number in one format.
  static let numberExtremes = extremeNumbers.count * 8

  /// Extremes for every capture format and for screen documents.
  static let captureExtremes: [[UInt8]] = {
    var inputs: [String] = []
    for n in extremeNumbers {
      inputs.append(#"{"earshot": 1, "root": {"children": [{"type": "button", "label": "A", "frame": [\#(n), \#(n), \#(n), \#(n)]}]}}"#)
      inputs.append(#"{"earshot": \#(n), "root": {"type": "slider", "label": "A", "adjustable": {"min": \#(n), "max": \#(n), "value": \#(n), "step": \#(n)}}}"#)
      inputs.append("Attributes: Application, 0x1, pid: 1, label: 'A'\nElement subtree:\n →Application, 0x1, pid: 1, label: 'A'\n"
                    + "    Button, 0x2, {{\(n), \(n)}, {\(n), \(n)}}, label: 'B', value: \(n)\n")
      inputs.append(#"<AppiumAUT><XCUIElementTypeApplication name="A" x="0" y="0" width="390" height="844"><XCUIElementTypeButton name="B" x="\#(n)" y="\#(n)" width="\#(n)" height="\#(n)" enabled="true" visible="true"/></XCUIElementTypeApplication></AppiumAUT>"#)
      inputs.append(#"[{"AXLabel": "B", "type": "Button", "frame": {"x": \#(n), "y": \#(n), "width": \#(n), "height": \#(n)}, "children": []}]"#)
      inputs.append(#"<hierarchy rotation="\#(n)"><node text="B" class="android.widget.Button" bounds="[\#(n),\#(n)][\#(n),\#(n)]" checkable="true" checked="true"/></hierarchy>"#)
      inputs.append(#"<hierarchy class="hierarchy" width="\#(n)" height="\#(n)"><android.widget.Button class="android.widget.Button" text="B" bounds="[0,0][\#(n),\#(n)]" live-region="\#(n)"/></hierarchy>"#)
      inputs.append("Printing with useUnmergedTree = 'false'\nNode #1 at (l=\(n), t=\(n), r=\(n), b=\(n))px\n |-Node #2 at (l=0.0, t=0.0, r=\(n), b=\(n))px\n"
                    + "   ProgressBarRangeInfo = 'ProgressBarRangeInfo(current=\(n), range=\(n)..\(n), steps=0)'\n   Actions = [SetProgress]\n")
    }
    inputs.append("<hierarchy>" + String(repeating: "<node bounds=\"[0,0][1,1]\">", count: 5_000) + String(repeating: "</node>", count: 5_000) + "</hierarchy>")
    inputs.append("Printing with useUnmergedTree = 'false'\nNode #1 at (l=0.0, t=0.0, r=1.0, b=1.0)px\n"
                  + (1..<4_000).map { String(repeating: " ", count: 3 * ($0 - 1) + 1) + "|-Node #\($0 + 1) at (l=0.0, t=0.0, r=1.0, b=1.0)px" }.joined(separator: "\n"))
    inputs.append("Printing with useUnmergedTree = 'false'\nNode #1 at (l=0.0, t=0.0, r=1.0, b=1.0)px\n   Text = '[" + String(repeating: "line\n", count: 50_000))
    inputs.append(String(repeating: "<XCUIElementTypeOther>", count: 5_000) + String(repeating: "</XCUIElementTypeOther>", count: 5_000))
    inputs.append("Attributes: Application, 0x1, pid: 1, label: 'A'\nElement subtree:\n"
                  + (0..<4_000).map { String(repeating: " ", count: $0 * 2) + "Other, 0x\($0), {{0.0, 0.0}, {1.0, 1.0}}" }.joined(separator: "\n"))
    inputs.append(#"{"earshot": 1, "root": "# + String(repeating: #"{"children": ["#, count: 2_000) + "{}" + String(repeating: "]}", count: 2_000) + "}")
    inputs.append(#"{"earshot": 1, "language": "fr+aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "root": {"label": "A"}}"#)
    inputs.append(#"{"earshot": 1, "language": "../../../../etc/passwd", "root": {"label": "A"}}"#)
    inputs.append(#"{"earshot": 1, "root": {"label": "A\u001b[31m\u0007\u0000B\nC"}}"#)
    inputs.append(String(repeating: "a", count: 300_000))
    var bytes = inputs.map { Array($0.utf8) }
    bytes.append(Array(#"<AppiumAUT><XCUIElementTypeButton name=""#.utf8) + [0xFF, 0xFE] + Array(#"" x="0" y="0" width="9" height="9"/></AppiumAUT>"#.utf8))
    bytes.append([0xEF, 0xBB, 0xBF] + Array(#"{"earshot": 1, "root": {"label": "A"}}"#.utf8))
    bytes += [[], [0], [0xFF], [0xEF, 0xBB, 0xBF], Array("\r\n\r\n".utf8), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]]
    return bytes
  }()
}
