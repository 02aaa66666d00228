import EarshotEngine
import EarshotModel
import EarshotReview
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// Pointing (Switch Control's point scanning, Voice Control's grid), Voice Control's names and
/// numbers, and what a figure leaves out (typing, scrolling), on small screens (docs/REACH.md).
@Suite struct PointingAndVoiceControlTests {
  static let reader = Fixture.reader(), voice = Fixture.voice()

  static func report(_ document: Document, switchSettings: SwitchControlSettings = .default,
                     voiceControl: VoiceControlSettings = .default) -> ReachReport {
    ReachReport(screen: ReachScreen(screen: document.screens[0], reader: reader), timing: EstimatedTiming(voice: voice), switchSettings: switchSettings,
                voiceControlSettings: voiceControl)
  }

  static func cost(_ r: ReachReport, _ id: String, _ t: ReachTechnology) -> ReachCost {
    r.cost(of: id, with: t) ?? .unreachable("missing \(id)")
  }

  /// A tap gesture on a plain view in the middle of a 390 × 844 screen.
  static let touchOnly = Fixture.screen(#"""
    {"id": "title", "type": "label", "text": "Settings", "traits": ["header"], "frame": [16, 40, 200, 30]},
    {"id": "row", "frame": [0, 400, 390, 44], "onActivate": [{"announce": "Opened"}], "children": [{"type": "label", "text": "Notifications", "frame": [16, 410, 200, 24]}]}
    """#)

  // Apple's guides: point scanning ("choose Point Mode from the scanner menu"; a broad band, then a
  // fine line, down and across) and Voice Control's grid ("Show grid", a number zooms in, "Tap N")
  // reach a view only a tap reaches. VoiceOver and the keyboard cannot, and say why.
  @Test func aTouchOnlyViewIsReachedByPointing() throws {
    let r = Self.report(Self.touchOnly)
    let switchControl = Self.cost(r, "row", .switchControl)
    #expect(!switchControl.reachable && switchControl.how.contains("only point scanning can tap it"))
    let p = try #require(switchControl.pointing)
    // The scanner menu, Point Mode (5th item), two sweeps of two presses, Tap.
    #expect(p.presses == 1 + 1 + 4 + 1)
    let d = SwitchControlSettings.default, g = d.gliding
    let down = 422.0 / 844, across = 195.0 / 390
    let expected: Double = d.reactionTime + (4 * d.autoScanningTime + d.reactionTime)
      + (down * g.sweepSeconds + d.reactionTime + g.fineSeconds / 2 + d.reactionTime)
      + (across * g.sweepSeconds + d.reactionTime + g.fineSeconds / 2 + d.reactionTime) + d.reactionTime
    #expect(abs((p.seconds ?? 0) - expected) < 0.001)
    #expect(ReachReport.summary(switchControl, .switchControl).hasPrefix("only by pointing: 7 presses, "))
    let voiceControl = Self.cost(r, "row", .voiceControl)
    let grid = try #require(voiceControl.pointing)
    // The row's centre (195, 422) is the middle cell (5) of a 3 × 3 grid; that cell's centre
    // (195, 422) is on the row: "Show grid", "Tap 5".
    #expect(grid.commands == 2 && grid.how == "the grid: \u{201C}Show grid\u{201D}, then \u{201C}Tap 5\u{201D}")
    let always = Self.cost(Self.report(Self.touchOnly, voiceControl: VoiceControlSettings(overlay: .numberedGrid)), "row", .voiceControl)
    #expect(always.pointing?.commands == 1)
    for t in [ReachTechnology.screenReader, .keyboard] {
      let c = Self.cost(r, "row", t)
      #expect(!c.reachable && c.pointing == nil && c.how.contains("not an accessibility element"), "\(t)")
    }
    // In JSON: "pointing": {"presses"|"commands": N, "seconds": S, "how": …}.
    let json = r.json()["technologies"]?.arrayValue ?? []
    let sc = json.first { $0["with"]?.stringValue == "switch-control" }?["targets"]?.arrayValue?.first { $0["id"]?.stringValue == "row" }
    #expect(sc?["reachable"]?.boolValue == false && sc?["pointing"]?["presses"]?.numberValue == 7 && sc?["pointing"]?["seconds"]?.numberValue != nil)
    let vc = json.first { $0["with"]?.stringValue == "voice-control" }?["targets"]?.arrayValue?.first { $0["id"]?.stringValue == "row" }
    #expect(vc?["pointing"]?["commands"]?.numberValue == 2 && vc?["pointing"]?["seconds"]?.isNull == true)
  }

  // A small target away from a cell's centre takes a zoom: Voice Control's grid refines.
  @Test func theGridZoomsIntoASmallTarget() {
    let doc = Fixture.screen(#"{"id": "dot", "frame": [10, 10, 20, 20], "onActivate": [{"announce": "Hi"}]}"#)
    let grid = Self.cost(Self.report(doc), "dot", .voiceControl).pointing
    #expect(grid?.how.hasPrefix("the grid: \u{201C}Show grid\u{201D}, then \u{201C}1\u{201D} (zoom in)") == true)
    #expect((grid?.commands ?? 0) >= 3)
  }

  // WWDC20 10019: respondsToUserInteraction false takes an element out of the scan; point scanning
  // still taps it, so unreachable-for-switch is a warning with that cost. The keyboard has no
  // pointing: unreachable-for-keyboard stays an error.
  @Test func unreachableForSwitchIsAWarningWithThePointingCost() {
    let doc = Fixture.screen(#"{"id": "pay", "type": "button", "text": "Pay", "respondsToUserInteraction": false, "frame": [16, 700, 100, 44]}"#)
    let context = ScreenContext(screen: doc.screens[0], reader: Self.reader)
    let findings = Auditor(reader: Self.reader, catalog: catalog).audit(context).findings
    let sw = findings.first { $0.rule == "unreachable-for-switch" }
    #expect(sw?.severity == .warning)
    #expect(sw?.message.contains("Only point scanning reaches it: 7 presses and ") == true, "\(sw?.message ?? "")")
    #expect(findings.first { $0.rule == "unreachable-for-keyboard" }?.severity == .error)
    let cost = Self.cost(Self.report(doc), "pay", .switchControl)
    #expect(sw?.message.contains("\(ReachReport.formatSeconds(cost.pointing?.seconds ?? 0)) s") == true)
  }

  // Voice Control: with "Overlay: Item Numbers" every element is one command, "Tap N".
  @Test func itemNumbersMakeEveryTargetOneCommand() {
    let doc = Fixture.screen(#"""
      {"id": "a", "type": "button", "text": "Add", "label": "Add jasmine tea to cart", "frame": [300, 0, 74, 44]},
      {"id": "b", "type": "button", "text": "Add", "label": "Add oolong tea to cart", "frame": [300, 50, 74, 44]},
      {"id": "gear", "type": "button", "label": "Settings", "image": "gear", "frame": [16, 100, 44, 44]},
      {"id": "blank", "isAccessibilityElement": true, "traits": ["button"], "frame": [16, 150, 44, 44]}
      """#)
    let r = Self.report(doc, voiceControl: VoiceControlSettings(overlay: .itemNumbers))
    for id in ["a", "b", "gear", "blank"] {
      let c = Self.cost(r, id, .voiceControl)
      #expect(c.steps == 1 && c.how.hasPrefix("\u{201C}Tap ") && c.route == "by number", "\(id): \(c.how)")
    }
    // Without the overlay: duplicates need a number, an icon needs "Show names", no name "Show numbers".
    let plain = Self.report(doc)
    #expect(Self.cost(plain, "a", .voiceControl).steps == 2 && Self.cost(plain, "gear", .voiceControl).how.contains("Show names"))
    #expect(Self.cost(plain, "blank", .voiceControl).how.contains("Show numbers"))
    // "Overlay: Item Names" shows the icon's name: one command.
    #expect(Self.cost(Self.report(doc, voiceControl: VoiceControlSettings(overlay: .itemNames)), "gear", .voiceControl).steps == 1)
  }

  // Apple's accessibilityUserInputLabels documentation: a long, descriptive label deserves a concise
  // input label, because people say it. A name of more words than longNameWords is reached
  // through numbers; "Show names" only when the name is not visible.
  @Test func longNamesGoThroughNumbersAndShowNamesOnlyWhenNotVisible() {
    let doc = Fixture.screen(#"""
      {"id": "long", "type": "button", "text": "Read the terms and conditions of the subscription", "frame": [16, 0, 358, 44]},
      {"id": "short", "type": "button", "text": "Read the terms and conditions of the subscription", "inputLabels": ["Terms"], "frame": [16, 50, 358, 44]},
      {"id": "labelled", "type": "button", "label": "Continue", "frame": [16, 100, 358, 44]},
      {"id": "icon", "type": "button", "label": "Share", "image": "square.and.arrow.up", "frame": [16, 150, 44, 44]}
      """#)
    let r = Self.report(doc)
    let long = Self.cost(r, "long", .voiceControl)
    #expect(long.steps == 2 && long.route == "by number" && long.how.contains("too long to say comfortably (more than \(ReachUnverified.longNameWords) words"))
    #expect(long.how.hasSuffix("\u{201C}Show numbers\u{201D}, then \u{201C}Tap 1\u{201D}"))
    // A short input label is what the person says... but the visible text is not in it (WCAG 2.5.3).
    #expect(Self.cost(r, "short", .voiceControl).how.contains("WCAG 2.5.3"))
    // A label with no text or image in the document is taken as what is drawn: no "Show names".
    let labelled = Self.cost(r, "labelled", .voiceControl)
    #expect(labelled.steps == 1 && labelled.how == "\u{201C}Tap Continue\u{201D}")
    let icon = Self.cost(r, "icon", .voiceControl)
    #expect(icon.steps == 2 && icon.how.hasPrefix("its name is not on screen: \u{201C}Show names\u{201D}"))
    // With a higher limit the long name is said.
    #expect(Self.cost(Self.report(doc, voiceControl: VoiceControlSettings(longNameWords: 10)), "long", .voiceControl).steps == 1)
  }

  // Typing into a field and scrolling to what is off the screen are said per target, never left
  // out silently: VoiceOver and the keyboard scroll as they move; Voice Control's "Scroll down" is
  // costed; Switch Control's scrolling is not included.
  @Test func typingAndScrollingAreSaid() {
    let doc = Fixture.screen(#"""
      {"id": "name", "type": "textField", "label": "Name", "frame": [16, 100, 358, 44]},
      {"id": "more", "type": "button", "text": "Load more", "frame": [16, 1500, 358, 44]}
      """#)
    let r = Self.report(doc)
    for t in ReachTechnology.allCases {
      #expect(Self.cost(r, "name", t).notIncluded == ["typing the text"], "\(t)")
    }
    #expect(Self.cost(r, "more", .switchControl).notIncluded == ["scrolling to it"])
    #expect(Self.cost(r, "more", .screenReader).notIncluded.isEmpty && Self.cost(r, "more", .keyboard).notIncluded.isEmpty)
    let vc = Self.cost(r, "more", .voiceControl)
    #expect(vc.steps == 2 && vc.how.hasPrefix("\u{201C}Scroll down\u{201D} once (it is below the screen), then \u{201C}Tap Load more\u{201D}"))
    #expect(r.text().contains("not included: typing the text"))
  }
}
