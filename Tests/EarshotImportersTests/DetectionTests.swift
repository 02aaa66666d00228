import EarshotImporters
import EarshotModel
import Foundation
import Testing

/// Inputs are read by what they hold; screen documents keep their own messages.
@Suite struct DetectionTests {
  @Test func screenDocumentsReadAsBefore() throws {
    let result = try read(#"{"earshot": 1, "root": {"children": [{"type": "button", "text": "Go"}]}}"#, file: "s.json")
    #expect(result.format == .earshot)
    #expect(failure(#"{"title": "x"}"#, file: "s.json") == #"s.json: (top level): a screen document needs "root" (one screen) or "screens" (a flow)"#)
    #expect(failure(#"{"root": {"children": [{"type": "buton"}]}}"#, file: "s.json") == #"s.json: root.children[0].type: unknown type "buton"; did you mean "button"?"#)
    #expect(failure("", file: "s.json") == "s.json: line 1, column 1: the file is empty; expected a JSON value")
    #expect(failure("[1, 2]", file: "s.json") == "s.json: (top level): expected a screen document object with \"root\" or \"screens\", found an array")
    #expect(failure("hello", file: "s.json") == "s.json: line 1, column 1: unexpected character 'h'; expected a value")
  }

  /// A screen document is read from its parsed tape, never made a tree of values, so it has no
  /// source to keep: with or without asking for one, the document, warnings and errors are the same.
  @Test func readingWithoutTheSourceReadsTheSame() throws {
    let single = #"{"earshot": 1, "root": {"children": [{"children": [{"type": "button", "label": "Go", "colour": 1}, {"type": "switch", "on": true}]}, {"type": "label", "text": "Hi", "children": []}]}}"#
    let flow = #"{"screens": [{"id": "a", "root": {"children": [{"type": "button", "label": "Next"}]}}, {"id": "b", "root": {"label": "B"}}]}"#
    for text in [single, flow] {
      let kept = try Importer.read(bytes: Array(text.utf8), file: "s.json")
      let taken = try Importer.read(bytes: Array(text.utf8), file: "s.json", keepSource: false)
      #expect(kept.source == nil)
      #expect(taken.source == nil)
      #expect(taken.document == kept.document)
      #expect(taken.warnings.map(\.description) == kept.warnings.map(\.description))
    }
    #expect(!(try Importer.read(bytes: Array(single.utf8), file: "s.json", keepSource: false)).warnings.isEmpty)
    for text in [#"{"root": {"children": [{"children": [3, {"type": "buton"}]}]}}"#, #"{"root": []}"#, #"{"root": {"children": {}}}"#] {
      var messages: [String] = []
      for keep in [true, false] {
        do {
          _ = try Importer.read(bytes: Array(text.utf8), file: "s.json", keepSource: keep)
          Issue.record("read \(text)")
        } catch {
          messages.append(error.description)
        }
      }
      #expect(messages.count == 2 && messages[0] == messages[1], "\(messages)")
    }
  }

  @Test(.needsCorpus) func everyCorpusCaptureIsDetected() throws {
    let expected: [String: CaptureFormat] = [
      "xcuitest-debugdescription": .xcuitest, "appium-xcuitest-xml": .appium, "idb-describe-json": .idb,
      "maestro-hierarchy-json": .maestro, "vodesign": .vodesign,
    ]
    for input in corpusInputs() {
      let folder = String(input.split(separator: "/")[0])
      do {
        #expect(try Importer.read(path: corpus(input)).format == expected[folder], "\(input)")
      } catch {
        #expect(error.description.contains("the capture is empty"), "\(input): \(error)")
      }
    }
  }

  @Test func foreignFilesSayWhatIsAccepted() throws {
    #expect(failure("just some notes", file: "notes.txt")?.hasPrefix("notes.txt: not a format Earshot reads; expected a screen document (JSON), XCUITest debugDescription text") == true)
    #expect(failure("   \n", file: "notes.txt") == "notes.txt: the file is empty; expected " + Importer.accepted)
    let dir = TemporaryDirectory()
    let png = dir.write("screen.png", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]))
    do {
      _ = try Importer.read(path: png)
      Issue.record("read a PNG")
    } catch {
      #expect(error.description == png + ": is a PNG image, not a capture; for VoiceOver Designer give the .vodesign folder")
    }
  }

  @Test func forcedFormatReadsOnlyThat() {
    let idb = #"[{"AXFrame": "{{0, 0}, {390, 844}}", "AXLabel": "App", "type": "Application", "role": "AXApplication"}]"#
    #expect(failure(idb, file: "x.json", format: .maestro) == "x.json: (top level): expected a Maestro hierarchy object with \"attributes\" and \"children\", found an array")
    #expect(failure(idb, file: "x.json", format: .xcuitest)?.contains("no XCUITest element lines found") == true)
    #expect(failure(idb, file: "x.json", format: .vodesign)?.contains("a VoiceOver Designer document is a .vodesign folder") == true)
  }

  @Test func missingPathsAndFolders() {
    do {
      _ = try Importer.read(path: "/nowhere/capture.txt")
      Issue.record("read a missing file")
    } catch {
      #expect(error.description == "/nowhere/capture.txt: no such file (check the path)")
    }
    let dir = TemporaryDirectory()
    do {
      _ = try Importer.read(path: dir.path, format: .idb)
      Issue.record("read a folder as idb")
    } catch {
      #expect(error.description == dir.path + ": is a directory; the idb/AXe describe JSON format is a file")
    }
  }
  /// A folder search takes a screen document by a member at the top of its object, found without
  /// parsing it; anything it cannot tell that way is judged by parsing, as before, so each kind of
  /// file is taken or skipped exactly as the capture readers judge it.
  @Test func aFolderSearchTakesScreenDocumentsWithoutParsingThem() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-detection-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func reason(_ text: String) throws -> String? {
      let file = folder.appendingPathComponent("f.json")
      try Data(text.utf8).write(to: file)
      return Importer.skipReason(forFileAt: file.path)
    }
    let long = String(repeating: #"{"a": [1, "}", {"b": "\"root\": 1"}]}, "#, count: 200)
    // Taken: the member late in the object, after strings holding braces and quoted member names;
    // after a byte order mark; in a document broken further on (its reading says where).
    #expect(try reason(#"{"title": "T", "x": [\#(long)0], "root": {"children": []}}"#) == nil)
    #expect(try reason("\u{FEFF}  {\"screens\": []}") == nil)
    #expect(try reason(#"{"earshot": 1, "root": {"#) == nil)
    // Skipped: the name only as a value or deeper down.
    #expect(try reason(#"{"name": "earshot", "version": "1.0.0"}"#)?.hasPrefix("JSON that is neither") == true)
    #expect(try reason(#"{"config": {"root": "/srv"}, "earshotVoice": 1}"#) == "a voice profile, not a screen document or capture")
    #expect(try reason(#"[{"earshot": 1, "root": {}}]"#)?.hasPrefix("JSON that is neither") == true)
    // A name spelled with an escape is not seen by the scan, and parsing takes it.
    #expect(try reason(#"{"r\u006fot": {"children": []}}"#) == nil)
  }
}
