/// A syntax error in JSON text, with the 1-based line and column where reading stopped.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public var message: String

  public var description: String { "line \(line), column \(column): \(message)" }
}

/// Parses RFC 8259 JSON from UTF-8 bytes: the one place JSON syntax, nesting depth and numbers'
/// range are checked. The text is parsed into a `JSONTape`; a tree of `JSONValue`s is made from
/// the tape for the readers that want one.
public enum JSONParser {
  /// Parses `text` as one JSON value, allowing a UTF-8 byte-order mark and surrounding whitespace.
  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try parse(bytes: Array(text.utf8))
  }

  /// Parses UTF-8 `bytes` as one JSON value.
  public static func parse(bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    try tape(bytes: bytes).withRoot(\.value)
  }

  /// Parses UTF-8 `bytes` into a tape, keeping the bytes for its strings.
  public static func tape(bytes: [UInt8]) throws(JSONSyntaxError) -> JSONTape {
    precondition(bytes.count <= Int(UInt32.max), "a JSON text past 4 GB (InputLimits.inputBytes is far below)")
    var reader = Reader(bytes: bytes)
    reader.tokens.reserveCapacity(bytes.withUnsafeBufferPointer(tokenBound))
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
    reader.skipWhitespace()
    if reader.atEnd { throw reader.error("the file is empty; expected a JSON value") }
    try reader.readValue(depth: 0)
    reader.skipWhitespace()
    if !reader.atEnd { throw reader.error("unexpected text after the end of the JSON value") }
    return JSONTape(bytes: bytes, tokens: reader.tokens, numbers: reader.numbers)
  }

  /// At most how many tokens `bytes` parse into: every value and key but the first value follows
  /// a `[`, `{`, `,` or `:` outside strings. Room for that many is reserved, so the tokens are
  /// never copied to grow, and the array is not up to twice their size, as doubling leaves it.
  static func tokenBound(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 1, i = 0
    let n = bytes.count
    while i < n {
      switch bytes[i] {
      case UInt8(ascii: "\""):
        i += 1
        while i < n, bytes[i] != UInt8(ascii: "\"") {
          if bytes[i] == UInt8(ascii: "\\") { i += 1 }
          i += 1
        }
      case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{"): count += 1
      default: break
      }
      i += 1
    }
    return count
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0
    var tokens: [JSONTape.Token] = []
    var numbers: [Double] = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index >= bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    func error(_ message: String) -> JSONSyntaxError {
      var line = 1
      var column = 1
      var i = 0
      while i < min(index, bytes.count) {
        if bytes[i] == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else if bytes[i] & 0xC0 != 0x80 {
          column += 1
        }
        i += 1
      }
      return JSONSyntaxError(line: line, column: column, message: message)
    }

    mutating func skipWhitespace() {
      while let c = current, c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { index += 1 }
    }

    mutating func readValue(depth: Int) throws(JSONSyntaxError) {
      guard depth < InputLimits.jsonDepth else { throw error("nesting is deeper than \(InputLimits.jsonDepth) levels, the most Earshot reads") }
      guard let c = current else { throw error("the text ends where a value was expected (the file may be truncated)") }
      switch c {
      case UInt8(ascii: "{"): try readObject(depth: depth)
      case UInt8(ascii: "["): try readArray(depth: depth)
      case UInt8(ascii: "\""): tokens.append(try readString())
      case UInt8(ascii: "t"): try expectWord("true"); tokens.append(JSONTape.Token(.true))
      case UInt8(ascii: "f"): try expectWord("false"); tokens.append(JSONTape.Token(.false))
      case UInt8(ascii: "n"): try expectWord("null"); tokens.append(JSONTape.Token(.null))
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        let value = try readNumber()
        let number = JSONTape.Token.number(value, index: numbers.count)
        tokens.append(number.token)
        if !number.isInline { numbers.append(value) }
      default:
        throw error("unexpected character \(describe(c)); expected a value")
      }
    }

    func describe(_ c: UInt8) -> String {
      if c >= 0x21 && c < 0x7F { return "'\(Character(UnicodeScalar(c)))'" }
      return "byte 0x\(String(c, radix: 16, uppercase: true))"
    }

    mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
      let start = index
      for byte in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
        guard current == byte else {
          index = start
          throw error("unexpected text; expected \(word)")
        }
        index += 1
      }
    }

    /// Opens a container's token; `close` fills in its count and end.
    mutating func open(_ kind: JSONTape.Kind) -> Int {
      tokens.append(JSONTape.Token(kind))
      return tokens.count - 1
    }

    mutating func close(_ at: Int, count: Int) {
      tokens[at].close(count: count, end: tokens.count)
    }

    mutating func readObject(depth: Int) throws(JSONSyntaxError) {
      let at = open(.object)
      index += 1
      skipWhitespace()
      if current == UInt8(ascii: "}") {
        index += 1
        close(at, count: 0)
        return
      }
      var count = 0
      while true {
        skipWhitespace()
        guard current == UInt8(ascii: "\"") else {
          if atEnd { throw error("the text ends inside an object (the file may be truncated)") }
          throw error("expected a quoted member name")
        }
        let key = try readString()
        tokens.append(key)
        skipWhitespace()
        guard current == UInt8(ascii: ":") else {
          throw error("expected ':' after the member name \"\(JSONTape.string(key, in: bytes))\"")
        }
        index += 1
        skipWhitespace()
        try readValue(depth: depth + 1)
        count += 1
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","): index += 1
        case UInt8(ascii: "}"): index += 1; close(at, count: count); return
        case nil: throw error("the text ends inside an object (the file may be truncated)")
        default: throw error("expected ',' or '}' after a member")
        }
      }
    }

    mutating func readArray(depth: Int) throws(JSONSyntaxError) {
      let at = open(.array)
      index += 1
      skipWhitespace()
      if current == UInt8(ascii: "]") {
        index += 1
        close(at, count: 0)
        return
      }
      var count = 0
      while true {
        skipWhitespace()
        try readValue(depth: depth + 1)
        count += 1
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","): index += 1
        case UInt8(ascii: "]"): index += 1; close(at, count: count); return
        case nil: throw error("the text ends inside an array (the file may be truncated)")
        default: throw error("expected ',' or ']' after an array item")
        }
      }
    }

    mutating func readNumber() throws(JSONSyntaxError) -> Double {
      let start = index
      // Fast path: a short integer (frames and sizes mostly are) needs no strtod.
      var j = index
      var negative = false
      if j < bytes.count, bytes[j] == UInt8(ascii: "-") { negative = true; j += 1 }
      var whole: Int64 = 0
      let digitsStart = j
      while j < bytes.count, bytes[j] >= UInt8(ascii: "0"), bytes[j] <= UInt8(ascii: "9"), j - digitsStart < 15 {
        whole = whole * 10 + Int64(bytes[j] - UInt8(ascii: "0"))
        j += 1
      }
      let next = j < bytes.count ? bytes[j] : 0
      let leadingZero = j - digitsStart > 1 && bytes[digitsStart] == UInt8(ascii: "0")
      if j > digitsStart, !leadingZero, next != UInt8(ascii: "."), next != UInt8(ascii: "e"), next != UInt8(ascii: "E"),
        !(next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9"))
      {
        index = j
        return Double(negative ? -whole : whole)
      }
      if current == UInt8(ascii: "-") { index += 1 }
      guard let first = current, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") else {
        throw error("expected a digit")
      }
      if first == UInt8(ascii: "0") {
        index += 1
      } else {
        skipDigits()
      }
      if current == UInt8(ascii: ".") {
        index += 1
        guard let d = current, d >= UInt8(ascii: "0"), d <= UInt8(ascii: "9") else {
          throw error("expected a digit after the decimal point")
        }
        skipDigits()
      }
      if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
        index += 1
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
        guard let d = current, d >= UInt8(ascii: "0"), d <= UInt8(ascii: "9") else {
          throw error("expected a digit in the exponent")
        }
        skipDigits()
      }
      if let value = bytes.withUnsafeBufferPointer({ JSONNumber.value(UnsafeBufferPointer(rebasing: $0[start..<index])) }) {
        return value
      }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard let value = Double(text) else { throw error("the number \(UserText.shortened(text, limit: 40)) cannot be read") }
      guard value.isFinite else {
        index = start
        throw error("the number \(UserText.shortened(text, limit: 40)) is too large to be a number Earshot can use")
      }
      return value
    }

    mutating func skipDigits() {
      while let c = current, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { index += 1 }
    }

    /// Checks the string at `index` and steps past it; its token records where its text lies,
    /// and whether escapes must be decoded to read it (`JSONTape.string`).
    mutating func readString() throws(JSONSyntaxError) -> JSONTape.Token {
      index += 1
      let start = index
      var escaped = false
      while true {
        guard let c = current else { throw error("the text ends inside a string (the file may be truncated)") }
        if c == UInt8(ascii: "\"") {
          let token = JSONTape.Token.string(start: start, length: index - start, escapes: escaped)
          index += 1
          return token
        }
        if c < 0x20 { throw error("a control character must be escaped inside a string") }
        if c != UInt8(ascii: "\\") {
          if c >= 0x80 { try skipUTF8Sequence() } else { index += 1 }
          continue
        }
        escaped = true
        index += 1
        guard let e = current else { throw error("the text ends inside a string (the file may be truncated)") }
        index += 1
        switch e {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"),
          UInt8(ascii: "r"), UInt8(ascii: "t"):
          break
        case UInt8(ascii: "u"):
          let code = try readHex4()
          // A high surrogate takes the \u escape after it, whatever it holds (`JSONTape.decode`).
          if (0xD800...0xDBFF).contains(code), current == UInt8(ascii: "\\"),
            index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
          {
            index += 2
            _ = try readHex4()
          }
        default:
          index -= 1
          throw error("unknown escape \\\(Character(UnicodeScalar(e))) in a string")
        }
      }
    }

    /// Steps over the multi-byte UTF-8 character at `index`; text that is not UTF-8 is an error
    /// (a guess at its encoding would put wrong words in VoiceOver's mouth).
    mutating func skipUTF8Sequence() throws(JSONSyntaxError) {
      let length = bytes.withUnsafeBufferPointer { UTF8Check.sequenceLength($0, at: index) }
      guard let length else {
        throw error("byte 0x\(String(bytes[index], radix: 16, uppercase: true)) is not UTF-8; save the file as UTF-8 text")
      }
      index += length
    }

    mutating func readHex4() throws(JSONSyntaxError) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let c = current else { throw error("the text ends inside a \\u escape") }
        guard let digit = JSONTape.hexDigit(c) else { throw error("expected four hex digits after \\u") }
        value = value * 16 + digit
        index += 1
      }
      return value
    }
  }
}
