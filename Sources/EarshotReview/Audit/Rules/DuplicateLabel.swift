import EarshotEngine
import EarshotModel

/// Several controls on a screen that say the same thing ("Add, button" three times): the user
/// cannot tell which product each one adds.
struct DuplicateLabel: AuditRule {
  let id = "duplicate-label"
  let severity = Severity.error
  let summary = "Several controls say exactly the same thing, so users cannot tell them apart."
  let evidence: [Evidence] = [
    Evidence(.wwdc19_254, "Where rows repeat, the same label on each button (three \"Add\") cannot be told apart; add context (\"Add peanut butter to cart\")."),
    Evidence(.wcag246, "Labels describe the purpose of their control."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    // Each control's group by what it says, numbered in the order first heard: one array per
    // group would be a million arrays on a screen of a million different controls.
    var groupOfKey: [Key: Int] = [:]
    var stops: [Int] = [], groupOfStop: [Int] = []
    let speech = screen.speech
    groupOfKey.reserveCapacity(screen.entries.count)
    // Read in place: taking an entry out of the array copies it.
    screen.entries.withUnsafeBufferPointer { entries in
      for i in entries.indices where screen.isControl(i) && !screen.isInSeries(i) {
        guard screen.elementIndex(at: i) != nil, screen.label(i)?.isEmpty == false else { continue }
        // Controls in differently labeled containers are told apart by the container's name.
        let context = entries[i].stop.containers.isEmpty ? "" : entries[i].stop.containers.compactMap(\.label).joined(separator: "/")
        // Most lines are lowercase already and are then shared rather than copied.
        let spoken = speech[i].utf8.contains(where: { $0 >= 65 && $0 <= 90 || $0 >= 0x80 }) ? speech[i].lowercased() : speech[i]
        let next = groupOfKey.count
        // One lookup: a key not seen before takes the next number.
        func numbered(_ group: inout Int) -> Int {
          if group < 0 { group = next }
          return group
        }
        let group = numbered(&groupOfKey[Key(context: context, spoken: spoken), default: -1])
        stops.append(i)
        groupOfStop.append(group)
      }
    }
    // The members of each group, in visiting order: `members[start[g]..<start[g + 1]]`.
    var start = [Int](repeating: 0, count: groupOfKey.count + 1)
    for g in groupOfStop { start[g + 1] += 1 }
    for g in 0..<groupOfKey.count { start[g + 1] += start[g] }
    var next = start, members = [Int](repeating: 0, count: stops.count)
    for (i, g) in zip(stops, groupOfStop) {
      members[next[g]] = i
      next[g] += 1
    }
    var findings: [Finding] = []
    for g in 0..<groupOfKey.count where start[g + 1] - start[g] > 1 {
      let group = members[start[g]..<start[g + 1]]
      // A few stops name the group; listing all of thousands would make the report grow with their square.
      let shown = group.prefix(5).map { String(screen.entries[$0].index) }.joined(separator: ", ")
      let stops = group.count > 5 ? "\(shown) and \(group.count - 5) more" : shown
      for i in group {
        let label = screen.label(i) ?? ""
        let context = rowName(screen, i)
        let example = context.map { "\"\(label) \($0.lowercased())\"" } ?? "\"\(label) …\" naming what it acts on"
        findings.append(finding(screen, stop: i,
          "\(group.count) controls say \"\(screen.line(i))\" (stops \(stops)); a listener cannot tell which is which.",
          fix: "Say what each one acts on, e.g. \(example); keep the short visible word in inputLabels for Voice Control."))
      }
    }
    return findings
  }

  /// What tells controls apart: the labels of the containers they are in, and what they say.
  private struct Key: Hashable {
    var context: String
    var spoken: String
  }

  /// The first text in the control's row: usually the name of the thing it acts on.
  private func rowName(_ screen: ScreenContext, _ i: Int) -> String? {
    guard let row = screen.row(of: i) else { return nil }
    return row.first(where: { !screen.isControl($0) }).flatMap { screen.label($0) }
  }
}
