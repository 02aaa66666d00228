import EarshotModel
import Testing

@Suite struct JSONParserTests {
  @Test func parsesEveryKindOfValue() throws {
    let value = try JSONParser.parse(#"{"a": [1, -2.5e1, true, false, null, "x\n\u00e9\ud83d\ude00"], "b": {}}"#)
    #expect(value["a"]?.arrayValue?.count == 6)
    #expect(value["a"]?.arrayValue?[1] == .number(-25))
    #expect(value["a"]?.arrayValue?[5] == .string("x\né😀"))
    #expect(value["b"] == .object(JSONObject()))
  }

  @Test func keepsMemberOrder() throws {
    let value = try JSONParser.parse(#"{"z": 1, "a": 2, "m": 3}"#)
    #expect(value.objectValue?.keys == ["z", "a", "m"])
  }

  @Test func reportsLineAndColumnOfTruncatedText() {
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("{\n  \"root\": {\n    \"children\": [") }
    do {
      _ = try JSONParser.parse("{\n  \"root\": {\n    \"children\": [")
    } catch {
      #expect(error.line == 3)
      #expect(error.message.contains("truncated"))
    }
  }

  @Test func rejectsTrailingCommaWithPosition() {
    do {
      _ = try JSONParser.parse(#"{"a": 1,}"#)
      Issue.record("a trailing comma parsed")
    } catch {
      #expect(error.line == 1 && error.column == 9)
    }
  }

  @Test func emptyTextSaysSo() {
    do {
      _ = try JSONParser.parse("  \n")
      Issue.record("empty text parsed")
    } catch {
      #expect(error.message.contains("empty"))
    }
  }

  @Test func writerRoundTripsAndKeepsFramesOnOneLine() throws {
    let text = #"{"frame": [16, 56.5, 358, 34], "label": "Say \"hi\"", "nested": {"ok": true}}"#
    let value = try JSONParser.parse(text)
    let written = JSONWriter.string(value)
    #expect(written.contains(#""frame": [16, 56.5, 358, 34]"#))
    #expect(try JSONParser.parse(written) == value)
  }

  @Test func writerEscapesOnlyWhatJSONRequires() throws {
    let text = "say \"Pay\", a\\b\n\t\u{01} é 😀 end"
    let written = JSONWriter.string(.string(text), pretty: false)
    #expect(written == #""say \"Pay\", a\\b\n\t\u0001 é 😀 end""#)
    #expect(try JSONParser.parse(written) == .string(text))
  }
}
