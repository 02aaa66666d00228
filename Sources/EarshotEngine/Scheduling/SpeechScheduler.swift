import EarshotModel

/// Places speech on a timeline the way a screen reader shares its one voice, following the
/// reader's `AnnouncementPolicy` (VoiceOver's: Apple's `UIAccessibilityPriority` documentation;
/// WWDC23 10036):
///
/// - The reader's own answer to a gesture (focus, a new value, a rotor setting) interrupts current
///   speech, and is itself interrupted by the next one; its hint follows after the reader's hint
///   pause and goes with it.
/// - Speech nothing may interrupt (VoiceOver: a **high** announcement) interrupts; anything arriving
///   while it speaks waits for it (such speech in the order it came).
/// - Speech that waits (VoiceOver: a **low** announcement, or any with `queue: true`) waits until
///   current speech finishes.
/// - Anything else (VoiceOver: a **default** announcement) interrupts and can be interrupted.
///
/// Everything is recorded: what started when, what was cut off and after which words, and what was
/// dropped before it began. The same scheduler serves estimated timing (transcripts, `run`) and real
/// synthesis (rendering), through `SpeechTiming`.
public struct SpeechScheduler {
  /// Who is speaking, which decides who may interrupt whom.
  public enum Channel: Hashable, Sendable {
    /// The screen reader answering a gesture.
    case navigation
    case announcement(AnnouncementPriority, queued: Bool)

    var priority: AnnouncementPriority? {
      if case .announcement(let p, _) = self { return p } else { return nil }
    }
  }

  /// Something to say.
  public struct Request: Hashable, Sendable {
    public var kind: TimelineEventKind
    public var id: String?
    /// The parts; hint segments become a separate hint event after the hint pause.
    public var utterance: Utterance
    public var channel: Channel
    public var gesture: Int?
    /// The element focus is on while this is spoken (read-all moves focus as it reads).
    public var focusKey: String?
    /// True for the second and later parts of one answer (the elements read-all reads after the
    /// first): they follow what precedes them instead of interrupting it.
    public var follows: Bool
    /// What this speech is, for the note on what it cuts off ("the list of keys"); nil for a
    /// reader's answer, named by its kind and channel.
    public var cause: String?

    public init(kind: TimelineEventKind, id: String?, utterance: Utterance, channel: Channel, gesture: Int?,
                focusKey: String? = nil, follows: Bool = false, cause: String? = nil) {
      self.kind = kind
      self.id = id
      self.utterance = utterance
      self.channel = channel
      self.gesture = gesture
      self.focusKey = focusKey
      self.follows = follows
      self.cause = cause
    }
  }

  private struct Item {
    var serial: Int
    var kind: TimelineEventKind
    var id: String?
    /// The request's segments, shared: the item says the hints among them, or the rest (`isHint`).
    var utterance: [Segment]
    var isHint: Bool
    var channel: Channel
    var gesture: Int?
    var focusKey: String?
    /// Silence between what precedes it and its start.
    var prePause: Int
    var notBefore: Int
    /// The item this one belongs to (a hint to its speech): cut that, and this is dropped.
    var parent: Int?
    /// How long it takes once begun, kept once timed while it waits (`timeWaiting`).
    var duration: Int?

    /// Whether `segment` of `utterance` is one this item says.
    func says(_ segment: Segment) -> Bool { (segment.role == .hint) == isHint }

    /// Its text, as an event writes it: a hint's sentences, or the parts before the hint.
    var text: String {
      let all = Utterance(utterance)
      if isHint { return all.hint ?? "" }
      return kind == .hint ? "" : all.speech
    }
  }

  /// The pauses between parts, before the hint and between stops: the reader's with the voice timed.
  public let pauses: Voice.Pauses
  let policy: any AnnouncementPolicy
  /// The reader's earcons, whose lengths place what follows them.
  let earcons: EarconSet
  /// The reader's names for its earcons, events and turns.
  let terms: ReaderTerms
  public let timing: SpeechTiming
  public private(set) var events: [TimelineEvent] = []
  private var current: (item: Item, event: Int)?
  private var pending = WaitingQueue<Item>()
  private var serial = 0
  private var soundEnd = 0
  /// The latest end among the events other than the current one (only the current one can still be
  /// cut short), so the idle time is known without going over the whole timeline.
  private var settledEnd = 0
  /// The index of the last focus, value or rotor event, for "say that again".
  public private(set) var lastAnswer: Int?
  /// Set for a run read only for its length (`SwipeThrough.timeline(keepingEvents: false)`): only
  /// the current speech is kept, without its timed words or its text, which no one reads; every
  /// other event is only its end, in `settledEnd`. Every time is placed by the same steps either
  /// way. Such a run never says anything again, so it keeps no last answer.
  var timesOnly = false

  public init(reader: any ScreenReader, timing: SpeechTiming) {
    pauses = reader.pauses(with: timing.voice)
    policy = reader.announcements
    earcons = reader.earcons
    terms = reader.kind.terms
    self.timing = timing
  }

  // MARK: - Submitting

  /// Plays an earcon at `time`; returns when it ends, so speech for the same gesture can follow it.
  @discardableResult
  public mutating func earcon(_ earcon: Earcon, at time: Int, gesture: Int?, id: String? = nil) -> Int {
    let end = time + earcons.duration(of: earcon)
    let name = terms.name(of: earcon)
    record(end: end, TimelineEvent(start: time, end: end, kind: .earcon, id: id, text: name, earcon: earcon, gesture: gesture))
    soundEnd = max(soundEnd, end)
    return end
  }

  /// Records a marker (a screen change) with no sound of its own.
  public mutating func mark(_ kind: TimelineEventKind, text: String, id: String?, at time: Int, gesture: Int?) {
    record(end: time, TimelineEvent(start: time, end: time, kind: kind, id: id, text: text, gesture: gesture))
  }

  /// Submits speech arriving at `time`, starting no earlier than `notBefore` (after its earcon).
  public mutating func submit(_ request: Request, at time: Int, notBefore: Int? = nil) {
    advance(to: time)
    let start = max(time, notBefore ?? time)
    serial += 1
    // The speech and its hint share the request's segments rather than each copying its own.
    let segments = request.utterance.segments
    let hasMain = segments.contains { $0.role != .hint }
    var items: [Item] = []
    let mainSerial = serial
    if hasMain {
      items.append(Item(serial: mainSerial, kind: request.kind, id: request.id, utterance: segments, isHint: false, channel: request.channel,
                        gesture: request.gesture, focusKey: request.focusKey, prePause: 0, notBefore: start, parent: nil))
    }
    if segments.contains(where: { $0.role == .hint }) {
      serial += 1
      items.append(Item(serial: serial, kind: .hint, id: request.id, utterance: segments, isHint: true, channel: request.channel,
                        gesture: request.gesture, focusKey: request.focusKey, prePause: hasMain ? pauses.beforeHint : 0,
                        notBefore: start, parent: hasMain ? mainSerial : nil))
    }
    guard !items.isEmpty else { return }
    if request.follows {
      items[0].prePause = pauses.betweenStops
      pending += items
      return
    }
    if policy.waits(request.channel) {
      // Low and queued announcements wait for everything already said or waiting; in silence they start at once.
      if playing(at: time) == nil, pending.isEmpty {
        begin(items[0], at: start)
        pending += items.dropFirst()
        return
      }
      items[0].prePause = pauses.betweenParts
      pending += items
      return
    }
    let speaking = playing(at: time)
    if let speaking, policy.isUninterruptible(speaking.item.channel) {
      // Nothing interrupts a high announcement: wait behind it and behind any highs waiting.
      if request.channel == .navigation { dropPending(at: time, where: { $0.channel == .navigation }, note: "replaced by newer navigation") }
      items[0].prePause = pauses.betweenParts
      let index = pending.lastIndex(where: { policy.isUninterruptible($0.channel) }).map { $0 + 1 } ?? 0
      pending.insert(contentsOf: items, at: index)
      return
    }
    let note = note(interruptedBy: request)
    if let speaking { cut(speaking.event, at: time, note: note) }
    // Stale navigation speech (a hint, the rest of a read-all) goes; queued announcements stay.
    dropPending(at: time, where: { $0.channel == .navigation }, note: note)
    begin(items[0], at: start)
    pending.insert(contentsOf: items.dropFirst(), at: 0)
  }

  /// A gesture at `time` stops VoiceOver's speech even when it says nothing itself (a tap on
  /// nothing, a swipe past the end): what is playing is cut unless it is a high announcement, and
  /// stale navigation speech waiting to start is dropped. Queued announcements still come.
  public mutating func silence(at time: Int) {
    advance(to: time)
    if let speaking = playing(at: time), !policy.isUninterruptible(speaking.item.channel) {
      cut(speaking.event, at: time, note: "interrupted by a gesture")
      dropPending(at: time, where: { $0.channel == .navigation }, note: "interrupted by a gesture")
    }
  }

  // MARK: - Reading the result

  /// Times what is waiting, as `idleTime` does, and keeps the times, so that `idleTime`,
  /// `focusKey(before:)` and starting it read them instead of timing it again. Only for a caller
  /// about to ask `idleTime`, as what waits may yet be dropped; and only where timing has no
  /// effect but its answer (`SpeechTiming.durationsMayBeKept`): a synthesized run counts every
  /// use, and reports the counts.
  mutating func timeWaiting() {
    guard timing.durationsMayBeKept else { return }
    let pauses = pauses, timing = timing
    pending.update { item in
      if item.duration == nil { item.duration = Self.duration(of: item, pauses: pauses, timing: timing) }
    }
  }

  /// When everything said or waiting will have finished. What is waiting is timed as `advance`
  /// would start it, without starting it: asked before every gesture, this must not copy the timeline.
  public var idleTime: Int {
    var end = max(settledEnd, soundEnd)
    var freeAt = current.map { events[$0.event].end } ?? 0
    end = max(end, freeAt)
    for item in pending.all {
      freeAt = max(freeAt + item.prePause, item.notBefore) + duration(of: item)
      end = max(end, freeAt)
    }
    return end
  }

  /// The element focus is on at `time`: that of the last speech begun before it (read-all moves
  /// focus as it reads), worked out as `advance` would, without starting anything.
  public func focusKey(before time: Int) -> String? {
    var focus = current?.item.focusKey
    var freeAt = current.map { events[$0.event].end } ?? 0
    for item in pending.all {
      let start = max(freeAt + item.prePause, item.notBefore)
      guard start < time else { break }
      focus = item.focusKey
      freeAt = start + duration(of: item)
    }
    return focus
  }

  /// What a render can mix while the layout goes on, when nothing new is submitted before `time`:
  /// the events from `index` on that can no longer change, in the order recorded, and the time
  /// before which no sound can still start or change. Only the current speech can change (a later
  /// gesture cuts it, at its own time, so speech that has ended by `time` cannot be), and what
  /// waits starts no earlier than its own `notBefore` and the end of the speech before it (or
  /// `time`, should that be cut); whatever comes later starts at its gesture's time or after.
  public func settled(from index: Int, before time: Int) -> (events: ArraySlice<TimelineEvent>, until: Int) {
    var end = events.count, until = time
    if let current, events[current.event].end > time { end = max(index, current.event) }
    for event in events[end...] { until = min(until, event.start) }
    let freeAt = min(current.map { events[$0.event].end } ?? 0, time)
    for item in pending.all { until = min(until, max(freeAt, item.notBefore)) }
    return (events[index..<end], until)
  }

  /// This scheduler with everything still waiting played out: its `events` are all the
  /// timeline's, in the order recorded.
  public func playedOut() -> SpeechScheduler {
    var copy = self
    copy.advance(to: .max)
    return copy
  }

  /// The whole timeline, with everything still waiting played out.
  public func timeline() -> HeardTimeline {
    let copy = playedOut()
    guard !timesOnly else { return HeardTimeline(duration: copy.length, earcons: earcons, terms: terms) }
    var events = copy.events
    // By start time, in the order recorded at equal times; positions are sorted, not the events,
    // and a timeline already in order (the usual case) is not sorted at all.
    if zip(events, events.dropFirst()).contains(where: { $0.start > $1.start }) {
      let all = events
      events = all.indices.sorted { (all[$0].start, $0) < (all[$1].start, $1) }.map { all[$0] }
    }
    return HeardTimeline(events: events, duration: copy.length, earcons: earcons, terms: terms)
  }

  /// Milliseconds from the start to the end of the last sound placed: `settledEnd` holds the end of
  /// every event but the current one, which a run read only for its length keeps alone.
  private var length: Int { max(events.lazy.map(\.end).max() ?? 0, soundEnd, settledEnd) }

  // MARK: - Internals

  private func playing(at time: Int) -> (item: Item, event: Int)? {
    guard let current, events[current.event].end > time else { return nil }
    return current
  }

  /// Starts waiting items, in order, that begin before `time`.
  private mutating func advance(to time: Int) {
    while let next = pending.first {
      let freeAt = current.map { events[$0.event].end } ?? 0
      let start = max(freeAt + next.prePause, next.notBefore)
      guard start < time else { return }
      pending.removeFirst()
      begin(next, at: start)
    }
  }

  /// How long `item` takes once begun: its parts and the pauses between them, as `begin` places them.
  private func duration(of item: Item) -> Int { Self.duration(of: item, pauses: pauses, timing: timing) }

  private static func duration(of item: Item, pauses: Voice.Pauses, timing: SpeechTiming) -> Int {
    if let known = item.duration { return known }
    var total = 0, first = true
    for i in item.utterance.indices where item.says(item.utterance[i]) {
      if !first, !item.utterance[i].joinsPrevious { total += pauses.betweenParts }
      first = false
      total += timing.duration(of: item.utterance[i])
    }
    return total
  }

  /// Appends an event that is not the current speech (an earcon, a marker, something dropped),
  /// ending at `end`; the event is made only when kept.
  private mutating func record(end: Int, _ event: @autoclosure () -> TimelineEvent) {
    settledEnd = max(settledEnd, end)
    if !timesOnly { append(event()) }
  }

  /// Keeps an event on the timeline (a run kept only for its times keeps none but its current speech's, in `begin`).
  private mutating func append(_ event: TimelineEvent) {
    switch event.kind {
    case .focus, .value, .rotor: lastAnswer = events.count
    default: break
    }
    events.append(event)
  }

  private mutating func begin(_ item: Item, at start: Int) {
    // The speech it replaces can no longer be cut: its end is settled.
    if let end = current.map({ events[$0.event].end }) { settledEnd = max(settledEnd, end) }
    if timesOnly {
      // Without events, no words are placed and nothing reads an event but the current speech's
      // times: the one event is made once and given each speech's start and end.
      let end = start + duration(of: item)
      if events.isEmpty {
        events.append(TimelineEvent(start: start, end: end, kind: item.kind, text: ""))
      } else {
        events[0].start = start
        events[0].end = end
      }
      current = (item, 0)
      return
    }
    var now = start
    var timed: [TimedSegment] = []
    for segment in item.utterance where item.says(segment) {
      if !timed.isEmpty, !segment.joinsPrevious { now += pauses.betweenParts }
      let t = timing.timing(of: segment)
      timed.append(TimedSegment(segment: segment, start: now, end: now + t.duration,
                                words: t.words.map { TimedWord(start: now + $0.start, offset: $0.offset, length: $0.length) }))
      now += t.duration
    }
    append(TimelineEvent(start: start, end: now, kind: item.kind, id: item.id, text: item.text,
                         priority: item.channel.priority, turn: turn(of: item.channel), segments: timed, gesture: item.gesture))
    current = (item, events.count - 1)
  }

  private mutating func cut(_ index: Int, at time: Int, note: String) {
    var event = events[index]
    guard time < event.end else { return }
    event.end = max(event.start, time)
    event.interrupted = true
    event.heard = Self.heard(event, until: time)
    event.note = event.heard.isEmpty ? "dropped: \(note)" : "cut off: \(note)"
    events[index] = event
    if let serial = current?.item.serial { dropPending(at: time, where: { $0.parent == serial }, note: note) }
  }

  private mutating func dropPending(at time: Int, where shouldDrop: (Item) -> Bool, note: String) {
    let dropped = pending.removeAll(where: shouldDrop)
    if timesOnly {
      // What is dropped ends where it would have been recorded, at `time`.
      if !dropped.isEmpty { settledEnd = max(settledEnd, time) }
      return
    }
    for item in dropped {
      let turn = turn(of: item.channel)
      record(end: time, TimelineEvent(start: time, end: time, kind: item.kind, id: item.id, text: item.text, heard: "",
                           priority: item.channel.priority, turn: turn, interrupted: true, gesture: item.gesture,
                           note: "dropped: \(note)"))
    }
  }

  /// Why speech was cut off by `request`: a focus change, another gesture's answer, an
  /// announcement by its priority or turn, or what the request says it is.
  private func note(interruptedBy request: Request) -> String {
    if let cause = request.cause { return "interrupted by \(cause)" }
    switch request.channel {
    case .navigation: return request.kind == .focus ? "interrupted by a focus change" : "interrupted by a gesture"
    case .announcement(let p, _): return terms.note(interruptedBy: p, turn: turn(of: request.channel) ?? .interrupts)
    }
  }

  /// How speech on `channel` takes its turn by the reader's policy; nil for the reader's answers.
  private func turn(of channel: Channel) -> SpeechTurn? {
    guard case .announcement = channel else { return nil }
    return policy.isUninterruptible(channel) ? .uninterruptible : policy.waits(channel) ? .waits : .interrupts
  }

  /// The words of `event` that had begun by `time`, parts joined as transcripts join them.
  static func heard(_ event: TimelineEvent, until time: Int) -> String {
    var parts: [Segment] = []
    for segment in event.segments {
      if segment.end <= time {
        parts.append(segment.segment)
        continue
      }
      guard segment.start < time else { break }
      let started = segment.words.filter { $0.start < time }
      if let last = started.last {
        let units = Array(segment.segment.text.utf16)
        let end = min(units.count, last.offset + last.length)
        var part = segment.segment
        part.text = String(decoding: units[0..<end], as: UTF16.self)
        parts.append(part)
      }
      break
    }
    let heard = Utterance.join(segments: parts, role: event.kind == .hint ? .hint : .label)
    // A cut after "Kowalski," was heard as "Kowalski": the punctuation is a pause that never came.
    return String(heard.reversed().drop { ",;: ".contains($0) }.reversed())
  }
}

/// Speech waiting to start, oldest first. Taking the first is O(1): a read-all queues every stop
/// of the screen, and each starts in turn.
struct WaitingQueue<Element> {
  private var items: [Element] = []
  private var head = 0

  var isEmpty: Bool { head == items.count }
  var first: Element? { isEmpty ? nil : items[head] }
  /// Everything waiting, oldest first.
  var all: ArraySlice<Element> { items[head...] }

  mutating func removeFirst() {
    head += 1
    if head == items.count {
      items.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 1024, head * 2 >= items.count {
      items.removeFirst(head)
      head = 0
    }
  }

  static func += <S: Sequence>(queue: inout WaitingQueue, more: S) where S.Element == Element {
    queue.items.append(contentsOf: more)
  }

  /// Changes every waiting item in place.
  mutating func update(_ change: (inout Element) -> Void) {
    for i in head..<items.count { change(&items[i]) }
  }

  /// Inserts `more` before the `index`-th waiting item.
  mutating func insert<C: Collection>(contentsOf more: C, at index: Int) where C.Element == Element {
    items.insert(contentsOf: more, at: head + index)
  }

  /// The position among the waiting items of the last one matching `predicate`.
  func lastIndex(where predicate: (Element) -> Bool) -> Int? {
    all.lastIndex(where: predicate).map { $0 - head }
  }

  /// Removes the waiting items matching `predicate`; returns them, oldest first.
  mutating func removeAll(where predicate: (Element) -> Bool) -> [Element] {
    guard all.contains(where: predicate) else { return [] }
    var kept: [Element] = [], removed: [Element] = []
    for item in all {
      if predicate(item) { removed.append(item) } else { kept.append(item) }
    }
    items = kept
    head = 0
    return removed
  }
}
