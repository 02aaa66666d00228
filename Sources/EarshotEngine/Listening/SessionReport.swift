import EarshotModel

/// A summary a person can read of a listening-session log (`earshot listen --report`).
public enum SessionReport {
  /// Reads a log written by `earshot listen --log`; a log missing its fields is an input error.
  public static func text(_ log: JSONValue, file: String) throws(InputError) -> String {
    let f = JSONFields(file: file)
    guard let o = f.object(log, at: "(top level)") else { throw InputError(f.errors) }
    let task = f.string(o, "task", at: "")
    let goal = f.string(o, "goal", at: "")
    let success = f.bool(o, "success", at: "")
    let gestures = f.integer(o, "gestures", at: "")
    let seconds = f.number(o, "seconds", at: "")
    let path = f.strings(o, "path", at: "") ?? []
    let keys = f.array(o, "keys", at: "") ?? []
    let events = f.array(o, "events", at: "") ?? []
    guard success != nil, gestures != nil, seconds != nil else {
      throw InputError(f.errors + [Diagnostic(.error, file: file, "this is not a listening-session log (it needs success, gestures and seconds); write one with earshot listen --log")])
    }
    guard f.errors.isEmpty else { throw InputError(f.errors) }
    var lines: [String] = []
    lines.append("Task: \(task ?? "(none given)")")
    let outcome = success! ? "reached" : "not reached"
    lines.append("Goal: \(goal ?? "(none)") — \(outcome), after \(gestures!) gesture\(gestures == 1 ? "" : "s") and \(format(seconds!)) seconds.")
    lines.append("Path: " + (path.isEmpty ? "(nothing focused)" : path.joined(separator: " → ")))
    var counts: [(String, Int)] = []
    for key in keys {
      let name = key["gesture"]?.stringValue ?? "(\(key["key"]?.stringValue ?? "?"))"
      if let i = counts.firstIndex(where: { $0.0 == name }) { counts[i].1 += 1 } else { counts.append((name, 1)) }
    }
    lines.append("Gestures: " + (counts.isEmpty ? "none" : counts.map { "\($0.0) × \($0.1)" }.joined(separator: ", ")))
    let spoken = events.filter { $0["kind"]?.stringValue != "earcon" && $0["kind"]?.stringValue != "screen" }
    let cut = spoken.filter { $0["interrupted"]?.boolValue == true && !($0["heard"]?.stringValue ?? "").isEmpty }
    let dropped = spoken.filter { $0["interrupted"]?.boolValue == true && ($0["heard"]?.stringValue ?? "").isEmpty }
    let listening = spoken.reduce(0.0) { $0 + (($1["end"]?.numberValue ?? 0) - ($1["start"]?.numberValue ?? 0)) } / 1000
    lines.append("Heard: \(spoken.count - dropped.count) utterances (\(cut.count) cut off, \(dropped.count) dropped before they began), \(format(listening)) seconds of speech.")
    for event in cut {
      lines.append("  cut off: \"\(event["heard"]?.stringValue ?? "")\" of \"\(event["text"]?.stringValue ?? "")\"")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func format(_ seconds: Double) -> String {
    let tenths = (seconds * 10).rounded() / 10
    return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
  }
}
