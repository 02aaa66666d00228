import EarshotEngine
import EarshotModel

/// The heard timeline as JSON, written beside rendered audio (`--timeline OUT.json`).
///
/// `segments` lists every part that was spoken, in time order, with its start and end in
/// milliseconds, its role, language, text and word starts; `events` lists the events exactly as
/// `run --format json` does (`TimelineFormat`), and each segment names its event by index.
public enum TimelineFile {
  public static func json(_ timeline: HeardTimeline, audioDuration: Int, sampleRate: Int, voice: String) -> JSONValue {
    var segments: [JSONValue] = []
    for (index, event) in timeline.events.enumerated() {
      for segment in event.segments where !(event.interrupted && segment.start >= event.end) {
        var s = JSONObject()
        s["start"] = .number(Double(segment.start))
        s["end"] = .number(Double(event.interrupted ? min(segment.end, event.end) : segment.end))
        s["role"] = .string(timeline.terms.name(of: segment.segment.role))
        s["text"] = .string(segment.segment.text)
        s["language"] = .string(segment.segment.language)
        s["event"] = .number(Double(index))
        let units = Array(segment.segment.text.utf16)
        s["words"] = .array(segment.words.filter { !event.interrupted || $0.start < event.end }.map { word in
          let end = min(word.offset + word.length, units.count)
          let text = word.offset < end ? String(decoding: units[word.offset..<end], as: UTF16.self) : ""
          return .object(JSONObject([("start", .number(Double(word.start))), ("text", .string(text))]))
        })
        segments.append(.object(s))
      }
    }
    let sorted = segments.enumerated().sorted {
      ($0.element["start"]?.numberValue ?? 0, $0.offset) < ($1.element["start"]?.numberValue ?? 0, $1.offset)
    }.map(\.element)
    return .object(JSONObject([
      ("duration", .number(Double(audioDuration))), ("sampleRate", .number(Double(sampleRate))),
      ("voice", .string(voice)), ("reader", .string(timeline.terms.name)), ("segments", .array(sorted)),
      ("events", TimelineFormat.json(timeline)["events"] ?? .array([])),
    ]))
  }
}
