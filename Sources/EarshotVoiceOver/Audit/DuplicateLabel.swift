import EarshotEngine
import EarshotModel
import EarshotReview

/// Several controls on a screen that say the same thing ("Add, button" three times): the user
/// cannot tell which product each one adds.
struct DuplicateLabel: UIKitRule {
  let id = "duplicate-label"
  let severity = Severity.error
  let summary = "Several controls say exactly the same thing, so users cannot tell them apart."
  let evidence: [Evidence] = [
    Evidence(.wwdc19_254, "Where rows repeat, the same label on each button (three \"Add\") cannot be told apart; add context (\"Add peanut butter to cart\")."),
    Evidence(.wcag246, "Labels describe the purpose of their control."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    // The controls, grouped by what they say through a table of their indices, hashed by context
    // and line: a table of every control's line took more memory than the lines themselves on a
    // screen of many controls, and sorting the lines grew as n log n on a screen of a million.
    let speech = screen.speech
    // The candidates: each control's stop; the labels of the containers it is in, which tell
    // controls apart ("" for none); and its line lowercased, kept only for lines that are not
    // ASCII (ASCII lines are compared as they are, a letter's case aside, without a copy). Made
    // as constants: the comparisons below then read them without checking exclusive access.
    let (stops, contexts, lowered) = screen.entries.withUnsafeBufferPointer { entries in
      var stops: [Int] = [], contexts: [String] = [], lowered: [String?] = []
      // Read in place: taking an entry out of the array copies it.
      for i in entries.indices where screen.isControl(i) && !screen.isInSeries(i) {
        guard screen.elementIndex(at: i) != nil, screen.label(i)?.isEmpty == false else { continue }
        stops.append(i)
        contexts.append(entries[i].stop.containers.isEmpty ? "" : entries[i].stop.containers.compactMap(\.label).joined(separator: "/"))
        lowered.append(Self.isASCII(speech[i]) ? nil : speech[i].lowercased())
      }
      return (stops, contexts, lowered)
    }
    /// Whether the lines of candidates `a` and `b` are the same, case aside: their lowercased forms are equal.
    func sameLine(_ a: Int, _ b: Int) -> Bool {
      if lowered[a] == nil && lowered[b] == nil { return Self.compareFoldingASCII(speech[stops[a]], speech[stops[b]]) == 0 }
      return (lowered[a] ?? speech[stops[a]].lowercased()) == (lowered[b] ?? speech[stops[b]].lowercased())
    }
    /// A hash of the candidate's context and lowercased line, the same for any two that `sameLine`
    /// and their contexts match: a String's hash follows its equality (canonical equivalence), so
    /// an ASCII line is hashed as the string it lowercases to (made only when it has a capital).
    func hash(_ a: Int) -> Int {
      var hasher = Hasher()
      hasher.combine(contexts[a])
      if let line = lowered[a] {
        hasher.combine(line)
      } else {
        hasher.combine(Self.asciiLowercased(speech[stops[a]]))
      }
      return hasher.finalize()
    }
    // Each candidate's group, numbered in the order first heard (the candidates are in visiting
    // order): an open-addressed table of each group's first candidate, probed by the hash.
    var group = [Int32](repeating: 0, count: stops.count)
    var firsts: [Int] = []
    var size = 16
    while size < stops.count * 2 { size *= 2 }
    var slots = [Int32](repeating: -1, count: size)
    for a in stops.indices {
      var s = hash(a) & (size - 1)
      while true {
        let b = Int(slots[s])
        if b < 0 {
          slots[s] = Int32(a)
          group[a] = Int32(firsts.count)
          firsts.append(a)
          break
        }
        if contexts[a] == contexts[b] && sameLine(a, b) {
          group[a] = group[b]
          break
        }
        s = (s + 1) & (size - 1)
      }
    }
    slots = []
    // The members of each group in visiting order, groups one after another (a counting sort).
    var start = [Int](repeating: 0, count: firsts.count + 1)
    for a in stops.indices { start[Int(group[a]) + 1] += 1 }
    for g in firsts.indices { start[g + 1] += start[g] }
    var members = [Int](repeating: 0, count: stops.count)
    var next = start
    for a in stops.indices {
      members[next[Int(group[a])]] = stops[a]
      next[Int(group[a])] += 1
    }
    // The groups of more than one, in the order first heard.
    let groups = firsts.indices.lazy.map { start[$0]..<start[$0 + 1] }.filter { $0.count > 1 }
    var findings: [Finding] = []
    for run in groups {
      let group = members[run]
      // A few stops name the group; listing all of thousands would make the report grow with their square.
      let shown = group.prefix(5).map { String(screen.entries[$0].index) }.joined(separator: ", ")
      let listed = group.count > 5 ? "\(shown) and \(group.count - 5) more" : shown
      for i in group {
        let label = screen.label(i) ?? ""
        let context = rowName(screen, i)
        let example = context.map { "\"\(label) \($0.lowercased())\"" } ?? "\"\(label) …\" naming what it acts on"
        findings.append(finding(screen, stop: i,
          "\(group.count) controls say \"\(screen.line(i))\" (stops \(listed)); a listener cannot tell which is which.",
          fix: "Say what each one acts on, e.g. \(example); keep the short visible word in inputLabels for Voice Control."))
      }
    }
    return findings
  }

  /// Whether `text` is all ASCII, its bytes read in place (stepping through `utf8` cost tens of
  /// instructions a byte, at every control).
  static func isASCII(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
  }

  /// The ASCII `text` lowercased, as `lowercased()` makes it: itself without a capital, else its
  /// bytes copied with each capital folded.
  static func asciiLowercased(_ text: String) -> String {
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.contains(where: { $0 >= 65 && $0 <= 90 }) else { return nil }
      return String(unsafeUninitializedCapacity: bytes.count) { out in
        for k in bytes.indices { out[k] = bytes[k] >= 65 && bytes[k] <= 90 ? bytes[k] | 0x20 : bytes[k] }
        return bytes.count
      }
    } ?? text
  }

  /// How two ASCII texts compare with their capitals read as small letters: -1, 0 or 1.
  static func compareFoldingASCII(_ a: String, _ b: String) -> Int {
    // Over the strings' bytes in place: this runs at every probe of the table, without a copy.
    if let order = a.utf8.withContiguousStorageIfAvailable({ x in b.utf8.withContiguousStorageIfAvailable { y in compareFolding(x, y) } }),
       let order {
      return order
    }
    return compareFolding(Array(a.utf8), Array(b.utf8))
  }

  private static func compareFolding(_ x: some RandomAccessCollection<UInt8>, _ y: some RandomAccessCollection<UInt8>) -> Int {
    var i = x.startIndex, j = y.startIndex
    while i != x.endIndex, j != y.endIndex {
      let p = x[i], q = y[j]
      if p != q {
        let fp = p >= 65 && p <= 90 ? p | 0x20 : p, fq = q >= 65 && q <= 90 ? q | 0x20 : q
        if fp != fq { return fp < fq ? -1 : 1 }
      }
      x.formIndex(after: &i)
      y.formIndex(after: &j)
    }
    return i == x.endIndex ? (j == y.endIndex ? 0 : -1) : 1
  }

  /// The first text in the control's row: usually the name of the thing it acts on.
  private func rowName(_ screen: ScreenContext, _ i: Int) -> String? {
    guard let row = screen.row(of: i) else { return nil }
    return row.first(where: { !screen.isControl($0) }).flatMap { screen.label($0) }
  }
}
