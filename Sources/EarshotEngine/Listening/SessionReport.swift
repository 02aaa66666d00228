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
    let gestures = f.integer(o, "gestures", at: "", range: 0...1_000_000_000)
    let seconds = f.number(o, "seconds", at: "", range: InputLimits.loggedSeconds.bounds)
    let path = f.strings(o, "path", at: "") ?? []
    let keys = f.array(o, "keys", at: "") ?? []
    let events = f.array(o, "events", at: "") ?? []
    guard success != nil, gestures != nil, seconds != nil else {
      // A field present but out of range is its own problem; only missing fields mean another kind of file.
      if !f.errors.isEmpty { throw InputError(f.errors) }
      throw InputError(file: file, "this is not a listening-session log (it needs success, gestures and seconds); write one with earshot listen --log")
    }
    guard f.errors.isEmpty else { throw InputError(f.errors) }
    var lines: [String] = []
    lines.append("Task: \(task.map { UserText.oneLine($0) } ?? "(none given)")")
    let outcome = success! ? "reached" : "not reached"
    lines.append("Goal: \(goal.map { UserText.oneLine($0) } ?? "(none)") — \(outcome), after \(gestures!) gesture\(gestures == 1 ? "" : "s") and \(format(seconds!)) seconds.")
    lines.append("Path: " + (path.isEmpty ? "(nothing focused)" : path.map { UserText.oneLine($0) }.joined(separator: " → ")))
    // Counted by name in the order first used; a log of a million keys is read in one pass.
    var counts: [(String, Int)] = []
    var position: [String: Int] = [:]
    for key in keys {
      let name = key["gesture"]?.stringValue ?? "(\(key["key"]?.stringValue ?? "?"))"
      if let i = position[name] { counts[i].1 += 1 } else {
        position[name] = counts.count
        counts.append((name, 1))
      }
    }
    let shown = counts.prefix(40).map { "\(UserText.quoted($0.0, limit: 40)) × \($0.1)" }.joined(separator: ", ")
    lines.append("Gestures: " + (counts.isEmpty ? "none" : shown + (counts.count > 40 ? ", and \(counts.count - 40) more kinds" : "")))
    let spoken = events.filter { $0["kind"]?.stringValue != "earcon" && $0["kind"]?.stringValue != "screen" }
    let cut = spoken.filter { $0["interrupted"]?.boolValue == true && !($0["heard"]?.stringValue ?? "").isEmpty }
    let dropped = spoken.filter { $0["interrupted"]?.boolValue == true && ($0["heard"]?.stringValue ?? "").isEmpty }
    // Times outside a year count as nothing: the log was edited, and a sum of them could overflow.
    func time(_ value: JSONValue?) -> Double { value?.numberValue.flatMap(InputLimits.loggedMilliseconds.checked) ?? 0 }
    let listening = spoken.reduce(0.0) { $0 + max(0, time($1["end"]) - time($1["start"])) } / 1000
    lines.append("Heard: \(spoken.count - dropped.count) utterances (\(cut.count) cut off, \(dropped.count) dropped before they began), \(format(listening)) seconds of speech.")
    for event in cut {
      // Words count as heard once they begin: a line whose last word had begun was cut in that word.
      let heard = UserText.oneLine(event["heard"]?.stringValue ?? ""), text = UserText.oneLine(event["text"]?.stringValue ?? "")
      lines.append(heard == text ? "  cut off in its last word: \"\(text)\"" : "  cut off after \"\(heard)\": \"\(text)\"")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  public static func format(_ seconds: Double) -> String {
    let tenths = (seconds * 10).rounded() / 10
    return tenths == tenths.rounded() && abs(tenths) < 1e15 ? String(Int64(tenths)) : String(tenths)
  }
}
