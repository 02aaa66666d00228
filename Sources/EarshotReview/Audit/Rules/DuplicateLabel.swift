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
    var groups: [String: [Int]] = [:]
    var order: [String] = []
    let speech = screen.speech
    groups.reserveCapacity(screen.entries.count)
    for i in screen.entries.indices where screen.isControl(i) && screen.entries[i].stop.series == nil {
      guard screen.elementIndex(at: i) != nil, screen.label(i)?.isEmpty == false else { continue }
      // Controls in differently labeled containers are told apart by the container's name.
      let context = screen.entries[i].stop.containers.compactMap(\.label).joined(separator: "/")
      let key = context + "|" + speech[i].lowercased()
      // One lookup: the default is made only for a key not seen before.
      var isNew = false
      groups[key, default: { isNew = true; return [] }()].append(i)
      if isNew { order.append(key) }
    }
    var findings: [Finding] = []
    for key in order {
      guard let members = groups[key], members.count > 1 else { continue }
      // A few stops name the group; listing all of thousands would make the report grow with their square.
      let shown = members.prefix(5).map { String(screen.entries[$0].index) }.joined(separator: ", ")
      let stops = members.count > 5 ? "\(shown) and \(members.count - 5) more" : shown
      for i in members {
        let label = screen.label(i) ?? ""
        let context = rowName(screen, i)
        let example = context.map { "\"\(label) \($0.lowercased())\"" } ?? "\"\(label) …\" naming what it acts on"
        findings.append(finding(screen, stop: i,
          "\(members.count) controls say \"\(screen.line(i))\" (stops \(stops)); a listener cannot tell which is which.",
          fix: "Say what each one acts on, e.g. \(example); keep the short visible word in inputLabels for Voice Control."))
      }
    }
    return findings
  }

  /// The first text in the control's row: usually the name of the thing it acts on.
  private func rowName(_ screen: ScreenContext, _ i: Int) -> String? {
    guard let row = screen.row(of: i) else { return nil }
    return row.first(where: { !screen.isControl($0) }).flatMap { screen.label($0) }
  }
}
