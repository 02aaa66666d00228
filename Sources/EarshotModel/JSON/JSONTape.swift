/// A parsed JSON text as one flat list of tokens in document order, with the text's bytes, which
/// its strings are read from when asked for (`JSONParser.tape`).
///
/// A large screen document read into a tree of `JSONValue`s took an allocation per object, array
/// and long string, and as many frees; the tape is two arrays however large the document, and a
/// reader walks it through `JSONNode`s, which read as `JSONValue`s do (`JSONReadable`).
public final class JSONTape: Sendable {
  let bytes: [UInt8]
  let tokens: [Token]
  /// The numbers a token cannot hold (see `Token`), in the order written.
  let numbers: [Double]

  init(bytes: [UInt8], tokens: [Token], numbers: [Double]) {
    self.bytes = bytes
    self.tokens = tokens
    self.numbers = numbers
  }

  enum Kind: UInt8 { case null, `false`, `true`, number, string, array, object }

  /// One value: an object is followed by its members (each a string token, the key, then the
  /// value's tokens), an array by its items.
  ///
  /// Eight bytes, as a long screen's tape holds over a million: the kind in the top three bits of
  /// `high`, a flag below them, and a 28-bit field (a string's length, a container's count) under
  /// it; `low` is a string's first byte, a container's end, or a number: an integer of 32 bits
  /// itself (the flag set), any other number its index among the tape's `numbers`. A length or
  /// count of 2^28 or more (a text of 256 MB or more) is held as `wide` and worked out again from
  /// the bytes or the tokens when read.
  struct Token {
    private var low: UInt32 = 0
    private var high: UInt32 = 0

    static let wide: UInt32 = (1 << 28) - 1
    private static let flagBit: UInt32 = 1 << 28

    init(_ kind: Kind, flag: Bool = false, low: UInt32 = 0, field: Int = 0) {
      self.low = low
      high = UInt32(kind.rawValue) << 29 | (flag ? Self.flagBit : 0) | UInt32(min(field, Int(Self.wide)))
    }

    /// A string's token: where its text starts and how many bytes it takes, escapes and all.
    static func string(start: Int, length: Int, escapes: Bool) -> Token {
      Token(.string, flag: escapes, low: UInt32(start), field: length)
    }

    /// A number's token: the number itself when it is an integer of 32 bits, else `index`, where
    /// it is among the tape's numbers (`numbers.count` when it is to be appended there).
    static func number(_ value: Double, index: Int) -> (token: Token, isInline: Bool) {
      if let whole = Int32(exactly: value), Double(whole).bitPattern == value.bitPattern {
        return (Token(.number, flag: true, low: UInt32(bitPattern: whole)), true)
      }
      return (Token(.number, low: UInt32(index)), false)
    }

    @inline(__always) var kind: Kind { unsafeBitCast(UInt8(truncatingIfNeeded: high >> 29), to: Kind.self) }
    /// Whether a string holds escapes.
    @inline(__always) var hasEscapes: Bool { high & Self.flagBit != 0 }
    /// A number written in the token itself.
    @inline(__always) var inlineNumber: Double? { high & Self.flagBit != 0 ? Double(Int32(bitPattern: low)) : nil }
    /// A number's index among the tape's numbers, when it is not in the token.
    @inline(__always) var numberIndex: Int { Int(low) }
    /// A string's length or a container's count, or `wide`.
    @inline(__always) var field: UInt32 { high & Self.wide }
    /// A container's end: the index of the token after its last.
    @inline(__always) var end: Int { Int(low) }

    /// Fills in a container's count and end once its items are read.
    mutating func close(count: Int, end: Int) {
      self = Token(kind, low: UInt32(end), field: count)
    }

    @inline(__always) var start: Int { Int(low) }

    /// A string's length in bytes, from `bytes` (the tape's) when it is `wide`: the text to its
    /// closing quote, which the parser found, stepping over escapes.
    func length(_ bytes: UnsafePointer<UInt8>?) -> Int {
      if field != Self.wide { return Int(field) }
      var i = start
      while bytes![i] != UInt8(ascii: "\"") { i += bytes![i] == UInt8(ascii: "\\") ? 2 : 1 }
      return i - start
    }
  }

  /// Calls `body` with the whole text's value. The nodes point into the tape's storage, so they
  /// are valid only inside `body`.
  public func withRoot<R, E: Error>(_ body: (JSONNode) throws(E) -> R) throws(E) -> R {
    let result: Result<R, E> = tokens.withUnsafeBufferPointer { t in
      bytes.withUnsafeBufferPointer { b in
        numbers.withUnsafeBufferPointer { n in
          do throws(E) {
            return .success(try body(JSONNode(Storage(tokens: t.baseAddress!, bytes: b.baseAddress, numbers: n.baseAddress), 0)))
          } catch {
            return .failure(error)
          }
        }
      }
    }
    return try result.get()
  }

  /// Where the tape's tokens and bytes lie while they are read (`withRoot`): a node holds these,
  /// not the tape, so reading one costs no reference counting.
  struct Storage: @unchecked Sendable {
    let tokens: UnsafePointer<Token>
    let bytes: UnsafePointer<UInt8>?
    let numbers: UnsafePointer<Double>?

    /// The number token `token` stands for.
    @inline(__always)
    func number(_ token: Token) -> Double { token.inlineNumber ?? numbers![token.numberIndex] }

    /// The items or members of the container at `index`: counted again when there are too many
    /// for its token (`Token.wide`).
    func count(_ index: Int) -> Int {
      let token = tokens[index]
      if token.field != Token.wide { return Int(token.field) }
      var count = 0, p = index + 1
      while p < token.end {
        p = token.kind == .object ? next(p + 1) : next(p)
        count += 1
      }
      return count
    }

    /// The index of the token after the value at `index`.
    @inline(__always)
    func next(_ index: Int) -> Int {
      let token = tokens[index]
      return token.kind == .array || token.kind == .object ? token.end : index + 1
    }

    /// The bytes of the string token at `index` as written (escapes not decoded).
    @inline(__always)
    func text(_ token: Token) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(start: bytes.map { $0 + token.start }, count: token.length(bytes))
    }

    /// Whether the string token at `index` is `key`.
    @inline(__always)
    func stringEquals(_ index: Int, _ key: String) -> Bool {
      let token = tokens[index]
      if token.hasEscapes { return string(token) == key }
      guard key.utf8.count == token.length(bytes) else { return false }
      let text = text(token)
      return key.utf8.withContiguousStorageIfAvailable { $0.elementsEqual(text) } ?? key.utf8.elementsEqual(text)
    }

    /// The text of a string token, its escapes decoded.
    func string(_ token: Token) -> String { JSONTape.string(token, in: text(token)) }
  }

  /// The text of a string token as written, its escapes decoded.
  static func string(_ token: Token, in text: UnsafeBufferPointer<UInt8>) -> String {
    string(text, isPlain: !token.hasEscapes)
  }

  /// A string's text as written, its escapes decoded unless it is plain (has none).
  static func string(_ text: UnsafeBufferPointer<UInt8>, isPlain: Bool) -> String {
    isPlain ? String(decoding: text, as: UTF8.self) : decode(text)
  }

  /// The text of a string token, its escapes decoded, from the bytes it was parsed from.
  static func string(_ token: Token, in bytes: [UInt8]) -> String {
    bytes.withUnsafeBufferPointer { string(token, in: UnsafeBufferPointer(rebasing: $0[token.start..<token.start + token.length($0.baseAddress)])) }
  }

  /// The text of a string with escapes, checked by the parser: a lone or unpaired surrogate reads
  /// as U+FFFD, and a high surrogate takes the `\u` escape after it whatever it holds.
  static func decode(_ text: UnsafeBufferPointer<UInt8>) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.count)
    var i = 0
    func hex4(_ at: Int) -> UInt32 {
      var value: UInt32 = 0
      for k in 0..<4 { value = value * 16 + hexDigit(text[at + k])! }
      return value
    }
    while i < text.count {
      let c = text[i]
      guard c == UInt8(ascii: "\\") else {
        out.append(c)
        i += 1
        continue
      }
      let e = text[i + 1]
      i += 2
      switch e {
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        var code = hex4(i)
        i += 4
        if (0xD800...0xDBFF).contains(code), i + 1 < text.count, text[i] == UInt8(ascii: "\\"), text[i + 1] == UInt8(ascii: "u") {
          let low = hex4(i + 2)
          i += 6
          code = (0xDC00...0xDFFF).contains(low) ? 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
        }
        let scalar = UnicodeScalar(code) ?? "\u{FFFD}"
        out.append(contentsOf: String(Character(scalar)).utf8)
      default: out.append(e)  // \" \\ \/
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  static func hexDigit(_ c: UInt8) -> UInt32? {
    switch c {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(c - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(c - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(c - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }
}

/// One value of a `JSONTape`, read as a `JSONValue` is. It points into the tape's storage, so it
/// is valid only inside the tape's `withRoot`.
public struct JSONNode: JSONReadable, @unchecked Sendable {
  let storage: JSONTape.Storage
  let index: Int

  init(_ storage: JSONTape.Storage, _ index: Int) {
    self.storage = storage
    self.index = index
  }

  var token: JSONTape.Token { storage.tokens[index] }

  public var kindDescription: String {
    switch token.kind {
    case .null: return "null"
    case .true, .false: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  public var isNull: Bool { token.kind == .null }

  public var stringValue: String? {
    let token = token
    return token.kind == .string ? storage.string(token) : nil
  }

  public var numberValue: Double? {
    let token = token
    return token.kind == .number ? storage.number(token) : nil
  }

  public var boolValue: Bool? {
    switch token.kind {
    case .true: return true
    case .false: return false
    default: return nil
    }
  }

  public var arrayValue: Items? { token.kind == .array ? Items(storage, index) : nil }
  public var objectValue: Object? { token.kind == .object ? Object(storage, index) : nil }

  /// The member `key` of an object, or nil for other values and missing keys.
  public subscript(key: String) -> JSONNode? { objectValue?[key] }

  /// The value as a tree of its own, which outlives the tape.
  public var value: JSONValue {
    switch token.kind {
    case .null: return .null
    case .true: return .bool(true)
    case .false: return .bool(false)
    case .number: return .number(numberValue!)
    case .string: return .string(stringValue!)
    case .array: return .array(arrayValue!.map(\.value))
    case .object: return .object(JSONObject(objectValue!.map { (key: $0.key, value: $0.value.value) }))
    }
  }

  /// An array's items.
  public struct Items: RandomAccessCollection, @unchecked Sendable {
    let storage: JSONTape.Storage
    /// Where each item starts, when an item takes more than one token (else the items follow
    /// the array's token one a token, as a frame's numbers do).
    private let starts: [Int]?
    private let first: Int
    public let count: Int

    init(_ storage: JSONTape.Storage, _ index: Int) {
      self.storage = storage
      let token = storage.tokens[index]
      first = index + 1
      count = storage.count(index)
      if token.end - first == count {
        starts = nil
      } else {
        var starts: [Int] = []
        starts.reserveCapacity(count)
        var p = first
        for _ in 0..<count {
          starts.append(p)
          p = storage.next(p)
        }
        self.starts = starts
      }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public subscript(i: Int) -> JSONNode {
      precondition(i >= 0 && i < count, "an item past the array's end")
      return JSONNode(storage, starts?[i] ?? first + i)
    }
  }

  /// An object's members, in written order.
  public struct Object: JSONMembers, Sequence {
    let storage: JSONTape.Storage
    let index: Int

    init(_ storage: JSONTape.Storage, _ index: Int) {
      self.storage = storage
      self.index = index
    }

    public var count: Int { storage.count(index) }
    public var isEmpty: Bool { count == 0 }

    /// The value for `key`; the last one wins when a key repeats, as `JSONObject`'s does.
    public subscript(key: String) -> JSONNode? {
      var found: Int?
      var p = index + 1
      for _ in 0..<count {
        if storage.stringEquals(p, key) { found = p + 1 }
        p = storage.next(p + 1)
      }
      return found.map { JSONNode(storage, $0) }
    }

    public var keys: [String] { map(\.key) }

    /// Calls `body` with each member's key as written (escapes not decoded; `isPlain` false when
    /// it has escapes) and its value, without making strings of the keys.
    func forEachMember(_ body: (_ key: UnsafeBufferPointer<UInt8>, _ isPlain: Bool, _ value: JSONNode) -> Void) {
      var p = index + 1
      for _ in 0..<count {
        let key = storage.tokens[p]
        body(storage.text(key), !key.hasEscapes, JSONNode(storage, p + 1))
        p = storage.next(p + 1)
      }
    }

    public func makeIterator() -> Iterator { Iterator(storage: storage, position: index + 1, left: count) }

    public struct Iterator: IteratorProtocol {
      let storage: JSONTape.Storage
      var position: Int
      var left: Int

      public mutating func next() -> (key: String, value: JSONNode)? {
        guard left > 0 else { return nil }
        left -= 1
        let key = storage.string(storage.tokens[position])
        let value = JSONNode(storage, position + 1)
        position = storage.next(position + 1)
        return (key, value)
      }
    }
  }
}
