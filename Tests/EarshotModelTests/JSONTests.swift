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

@Suite struct JSONWriterTests {
  /// Every scalar that could steer a terminal, split a line or reorder text is written as a JSON
  /// `\uXXXX` escape, never as the terminal's `\u{…}` (which is not JSON), and reads back as it was.
  @Test func escapesControlsSeparatorsAndBidiAsJSON() throws {
    let hostile: [Unicode.Scalar] = ["\u{00}", "\u{1B}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{2028}", "\u{2029}",
                                     "\u{202A}", "\u{202E}", "\u{2066}", "\u{2068}", "\u{2069}"]
    for scalar in hostile {
      let text = "a" + String(Character(scalar)) + "b"
      let written = JSONWriter.string(.string(text), pretty: false)
      let hex = String(scalar.value, radix: 16)
      #expect(written == "\"a\\u" + String(repeating: "0", count: 4 - hex.count) + hex + "b\"")
      #expect(!written.contains("\\u{"))
      #expect(try JSONParser.parse(written) == .string(text))
    }
  }

  @Test func leavesOtherTextAsItIs() {
    let text = "ü — « » \u{200E} \u{0600} 😀 \u{E2}\u{A0}\u{2027}\u{202F}\u{2065}\u{206A}"
    #expect(JSONWriter.string(.string(text), pretty: false) == "\"\(text)\"")
  }

  /// Containers written piece by piece come out exactly as the same value written whole.
  @Test func streamingMatchesWholeValues() throws {
    let value: JSONValue = ["a": [], "b": [1, 2], "c": [["x": "y"], ["z": nil]], "d": [:], "e": ["f": [true]]]
    var chunks: [[UInt8]] = []
    var writer = JSONWriter(flushAt: 4) { chunks.append($0) }
    writer.beginObject()
    writer.key("a"); writer.beginArray(); writer.endArray()
    writer.member("b", value: [1, 2])
    writer.key("c"); writer.beginArray()
    writer.beginObject(); writer.member("x", "y"); writer.endObject()
    writer.beginObject(); writer.member("z", nil); writer.endObject()
    writer.endArray()
    writer.key("d"); writer.beginObject(); writer.endObject()
    writer.key("e"); writer.beginObject(); writer.key("f"); writer.value([true]); writer.endObject()
    writer.endObject()
    writer.finish()
    #expect(chunks.count > 1)
    #expect(String(decoding: chunks.flatMap { $0 }, as: UTF8.self) == JSONWriter.string(value))
  }

  /// Items written side by side into parts and appended in order are the list written in one go.
  @Test func partsOfAListAppendInOrder() {
    let items: [JSONValue] = (0..<5).map { ["n": .number(Double($0))] }
    for pretty in [true, false] {
      var writer = JSONWriter(pretty: pretty)
      writer.beginObject()
      writer.key("items")
      writer.beginArray()
      // The first item written here, the rest in parts counted from the items already there.
      writer.value(items[0])
      for range in [1..<2, 2..<2, 2..<5] {
        var part = JSONWriter(itemsOfArrayAt: writer.depth, itemsBefore: writer.itemCount, pretty: pretty)
        for i in range { part.value(items[i]) }
        writer.append(part.items)
      }
      writer.endArray()
      writer.endObject()
      writer.finish()
      #expect(writer.text == JSONWriter.string(["items": .array(items)], pretty: pretty))
    }
  }
}
