import EarshotModel

/// Runs gestures against a session and places what VoiceOver says on the heard timeline.
///
/// Each gesture comes when all speech has finished (plus the voice's pause between stops, the
/// listener's moment to act), unless a `wait S` before it makes it come S seconds after the
/// previous gesture, cutting into whatever is still being spoken (README, "Gestures, flows and announcements").
public struct GestureRunner {
  public let reader: any ScreenReader
  public private(set) var session: any ReaderSession
  public private(set) var scheduler: SpeechScheduler
  public var earcons: Bool
  /// When the previous gesture came, in milliseconds.
  public private(set) var lastGestureTime = 0
  private var waitBeforeNext: Int?
  private var gestureCount = 0

  public init(document: Document, reader: any ScreenReader, timing: SpeechTiming, speakHints: Bool? = nil, earcons: Bool? = nil) {
    self.reader = reader
    session = reader.session(document: document, speakHints: speakHints)
    scheduler = SpeechScheduler(reader: reader, timing: timing.heard(by: reader))
    self.earcons = earcons ?? timing.voice.earcons
  }

  /// The screen appears: its first element is focused and spoken (at time 0 unless given).
  public mutating func start(at time: Int = 0) {
    lastGestureTime = time
    schedule(session.start(), at: time, gesture: nil)
  }

  /// Speaks something of Earshot's own (a listening task, key help) as VoiceOver speech would be:
  /// it interrupts, and the next gesture interrupts it.
  public mutating func say(_ text: String, at time: Int? = nil, as cause: String) {
    let t = time ?? nextGestureTime
    waitBeforeNext = nil
    lastGestureTime = t
    let utterance = Utterance([Segment(role: .announcement, text: text, language: reader.language)])
    scheduler.submit(SpeechScheduler.Request(kind: .announcement, id: nil, utterance: utterance, channel: .navigation, gesture: nil, cause: cause), at: t)
  }

  /// Says again the last thing VoiceOver said for a gesture.
  public mutating func repeatLast(at time: Int? = nil) {
    guard let index = scheduler.lastAnswer else { return }
    let last = scheduler.events[index]
    let t = time ?? nextGestureTime
    waitBeforeNext = nil
    lastGestureTime = t
    let request = SpeechScheduler.Request(kind: last.kind, id: last.id, utterance: Utterance(last.segments.map(\.segment)),
                                          channel: .navigation, gesture: nil, focusKey: session.focusKey, cause: "the repeat key")
    scheduler.submit(request, at: t)
  }

  /// When the next gesture will come if none is given a time. What waits is timed once here and
  /// kept for the gesture (`SpeechScheduler.timeWaiting`).
  public var nextGestureTime: Int {
    mutating get {
      if let wait = waitBeforeNext { return lastGestureTime + wait }
      scheduler.timeWaiting()
      return scheduler.idleTime + scheduler.pauses.betweenStops
    }
  }

  /// Performs a gesture at `time` (milliseconds; by default `nextGestureTime`). Returns the time it came.
  @discardableResult
  public mutating func perform(_ gesture: ScriptedGesture, at time: Int? = nil, file: String? = nil) throws(InputError) -> Int {
    if case .wait(let seconds) = gesture.gesture {
      waitBeforeNext = Int((seconds * 1000).rounded())
      return lastGestureTime
    }
    let t = time ?? nextGestureTime
    waitBeforeNext = nil
    lastGestureTime = t
    // Read-all moves focus as it reads: a gesture lands wherever the reading had got to.
    if let key = scheduler.focusKey(before: t), key != session.focusKey { session.setFocus(key) }
    let outputs = try session.perform(gesture, index: gestureCount, file: file)
    // A gesture stops VoiceOver talking even when it says nothing itself; when it does say
    // something, that speech's own priority decides what it interrupts.
    if !outputs.contains(where: { if case .speak = $0 { return true } else { return false } }) { scheduler.silence(at: t) }
    schedule(outputs, at: t, gesture: gestureCount)
    gestureCount += 1
    return t
  }

  /// Runs a whole script from the start.
  public mutating func run(_ script: [ScriptedGesture], file: String? = nil) throws(InputError) {
    start()
    for gesture in script { try perform(gesture, file: file) }
  }

  /// Runs a whole script from the start and returns its timeline, handing `settled` each part
  /// that can no longer change before each gesture (`SettledParts`), so a render mixes as it goes.
  public mutating func run(_ script: [ScriptedGesture], file: String? = nil,
                           settled: @escaping SettledParts.Receiver) throws(InputError) -> HeardTimeline {
    start()
    var parts = SettledParts(settled)
    for gesture in script {
      // A wait only sets when the next gesture comes; nothing is submitted at it.
      if case .wait = gesture.gesture {
        try perform(gesture, file: file)
        continue
      }
      let time = nextGestureTime
      parts.before(time, in: scheduler)
      try perform(gesture, at: time, file: file)
    }
    return parts.finish(scheduler)
  }

  public func timeline() -> HeardTimeline { scheduler.timeline() }

  /// Hands the session the transcript of screen `screen` as it first appears (`ReaderSession.know`).
  mutating func know(_ entries: [Transcript.Entry], of screen: Int, speakHints: Bool?) {
    session.know(entries, of: screen, speakHints: speakHints)
  }

  /// Keeps only the times of what is heard: `timeline()` gives its length and no events.
  mutating func timesOnly() { scheduler.timesOnly = true }

  /// Earcons play in order from the gesture's time; speech starts after them, interrupting at the gesture's time.
  private mutating func schedule(_ outputs: [SessionOutput], at t: Int, gesture: Int?) {
    var cursor = t
    for output in outputs {
      switch output {
      case .earcon(let earcon, let id):
        if earcons { cursor = scheduler.earcon(earcon, at: cursor, gesture: gesture, id: id) }
      case .screen(let id, let title):
        scheduler.mark(.screen, text: title, id: id, at: cursor, gesture: gesture)
      case .speak(let request):
        scheduler.submit(request, at: t, notBefore: cursor)
      }
    }
  }
}
