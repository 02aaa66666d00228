import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// What a double tap does and what VoiceOver says after it, in every built-in profile.
@Suite struct ActivationTests {
  /// The events after the screen's first stop is spoken, as "kind: heard".
  static func afterActivating(_ children: String, _ script: String = "activate", voice: String,
                              unverified: (inout VoiceOverUnverified) -> Void = { _ in }) throws -> [String] {
    var reader = Fixture.reader(voice)
    unverified(&reader.unverified)
    var runner = GestureRunner(document: Fixture.screen(children), reader: reader, timing: WordTiming(), speakHints: false)
    try runner.run(try GestureScript.parse(script, file: "-e", inline: true), file: "-e")
    return runner.timeline().events.dropFirst().map { e in
      e.kind == .earcon ? "earcon: \(e.text)" : "\(e.kind.rawValue): \(e.heard)\(e.interrupted ? "…" : "")"
    }
  }

  @Test(arguments: Fixture.builtInVoices) func aDimmedControlDoesNothingWhenActivated(voice: String) throws {
    // UIKit sends a control that is not enabled no action: the double tap plays the activation sound,
    // runs no effect and changes nothing (`VoiceOverUnverified.dimmedActivationIsSilent`; EhPanda's vot log reads
    // such a button "'Add to favorites' 'dimmed' 'Button'").
    let pay = #"{"id": "pay", "type": "button", "text": "Pay", "traits": ["button", "notEnabled"], "onActivate": [{"announce": "Paid"}, {"set": "pay", "label": "Paid"}]}"#
    #expect(try Self.afterActivating(pay, voice: voice) == ["earcon: activate"])
    let wifi = #"{"type": "switch", "label": "Wi-Fi", "traits": ["button", "toggleButton", "notEnabled"]}"#
    let off = Fixture.reader(voice).profile.phrase(.off)
    // Nothing changed: read again, it is still off.
    let again = try Self.afterActivating(wifi, "activate; first", voice: voice)
    #expect(again.first == "earcon: activate" && !again.contains { $0.hasPrefix("value:") } && again.last?.contains(off) == true)
    // Nor does a custom action chosen in the Actions rotor run on a double tap.
    let actions = #"{"type": "button", "text": "Pay", "traits": ["button", "notEnabled"], "customActions": [{"name": "Share", "effects": [{"announce": "Shared"}]}]}"#
    #expect(try Self.afterActivating(actions, "rotor Actions; rotor-next; activate", voice: voice).suffix(1) == ["earcon: activate"])
  }

  @Test func enterInListenOnADimmedControlDoesNothing() throws {
    let document = Fixture.screen(#"{"id": "pay", "type": "button", "text": "Pay", "traits": ["button", "notEnabled"], "onActivate": [{"announce": "Paid"}]}"#)
    let reader = Fixture.reader()
    var listening = ListeningSession(document: document, reader: reader, timing: EstimatedTiming(voice: Fixture.voice()), task: nil, goal: nil)
    listening.begin()
    let before = listening.runner.timeline().events.count
    _ = try listening.press(.enter)
    #expect(listening.runner.timeline().events.dropFirst(before).map(\.text) == ["activate"])
    // A dimmed goal is not reached by activating it.
    var toPay = ListeningSession(document: document, reader: reader, timing: EstimatedTiming(voice: Fixture.voice()), task: nil, goal: "pay")
    toPay.begin()
    #expect(try toPay.press(.enter) == .gesture(.activate))
    #expect(!toPay.ended)
  }

  @Test(arguments: Fixture.builtInVoices) func activationSpeaksOnlyWhatChangedOnTheFocusedElement(voice: String) throws {
    // WWDC24 10073: a toggle says only its new state ("…off", then "on"); ronnqvi.st: an adjustable
    // says only its new value. A custom toggle whose own value the app changes says the new value; an
    // element that becomes selected says "Selected" and its label, not its type and position again.
    let reader = Fixture.reader(voice), profile = reader.profile
    let custom = #"{"id": "t", "isAccessibilityElement": true, "label": "Filter", "value": "Off", "traits": ["button", "toggleButton"], "onActivate": [{"set": "t", "value": "On"}]}"#
    #expect(try Self.afterActivating(custom, voice: voice) == ["earcon: activate", "value: On"])
    let size = #"{"id": "s", "type": "button", "text": "Small", "onActivate": [{"set": "s", "traits": ["button", "selected"]}]}"#
    #expect(try Self.afterActivating(size, voice: voice) == ["earcon: activate", "value: \(profile.phrase(.selected)), Small"])
    // A toggle of itself says its state once.
    let own = #"{"id": "n", "isAccessibilityElement": true, "label": "Alerts", "traits": ["button", "toggleButton"], "on": false, "onActivate": [{"toggle": "n"}]}"#
    #expect(try Self.afterActivating(own, voice: voice) == ["earcon: activate", "value: \(profile.phrase(.on))"])
    // An element the action changes nothing of, or that moves focus elsewhere, says nothing more.
    let moves = #"""
      {"id": "go", "type": "button", "text": "Go", "frame": [0, 0, 100, 44], "onActivate": [{"set": "go", "value": "gone"}, {"layoutChanged": "next"}]},
      {"id": "next", "type": "label", "text": "Next", "frame": [0, 100, 100, 44]}
      """#
    #expect(try Self.afterActivating(moves, voice: voice) == ["earcon: activate", "focus: Next"])
    #expect(try Self.afterActivating(#"{"type": "button", "text": "Go", "onActivate": [{"announce": "Going"}]}"#, voice: voice)
      == ["earcon: activate", "announcement: Going"])
  }

  @Test(arguments: Fixture.builtInVoices) func aToggleWithNoKnownStateStaysUnknown(voice: String) throws {
    // VoiceOverUnverified.toggleTraitAloneHasNoState: nothing says what the app does with it.
    let filter = #"{"isAccessibilityElement": true, "label": "Filter", "traits": ["button", "toggleButton"]}"#
    #expect(try Self.afterActivating(filter, voice: voice) == ["earcon: activate"])
  }

  @Test func theChangeFollowsTheAppsAnnouncement() throws {
    // VoiceOverUnverified.changeFollowsTheAction: the action's default-priority announcement is cut by
    // VoiceOver reading the changed element.
    let save = #"{"id": "t", "isAccessibilityElement": true, "label": "Sync", "value": "Off", "traits": ["button", "toggleButton"], "onActivate": [{"set": "t", "value": "On"}, {"announce": "Sync turned on"}]}"#
    let events = try Self.afterActivating(save, voice: "en-US")
    #expect(events.first == "earcon: activate" && events.last == "value: On")
    #expect(events.dropFirst().first?.hasPrefix("announcement:") == true && events.dropFirst().first?.hasSuffix("…") == true)
    // The other branch: the change comes first, and the announcement, arriving with it, cuts it.
    let before = try Self.afterActivating(save, voice: "en-US") { $0.changeFollowsTheAction = false }
    #expect(before == ["earcon: activate", "value: …", "announcement: Sync turned on"])
  }

  @Test func theOtherBranchesOfTheUnverifiedActivationRules() throws {
    // VoiceOverUnverified.dimmedActivationIsSilent off: a dimmed control's effects run.
    let pay = #"{"type": "button", "text": "Pay", "traits": ["button", "notEnabled"], "onActivate": [{"announce": "Paid"}]}"#
    #expect(try Self.afterActivating(pay, voice: "en-US") { $0.dimmedActivationIsSilent = false } == ["earcon: activate", "announcement: Paid"])
    // VoiceOverUnverified.toggleTraitAloneHasNoState off: a trait-only toggle is off, and turns on.
    let filter = #"{"isAccessibilityElement": true, "label": "Filter", "traits": ["button", "toggleButton"]}"#
    #expect(try Self.afterActivating(filter, voice: "en-US") { $0.toggleTraitAloneHasNoState = false } == ["earcon: activate", "value: on"])
  }
}
