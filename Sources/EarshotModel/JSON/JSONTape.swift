/// A parsed JSON text as one flat list of tokens in document order, with the text's bytes, which
/// its strings are read from when asked for (`JSONParser.tape`).
///
/// A large screen document read into a tree of `JSONValue`s took an allocation per object, array
/// and long string, and as many frees; the tape is two arrays however large the document, and a
/// reader walks it through `JSONNode`s, which read as `JSONValue`s do (`JSONReadable`).
public final class JSONTape: Sendable {
  let bytes: [UInt8]
  let tokens: [Token]

  init(bytes: [UInt8], tokens: [Token]) {
    self.bytes = bytes
    self.tokens = tokens
  }

  enum Kind: UInt8 { case null, `false`, `true`, number, string, array, object }

  /// One value: an object is followed by its members (each a string token, the key, then the
  /// value's tokens), an array by its items.
  struct Token {
    var kind: Kind
    private var escapes = false
    // The payload in two 4-byte halves, so a token takes 12 bytes rather than 16: a long screen's
    // tape holds over a million.
    private var low: UInt32 = 0
    private var high: UInt32 = 0

    init(_ kind: Kind, escapes: Bool = false, payload: UInt64 = 0) {
      self.kind = kind
      self.escapes = escapes
      low = UInt32(truncatingIfNeeded: payload)
      high = UInt32(truncatingIfNeeded: payload >> 32)
    }

    /// A number's bit pattern; a string's first byte and, above bit 32, its length in bytes.
    var payload: UInt64 { UInt64(high) << 32 | UInt64(low) }
    /// Whether a string holds escapes.
    var hasEscapes: Bool { escapes }
    /// A container's items or members.
    var count: Int { Int(high) }
    /// A container's end: the index of the token after its last.
    var end: Int { Int(low) }

    /// Fills in a container's count and end once its items are read.
    mutating func close(count: Int, end: Int) {
      high = UInt32(count)
      low = UInt32(end)
    }

    var start: Int { Int(low) }
    var length: Int { Int(high) }
  }

  /// Calls `body` with the whole text's value. The nodes point into the tape's storage, so they
  /// are valid only inside `body`.
  public func withRoot<R, E: Error>(_ body: (JSONNode) throws(E) -> R) throws(E) -> R {
    let result: Result<R, E> = tokens.withUnsafeBufferPointer { t in
      bytes.withUnsafeBufferPointer { b in
        do throws(E) {
          return .success(try body(JSONNode(Storage(tokens: t.baseAddress!, bytes: b.baseAddress), 0)))
        } catch {
          return .failure(error)
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

    /// The index of the token after the value at `index`.
    @inline(__always)
    func next(_ index: Int) -> Int {
      let token = tokens[index]
      return token.kind == .array || token.kind == .object ? token.end : index + 1
    }

    /// The bytes of the string token at `index` as written (escapes not decoded).
    @inline(__always)
    func text(_ token: Token) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(start: bytes.map { $0 + token.start }, count: token.length)
    }

    /// Whether the string token at `index` is `key`.
    @inline(__always)
    func stringEquals(_ index: Int, _ key: String) -> Bool {
      let token = tokens[index]
      if token.hasEscapes { return string(token) == key }
      guard key.utf8.count == token.length else { return false }
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
    bytes.withUnsafeBufferPointer { string(token, in: UnsafeBufferPointer(rebasing: $0[token.start..<token.start + token.length])) }
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
    return token.kind == .number ? Double(bitPattern: token.payload) : nil
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
      count = token.count
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

    public var count: Int { storage.tokens[index].count }
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
