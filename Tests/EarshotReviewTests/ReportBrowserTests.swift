import EarshotEngine
import EarshotModel
import EarshotReview
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Foundation
import Testing

/// The review page in headless Chromium, driven through the DevTools protocol: the pictures and
/// their numbered stops, the cursor following the audio, selecting stops with the mouse and the
/// keyboard, the live region, and the page's own accessibility. Every check waits for the page's
/// own events (metadata loaded, a seek finished), never for an amount of time.
@Suite(.enabled(if: HeadlessBrowser.isAvailable, "needs Chromium (scripts/install-deps installs it)"), .serialized)
struct ReportBrowserTests {
  static func write(_ page: ReviewPage) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("review.html")
    try page.html().write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  /// Resolves once every player has its metadata, so seeking works.
  static let audioReady = """
    Promise.all(Array.prototype.map.call(document.querySelectorAll('audio'), function (a) {
      return a.readyState >= 1 ? a.duration : new Promise(function (resolve, reject) {
        a.addEventListener('loadedmetadata', function () { resolve(a.duration); });
        a.addEventListener('error', function () { reject(new Error('audio did not load')); });
      });
    }))
    """

  /// Seeks `audio` to `seconds` and resolves, once the seek is done, with where the cursor is.
  static func seek(_ audio: String, to seconds: String) -> String {
    """
    new Promise(function (resolve) {
      var a = document.getElementById('\(audio)');
      a.addEventListener('seeked', function () {
        var c = document.getElementById('\(audio.replacingOccurrences(of: "-audio", with: "-cursor"))'), r = c.querySelector('rect');
        resolve({ stop: c.getAttribute('data-stop'), shown: c.getAttribute('display') !== 'none',
                  frame: [r.getAttribute('x'), r.getAttribute('y'), r.getAttribute('width'), r.getAttribute('height')].map(Number),
                  live: document.getElementById('live').textContent });
      }, { once: true });
      a.currentTime = \(seconds);
    })
    """
  }

  /// Records where each player is sent: a seek's target, read when the seek starts (the audio
  /// may be playing on by the time a test looks at `currentTime`).
  static let recordSeeks = """
    window.seeks = {};
    document.querySelectorAll('audio').forEach(function (a) {
      window.seeks[a.id] = [];
      a.addEventListener('seeking', function () { window.seeks[a.id].push(a.currentTime); });
    });
    """

  /// Keeps the players where the page sends them: `play()` resolves without starting the clock,
  /// so what a click or a key did is still there when the test looks, however slow the machine.
  static let holdStill = "HTMLMediaElement.prototype.play = function () { return Promise.resolve(); };"

  /// The last seek of `audio` (once it has started) and the start of stop `n` of its version.
  static func lastSeek(_ version: String, stop n: Int) -> String {
    """
    new Promise(function (resolve) {
      function check() {
        var list = window.seeks['\(version)-audio'];
        if (!list.length) { setTimeout(check, 0); return; }
        resolve({ seek: list[list.length - 1], start: parseFloat(document.getElementById('\(version)-stop-\(n)').getAttribute('data-start')),
                  current: document.getElementById('\(version)-stop-\(n)').getAttribute('aria-current'),
                  cursor: document.getElementById('\(version)-cursor').getAttribute('data-stop') });
      }
      check();
    })
    """
  }

  @Test func onePicturePerVersionWithOneNumberedMarkerPerStop() throws {
    let (page, _) = ReportPageTests.checkoutPage()
    let browser = try BrowserSession()
    try browser.open(try Self.write(page))
    let pictures = try browser.evaluate("""
      Array.prototype.map.call(document.querySelectorAll('svg.picture'), function (svg) {
        return { id: svg.id, numbers: Array.prototype.map.call(svg.querySelectorAll('.marker'), function (m) {
          return Number(m.querySelector('.badge-text').textContent); }) };
      })
      """).arrayValue ?? []
    let before = ReportPageTests.version("checkout-legacy.json"), after = ReportPageTests.version("checkout.json")
    #expect(pictures.count == 2)
    for (picture, version) in zip(pictures, [before, after]) {
      let numbers = (picture["numbers"]?.arrayValue ?? []).compactMap(\.numberValue).map(Int.init)
      let framed = version.entries.filter { $0.stop.element.frame.map { !$0.isEmpty } ?? false }.map(\.index)
      #expect(numbers == framed, "\(picture["id"]?.stringValue ?? "")")
      #expect(numbers.count == version.entries.count, "every stop of the checkout samples has a frame")
    }
  }

  @Test func seekingToAStopMovesTheCursorToItsElementAndSaysItOnce() throws {
    let (page, _) = ReportPageTests.checkoutPage()
    let version = ReportPageTests.version("checkout.json")
    let browser = try BrowserSession()
    try browser.open(try Self.write(page))
    try browser.evaluate(Self.audioReady)
    let starts = try browser.evaluate("""
      Array.prototype.map.call(document.querySelectorAll('#s1-after li.stop'), function (li) { return li.getAttribute('data-start'); })
      """).arrayValue?.compactMap(\.stringValue) ?? []
    #expect(starts.count == version.entries.count)
    for (entry, start) in zip(version.entries, starts) {
      let cursor = try browser.evaluate(Self.seek("s1-after-audio", to: start))
      let frame = try #require(entry.stop.element.frame)
      #expect(cursor["stop"]?.stringValue == String(entry.index))
      #expect(cursor["shown"]?.boolValue == true)
      // The cursor frames the element with 4 points to spare on every side.
      let drawn = (cursor["frame"]?.arrayValue ?? []).compactMap(\.numberValue)
      #expect(drawn.count == 4 && abs(drawn[0] - (frame.x - 4)) < 0.11 && abs(drawn[1] - (frame.y - 4)) < 0.11
              && abs(drawn[2] - (frame.width + 8)) < 0.21 && abs(drawn[3] - (frame.height + 8)) < 0.21, "stop \(entry.index): \(drawn)")
      #expect(cursor["live"]?.stringValue?.hasPrefix("Checkout, after, stop \(entry.index) of \(version.entries.count): ") == true)
    }
    // Once per stop: seeking within the stop being spoken leaves the live region alone.
    try browser.evaluate("""
      window.liveChanges = 0;
      new MutationObserver(function () { window.liveChanges += 1; })
        .observe(document.getElementById('live'), { childList: true, characterData: true, subtree: true });
      """)
    try browser.evaluate(Self.seek("s1-after-audio", to: starts[2]))
    for offset in ["0.05", "0.10", "0.15"] { try browser.evaluate(Self.seek("s1-after-audio", to: "\(starts[2]) + \(offset)")) }
    try browser.evaluate(Self.seek("s1-after-audio", to: starts[3]))
    // Mutation records are delivered before the next task; this evaluation is one.
    #expect(try browser.evaluate("new Promise(function (r) { setTimeout(function () { r(window.liveChanges); }, 0); })").numberValue == 2)
  }

  @Test func clickingAMarkerPlaysFromItsStop() throws {
    let (page, _) = ReportPageTests.checkoutPage()
    let browser = try BrowserSession()
    try browser.open(try Self.write(page))
    try browser.evaluate(Self.audioReady)
    try browser.evaluate(Self.holdStill)
    for stop in [5, 12] {
      let box = try browser.evaluate("""
        (function () {
          var badge = document.querySelector('#s1-before-marker-\(stop) .badge');
          badge.scrollIntoView({ block: 'center' });
          var r = badge.getBoundingClientRect();
          return [r.left + r.width / 2, r.top + r.height / 2];
        })()
        """).arrayValue?.compactMap(\.numberValue) ?? []
      try browser.evaluate(Self.recordSeeks)
      try browser.click(x: box[0], y: box[1])
      let state = try browser.evaluate(Self.lastSeek("s1-before", stop: stop))
      #expect(state["seek"]?.numberValue == state["start"]?.numberValue, "stop \(stop): \(state)")
      #expect(state["current"]?.stringValue == "step" && state["cursor"]?.stringValue == String(stop))
    }
  }

  @Test func theKeyboardMovesBetweenStopsOnThePictureAndPlaysThem() throws {
    let (page, _) = ReportPageTests.checkoutPage()
    let browser = try BrowserSession()
    try browser.open(try Self.write(page))
    try browser.evaluate(Self.audioReady)
    try browser.evaluate(Self.holdStill)
    // One tab stop per picture.
    #expect(try browser.evaluate("""
      Array.prototype.map.call(document.querySelectorAll('svg.picture'), function (svg) {
        return svg.querySelectorAll('.marker[tabindex="0"]').length; })
      """) == [1, 1])
    // Tab from the stop list's last control before the picture lands on the picture's first stop.
    try browser.evaluate("document.querySelector('#s1-before .one-at-a-time input').focus()")
    try browser.press("Tab")
    #expect(try browser.evaluate("document.activeElement.id") == "s1-before-marker-1")
    try browser.press("ArrowRight")
    try browser.press("ArrowRight")
    #expect(try browser.evaluate("document.activeElement.id") == "s1-before-marker-3")
    try browser.press("ArrowLeft")
    try browser.evaluate(Self.recordSeeks)
    try browser.press("Enter")
    let state = try browser.evaluate(Self.lastSeek("s1-before", stop: 2))
    #expect(state["seek"]?.numberValue == state["start"]?.numberValue && state["cursor"]?.stringValue == "2", "\(state)")
    try browser.press("End")
    #expect(try browser.evaluate("document.activeElement.id") == "s1-before-marker-20")
    try browser.press(" ")
    #expect(try browser.evaluate("document.getElementById('s1-before-cursor').getAttribute('data-stop')") == "20")
    // The buttons beside the player step from stop to stop.
    try browser.evaluate("document.querySelector('#s1-before button.previous').click()")
    #expect(try browser.evaluate("document.getElementById('s1-before-cursor').getAttribute('data-stop')") == "19")
  }

  @Test func thePageIsItselfAccessibleInLightAndDarkMode() throws {
    let (page, _) = ReportPageTests.checkoutPage()
    let browser = try BrowserSession()
    try browser.open(try Self.write(page))
    try browser.evaluate(Self.audioReady)
    // Cover the states that add colours: a stop playing in each version, its marker current.
    try browser.evaluate(Self.seek("s1-before-audio", to: "document.querySelector('#s1-before-stop-3').getAttribute('data-start')"))
    try browser.evaluate(Self.seek("s1-after-audio", to: "document.querySelector('#s1-after-stop-8').getAttribute('data-start')"))
    let problems = try PageAccessibility.problems(in: browser)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    #expect(try browser.evaluate("document.documentElement.getAttribute('data-errors')") == .null)
  }

  /// Where a comparison's parts are on the page, in page coordinates: [left, top, right, bottom].
  static let comparisonGeometry = """
    (function () {
      function box(id) {
        var r = document.getElementById(id).getBoundingClientRect();
        return [r.left + window.scrollX, r.top + window.scrollY, r.right + window.scrollX, r.bottom + window.scrollY];
      }
      var out = {};
      ['s1-before', 's1-after'].forEach(function (v) {
        out[v] = { version: box(v), heading: box(v + '-h'), picture: box(v + '-picture'), stops: box(v + '-stops'), costs: box(v + '-costs') };
      });
      // Reading order: every heading of the first version comes before the second version's.
      var headings = Array.prototype.map.call(document.querySelectorAll('#s1 h3, #s1 h4'), function (h) { return h.closest('.version') ? h.closest('.version').id : ''; });
      out.order = headings.filter(function (v) { return v; });
      return out;
    })()
    """

  @Test func onAWideWindowTheTwoVersionsStandSideBySideTheirPartsInStep() throws {
    let (page, _) = ReportPageTests.checkoutPage()
    let browser = try BrowserSession(windowSize: (1280, 900))
    try browser.open(try Self.write(page))
    let g = try browser.evaluate(Self.comparisonGeometry)
    func box(_ version: String, _ part: String) -> [Double] { (g[version]?[part]?.arrayValue ?? []).compactMap(\.numberValue) }
    // Side by side: the after version starts right of the before version, on the same line.
    #expect(box("s1-after", "version")[0] >= box("s1-before", "version")[2])
    for part in ["heading", "picture", "stops", "costs"] {
      #expect(abs(box("s1-after", part)[1] - box("s1-before", part)[1]) < 1, "\(part): \(box("s1-before", part)) and \(box("s1-after", part))")
    }
    // The source keeps one version after the other: reading and Tab order are the before version first.
    let order = (g["order"]?.arrayValue ?? []).compactMap(\.stringValue)
    let firstAfter = try #require(order.firstIndex(of: "s1-after"))
    #expect(firstAfter > 0 && !order[firstAfter...].contains("s1-before"), "\(order)")
    try browser.evaluate("document.querySelector('#s1-before-picture .marker[tabindex=\"0\"]').focus()")
    try browser.press("Tab")
    #expect(try browser.evaluate("document.activeElement.closest('.version').id") == "s1-before", "Tab goes on within the first version")
    let problems = try PageAccessibility.problems(in: browser)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func onANarrowWindowTheVersionsStackOneAboveTheOther() throws {
    let (page, _) = ReportPageTests.checkoutPage()
    let browser = try BrowserSession(windowSize: (800, 900))
    try browser.open(try Self.write(page))
    let g = try browser.evaluate(Self.comparisonGeometry)
    func box(_ version: String, _ part: String) -> [Double] { (g[version]?[part]?.arrayValue ?? []).compactMap(\.numberValue) }
    #expect(box("s1-after", "version")[1] >= box("s1-before", "version")[3])
    #expect(abs(box("s1-after", "version")[0] - box("s1-before", "version")[0]) < 1)
    // Nothing is wider than the window: no sideways scrolling at 800 CSS pixels (WCAG 1.4.10 at 400 % of 1280 is narrower still).
    #expect(try browser.evaluate("document.documentElement.scrollWidth <= window.innerWidth") == true)
    let problems = try PageAccessibility.problems(in: browser)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func eachStopsWordsAreDrawnInsideItsBox() throws {
    let (page, _) = ReportPageTests.checkoutPage()
    let browser = try BrowserSession()
    try browser.open(try Self.write(page))
    // Every box of words is its stop's frame (it clips what it holds), and its first line starts inside it.
    let result = try browser.evaluate("""
      Array.prototype.map.call(document.querySelectorAll('#s1-after-picture .words > svg'), function (box, i) {
        var marker = document.querySelectorAll('#s1-after-picture .marker')[i];
        var frame = marker.getAttribute('data-frame').split(' ').map(Number);
        var own = ['x', 'y', 'width', 'height'].map(function (a) { return Number(box.getAttribute(a)); });
        var line = box.querySelector('text').getBBox();
        return { same: own.join(' ') === frame.join(' '), inside: line.x >= 0 && line.y >= 0 && line.y < own[3],
                 text: box.textContent };
      })
      """).arrayValue ?? []
    let version = ReportPageTests.version("checkout.json")
    #expect(result.count == version.entries.count)
    for (item, entry) in zip(result, version.entries) {
      #expect(item["same"]?.boolValue == true && item["inside"]?.boolValue == true, "stop \(entry.index): \(item)")
      // The lines are the speech's words (the hint left out), in order, up to the "…" where they are cut.
      func squeezed(_ s: String) -> String { s.filter { !$0.isWhitespace && $0 != "…" } }
      let words = item["text"]?.stringValue ?? ""
      let speech = squeezed(entry.utterance.segments.filter { $0.role != .hint }.map(\.text).joined(separator: ","))
      #expect(!words.isEmpty && speech.hasPrefix(squeezed(words)), "stop \(entry.index): \(words)")
    }
  }

  /// The game sample's script: a screen change, then announcements that cut each other off.
  static func gameSession() throws -> (ReviewPage, SessionRun) {
    let reader = ReportPageTests.reader, voice = ReportPageTests.voice
    let document = Fixture.document(String(decoding: Repository.read("samples/game.json"), as: UTF8.self), file: "game.json")
    let script = try GestureScript.parse(String(decoding: Repository.read("samples/game.script"), as: UTF8.self), file: "game.script")
    let run = try SessionRun(document: document, file: "samples/game.json", script: script, scriptName: "samples/game.script",
                             reader: reader, catalog: catalog, timing: EstimatedTiming(voice: voice))
    let audio = ReviewPage.Audio(.embedded(silentWAV(milliseconds: run.timeline.duration)), mediaType: "audio/wav")
    return (ReviewPage(title: "Game", sections: [.session(run, audio: audio, screenshots: [])], voice: "en-US", timingNote: "estimated"), run)
  }

  @Test func duringAScriptTheCursorFollowsFocusAndAnnouncementsShowAsSuch() throws {
    let (page, run) = try Self.gameSession()
    #expect(run.screens.map(\.title) == ["Settings", "Race"])
    let browser = try BrowserSession()
    try browser.open(try Self.write(page))
    try browser.evaluate(Self.audioReady)
    let starts = try browser.evaluate("""
      Array.prototype.map.call(document.querySelectorAll('#s1-run li.stop'), function (li) { return li.getAttribute('data-start'); })
      """).arrayValue?.map { $0.stringValue } ?? []
    #expect(starts.count == run.items.count)
    var sawAnnouncement = false, sawSecondScreen = false
    var cursorAt: (picture: String, stop: String?)?
    for (n, (item, start)) in zip(run.items, starts).enumerated() {
      guard let start else {
        #expect(item.event.wasDropped, "only what was never heard has no place in the audio")
        continue
      }
      let state = try browser.evaluate("""
        new Promise(function (resolve) {
          var a = document.getElementById('s1-run-audio');
          a.addEventListener('seeked', function () {
            var shown = Array.prototype.filter.call(document.querySelectorAll('#s1-run figure'), function (f) { return !f.hidden; });
            var cursor = document.querySelector('#s1-run g.cursor:not([display])');
            var banner = document.getElementById('s1-run-announcement');
            resolve({ pictures: shown.map(function (f) { return f.getAttribute('data-picture'); }),
                      cursor: cursor ? cursor.id : null, stop: cursor ? cursor.getAttribute('data-stop') : null,
                      banner: banner.hidden ? null : banner.textContent, live: document.getElementById('live').textContent });
          }, { once: true });
          a.currentTime = \(start);
        })
        """)
      let picture = "s1-run-p\(item.screen + 1)"
      #expect(state["pictures"] == [.string(picture)], "item \(n + 1): one picture on show, the one of its screen")
      switch item.kind {
      case .announcement:
        sawAnnouncement = true
        #expect(state["banner"]?.stringValue?.hasPrefix("Announcement, \(item.event.priority!.rawValue) priority: ") == true)
        #expect(state["live"]?.stringValue?.hasPrefix("Announcement") == true)
        // The cursor stays on the focused element.
        if let before = cursorAt { #expect(state["cursor"]?.stringValue == "\(before.picture)-cursor") }
      case .focus, .value:
        #expect(state["banner"] == .null)
        #expect(state["cursor"]?.stringValue == "\(picture)-cursor" && state["stop"]?.stringValue == String(n + 1), "item \(n + 1)")
        cursorAt = (picture, state["stop"]?.stringValue)
        if item.screen == 1 { sawSecondScreen = true }
      default:
        break
      }
    }
    #expect(sawAnnouncement && sawSecondScreen)
    let problems = try PageAccessibility.problems(in: browser)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func theAccessibilityCheckFindsWhatItLooksFor() throws {
    let bad = """
      <!doctype html><html lang="en"><head><title>Bad</title><style>.pale { color: #aaaaaa; }</style></head><body>
      <h1>One</h1><h3>Three</h3><h2>Same</h2><h2>Same</h2>
      <button></button><p class="pale">Pale grey on white</p><p>Пассажиры</p><p lang="not a tag">x</p>
      <table><caption>T</caption><tr><td>1</td></tr></table><table><caption>T</caption><tr><td>2</td></tr></table>
      <svg width="40" height="40"><rect style="fill: #0b57d0" width="30" height="30"></rect><text style="fill: #1c4fa0" x="8" y="20">7</text></svg>
      </body></html>
      """
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-bad-\(UUID().uuidString).html")
    try bad.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let browser = try BrowserSession()
    try browser.open(file)
    let problems = try PageAccessibility.problems(in: browser).joined(separator: "\n")
    for expected in ["a button has no name", "no main landmark", "no banner landmark", "heading \"Three\" (level 3) follows \"One\" (level 1)",
                     "2 headings say \"Same\"", "2 table captions say \"T\"", "\"Пассажиры\" is in another script",
                     "lang=\"not a tag\" is not a language tag", "light mode: \"Pale grey on white\" has contrast 2.32:1, needs 4.5:1",
                     "light mode: \"7\" has contrast"] {
      #expect(problems.contains(expected), "missing: \(expected)\nin:\n\(problems)")
    }
  }

  @Test func aRussianScreensWordsCarryItsLanguage() throws {
    let document = Fixture.document("""
      {"earshot": 1, "title": "Пассажиры", "language": "ru-RU", "size": [390, 844], "root": {"children": [
        {"type": "label", "text": "Пассажиры", "traits": ["header"], "frame": [16, 60, 358, 34]},
        {"type": "button", "label": "Готово", "frame": [16, 120, 358, 44]},
        {"type": "button", "label": "Help", "language": "en-GB", "frame": [16, 180, 358, 44]}
      ]}}
      """)
    let reader = Fixture.reader("ru-RU"), voice = Fixture.voice("ru-RU")
    let v = ScreenVersion(screen: document.screens[0], file: "passengers.json", reader: reader, catalog: catalog, timing: EstimatedTiming(voice: voice))
    let page = ReviewPage(title: "Review", sections: [.screen(.init(v, audio: ReportPageTests.silence(v)))], voice: "ru-RU", timingNote: "estimated")
    let html = page.html()
    #expect(html.contains("<span lang=\"ru-RU\">Готово, кнопка</span>"))
    #expect(html.contains("<span class=\"speech\" id=\"s1-v-stop-3-says\">Help, <span lang=\"ru-RU\">кнопка</span></span>"))
    let browser = try BrowserSession()
    try browser.open(try Self.write(page))
    let problems = try PageAccessibility.problems(in: browser)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func withoutAudioThePageDoesNotSpeakOfPlaying() throws {
    let before = ReportPageTests.version("checkout-legacy.json"), after = ReportPageTests.version("checkout.json")
    let page = ReviewPage(title: "Accessibility review: Checkout",
                          sections: [.comparison(ScreenDiff(before: before, after: after), before: .init(before, audio: nil), after: .init(after, audio: nil))],
                          voice: "en-US", timingNote: "estimated from the speaking rate", audioNote: "Audio was left out (--no-audio).")
    let browser = try BrowserSession()
    try browser.open(try Self.write(page))
    // Selecting a stop on the picture shows it in the list.
    try browser.evaluate("document.getElementById('s1-after-marker-4').dispatchEvent(new MouseEvent('click', { bubbles: true }))")
    #expect(try browser.evaluate("document.activeElement.id") == "s1-after-stop-4")
    #expect(try browser.evaluate("document.getElementById('s1-after-cursor').getAttribute('data-stop')") == "4")
    let words = try browser.evaluate("document.body.innerText + ' ' + Array.prototype.map.call(document.querySelectorAll('[aria-label], title'), function (e) { return e.getAttribute('aria-label') || e.textContent; }).join(' ')")
    let text = words.stringValue ?? ""
    #expect(text.range(of: #"\bplay"#, options: [.regularExpression, .caseInsensitive]) == nil, "\(text)")
    let problems = try PageAccessibility.problems(in: browser)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }
}
