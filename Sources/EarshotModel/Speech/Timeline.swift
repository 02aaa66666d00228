/// What an event on the heard timeline is (`run --format json`; README, "Gestures, flows and announcements").
public enum TimelineEventKind: String, CaseIterable, Sendable, Hashable {
  /// The focus utterance of an element, up to the hint.
  case focus
  /// The new value after an adjustment or toggle.
  case value
  /// An app announcement (or a `layoutChanged`/`screenChanged` string).
  case announcement
  /// The hint, spoken after the hint pause.
  case hint
  case earcon
  /// A screen change.
  case screen
  /// The reader naming a rotor setting (a reading control) or an item in it ("Headings",
  /// "Delete"), or saying there is none ("No next heading"); named by its reader's terms
  /// (`ReaderTerms.name(of:)`: TalkBack's is `readingControl`).
  case rotor
}

/// One part of an event placed in time (milliseconds from the start of the timeline).
public struct TimedSegment: Hashable, Sendable {
  public var segment: Segment
  public var start: Int
  public var end: Int
  /// Where each word starts, in milliseconds from the timeline start, with its range in the text.
  public var words: [TimedWord]

  public init(segment: Segment, start: Int, end: Int, words: [TimedWord] = []) {
    self.segment = segment
    self.start = start
    self.end = end
    self.words = words
  }
}

/// A word of a segment: its start time and its UTF-16 offset and length in the segment's text.
public struct TimedWord: Hashable, Sendable {
  public var start: Int
  public var offset: Int
  public var length: Int
  public init(start: Int, offset: Int, length: Int) {
    self.start = start
    self.offset = offset
    self.length = length
  }
}

/// Something heard (or meant to be heard and cut off or dropped), with its place in time.
public struct TimelineEvent: Hashable, Sendable {
  /// Milliseconds from the start of the timeline.
  public var start: Int
  /// When it stopped: its natural end, or the moment it was cut off.
  public var end: Int
  public var kind: TimelineEventKind
  /// The element it concerns, if any.
  public var id: String?
  /// Everything the event would have said.
  public var text: String
  /// What was spoken before an interruption (all of `text` when not interrupted; empty when dropped).
  public var heard: String
  public var priority: AnnouncementPriority?
  /// How an announcement took its turn by its reader's policy (nil for the reader's own answers).
  public var turn: SpeechTurn?
  public var interrupted: Bool
  /// The parts, placed in time as they would be spoken without an interruption.
  public var segments: [TimedSegment]
  /// For earcon events, which tone.
  public var earcon: Earcon?
  /// The 0-based index of the gesture that caused the event (nil for what a screen says on its own).
  public var gesture: Int?
  /// Why the event was cut off or dropped, in words ("interrupted by a focus change").
  public var note: String?

  public init(start: Int, end: Int, kind: TimelineEventKind, id: String? = nil, text: String, heard: String? = nil,
              priority: AnnouncementPriority? = nil, turn: SpeechTurn? = nil, interrupted: Bool = false, segments: [TimedSegment] = [],
              earcon: Earcon? = nil, gesture: Int? = nil, note: String? = nil) {
    self.start = start
    self.end = end
    self.kind = kind
    self.id = id
    self.text = text
    self.heard = heard ?? text
    self.priority = priority
    self.turn = turn
    self.interrupted = interrupted
    self.segments = segments
    self.earcon = earcon
    self.gesture = gesture
    self.note = note
  }

  /// True when nothing of the event was spoken.
  public var wasDropped: Bool { interrupted && heard.isEmpty }
}

/// What a listener heard, in time order: the input to audio rendering, captions and timelines.
public struct HeardTimeline: Hashable, Sendable {
  public var events: [TimelineEvent]
  /// Milliseconds from the start to the end of the last sound.
  public var duration: Int
  /// The sounds of the earcons it places: its screen reader's.
  public var earcons: EarconSet
  /// What its screen reader calls its events, earcons and announcements' turns.
  public var terms: ReaderTerms

  public init(events: [TimelineEvent] = [], duration: Int = 0, earcons: EarconSet, terms: ReaderTerms) {
    self.events = events
    self.duration = duration
    self.earcons = earcons
    self.terms = terms
  }

  /// What is left to hear from `time` on, with times shifted so `time` is 0. Sounds already under
  /// way keep their place (their starts go negative), so playing the result picks them up where
  /// they are; a live session plays this after every key press.
  public func remainder(from time: Int) -> HeardTimeline {
    func shift(_ ms: Int) -> Int { ms - time }
    var kept: [TimelineEvent] = []
    for var event in events where event.end > time || (event.start >= time && event.end == event.start) {
      event.start = shift(event.start)
      event.end = shift(event.end)
      event.segments = event.segments.map { s in
        var s = s
        s.start = shift(s.start)
        s.end = shift(s.end)
        s.words = s.words.map { TimedWord(start: shift($0.start), offset: $0.offset, length: $0.length) }
        return s
      }
      kept.append(event)
    }
    return HeardTimeline(events: kept, duration: max(0, duration - time), earcons: earcons, terms: terms)
  }
}
