import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Foundation
import Testing

/// The flow samples run from their scripts in samples/; golden heard timelines (estimated timing)
/// pin what a listener hears, cut-offs included.
@Suite struct FlowGoldenTests {
  static let flows = [
    ("checkout-legacy", "checkout"), ("checkout", "checkout"), ("game", "game"), ("messages", "messages"),
    ("topics", "topics"), ("topics-no-headers", "topics-no-headers"), ("settings", "settings"),
    ("mail", "mail"),
  ]

  static func timeline(_ sample: String, _ script: String) throws -> HeardTimeline {
    let document = try DocumentReader.read(bytes: Repository.read("samples/\(sample).json"), file: sample).document
    let text = String(decoding: Repository.read("samples/\(script).script"), as: UTF8.self)
    let reader = Fixture.reader(), voice = Fixture.voice()
    var runner = GestureRunner(document: document, reader: reader, timing: EstimatedTiming(voice: voice))
    try runner.run(try GestureScript.parse(text, file: "\(script).script"), file: "\(script).script")
    return runner.timeline()
  }

  @Test(arguments: flows) func goldenTimeline(sample: String, script: String) throws {
    let timeline = try Self.timeline(sample, script)
    if let problem = Golden.check(TimelineFormat.text(timeline), named: "\(sample).timeline.txt") { Issue.record(Comment(rawValue: problem)) }
    if let problem = Golden.check(JSONWriter.string(TimelineFormat.json(timeline)), named: "\(sample).timeline.json") {
      Issue.record(Comment(rawValue: problem))
    }
  }

  static func spoken(_ t: HeardTimeline, afterGesture g: Int) -> [TimelineEvent] {
    t.events.filter { ($0.gesture ?? -1) >= g && $0.kind != .earcon }
  }

  @Test func legacyCheckoutSaysNothingAfterPayAndTheFixedOneMovesToTheError() throws {
    // Apple's layoutChanged documentation: the legacy error appears while focus stays on Pay; the fix posts layoutChanged to it.
    #expect(Self.spoken(try Self.timeline("checkout-legacy", "checkout"), afterGesture: 1).isEmpty)
    let fixed = Self.spoken(try Self.timeline("checkout", "checkout"), afterGesture: 1)
    #expect(fixed.map(\.text) == ["Card declined. Try another card."])
    #expect(fixed[0].id == "payment-error" && !fixed[0].interrupted)
  }

  @Test func lowWaitsAndHighCutsIn() throws {
    // Apple's UIAccessibilityPriority: the speed-increase announcement (low) waits for "Overtake!"; the crash (high) cuts it
    // off and the next focus change waits for the crash.
    let events = try Self.timeline("game", "game").events
    let overtake = events.first { $0.text == "Overtake!" }!, speed = events.first { $0.text == "Speed increasing" }!
    let crash = events.first { $0.text == "Crash! Game over." }!, pause = events.last { $0.kind == .focus }!
    #expect(speed.priority == .low && speed.start > overtake.end)
    #expect(speed.interrupted && speed.end == crash.start && speed.heard == "Speed")
    #expect(crash.priority == .high && !crash.interrupted)
    #expect(pause.text == "Pause, button" && pause.start >= crash.end)
  }

  @Test func deleteActionConfirmsWithAnAnnouncement() throws {
    let events = try Self.timeline("messages", "messages").events
    #expect(events.map(\.text).suffix(4) == ["Reply", "Delete", "activate", "Message deleted"])
  }

  @Test func headingsRotorReachesArtistsInOneGestureInsteadOfTwelve() throws {
    func gesturesFromPodcastsToArtists(_ t: HeardTimeline) -> Int {
      let podcasts = t.events.first { $0.text.hasPrefix("Podcasts") }!.gesture!
      let artists = t.events.first { $0.text.hasPrefix("Artists") }!.gesture!
      return artists - podcasts
    }
    #expect(gesturesFromPodcastsToArtists(try Self.timeline("topics", "topics")) == 2)  // rotor Headings, rotor-next
    #expect(gesturesFromPodcastsToArtists(try Self.timeline("topics-no-headers", "topics-no-headers")) == 12)
  }
}
