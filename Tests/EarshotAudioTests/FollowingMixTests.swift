import EarshotAudio
import EarshotEngine
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing

/// A render mixes and encodes the audio while the swipe is laid out (`TimelineMixer(following:)`,
/// fed by `SwipeThrough.timeline`'s `settled`): its blocks are those of the whole timeline.
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

  @Test("a mix that follows the layout, part by part on another thread, is the whole timeline's mix sample for sample")
  func followingMixIsTheWholeMix() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice())
    let reader = Fixture.reader()
    let feed = TimelineFeed()
    let mixing = Mixing(TimelineMixer(following: feed, earcons: reader.earcons, synthesizer: synthesizer))
    mixing.start()
    var parts = 0
    let timing = SynthesizedTiming(synthesizer: synthesizer)
    let timeline = SwipeThrough.timeline(of: sample("checkout.json").startScreen, reader: reader, timing: timing) { events, until in
      feed.add(events, until: until)
      parts += 1
    }
    try timing.check()
    feed.finish(duration: timeline.duration)
    mixing.done.wait()
    #expect(mixing.error == nil)
    let whole = Collected()
    try TimelineMixer(timeline: timeline, synthesizer: synthesizer).render(to: whole)
    #expect(parts > 5 && timeline.events.contains { $0.kind == .hint })
    #expect(whole.samples.count > 10 * synthesizer.sampleRate)
    #expect(mixing.sink.samples == whole.samples)
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
