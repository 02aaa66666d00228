import EarshotAudio
import EarshotEngine
import EarshotModel
import EarshotReview
import EarshotTalkBack
import EarshotTestSupport
import Foundation
import Testing

/// A render mixes and encodes the audio while the timeline is laid out (`TimelineMixer(following:)`,
/// fed by the layout's `SettledParts`): its blocks are those of the whole timeline, for a swipe, a
/// gesture script, Switch Control's scan and a second reader sharing the first one's cache
/// (`render --reader both`).
@Suite("mixing as the layout goes")
struct FollowingMixTests {
  /// Every sample written to it, in order.
  final class Collected: AudioSink, @unchecked Sendable {
    var samples: [Int16] = []
    func write(_ samples: UnsafeBufferPointer<Int16>) throws { self.samples.append(contentsOf: samples) }
  }

  /// The mixer and its sink, for the thread that mixes.
  final class Mixing: @unchecked Sendable {
    let mixer: TimelineMixer
    let sink = Collected()
    let done = DispatchSemaphore(value: 0)
    var error: (any Error)?
    init(_ mixer: TimelineMixer) { self.mixer = mixer }
    func start() {
      Thread.detachNewThread { [self] in
        do { try mixer.render(to: sink) } catch { self.error = error }
        done.signal()
      }
    }
  }

  /// Mixes `layout`'s timeline as it is laid out, part by part on another thread, and then whole;
  /// returns both mixes and how many parts were handed over before the last.
  static func bothMixes(_ synthesizer: Synthesizer, earcons: EarconSet,
                        _ layout: (SpeechTiming, @escaping SettledParts.Receiver) throws -> HeardTimeline) throws
    -> (followed: [Int16], whole: [Int16], parts: Int, timeline: HeardTimeline) {
    let feed = TimelineFeed()
    let mixing = Mixing(TimelineMixer(following: feed, earcons: earcons, synthesizer: synthesizer))
    mixing.start()
    var parts = 0
    let timing = SynthesizedTiming(synthesizer: synthesizer)
    let timeline = try layout(timing) { events, until in
      feed.add(events, until: until)
      if until != .max { parts += 1 }
    }
    try timing.check()
    feed.finish(duration: timeline.duration)
    mixing.done.wait()
    if let error = mixing.error { throw error }
    let whole = Collected()
    try TimelineMixer(timeline: timeline, synthesizer: synthesizer).render(to: whole)
    return (mixing.sink.samples, whole.samples, parts, timeline)
  }

  @Test("a mix that follows a swipe's layout, part by part on another thread, is the whole timeline's mix sample for sample")
  func followingMixIsTheWholeMix() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice())
    let reader = Fixture.reader()
    let mixes = try Self.bothMixes(synthesizer, earcons: reader.earcons) { timing, settled in
      SwipeThrough.timeline(of: sample("checkout.json").startScreen, reader: reader, timing: timing, settled: settled)
    }
    #expect(mixes.parts > 5 && mixes.timeline.events.contains { $0.kind == .hint })
    #expect(mixes.whole.count > 10 * synthesizer.sampleRate)
    #expect(mixes.followed == mixes.whole)
  }

  /// game.script waits into speech, so gestures cut it, and its announcements queue and cut in.
  @Test("a mix that follows a gesture script's layout is the whole timeline's mix", arguments: ["game", "mail", "settings"])
  func followingScriptMixIsTheWholeMix(name: String) throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice())
    let reader = Fixture.reader()
    let script = try GestureScript.parse(String(decoding: Repository.read("samples/\(name).script"), as: UTF8.self), file: name)
    let mixes = try Self.bothMixes(synthesizer, earcons: reader.earcons) { timing, settled in
      var runner = GestureRunner(document: sample("\(name).json"), reader: reader, timing: timing)
      return try runner.run(script, settled: settled)
    }
    #expect(mixes.parts > 3 && mixes.whole.count > 5 * synthesizer.sampleRate, "\(mixes.parts) parts, \(mixes.whole.count) samples")
    if name == "game" { #expect(mixes.timeline.events.contains { $0.interrupted && !$0.wasDropped }) }
    #expect(mixes.followed == mixes.whole)
  }

  @Test("a mix that follows Switch Control's scan as it is laid out is the whole timeline's mix")
  func followingScanMixIsTheWholeMix() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice())
    let reader = Fixture.reader()
    // Five items on one level, each longer than the second the highlight stays: each is cut.
    let rows = (0..<5).map { i in
      #"{"type": "button", "label": "Add the \#(i + 2) blue teapots to the basket for the party", "frame": [16, \#(60 + 50 * i), 300, 44]}"#
    }
    let screen = ReachScreen(screen: Fixture.screen(rows.joined(separator: ", ")).startScreen, reader: reader)
    let mixes = try Self.bothMixes(synthesizer, earcons: reader.earcons) { timing, settled in
      SwitchControlSpeech.timeline(of: screen, timing: timing, settled: settled)
    }
    #expect(mixes.parts > 3 && mixes.timeline.events.contains { $0.interrupted }, "\(mixes.parts) parts, \(mixes.timeline.events.count) events")
    #expect(mixes.followed == mixes.whole)
  }

  /// `render --reader both`: TalkBack's swipe through the Android reading, spoken through the
  /// cache VoiceOver's swipe filled (`Synthesizer.speaking`).
  @Test("a second reader's mix that follows its layout through the first reader's cache is the whole timeline's mix")
  func followingSecondReaderMixIsTheWholeMix() throws {
    let first = try Synthesizer(voice: Fixture.voice())
    _ = try render(sample("checkout.json"), synthesizer: first)
    let talkBack = TalkBack(language: "en-US")
    let synthesizer = first.speaking(talkBack.spokenForms)
    let document = try DocumentReader.read(bytes: Repository.read("samples/android/checkout.json"), file: "checkout.json").document
    let mixes = try Self.bothMixes(synthesizer, earcons: talkBack.earcons) { timing, settled in
      SwipeThrough.timeline(of: document.startScreen, reader: talkBack, timing: timing, settled: settled)
    }
    #expect(mixes.parts > 5 && synthesizer.statistics.hits > 0)
    #expect(mixes.followed == mixes.whole)
  }

  @Test("a layout given up stops the mix with an error, not a wait")
  func abandonedFeedEndsTheMix() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice())
    let feed = TimelineFeed()
    let mixing = Mixing(TimelineMixer(following: feed, earcons: Fixture.reader().earcons, synthesizer: synthesizer))
    mixing.start()
    feed.abandon()
    mixing.done.wait()
    #expect(mixing.error != nil && mixing.sink.samples.isEmpty)
  }
}
