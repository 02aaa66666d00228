import EarshotModel
import EarshotTestSupport
import Foundation
import Testing

/// What no input may do: put control characters on the terminal, split a message over two lines,
/// hand espeak-ng a path, carry numbers past the ranges in `InputLimits`, or be read without bound.
@Suite struct InputSafetyTests {
  @Test func controlCharactersFromInputAreShownAsEscapes() {
    #expect(UserText.oneLine("a\nb\u{1B}[31mc\u{07}\0d\u{202E}e") == #"a\nb\u{1B}[31mc\u{7}\u{0}d\u{202E}e"#)
    #expect(UserText.oneLine("Café ✓ مرحبا") == "Café ✓ مرحبا")
    let diagnostic = Diagnostic(.error, file: "a\nb.json", place: "root", "unknown trait \"x\u{1B}]0;pwned\u{07}\"")
    #expect(!diagnostic.description.contains("\n") && !diagnostic.description.contains("\u{1B}"))
  }

  @Test func longInputIsQuotedShort() {
    let word = String(repeating: "x", count: 100_000)
    let message = Suggestion.message(unknown: "trait", word, accepted: ["button", "link"])
    #expect(message.count < 200)
    #expect(message.contains("…"))
  }

  @Test func aMillionMistakesAreCountedNotListed() {
    let children = Array(repeating: #"{"traits": ["buton"]}"#, count: 2_000).joined(separator: ",")
    let diagnostics = Fixture.diagnostics(#"{"root": {"children": [\#(children)]}}"#)
    #expect(diagnostics.count == InputLimits.errorsListed + 1)
    #expect(diagnostics.last?.message.hasPrefix("1950 more problems") == true)
  }

  @Test func windowsAndOldMacLineEndingsSplitLines() {
    #expect(TextLines.split("a\r\nb\rc\nd") == ["a", "b", "c", "d"])
    #expect(TextLines.split("a\r\n") == ["a", ""])
  }

  @Test func languageTagsHaveTheirShape() {
    for tag in ["en", "en-US", "zh-Hans-CN", "sr-Latn", "de-CH-1996", "x-klingon", "ru-RU"] { #expect(LanguageTag.isValid(tag), "\(tag)") }
    for bad in ["", "../../etc/passwd", "/proc/self/environ", "fr+" + String(repeating: "a", count: 40), "en_US", "e", "en--US", "en-",
                "englishlanguage-US", "dé", "en US"] {
      #expect(!LanguageTag.isValid(bad), "\(bad)")
    }
    #expect(LanguageTag.problem("en_US").contains("write \"en-US\""))
  }

  @Test func voiceNamesAreNeverPaths() {
    #expect(VoiceName.problem("en-us") == nil && VoiceName.problem("gmw/en-US") == nil && VoiceName.problem("English (America)") == nil)
    #expect(VoiceName.problem("f3", variant: true) == nil)
    for bad in ["/etc/passwd", "../../../../etc/passwd", "~/voices/x", "en-us+f3", String(repeating: "a", count: 60), ""] {
      #expect(VoiceName.problem(bad) != nil, "\(bad)")
    }
    #expect(VoiceName.problem(String(repeating: "v", count: 60), variant: true) != nil)
    #expect(VoiceName.problem("!v/f3", variant: true) != nil)
  }

  @Test func aProfileNamingAPathOrALongVariantIsRefused() throws {
    var catalog = VoiceCatalog.builtIn()
    let base = try #require(catalog.sources["en-US"]?.json.objectValue)
    func profile(_ espeak: JSONValue, extra: [(String, JSONValue)] = []) -> String? {
      var o = base
      o["espeak"] = espeak
      for (k, v) in extra { o[k] = v }
      catalog = VoiceCatalog.builtIn()
      var sources = catalog.sources
      sources["x"] = (.object(o), "x.json")
      do {
        _ = try VoiceProfileReader.profile(named: "x", sources: sources)
        return nil
      } catch {
        return error.description
      }
    }
    #expect(profile(["voice": "/etc/passwd"])?.contains("espeak.voice: \"/etc/passwd\" is a path") == true)
    #expect(profile(["voice": "en-us", "variant": .string(String(repeating: "v", count: 60))])?.contains("espeak.variant") == true)
    #expect(profile(["voice": "en-us"], extra: [("language", "../x")])?.contains("is not a BCP 47 language tag") == true)
    #expect(profile(["voice": "en-us"], extra: [("languageVoices", ["fr": "../../fr"])])?.contains("languageVoices.fr") == true)
    #expect(profile(["voice": "en-us", "variant": "f3"]) == nil)
  }

  @Test func jsonNumbersBeyondADoubleAreRefused() {
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("[1e400]") }
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("[-1e999]") }
    #expect((try? JSONParser.parse("[1e300]")) == .array([.number(1e300)]))
  }

  @Test func jsonThatIsNotUTF8IsRefusedWithItsPlace() {
    do {
      _ = try JSONParser.parse(bytes: Array(#"{"a": "x"#.utf8) + [0xFF] + Array(#""}"#.utf8))
      Issue.record("invalid UTF-8 was read")
    } catch {
      #expect(error.line == 1 && error.column == 9)
      #expect(error.message.contains("0xFF is not UTF-8"))
    }
    #expect((try? JSONParser.parse(bytes: Array(#"["é ✓ \u00e9"]"#.utf8))) == .array(["é ✓ é"]))
    // Overlong forms and surrogates are not UTF-8 either.
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes: [0x22, 0xC0, 0xAF, 0x22]) }
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22]) }
  }

  @Test func deepJSONStopsAtItsLimit() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    do {
      _ = try JSONParser.parse(deep)
      Issue.record("nesting of 100,000 was read")
    } catch {
      #expect(error.message.contains("deeper than \(InputLimits.jsonDepth) levels"))
    }
  }

  @Test func inputFilesAreReadWithClearReasons() throws {
    let directory = NSTemporaryDirectory() + "earshot-input-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    func reason(_ path: String) -> InputFile.Failure.Reason? {
      do {
        _ = try InputFile.text(of: InputFile.read(path), path: path)
        return nil
      } catch {
        return error.reason
      }
    }
    #expect(reason(directory + "/missing") == .missing)
    #expect(reason(directory) == .directory)
    _ = FileManager.default.createFile(atPath: directory + "/latin1.txt", contents: Data([0x6E, 0x65, 0x78, 0x74, 0x0A, 0x63, 0x61, 0x66, 0xE9]))
    #expect(reason(directory + "/latin1.txt") == .notUTF8(byte: 0xE9, line: 2, column: 4))
    _ = FileManager.default.createFile(atPath: directory + "/utf16.txt", contents: Data([0xFF, 0xFE, 0x6E, 0x00]))
    #expect(reason(directory + "/utf16.txt") == .utf16)
    _ = FileManager.default.createFile(atPath: directory + "/bom.txt", contents: Data([0xEF, 0xBB, 0xBF] + Array("next".utf8)))
    #expect((try? InputFile.text(of: InputFile.read(directory + "/bom.txt"), path: "bom.txt")) == "next")
    // A device of zeros is refused after its first block, not read to the size limit.
    if case .binary? = reason("/dev/zero") {} else { Issue.record("/dev/zero was not refused as binary") }
    let message = InputFile.Failure(path: "s.txt", reason: .missing).inputError(what: "script", option: "--script").description
    #expect(message == "s.txt: no such script (check the path given to --script)")
  }

  @Test func numberRangesSayWhatIsAccepted() {
    #expect(InputLimits.waitSeconds.problem(with: 1e12) == "1000000000000 is out of range; accepted: 0 to 3600 seconds")
    #expect(InputLimits.coordinate.problem(with: .nan).hasPrefix("NaN is out of range"))
    #expect(!InputLimits.coordinate.contains(.infinity) && InputLimits.coordinate.contains(-20))
    #expect(Frame.checked(x: 9.3e18, y: 0, width: 1, height: 1) == nil)
    #expect(Frame.checked(x: 0, y: 0, width: .nan, height: 1) == nil)
    #expect(Frame.checked(x: 1, y: 2, width: -3, height: 4)?.withoutNegativeSize == Frame(x: 1, y: 2, width: 0, height: 4))
  }

  @Test func documentNumbersOutOfRangeAreErrorsThatSayTheRange() {
    func errors(_ json: String) -> [String] { Fixture.diagnostics(json).filter { $0.severity == .error }.map(\.description) }
    #expect(errors(#"{"earshot": 1e300, "root": {}}"#).first?.contains("format version 1e+300") == true)
    #expect(errors(#"{"root": {"children": [{"frame": [9.3e18, 0, 10, 10]}]}}"#)
      == ["fixture.json: root.children[0].frame[0]: 9.3e+18 is out of range; accepted: -1000000 to 1000000 points"])
    #expect(errors(#"{"root": {"children": [{"frame": [0, 0, 1e308, 10]}]}}"#).count == 1)
    #expect(errors(#"{"size": [390, 1e300], "root": {}}"#) == ["fixture.json: size[1]: 1e+300 is out of range; accepted: 0 to 1000000 points"])
    #expect(errors(#"{"root": {"children": [{"type": "slider", "adjustable": {"min": 0, "max": 1e300, "value": 1e300}}]}}"#).count >= 1)
    #expect(errors(#"{"root": {"children": [{"sortPriority": 1e300}]}}"#).count == 1)
    #expect(errors(#"{"root": {"children": [{"frame": [-20, 30000, 390, 44], "sortPriority": -5}]}}"#).isEmpty)
  }

  @Test func aDocumentLanguageMustBeALanguageTag() {
    let d = Fixture.diagnostics(#"{"language": "../../../../etc/passwd", "root": {"children": [{"label": "x", "language": "en_GB"}]}}"#)
    #expect(d.map(\.place) == ["language", "root.children[0].language"])
    #expect(d[0].message.contains("is not a BCP 47 language tag") && d[1].message.contains("write \"en-GB\""))
  }

  @Test func elementsNestedPastTheLimitAreAnError() {
    var element = #"{"label": "deep"}"#
    for _ in 0..<(InputLimits.elementDepth + 10) { element = #"{"children": [\#(element)]}"# }
    let d = Fixture.diagnostics(#"{"root": \#(element)}"#)
    #expect(d.count == 1 && d[0].message.contains("nested more than \(InputLimits.elementDepth) levels deep"))
  }

  /// The schema states the ranges the reader checks: `InputLimits` and the schema cannot drift apart.
  @Test func theSchemaStatesTheRangesTheReaderChecks() throws {
    let schema = try JSONParser.parse(bytes: Repository.read("schema/screen-document.schema.json"))
    let element = schema["$defs"]?["element"]?["properties"]
    let frame = element?["frame"]?["prefixItems"]?.arrayValue ?? []
    let coordinate = InputLimits.coordinate.bounds, length = InputLimits.length.bounds
    #expect(frame.map { $0["minimum"]?.numberValue } == [coordinate.lowerBound, coordinate.lowerBound, length.lowerBound, length.lowerBound])
    #expect(frame.map { $0["maximum"]?.numberValue } == [coordinate.upperBound, coordinate.upperBound, length.upperBound, length.upperBound])
    #expect(element?["sortPriority"]?["maximum"]?.numberValue == InputLimits.sortPriority.bounds.upperBound)
    #expect(element?["headingLevel"]?["maximum"]?.numberValue == Double(InputLimits.headingLevel.upperBound))
    #expect(element?["speech"]?["properties"]?["pitch"]?["maximum"]?.numberValue == InputLimits.pitchScale.bounds.upperBound)
    #expect(element?["adjustable"]?["oneOf"]?.arrayValue?[1]["properties"]?["max"]?["maximum"]?.numberValue == InputLimits.adjustableNumber.bounds.upperBound)
    #expect(schema["$defs"]?["screen"]?["properties"]?["size"]?["items"]?["maximum"]?.numberValue == length.upperBound)
    #expect(element?["language"]?["maxLength"]?.numberValue == Double(LanguageTag.maxLength))
  }
}
