import EarshotEngine
import EarshotModel

/// A control smaller than 44 × 44 points.
struct SmallTarget: AuditRule {
  let id = "small-target"
  let severity = Severity.warning
  let summary = "An interactive element is smaller than 44 × 44 points."
  let evidence: [Evidence] = [
    .seed(.inclusiveInterfaces, "Make targets big enough", "\"Apple's Human Interface Guidelines recommend touch targets of at least 44×44 points. The visible icon can be smaller; the tappable area shouldn't be.\""),
    .seed(.dailyTips, "Day 15", "\"Touch target sizes are recommended to be at least 44 x 44 points\"; navigation bar, dismiss and toolbar buttons often fall below it."),
  ]

  static let minimum = 44.0

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    for i in screen.entries.indices where screen.isControl(i) {
      guard let f = screen.resolved(i).frame, !f.isEmpty, f.width < Self.minimum || f.height < Self.minimum else { continue }
      let w = max(f.width, Self.minimum), h = max(f.height, Self.minimum)
      let x = f.x - (w - f.width) / 2, y = f.y - (h - f.height) / 2
      findings.append(finding(screen, stop: i,
        "It is \(Self.points(f.width)) × \(Self.points(f.height)) pt, smaller than \(Self.points(Self.minimum)) × \(Self.points(Self.minimum)) pt.",
        fix: "Make the touch area at least 44 × 44 pt (the icon can stay smaller), e.g. frame [\(Self.points(x)), \(Self.points(y)), \(Self.points(w)), \(Self.points(h))]."))
    }
    return findings
  }

  static func points(_ v: Double) -> String {
    v == v.rounded() ? String(Int(v)) : String((v * 10).rounded() / 10)
  }
}
