/// Writes JSON text, for every JSON output Earshot makes: stable member order, integers without a
/// fractional part, two-space indentation, and only the escapes JSON defines.
///
/// It streams: a writer made with a sink hands its bytes on a block at a time, so an output of a
/// hundred thousand stops is never held whole. Containers are opened and closed as they are
/// written (`beginObject`, `key`, `endObject`, …); a small part already built as a `JSONValue` is
/// written whole with `value`. Pretty output puts every member on its own line, but a short list
/// of scalars (a frame, traits) stays on one line when it is written with `value`.
///
/// Besides `"`, `\` and the C0 controls JSON requires, it escapes DEL, the C1 controls, the line
/// and paragraph separators (U+2028, U+2029) and the bidirectional embeddings, overrides and
/// isolates (U+202A–U+202E, U+2066–U+2069) as `\uXXXX`, exactly the characters `UserText`
/// picks out: the text stays valid JSON, reads back to the same string, and holds nothing that
/// could steer a terminal or split a line when it is printed.
public struct JSONWriter {
  /// The text written so far and not yet handed to the sink.
  public var bytes: [UInt8] { Array(buffer.written) }
  /// The text, in memory the writer manages: appending to an array checked its uniqueness and
  /// capacity and went through a generic copy for every piece, most of the cost of writing a key.
  private var buffer = TextBuffer()
  private let pretty: Bool
  private let sink: (([UInt8]) -> Void)?
  private let flushAt: Int
  /// How many containers are open.
  private var openCount = 0
  /// The innermost open container: whether it is an object, and how many items it holds (kept
  /// apart from the others, since every item reads and counts it).
  private var innerIsObject = false
  private var innerCount = 0
  /// The open containers around the innermost, outermost first.
  private var outer: [(isObject: Bool, count: Int)] = []
  /// Whether a member's key was written and its value is next.
  private var afterKey = false
  /// For a writer of items of another writer's array: how many items that array held before.
  private var itemsBefore = 0

  /// A writer that keeps its text in `bytes` (read it with `text`).
  public init(pretty: Bool = true) {
    self.pretty = pretty
    sink = nil
    flushAt = .max
  }

  /// A writer that hands `sink` its text whenever `flushAt` bytes or more are waiting, and the
  /// rest on `finish()`.
  public init(pretty: Bool = true, flushAt: Int = 1 << 16, sink: @escaping ([UInt8]) -> Void) {
    self.pretty = pretty
    self.sink = sink
    self.flushAt = flushAt
  }

  /// A writer for items of an array that another writer has open at `depth` (1 for the items of
  /// a top-level array) and holding `itemsBefore` items: for parts of a long list written side by
  /// side and appended in order with `append(_:)`.
  public init(itemsOfArrayAt depth: Int, itemsBefore: Int, pretty: Bool = true) {
    self.init(pretty: pretty)
    outer = Array(repeating: (false, 1), count: max(0, depth - 1))
    openCount = outer.count + 1
    innerCount = itemsBefore
    self.itemsBefore = itemsBefore
  }

  /// How many containers are open: the depth to give `init(itemsOfArrayAt:itemsBefore:pretty:)`
  /// for the items of the innermost.
  public var depth: Int { openCount }

  /// How many items the innermost open container holds so far: the `itemsBefore` of a part
  /// written apart for it.
  public var itemCount: Int { openCount > 0 ? innerCount : 0 }

  /// Whether the text is laid out on lines.
  public var isPretty: Bool { pretty }

  /// `value` as JSON text; pretty text ends with a line break.
  public static func string(_ value: JSONValue, pretty: Bool = true) -> String {
    var writer = JSONWriter(pretty: pretty)
    writer.value(value)
    writer.finish()
    return writer.text
  }

  /// The text written so far (for a writer without a sink).
  public var text: String { String(decoding: buffer.written, as: UTF8.self) }

  /// The text `write` makes, for an output written whole (tests, pages that embed it).
  public static func text(_ write: (inout JSONWriter) -> Void) -> String {
    var writer = JSONWriter()
    write(&writer)
    writer.finish()
    return writer.text
  }

  // MARK: - Containers

  public mutating func beginObject() {
    startItem()
    put(UInt8(ascii: "{"))
    push(isObject: true)
  }

  public mutating func endObject() { close(UInt8(ascii: "}")) }

  public mutating func beginArray() {
    startItem()
    put(UInt8(ascii: "["))
    push(isObject: false)
  }

  private mutating func push(isObject: Bool) {
    if openCount > 0 { outer.append((innerIsObject, innerCount)) }
    openCount += 1
    innerIsObject = isObject
    innerCount = 0
  }

  public mutating func endArray() { close(UInt8(ascii: "]")) }

  /// The key of the next member of the open object: one of the writer's own names, written as
  /// it is. Almost every key is a literal; taking it as a `StaticString` saves making a `String`
  /// of it and checking it for escapes (most of the cost of a key).
  public mutating func key(_ key: StaticString) {
    // A string literal's bytes are always stored (`utf8Start` checks).
    let n = key.utf8CodeUnitCount, name = key.utf8Start
    // A name is the writer's own, with nothing to escape: checked in debug builds only (where the
    // tests run), as every name is a literal in the code rather than anything read.
    assert(Self.isPlain(UnsafeBufferPointer(start: name, count: n)), "a key given as a literal needs no escape")
    plainKey(name, count: n)
  }

  /// The key of the next member of the open object, made at run time (escaped as a string is).
  public mutating func key(named key: String) {
    startItem()
    writeString(key, colon: true)
    afterKey = true
  }

  /// A key made at run time and written many times (a technology's id, the reader's
  /// "rotorStops"): escaped once, then written as a literal key is.
  public struct Key: Sendable {
    fileprivate let escaped: [UInt8]

    public init(_ name: String) {
      var writer = JSONWriter(pretty: false)
      writer.string(name)
      escaped = Array(writer.bytes.dropFirst().dropLast())
    }
  }

  public mutating func key(_ key: Key) {
    key.escaped.withUnsafeBufferPointer { plainKey($0.baseAddress, count: $0.count) }
  }

  /// A key with nothing (left) to escape: the comma, line, quotes, name and colon go into room made once.
  private mutating func plainKey(_ name: UnsafePointer<UInt8>?, count n: Int) {
    let extra = pretty ? 4 : 3
    let p = startItem(then: n + extra)
    p[0] = UInt8(ascii: "\"")
    if let name { (p + 1).update(from: name, count: n) }
    p[n + 1] = UInt8(ascii: "\"")
    p[n + 2] = UInt8(ascii: ":")
    if pretty { p[n + 3] = UInt8(ascii: " ") }
    buffer.count += n + extra
    afterKey = true
  }

  /// Ends the text (pretty text with a line break) and hands what is left to the sink.
  public mutating func finish() {
    if pretty { put(UInt8(ascii: "\n")) }
    flush()
  }

  /// Hands the waiting text to the sink now.
  public mutating func flush() {
    guard let sink, buffer.count > 0 else { return }
    sink(bytes)
    unique().count = 0
  }

  /// Items of an array written apart from the writer that holds the array, to be appended to it.
  public struct Items: Sendable {
    /// The writer's text as it was when the items were taken: a writer copies it before writing more.
    fileprivate let text: TextBuffer
    public var count: Int
    public var bytes: [UInt8] { Array(text.written) }
  }

  /// The items written by a writer made with `init(itemsOfArrayAt:itemsBefore:pretty:)`.
  public var items: Items { Items(text: buffer, count: itemCount - itemsBefore) }

  /// Appends `items`, written for this writer's open array (with its item count when they were
  /// begun as `itemsBefore`).
  public mutating func append(_ items: Items) {
    precondition(!afterKey && openCount > 0 && !innerIsObject, "items belong in an open array")
    innerCount += items.count
    // A long part goes to the sink whole, rather than through this writer's text.
    if let sink, items.text.count >= flushAt {
      flush()
      sink(items.bytes)
      return
    }
    put(items.text.written)
    flushIfFull()
  }

  /// Makes room for `count` more bytes of text (a part about to write many items).
  public mutating func reserve(_ count: Int) { _ = room(count) }

  // MARK: - Scalars

  /// A string, or null for nil.
  public mutating func string(_ s: String?) {
    startItem()
    if let s { writeString(s) } else { put("null") }
    flushIfFull()
  }

  /// A string given as its UTF-8 bytes: text made as bytes is written without being made a
  /// `String` first.
  public mutating func string(utf8: UnsafeRawBufferPointer) {
    startItem()
    writeString(UnsafeBufferPointer(start: utf8.baseAddress?.assumingMemoryBound(to: UInt8.self), count: utf8.count))
    flushIfFull()
  }

  public mutating func number(_ n: Double) {
    startItem()
    writeNumber(n)
  }

  public mutating func number(_ n: Int) {
    startItem()
    writeInt(n)
  }

  public mutating func bool(_ b: Bool) {
    startItem()
    put(b ? "true" : "false")
  }

  public mutating func null() {
    startItem()
    put("null")
  }

  /// Begins a string written in parts (`stringPart`, then `endString`), so text made of pieces
  /// (the parts of an utterance) is written without being joined first.
  public mutating func beginString() {
    startItem()
    put(UInt8(ascii: "\""))
  }

  /// The next piece of the string begun with `beginString`.
  public mutating func stringPart(_ s: String) { writeStringContent(s) }

  public mutating func endString() {
    put(UInt8(ascii: "\""))
    flushIfFull()
  }

  /// A list of numbers: on one line when it is short (a frame), as `value` lays out lists.
  public mutating func numbers(_ numbers: [Double]) {
    // Measured without making strings: a number that only `format` writes is measured as the
    // longest it can be, and formatted to be measured only when that may not fit.
    var length = 0, others = 0
    for n in numbers {
      if let l = Self.formattedLength(n) { length += l + 2 } else { others += 1 }
    }
    if others > 0, length + others * (Self.longestFormatted + 2) > 72 {
      for n in numbers where Self.formattedLength(n) == nil { length += Self.format(n).utf8.count + 2 }
    }
    writeList(numbers.count, inline: length <= 72) { writer, i in
      writer.writeNumber(numbers[i])
    }
  }

  /// A list of strings: on one line when it is short (traits), as `value` lays out lists.
  public mutating func strings(_ strings: [String]) {
    self.strings(count: strings.count) { strings[$0] }
  }

  /// A list of `count` strings, the `i`th `string(i)`, laid out as `strings(_:)` lays out an
  /// array: for strings read from other values (a finding's sources' names), with no array made.
  public mutating func strings(count: Int, _ string: (Int) -> String) {
    var length = 0, inline = true
    for i in 0..<count where inline {
      length += Self.characters(in: string(i), upTo: 72 - length) + 4
      inline = length <= 72
    }
    writeList(count, inline: inline) { writer, i in
      writer.writeString(string(i))
    }
  }

  /// A list of `count` scalars, each written by `item`: on one line (pretty text, `inline`), else
  /// one item a line.
  private mutating func writeList(_ count: Int, inline: Bool, _ item: (inout JSONWriter, Int) -> Void) {
    if count == 0 || !pretty || !inline {
      beginArray()
      for i in 0..<count {
        startItem()
        item(&self, i)
      }
      endArray()
      return
    }
    startItem()
    put(UInt8(ascii: "["))
    for i in 0..<count {
      if i > 0 { put(UInt8(ascii: ","), UInt8(ascii: " ")) }
      item(&self, i)
    }
    put(UInt8(ascii: "]"))
  }

  /// A member: `key` and a string (or null).
  public mutating func member(_ key: StaticString, _ s: String?) {
    self.key(key)
    string(s)
  }

  /// A member: `key` and a whole number.
  public mutating func member(_ key: StaticString, _ n: Int) {
    self.key(key)
    number(n)
  }

  /// A member: `key` and a boolean.
  public mutating func member(_ key: StaticString, _ b: Bool) {
    self.key(key)
    bool(b)
  }

  /// A member: `key` and a value built beforehand.
  public mutating func member(_ key: StaticString, value v: JSONValue) {
    self.key(key)
    value(v)
  }

  /// A member whose key is made at run time, and a value built beforehand.
  public mutating func member(named key: String, value v: JSONValue) {
    self.key(named: key)
    value(v)
  }

  /// A whole value, laid out as its place asks (short lists of scalars on one line).
  public mutating func value(_ value: JSONValue) {
    switch value {
    case .null: null()
    case .bool(let b): bool(b)
    case .number(let n): number(n)
    case .string(let s): string(s)
    case .object(let object):
      beginObject()
      for member in object.members {
        key(named: member.key)
        self.value(member.value)
      }
      endObject()
    case .array(let items):
      if pretty, !items.isEmpty, Self.isShortScalarList(items) {
        writeList(items.count, inline: true) { writer, i in
          switch items[i] {
          case .number(let n): writer.writeNumber(n)
          case .string(let s): writer.writeString(s)
          case .bool(let b): writer.put(b ? "true" : "false")
          default: break
          }
        }
        return
      }
      beginArray()
      for item in items { self.value(item) }
      endArray()
    }
    flushIfFull()
  }

  // MARK: - Layout

  /// Before an item: the comma after the one before, and its line and indentation.
  @inline(__always) private mutating func startItem() {
    // After a key (most scalars) there is nothing to write.
    if afterKey {
      afterKey = false
      return
    }
    _ = startItem(then: 0)
  }

  /// `startItem()`, with room made at once for the item's first `count` bytes too: where they go
  /// (the caller counts them in).
  private mutating func startItem(then count: Int) -> UnsafeMutablePointer<UInt8> {
    if afterKey {
      afterKey = false
      return room(count)
    }
    guard openCount > 0 else { return room(count) }
    let comma = innerCount > 0 ? 1 : 0, line = pretty ? openCount * 2 + 1 : 0
    innerCount += 1
    // The spaces are stored eight at a time, into room for whole words (see `newLine`).
    let p = room(comma + line + count + 7)
    p[0] = UInt8(ascii: ",")
    if pretty { Self.storeLine(p + comma, count: line) }
    buffer.count += comma + line
    return p + comma + line
  }

  private mutating func close(_ bracket: UInt8) {
    let count = innerCount
    openCount -= 1
    if let enclosing = outer.popLast() { (innerIsObject, innerCount) = enclosing }
    if pretty, count > 0 { newLine(indent: openCount) }
    put(bracket)
    flushIfFull()
  }

  private mutating func newLine(indent: Int) {
    let count = indent * 2 + 1
    Self.storeLine(room(count + 7), count: count)
    buffer.count += count
  }

  /// Stores a line break and `count - 1` spaces at `p`. The spaces are stored eight at a time (a
  /// call to fill them cost as much as the rest), so `p` needs room for `count + 7` bytes; only
  /// `count` are meant to be counted in.
  @inline(__always) private static func storeLine(_ p: UnsafeMutablePointer<UInt8>, count: Int) {
    p.pointee = UInt8(ascii: "\n")
    var i = 1
    while i < count {
      UnsafeMutableRawPointer(p + i).storeBytes(of: 0x2020_2020_2020_2020 as UInt64, as: UInt64.self)
      i += 8
    }
  }

  private mutating func flushIfFull() {
    if buffer.count >= flushAt { flush() }
  }

  // MARK: - Bytes

  /// The buffer, copied first if another writer (or items taken from this one) shares it.
  @inline(__always) private mutating func unique() -> TextBuffer {
    if !isKnownUniquelyReferenced(&buffer) { buffer = buffer.copy() }
    return buffer
  }

  /// Where the next `count` bytes go, with room made for them; the caller counts them in.
  @inline(__always) private mutating func room(_ count: Int) -> UnsafeMutablePointer<UInt8> {
    let buffer = unique()
    if buffer.count + count > buffer.capacity { buffer.grow(toHold: buffer.count + count) }
    return buffer.base + buffer.count
  }

  @inline(__always) private mutating func put(_ byte: UInt8) {
    room(1).pointee = byte
    buffer.count += 1
  }

  @inline(__always) private mutating func put(_ first: UInt8, _ second: UInt8) {
    let p = room(2)
    p[0] = first
    p[1] = second
    buffer.count += 2
  }

  private mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress, bytes.count > 0 else { return }
    room(bytes.count).update(from: base, count: bytes.count)
    buffer.count += bytes.count
  }

  private mutating func put(_ s: StaticString) {
    put(UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
  }

  private mutating func putASCII(_ s: String) {
    Self.withUTF8(s) { put($0) }
  }

  /// `n` as `String(n)` writes it, without making the string.
  private mutating func writeInt(_ n: Int) {
    if n < 0 { put(UInt8(ascii: "-")) }
    writeInt(n.magnitude)
  }

  private mutating func writeInt(_ n: UInt) {
    var magnitude = n
    let length = Self.digits(magnitude)
    let p = room(length)
    var i = length
    repeat {
      i -= 1
      p[i] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
      magnitude /= 10
    } while magnitude > 0
    buffer.count += length
  }

  private static func digits(_ n: UInt) -> Int {
    var count = 1, n = n
    while n >= 10 {
      n /= 10
      count += 1
    }
    return count
  }

  /// How `format(n)` writes `n`, told apart without making the string: most numbers written are
  /// whole or a number of thousandths (seconds to the millisecond).
  private enum NumberForm {
    case null
    case whole(Int)
    /// A number of thousandths, not a whole number.
    case thousandths(Int)
    /// Any other number, which only `format` writes.
    case other
  }

  private static func form(_ n: Double) -> NumberForm {
    guard n.isFinite else { return .null }
    if n == n.rounded(), abs(n) < 1e15 { return .whole(Int(n)) }
    // `n` is the double nearest a number of thousandths: those digits read back to it, and while
    // doubles are far closer together than a thousandth no fewer do, so they are the shortest.
    let thousandths = (n * 1000).rounded()
    if abs(n) >= 0.001, abs(n) < 1e9, thousandths / 1000 == n { return .thousandths(Int(thousandths)) }
    return .other
  }

  /// The most characters `format` writes for a number: a sign, 17 digits, a point and "e-308".
  private static let longestFormatted = 24

  /// The length of `format(n)`, or nil for a number only `format` writes.
  private static func formattedLength(_ n: Double) -> Int? {
    switch form(n) {
    case .null: return 4
    case .whole(let i): return (i < 0 ? 1 : 0) + digits(i.magnitude)
    case .thousandths(let m): return (m < 0 ? 1 : 0) + digits(m.magnitude / 1000) + 1 + fraction(ofThousandths: m).digits
    case .other: return nil
    }
  }

  /// `format(n)`, written without making a string for a whole number or a number of thousandths.
  private mutating func writeNumber(_ n: Double) {
    switch Self.form(n) {
    case .null: put("null")
    case .whole(let i): writeInt(i)
    case .thousandths(let m): writeThousandths(m)
    case .other: putASCII(Self.format(n))
    }
  }

  /// The digits after the point of `m` thousandths, not a whole number, without trailing zeros:
  /// as a number, and how many.
  private static func fraction(ofThousandths m: Int) -> (value: Int, digits: Int) {
    var fraction = Int(m.magnitude % 1000), digits = 3
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    return (fraction, digits)
  }

  /// `m` thousandths, not a whole number, as a decimal without trailing zeros: "12.5", "-0.025".
  private mutating func writeThousandths(_ m: Int) {
    if m < 0 { put(UInt8(ascii: "-")) }
    writeInt(m.magnitude / 1000)
    let parts = Self.fraction(ofThousandths: m), digits = parts.digits
    var fraction = parts.value
    let p = room(digits + 1)
    p[0] = UInt8(ascii: ".")
    for i in stride(from: digits, to: 0, by: -1) {
      p[i] = UInt8(ascii: "0") + UInt8(fraction % 10)
      fraction /= 10
    }
    buffer.count += digits + 1
  }

  /// Lists of numbers, strings or booleans that fit on a line stay on one line (frames, traits).
  private static func isShortScalarList(_ items: [JSONValue]) -> Bool {
    var length = 0
    for item in items {
      switch item {
      case .number(let n): length += format(n).count + 2
      case .string(let s): length += characters(in: s, upTo: 72 - length) + 4
      case .bool: length += 6
      default: return false
      }
      if length > 72 { return false }
    }
    return length <= 72
  }

  /// The number of characters in `s`, counted only as far as `limit` and one more: a long string
  /// ends the question of whether a list fits on a line.
  private static func characters(in s: String, upTo limit: Int) -> Int {
    var s = s
    // ASCII is counted by its bytes, each a character but for "\r\n", which is one: walking
    // characters costs over a hundred instructions each, and a string's UTF8View checks its form
    // at every byte. The first byte past ASCII starts over.
    let ascii: Int? = s.withUTF8 { utf8 in
      if utf8.count <= 1 { return utf8.count }
      var n = 0, previous: UInt8 = 0
      for b in utf8 {
        if b >= 0x80 { return nil }
        if b != 0x0A || previous != 0x0D {
          n += 1
          if n > limit { return n }
        }
        previous = b
      }
      return n
    }
    return ascii ?? graphemes(in: s, upTo: limit)
  }

  /// `characters(in:upTo:)` counted by walking the characters.
  private static func graphemes(in s: String, upTo limit: Int) -> Int {
    var n = 0
    for _ in s {
      n += 1
      if n > limit { break }
    }
    return n
  }

  /// Formats a number the shortest way that reads back the same; whole numbers have no ".0".
  public static func format(_ n: Double) -> String {
    if !n.isFinite { return "null" }
    if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
    // The same text as "\(n)", without the interpolation's buffer.
    return n.description
  }

  // MARK: - Strings

  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

  /// `s` in quotes, escaped, and for a key the colon (and space) after it.
  private mutating func writeString(_ s: String, colon: Bool = false) {
    Self.withUTF8(s) { writeString($0, colon: colon) }
  }

  /// `body` of `s`'s UTF-8 bytes, read in place when they are stored whole (calling `withUTF8`
  /// on a copy of `s` retained and released it for every string written).
  @inline(__always) private static func withUTF8<R>(_ s: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let r = s.utf8.withContiguousStorageIfAvailable(body) { return r }
    var s = s
    return s.withUTF8(body)
  }

  /// `writeString` of text given as its UTF-8 bytes.
  private mutating func writeString(_ utf8: UnsafeBufferPointer<UInt8>, colon: Bool = false) {
    // Most strings need no escape: then the quotes, the text and the colon are copied into
    // room made once, rather than checking the buffer for each piece.
    guard Self.isPlain(utf8) else {
      put(UInt8(ascii: "\""))
      writeEscaped(utf8)
      put(UInt8(ascii: "\""))
      if colon {
        if pretty { put(UInt8(ascii: ":"), UInt8(ascii: " ")) } else { put(UInt8(ascii: ":")) }
      }
      return
    }
    let n = utf8.count, extra = colon ? (pretty ? 4 : 3) : 2
    let p = room(n + extra)
    p[0] = UInt8(ascii: "\"")
    if n > 0 { (p + 1).update(from: utf8.baseAddress!, count: n) }
    p[n + 1] = UInt8(ascii: "\"")
    if colon {
      p[n + 2] = UInt8(ascii: ":")
      if pretty { p[n + 3] = UInt8(ascii: " ") }
    }
    buffer.count += n + extra
  }

  /// Whether `writeEscaped` would copy `utf8` as it is, tested eight bytes at a time (testing the
  /// last bytes one by one was most of the cost of a key). A word with a byte past ASCII is looked
  /// at closer only where it holds a lead byte of a character that is escaped, so text with curly
  /// quotes or accented letters (most of the screens' words) is plain too.
  @inline(__always) private static func isPlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    ByteWords.all(utf8) { word, i in isPlain(word, utf8, at: i) }
  }

  /// Whether `word`, eight of `utf8`'s bytes from `i` (for a string shorter than eight, its bytes
  /// overlapped), needs no escape.
  @inline(__always) private static func isPlain(_ word: UInt64, _ utf8: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
    guard mayNeedEscape(word) else { return true }
    guard !needsASCIIEscape(word) else { return false }
    // Only U+0080–U+009F (lead byte C2) and the separators and bidirectional controls (lead byte
    // E2) are escaped beyond ASCII: any other byte past ASCII is copied.
    guard ByteWords.someByteZero(word ^ ByteWords.repeated(0xC2)) | ByteWords.someByteZero(word ^ ByteWords.repeated(0xE2)) != 0 else { return true }
    for j in i..<min(i + 8, utf8.count) where utf8[j] == 0xC2 || utf8[j] == 0xE2 {
      if escapedScalar(utf8, at: j).0 != nil { return false }
    }
    return true
  }

  /// `s` escaped, without its quotes.
  private mutating func writeStringContent(_ s: String) {
    Self.withUTF8(s) { writeEscaped($0) }
  }

  /// `utf8` escaped, without quotes.
  private mutating func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    // Copy runs of plain text whole; only the few characters that need escaping are written one by one.
    var runStart = 0
    var i = 0
    while i < utf8.count {
      // Eight bytes at a time while none of them needs a look.
      if i + 8 <= utf8.count, !Self.mayNeedEscape(UnsafeRawPointer(utf8.baseAddress! + i).loadUnaligned(as: UInt64.self)) {
        i += 8
        continue
      }
      let byte = utf8[i]
      if byte >= 0x20, byte != 0x22, byte != 0x5C, byte < 0x7F {
        i += 1
        continue
      }
      let (scalar, length) = Self.escapedScalar(utf8, at: i)
      guard let scalar else {
        i += length
        continue
      }
      put(UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
      switch scalar {
      case 0x22: put("\\\"")
      case 0x5C: put("\\\\")
      case 0x0A: put("\\n")
      case 0x0D: put("\\r")
      case 0x09: put("\\t")
      default:
        put(UInt8(ascii: "\\"), UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) { put(Self.hexDigits[Int((scalar >> UInt32(shift)) & 0xF)]) }
      }
      i += length
      runStart = i
    }
    put(UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
  }

  /// Whether any of the eight bytes of `word` is one `writeStringContent` looks at one by one: a
  /// C0 control, `"`, `\`, DEL, or a byte of a multi-byte character. Each test is the exact
  /// "some byte is zero" (or "below n") test on the whole word.
  @inline(__always) private static func mayNeedEscape(_ word: UInt64) -> Bool {
    let high: UInt64 = 0x8080_8080_8080_8080
    return needsASCIIEscape(word) || (word & high) != 0
  }

  /// Whether any of the eight bytes of `word` is a C0 control, `"`, `\` or DEL.
  @inline(__always) private static func needsASCIIEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
    let control = (word &- ones &* 0x20) & ~word & high
    let marks = ByteWords.someByteZero(word ^ (ones &* 0x22)) | ByteWords.someByteZero(word ^ (ones &* 0x5C)) | ByteWords.someByteZero(word ^ (ones &* 0x7F))
    return (control | marks) != 0
  }

  /// The scalar starting at `i` when it must be escaped, and how many bytes to step over: one for
  /// ASCII, the sequence's length for the few multi-byte scalars escaped, else one lead byte (the
  /// continuation bytes are plain).
  private static func escapedScalar(_ utf8: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt32?, Int) {
    let byte = utf8[i]
    if byte < 0x80 { return (UInt32(byte), 1) }
    // C1 controls: U+0080–U+009F are C2 80–C2 9F.
    if byte == 0xC2, i + 1 < utf8.count, (0x80...0x9F).contains(utf8[i + 1]) { return (UInt32(utf8[i + 1]), 2) }
    if byte == 0xE2, i + 2 < utf8.count {
      let scalar = (UInt32(byte & 0x0F) << 12) | (UInt32(utf8[i + 1] & 0x3F) << 6) | UInt32(utf8[i + 2] & 0x3F)
      if utf8[i + 1] & 0xC0 == 0x80, utf8[i + 2] & 0xC0 == 0x80, UserText.needsEscape(Unicode.Scalar(scalar)!) { return (scalar, 3) }
    }
    return (nil, 1)
  }
}

/// A writer's text: bytes it appends to in place, growing by doubling. A writer shares it only
/// through copies of itself or items taken from it, and copies it before writing to it again.
final class TextBuffer: @unchecked Sendable {
  private(set) var base: UnsafeMutablePointer<UInt8>
  var count = 0
  private(set) var capacity: Int

  init(capacity: Int = 256) {
    base = .allocate(capacity: capacity)
    self.capacity = capacity
  }

  deinit { base.deallocate() }

  var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

  func copy() -> TextBuffer {
    let copy = TextBuffer(capacity: capacity)
    copy.base.initialize(from: base, count: count)
    copy.count = count
    return copy
  }

  func grow(toHold needed: Int) {
    let newCapacity = max(needed, capacity * 2)
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    grown.initialize(from: base, count: count)
    base.deallocate()
    base = grown
    capacity = newCapacity
  }
}
