import EarshotModel

/// What a listener will hear differently between a recorded speech snapshot and today's, phrase
/// by phrase: stops added and removed, the parts of a stop that changed, stops heard in another
/// place, and (when the golden holds them) findings and reach.
public struct SnapshotComparison: Equatable, Sendable {
  /// One difference, as a sentence: `place` names the screen and stop, `change` what differs.
  public struct Change: Equatable, Sendable {
    public var place: String
    public var change: String
  }

  public var changes: [Change]

  public var isEmpty: Bool { changes.isEmpty }

  /// Stops pair by their element (its id, else its path); each paired stop compares part by part.
  public init(golden: SpeechSnapshot, current: SpeechSnapshot) {
    var changes: [Change] = []
    for s in 0..<max(golden.screens.count, current.screens.count) {
      guard s < golden.screens.count else {
        let screen = current.screens[s]
        changes.append(Change(place: "screen \(screen.name)", change: "added, with \(screen.stops.count) stops"))
        continue
      }
      guard s < current.screens.count else {
        let screen = golden.screens[s]
        changes.append(Change(place: "screen \(screen.name)", change: "removed (it had \(screen.stops.count) stops)"))
        continue
      }
      let before = golden.screens[s], after = current.screens[s]
      let place = golden.screens.count > 1 || current.screens.count > 1 || before.name != after.name ? "\(after.name), " : ""
      if before.name != after.name {
        changes.append(Change(place: "screen \(after.name)", change: "was called \(Self.quoted(before.name))"))
      }
      changes += Self.details(before.notes, after.notes, place: place.isEmpty ? "screen" : "screen \(after.name)")
      changes += Self.stops(before.stops, after.stops, place: place)
    }
    self.changes = changes
  }

  private static func stops(_ before: [SpeechSnapshot.Stop], _ after: [SpeechSnapshot.Stop], place: String) -> [Change] {
    var queues: [String: [Int]] = [:]
    for (i, stop) in before.enumerated() { queues[stop.key, default: []].append(i) }
    var pairOf = [Int?](repeating: nil, count: after.count)
    var paired = Set<Int>()
    for (j, stop) in after.enumerated() {
      guard var queue = queues[stop.key], !queue.isEmpty else { continue }
      let i = queue.removeFirst()
      queues[stop.key] = queue
      pairOf[j] = i
      paired.insert(i)
    }
    // Stops heard in the same order are those of the longest run of pairs in increasing order;
    // the others moved.
    let kept = Self.increasing(pairOf.compactMap { $0 })
    var changes: [Change] = []
    for (i, stop) in before.enumerated() where !paired.contains(i) {
      changes.append(Change(place: "\(place)stop \(stop.number)", change: "removed: \(quoted(stop.line))"))
    }
    for (j, stop) in after.enumerated() {
      guard let i = pairOf[j] else {
        changes.append(Change(place: "\(place)stop \(stop.number)", change: "added: \(quoted(stop.line))"))
        continue
      }
      let old = before[i]
      var said: [String] = []
      if !kept.contains(i) { said.append("now heard \(ordinal(stop.number)), was \(ordinal(old.number))") }
      said += parts(old.parts, stop.parts)
      if !said.isEmpty, old.line != stop.line { said.append("now heard as \(quoted(stop.line))") }
      if !said.isEmpty { changes.append(Change(place: "\(place)stop \(stop.number)", change: said.joined(separator: "; "))) }
      changes += details(old.notes, stop.notes, place: "\(place)stop \(stop.number)")
    }
    return changes.sorted { number($0.place) < number($1.place) }
  }

  /// The stop number a place ends with, for listing changes in visiting order.
  private static func number(_ place: String) -> Int {
    Int(place.split(separator: " ").last ?? "") ?? 0
  }

  /// The parts that differ, in the order they are spoken.
  private static func parts(_ before: [SpeechSnapshot.Detail], _ after: [SpeechSnapshot.Detail]) -> [String] {
    var said: [String] = []
    for part in after {
      if let old = before.first(where: { $0.name == part.name }) {
        if old.text != part.text { said.append("\(part.name) was \(quoted(old.text)), now \(quoted(part.text))") }
      } else {
        said.append("\(part.name) \(quoted(part.text)) added")
      }
    }
    for part in before where !after.contains(where: { $0.name == part.name }) {
      said.append("\(part.name) \(quoted(part.text)) no longer said")
    }
    return said
  }

  /// Findings and reach lines: what is new and what is gone.
  private static func details(_ before: [SpeechSnapshot.Detail], _ after: [SpeechSnapshot.Detail], place: String) -> [Change] {
    var left = before
    var changes: [Change] = []
    for detail in after {
      if let i = left.firstIndex(of: detail) { left.remove(at: i); continue }
      if let i = left.firstIndex(where: { $0.name == detail.name && detail.name != "finding" }) {
        changes.append(Change(place: place, change: "\(detail.name) was \(left[i].text), now \(detail.text)"))
        left.remove(at: i)
      } else {
        changes.append(Change(place: place, change: "new \(detail.name): \(detail.text)"))
      }
    }
    for detail in left { changes.append(Change(place: place, change: "\(detail.name) gone: \(detail.text)")) }
    return changes
  }

  /// The values of the longest strictly increasing subsequence (patience sorting), as a set.
  static func increasing(_ values: [Int]) -> Set<Int> {
    var tails: [Int] = []  // index into values of the smallest tail of each length
    var previous = [Int](repeating: -1, count: values.count)
    for (k, v) in values.enumerated() {
      var low = 0, high = tails.count
      while low < high {
        let mid = (low + high) / 2
        if values[tails[mid]] < v { low = mid + 1 } else { high = mid }
      }
      if low > 0 { previous[k] = tails[low - 1] }
      if low == tails.count { tails.append(k) } else { tails[low] = k }
    }
    var kept = Set<Int>()
    var k = tails.last ?? -1
    while k >= 0 {
      kept.insert(values[k])
      k = previous[k]
    }
    return kept
  }

  static func quoted(_ text: String) -> String { "\"\(text)\"" }

  static func ordinal(_ n: Int) -> String {
    let suffix = (11...13).contains(n % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][n % 10] ?? "th"
    return "\(n)\(suffix)"
  }

  /// Plain text: one line per change.
  public func text() -> String {
    changes.map { "  \($0.place): \($0.change)\n" }.joined()
  }
}
