import EarshotEngine
import EarshotModel
import EarshotReview
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// `earshot diff`: stops matched across versions, phrase-by-phrase changes, listening time and
/// navigation costs, findings fixed and introduced.
@Suite struct DiffTests {
  func sample(_ name: String) -> Document {
    Fixture.document(String(decoding: Repository.read("samples/\(name)"), as: UTF8.self), file: name)
  }

  func diff(_ before: Document, _ after: Document) -> ScreenDiff {
    let reader = Fixture.reader(), voice = Fixture.voice()
    return DocumentDiff(before: before, beforeFile: "before.json", after: after, afterFile: "after.json",
                        reader: reader, catalog: catalog, timing: EstimatedTiming(voice: voice)).screens[0]
  }

  @Test func fixedCheckoutHasFewerStopsAndReachesItsEndSooner() {
    let d = diff(sample("checkout-legacy.json"), sample("checkout.json"))
    #expect(d.after.entries.count < d.before.entries.count)
    // With its headings, the fixed screen gets a listener to Pay sooner, although it says more on
    // the way (prices in words, the chart's slices, the switch's state).
    #expect(d.after.costs.quickestToEndSeconds < d.before.costs.quickestToEndSeconds)
    let pay = d.reach.first { $0.after.id == "pay" }!
    #expect(pay.after.bestSeconds < pay.before.bestSeconds && pay.after.bestStops < pay.before.bestStops)
    #expect(d.before.audit.findings.count == d.fixed.count && d.introduced.isEmpty)
  }

  @Test func changesArePhraseByPhrase() {
    let d = diff(sample("checkout-legacy.json"), sample("checkout.json"))
    var phrases: [String: [PhraseChange]] = [:]
    for case .changed(_, let j, let p) in d.changes { phrases[d.after.entries[j].stop.key] = p }
    #expect(phrases["add-jasmine"] == [PhraseChange(role: .label, before: "Add", after: "Add jasmine tea to cart")])
    #expect(phrases["jasmine"] == [PhraseChange(role: .value, before: nil, after: "$2.50, in stock")])
    #expect(phrases["notifications"]?.map(\.role) == [.type, .state, .hint])
    // The loose labels of each row are gone; the chart's slices are new.
    let removed = d.removed.map { d.before.entries[$0].utterance.speech }
    #expect(removed.contains("$2.50") && removed.contains("$17.70"))
    #expect(d.added.map { d.after.entries[$0].stop.element.id } == ["groceries", "transport", "other"])
  }

  @Test func aSwitchTurnedOffIsAChangeOfState() {
    let on = Fixture.screen(#"{"id": "wifi", "type": "switch", "label": "Wi-Fi", "on": true, "frame": [0, 0, 300, 44]}"#)
    let off = Fixture.screen(#"{"id": "wifi", "type": "switch", "label": "Wi-Fi", "on": false, "frame": [0, 0, 300, 44]}"#)
    guard case .changed(_, _, let phrases)? = diff(on, off).changes.first else {
      Issue.record("the switch is not reported as changed")
      return
    }
    #expect(phrases == [PhraseChange(role: .state, before: "on", after: "off")])
  }

  @Test func introducedFindingsAreReported() {
    let before = Fixture.screen(#"{"id": "t", "type": "label", "text": "Cart", "traits": ["header"], "frame": [0, 0, 200, 30]}, {"id": "pay", "type": "button", "text": "Pay", "frame": [0, 40, 100, 44]}"#)
    let after = Fixture.screen(#"{"id": "t", "type": "label", "text": "Cart", "traits": ["header"], "frame": [0, 0, 200, 30]}, {"id": "pay", "type": "button", "label": "Pay button", "frame": [0, 40, 100, 44]}"#)
    let d = diff(before, after)
    #expect(d.introduced.map(\.rule) == ["label-contains-type"] && d.fixed.isEmpty)
  }

  @Test func headingsRotorCost() {
    // Title, eleven topics, a heading, then the target: with the rotor it is title, "Headings",
    // the second heading, the target.
    let reader = Fixture.reader(), voice = Fixture.voice()
    let topics = sample("topics.json")
    let costs = ListeningCosts(screen: topics.screens[0], reader: reader, timing: EstimatedTiming(voice: voice))
    let artists = costs.costs.first { $0.speech == "Artists, heading" }!
    #expect(artists.swipeStops == 14)
    #expect(artists.rotorStops == 3 && artists.rotorSeconds! < artists.swipeSeconds)
    #expect(costs.costs[0].rotorStops == nil)
  }

  // Done when: the fixed checkout costs a switch user fewer presses to reach Pay, and diff shows it.
  @Test func reachWithEachTechnology() {
    let d = diff(sample("checkout-legacy.json"), sample("checkout.json"))
    let pay = d.reachChanges.first { $0.after?.key == "pay" }!
    #expect(pay.beforeCost(.switchControl)?.steps == 5 && pay.afterCost(.switchControl)?.steps == 4)
    // The Notifications row was a gesture on a plain view; fixed, every technology reaches it.
    let row = d.reachChanges.first { $0.after?.key == "notifications" }!
    #expect(row.before?.kind == .touchOnly)
    #expect(ReachTechnology.allCases.allSatisfy { row.beforeCost($0)?.reachable == false && row.afterCost($0)?.reachable == true })
    let reader = Fixture.reader(), voice = Fixture.voice()
    let text = DocumentDiff(before: sample("checkout-legacy.json"), beforeFile: "before.json", after: sample("checkout.json"),
                            afterFile: "after.json", reader: reader, catalog: catalog, timing: EstimatedTiming(voice: voice)).text()
    #expect(text.contains("\"Pay, button\". VoiceOver: 19 gestures"))
    #expect(text.contains("Switch Control: 5 steps (2 presses), 4.2 s by item scanning before; 4 steps (2 presses), 3.2 s by item scanning after"))
    // WWDC19 250: each row's Delete button became the row's Delete action.
    let inbox = diff(sample("inbox-buttons.json"), sample("inbox-actions.json"))
    let delete = inbox.reachChanges.first { $0.after?.identity == "msg-june#Delete" }!
    #expect(delete.before?.key == "delete-june")
    #expect(delete.beforeCost(.switchControl)?.steps == 14 && delete.afterCost(.switchControl)?.steps == 13)
  }

  @Test func textGolden() {
    let reader = Fixture.reader(), voice = Fixture.voice()
    let d = DocumentDiff(before: sample("checkout-legacy.json"), beforeFile: "samples/checkout-legacy.json",
                         after: sample("checkout.json"), afterFile: "samples/checkout.json",
                         reader: reader, catalog: catalog, timing: EstimatedTiming(voice: voice))
    #expect(Golden.check(d.text(), named: "checkout.diff.txt") == nil)
  }

  @Test func jsonWrittenAsItGoesIsTheSameText() {
    // `diff --format json` writes an item at a time, member by member; the text is the golden's,
    // and `json()` reads it back.
    let reader = Fixture.reader(), voice = Fixture.voice()
    for (before, after, golden) in [("checkout-legacy.json", "checkout.json", "checkout.diff.json"), ("topics-no-headers.json", "topics.json", "topics.diff.json")] {
      let d = DocumentDiff(before: sample(before), beforeFile: before, after: sample(after), afterFile: after,
                           reader: reader, catalog: catalog, timing: EstimatedTiming(voice: voice))
      let text = JSONWriter.text { d.writeJSON(to: &$0) }
      #expect(Golden.check(text, named: golden) == nil)
      #expect(JSONWriter.string(d.json()) == text, "\(before) and \(after)")
    }
  }

}
