import EarshotEngine
import EarshotImporters
import EarshotModel
import EarshotReview
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Foundation
import Testing

/// `earshot reach`: Switch Control, Full Keyboard Access and Voice Control from the same tree
/// (docs/REACH.md gives each rule's public source).
@Suite struct ReachTests {
  static let reader = Fixture.reader(), voice = Fixture.voice()

  static func report(_ document: Document, _ technologies: [ReachTechnology] = ReachTechnology.allCases,
                     settings: SwitchControlSettings = .default) -> ReachReport {
    ReachReport(screen: ReachScreen(screen: document.screens[0], reader: reader), technologies: technologies,
                timing: EstimatedTiming(voice: voice), switchSettings: settings)
  }

  static func sample(_ name: String) -> Document {
    Fixture.document(String(decoding: Repository.read("samples/\(name)"), as: UTF8.self), file: name)
  }

  static func cost(_ report: ReachReport, _ identity: String, _ technology: ReachTechnology) -> ReachCost {
    guard let cost = report.cost(of: identity, with: technology) else {
      Issue.record("no target \(identity)")
      return .unreachable("missing")
    }
    return cost
  }

  // Apple's iPhone User Guide names Auto Scanning Time, Pause on First Item, Loops and Group Items;
  // the values no page states live in ReachUnverified.
  @Test func switchControlDefaults() {
    let d = SwitchControlSettings.default
    #expect(d.autoScanningTime == ReachUnverified.autoScanningTime && d.pauseOnFirstItem == nil && d.groupItems && d.loops == ReachUnverified.loops)
    #expect(d.problem == nil)
    #expect(d.secondsUntilHighlight(0) == 0 && d.secondsUntilHighlight(3) == 3 * d.autoScanningTime)
    let paused = SwitchControlSettings(autoScanningTime: 1.5, pauseOnFirstItem: 1)
    #expect(paused.secondsUntilHighlight(0) == 0 && paused.secondsUntilHighlight(2) == 4)
    #expect(SwitchControlSettings(autoScanningTime: 0).problem?.contains("auto scanning time") == true)
    #expect(SwitchControlSettings(autoScanningTime: .nan).problem != nil)
    #expect(SwitchControlSettings(pauseOnFirstItem: 600).problem?.contains("pause") == true)
    #expect(SwitchControlSettings(loops: 0).problem?.contains("loops") == true)
  }

  // WWDC20 10019: static text is not in the scan; `respondsToUserInteraction` (inferred from traits,
  // actions and gestures, as Apple documents for SwiftUI) decides.
  @Test func switchControlScansWhatResponds() {
    let doc = Fixture.screen(#"""
      {"type": "label", "text": "Total", "frame": [16, 0, 100, 20]},
      {"id": "card", "isAccessibilityElement": true, "label": "Order 42", "frame": [16, 40, 300, 60], "onActivate": [{"announce": "Opened"}]},
      {"id": "row", "isAccessibilityElement": true, "label": "Anna", "frame": [16, 110, 300, 60], "customActions": [{"name": "Delete"}]},
      {"id": "pay", "type": "button", "text": "Pay", "frame": [16, 180, 100, 44]}
      """#)
    let r = Self.report(doc, [.switchControl])
    #expect(r.targets.map(\.identity) == ["card", "row", "row#Delete", "pay"])
    // card is the 1st item: a press, then Tap (the scanner menu's first item).
    #expect(Self.cost(r, "card", .switchControl).steps == 2)
    // pay is the 3rd item: two moves, a press, Tap; two seconds of waiting with auto scanning.
    let pay = Self.cost(r, "pay", .switchControl)
    // Two highlights' waits and a reaction to each of the two highlights pressed (ReachUnverified.reactionTime).
    #expect(pay.steps == 4 && pay.presses == 2 && abs(pay.seconds! - 2 - 2 * ReachUnverified.reactionTime) < 0.001)
    // The custom action is one move past Tap on the menu's first page (WWDC20 10019).
    #expect(Self.cost(r, "row#Delete", .switchControl).steps == 1 + 1 + 1 + 1)
  }

  // WWDC20 10019: true brings a tappable static element into the scan; WWDC21 10120: false takes an
  // information-only element out of the keyboard focus.
  @Test func declaredRespondsToUserInteraction() {
    let doc = Fixture.screen(#"""
      {"id": "total", "type": "label", "text": "Total", "respondsToUserInteraction": true, "frame": [16, 0, 100, 20]},
      {"id": "note", "type": "label", "text": "Prices include tax", "respondsToUserInteraction": false, "frame": [16, 30, 200, 20]},
      {"id": "pay", "type": "button", "text": "Pay", "respondsToUserInteraction": false, "frame": [16, 60, 100, 44]}
      """#)
    let r = Self.report(doc)
    #expect(r.targets.map(\.identity) == ["total", "pay"])
    #expect(Self.cost(r, "total", .switchControl).steps == 1)
    for t in [ReachTechnology.switchControl, .keyboard, .voiceControl] {
      let pay = Self.cost(r, "pay", t)
      #expect(!pay.reachable && pay.how.contains("respondsToUserInteraction false"), "\(t)")
    }
    // The keyboard skips the note: Total is the first Tab.
    #expect(Self.cost(r, "total", .keyboard).steps == 1)
    #expect(Self.cost(r, "pay", .screenReader).reachable)
  }

  // WWDC20 10019 / UIAccessibilityNavigationStyle.combined: a container scans as one stop; a group
  // with one scanned member is that member; "separate" dissolves a container.
  @Test func scanGroups() {
    let rows = (0..<3).map { #"{"type": "button", "text": "Add \#($0)", "frame": [300, \#(40 + $0 * 50), 74, 44]}"# }.joined(separator: ",")
    func doc(_ style: String) -> Document {
      Fixture.screen(#"""
        {"id": "list", "navigationStyle": "\#(style)", "frame": [0, 40, 390, 150], "children": [\#(rows)]},
        {"id": "pay", "type": "button", "text": "Pay", "frame": [16, 700, 100, 44]}
        """#)
    }
    let combined = Self.report(doc("combined"), [.switchControl])
    #expect(Self.cost(combined, "pay", .switchControl).steps == 3)
    #expect(Self.cost(combined, "root.children[0].children[2]", .switchControl).steps == 1 + 3 + 1)
    #expect(Self.cost(combined, "root.children[0].children[2]", .switchControl).presses == 3)
    let automatic = Self.report(doc("automatic"), [.switchControl])
    #expect(Self.cost(automatic, "pay", .switchControl).steps == 5)
    let list = Fixture.screen(#"""
      {"id": "list", "containerType": "list", "frame": [0, 40, 390, 150], "children": [\#(rows)]},
      {"id": "pay", "type": "button", "text": "Pay", "frame": [16, 700, 100, 44]}
      """#)
    #expect(Self.cost(Self.report(list, [.switchControl]), "pay", .switchControl).steps == 3)
    #expect(Self.cost(Self.report(list, [.switchControl], settings: SwitchControlSettings(groupItems: false)), "pay", .switchControl).steps == 5)
    // An explicit order is a group of the visiting order's tree; "separate" dissolves it.
    func ordered(_ style: String) -> Document {
      Fixture.screen(#"""
        {"id": "row", "accessibilityElements": ["reply", "delete"], "navigationStyle": "\#(style)", "frame": [0, 0, 390, 44], "children": [
          {"id": "delete", "type": "button", "text": "Delete", "frame": [300, 0, 80, 44]},
          {"id": "reply", "type": "button", "text": "Reply", "frame": [200, 0, 80, 44]}]},
        {"id": "pay", "type": "button", "text": "Pay", "frame": [16, 700, 100, 44]}
        """#)
    }
    #expect(Self.cost(Self.report(ordered("automatic"), [.switchControl]), "delete", .switchControl).steps == 1 + 2 + 1)
    #expect(Self.cost(Self.report(ordered("automatic"), [.switchControl]), "pay", .switchControl).steps == 3)
    #expect(Self.cost(Self.report(ordered("separate"), [.switchControl]), "pay", .switchControl).steps == 4)
    let single = Fixture.screen(#"""
      {"id": "box", "navigationStyle": "combined", "frame": [0, 0, 390, 60], "children": [{"type": "label", "text": "Total", "frame": [0, 0, 100, 20]}, {"id": "pay", "type": "button", "text": "Pay", "frame": [200, 0, 100, 44]}]}
      """#)
    #expect(Self.cost(Self.report(single, [.switchControl]), "pay", .switchControl).presses == 2)
  }

  // WWDC21 10120: static text is not a stop (information-only elements are marked as not responding
  // so the focus skips them; unmarked, whether an element responds is inferred from its traits,
  // actions and gestures), Space activates, Tab-Z lists actions, Tab-F finds by name.
  @Test func fullKeyboardAccess() {
    let doc = Fixture.screen(#"""
      {"type": "label", "text": "Checkout", "traits": ["header"], "frame": [16, 0, 200, 30]},
      {"type": "label", "text": "Prices include tax", "frame": [16, 32, 200, 20]},
      {"id": "row", "isAccessibilityElement": true, "label": "Anna", "frame": [16, 60, 300, 60], "customActions": [{"name": "Reply"}, {"name": "Delete"}]},
      {"id": "pay", "type": "button", "text": "Pay", "frame": [16, 130, 100, 44]}
      """#)
    let r = Self.report(doc, [.keyboard])
    // The header and the static text are not stops: Pay is the second Tab.
    #expect(Self.cost(r, "pay", .keyboard).steps == 2 + 1)
    #expect(Self.cost(r, "pay", .keyboard).how == "Tab twice, Space")
    #expect(Self.cost(r, "row#Delete", .keyboard).steps == 1 + 1 + 1 + 1)
    #expect(r.costs[.keyboard]!.allSatisfy { $0.seconds == nil })
    // A static text that responds to interaction (respondsToUserInteraction true) is a stop.
    let tappable = Fixture.screen(#"""
      {"id": "total", "type": "label", "text": "Total", "respondsToUserInteraction": true, "frame": [16, 0, 200, 30]},
      {"id": "pay", "type": "button", "text": "Pay", "frame": [16, 40, 100, 44]}
      """#)
    #expect(Self.cost(Self.report(tappable, [.keyboard]), "pay", .keyboard).steps == 2 + 1)
    // Far down a long screen of controls, Tab-F and the name is fewer keys than Tab after Tab.
    let many = (0..<20).map { #"{"type": "button", "text": "Option \#($0)", "frame": [16, \#($0 * 30), 200, 20]}"# }.joined(separator: ",")
    let long = Self.report(Fixture.screen(many + #", {"id": "pay", "type": "button", "text": "Pay", "frame": [16, 700, 100, 44]}"#), [.keyboard])
    let pay = Self.cost(long, "pay", .keyboard)
    #expect(pay.steps == 1 + 3 + 1 + 1 && pay.how.contains("Tab-F") && pay.route == "with Tab-F")
  }

  // WWDC21 10260: Tab moves between focus groups ("significant areas"), the arrow keys inside one.
  // A list of 8 rows followed by Done: Done is the second Tab, not the ninth; the last row is one
  // Tab and 7 Downs.
  @Test func keyboardFocusGroups() {
    let rows = (0..<8).map { #"{"id": "r\#($0)", "type": "button", "text": "Message \#($0) from Anna", "frame": [0, \#(40 + $0 * 44), 390, 44]}"# }.joined(separator: ",")
    let doc = Fixture.screen(#"""
      {"id": "list", "containerType": "list", "label": "Messages", "frame": [0, 40, 390, 352], "children": [\#(rows)]},
      {"id": "done", "type": "button", "text": "Done", "frame": [16, 420, 100, 44]}
      """#)
    let r = Self.report(doc, [.keyboard])
    let done = Self.cost(r, "done", .keyboard)
    #expect(done.steps == 2 + 1 && done.how == "Tab twice, Space" && done.route == "with Tab")
    let last = Self.cost(r, "r7", .keyboard)
    #expect(last.steps == 1 + 7 + 1 && last.how.hasPrefix("Tab once to the group \u{201C}Messages\u{201D}, then 7 arrow keys inside it"))
    #expect(last.route == "with Tab and arrows")
    // Without the list container, every row is a Tab stop of its own.
    let flat = Fixture.screen(rows + #", {"id": "done", "type": "button", "text": "Done", "frame": [16, 420, 100, 44]}"#)
    #expect(Self.cost(Self.report(flat, [.keyboard]), "done", .keyboard).how == "Tab-F, type \u{201C}Done\u{201D}, Return, Space")
    // In a grid, Down moves a row and Right along it: the 6th of a 3-column grid is 1 Down, 2 Rights.
    let cells = (0..<6).map { #"{"id": "c\#($0)", "type": "button", "text": "Photo \#($0)", "frame": [\#(($0 % 3) * 130), \#(100 + ($0 / 3) * 130), 120, 120]}"# }.joined(separator: ",")
    let grid = Fixture.screen(#"{"id": "photos", "containerType": "dataTable", "label": "Photos", "frame": [0, 100, 390, 260], "children": [\#(cells)]}"#)
    #expect(Self.cost(Self.report(grid, [.keyboard]), "c5", .keyboard).steps == 1 + 3 + 1)
  }

  // Voice Control: "Show names" shows input labels first, else the label; "Tap NAME" needs the
  // visible text in the name (WCAG 2.5.3); duplicates need a number; no name needs "Show numbers".
  @Test func voiceControlNames() {
    let doc = Fixture.screen(#"""
      {"id": "add", "type": "button", "text": "Add to cart", "label": "Add jasmine tea to cart", "frame": [300, 0, 74, 44]},
      {"id": "add2", "type": "button", "text": "Add", "label": "Add oolong tea to cart", "inputLabels": ["Add to cart"], "frame": [300, 50, 74, 44]},
      {"id": "add3", "type": "button", "text": "Add", "label": "Add whisk to cart", "inputLabels": ["Add to cart"], "frame": [300, 100, 74, 44]},
      {"id": "pay", "type": "button", "text": "Pay", "frame": [16, 150, 100, 44]},
      {"id": "gear", "type": "button", "label": "Settings", "image": "gear", "frame": [16, 200, 44, 44]},
      {"id": "blank", "isAccessibilityElement": true, "traits": ["button"], "frame": [16, 250, 44, 44]}
      """#)
    let r = Self.report(doc, [.voiceControl])
    #expect(Self.cost(r, "pay", .voiceControl).steps == 1)
    #expect(Self.cost(r, "pay", .voiceControl).how == "\u{201C}Tap Pay\u{201D}")
    let add = Self.cost(r, "add", .voiceControl)
    #expect(add.steps == 2 && add.how.contains("WCAG 2.5.3") && add.how.contains("Show names"))
    // Two buttons answer to "Add to cart": Voice Control numbers them.
    #expect(Self.cost(r, "add2", .voiceControl).steps == 2)
    #expect(Self.cost(r, "gear", .voiceControl).how.hasPrefix("its name is not on screen"))
    let blank = Self.cost(r, "blank", .voiceControl)
    #expect(blank.steps == 2 && blank.how.contains("Show numbers"))
  }

  // Switch Control's Speech option speaks each item as it is highlighted; the next highlight cuts
  // it off (auto scanning every Auto Scanning Time).
  @Test func switchControlSpeech() {
    let screen = ReachScreen(screen: Self.sample("checkout.json").screens[0], reader: Self.reader)
    let timeline = SwitchControlSpeech.timeline(of: screen, timing: EstimatedTiming(voice: Self.voice))
    let speech = timeline.events.filter { $0.kind == .focus }
    #expect(speech.map(\.start) == [0, 1000, 2000])
    #expect(speech.map(\.id) == ["products", "notifications", "pay"])
    #expect(speech[0].text == "Add jasmine tea to cart, Add oolong tea to cart, Add matcha whisk to cart")
    #expect(speech[0].interrupted && speech[0].end == 1000 && speech[0].heard.hasPrefix("Add jasmine"))
    #expect(!speech[2].interrupted && speech[2].text == "Pay")
    let slow = SwitchControlSpeech.timeline(of: screen, settings: SwitchControlSettings(autoScanningTime: 2, pauseOnFirstItem: 1),
                                            timing: EstimatedTiming(voice: Self.voice))
    #expect(slow.events.filter { $0.kind == .focus }.map(\.start) == [0, 3000, 5000])
  }

  // The legacy checkout's Notifications row is a tap gesture on a plain view: no technology's
  // cursor lands on it.
  @Test func touchOnlyViewsAreUnreachable() {
    let r = Self.report(Self.sample("checkout-legacy.json"))
    let target = r.targets.first { $0.key == "notifications" }
    #expect(target?.kind == .touchOnly)
    for t in ReachTechnology.allCases { #expect(Self.cost(r, "notifications", t).reachable == false) }
    // VoiceOver reads its text, "Notifications", at stop 14: it cannot activate it, but it reaches it.
    let voiceOver = Self.cost(r, "notifications", .screenReader)
    #expect(voiceOver.readAtStop == 13 && ReachReport.summary(voiceOver, .screenReader) == "cannot be activated")
    #expect(voiceOver.how.hasPrefix("its text is read at stop 14, but "))
    // The keyboard's focus never lands on text: that one cannot reach it at all.
    #expect(ReachReport.summary(Self.cost(r, "notifications", .keyboard), .keyboard) == "cannot be reached")
  }

  // Done when: the fixed checkout costs a switch user fewer presses to reach Pay than the legacy one.
  @Test func fixedCheckoutReachesPaySooner() {
    let legacy = Self.cost(Self.report(Self.sample("checkout-legacy.json")), "pay", .switchControl)
    let fixed = Self.cost(Self.report(Self.sample("checkout.json")), "pay", .switchControl)
    #expect(legacy.steps == 5 && fixed.steps == 4)
    #expect(legacy.seconds! > fixed.seconds!)
  }

  // Done when (WWDC19 250: a Switch Control flow from 18 taps to 6): moving each row's accessory
  // buttons into custom actions cuts the steps to the last row's action by about two thirds when
  // items are scanned one by one (Group Items off). With Group Items on, the estimated row groups
  // already take the buttons off the way, and the actions still save a step and a press.
  @Test func customActionsCutScanSteps() {
    let off = SwitchControlSettings(groupItems: false)
    let before = Self.cost(Self.report(Self.sample("inbox-buttons.json"), settings: off), "delete-june", .switchControl)
    let after = Self.cost(Self.report(Self.sample("inbox-actions.json"), settings: off), "msg-june#Delete", .switchControl)
    #expect(before.steps == 42 && after.steps == 15)
    let fewer = 1 - Double(after.steps!) / Double(before.steps!)
    #expect(fewer > 0.6 && fewer < 0.75)
    let grouped = Self.cost(Self.report(Self.sample("inbox-buttons.json")), "delete-june", .switchControl)
    let actions = Self.cost(Self.report(Self.sample("inbox-actions.json")), "msg-june#Delete", .switchControl)
    #expect(grouped.steps == 14 && grouped.presses == 5 && actions.steps == 13 && actions.presses == 4)
    #expect(grouped.estimated && grouped.how.contains("(a row, estimated)"))
  }

  // Done when: reach works on every sample in all four modes: every target gets a cost, and every
  // reachable one a positive number of steps.
  @Test(arguments: Repository.samples()) func everySample(_ name: String) {
    for screen in Self.sample(name).screens {
      let r = ReachReport(screen: ReachScreen(screen: screen, reader: Self.reader), timing: EstimatedTiming(voice: Self.voice))
      check(r, name)
    }
  }

  // Done when: reach works on the imported corpus captures in all four modes.
  @Test(.needsCorpus) func everyCorpusCapture() throws {
    let fm = FileManager.default
    var captures = 0
    for folder in try fm.contentsOfDirectory(atPath: Repository.corpus.path).sorted() {
      let dir = Repository.corpus.appendingPathComponent(folder).path
      var isDir: ObjCBool = false
      guard fm.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else { continue }
      for entry in try fm.contentsOfDirectory(atPath: dir).sorted() where entry != "SOURCES.md" {
        // A capture that holds nothing is refused with its own message (the importers' tests cover it).
        guard let result = try? Importer.read(path: dir + "/" + entry) else { continue }
        for screen in result.document.screens {
          check(ReachReport(screen: ReachScreen(screen: screen, reader: Self.reader), timing: EstimatedTiming(voice: Self.voice)), entry)
        }
        captures += 1
      }
    }
    #expect(captures >= 20)
  }

  private func check(_ r: ReachReport, _ name: String) {
    for t in ReachTechnology.allCases {
      let costs = r.costs[t] ?? []
      #expect(costs.count == r.targets.count, "\(name) \(t)")
      for (target, cost) in zip(r.targets, costs) {
        #expect(!cost.reachable || (cost.steps ?? 0) > 0, "\(name) \(t) \(target.identity)")
        #expect(cost.reachable || !cost.how.isEmpty)
        #expect((cost.seconds != nil) == (cost.reachable && t.isTimed), "\(name) \(t) \(target.identity)")
      }
    }
    // The JSON has the shape the command prints.
    if case .object(let o) = r.json() { #expect(o["technologies"]?.arrayValue?.count == 4) } else { Issue.record("not an object") }
  }

  @Test func jsonWrittenAsItGoesIsTheSameText() {
    // `reach --format json` writes one target at a time, member by member; the text is the one
    // `reach --format json` printed (the same lines as the golden), and `json()` reads it back.
    for (name, technologies, golden) in [("checkout.json", ReachTechnology.allCases, "checkout.reach.json"),
                                         ("inbox-actions.json", [ReachTechnology.switchControl], "inbox-actions.reach-switch-control.json")] {
      let r = Self.report(Self.sample(name), technologies)
      let text = JSONWriter.text { r.writeJSON(to: &$0) }
      #expect(Golden.check(text, named: golden) == nil)
      #expect(JSONWriter.string(r.json()) == text, "\(name) with \(technologies)")
    }
  }

}
