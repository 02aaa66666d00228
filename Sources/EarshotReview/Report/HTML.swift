import EarshotModel
import Foundation

/// Escaping and small builders for the report's HTML, written by hand (no template engine).
enum HTML {
  /// Text content: `&`, `<` and `>` escaped.
  ///
  /// Escaping reads UTF-8 bytes, not `Character`s: a character may hold several scalars, so a
  /// label with U+0600 (which joins the character after it) before `<img …>` or a `"` followed by
  /// a combining mark would hide the `<` or the `"` from a comparison of characters and reach the
  /// page as markup.
  static func text(_ s: String) -> String { escaped(s, quotes: false) }

  /// An attribute value, for use inside double (or single) quotes: `"` and `'` escaped as well.
  static func attribute(_ s: String) -> String { escaped(s, quotes: true) }

  private static func escaped(_ s: String, quotes: Bool) -> String {
    var s = s
    // Most text has nothing to escape: it is returned as it is, not copied.
    if s.withUTF8({ isPlain($0, quotes: quotes) }) { return s }
    return s.withUTF8 { utf8 in
      var out: [UInt8] = []
      out.reserveCapacity(utf8.count + 16)
      // Runs of plain bytes are copied whole, eight bytes at a time skipped while none is escaped.
      let raw = UnsafeRawPointer(utf8.baseAddress!)
      var runStart = 0, i = 0
      while i < utf8.count {
        if i + 8 <= utf8.count, isPlain(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self), quotes: quotes) {
          i += 8
          continue
        }
        if let replacement = replacement(utf8[i], quotes: quotes) {
          out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
          out.append(contentsOf: replacement.utf8)
          runStart = i + 1
        }
        i += 1
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
      return String(decoding: out, as: UTF8.self)
    }
  }

  /// What `byte` is written as, or nil when it is written as it is.
  private static func replacement(_ byte: UInt8, quotes: Bool) -> String? {
    switch byte {
    case 0x26: "&amp;"
    case 0x3C: "&lt;"
    case 0x3E: "&gt;"
    case 0x22 where quotes: "&quot;"
    case 0x27 where quotes: "&#39;"
    // NUL is an error everywhere in HTML; the replacement character is what a browser shows.
    case 0: "\u{FFFD}"
    default: nil
    }
  }

  /// Whether `escaped` would return `utf8` as it is, read eight bytes at a time (a closure a byte
  /// cost some 140 M instructions for the reach table of a 20,000-element screen).
  private static func isPlain(_ utf8: UnsafeBufferPointer<UInt8>, quotes: Bool) -> Bool {
    ByteWords.all(utf8) { word, _ in isPlain(word, quotes: quotes) }
  }

  /// Whether none of the eight bytes of `word` has a `replacement` (bytes past ASCII never do).
  @inline(__always) private static func isPlain(_ word: UInt64, quotes: Bool) -> Bool {
    func has(_ byte: UInt8) -> UInt64 { ByteWords.someByteZero(word ^ ByteWords.repeated(byte)) }
    var found = has(0) | has(0x26) | has(0x3C) | has(0x3E)
    if quotes { found |= has(0x22) | has(0x27) }
    return found == 0
  }

  /// A `data:` URI with the bytes in base64.
  static func dataURI(_ bytes: [UInt8], type: String) -> String {
    "data:\(type);base64," + Data(bytes).base64EncodedString()
  }

  /// A `data:` URI for UTF-8 text.
  static func dataURI(text: String, type: String) -> String {
    dataURI(Array(text.utf8), type: type + ";charset=utf-8")
  }

  /// Spoken parts as text, joined as transcripts join them, each run in another language than
  /// the page's wrapped in a `lang` span, so a screen reader reads a Russian label in Russian.
  /// A run of a label that joins the part before it (`Segment.joinsPrevious`) has no separator.
  static func spoken(_ segments: [Segment], separator: String = ", ") -> String {
    guard !segments.isEmpty else { return "(nothing spoken)" }
    var out = ""
    var i = 0
    while i < segments.count {
      let language = segments[i].language
      var j = i
      var run = ""
      while j < segments.count, segments[j].language == language {
        if j > i, !segments[j].joinsPrevious { run += separator }
        run += text(segments[j].text)
        j += 1
      }
      if i > 0, !segments[i].joinsPrevious { out += separator }
      out += sameLanguage(language, ReviewPage.language) ? run : "<span lang=\"\(attribute(language))\">\(run)</span>"
      i = j
    }
    return out
  }

  /// Whether two BCP 47 tags name the same language (en-US and en-GB both read as English).
  static func sameLanguage(_ a: String, _ b: String) -> Bool {
    if let same = sameASCIILanguage(a, b) { return same }
    func primary(_ tag: String) -> Substring { tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "" }
    return primary(a) == primary(b)
  }

  /// `sameLanguage` of two ASCII tags, read in place from their bytes (it is asked of every run of
  /// words on a page); nil when either is not ASCII.
  private static func sameASCIILanguage(_ a: String, _ b: String) -> Bool? {
    var a = a, b = b
    return a.withUTF8 { x in b.withUTF8 { y in sameASCIILanguage(x, y) } }
  }

  private static func sameASCIILanguage(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool? {
    for c in a where c >= 0x80 { return nil }
    for c in b where c >= 0x80 { return nil }
    func separator(_ c: UInt8) -> Bool { c == UInt8(ascii: "-") || c == UInt8(ascii: "_") }
    func lower(_ c: UInt8) -> UInt8 { c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z") ? c | 0x20 : c }
    // The first subtag: after any leading separators, up to the next one.
    func primary(_ s: UnsafeBufferPointer<UInt8>) -> Range<Int> {
      var start = 0
      while start < s.count, separator(s[start]) { start += 1 }
      var end = start
      while end < s.count, !separator(s[end]) { end += 1 }
      return start..<end
    }
    let x = primary(a), y = primary(b)
    guard x.count == y.count else { return false }
    for i in 0..<x.count where lower(a[x.lowerBound + i]) != lower(b[y.lowerBound + i]) { return false }
    return true
  }

  /// A relative URL for a file beside the page: each path component percent-encoded.
  static func fileURL(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).map {
      $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#;"))) ?? String($0)
    }.joined(separator: "/")
  }

  /// A screen's language tag, with whether it is the page's worked out once: a table asks it of
  /// every cell, and comparing the tags each time was millions of instructions on a long screen.
  struct Language {
    let tag: String
    let isPage: Bool
    init(_ tag: String) {
      self.tag = tag
      isPage = sameLanguage(tag, ReviewPage.language)
    }
  }

  /// `text` escaped, with `lang` on it when `language` is not the page's.
  static func text(_ s: String, language: String) -> String { text(s, language: Language(language)) }

  static func text(_ s: String, language: Language) -> String {
    language.isPage ? text(s) : "<span lang=\"\(attribute(language.tag))\">\(text(s))</span>"
  }

  /// A message in the page's language that quotes the screen's words ("Готово" is read twice):
  /// each quotation holding letters beyond ASCII gets the screen's `language`.
  static func quoting(_ s: String, language: String) -> String { quoting(s, language: Language(language)) }

  static func quoting(_ s: String, language: Language) -> String {
    // Without such a letter no quotation is marked: the message is escaped whole (eight bytes at
    // a time), not a character at a time.
    if language.isPage || !hasLetterPastASCII(s) { return text(s) }
    // The quotations found character by character, as a person reads them; the text between them
    // escaped in runs.
    var out = "", run = s.startIndex, i = s.startIndex
    while i < s.endIndex {
      let after = s.index(after: i)
      guard let close = closingMark(s[i]), let end = s[after...].firstIndex(of: close) else {
        i = after
        continue
      }
      let inner = s[after..<end]
      if hasLetterPastASCII(String(inner)) {
        out += text(String(s[run..<after])) + text(String(inner), language: language)
        run = end
      }
      i = s.index(after: end)
    }
    return out + text(String(s[run...]))
  }

  /// The mark that closes a quotation `open` starts, or nil when it starts none.
  private static func closingMark(_ open: Character) -> Character? {
    switch open {
    case "\"": "\""
    case "“": "”"
    case "«": "»"
    default: nil
    }
  }

  /// Whether `text` holds a letter beyond ASCII (a scalar past U+007F that is alphabetic): what
  /// makes a quotation the screen's words. Read from its bytes, ASCII skipped eight bytes at a time
  /// (its scalars one by one cost some hundred instructions each).
  private static func hasLetterPastASCII(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { utf8 in
      let n = utf8.count
      guard let base = utf8.baseAddress else { return false }
      let raw = UnsafeRawPointer(base)
      var i = 0
      while i < n {
        if i + 8 <= n, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
          i += 8
          continue
        }
        let lead = utf8[i]
        guard lead >= 0xC0 else {
          i += 1
          continue
        }
        // A scalar of two, three or four bytes (the string's UTF-8 is valid).
        let count = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (0x7F >> count)
        for k in 1..<count { value = value << 6 | UInt32(utf8[i + k] & 0x3F) }
        if Unicode.Scalar(value)?.properties.isAlphabetic == true { return true }
        i += count
      }
      return false
    }
  }

  /// A number for SVG and data attributes: whole numbers without a decimal point, others to a tenth.
  static func number(_ v: Double) -> String {
    let t = (v * 10).rounded()
    // Below a million the tenths are written from their integer (a picture writes four numbers
    // for every frame); beyond, or for what is not finite, as `String(Double)` writes them.
    guard t.magnitude < 10_000_000 else {
      let r = t / 10
      return r == r.rounded() ? String(Int(r)) : String(r)
    }
    let tenths = Int(t), whole = tenths.magnitude / 10, fraction = tenths.magnitude % 10
    return String(unsafeUninitializedCapacity: 10) { buffer in
      var i = 0
      if tenths < 0, fraction != 0 || whole != 0 { buffer[i] = UInt8(ascii: "-"); i += 1 }
      var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0)
      var count = 0, rest = whole
      withUnsafeMutableBytes(of: &digits) { d in
        repeat {
          d[count] = UInt8(ascii: "0") + UInt8(rest % 10)
          rest /= 10
          count += 1
        } while rest > 0
        while count > 0 {
          count -= 1
          buffer[i] = d[count]
          i += 1
        }
      }
      if fraction != 0 {
        buffer[i] = UInt8(ascii: ".")
        buffer[i + 1] = UInt8(ascii: "0") + UInt8(fraction)
        i += 2
      }
      return i
    }
  }

  /// Seconds from milliseconds, as the media API wants them ("1.250").
  static func seconds(_ ms: Int) -> String {
    let s = Double(ms) / 1000
    return fixed(s, places: 3) ?? String(format: "%.3f", s)
  }

  /// Seconds for people: "2.4 s".
  static func readableSeconds(_ s: Double) -> String { (fixed(s, places: 1) ?? String(format: "%.1f", s)) + " s" }

  /// `v` with `places` (1 to 3) decimals, as `%.Nf` writes it, without a formatter (a long page
  /// writes a time for every stop); nil where `v` times the power of ten may round otherwise than
  /// `v` itself: negative, huge, or within a millionth of a tie.
  static func fixed(_ v: Double, places: Int) -> String? {
    let scale = places == 1 ? 10 : places == 2 ? 100 : 1000
    let t = v * Double(scale)
    // Below 2^31 the product is within a quarter of a millionth of the exact one.
    guard v.sign == .plus, t < 2_147_483_648 else { return nil }
    guard abs(t - t.rounded(.down) - 0.5) > 1e-6 else { return nil }
    let n = Int(t.rounded())
    let fraction = String(n % scale)
    return "\(n / scale)." + String(repeating: "0", count: places - fraction.count) + fraction
  }
}

/// Words on the page in two forms: plain, for attributes and the live region, and HTML, where a
/// screen's title in another language than the page's carries `lang`.
struct PageText: Sendable {
  var plain: String
  var html: String

  init(_ plain: String) {
    self.plain = plain
    html = HTML.text(plain)
  }

  init(plain: String, html: String) {
    self.plain = plain
    self.html = html
  }

  /// A screen's own words (its title), in its language.
  static func screen(_ text: String, language: String) -> PageText {
    PageText(plain: text, html: HTML.text(text, language: language))
  }

  static func + (a: PageText, b: PageText) -> PageText { PageText(plain: a.plain + b.plain, html: a.html + b.html) }
  static func + (a: PageText, b: String) -> PageText { a + PageText(b) }
  static func + (a: String, b: PageText) -> PageText { PageText(a) + b }
}
