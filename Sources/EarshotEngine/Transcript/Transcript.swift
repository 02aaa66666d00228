import EarshotModel

/// What VoiceOver says for every stop of every screen, swiping from the first stop to the last.
public struct Transcript: Hashable, Sendable {
  public struct Entry: Hashable, Sendable {
    /// 1-based position in visiting order.
    public var index: Int
    public var stop: Stop
    public var utterance: Utterance
  }

  public struct ScreenTranscript: Hashable, Sendable {
    public var id: String?
    public var title: String?
    public var entries: [Entry]
  }

  public var title: String?
  public var isFlow: Bool
  public var screens: [ScreenTranscript]

  /// Builds the transcript of `document`: each screen in its initial state, its stops in order,
  /// each spoken as focus arrives from the stop before (so container labels come on entry).
  public init(document: Document, profile: VoiceProfile, speakHints: Bool? = nil) {
    let order = VisitOrder(profile: profile)
    let builder = UtteranceBuilder(profile: profile, speakHints: speakHints)
    title = document.title
    isFlow = document.isFlow
    screens = document.screens.map { screen in
      let stops = order.stops(in: ScreenState(screen: screen))
      var previous: Stop?
      let entries = stops.enumerated().map { i, stop in
        defer { previous = stop }
        return Entry(index: i + 1, stop: stop, utterance: builder.focus(stop, entering: stop.containersEntered(from: previous)))
      }
      return ScreenTranscript(id: screen.id, title: screen.title, entries: entries)
    }
  }

  /// Plain text: a line naming each screen, then one numbered line per stop with its hint after it.
  public func text() -> String {
    var lines: [String] = []
    for screen in screens {
      let name = screen.title ?? screen.id ?? "Screen"
      let count = screen.entries.count == 1 ? "1 stop" : "\(screen.entries.count) stops"
      let id = isFlow && screen.id != nil && screen.id != screen.title ? " [\(screen.id!)]" : ""
      if !lines.isEmpty { lines.append("") }
      lines.append("\(name)\(id): \(count)")
      for entry in screen.entries { lines.append("\(entry.index). " + Self.line(entry.utterance)) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One utterance as a transcript line: the speech, then "(hint: …)" when a hint follows the pause.
  public static func line(_ utterance: Utterance) -> String {
    let speech = utterance.speech.isEmpty ? "(nothing spoken)" : utterance.speech
    guard let hint = utterance.hint else { return speech }
    return "\(speech) (hint: \(hint))"
  }

  /// JSON as in SPEC section 6; a flow lists its screens, each with its stops.
  public func json() -> JSONValue {
    func stopJSON(_ entry: Entry) -> JSONValue {
      let e = entry.stop.element
      var o = JSONObject()
      o["index"] = .number(Double(entry.index))
      o["id"] = e.id.map(JSONValue.string) ?? .null
      o["path"] = .string(e.path)
      o["speech"] = .string(entry.utterance.speech)
      o["hint"] = entry.utterance.hint.map(JSONValue.string) ?? .null
      o["frame"] = e.frame.map { .array($0.array.map(JSONValue.number)) } ?? .null
      o["traits"] = .array(e.traits.names.map(JSONValue.string))
      o["segments"] = .array(entry.utterance.segments.map(Self.segmentJSON))
      return .object(o)
    }
    func screenJSON(_ screen: ScreenTranscript, includeID: Bool) -> JSONObject {
      var o = JSONObject()
      if includeID { o["id"] = screen.id.map(JSONValue.string) ?? .null }
      o["title"] = (screen.title ?? title).map(JSONValue.string) ?? .null
      o["stops"] = .array(screen.entries.map(stopJSON))
      return o
    }
    if !isFlow, let only = screens.first { return .object(screenJSON(only, includeID: false)) }
    var o = JSONObject()
    o["title"] = title.map(JSONValue.string) ?? .null
    o["screens"] = .array(screens.map { .object(screenJSON($0, includeID: true)) })
    return .object(o)
  }

  /// A segment as JSON: `{"role", "text", "language"}`.
  public static func segmentJSON(_ segment: Segment) -> JSONValue {
    ["role": .string(segment.role.rawValue), "text": .string(segment.text), "language": .string(segment.language)]
  }
}
