import EarshotEngine
import EarshotModel
@testable import EarshotReview
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// A picture drawn without a screenshot writes each stop's words in its box: wrapped to the box,
/// cut with "…" when they do not fit, each language's run marked, escaped by scalar.
@Suite struct PictureWordsTests {
  static func segments(_ parts: [(String, String)]) -> [Segment] {
    parts.map { Segment(role: .label, text: $0.0, language: $0.1) }
  }

  static func text(_ words: PictureWords) -> [String] { words.lines.map { $0.map(\.text).joined() } }

  @Test func wordsWrapAtSpacesToTheBoxAndTheFirstLineLeavesRoomForTheNumber() throws {
    let words = try #require(PictureWords(Self.segments([("Jasmine tea, 2 dollars and 50 cents, in stock", "en-US")]),
                                          width: 260, height: 44, firstLineIndent: 12))
    #expect(words.fontSize == 12)
    #expect(Self.text(words) == ["Jasmine tea, 2 dollars and 50 cents,", "in stock"])
    #expect(!words.truncated)
    for (i, line) in Self.text(words).enumerated() {
      #expect(PictureWords.width(line, size: 12) <= 260 - 2 * PictureWords.padding - (i == 0 ? 12 : 0))
    }
  }

  @Test func whatDoesNotFitEndsWithAnEllipsis() throws {
    let words = try #require(PictureWords(Self.segments([("Add jasmine tea to cart", "en-US"), ("button", "en-US")]), width: 74, height: 44))
    #expect(words.truncated)
    #expect(Self.text(words).count == 2)
    #expect(Self.text(words).last?.hasSuffix("…") == true)
    #expect(Self.text(words) == ["Add", "jasmine…"])
    #expect(PictureWords.width(Self.text(words)[1], size: words.fontSize) <= 74 - 2 * PictureWords.padding)
  }

  @Test func aWordLongerThanTheBoxIsBrokenBetweenCharacters() throws {
    let words = try #require(PictureWords(Self.segments([("Donaudampfschifffahrtsgesellschaft", "de-DE")]), width: 80, height: 60))
    #expect(Self.text(words).count > 1)
    #expect(Self.text(words).joined().replacingOccurrences(of: "…", with: "").count <= 34)
    #expect(Self.text(words).joined().hasPrefix("Donaudampf"))
  }

  @Test func aBoxTooSmallForOneLineHoldsNoWords() {
    #expect(PictureWords(Self.segments([("OK", "en-US")]), width: 200, height: 12) == nil)
    #expect(PictureWords(Self.segments([("OK", "en-US")]), width: 10, height: 44) == nil)
    // A short box gets a smaller font, down to the smallest size.
    let small = PictureWords(Self.segments([("OK", "en-US")]), width: 200, height: 16)
    #expect(small.map { $0.fontSize < PictureWords.largest && $0.fontSize >= PictureWords.smallest } == true)
  }

  @Test func wideCharactersTakeAWholeFontSize() {
    #expect(PictureWords.width("漢字", size: 10) == 20)
    #expect(abs(PictureWords.width("ab", size: 10) - 11.2) < 1e-9)
    // A combining mark adds nothing to the letter it joins.
    #expect(abs(PictureWords.width("e\u{301}", size: 10) - 5.6) < 1e-9)
  }

  @Test func eachLanguageKeepsItsOwnRun() throws {
    let words = try #require(PictureWords(Self.segments([("Готово", "ru-RU"), ("button", "en-US")]), width: 300, height: 30))
    #expect(words.lines == [[.init(text: "Готово, ", language: "ru-RU"), .init(text: "button", language: "en-US")]])
  }

  @Test func aMillionCharacterLabelIsLaidOutAtOnce() throws {
    // Only what fits is laid out: the rest is cut, not measured line by line.
    let label = String(repeating: "word ", count: 200_000)
    let words = try #require(PictureWords(Self.segments([(label, "en-US")]), width: 358, height: 44))
    #expect(words.truncated && words.lines.count == 2)
  }

  // MARK: on the page

  static func page(_ version: ScreenVersion, screenshot: Screenshot? = nil) -> String {
    ReviewPage(title: "T", sections: [.screen(.init(version, audio: nil, screenshot: screenshot))], voice: "en-US", timingNote: "estimated").html()
  }

  static func picture(_ html: String) -> String {
    html.components(separatedBy: "<svg class=\"picture\"").last?.components(separatedBy: "<g class=\"outlines\"").first ?? ""
  }

  @Test func aPictureWithoutAScreenshotWritesEachStopsWordsInItsBox() {
    let v = ReportPageTests.version("checkout.json")
    let picture = Self.picture(Self.page(v))
    #expect(picture.contains("<g class=\"words\" aria-hidden=\"true\">"))
    // One clipping box per stop, the size of its frame, with its words.
    #expect(ReportPageTests.count("<rect class=\"words-back\"", in: picture) == v.entries.count)
    #expect(picture.contains("<svg x=\"16\" y=\"56\" width=\"358\" height=\"34\"><rect class=\"words-back\""))
    #expect(picture.contains(">Checkout, heading</tspan>"))
    #expect(picture.contains(">Notifications, switch button, off</tspan>"))
    // The hint is the list's business, not the picture's.
    #expect(!picture.contains("Double tap"))
  }

  @Test func anAccessibilityPathIsDrawnInsteadOfTheFrame() {
    // The mail sample's signature pad: VoiceOver outlines its path; the frame still orders it.
    let html = Self.page(ReportPageTests.version("mail.json"))
    #expect(html.contains("<polygon class=\"outline\" points=\"36,600 354,600 374,620 374,680 354,700 36,700 16,680 16,620\"/>"))
    #expect(!html.contains("<rect class=\"outline\" x=\"16\" y=\"600\""))
  }

  @Test func onAScreenshotThePictureShowsTheScreenshotNotWords() throws {
    let v = ReportPageTests.version("checkout.json")
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
    png += [0, 0, 4, 0x92, 0, 0, 0x09, 0xE4, 8, 6, 0, 0, 0]
    let shot = try #require(Screenshot(png: png))
    #expect(!Self.page(v, screenshot: shot).contains("<g class=\"words\""))
  }

  /// Escaping by scalar: a prepend character (U+0600) before `<img …>` and a quote followed by a
  /// combining mark stay text inside the picture's words too.
  @Test func wordsInTheBoxAreEscapedByScalar() {
    let hostile = "\u{600}<img src=x onerror=alert(1)>\"\u{301} onmouseover=alert(2) &amp;"
    // Escaped for JSON scalar by scalar (a quote followed by a combining mark is one Character).
    let quoted = String(String.UnicodeScalarView(hostile.unicodeScalars.flatMap { $0 == "\"" ? ["\\", "\""] : [$0] }))
    let json = #"{"type": "button", "label": "\#(quoted)", "frame": [0, 0, 2000, 400]}"#
    let document = Fixture.screen(json)
    let v = ScreenVersion(screen: document.screens[0], file: "h.json", reader: ReportPageTests.reader, catalog: catalog, timing: EstimatedTiming(voice: ReportPageTests.voice))
    let picture = Self.picture(Self.page(v))
    let escaped = "&lt;img src=x onerror=alert(1)&gt;\"\u{301} onmouseover=alert(2) &amp;amp;"
    #expect(picture.contains(escaped), "\(picture)")
    #expect(!picture.contains("<img"))
  }

  @Test func aRussianStopCarriesItsLanguageOnThePicture() {
    let document = Fixture.document("""
      {"earshot": 1, "title": "Пассажиры", "language": "ru-RU", "size": [390, 844], "root": {"children": [
        {"type": "button", "label": "Готово", "frame": [16, 120, 358, 44]},
        {"type": "button", "label": "Help", "language": "en-GB", "frame": [16, 180, 358, 44]}
      ]}}
      """)
    let v = ScreenVersion(screen: document.screens[0], file: "p.json", reader: Fixture.reader("ru-RU"), catalog: catalog, timing: EstimatedTiming(voice: Fixture.voice("ru-RU")))
    let picture = Self.picture(Self.page(v))
    #expect(picture.contains("<text font-size=\"12\" lang=\"ru-RU\"><tspan x=\"15.3\" y=\"13.8\">Готово, кнопка</tspan></text>"), "\(picture)")
    #expect(picture.contains("<tspan lang=\"ru-RU\">кнопка</tspan>"))
  }

  @Test func anAndroidScreenIsDrawnInDp() {
    let screen = Screen(size: [1080, 2400], platform: .android, density: 2.625, root: Element())
    let frame = ScreenPicture.screenFrame(screen, screenshot: nil)
    #expect(abs(frame.width - 411.43) < 0.01 && abs(frame.height - 914.29) < 0.01)
    #expect(ScreenPicture.unit(screen) == 2.625)
    #expect(ScreenPicture.unit(Screen(size: [390, 844], root: Element())) == 1)
    #expect(Frame(x: 42, y: 84, width: 420, height: 126).scaled(by: 1 / 2.625) == Frame(x: 16, y: 32, width: 160, height: 48))
  }

  /// A label's runs go on from one another: no comma between them, and a run that goes on without
  /// a space ("Log In" then ".") stays in its word.
  @Test func aLabelsRunsAreWrittenAsTheLabelIs() throws {
    var runs = Self.segments([("Log in with ", "en-US"), ("Bonjour", "fr-FR"), (".", "en-US"), ("link", "en-US")])
    runs[1].joinsPrevious = true
    runs[2].joinsPrevious = true
    let words = try #require(PictureWords(runs, width: 390, height: 30))
    #expect(Self.text(words) == ["Log in with Bonjour., link"])
    #expect(words.lines[0].map(\.text) == ["Log in with ", "Bonjour., ", "link"])
  }
}
