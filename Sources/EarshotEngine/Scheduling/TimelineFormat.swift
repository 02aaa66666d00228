import EarshotModel

/// The heard timeline as text (one event per line, cut-off speech spelled out) and as the JSON of
/// `run --format json` (README, "Gestures, flows and announcements"), in the words of the reader
/// that heard it (`HeardTimeline.terms`).
public enum TimelineFormat {
  /// One line per event; what the screen said (its words, ids, notes) stays on its line.
  public static func text(_ timeline: HeardTimeline) -> String {
    var out = ""
    let terms = timeline.terms
    // The kinds' column fits the reader's longest kind ("announcement", "readingControl").
    let column = TimelineEventKind.allCases.map { terms.name(of: $0).count }.max()! + 1
    out.reserveCapacity(timeline.events.count * 48)
    for var event in timeline.events {
      event.text = UserText.oneLine(event.text)
      event.heard = UserText.oneLine(event.heard)
      event.id = event.id.map(UserText.oneLine)
      event.note = event.note.map(UserText.oneLine)
      out += seconds(event.start).leftPadded(to: 8) + "  " + terms.name(of: event.kind).padded(to: column)
      switch event.kind {
      case .earcon:
        out += event.text
      case .screen:
        out += "screen changed to \(event.text.isEmpty ? event.id ?? "" : event.text)"
      default:
        if let turn = terms.shownTurn(of: event) { out += "(\(turn)) " }
        if !event.interrupted {
          out += event.text
        } else if event.heard.isEmpty {
          out += "DROPPED, never heard: \(event.text)"
        } else if event.heard == event.text {
          // Words count once they begin: every word had begun, and the last was cut short.
          out += "CUT OFF in its last word at \(seconds(event.end)): \(event.text)"
        } else {
          out += "CUT OFF after \"\(event.heard)\" at \(seconds(event.end)), meant: \(event.text)"
        }
        if let note = event.note, event.interrupted, let reason = note.split(separator: ":", maxSplits: 1).last {
          out += " (\(reason.trimmingCharacters(in: .whitespaces)))"
        }
      }
      out += "\n"
    }
    out += "Total: \(seconds(timeline.duration))\n"
    return out
  }

  public static func json(_ timeline: HeardTimeline) -> JSONValue {
    var events: [JSONValue] = []
    let terms = timeline.terms
    for event in timeline.events {
      var o = JSONObject()
      o["start"] = .number(Double(event.start))
      o["end"] = .number(Double(event.end))
      o["kind"] = .string(terms.name(of: event.kind))
      o["id"] = event.id.map(JSONValue.string) ?? .null
      o["text"] = .string(event.text)
      o["heard"] = .string(event.heard)
      let turn = terms.jsonTurn(of: event)
      o[turn.key] = turn.value.map(JSONValue.string) ?? .null
      o["interrupted"] = .bool(event.interrupted)
      if let earcon = event.earcon { o["earcon"] = .string(terms.name(of: earcon)) }
      if let gesture = event.gesture { o["gesture"] = .number(Double(gesture)) }
      if let note = event.note { o["note"] = .string(note) }
      events.append(.object(o))
    }
    // Named, as its events are in that reader's terms (TalkBack's `queueMode` for VoiceOver's `priority`).
    return ["reader": .string(terms.name), "events": .array(events), "duration": .number(Double(timeline.duration))]
  }

  /// Milliseconds as seconds with two decimals: "1.84 s".
  static func seconds(_ ms: Int) -> String {
    let whole = ms / 1000, hundredths = (ms % 1000) / 10
    return "\(whole).\(hundredths < 10 ? "0" : "")\(hundredths) s"
  }
}

extension String {
  func padded(to width: Int) -> String { count >= width ? self + " " : self + String(repeating: " ", count: width - count) }
  func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
