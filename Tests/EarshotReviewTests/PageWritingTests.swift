import EarshotEngine
import EarshotModel
@testable import EarshotReview
import EarshotTestSupport
import Foundation
import Testing

/// The page is handed on in parts as it is made, and its quick paths for plain text (ASCII
/// languages and words, times) write what the general ones write.
@Suite struct PageWritingTests {
  /// A screen of `count` buttons, one under another.
  static func version(buttons count: Int) -> ScreenVersion {
    let children = (0..<count).map { #"{"type": "button", "label": "Button \#($0) of the long list", "frame": [0, \#($0 * 44), 390, 44]}"# }
    let document = Fixture.document(#"{"earshot": 1, "platform": "ios", "root": {"children": [\#(children.joined(separator: ","))]}}"#)
    return ScreenVersion(screen: document.screens[0], file: "long.json", reader: Fixture.reader(), catalog: catalog,
                         timing: EstimatedTiming(voice: Fixture.voice()))
  }

  @Test func aLongPageIsHandedOnInPartsOfAboutAMegabyte() {
    let page = ReviewPage(title: "Long", sections: [.screen(.init(Self.version(buttons: 3000), audio: nil))], voice: "en-US", timingNote: "estimated")
    var parts: [String] = []
    page.write { parts.append(String(decoding: $0, as: UTF8.self)) }
    #expect(parts.count > 1)
    #expect(parts.dropLast().allSatisfy { $0.utf8.count >= PageWriter.partSize && $0.utf8.count < PageWriter.partSize + 64 * 1024 })
    #expect(parts.joined() == page.html())
    #expect(parts.joined().hasSuffix("</html>\n"))
  }

  @Test func piecesAreWrittenAsStringInterpolationWritesThem() {
    var random = SplitMix(seed: 53)
    let ints = [0, 1, -1, 9, 10, -10, 99, 100, Int.max, Int.min, Int.min + 1] + (0..<2000).map { _ in Int(bitPattern: UInt(random.next())) >> Int(random.next() % 64) }
    let texts = ["", "a", "é", "Готово", "👩‍👩‍👧 <b>&amp;</b>", String(repeating: "long words ", count: 40), "x\u{0}y"]
    for (i, value) in ints.enumerated() {
      let text = texts[i % texts.count], double = Double(value) / 7, optional: Int? = i % 2 == 0 ? value : nil
      let piece: PageWriter.Piece = "<p data-n=\"\(value)\">\(text)\(double) \(optional as Any) \(Substring(text))</p>\n"
      let written = PageWriter.text { $0 += piece }
      #expect(written == "<p data-n=\"\(value)\">\(text)\(double) \(optional as Any) \(Substring(text))</p>\n")
    }
    let literal: PageWriter.Piece = "plain, é"
    #expect(PageWriter.text { $0 += literal; $0 += String(repeating: "é", count: 3) } == "plain, éééé")
  }

  @Test func timesAreWrittenAsPrintfWritesThem() {
    var values: [Double] = [0, 0.05, 0.15, 0.25, 0.35, 0.45, 0.95, 1.05, 2.675, 9.95, 99.95, 0.0499999, 123456.25, 1e-9, 2e8, 5e9, -0.0, -1.25, .nan, .infinity]
    var random = SplitMix(seed: 36)
    for _ in 0..<20_000 { values.append(Double(random.next() % 10_000_000) / 1000) }
    for _ in 0..<20_000 { values.append(Double(random.next() % 1_000_000) / 7) }
    for ms in 0..<3000 { values.append(Double(ms) / 1000) }
    for v in values {
      #expect(HTML.readableSeconds(v) == String(format: "%.1f s", v), "\(v)")
    }
    for ms in [0, 1, 5, 999, 1000, 1250, 65_535, 123_456_789] + (0..<2000).map({ _ in Int(random.next() % 100_000_000) }) {
      #expect(HTML.seconds(ms) == String(format: "%.3f", Double(ms) / 1000), "\(ms)")
    }
  }

  @Test func pictureNumbersAreWrittenAsStringWritesTheirTenths() {
    func reference(_ v: Double) -> String {
      let r = (v * 10).rounded() / 10
      return r == r.rounded() ? String(Int(r)) : String(r)
    }
    var values: [Double] = [0, -0.0, 0.04, -0.04, 0.05, -0.05, 0.25, -0.3, -5, 12.35, 390, 844.4999, 999_999.94, 999_999.96,
                            -999_999.96, 1_000_000.04, 123_456_789.5, 1e15 + 0.5, 1e17, -1e17, .nan]
    var random = SplitMix(seed: 52)
    for _ in 0..<20_000 { values.append(Double(Int(random.next() % 4_000_000)) / 1000 - 1000) }
    for _ in 0..<5000 { values.append(Double(random.next() % 1_000_000) / 3) }
    for v in values {
      #expect(HTML.number(v) == reference(v), "\(v)")
    }
  }

  @Test func aWordAfterASpaceMeasuresAsTheTwoJoined() {
    for text in ["", "Pay", "Готово", "東京", "e\u{301}", "👍🏽", "a\u{200B}b", "x y"] {
      for size in [8.0, 9.5, 12.0] {
        #expect(PictureWords.width(text, size: size, afterSpace: true) == PictureWords.width(" " + text, size: size))
      }
    }
  }

  @Test func languagesCompareByTheirPrimaryTagAsBefore() {
    func reference(_ a: String, _ b: String) -> Bool {
      func primary(_ tag: String) -> Substring { tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "" }
      return primary(a) == primary(b)
    }
    let tags = ["en", "en-US", "EN_gb", "en-", "-en", "--", "", "e", "eng", "fr-FR", "FR", "ru-RU", "zh-Hans-CN", "_en_US", "En-us", "\u{212A}o", "ko", "ÉN", "sr-Latn"]
    for a in tags {
      for b in tags {
        #expect(HTML.sameLanguage(a, b) == reference(a, b), "\(a) \(b)")
      }
    }
  }

  @Test func escapesEveryMarkAtEveryPlaceBesideTextPastASCII() {
    let pieces = ["a", "é", "Ж", "€", "😀", "\u{0600}", "\u{301}", "&", "<", ">", "\"", "'", "\0"]
    func reference(_ text: String, quotes: Bool) -> String {
      var out = ""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"" where quotes: out += "&quot;"
        case "'" where quotes: out += "&#39;"
        case "\0": out += "\u{FFFD}"
        default: out.unicodeScalars.append(scalar)
        }
      }
      return out
    }
    // Bytes compared, not strings (which compare equal when canonically equivalent).
    for padding in 0..<17 {
      for a in pieces {
        for b in pieces {
          let text = String(repeating: "x", count: padding) + a + "yz" + b
          #expect(Array(HTML.text(text).utf8) == Array(reference(text, quotes: false).utf8), "\(text.debugDescription)")
          #expect(Array(HTML.attribute(text).utf8) == Array(reference(text, quotes: true).utf8), "\(text.debugDescription)")
        }
      }
    }
  }

  @Test func quotationsAreMarkedAsWhenEscapedACharacterAtATime() {
    // The former way: every character escaped on its own, a quotation holding a letter beyond ASCII
    // in a span with the screen's language.
    func reference(_ s: String, language: String) -> String {
      if HTML.sameLanguage(language, ReviewPage.language) { return HTML.text(s) }
      var out = "", i = s.startIndex
      let pairs: [Character: Character] = ["\"": "\"", "“": "”", "«": "»"]
      while i < s.endIndex {
        let c = s[i]
        if let close = pairs[c], let end = s[s.index(after: i)...].firstIndex(of: close) {
          let inner = String(s[s.index(after: i)..<end])
          out += HTML.text(String(c)) + (inner.unicodeScalars.contains { $0.value > 0x7F && $0.properties.isAlphabetic } ? HTML.text(inner, language: language) : HTML.text(inner))
          out += HTML.text(String(close))
          i = s.index(after: end)
        } else {
          out += HTML.text(String(c))
          i = s.index(after: i)
        }
      }
      return out
    }
    // Marks beside letters beyond ASCII, and beside what joins a character before or after it
    // (U+0600 the one after it; a combining accent, a zero-width joiner and a spacing mark the one
    // before), which makes a mark no mark.
    let marks = ["\"", "“", "”", "«", "»"]
    let pieces = ["a", "Ж", "é", "中", "𝐀", "😀", "🇫🇷", "\u{0600}", "\u{301}", "\u{200D}", "\u{0903}", "&", "<", "\0", " ", "\"", "“", "”", "«", "»"]
    var texts = ["", "Tab-F, type “Готово”, Return", "“Done” and «Готово» and \"Fertig\"", "say \"Жар", "«a «Ж» b»"]
    for m1 in marks {
      for m2 in marks {
        for a in pieces {
          for b in pieces { texts.append(a + m1 + b + m2 + a) }
        }
        for m3 in marks {
          for b in pieces { texts.append(m1 + b + m2 + "Ж" + m3 + b) }
        }
        // Past eight bytes, where the letters are looked for eight bytes at a time.
        for padding in 0..<17 {
          for b in pieces { texts.append(String(repeating: "x", count: padding) + m1 + "y" + b + m2 + "tail of it") }
        }
      }
    }
    // Bytes compared, not strings (which compare equal when canonically equivalent).
    for text in texts {
      for language in ["ru-RU", "en-GB"] {
        #expect(Array(HTML.quoting(text, language: language).utf8) == Array(reference(text, language: language).utf8), "\(text.debugDescription) \(language)")
      }
    }
  }

  @Test func wordsSplitAtWhitespaceAsCharactersDo() {
    let texts = ["", " ", "Add to cart", "  two  spaces ", "tab\tand\nnew line", "cr\r\nlf", "\u{0B}vertical\u{0C}feed\r",
                 "a,b", "Готово button", "no\u{00A0}break", "wide　space", "x\u{0085}y", "\u{1C}file separator\u{1F}"]
    for text in texts {
      #expect(PictureWords.words(text) == text.split(whereSeparator: { $0.isWhitespace }).map(String.init), "\(text.debugDescription)")
    }
  }
}
