import EarshotEngine
import EarshotModel

/// What it takes to reach one stop from the top of the screen: how many stops a listener hears on
/// the way (the stop itself included) and for how long, by swiping and with the Headings rotor.
public struct NavigationCost: Hashable, Sendable {
  /// The stop's 1-based place in visiting order.
  public var stop: Int
  public var key: String
  public var id: String?
  /// What VoiceOver says there (before the hint).
  public var speech: String
  /// Swiping right from the first stop: stops heard, this one included.
  public var swipeStops: Int
  public var swipeSeconds: Double
  /// With the Headings rotor to the nearest heading before it, then swiping: nil when no heading
  /// gets there sooner than swiping.
  public var rotorStops: Int?
  public var rotorSeconds: Double?

  /// The cheaper way in seconds.
  public var bestSeconds: Double { min(swipeSeconds, rotorSeconds ?? .infinity) }
  public var bestStops: Int { rotorSeconds.map { $0 < swipeSeconds } == true ? rotorStops! : swipeStops }
}

/// Navigation costs and listening time of a screen.
///
/// A stop heard on the way costs its speech up to the hint (someone who knows where they are going
/// swipes on before the hint's pause), the focus earcon, and the reader's pause between stops
/// (none after the stop reached).
/// When a screen appears, VoiceOver speaks its first stop (no earcon), so that one is always heard. Using the
/// rotor adds hearing the rotor's name once ("Headings"), then each heading it passes.
public struct ListeningCosts: Hashable, Sendable {
  /// Milliseconds to swipe through every stop and hear each in full, hints included: the length
  /// of the rendered audio.
  public var totalMilliseconds: Int
  public var costs: [NavigationCost]

  public var totalSeconds: Double { Double(totalMilliseconds) / 1000 }

  /// Seconds to get to the last stop the quickest way (swiping, or with the Headings rotor):
  /// how soon a listener who knows the screen reaches its end, where the main action usually is.
  public var quickestToEndSeconds: Double { costs.last?.bestSeconds ?? 0 }

  /// `speech`, when given, is what the reader says at each stop (`Utterance.speech`), worked out already.
  public init(entries: [Transcript.Entry], timeline: HeardTimeline, reader: any ScreenReader, timing: SpeechTiming, speech: [String]? = nil) {
    totalMilliseconds = timeline.duration
    costs = Self.costs(entries, reader: reader, timing: timing, speech: speech)
  }

  /// The cost of reaching each stop, without the whole swipe-through (which only the total needs).
  public static func costs(_ entries: [Transcript.Entry], reader: any ScreenReader, timing: SpeechTiming, speech: [String]? = nil) -> [NavigationCost] {
    let pauses = reader.pauses(with: timing.voice)
    let earcon = timing.voice.earcons ? reader.earcons.duration(of: .focus) : 0
    func ms(_ utterance: Utterance) -> Int {
      let parts = utterance.segments.filter { $0.role != .hint }
      let speech = parts.reduce(0) { $0 + timing.duration(of: $1) }
      let pausesBetween = max(0, parts.count - 1 - parts.reduce(0) { $0 + ($1.joinsPrevious ? 1 : 0) })
      return speech + pausesBetween * pauses.betweenParts + earcon + pauses.betweenStops
    }
    var heard = entries.map { ms($0.utterance) }
    // The first stop is spoken as the screen appears, without a focus earcon.
    if !heard.isEmpty { heard[0] -= earcon }
    let rotorName = reader.phrasing(speakHints: nil).spoken(reader.name(of: .headings), role: .rotor)
    let rotorMs = ms(rotorName) - earcon
    let headings = entries.indices.filter { entries[$0].stop.element.isHeading }
    var prefix = [0]
    for h in heard { prefix.append(prefix.last! + h) }
    // Jumping with the rotor to heading h (after the first stop, at or before t), then swiping on,
    // costs heard[0] + rotorMs + (the headings heard up to h) + (the stops after h up to t): only
    // the part that depends on h, `jumpedMs - prefix[h + 1]`, is compared, so the best heading so
    // far (the first with the least) is kept as t moves on instead of every heading tried per stop.
    var next = 0, jumped = 0, jumpedMs = 0
    var least: (key: Int, heading: Int, jumped: Int)?
    return entries.indices.map { t in
      // No pause after the stop itself: the listener has arrived.
      let swipe = prefix[t + 1] - pauses.betweenStops
      while next < headings.count, headings[next] <= t {
        let h = headings[next]
        next += 1
        guard h > 0 else { continue }
        jumped += 1
        jumpedMs += heard[h]
        let key = jumpedMs - prefix[h + 1]
        if key < (least?.key ?? Int.max) { least = (key, h, jumped) }
      }
      var best: (stops: Int, ms: Int)?
      if let least {
        let total = heard[0] + rotorMs + least.key + prefix[t + 1] - pauses.betweenStops
        if total < swipe { best = (1 + least.jumped + (t - least.heading), total) }
      }
      // Read in place: taking the entry out of its array copies all of it.
      return entries.withUnsafeBufferPointer { entries in
        NavigationCost(stop: entries[t].index, key: entries[t].stop.key, id: entries[t].stop.element.id,
                       speech: speech?[t] ?? entries[t].utterance.speech, swipeStops: t + 1, swipeSeconds: Double(swipe) / 1000,
                       rotorStops: best?.stops, rotorSeconds: best.map { Double($0.ms) / 1000 })
      }
    }
  }

  /// The costs of a screen with `timing` (estimated from the speaking rate, or from synthesis).
  public init(screen: Screen, reader: any ScreenReader, timing: SpeechTiming) {
    let entries = Transcript(document: Document(screen: screen), reader: reader).screens.first?.entries ?? []
    self.init(entries: entries, timeline: SwipeThrough.timeline(of: screen, reader: reader, timing: timing),
              reader: reader, timing: timing)
  }
}
