import EarshotModel
import Foundation

/// One caption: what was heard between `start` and `end` (milliseconds).
public struct Caption: Hashable, Sendable {
  public var start: Int
  public var end: Int
  public var text: String

  public init(start: Int, end: Int, text: String) {
    self.start = start
    self.end = end
    self.text = text
  }
}

/// WebVTT and SRT captions read off a heard timeline.
///
/// One cue per spoken part: each event's heard text, the hint its own cue, earcons none. A cue
/// starts at its first word (espeak-ng's word event, so the lead-in silence of the voice is not
/// captioned) and ends where the event ends or was cut off. Cues never overlap, never go back in
/// time and never run past the audio.
public enum Captions {
  public static func cues(of timeline: HeardTimeline, audioDuration: Int) -> [Caption] {
    var cues: [Caption] = []
    let events = timeline.events.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
    for event in events where event.kind != .earcon && !event.segments.isEmpty {
      let text = event.heard.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !text.isEmpty else { continue }
      let heardSegments = event.segments.filter { $0.start < event.end }
      let firstWord = heardSegments.flatMap(\.words).map(\.start).filter { $0 < event.end }.min()
      var start = firstWord ?? heardSegments.first?.start ?? event.start
      var end = event.interrupted ? event.end : max(heardSegments.last?.end ?? event.end, event.end)
      start = max(start, cues.last?.end ?? 0)
      end = min(end, audioDuration)
      guard end > start else { continue }
      cues.append(Caption(start: start, end: end, text: text))
    }
    return cues
  }

  public static func webVTT(_ cues: [Caption]) -> String {
    var out = "WEBVTT\n"
    for (i, cue) in cues.enumerated() {
      out += "\n\(i + 1)\n\(timestamp(cue.start, ".")) --> \(timestamp(cue.end, "."))\n\(cueText(cue.text))\n"
    }
    return out
  }

  public static func srt(_ cues: [Caption]) -> String {
    var out = ""
    for (i, cue) in cues.enumerated() {
      if i > 0 { out += "\n" }
      out += "\(i + 1)\n\(timestamp(cue.start, ",")) --> \(timestamp(cue.end, ","))\n\(cueText(cue.text))\n"
    }
    return out
  }

  /// `HH:MM:SS.mmm` (WebVTT) or `HH:MM:SS,mmm` (SRT).
  static func timestamp(_ ms: Int, _ separator: String) -> String {
    let h = ms / 3_600_000, m = ms / 60_000 % 60, s = ms / 1000 % 60, f = ms % 1000
    func pad(_ n: Int, _ width: Int) -> String {
      let digits = String(n)
      return String(repeating: "0", count: max(width - digits.count, 0)) + digits
    }
    return "\(pad(h, 2)):\(pad(m, 2)):\(pad(s, 2))\(separator)\(pad(f, 3))"
  }

  /// Cue text on one line, with the characters both formats reserve escaped, no blank line (which
  /// would end the cue early) and no control character from a label (a player would show it raw).
  static func cueText(_ text: String) -> String {
    let line = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "-->", with: "→")
      .split(whereSeparator: \.isNewline).joined(separator: " ")
    guard UserText.hasControl(line) else { return line }
    return String(String.UnicodeScalarView(line.unicodeScalars.compactMap { s -> Unicode.Scalar? in
      if s == "\t" { return " " }
      return s.value < 0x20 || (0x7F...0x9F).contains(s.value) ? nil : s
    }))
  }
}
