import EarshotModel
import EarshotTestSupport
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

  /// Numbers are read from the bytes without a string in between; each must be the same double,
  /// bit for bit, as the text read by `Double(_:)` (strtod: nearest, ties to even).
  @Test func numbersReadAsDoubleReadsTheirText() throws {
    var texts = [
      "0", "-0", "0.0", "-0.0", "0e5", "-0E-5", "1", "-1", "0.1", "0.2", "0.30000000000000004", "1e19", "1e-19", "1.5e+7",
      "9007199254740991", "9007199254740992", "9007199254740993", "9007199254740993.0", "9007199254740995",
      "18014398509481993", "1844674407370955161.5", "9999999999999999999", "9999999999999999999e19",
      "0.0000000000000000001", "1e20", "1e-20", "1e23", "1.7976931348623157e308", "1.7976931348623159e307",
      "2.2250738585072014e-308", "5e-324", "123456789012345678901234567890", "0.12345678901234567890",
      "4503599627370497.5", "4503599627370496.5", "2.5e-1", "1234.5678901234567", "0.000000000000000000012345",
      // Subnormals, underflow to zero, exponents written with many digits, zeros with any
      // exponent, more than 19 digits.
      "4.9e-324", "2.4703282292062328e-324", "1e-320", "1e-400", "-1e-400", "1e0000000000000000000000005",
      "0.1e-0000000000000000000000019", "-0e99999", "0e-99999", "1.0000000000000000000000000000000000001",
    ]
    var random = SplitMix(seed: 36)
    for _ in 0..<20_000 {
      // What a tool writes: a double's shortest text, at any size.
      let double = Double(bitPattern: random.next() & 0x7FFF_FFFF_FFFF_FFFF)
      if double.isFinite { texts.append("\(double)") }
      let near = Double.random(in: -5000...5000, using: &random) * [1, 1e-7, 1e7, 1e15][Int(random.next() % 4)]
      texts.append("\(near)")
    }
    for _ in 0..<20_000 {
      // Digit strings of every length with the point and exponent anywhere, and integers near a
      // tie between two doubles (2^53 to 2^64).
      let count = Int(random.next() % 24) + 1
      var digits = String((0..<count).map { _ in Character(String(random.next() % 10)) })
      while digits.count > 1, digits.first == "0" { digits.removeFirst() }
      texts.append("0." + String(repeating: "0", count: Int(random.next() % 8)) + digits)
      let point = Int(random.next() % UInt64(digits.count + 1))
      if point > 0, point < digits.count { digits.insert(".", at: digits.index(digits.startIndex, offsetBy: point)) }
      if random.next() % 3 == 0 { digits += "e\(Int(random.next() % 50) - 25)" }
      texts.append((random.next() % 2 == 0 ? "-" : "") + digits)
      let shift = Int(random.next() % 11)
      let odd: UInt64 = (1 << 53 | random.next() >> 11) << shift
      let half: UInt64 = (1 << shift) >> 1
      let tie: UInt64 = odd + half + random.next() % 3 - 1
      texts.append("\(tie)")
      texts.append("\(tie / 10).\(tie % 10)")
    }
    let values = try #require(try JSONParser.parse("[" + texts.joined(separator: ",") + "]").arrayValue)
    for (text, value) in zip(texts, values) {
      let read = try #require(value.numberValue)
      // "-0" is read as an integer, 0, as it always was.
      let expected = text == "-0" ? 0.0 : try #require(Double(text))
      #expect(read.bitPattern == expected.bitPattern, "\(text) read as \(read), not \(expected)")
    }
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

  /// The writer reads text eight bytes at a time and copies text past ASCII that needs no escape
  /// (curly quotes, accented letters) as it is: every escaped character is still found, beside
  /// such text and at every place in a word, and everything else is copied.
  @Test func findsEscapesAtEveryPlaceBesideTextPastASCII() throws {
    let pieces = ["a", "é", "©", "\u{201C}", "\u{201D}", "€", "\u{2027}", "\u{202F}", "\u{2065}", "\u{206A}", "😀",
                  "\u{2028}", "\u{202E}", "\u{2066}", "\u{85}", "\u{9F}", "\u{7F}", "\u{1F}", "\"", "\\"]
    func expected(_ text: String) -> String {
      var out = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case _ where UserText.needsEscape(scalar):
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
      }
      return out + "\""
    }
    for padding in 0..<9 {
      for a in pieces {
        for b in pieces {
          let text = String(repeating: "x", count: padding) + a + "yz" + b
          let written = JSONWriter.string(.string(text), pretty: false)
          #expect(written == expected(text))
          #expect(try JSONParser.parse(written) == .string(text))
        }
      }
    }
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

  /// A list of strings is put on one line by its characters, not its bytes: "\r\n" and a letter
  /// with a combining accent are one character each, and so is an emoji.
  @Test func listsFitOneLineByCharacters() {
    for tail in ["", "\r\n", "\r\n\r\n", "e\u{301}", "\r\ne\u{301}", "😀", "\r"] {
      for count in 66...70 {
        let s = String(repeating: "a", count: count - tail.count) + tail
        #expect(s.count == count)
        // Four more for the quotes and brackets: 72 at most fits.
        let fits = count + 4 <= 72
        #expect(!JSONWriter.string(["list": [.string(s)]]).contains("[\n") == fits)
        var writer = JSONWriter(pretty: true)
        writer.beginObject()
        writer.key("list")
        writer.strings([s])
        writer.endObject()
        writer.finish()
        #expect(!writer.text.contains("[\n") == fits, "\(count) characters ending \(tail.unicodeScalars.map(\.value))")
      }
    }
  }

  /// Numbers are written as `String` and `format` write them: whole numbers without a fraction,
  /// the sign of a negative, the largest and smallest integers.
  @Test func numbersAsTheirText() {
    let ints = [0, 7, 10, -1, -10, 99_999, 1_000_000, Int.max, Int.min]
    var doubles = [0.0, -0.0, 1.5, -2.0, 12.345, 1e15, -1e15 + 1, 0.1, 0.3, 0.001, -0.025, 0.0005, 1e-7, 999_999_999.999, 1e9 + 0.5,
                   .infinity, .nan, .pi, .ulpOfOne, .greatestFiniteMagnitude]
    // Seconds to the millisecond, as the outputs round them, and other fractions.
    for i in 0..<20_000 {
      let ms = Double((i &* 7_919) % 10_000_000 - 5_000_000)
      doubles += [ms / 1000, (ms / 1000 * 1.1 * 1000).rounded() / 1000, ms / 7, ms * 1.000_1]
    }
    var writer = JSONWriter(pretty: false)
    writer.beginArray()
    for n in ints { writer.number(n) }
    for n in doubles { writer.number(n) }
    writer.endArray()
    writer.finish()
    #expect(writer.text == "[" + (ints.map { String($0) } + doubles.map(JSONWriter.format)).joined(separator: ",") + "]")
  }

  /// A copy of a writer, and items taken from one, keep the text they had while the writer goes on.
  @Test func copiesKeepTheirText() {
    var writer = JSONWriter(itemsOfArrayAt: 1, itemsBefore: 0, pretty: false)
    writer.string("a")
    let items = writer.items
    var copy = writer
    writer.string("b")
    copy.number(1)
    #expect(String(decoding: items.bytes, as: UTF8.self) == "\"a\"")
    #expect(writer.text == "\"a\",\"b\"")
    #expect(copy.text == "\"a\",1")
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
