import EarshotEngine
import EarshotModel
import EarshotReview
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// What got better and what got worse (issue 22 item 11): every measure that got worse in any table
/// of the review page or of `diff` is said under "What got worse".
@Suite struct JudgementTests {
  static let reader = Fixture.reader(), voice = Fixture.voice()

  static func diff(_ before: Document, _ after: Document) -> ScreenDiff {
    DocumentDiff(before: before, beforeFile: "before.json", after: after, afterFile: "after.json",
                 reader: reader, catalog: catalog, timing: EstimatedTiming(voice: Fixture.voice())).screens[0]
  }

  static func sample(_ name: String) -> Document {
    Fixture.document(String(decoding: Repository.read("samples/\(name)"), as: UTF8.self), file: name)
  }

  // A pair that regresses on each measure: more stops, longer to hear and to reach the end, one
  // more error and more warnings, and Pay dearer with every technology.
  @Test func aPairWorseOnEveryMeasure() {
    let before = Fixture.screen(#"""
      {"id": "title", "type": "label", "text": "Cart", "traits": ["header"], "frame": [16, 0, 200, 30]},
      {"id": "pay", "type": "button", "text": "Pay", "frame": [16, 40, 100, 44]}
      """#)
    let after = Fixture.screen(#"""
      {"id": "title", "type": "label", "text": "Cart", "traits": ["header"], "frame": [16, 0, 200, 30]},
      {"id": "note", "type": "label", "text": "Prices include sales tax where it applies", "frame": [16, 40, 300, 20]},
      {"id": "gift", "type": "button", "label": "Gift wrap button", "frame": [16, 70, 120, 44]},
      {"id": "icon", "type": "button", "image": "star", "frame": [150, 70, 44, 44]},
      {"id": "later", "type": "button", "text": "Pay", "label": "Pay", "frame": [200, 70, 100, 44]},
      {"id": "pay", "type": "button", "text": "Pay", "frame": [16, 130, 100, 44]}
      """#)
    let d = Self.diff(before, after)
    let worse = d.judgement.worse
    func says(_ prefix: String) -> Bool { worse.contains { $0.hasPrefix(prefix) } }
    #expect(says("3 errors more (0 before, 3 after)."), "\(worse)")
    #expect(says("1 warning more (0 before, 1 after)."), "\(worse)")
    #expect(says("4 findings introduced: "))
    #expect(says("4 stops more to swipe through."))
    #expect(says("The whole screen takes ") && says("The last stop takes "))
    #expect(says("VoiceOver, from the top of the screen: "))
    for t in ReachTechnology.allCases {
      let line = worse.first { $0.hasPrefix("\(t.title): ") } ?? ""
      #expect(line.contains("\u{201C}Pay, button\u{201D}"), "\(t): \(worse)")
    }
    #expect(d.judgement.better.isEmpty, "\(d.judgement.better)")
    // The same sentences in diff's text and JSON.
    let document = DocumentDiff(before: before, beforeFile: "before.json", after: after, afterFile: "after.json",
                                reader: Self.reader, catalog: catalog, timing: EstimatedTiming(voice: Self.voice))
    let text = document.text()
    #expect(text.contains("  What got better: nothing.\n") && worse.allSatisfy { text.contains("    \($0)\n") })
    let json = document.json()["screens"]?.arrayValue?.first
    #expect(json?["worse"]?.arrayValue?.compactMap(\.stringValue) == worse)
  }

  // The issue's case: the fixed checkout takes longer to hear and each Add button costs a switch
  // user 3 presses instead of 2, yet the page said "Nothing got worse".
  @Test func theFixedCheckoutSaysWhatGotWorse() {
    let d = Self.diff(Self.sample("checkout-legacy.json"), Self.sample("checkout.json"))
    let worse = d.judgement.worse
    #expect(worse.contains { $0.hasPrefix("The whole screen takes 11.9 s longer to hear (26.0 s before, 37.9 s after)") }, "\(worse)")
    let switchControl = worse.first { $0.hasPrefix("Switch Control: ") } ?? ""
    #expect(switchControl.contains("\u{201C}Add jasmine tea to cart, button\u{201D} 3 steps instead of 2, 3 presses instead of 2"), "\(switchControl)")
    // What got better stays: the findings fixed, Pay sooner.
    #expect(d.judgement.better.contains { $0.hasPrefix("13 findings fixed") })
    let version = { (name: String) in ScreenVersion(screen: Self.sample(name).screens[0], file: name, reader: Self.reader, catalog: catalog, timing: EstimatedTiming(voice: Self.voice)) }
    let page = ReviewPage(title: "Checkout", sections: [.comparison(d, before: .init(version("checkout-legacy.json"), audio: nil),
                                                                     after: .init(version("checkout.json"), audio: nil))],
                          voice: "en-US", timingNote: "estimated").html()
    #expect(!page.contains("Nothing got worse"))
    #expect(page.contains("<li>The whole screen takes 11.9 s longer to hear (26.0 s before, 37.9 s after).</li>"))
  }

  // Rounded to the tenth the tables show, a change too small to see is not reported; the same
  // screen compared with itself has nothing better or worse.
  @Test func nothingChangedSaysNothing() {
    let d = Self.diff(Self.sample("checkout.json"), Self.sample("checkout.json"))
    #expect(d.judgement.better.isEmpty && d.judgement.worse.isEmpty)
  }
}
