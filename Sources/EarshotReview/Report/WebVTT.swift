import EarshotModel

/// Captions for the report's audio when none come with it: one cue per spoken event of the
/// timeline (earcons are sounds, not words), each cue named after its stop.
enum WebVTT {
  static func captions(_ timeline: HeardTimeline) -> String {
    var out = "WEBVTT\n"
    var n = 0
    for event in timeline.events where event.kind != .earcon {
      let text = event.heard.isEmpty ? event.text : event.heard
      guard !text.isEmpty, event.end > event.start else { continue }
      n += 1
      let id = "stop-\(event.gesture.map { $0 + 2 } ?? 1)-\(n)"
      out += "\n\(id)\n\(CaptionText.timestamp(event.start)) --> \(CaptionText.timestamp(event.end))\n\(CaptionText.cue(text))\n"
    }
    return out
  }
}
