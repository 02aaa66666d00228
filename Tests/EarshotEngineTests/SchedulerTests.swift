import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// Every word takes exactly 100 ms, so timelines in tests have round numbers.
final class WordTiming: SpeechTiming {
  let voice = Fixture.voice()
  func timing(of segment: Segment) -> SpokenTiming {
    var words: [TimedWord] = []
    for word in segment.text.split(separator: " ", omittingEmptySubsequences: true) {
      let start = segment.text.utf16.distance(from: segment.text.startIndex, to: word.startIndex)
      words.append(TimedWord(start: words.count * 100, offset: start, length: word.utf16.count))
    }
    return SpokenTiming(duration: words.count * 100, words: words)
  }
}

/// Announcement priorities against each other and against focus changes (Apple's
/// UIAccessibilityPriority: high interrupts and cannot be interrupted, default interrupts and
/// can be, low and queued wait).
@Suite struct SchedulerTests {
  static let reader = Fixture.reader(), voice = Fixture.voice()

  func scheduler() -> SpeechScheduler { SpeechScheduler(reader: Fixture.reader(), timing: WordTiming()) }

  func say(_ text: String, _ channel: SpeechScheduler.Channel, hint: String? = nil) -> SpeechScheduler.Request {
    var segments = [Segment(role: .label, text: text, language: "en-US")]
    if let hint { segments.append(Segment(role: .hint, text: hint, language: "en-US")) }
    let kind: TimelineEventKind = channel == .navigation ? .focus : .announcement
    return SpeechScheduler.Request(kind: kind, id: nil, utterance: Utterance(segments), channel: channel, gesture: nil)
  }

  /// (text, start, end, heard) of every spoken or dropped event.
  func events(_ s: SpeechScheduler) -> [String] {
    s.timeline().events.map { "\($0.text)@\($0.start)-\($0.end):\($0.interrupted ? ($0.heard.isEmpty ? "dropped" : "cut[\($0.heard)]") : "whole")" }
  }

  static let high = SpeechScheduler.Channel.announcement(.high, queued: false)
  static let normal = SpeechScheduler.Channel.announcement(.default, queued: false)
  static let low = SpeechScheduler.Channel.announcement(.low, queued: false)
  static let queued = SpeechScheduler.Channel.announcement(.default, queued: true)

  @Test func focusChangeInterruptsFocusSpeechAfterTheWordsHeard() {
    var s = scheduler()
    s.submit(say("one two three four", .navigation), at: 0)
    s.submit(say("next item", .navigation), at: 250)
    #expect(events(s) == ["one two three four@0-250:cut[one two three]", "next item@250-450:whole"])
  }

  @Test func hintFollowsAfterTheHintPauseAndGoesWithItsSpeech() {
    var s = scheduler()
    s.submit(say("Wi-Fi switch", .navigation, hint: "Double tap"), at: 0)
    let hint = s.timeline().events[1]
    #expect(hint.kind == .hint && hint.start == 200 + Self.voice.pauses.beforeHint)
    var cut = scheduler()
    cut.submit(say("Wi-Fi switch", .navigation, hint: "Double tap"), at: 0)
    cut.submit(say("Bluetooth", .navigation), at: 150)
    #expect(events(cut) == ["Wi-Fi switch@0-150:cut[Wi-Fi switch]", "Double tap@150-150:dropped", "Bluetooth@150-250:whole"])
  }

  @Test func highInterruptsDefault() {
    var s = scheduler()
    s.submit(say("saved to favorites", Self.normal), at: 0)
    s.submit(say("crash", Self.high), at: 150)
    #expect(events(s) == ["saved to favorites@0-150:cut[saved to]", "crash@150-250:whole"])
  }

  @Test func defaultWaitsForHigh() {
    var s = scheduler()
    s.submit(say("crash game over", Self.high), at: 0)
    s.submit(say("saved", Self.normal), at: 100)
    let gap = Self.voice.pauses.betweenParts
    #expect(events(s) == ["crash game over@0-300:whole", "saved@\(300 + gap)-\(400 + gap):whole"])
  }

  @Test func highInterruptsLowAndLowWaitsForHigh() {
    var s = scheduler()
    s.submit(say("speed increasing soon", Self.low), at: 0)
    s.submit(say("crash", Self.high), at: 150)
    #expect(events(s) == ["speed increasing soon@0-150:cut[speed increasing]", "crash@150-250:whole"])
    var t = scheduler()
    t.submit(say("crash now", Self.high), at: 0)
    t.submit(say("speed", Self.low), at: 50)
    #expect(events(t) == ["crash now@0-200:whole", "speed@\(200 + Self.voice.pauses.betweenParts)-\(300 + Self.voice.pauses.betweenParts):whole"])
  }

  @Test func highWaitsForHighInOrder() {
    var s = scheduler()
    s.submit(say("first high", Self.high), at: 0)
    s.submit(say("second", Self.high), at: 50)
    s.submit(say("third", Self.high), at: 60)
    let g = Self.voice.pauses.betweenParts
    #expect(events(s) == ["first high@0-200:whole", "second@\(200 + g)-\(300 + g):whole", "third@\(300 + 2 * g)-\(400 + 2 * g):whole"])
  }

  @Test func defaultInterruptsDefault() {
    var s = scheduler()
    s.submit(say("loading photos view", Self.normal), at: 0)
    s.submit(say("done", Self.normal), at: 100)
    #expect(events(s) == ["loading photos view@0-100:cut[loading]", "done@100-200:whole"])
  }

  @Test func lowWaitsForDefaultAndDefaultInterruptsLow() {
    var s = scheduler()
    s.submit(say("overtake", Self.normal), at: 0)
    s.submit(say("speed increasing", Self.low), at: 0)
    let g = Self.voice.pauses.betweenParts
    #expect(events(s) == ["overtake@0-100:whole", "speed increasing@\(100 + g)-\(300 + g):whole"])
    var t = scheduler()
    t.submit(say("speed increasing now", Self.low), at: 0)
    t.submit(say("overtake", Self.normal), at: 150)
    #expect(events(t) == ["speed increasing now@0-150:cut[speed increasing]", "overtake@150-250:whole"])
  }

  @Test func queuedWaitsLikeLowAndHighCutsIt() {
    var s = scheduler()
    s.submit(say("Pay button", .navigation), at: 0)
    s.submit(say("card declined", Self.queued), at: 50)
    let g = Self.voice.pauses.betweenParts
    #expect(events(s) == ["Pay button@0-200:whole", "card declined@\(200 + g)-\(400 + g):whole"])
    var t = scheduler()
    t.submit(say("card declined try again", Self.queued), at: 0)
    t.submit(say("alert", Self.high), at: 250)
    #expect(events(t) == ["card declined try again@0-250:cut[card declined try]", "alert@250-350:whole"])
  }

  @Test func focusChangeCannotInterruptHighButInterruptsDefaultAndLow() {
    var s = scheduler()
    s.submit(say("crash game over", Self.high), at: 0)
    s.submit(say("Pause button", .navigation), at: 100)
    let g = Self.voice.pauses.betweenParts
    #expect(events(s) == ["crash game over@0-300:whole", "Pause button@\(300 + g)-\(500 + g):whole"])
    for channel in [Self.normal, Self.low, Self.queued] {
      var t = scheduler()
      t.submit(say("message deleted now", channel), at: 0)
      t.submit(say("Ben", .navigation), at: 150)
      #expect(events(t) == ["message deleted now@0-150:cut[message deleted]", "Ben@150-250:whole"])
    }
  }

  @Test func queuedAnnouncementSurvivesAFocusChange() {
    var s = scheduler()
    s.submit(say("one two", .navigation), at: 0)
    s.submit(say("later", Self.low), at: 0)
    s.submit(say("three", .navigation), at: 100)
    let g = Self.voice.pauses.betweenParts
    #expect(events(s) == ["one two@0-100:cut[one]", "three@100-200:whole", "later@\(200 + g)-\(300 + g):whole"])
  }

  @Test func lowInSilenceStartsAtOnceAndAFocusChangeThenDropsIt() {
    var s = scheduler()
    s.submit(say("late", Self.low), at: 0)
    s.submit(say("now", .navigation), at: 0)
    #expect(events(s) == ["late@0-0:dropped", "now@0-100:whole"])
  }

  @Test func theTimelineSaysALineCutInItsLastWordWasCutThere() {
    var s = scheduler()
    s.submit(say("Wi-Fi switch", .navigation), at: 0)
    s.submit(say("Bluetooth", .navigation), at: 150)
    let text = TimelineFormat.text(s.timeline())
    #expect(text.contains("CUT OFF in its last word at 0.15 s: Wi-Fi switch (interrupted by a focus change)"))
    #expect(!text.contains(#"CUT OFF after "Wi-Fi switch""#))
  }

  @Test func cutBeforeTheFirstWordIsADrop() {
    var s = scheduler()
    s.submit(say("first words", Self.normal), at: 0)
    s.submit(say("second", Self.normal), at: 0)
    #expect(events(s) == ["first words@0-0:dropped", "second@0-100:whole"])
  }

  /// A render mixes what `settled` hands over while the layout goes on: nothing handed may change
  /// afterwards, and nothing not handed may sound before the time it gives.
  @Test func whatIsSettledBeforeEachGestureNeverChangesAndNothingLaterStartsBeforeIt() {
    var s = scheduler()
    let steps: [(Int, SpeechScheduler.Request)] = [
      (0, say("Wi-Fi switch on", .navigation, hint: "Double tap to toggle")), (150, say("Bluetooth", .navigation, hint: "Double tap")),
      (900, say("Saved", Self.low)), (950, say("Downloading now please wait", Self.high)), (1_000, say("Next item here", .navigation)),
      (1_100, say("Queued one", Self.queued)), (2_600, say("Alert", Self.normal)), (2_650, say("Last stop", .navigation, hint: "Swipe")),
      (5_000, say("After the silence", .navigation)),
    ]
    var handed: [TimelineEvent] = []
    var marks: [(count: Int, until: Int)] = []
    for (time, request) in steps {
      let part = s.settled(from: handed.count, before: time)
      #expect(part.until <= time)
      handed += part.events
      marks.append((handed.count, part.until))
      s.submit(request, at: time)
    }
    let final = s.playedOut().events
    #expect(Array(final.prefix(handed.count)) == handed, "an event changed after it was handed over")
    for (count, until) in marks {
      for event in final[count...] where !event.wasDropped {
        #expect(event.start >= until, "\(event.text) starts at \(event.start), before \(until)")
      }
    }
    // Something was handed over before the end, cut speech included.
    #expect(marks.contains { $0.count > 0 && $0.count < final.count } && final.contains { $0.interrupted && !$0.wasDropped })
  }
}
