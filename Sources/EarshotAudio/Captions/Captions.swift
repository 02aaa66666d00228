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
///
/// Given the reader's `spokenForms`, a cue shows the words the voice says ("2 dollars and 50
/// cents") in place of the text as written ("$2.50"); a part cut off mid-way stays as written.
public enum Captions {
  public static func cues(of timeline: HeardTimeline, audioDuration: Int, spokenForms: SpokenForms? = nil) -> [Caption] {
    var cues: [Caption] = []
    let events = timeline.events.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
    for event in events where event.kind != .earcon && !event.segments.isEmpty {
      let heard = spokenForms.map { spoken(event, $0) } ?? event.heard
      let text = heard.trimmingCharacters(in: .whitespacesAndNewlines)
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

  /// What `event` was heard saying, each part wholly heard in its spoken form: the heard text is
  /// its parts' texts joined, so each part is found in turn and replaced.
  static func spoken(_ event: TimelineEvent, _ forms: SpokenForms) -> String {
    var out = ""
    var rest = Substring(event.heard)
    for timed in event.segments {
      guard let range = rest.range(of: timed.segment.text) else { break }
      out += rest[..<range.lowerBound]
      out += forms.spoken(timed.segment).text
      rest = rest[range.upperBound...]
    }
    return out + rest
  }

  public static func webVTT(_ cues: [Caption]) -> String {
    var out = "WEBVTT\n"
    for (i, cue) in cues.enumerated() {
      out += "\n\(i + 1)\n\(CaptionText.timestamp(cue.start)) --> \(CaptionText.timestamp(cue.end))\n\(CaptionText.cue(cue.text))\n"
    }
    return out
  }

  public static func srt(_ cues: [Caption]) -> String {
    var out = ""
    for (i, cue) in cues.enumerated() {
      if i > 0 { out += "\n" }
      out += "\(i + 1)\n\(CaptionText.timestamp(cue.start, separator: ",")) --> \(CaptionText.timestamp(cue.end, separator: ","))\n\(CaptionText.cue(cue.text))\n"
    }
    return out
  }
}
