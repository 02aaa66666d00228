import EarshotEngine
import EarshotModel

/// A control too small to hit: narrower or shorter than WCAG's 24 pt minimum, or under Apple's
/// 44 × 44 pt in both directions. A control at least 44 pt in one direction and 24 pt in the
/// other, as system controls are at their standard sizes (a 36 pt search field or segmented
/// control, a 41 pt wide button), is easy to hit and is not reported.
struct SmallTarget: AuditRule {
  let id = "small-target"
  let severity = Severity.warning
  let summary = "An interactive element is under 24 pt in one direction, or under 44 × 44 pt in both."
  let needs: Set<SourceFact> = [.elementTypes]
  let evidence: [Evidence] = [
    Evidence(.higAccessibility, "Controls should measure at least 44 × 44 pt."),
    Evidence(.wcag258, "A target is at least 24 × 24 CSS pixels."),
  ]

  /// Apple's size for a control (Human Interface Guidelines, Accessibility).
  static let minimum = 44.0
  /// The smallest side any target may have (WCAG 2.5.8, 24 CSS pixels).
  static let smallestSide = 24.0

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    for i in screen.entries.indices where screen.isControl(i) {
      guard let f = screen.frame(i), !f.isEmpty, Self.isSmall(f) else { continue }
      let w = max(f.width, Self.minimum), h = max(f.height, Self.minimum)
      let x = f.x - (w - f.width) / 2, y = f.y - (h - f.height) / 2
      findings.append(finding(screen, stop: i,
        min(f.width, f.height) < Self.smallestSide
          ? "It is \(Self.points(f.width)) × \(Self.points(f.height)) pt: under \(Self.points(Self.smallestSide)) pt across, too small to hit reliably."
          : "It is \(Self.points(f.width)) × \(Self.points(f.height)) pt, under \(Self.points(Self.minimum)) × \(Self.points(Self.minimum)) pt in both directions.",
        fix: "Make the touch area at least 44 × 44 pt (the icon can stay smaller), e.g. frame [\(Self.points(x)), \(Self.points(y)), \(Self.points(w)), \(Self.points(h))]."))
    }
    return findings
  }

  static func isSmall(_ f: Frame) -> Bool {
    min(f.width, f.height) < smallestSide || max(f.width, f.height) < minimum
  }

  static func points(_ v: Double) -> String {
    v == v.rounded() ? String(Int(v)) : String((v * 10).rounded() / 10)
  }
}
