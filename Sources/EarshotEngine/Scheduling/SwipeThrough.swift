import EarshotModel

/// What a listener hears swiping through every stop of a screen from the first: the input of
/// `earshot render` without a script.
public enum SwipeThrough {
  /// The heard timeline of `screen`: for each stop, the focus earcon, the speech (parts separated
  /// by the part pause), the hint after the hint pause, and the pause before the next swipe.
  public static func timeline(of screen: Screen, profile: VoiceProfile, timing: SpeechTiming,
                              speakHints: Bool? = nil, earcons: Bool? = nil) -> HeardTimeline {
    let document = Document(screen: screen)
    let transcript = Transcript(document: document, profile: profile, speakHints: speakHints)
    let playEarcons = earcons ?? profile.earcons
    var layout = SpeechLayout(profile: profile, timing: timing)
    for (i, entry) in (transcript.screens.first?.entries ?? []).enumerated() {
      if playEarcons { layout.earcon(.focus, gesture: i, id: entry.stop.element.id) }
      layout.speak(entry.utterance, kind: .focus, id: entry.stop.element.id, gesture: i)
      layout.pause(profile.pauses.betweenStops)
    }
    return layout.timeline
  }
}

/// Places events one after another in time, with the profile's pauses, timing each segment.
struct SpeechLayout {
  let profile: VoiceProfile
  let timing: SpeechTiming
  var now = 0
  var events: [TimelineEvent] = []

  init(profile: VoiceProfile, timing: SpeechTiming) {
    self.profile = profile
    self.timing = timing
  }

  var timeline: HeardTimeline {
    HeardTimeline(events: events, duration: events.map(\.end).max() ?? 0)
  }

  mutating func pause(_ ms: Int) { now += ms }

  mutating func earcon(_ earcon: Earcon, gesture: Int?, id: String? = nil) {
    let d = timing.duration(of: earcon)
    events.append(TimelineEvent(start: now, end: now + d, kind: .earcon, id: id, text: earcon.rawValue, earcon: earcon, gesture: gesture))
    now += d
  }

  /// Speaks the utterance's parts before the hint as one event and the hint as another.
  mutating func speak(_ utterance: Utterance, kind: TimelineEventKind, id: String?, gesture: Int?, priority: AnnouncementPriority? = nil) {
    let main = utterance.segments.filter { $0.role != .hint }
    let hints = utterance.segments.filter { $0.role == .hint }
    if !main.isEmpty { events.append(place(main, kind: kind, id: id, gesture: gesture, priority: priority)) }
    if !hints.isEmpty {
      now += profile.pauses.beforeHint
      events.append(place(hints, kind: .hint, id: id, gesture: gesture, priority: nil))
    }
  }

  private mutating func place(_ segments: [Segment], kind: TimelineEventKind, id: String?, gesture: Int?, priority: AnnouncementPriority?) -> TimelineEvent {
    let start = now
    var timed: [TimedSegment] = []
    for (i, segment) in segments.enumerated() {
      if i > 0 { now += profile.pauses.betweenParts }
      let t = timing.timing(of: segment)
      timed.append(TimedSegment(segment: segment, start: now, end: now + t.duration,
                                words: t.words.map { TimedWord(start: now + $0.start, offset: $0.offset, length: $0.length) }))
      now += t.duration
    }
    let text = Utterance(segments).speech
    return TimelineEvent(start: start, end: now, kind: kind, id: id, text: kind == .hint ? (Utterance(segments).hint ?? "") : text,
                         priority: priority, segments: timed, gesture: gesture)
  }
}
