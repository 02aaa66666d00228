import EarshotEngine
import EarshotModel
import EarshotReview
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Foundation
import Testing

/// The review page: built from versions and audio bytes, checked as text and in headless Chromium.
@Suite struct ReportPageTests {
  static let reader = Fixture.reader(), voice = Fixture.voice()

  static func version(_ sample: String) -> ScreenVersion {
    let document = Fixture.document(String(decoding: Repository.read("samples/\(sample)"), as: UTF8.self), file: sample)
    return ScreenVersion(screen: document.screens[0], file: "samples/\(sample)", reader: reader, catalog: catalog, timing: EstimatedTiming(voice: voice))
  }

  /// The checkout pair, with silent audio as long as each timeline.
  static func checkoutPage() -> (page: ReviewPage, stops: Int) {
    let before = version("checkout-legacy.json"), after = version("checkout.json")
    let diff = ScreenDiff(before: before, after: after)
    let page = ReviewPage(
      title: "Accessibility review: Checkout",
      sections: [.comparison(diff, before: .init(before, audio: silence(before)), after: .init(after, audio: silence(after)))],
      voice: "en-US", timingNote: "estimated from the speaking rate")
    return (page, before.entries.count + after.entries.count)
  }

  /// Silent WAV as long as the version's timeline, standing in for synthesized speech.
  static func silence(_ v: ScreenVersion) -> ReviewPage.Audio {
    ReviewPage.Audio(.embedded(silentWAV(milliseconds: v.timeline.duration)), mediaType: "audio/wav")
  }

  static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

  @Test func pageHasPlayersCaptionsAndOneEntryPerStop() {
    let (page, stops) = Self.checkoutPage()
    let html = page.html()
    #expect(Self.count("<audio ", in: html) == 2)
    #expect(Self.count("<track kind=\"captions\"", in: html) == 2)
    #expect(html.contains("src=\"data:audio/wav;base64,UklGR"))
    #expect(html.contains("src=\"data:text/vtt;charset=utf-8;base64,V0VCVlRU"))
    #expect(Self.count("<li class=\"stop\"", in: html) == stops)
    #expect(Self.count("<button type=\"button\" class=\"play\"", in: html) == stops)
    // Findings beside their stops, with the severity as a word.
    #expect(html.contains("<strong>Error: unannounced-change.</strong>"))
    #expect(html.contains("aria-label=\"Findings at stop 19 of Checkout, before\""))
    // Headings in order, labelled controls and tables with headers.
    #expect(html.contains("<h1>") && html.contains("<h2 id=\"s1-h\">Checkout: before and after</h2>"))
    #expect(html.contains("<h3 id=\"s1-before-h\">Before: samples/checkout-legacy.json</h3>"))
    #expect(html.contains("aria-label=\"Audio of Checkout, before: swiping through every stop\""))
    #expect(html.contains("<th scope=\"col\">Headings rotor: stops</th>"))
    #expect(!html.contains("http://") && !html.contains("https://"), "the page loads nothing from the network")
  }

  // Done when: the report shows each technology's cost beside VoiceOver's, and the fixed checkout's
  // cheaper way to Pay for a switch user.
  @Test func reachCostsBesideVoiceOver() {
    let html = Self.checkoutPage().page.html()
    #expect(Self.count("<caption>Cost of reaching each control of Checkout, ", in: html) == 2)
    #expect(html.contains("<th scope=\"col\">VoiceOver</th><th scope=\"col\">Switch Control</th><th scope=\"col\">Full Keyboard Access</th><th scope=\"col\">Voice Control</th>"))
    #expect(html.contains("<caption>Controls of Checkout whose cost changed</caption>"))
    // The legacy Notifications row only a tap reaches: point scanning and the grid, with their routes.
    #expect(html.contains("<td>Only by pointing: 7 presses, ") || html.contains("<td>only by pointing: 7 presses, "))
    #expect(html.contains("by pointing, point scanning: press for the scanner menu"))
    let pay = html.components(separatedBy: "<tr><th scope=\"row\">Pay, button</th>").last ?? ""
    #expect(pay.contains("Before: 5 steps (2 presses), 4.2 s by item scanning.<br>After: 4 steps (2 presses), 3.2 s by item scanning."))
  }

  @Test func thePictureDrawsSkippedElementsFaintlyAndMarksFindings() throws {
    let document = Fixture.screen("""
      {"type": "label", "text": "Settings", "traits": ["header"], "frame": [16, 60, 358, 34]},
      {"frame": [16, 110, 358, 120], "children": [{"type": "image", "image": "chart", "frame": [16, 110, 358, 120]}]},
      {"type": "button", "label": "Old", "hidden": true, "frame": [16, 240, 358, 44]},
      {"type": "button", "label": "Behind", "frame": [16, 300, 358, 44]},
      {"modal": true, "frame": [0, 400, 390, 300], "children": [
        {"type": "label", "text": "Delete everything?", "frame": [16, 420, 358, 30]},
        {"type": "button", "label": "Delete", "frame": [16, 460, 358, 44]}
      ]}
      """, extra: #""size": [390, 844],"#)
    let v = ScreenVersion(screen: document.screens[0], file: "modal.json", reader: Self.reader, catalog: catalog, timing: EstimatedTiming(voice: Self.voice))
    let html = ReviewPage(title: "T", sections: [.screen(.init(v, audio: nil))], voice: "en-US", timingNote: "estimated").html()
    // Only the modal's two stops are visited; everything else with a frame is drawn faint, with why.
    #expect(v.entries.map(\.stop.element.label) == ["Delete everything?", "Delete"])
    let skipped = html.components(separatedBy: "<g class=\"skipped\" aria-hidden=\"true\">").last?.components(separatedBy: "</g>").first ?? ""
    #expect(Self.count("<rect ", in: skipped) == 4)
    for why in ["behind a modal view: Settings", "behind a modal view: image chart", "hidden: Old", "behind a modal view: Behind"] {
      #expect(skipped.contains("<title>Skipped, \(why)</title>"), "\(why)")
    }
    #expect(html.contains("<summary>Elements VoiceOver skips in Screen: 4</summary>"), "and listed in words under the picture")
    // One marker per stop, numbered; a triangle where there are findings.
    let (page, _) = Self.checkoutPage()
    let legacy = Self.version("checkout-legacy.json")
    let withFindings = Set(legacy.audit.findings.compactMap(\.stop)).count
    let before = page.html().components(separatedBy: "id=\"s1-before-picture\"").last?.components(separatedBy: "</g>\n</svg>").first ?? ""
    #expect(Self.count(" data-frame=", in: before) == legacy.entries.count)
    #expect(Self.count("<g class=\"flag ", in: before) == withFindings && withFindings > 0)
  }

  @Test func textIsEscaped() {
    let document = Fixture.screen(#"{"type": "button", "label": "<b>Tom & Jerry</b> \"quoted\"", "frame": [0, 0, 100, 44]}"#)
    let v = ScreenVersion(screen: document.screens[0], file: "a<b>.json", reader: Self.reader, catalog: catalog, timing: EstimatedTiming(voice: Self.voice))
    let html = ReviewPage(title: "T", sections: [.screen(.init(v, audio: nil))], voice: "en-US", timingNote: "estimated").html()
    #expect(html.contains("&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;"))
    #expect(!html.contains("<b>Tom"))
    #expect(html.contains("a&lt;b&gt;.json"))
  }

  /// A label's runs are shown with what is their own (language, link, speech), so a review sees
  /// what the voice does mid-label and which links the Links rotor reaches; its line reads as one
  /// label, without separators between the runs.
  @Test func aLabelsRunsAreShownWithTheirLanguageLinkAndSpeech() {
    let document = Fixture.screen(#"""
      {"type": "label", "text": "Say Bonjour, read the Terms, code A7X2", "frame": [0, 0, 390, 44], "labelSpans": [
        {"text": "Bonjour", "language": "fr-FR"}, {"text": "Terms", "link": "https://example.com/terms"}, {"text": "A7X2", "speech": {"spellOut": true, "pitch": 1.2}}]}
      """#)
    let v = ScreenVersion(screen: document.screens[0], file: "runs.json", reader: Self.reader, catalog: catalog, timing: EstimatedTiming(voice: Self.voice))
    let html = ReviewPage(title: "T", sections: [.screen(.init(v, audio: nil))], voice: "en-US", timingNote: "estimated").html()
    #expect(html.contains("Label runs: “<span lang=\"fr-FR\">Bonjour</span>”, in fr-FR; “Terms”, a link to <code>https://example.com/terms</code>, reached with the Links rotor; “A7X2”, spelled out, at pitch 1.2."))
    #expect(html.contains("Say <span lang=\"fr-FR\">Bonjour</span>, read the Terms, code A7X2, link</span>"))
    // TalkBack's Links reading control reaches the text that holds the link.
    let android = Fixture.screen(#"""
      {"className": "android.widget.TextView", "text": "Read the Terms", "frame": [0, 0, 390, 44], "labelSpans": [{"text": "Terms", "link": "https://example.com/terms"}]}
      """#, extra: #""platform": "android","#)
    let talkBack = ScreenVersion(screen: android.screens[0], file: "runs.json", reader: TalkBack(language: "en-US"), catalog: catalog, timing: EstimatedTiming(voice: Self.voice))
    #expect(ReviewPage(title: "T", sections: [.screen(.init(talkBack, audio: nil))], voice: "en-US", timingNote: "estimated").html()
      .contains("Label runs: “Terms”, a link to <code>https://example.com/terms</code>, reached with the Links reading control."))
  }

  @Test func withoutAudioThePageSaysSo() {
    let v = Self.version("checkout.json")
    let html = ReviewPage(title: "T", sections: [.screen(.init(v, audio: nil))], voice: "en-US", timingNote: "estimated",
                          audioNote: "Audio was left out.").html()
    #expect(!html.contains("<audio"))
    #expect(html.contains("No audio for this screen: Audio was left out."))
  }

  @Test func stopButtonsPlayTheirOwnStretchOfAudio() {
    let v = Self.version("checkout.json")
    let html = ReviewPage(title: "T", sections: [.screen(.init(v, audio: Self.silence(v)))],
                          voice: "en-US", timingNote: "estimated").html()
    // Stop 1 starts with its earcon at 0 and ends before stop 2 starts.
    let starts = html.components(separatedBy: "data-start=\"").dropFirst().map { Double($0.prefix { $0 != "\"" })! }
    let ends = html.components(separatedBy: "data-end=\"").dropFirst().map { Double($0.prefix { $0 != "\"" })! }
    #expect(starts.count == v.entries.count && starts[0] == 0)
    #expect(zip(ends, starts.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(ends.last! <= Double(v.timeline.duration) / 1000)
  }

  @Test(.enabled(if: HeadlessBrowser.isAvailable, "needs Chromium (scripts/install-deps installs it)"))
  func opensInHeadlessChromiumWithoutErrors() throws {
    let (page, stops) = Self.checkoutPage()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("review.html")
    try page.html().write(to: file, atomically: true, encoding: .utf8)
    let browser = try BrowserSession()
    defer { browser.close() }
    try browser.send("Log.enable")
    try browser.open(file)
    // Waits for what the page does, not for a stretch of time (a budget ran out on a busy
    // machine): both caption tracks loaded, and a player's metadata, which shows the WAV is sound
    // (headless Chromium may leave the other player unloaded until it is played). Read from the
    // elements themselves: a track may load before the page script listens for it.
    let loaded = try browser.evaluate("""
      new Promise(function (resolve) {
        function check() {
          var tracks = Array.prototype.map.call(document.querySelectorAll('track'), function (t) { return t.readyState; });
          var audio = Array.prototype.some.call(document.querySelectorAll('audio'), function (a) { return a.readyState >= 1; });
          if (tracks.indexOf(3) >= 0 || (tracks.length === 2 && tracks.every(function (r) { return r === 2; }) && audio)) {
            resolve(tracks);
          } else {
            setTimeout(check, 20);
          }
        }
        check();
      })
      """)
    #expect(loaded == [2, 2], "both caption tracks loaded (2), none failed (3)")
    let dom = try browser.evaluate("document.documentElement.outerHTML").stringValue ?? ""
    // What the page logged, threw, or the browser reported as an error (a file it could not load).
    let console = browser.events("Runtime.consoleAPICalled") + browser.events("Runtime.exceptionThrown")
      + browser.events("Log.entryAdded").filter { $0["entry"]?["level"]?.stringValue == "error" }
    #expect(dom.contains("data-report-ready=\"true\""), "the page script ran to the end")
    #expect(!dom.contains("data-errors="), "the page recorded errors: \(dom.prefix(300))")
    #expect(console.isEmpty, "console messages: \(console)")
    #expect(Self.count("<audio ", in: dom) == 2 && Self.count("<track ", in: dom) == 2)
    #expect(Self.count("<li class=\"stop\"", in: dom) == stops)
  }

  /// The page's captions are written as the caption files beside rendered audio are: each cue's
  /// text on one line, whatever line breaks or controls a label holds, with `<`, `&` and `>` escaped.
  @Test func captionsKeepEachCueOnOneLine() throws {
    let label = "A\rB\u{2028}C\u{2029}D\u{85}E\u{1B}[31mF\tG > H & I <b>"
    let json = #"{"earshot": 1, "title": "T", "root": {"children": [{"type": "button", "label": "\#(label)", "frame": [0, 0, 100, 44]}]}}"#
    let document = Fixture.document(json.replacingOccurrences(of: "\u{1B}", with: "\\u001b").replacingOccurrences(of: "\r", with: "\\r")
      .replacingOccurrences(of: "\t", with: "\\t"))
    let v = ScreenVersion(screen: document.screens[0], file: "t.json", reader: Self.reader, catalog: catalog, timing: EstimatedTiming(voice: Self.voice))
    let page = ReviewPage(title: "T", sections: [.screen(.init(v, audio: Self.silence(v)))], voice: "en-US", timingNote: "estimated")
    let html = page.html()
    let marker = "src=\"data:text/vtt;charset=utf-8;base64,"
    let start = try #require(html.range(of: marker)).upperBound
    let end = try #require(html[start...].firstIndex(of: "\""))
    let vtt = String(decoding: try #require(Data(base64Encoded: String(html[start..<end]))), as: UTF8.self)
    #expect(vtt.contains("\nA B C D E[31mF G &gt; H &amp; I &lt;b&gt;, button\n"), "\(vtt)")
  }
}
