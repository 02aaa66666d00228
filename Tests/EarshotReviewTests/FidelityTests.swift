import EarshotEngine
import EarshotImporters
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Foundation
import Testing

/// The fidelity scoreboard, docs/FIDELITY.md: the project's own public cases (`fidelity/*.json`, one
/// file per screen reader, each case citing the public source it was worked out from) run through
/// the reader they name, counted per behaviour family. The page is written from the cases by
/// `scripts/fidelity`; this test fails when it is stale, so a change in speech shows in its score.
@Suite struct FidelityTests {
  struct Case {
    var id: String
    var family: String
    var source: String
    /// How strong its evidence is: "strong", "moderate" or "weak" (`strengths`).
    var strength: String
    var document: Document
    var language: String
    var hints: Bool
    var says: [String]
    /// A gesture script run first (`run`'s): the case then says what is heard after its last
    /// gesture, each speech event's text (earcons and hints left out).
    var script: [ScriptedGesture]? = nil
    /// What the JSON transcript's segments of each stop hold, for what the words alone do not show
    /// (a run's language, a part read with its punctuation): each object's members are compared
    /// with the segment's, the members it leaves out are not.
    var segments: [[JSONObject]]? = nil
  }

  /// The strengths a case's evidence may have, with what each means, strongest first.
  static let strengths: [(name: String, meaning: String)] = [
    ("strong", "the reader's own code at a pinned commit, a live demonstration, a recording of the reader, or a report verified on a device"),
    ("moderate", "documentation or a written example that states the behaviour, without the reader's words recorded"),
    ("weak", "one indirect source, or an estimate: part of the case rests on an Unverified setting"),
  ]

  struct ReaderCases {
    /// "talkback" or "voiceover": `--reader`'s names.
    var reader: String
    var file: String
    var cases: [Case]
  }

  static let page = "docs/FIDELITY.md"

  /// Every cases file, in name order.
  static func load() throws -> [ReaderCases] {
    let folder = Repository.path("fidelity")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
    return try files.map { name in
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
      let root = try JSONParser.parse(bytes: bytes)
      guard case .string(let reader)? = root["reader"], case .array(let list)? = root["cases"] else {
        throw FidelityError("fidelity/\(name): needs \"reader\" and \"cases\"")
      }
      // A file may rate all its cases at once (TalkBack's, each read from its code); a case may say otherwise.
      let strength = root["strength"]?.stringValue
      return ReaderCases(reader: reader, file: "fidelity/" + name, cases: try list.enumerated().map { i, value in
        try Self.case(value, reader: reader, strength: strength, place: "fidelity/\(name): cases[\(i)]")
      })
    }
  }

  static func `case`(_ value: JSONValue, reader: String, strength fileStrength: String? = nil, place: String) throws -> Case {
    func string(_ key: String) throws -> String {
      guard case .string(let s)? = value[key], !s.isEmpty else { throw FidelityError("\(place): needs \"\(key)\"") }
      return s
    }
    guard case .array(let says)? = value["says"] else { throw FidelityError("\(place): needs \"says\"") }
    let document: Document
    if case .string(let capture)? = value["capture"] {
      document = try Importer.read(bytes: Array(capture.utf8), file: "\(place).capture").document
    } else if let nodes = value["nodes"] {
      let children = JSONWriter.string(nodes, pretty: false)
      // TalkBack's nodes sit in one full-screen window, as an app's views do.
      let text = reader == "talkback"
        ? #"{"earshot": 1, "platform": "android", "root": {"children": [{"className": "android.widget.FrameLayout", "frame": [0, 0, 400, 800], "children": \#(children)}]}}"#
        : #"{"earshot": 1, "root": {"children": \#(children)}}"#
      document = try DocumentReader.read(bytes: Array(text.utf8), file: place).document
    } else {
      throw FidelityError("\(place): needs \"nodes\" or \"capture\"")
    }
    var language = "en-US"
    if case .string(let l)? = value["language"] { language = l }
    var hints = false
    if case .bool(let h)? = value["hints"] { hints = h }
    var script: [ScriptedGesture]?
    if case .string(let text)? = value["script"] { script = try GestureScript.parse(text, file: "\(place).script", inline: true) }
    let strength = try value["strength"] == nil ? fileStrength ?? string("strength") : string("strength")
    guard strengths.contains(where: { $0.name == strength }) else {
      throw FidelityError("\(place): \"strength\" is one of \(strengths.map(\.name).joined(separator: ", "))")
    }
    var segments: [[JSONObject]]?
    if let stops = value["segments"] {
      guard case .array(let list) = stops else { throw FidelityError("\(place): \"segments\" lists each stop's segments") }
      segments = list.map { $0.arrayValue?.compactMap(\.objectValue) ?? [] }
    }
    return Case(id: try string("id"), family: try string("family"), source: try string("source"), strength: strength, document: document,
                language: language, hints: hints, says: says.map { if case .string(let s) = $0 { s } else { "" } }, script: script,
                segments: segments)
  }

  /// What the reader says at each stop, as the transcript writes it.
  static func said(_ c: Case, reader: String) -> [String] {
    let screenReader: any ScreenReader = reader == "talkback" ? TalkBack(language: c.language) : Fixture.reader(c.language)
    if let script = c.script {
      var runner = GestureRunner(document: c.document, reader: screenReader, timing: EstimatedTiming(voice: Fixture.voice(c.language)),
                                 speakHints: c.hints)
      guard (try? runner.run(script)) != nil else { return ["(the script could not run)"] }
      let last = script.count - 1
      return runner.timeline().events.filter { $0.gesture == last && $0.kind != .earcon && $0.kind != .hint }.map(\.text)
    }
    return Transcript(document: c.document, reader: screenReader, speakHints: c.hints).screens[0].utterances.map { Transcript.line($0) }
  }

  /// Whether the JSON transcript's segments hold what the case says they do.
  static func segmentsMatch(_ c: Case, reader: String) -> Bool {
    guard let expected = c.segments else { return true }
    let screenReader: any ScreenReader = reader == "talkback" ? TalkBack(language: c.language) : Fixture.reader(c.language)
    let transcript = Transcript(document: c.document, reader: screenReader, speakHints: c.hints)
    guard let json = try? JSONParser.parse(transcript.jsonText()), let stops = json["stops"]?.arrayValue, stops.count >= expected.count else { return false }
    for (stop, wanted) in zip(stops, expected) {
      guard let segments = stop["segments"]?.arrayValue, segments.count == wanted.count else { return false }
      for (segment, members) in zip(segments, wanted) where members.contains(where: { segment[$0.key] != $0.value }) { return false }
    }
    return true
  }

  static func matches(_ c: Case, reader: String) -> Bool { said(c, reader: reader) == c.says && segmentsMatch(c, reader: reader) }

  /// The page: per reader and family, how many cases match; then every case with its source.
  static func render(_ all: [ReaderCases]) -> String {
    var out = """
      # Fidelity

      How closely Earshot's speech matches each screen reader's, case by case. Every case is one of the
      project's own, worked out from the public source it cites (google/talkback file and line at a pinned
      commit, Android and Apple documentation, AccessibilitySnapshot, VoiceOver Designer); none is taken
      from Earshot's own output. The cases are in `fidelity/` (one file per screen reader); this page is
      written from them by `scripts/fidelity`, and `make check` fails when it is out of date.
      A case says what the transcript writes at each stop (or what is heard after a gesture script)
      and, where the words alone do not show a behaviour, what the JSON transcript's segments hold.
      Each case's evidence is rated \(strengths.map { "**\($0.name)** (\($0.meaning))" }.joined(separator: "; ")).

      | reader | behaviour family | cases | match |
      |---|---|---|---|

      """
    var details = ""
    for readerCases in all {
      let name = readerCases.reader == "talkback" ? "TalkBack" : readerCases.reader == "voiceover" ? "VoiceOver" : readerCases.reader
      var families: [String] = []
      var counts: [String: (total: Int, match: Int)] = [:]
      details += "\n## \(name) (`\(readerCases.file)`)\n\n| case | family | matches | evidence | source |\n|---|---|---|---|---|\n"
      for c in readerCases.cases {
        if counts[c.family] == nil { families.append(c.family) }
        let ok = matches(c, reader: readerCases.reader)
        counts[c.family, default: (0, 0)].total += 1
        if ok { counts[c.family, default: (0, 0)].match += 1 }
        details += "| `\(c.id)` | \(c.family) | \(ok ? "yes" : "no") | \(c.strength) | \(c.source.replacingOccurrences(of: "|", with: "\\|")) |\n"
      }
      for family in families {
        out += "| \(name) | \(family) | \(counts[family]!.total) | \(counts[family]!.match) |\n"
      }
      let total = counts.values.map(\.total).reduce(0, +), match = counts.values.map(\.match).reduce(0, +)
      out += "| \(name) | all | \(total) | \(match) |\n"
    }
    return out + details
  }

  @Test func everyCaseReadsAndCitesAPublicSource() throws {
    let all = try Self.load()
    #expect(all.contains { $0.reader == "talkback" })
    for readerCases in all {
      #expect(["talkback", "voiceover"].contains(readerCases.reader), "\(readerCases.file)")
      let ids = readerCases.cases.map(\.id)
      #expect(Set(ids).count == ids.count, "\(readerCases.file): ids repeat")
      for c in readerCases.cases {
        #expect(!c.says.isEmpty, "\(c.id): says nothing")
        // A public source: a repository file at a commit, documentation, a talk, a published checker.
        let origins = ["@", "developer.", "WWDC", "AccessibilitySnapshot", "MagentaA11y", "VoiceOver Designer"]
        #expect(origins.contains { c.source.contains($0) }, "\(c.id): \(c.source)")
        #expect(!c.source.contains("research/") && !c.source.contains("shared/"), "\(c.id): \(c.source)")
      }
    }
  }

  /// A case's segments are compared on the members it gives: a run in another language than the
  /// case says does not match, a member the case leaves out is not compared, and a strength that
  /// is not one of the three is refused.
  @Test func segmentsAreComparedOnTheMembersACaseGives() throws {
    func c(_ segments: String, strength: String = "moderate") throws -> Case {
      let text = #"{"id": "x", "family": "f", "source": "WWDC", "strength": "\#(strength)", "nodes": [{"type": "label", "text": "Say Bonjour", "labelSpans": [{"text": "Bonjour", "language": "fr-FR"}]}], "says": ["Say Bonjour"], "segments": \#(segments)}"#
      return try Self.case(try JSONParser.parse(text), reader: "voiceover", place: "test")
    }
    #expect(Self.matches(try c(#"[[{"text": "Say "}, {"language": "fr-FR"}]]"#), reader: "voiceover"))
    #expect(!Self.matches(try c(#"[[{"text": "Say "}, {"language": "de-DE"}]]"#), reader: "voiceover"))
    #expect(!Self.matches(try c(#"[[{"text": "Say Bonjour"}]]"#), reader: "voiceover"))
    #expect(throws: FidelityError.self) { try c("[]", strength: "certain") }
  }

  /// The page is what the cases give today (`scripts/fidelity` writes it: EARSHOT_WRITE_FIDELITY=1).
  @Test func thePageIsCurrent() throws {
    let text = Self.render(try Self.load())
    let path = Repository.path(Self.page)
    if ProcessInfo.processInfo.environment["EARSHOT_WRITE_FIDELITY"] == "1" {
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      // What each case that does not match is said as, for whoever works on its family.
      for readerCases in try Self.load() {
        for c in readerCases.cases where !Self.matches(c, reader: readerCases.reader) {
          print("no match: \(readerCases.file) \(c.id): said \(Self.said(c, reader: readerCases.reader)), the case says \(c.says)"
            + (Self.segmentsMatch(c, reader: readerCases.reader) ? "" : "; its segments differ"))
        }
      }
      return
    }
    let onDisk = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    #expect(onDisk == text, "\(Self.page) is out of date: run scripts/fidelity and commit it")
  }
}

struct FidelityError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
