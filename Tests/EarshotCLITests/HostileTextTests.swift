import EarshotCLI
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing

/// Strings from an untrusted screen (and its file name) in every output: each JSON output parses
/// and gives the strings back, and each line-oriented output keeps one line per record, so no
/// screen can forge a GitHub Actions workflow command (`::error …`) or a line of its own.
@Suite struct HostileTextTests {
  /// One character of every Unicode general category (surrogates aside: a string cannot hold
  /// one), and every control: C0, DEL, C1, the line and paragraph separators and the
  /// bidirectional embeddings, overrides and isolates.
  static let everyCategory: String = {
    var firsts: [Unicode.GeneralCategory: Unicode.Scalar] = [:]
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if firsts[scalar.properties.generalCategory] == nil { firsts[scalar.properties.generalCategory] = scalar }
    }
    let controls = Array(0x00...0x1F) + Array(0x7F...0x9F) + [0x2028, 0x2029] + Array(0x202A...0x202E) + Array(0x2066...0x2069)
    let scalars = Set(firsts.values.map(\.value) + controls.map(UInt32.init)).sorted().compactMap(Unicode.Scalar.init)
    return String(String.UnicodeScalarView(scalars))
  }()

  /// A line that GitHub Actions would run as a command if it began a line, and the characters a
  /// terminal or a reader might take for the end of one.
  static let forged = "\n::error file=x::forged\r\n::warning::forged\r\u{85}::error::forged\u{2028}::error::forged\u{2029}"

  /// Markup a page would run if it were not escaped scalar by scalar: U+0600 joins the `<`
  /// after it into one character, and so does a combining mark after a quote.
  static let markup = "\u{0600}<img src=x onerror=alert(1)> \"\u{301} onmouseover=\"alert(1)\" '\u{301} onfocus='alert(1)' <b>bold</b>"

  static let hostile = "Pay" + forged + "\u{2068}€\u{2069} " + markup + everyCategory

  /// A screen whose title, ids, labels, values, hints, custom actions and announcements hold the
  /// hostile text.
  static func document(title: String = hostile) -> String {
    let element: JSONValue = [
      "id": .string("pay" + forged), "type": "button", "label": .string("L" + hostile), "hint": .string("H" + hostile),
      "frame": [16, 100, 40, 20],
      "customActions": [["name": .string("Act" + forged), "effects": [["announce": .string("A" + hostile)]]]],
      "onActivate": [["announce": .string("Done" + hostile)]],
    ]
    let heading: JSONValue = ["type": "label", "text": .string("Heading" + hostile), "frame": [16, 40, 300, 30]]
    let slider: JSONValue = ["id": "s", "type": "slider", "label": .string("S" + forged), "adjustable": ["values": [.string("v1" + forged), "v2"], "index": 0],
                             "frame": [16, 160, 300, 44]]
    return JSONWriter.string(["earshot": 1, "title": .string(title), "root": ["children": [heading, element, slider]]])
  }

  /// A folder holding two hostile screens, the second's name holding a line break and a command.
  final class Folder {
    let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("earshot-hostile-\(UUID().uuidString)")
    var first: String { url.appendingPathComponent("screen.json").path }
    var second: String { url.appendingPathComponent("b\n::error file=n::named\u{2028}.json").path }

    init() throws {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try HostileTextTests.document().write(toFile: first, atomically: true, encoding: .utf8)
      try HostileTextTests.document(title: "Other" + HostileTextTests.forged).write(toFile: second, atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
  }

  static let jsonRuns: [[String]] = [
    ["transcript", "$1", "--format", "json"],
    ["transcript", "$1", "$2", "--format", "json"],
    ["audit", "$1", "--format", "json"],
    ["audit", "$1", "$2", "--format", "sarif"],
    ["reach", "$1", "--format", "json"],
    ["diff", "$1", "$2", "--format", "json", "--estimate"],
    ["run", "$1", "-e", "next; activate; next; increment", "--format", "json", "--estimate"],
    ["import", "$1", "-o", "-"],
  ]

  /// Every JSON output reads back with Earshot's parser and with Foundation's, whatever the
  /// screen's strings hold.
  @Test(arguments: jsonRuns) func jsonOutputsParse(_ arguments: [String]) throws {
    let folder = try Folder()
    let r = earshot(arguments.map { $0 == "$1" ? folder.first : $0 == "$2" ? folder.second : $0 })
    #expect(r.status == 0 || r.status == 1, "\(r.err)")
    #expect(!r.out.isEmpty)
    let parsed = try JSONParser.parse(r.out)
    _ = try JSONSerialization.jsonObject(with: Data(r.out.utf8))
    #expect(Self.strings(in: parsed).contains { $0.contains(Self.everyCategory) }, "the strings come back whole")
  }

  /// The JSON files commands write: a baseline and an imported document.
  @Test func jsonFilesParse() throws {
    let folder = try Folder()
    let baseline = folder.url.appendingPathComponent("baseline.json").path
    let imported = folder.url.appendingPathComponent("imported.json").path
    #expect(earshot("audit", folder.first, "--write-baseline", baseline).status == 0)
    #expect(earshot("import", folder.first, "-o", imported).status == 0)
    for file in [baseline, imported] {
      let data = try Data(contentsOf: URL(fileURLWithPath: file))
      let parsed = try JSONParser.parse(bytes: Array(data))
      _ = try JSONSerialization.jsonObject(with: data)
      #expect(Self.strings(in: parsed).contains { $0.contains(Self.forged) }, "\(file)")
    }
  }

  static let textRuns: [[String]] = [
    ["transcript", "$1"],
    ["transcript", "$1", "$2"],
    ["audit", "$1", "$2"],
    ["audit", "$1", "$2", "--format", "github"],
    ["reach", "$1"],
    ["diff", "$1", "$2", "--estimate"],
    ["run", "$1", "-e", "next; activate; next; increment", "--estimate"],
  ]

  /// Each line-oriented output keeps the screen's strings on their lines: no line a screen wrote
  /// starts a workflow command, and nothing a reader takes for a line break is left raw.
  @Test(arguments: textRuns) func textOutputsKeepOneLinePerRecord(_ arguments: [String]) throws {
    let folder = try Folder()
    let r = earshot(arguments.map { $0 == "$1" ? folder.first : $0 == "$2" ? folder.second : $0 })
    #expect(r.status == 0 || r.status == 1, "\(r.err)")
    Self.expectOneLinePerRecord(r.out + r.err, arguments.joined(separator: " "))
  }

  /// A listening session's captions (`--show`, one a line off a terminal) keep each caption on its
  /// line, and its log is JSON that parses.
  @Test(.enabled(if: LiveAudioSupport.serverRunning, "no PulseAudio server: run `bash scripts/audio-server` (CI does)"))
  func listeningCaptionsAndLogs() throws {
    let folder = try Folder()
    // Short words, as they are played in real time.
    let screen = folder.url.appendingPathComponent("short.json").path
    let element: JSONValue = ["id": .string("b" + Self.forged), "type": "button", "label": .string("Go" + Self.forged), "frame": [16, 100, 40, 20],
                              "onActivate": [["announce": .string("Done" + Self.forged)]]]
    try JSONWriter.string(["earshot": 1, "title": .string("T" + Self.forged), "root": ["children": [element]]]).write(toFile: screen, atomically: true, encoding: .utf8)
    let keys = folder.url.appendingPathComponent("keys").path, log = folder.url.appendingPathComponent("log.json").path
    try "Enter\n".write(toFile: keys, atomically: true, encoding: .utf8)
    let r = try BinaryRunner.run(["listen", screen, "--keys", keys, "--show", "--log", log, "--device", "earshot", "--no-hints", "--rate", "450"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("Go\\n::error"), "\(r.stdout)")
    Self.expectOneLinePerRecord(r.stdout + r.stderr, "listen --show")
    let data = try Data(contentsOf: URL(fileURLWithPath: log))
    _ = try JSONParser.parse(bytes: Array(data))
    _ = try JSONSerialization.jsonObject(with: data)
  }

  /// A voice profile given with --voices is input too: `voices` lists its description on its line.
  @Test func voiceProfilesStayOnTheirLines() throws {
    let folder = try Folder()
    let voices = folder.url.appendingPathComponent("voices")
    try FileManager.default.createDirectory(at: voices, withIntermediateDirectories: true)
    let profile: JSONValue = ["earshotVoice": 1, "extends": "en-US", "description": .string("Mine" + Self.forged), "language": "en-US"]
    try JSONWriter.string(profile).write(to: voices.appendingPathComponent("mine.json"), atomically: true, encoding: .utf8)
    let r = earshot("voices", "--voices", voices.path)
    #expect(r.status == 0 && r.out.contains("\nmine ") && r.out.contains("Mine\\n::error"), "\(r.out) \(r.err)")
    Self.expectOneLinePerRecord(r.out + r.err, "voices")
  }

  /// No line starts with a command the screen or its file name wrote, and no line break but "\n"
  /// is in `text`.
  static func expectOneLinePerRecord(_ text: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let commands = ["::error file=x", "::warning::", "::error::", "::error file=n"]
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(!commands.contains { line.hasPrefix($0) }, "\(what): \(line.prefix(80))", sourceLocation: sourceLocation)
    }
    for separator: Unicode.Scalar in ["\r", "\u{0B}", "\u{0C}", "\u{1C}", "\u{1D}", "\u{1E}", "\u{85}", "\u{2028}", "\u{2029}"] {
      #expect(!text.unicodeScalars.contains(separator), "\(what): a raw U+\(String(separator.value, radix: 16))", sourceLocation: sourceLocation)
    }
  }

  /// The review page holds no element and no attribute that came from the screen: its tags and
  /// attribute names are those of a page made from a sample, and no attribute is an event handler.
  @Test func reviewPagesHoldNoMarkupFromTheScreen() throws {
    let folder = try Folder()
    let page = folder.url.appendingPathComponent("page.html").path
    // What the page is made of: the markup of pages of samples with findings, a comparison and a script.
    var allowed: (tags: Set<String>, attributes: Set<String>) = ([], [])
    for arguments in [["samples/checkout-legacy.json", "samples/call.json"], ["--compare", "samples/checkout-legacy.json", "samples/checkout.json"],
                      ["samples/messages.json", "--script", "samples/messages.script"]] {
      let plain = earshot(["report"] + arguments.map { $0.hasPrefix("samples/") ? Repository.path($0) : $0 } + ["-o", page, "--no-audio"])
      #expect(plain.status == 0, "\(plain.err)")
      let found = try Self.markup(of: String(contentsOfFile: page, encoding: .utf8))
      allowed = (allowed.tags.union(found.tags), allowed.attributes.union(found.attributes))
    }
    for arguments in [["report", folder.first, "-o", page, "--no-audio"],
                      ["report", "--compare", folder.second, folder.first, "-o", page, "--no-audio"],
                      ["report", folder.first, "-e", "next; activate; next; increment", "-o", page, "--no-audio"],
                      ["report", folder.first, "-o", page, "--no-audio", "--title", "Review " + Self.markup]] {
      let r = earshot(arguments)
      #expect(r.status == 0, "\(r.err)")
      let html = try String(contentsOfFile: page, encoding: .utf8)
      let found = try Self.markup(of: html)
      #expect(found.tags.isSubset(of: allowed.tags), "\(arguments[1]): \(found.tags.subtracting(allowed.tags))")
      #expect(found.attributes.isSubset(of: allowed.attributes),
              "\(arguments[1]): \(found.attributes.subtracting(allowed.attributes))")
      #expect(!found.attributes.contains { $0.hasPrefix("on") })
      #expect(html.contains("onerror=alert(1)&gt;"), "the screen's words are on the page, as text")
    }
  }

  /// The tag names and attribute names of an HTML page, read as a browser's tokenizer reads them;
  /// the text of `script` and `style` elements is not markup (and holds nothing of the screen).
  static func markup(of html: String) throws -> (tags: Set<String>, attributes: Set<String>) {
    var tags = Set<String>(), attributes = Set<String>()
    let bytes = Array(html.utf8)
    func isName(_ b: UInt8) -> Bool { (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x2D || b == 0x3A }
    var i = 0
    while i < bytes.count {
      guard bytes[i] == UInt8(ascii: "<"), i + 1 < bytes.count else { i += 1; continue }
      var j = i + 1
      if bytes[j] == UInt8(ascii: "!") {
        while j < bytes.count, bytes[j] != UInt8(ascii: ">") { j += 1 }
        i = j
        continue
      }
      let closing = bytes[j] == UInt8(ascii: "/")
      if closing { j += 1 }
      let start = j
      while j < bytes.count, isName(bytes[j]) { j += 1 }
      guard j > start else { i += 1; continue }
      let tag = String(decoding: bytes[start..<j], as: UTF8.self).lowercased()
      tags.insert(tag)
      // Attributes: name, then an optional value in quotes or bare, up to the tag's end.
      while j < bytes.count, bytes[j] != UInt8(ascii: ">") {
        if bytes[j] == 0x20 || bytes[j] == 0x0A || bytes[j] == UInt8(ascii: "/") { j += 1; continue }
        let nameStart = j
        while j < bytes.count, bytes[j] != UInt8(ascii: "="), bytes[j] != 0x20, bytes[j] != UInt8(ascii: ">"), bytes[j] != 0x0A { j += 1 }
        attributes.insert(String(decoding: bytes[nameStart..<j], as: UTF8.self).lowercased())
        guard j < bytes.count, bytes[j] == UInt8(ascii: "=") else { continue }
        j += 1
        if j < bytes.count, bytes[j] == UInt8(ascii: "\""), let end = bytes[(j + 1)...].firstIndex(of: UInt8(ascii: "\"")) {
          j = end + 1
        } else if j < bytes.count, bytes[j] == UInt8(ascii: "'"), let end = bytes[(j + 1)...].firstIndex(of: UInt8(ascii: "'")) {
          j = end + 1
        } else {
          while j < bytes.count, bytes[j] != 0x20, bytes[j] != UInt8(ascii: ">") { j += 1 }
        }
      }
      i = j
      if !closing, tag == "script" || tag == "style" {
        let end = Array("</\(tag)".utf8)
        while i < bytes.count, !bytes[i...].starts(with: end) { i += 1 }
        let inside = String(decoding: bytes[j..<i], as: UTF8.self)
        #expect(!inside.contains("alert(1)") && !inside.contains("forged"), "the screen's words inside <\(tag)>")
      }
    }
    return (tags, attributes)
  }

  static func strings(in value: JSONValue) -> [String] {
    switch value {
    case .string(let s): return [s]
    case .array(let items): return items.flatMap(strings)
    case .object(let object): return object.members.flatMap { [$0.key] + strings(in: $0.value) }
    default: return []
    }
  }
}
