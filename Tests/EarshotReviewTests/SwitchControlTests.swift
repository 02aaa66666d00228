import EarshotEngine
import EarshotModel
import EarshotReview
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// Switch Control's scan on small screens: Group Items on flat screens (an estimate, each rule a
/// setting in ReachUnverified), honest time (a reaction to every highlight, a missed highlight's
/// loop), and a person's own settings (docs/REACH.md).
@Suite struct SwitchControlTests {
  static let reader = Fixture.reader()

  static func report(_ document: Document, _ settings: SwitchControlSettings = .default) -> ReachReport {
    ReachReport(screen: ReachScreen(screen: document.screens[0], reader: reader), technologies: [.switchControl],
                timing: ReachReport.timing(Fixture.voice()), switchSettings: settings)
  }

  static func cost(_ report: ReachReport, _ id: String) -> ReachCost {
    report.cost(of: id, with: .switchControl) ?? .unreachable("missing \(id)")
  }

  /// Seconds equal to a millisecond (sums of tenths are not exact in binary).
  static func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 0.001 } ?? false }

  /// `count` buttons, one under another, with no container.
  static func column(_ count: Int) -> Document {
    Fixture.screen((0..<count).map { #"{"id": "b\#($0)", "type": "button", "text": "Item \#($0)", "frame": [16, \#(40 + $0 * 50), 358, 44]}"# }.joined(separator: ","))
  }

  // Apple's guides: Group Items groups items "for faster navigation", and "if there are many items,
  // Switch Control highlights them in groups" (Apple TV User Guide). A flat column of 20 buttons is
  // split into blocks of neighbours of about its square root (ReachUnverified.largestFlatLevel,
  // smallestGroup): the last button is a wait of 3 blocks and 4 items instead of 19 items, for one
  // more press; the route and the figure say the groups are estimated.
  @Test func aFlatScreenOfManyButtonsIsGrouped() {
    let grouped = Self.report(Self.column(20))
    let last = Self.cost(grouped, "b19")
    #expect(last.steps == 4 + 5 + 1 && last.presses == 3)
    let lastSeconds: Double = 3 + 4 + 3 * ReachUnverified.reactionTime
    #expect(Self.close(last.seconds, lastSeconds))
    #expect(last.estimated && last.how.contains("the 4th group (neighbours, estimated)"))
    let flat = Self.cost(Self.report(Self.column(20), SwitchControlSettings(groupItems: false)), "b19")
    #expect(flat.steps == 20 + 1 && flat.presses == 2 && !flat.estimated)
    let flatSeconds: Double = 19 + 2 * ReachUnverified.reactionTime
    #expect(Self.close(flat.seconds, flatSeconds))
    // Every block holds at least smallestGroup items.
    let firsts = (0..<20).map { Self.cost(grouped, "b\($0)").how }.filter { $0.contains("then at the 1st item,") }
    #expect(firsts.count == 4)
  }

  // A level of at most largestFlatLevel items is scanned item by item: no groups, no estimate.
  @Test func aShortLevelIsNotGrouped() {
    let r = Self.report(Self.column(ReachUnverified.largestFlatLevel))
    #expect(r.targets.allSatisfy { !Self.cost(r, $0.key).estimated && Self.cost(r, $0.key).presses == 2 })
  }

  // Items that share a row are a group ("a row"); a row of two is too small to be one, so its items
  // stay on the level (no tiny groups: ReachUnverified.smallestGroup).
  @Test func rowsAreGroupsAndTinyGroupsAreNotMade() {
    var items: [String] = []
    for row in 0..<4 {
      for col in 0..<4 { items.append(#"{"id": "k\#(row)\#(col)", "type": "button", "text": "\#(row * 4 + col)", "frame": [\#(16 + col * 90), \#(100 + row * 60), 80, 50]}"#) }
    }
    items.append(#"{"id": "cancel", "type": "button", "text": "Cancel", "frame": [16, 400, 170, 44]}"#)
    items.append(#"{"id": "ok", "type": "button", "text": "OK", "frame": [200, 400, 170, 44]}"#)
    let r = Self.report(Fixture.screen(items.joined(separator: ",")))
    let key = Self.cost(r, "k23")
    #expect(key.how.hasPrefix("press at the 3rd group (a row, estimated), then at the 4th item,"), "\(key.how)")
    #expect(key.steps == 3 + 4 + 1 && key.presses == 3)
    // Cancel and OK: two in a row, left as items of the level.
    let ok = Self.cost(r, "ok")
    #expect(ok.how.hasPrefix("press at the 6th item,") && ok.presses == 2, "\(ok.how)")
    // With a smallest group of 2, they are a row of their own.
    var two = SwitchControlSettings.default
    two.grouping.smallestGroup = 2
    #expect(Self.cost(Self.report(Fixture.screen(items.joined(separator: ",")), two), "ok").how.contains("(a row, estimated)"))
  }

  // Honest time: the first item is never free (a reaction to its highlight), every press costs a
  // reaction, and a missed highlight costs a whole loop of its level.
  @Test func theFirstItemIsNeverFree() {
    let doc = Fixture.screen(#"""
      {"id": "a", "type": "button", "text": "A", "frame": [16, 0, 100, 44]},
      {"id": "b", "type": "button", "text": "B", "frame": [16, 50, 100, 44]},
      {"id": "c", "type": "button", "text": "C", "frame": [16, 100, 100, 44]}
      """#)
    let a = Self.cost(Self.report(doc), "a")
    let twoReactions: Double = 2 * ReachUnverified.reactionTime
    #expect(Self.close(a.seconds, twoReactions) && a.steps == 2 && a.presses == 2)
    // Three items a second each: a miss comes round after 3 s.
    #expect(a.missedSeconds == 3 && a.how.hasSuffix("a missed highlight costs up to 3 s more"))
    let slow = Self.cost(Self.report(doc, SwitchControlSettings(reactionTime: 1.5)), "c")
    let slowSeconds: Double = 2 + 2 * 1.5
    #expect(Self.close(slow.seconds, slowSeconds))
  }

  // A person's own settings change the result: manual scanning counts every move as a press,
  // Auto Tap taps without the scanner menu, Pause on First Item and the scan time lengthen waits.
  @Test func userSettingsChangeTheResult() {
    let doc = Self.column(4)
    let byDefault = Self.cost(Self.report(doc), "b3")
    let waits: Double = 3, reaction: Double = 0.6
    #expect(byDefault.steps == 5 && byDefault.presses == 2 && Self.close(byDefault.seconds, waits + 2 * reaction))
    let manual = Self.cost(Self.report(doc, SwitchControlSettings(scanning: .manual, switches: 2, reactionTime: 0.5)), "b3")
    let fivePresses: Double = 5 * 0.5
    #expect(manual.presses == 5 && Self.close(manual.seconds, fivePresses) && manual.missedSeconds == nil)
    let autoTap = Self.cost(Self.report(doc, SwitchControlSettings(autoTap: 0.75)), "b3")
    let tapped: Double = waits + reaction + 0.75
    #expect(autoTap.presses == 1 && Self.close(autoTap.seconds, tapped) && autoTap.how.contains("wait 0.75 s for Auto Tap"))
    let paused = Self.cost(Self.report(doc, SwitchControlSettings(autoScanningTime: 2, pauseOnFirstItem: 1)), "b3")
    let pausedSeconds: Double = 3 * 2 + 1 + 2 * reaction
    #expect(Self.close(paused.seconds, pausedSeconds))
    // Manual scanning needs a second switch.
    #expect(SwitchControlSettings(scanning: .manual).problem?.contains("manual scanning needs two switches") == true)
  }

  // A route is kept as where it goes through the scan and put in words when read: two costs are
  // equal, and hash alike, exactly when their words are, whether they were made as words or routes.
  @Test func routesAreEqualWhenTheirWordsAre() {
    func list(_ label: String, _ text: String) -> Document {
      let rows = (0..<3).map { #"{"id": "b\#($0)", "type": "button", "text": "\#(text) \#($0)", "frame": [16, \#(40 + $0 * 50), 358, 44]}"# }
      return Fixture.screen(#"""
        {"id": "list", "label": "\#(label)", "navigationStyle": "combined", "frame": [0, 40, 390, 150], "children": [\#(rows.joined(separator: ","))]},
        {"id": "ok", "type": "button", "text": "OK", "frame": [16, 300, 100, 44]}
        """#)
    }
    let before = Self.cost(Self.report(list("Inbox", "Mail")), "b2")
    #expect(before.how == "press at the 1st group (Inbox), then at the 3rd item, then at Tap in the scanner menu; a missed highlight costs up to 4 s more", "\(before.how)")
    // The buttons' text is not in the route; the group's label is.
    let renamed = Self.cost(Self.report(list("Inbox", "Message")), "b2")
    #expect(before == renamed && before.hashValue == renamed.hashValue)
    let relabelled = Self.cost(Self.report(list("Archive", "Mail")), "b2")
    #expect(before != relabelled && relabelled.how.contains("group (Archive)"))
    // Another item, or another way to end, is another route.
    #expect(before != Self.cost(Self.report(list("Inbox", "Mail")), "b1"))
    #expect(before != Self.cost(Self.report(list("Inbox", "Mail"), SwitchControlSettings(autoTap: 0.75)), "b2"))
    // The same words set as text are the same cost.
    var written = before
    written.how = before.how
    #expect(written == before && written.hashValue == before.hashValue && written != relabelled)
    #expect(Set([before, renamed, written, relabelled]).count == 2)
  }

  // --switch-settings: every member optional, each checked against InputLimits, problems named by place.
  @Test func settingsFile() throws {
    let json = try JSONParser.parse(#"{"scanning": "manual", "switches": 2, "autoScanningTime": 1.5, "pauseOnFirstItem": false, "loops": 2, "groupItems": false, "autoTap": 0.75, "reactionTime": 0.8, "grouping": {"largestFlatLevel": 8, "smallestGroup": 2, "rowTolerance": 4}, "gliding": {"sweepSeconds": 6}}"#)
    guard case .success(let s) = SwitchControlSettings.read(json) else { Issue.record("not read"); return }
    #expect(s.scanning == .manual && s.switches == 2 && s.autoScanningTime == 1.5 && s.pauseOnFirstItem == nil && s.loops == 2)
    #expect(!s.groupItems && s.autoTap == 0.75 && s.reactionTime == 0.8 && s.grouping.largestFlatLevel == 8 && s.gliding.sweepSeconds == 6)
    // What the reach JSON prints reads back the same.
    #expect(SwitchControlSettings.read(s.json) == .success(s))
    func problem(_ text: String) throws -> SwitchControlSettings.SettingsError? {
      if case .failure(let e) = SwitchControlSettings.read(try JSONParser.parse(text)) { return e }
      return nil
    }
    #expect(try problem(#"{"loops": 0}"#)?.message == "loops: 0 is out of range; accepted: 1 to 100")
    #expect(try problem(#"{"reactionTime": 1e300}"#)?.message.contains("reaction time: ") == true)
    #expect(try problem(#"{"scanTime": 1}"#)?.place == "scanTime")
    #expect(try problem(#"{"grouping": {"smallest": 2}}"#)?.place == "grouping.smallest")
    #expect(try problem(#"{"loops": 2.5}"#)?.message == "must be a whole number")
    #expect(try problem(#"{"scanning": "step"}"#)?.message == "must be \"auto\" or \"manual\"")
    #expect(try problem(#"[1]"#)?.message.contains("not a JSON object") == true)
  }
}
