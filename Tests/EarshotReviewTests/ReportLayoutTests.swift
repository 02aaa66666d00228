import EarshotEngine
import EarshotModel
import EarshotReview
import EarshotTestSupport
import Foundation
import Testing

/// The review page's layout at the window widths a review meeting shares (1,280 to 1,920 CSS
/// pixels), measured in headless Chromium: pictures wide enough to see, words readable (or a
/// zoom that makes them so), nothing running out of its card, numbers that never cover one
/// another. Measured from the laid-out page, never judged by eye.
@Suite(.enabled(if: HeadlessBrowser.isAvailable, "needs Chromium (scripts/install-deps installs it)"), .serialized)
struct ReportLayoutTests {
  /// A screen whose text and identifiers have no place to break, and whose stops' corners are
  /// close: a row's label and price one line apart, a column of small buttons.
  static let crowded = """
    {"earshot": 1, "title": "Crowded", "size": [390, 844], "root": {"children": [
      {"id": "a-very-long-identifier-with-no-spaces-at-all-that-a-team-generated-from-its-view-hierarchy-path",
       "type": "label", "text": "https://example.com/orders/2026/12/06/receipt-0123456789abcdefghijklmnopqrstuvwxyz-download-as-pdf", "frame": [16, 60, 358, 20]},
      {"type": "label", "text": "Jasmine tea", "frame": [16, 100, 200, 18]},
      {"type": "label", "text": "$2.50", "frame": [16, 118, 60, 18]},
      {"type": "label", "text": "In stock", "frame": [20, 122, 60, 18]},
      {"type": "button", "text": "A", "frame": [300, 100, 20, 20]},
      {"type": "button", "text": "B", "frame": [300, 110, 20, 20]},
      {"type": "button", "text": "C", "frame": [305, 115, 20, 20]}
    ]}}
    """

  static func pages() throws -> [(name: String, file: URL)] {
    let (compare, _) = ReportPageTests.checkoutPage()
    let document = Fixture.document(crowded, file: "crowded.json")
    let crowded = ScreenVersion(screen: document.screens[0], file: "crowded.json", reader: ReportPageTests.reader, catalog: catalog,
                                timing: EstimatedTiming(voice: ReportPageTests.voice))
    let single = ReviewPage(title: "Accessibility review: Crowded", sections: [.screen(.init(crowded, audio: ReportPageTests.silence(crowded)))],
                            voice: "en-US", timingNote: "estimated from the speaking rate")
    return [("the checkout before and after", try ReportBrowserTests.write(compare)), ("a crowded screen", try ReportBrowserTests.write(single))]
  }

  /// What the layout comes to: each picture's drawn width, what runs out of its card, which
  /// numbers overlap, and the smallest words' size in CSS pixels (after "Larger picture" when
  /// `zoomed`).
  static func measure(zoomed: Bool) -> String {
    """
    (function () {
      if (\(zoomed)) { document.querySelectorAll('button.zoom').forEach(function (b) { b.click(); }); }
      var out = { widths: [], overflow: [], overlaps: [], smallest: 1e9, zooms: document.querySelectorAll('button.zoom').length };
      document.querySelectorAll('svg.picture').forEach(function (svg) {
        out.widths.push(svg.querySelector('rect.device').getBoundingClientRect().width);
        var badges = Array.prototype.map.call(svg.querySelectorAll('.marker'), function (m) {
          return { n: m.getAttribute('data-stop'), r: m.querySelector('.badge').getBoundingClientRect() };
        });
        for (var i = 0; i < badges.length; i++) { for (var j = i + 1; j < badges.length; j++) {
          var a = badges[i].r, b = badges[j].r;
          if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) {
            out.overlaps.push(svg.id + ' ' + badges[i].n + ' and ' + badges[j].n);
          }
        } }
        svg.querySelectorAll('.words text').forEach(function (t) {
          out.smallest = Math.min(out.smallest, parseFloat(t.getAttribute('font-size')) * t.getScreenCTM().a);
        });
      });
      document.querySelectorAll('.version, .stop, button.play, p.line, .finding').forEach(function (card) {
        var c = card.getBoundingClientRect();
        card.querySelectorAll('*').forEach(function (e) {
          if (e.closest('.figure') || e.closest('svg')) { return; }
          var r = e.getBoundingClientRect();
          if (r.width > 0 && (r.right > c.right + 0.5 || r.left < c.left - 0.5)) {
            out.overflow.push(e.tagName.toLowerCase() + ' in ' + card.className + ': ' + (e.textContent || '').slice(0, 50));
          }
        });
      });
      return out;
    })()
    """
  }

  @Test("at 1,280 to 1,920 px: pictures at least 360 px wide, words 11 px with the zoom, nothing out of its card, numbers apart",
        arguments: [1280, 1600, 1920])
  func layout(width: Int) throws {
    for (name, file) in try Self.pages() {
      let browser = try BrowserSession(windowSize: (width, 900))
      defer { browser.close() }
      try browser.open(file)
      let plain = try browser.evaluate(Self.measure(zoomed: false))
      let widths = (plain["widths"]?.arrayValue ?? []).compactMap(\.numberValue)
      #expect(!widths.isEmpty && widths.allSatisfy { $0 >= 360 }, "\(name) at \(width) px: pictures \(widths) px wide")
      #expect(plain["overflow"]?.arrayValue?.isEmpty == true, "\(name) at \(width) px: \(plain["overflow"] ?? .null)")
      #expect(plain["overlaps"]?.arrayValue?.isEmpty == true, "\(name) at \(width) px: numbers overlap: \(plain["overlaps"] ?? .null)")
      let zoomed = try browser.evaluate(Self.measure(zoomed: true))
      #expect((zoomed["zooms"]?.numberValue ?? 0) == Double(widths.count), "\(name): one zoom per picture")
      #expect((zoomed["smallest"]?.numberValue ?? 0) >= 10.99, "\(name) at \(width) px, zoomed: smallest words \(zoomed["smallest"] ?? .null) px")
      #expect(zoomed["overlaps"]?.arrayValue?.isEmpty == true)
    }
  }
}
