import EarshotEngine
import EarshotModel

/// A gesture script played on a document, for the review page: what was heard, and for each part
/// where VoiceOver focus was at that moment and on which screen, so the page's cursor can follow
/// focus through the script while the announcements show as announcements.
public struct SessionRun: Sendable {
  /// One part of what was heard: a focus or value utterance (its hint included), an
  /// announcement, a rotor or action name, or a screen change.
  public struct Item: Sendable {
    /// Milliseconds: from the earcon before it (when one leads in) to the end of what was heard.
    public var start: Int
    public var end: Int
    public var kind: TimelineEventKind
    public var event: TimelineEvent
    /// The hint heard after it, if any.
    public var hint: TimelineEvent?
    /// Which of `screens` was on show.
    public var screen: Int
    /// Where focus was: its stop on that screen's picture (1-based, when the stop is one of the
    /// screen's first stops) and its frame.
    public var stop: Int?
    public var frame: Frame?
  }

  public var file: String
  /// The script's name as the page shows it (a file, or the inline gestures).
  public var script: String
  public var gestures: Int
  public var timeline: HeardTimeline
  /// Every screen the session showed, in the order first shown, each worked out as a version
  /// (its stops, findings and swipe order) for its picture.
  public var screens: [ScreenVersion]
  public var items: [Item]

  /// The document's title (a flow's), else its start screen's.
  public var title: String

  /// Runs `script` on `document` from its start screen, noting after every gesture the screen and
  /// the focused element.
  public init(document: Document, file: String, script: [ScriptedGesture], scriptName: String, reader: any ScreenReader,
              catalog: RuleCatalog, timing: SpeechTiming, speakHints: Bool? = nil, earcons: Bool? = nil, audience: FixAudience = .screenDocument) throws(InputError) {
    self.file = file
    self.script = scriptName
    title = document.title ?? document.startScreen.title ?? document.startScreen.id ?? "Screen"
    var runner = GestureRunner(document: document, reader: reader, timing: timing, speakHints: speakHints, earcons: earcons)
    typealias Place = (screen: Int, key: String?, frame: Frame?)
    func place() -> Place {
      (runner.session.screenIndex, runner.session.focusKey, runner.session.focusedStop?.element.frame)
    }
    runner.start()
    let initial = place()
    var after: [Place] = []
    var byID: [Int: [String: (key: String, frame: Frame?)]] = [:]
    func remember() {
      let s = runner.session.screenIndex
      for stop in runner.session.stops where byID[s]?[stop.element.id ?? ""] == nil {
        if let id = stop.element.id { byID[s, default: [:]][id] = (stop.key, stop.element.frame) }
      }
    }
    remember()
    for gesture in script {
      try runner.perform(gesture, file: scriptName)
      if case .wait = gesture.gesture { continue }
      after.append(place())
      remember()
    }
    gestures = after.count
    timeline = runner.timeline()

    // The screens in the order first shown, each with its first stops for the picture.
    var order: [Int] = [initial.screen]
    for p in after where !order.contains(p.screen) { order.append(p.screen) }
    screens = order.map {
      ScreenVersion(screen: document.screens[$0], file: file, reader: reader, catalog: catalog, timing: timing, speakHints: speakHints, earcons: earcons,
                    audience: audience)
    }
    let pictureOf = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
    let stopNumbers = screens.map { v in Dictionary(v.entries.map { ($0.stop.key, $0.index) }, uniquingKeysWith: { a, _ in a }) }

    var items: [Item] = []
    var leadIn: Int?
    var focus: Place = initial
    for event in timeline.events {
      switch event.kind {
      case .earcon:
        leadIn = leadIn ?? event.start
        continue
      case .hint:
        if let last = items.indices.last, items[last].hint == nil, items[last].event.gesture == event.gesture,
           [.focus, .value].contains(items[last].kind) {
          items[last].hint = event
          items[last].end = max(items[last].end, event.end)
          continue
        }
      default:
        break
      }
      let state = event.gesture.map { after.indices.contains($0) ? after[$0] : initial } ?? initial
      if [.focus, .value, .screen].contains(event.kind) {
        focus = state
        // Reading all moves focus as it reads: each utterance names its element.
        if event.kind == .focus, let id = event.id, let found = byID[state.screen]?[id] {
          focus = (state.screen, found.key, found.frame)
        }
      }
      let picture = pictureOf[focus.screen] ?? 0
      let stop = focus.key.flatMap { stopNumbers[picture][$0] }
      let frame = event.kind == .screen ? nil : focus.frame
      items.append(Item(start: min(leadIn ?? event.start, event.start), end: event.end, kind: event.kind, event: event,
                        screen: picture, stop: event.kind == .screen ? nil : stop, frame: frame.flatMap { $0.isEmpty ? nil : $0 }))
      leadIn = nil
    }
    self.items = items
  }
}
