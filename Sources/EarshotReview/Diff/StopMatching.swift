import EarshotEngine
import EarshotModel

/// Pairs the stops of two versions of a screen: the same element before and after a fix.
///
/// Ids are the strongest evidence; then identical speech, then an identical label, then a label
/// that became the first part of a grouped one ("Ship to" → "Ship to, 1 Infinite Loop"). Each
/// pass pairs in visiting order, so repeated labels pair up first with first.
enum StopMatching {
  /// Pairs of indices (before, after), sorted by the after index. `speech` is what each version
  /// says at each stop (`Utterance.speech`), worked out already.
  ///
  /// Each pass looks the after stop's key up among the before stops not yet paired, so two
  /// versions of a screen with a million stops pair in linear time.
  static func pairs(_ before: [Transcript.Entry], _ after: [Transcript.Entry], speech: (before: [String], after: [String])) -> [(Int, Int)] {
    var usedBefore = [Bool](repeating: false, count: before.count), usedAfter = [Bool](repeating: false, count: after.count)
    // Every pair takes one stop of each version: reserved at the most there can be, so a
    // million pairs are not copied each time the array doubles.
    var pairs: [(Int, Int)] = []
    pairs.reserveCapacity(min(before.count, after.count))
    /// The before stops not yet paired, by key, in visiting order; `first` gives the first still
    /// free. Every stop is added before the first look-up.
    ///
    /// Each key's stops are a chain through `next` (stops are added in increasing order), and the
    /// key's entry holds the chain's ends: one hash of the key to add a stop or to find the first
    /// free one, where a list and a head kept in two dictionaries took one to add and three to find,
    /// and an array for every key.
    struct Queues {
      /// Per key, the first stop that may still be free (-1 when none is) and the last added.
      var ends: [Key: (head: Int, tail: Int)] = [:]
      /// For each stop added, the next stop added under its key (-1: none).
      var next: [Int]
      /// For stops numbered below `count`, `free` of them still to pair.
      init(count: Int, free: Int) {
        next = [Int](repeating: -1, count: count)
        ends.reserveCapacity(free)
      }
      mutating func add(_ key: Key, _ i: Int) {
        // A new key's entry is made as (i, i) by the same look-up.
        let last = Self.replaceTail(&ends[key, default: (head: i, tail: i)], with: i)
        if last != i { next[last] = i }
      }
      mutating func first(_ key: Key, unless used: [Bool]) -> Int? {
        guard let k = ends.index(forKey: key) else { return nil }
        var head = ends.values[k].head
        while head >= 0, used[head] { head = next[head] }
        ends.values[k].head = head
        return head >= 0 ? head : nil
      }
      private static func replaceTail(_ ends: inout (head: Int, tail: Int), with i: Int) -> Int {
        defer { ends.tail = i }
        return ends.tail
      }
    }
    func pair(_ i: Int, _ j: Int) {
      usedBefore[i] = true
      usedAfter[j] = true
      pairs.append((i, j))
    }
    /// Pairs stops whose keys are equal; `key` is given a version's entries (read in place:
    /// taking an entry out of the array copies it), its speech and the stop's index.
    func pass(_ key: (UnsafeBufferPointer<Transcript.Entry>, [String], Int) -> String?) {
      var queues = Queues(count: before.count, free: usedBefore.count { !$0 })
      before.withUnsafeBufferPointer { entries in
        for i in entries.indices where !usedBefore[i] {
          if let k = key(entries, speech.before, i) { queues.add(Key(k), i) }
        }
      }
      after.withUnsafeBufferPointer { entries in
        for j in entries.indices where !usedAfter[j] {
          guard let ka = key(entries, speech.after, j), let i = queues.first(Key(ka), unless: usedBefore) else { continue }
          pair(i, j)
        }
      }
    }
    pass { entries, _, i in entries[i].stop.element.id }
    pass { _, speech, i in normalized(speech[i]) }
    pass { entries, _, i in entries[i].stop.element.label.flatMap(normalized) }
    // A label that became (or stopped being) the first part of a grouped one: "Ship to" and
    // "Ship to, 1 Infinite Loop".
    let free = usedBefore.count { !$0 }
    var whole = Queues(count: before.count, free: free), firstParts = Queues(count: before.count, free: free)
    for i in before.indices where !usedBefore[i] {
      guard let label = before.withUnsafeBufferPointer({ $0[i].stop.element.label })?.lowercased() else { continue }
      whole.add(Key(normalized(label)), i)
      let first = firstPart(label)
      if first != label { firstParts.add(Key(normalized(first)), i) }
    }
    for j in after.indices where !usedAfter[j] {
      guard let label = after.withUnsafeBufferPointer({ $0[j].stop.element.label })?.lowercased() else { continue }
      let first = firstPart(label)
      let grouped = first != label ? whole.first(Key(normalized(first)), unless: usedBefore) : nil
      let ungrouped = firstParts.first(Key(normalized(label)), unless: usedBefore)
      guard let i = [grouped, ungrouped].compactMap({ $0 }).min() else { continue }
      pair(i, j)
    }
    return pairs.sorted { $0.1 < $1.1 }
  }

  /// A lookup key; no text (`normalized` of punctuation alone) is a key of its own.
  struct Key: Hashable {
    var text: String?
    init(_ text: String?) { self.text = text }
  }

  static func normalized(_ text: String) -> String? {
    let t = LabelText.joinedWords(Substring(text))
    return t.isEmpty ? nil : t
  }

  /// The text before the first comma: what a grouped label starts with.
  static func firstPart(_ label: String) -> String {
    String(label.split(separator: ",", maxSplits: 1).first ?? Substring(label))
  }
}
