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

  static let hostile = "Pay" + forged + "\u{2068}€\u{2069} <b>\"\u{301}" + everyCategory

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

  static func strings(in value: JSONValue) -> [String] {
    switch value {
    case .string(let s): return [s]
    case .array(let items): return items.flatMap(strings)
    case .object(let object): return object.members.flatMap { [$0.key] + strings(in: $0.value) }
    default: return []
    }
  }
}
