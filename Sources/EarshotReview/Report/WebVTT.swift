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
      out += "\n\(id)\n\(time(event.start)) --> \(time(event.end))\n\(cueText(text))\n"
    }
    return out
  }

  /// `HH:MM:SS.mmm`.
  static func time(_ ms: Int) -> String {
    let h = ms / 3_600_000, m = ms / 60_000 % 60, s = ms / 1000 % 60, f = ms % 1000
    func pad(_ v: Int, _ width: Int) -> String {
      let t = String(v)
      return String(repeating: "0", count: max(0, width - t.count)) + t
    }
    return "\(pad(h, 2)):\(pad(m, 2)):\(pad(s, 2)).\(pad(f, 3))"
  }

  /// Cue text may not contain "-->" or a blank line, and `<` and `&` start markup.
  static func cueText(_ s: String) -> String {
    s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: "-->", with: "→").replacingOccurrences(of: "\n", with: " ")
  }
}
