import EarshotModel

/// What a stop says, laid out as lines inside its box on a picture drawn without a screenshot, so
/// the picture reads without the list of stops beside it.
///
/// SVG does not wrap text, so the lines are broken here by an estimate of each character's width
/// (the page's font is the reader's system font, whose widths the page cannot know in advance): a
/// narrow character is about half the font size wide, an East Asian wide one a whole font size,
/// a combining mark nothing. Words too long for a line are broken between characters; lines that
/// do not fit the box are left out and the last one shown ends with "…". The picture also clips
/// the words to the box, so a wider font than estimated is cut at the box's edge, never drawn over
/// its neighbours.
struct PictureWords: Equatable {
  /// A run of one line in one language.
  struct Run: Equatable {
    var text: String
    var language: String
  }

  /// The font size, in the picture's units.
  var fontSize: Double
  /// The lines, each made of runs of one language.
  var lines: [[Run]]
  /// Whether words were left out for want of room.
  var truncated: Bool

  static let largest = 12.0
  static let smallest = 8.0
  static let lineHeight = 1.2
  /// Room left free inside the box's edges.
  static let padding = 3.0

  /// The words of `segments` (joined as the stop list joins them) in a box `width` × `height`
  /// whose first line leaves `firstLineIndent` free on the left (the stop's number) and
  /// `firstLineEnd` on the right (the findings flag). Nil when not even one line fits.
  init?(_ segments: [Segment], width: Double, height: Double, firstLineIndent: Double = 0, firstLineEnd: Double = 0) {
    let inner = height - 2 * Self.padding
    let size = min(Self.largest, inner / Self.lineHeight)
    guard size >= Self.smallest, width - 2 * Self.padding >= size * 2 else { return nil }
    fontSize = size
    let maxLines = max(1, Int((inner / (size * Self.lineHeight)).rounded(.down)))
    let full = width - 2 * Self.padding
    func room(_ line: Int) -> Double { line == 0 ? full - firstLineIndent - firstLineEnd : full }

    // Words with their language; the separator between segments stays with the word before it.
    // A run of a label that joins the part before it has no separator, and a word it goes on
    // without a space ("Log In" then ".") stays with the word before.
    var words: [Run] = []
    for (n, segment) in segments.enumerated() {
      let parts = Self.words(segment.text)
      let separated = n + 1 < segments.count && !segments[n + 1].joinsPrevious
      let glued = segment.joinsPrevious && n > 0 && segment.text.first?.isWhitespace == false
        && segments[n - 1].text.last?.isWhitespace == false
      for (k, part) in parts.enumerated() {
        let text = k == parts.count - 1 && separated ? part + "," : part
        if k == 0, glued, !words.isEmpty {
          words[words.count - 1].text += text
        } else {
          words.append(Run(text: text, language: segment.language))
        }
      }
    }
    var lines: [[Run]] = [[]]
    var used = 0.0
    var truncated = false
    // `width` is the word's, after its space if it has one. The line is changed in place.
    func append(_ word: Run, space: Bool, width: Double) {
      let line = lines.count - 1
      if let last = lines[line].last, last.language == word.language {
        if space { lines[line][lines[line].count - 1].text += " " }
        lines[line][lines[line].count - 1].text += word.text
      } else if space, !lines[line].isEmpty {
        // The space belongs to the run before, so a language's run starts with its word.
        lines[line][lines[line].count - 1].text += " "
        lines[line].append(Run(text: word.text, language: word.language))
      } else {
        lines[line].append(Run(text: (space ? " " : "") + word.text, language: word.language))
      }
      used += width
    }
    func newLine() -> Bool {
      guard lines.count < maxLines else { truncated = true; return false }
      lines.append([])
      used = 0
      return true
    }
    words: for word in words {
      let space = !lines[lines.count - 1].isEmpty
      let needed = Self.width(word.text, size: size, afterSpace: space)
      if used + needed <= room(lines.count - 1) {
        append(word, space: space, width: needed)
        continue
      }
      if space {
        guard newLine() else { break }
      }
      // A word longer than a whole line is broken between characters.
      var rest = Substring(word.text)
      while !rest.isEmpty {
        var piece = ""
        var width = used
        for c in rest {
          let w = Self.width(String(c), size: size)
          if width + w > room(lines.count - 1), !(piece.isEmpty && used == 0) { break }
          piece.append(c)
          width += w
        }
        if !piece.isEmpty {
          append(Run(text: piece, language: word.language), space: false, width: Self.width(piece, size: size))
          rest = rest.dropFirst(piece.count)
        }
        if !rest.isEmpty {
          guard newLine() else { break words }
        }
      }
    }
    if truncated { Self.ellipsize(&lines[lines.count - 1], room: room(lines.count - 1), size: size) }
    self.lines = lines.filter { !$0.isEmpty }
    self.truncated = truncated
    guard !self.lines.isEmpty else { return nil }
  }

  /// `text` split at whitespace. ASCII text is split by its bytes, each a character (a CR LF
  /// pair is one, but both its bytes are whitespace), without reading any character's properties.
  /// The bytes are read in place, in one pass (the generic `split` of a `UTF8View` cost some 1,500
  /// instructions a box).
  static func words(_ text: String) -> [String] {
    var text = text
    let ascii: [String]? = text.withUTF8 { utf8 in
      var words: [String] = []
      var start = 0
      for (i, byte) in utf8.enumerated() {
        if byte >= 0x80 { return nil }
        guard byte == 0x20 || (0x09...0x0D).contains(byte) else { continue }
        if start < i { words.append(String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<i]), as: UTF8.self)) }
        start = i + 1
      }
      if start < utf8.count { words.append(String(decoding: UnsafeBufferPointer(rebasing: utf8[start...]), as: UTF8.self)) }
      return words
    }
    return ascii ?? text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
  }

  /// Ends `line` with "…", dropping characters from its end until it fits.
  private static func ellipsize(_ line: inout [Run], room: Double, size: Double) {
    var total = line.reduce(0) { $0 + width($1.text, size: size) } + width("…", size: size)
    while total > room, let last = line.last, let c = last.text.last {
      total -= width(String(c), size: size)
      line[line.count - 1].text.removeLast()
      if line[line.count - 1].text.isEmpty { line.removeLast() }
    }
    guard !line.isEmpty else { return }
    while line[line.count - 1].text.last == " " || line[line.count - 1].text.last == "," { line[line.count - 1].text.removeLast() }
    line[line.count - 1].text += "…"
  }

  /// The estimated width of `text` at `size`, or of a space and `text` (measured in that order,
  /// as the two joined would be, without joining them).
  static func width(_ text: String, size: Double, afterSpace: Bool = false) -> Double {
    var em = afterSpace ? 0.56 : 0.0
    for scalar in text.unicodeScalars {
      // ASCII holds no marks and no format characters, and is narrow: its properties need no look-up.
      if scalar.value < 0x80 {
        em += 0.56
        continue
      }
      let p = scalar.properties
      if p.generalCategory == .nonspacingMark || p.generalCategory == .enclosingMark || p.generalCategory == .format { continue }
      em += isWide(scalar.value) ? 1.0 : 0.56
    }
    return em * size
  }

  /// East Asian wide and fullwidth characters (Hangul, CJK, kana, fullwidth forms) and emoji.
  private static func isWide(_ v: UInt32) -> Bool {
    (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
      || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
      || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1FAFF).contains(v) || (0x20000...0x3FFFD).contains(v)
  }
}
