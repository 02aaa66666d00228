import EarshotEngine
import EarshotModel
import EarshotReview

/// Two texts shown together (a "Total" above its amount) with another stop read between them,
/// because the order follows the tops of the frames and not the task.
struct OrderSplitsGroup: UIKitRule {
  let id = "order-splits-group"
  let severity = Severity.warning
  let summary = "The reading order puts another element between two texts that are shown together."
  let evidence: [Evidence] = [
    Evidence(.wcag132, "When the order of content affects its meaning, the reading order keeps it."),
    Evidence(.accessibilitySnapshot, "Elements whose tops are less than 8 pt apart (13 pt on iPad) are one line, read left to right before anything lower; an explicit order (accessibilityElements) overrides it."),
  ]

  /// How far apart (in points) a text and the one below it may be and still read as one group.
  static let stackGap = 8.0

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    let rtl = screen.screen.layoutDirection == .rightToLeft
    guard screen.entries.count >= 3 else { return [] }
    for i in 0..<(screen.entries.count - 2) {
      let (a, b, c) = (i, i + 1, i + 2)
      guard !screen.isControl(a), !screen.isControl(c),
        let fa = screen.frame(a), let fc = screen.frame(c), let fb = screen.frame(b)
      else { continue }
      let aligned = rtl ? abs(fa.maxX - fc.maxX) <= Self.stackGap : abs(fa.x - fc.x) <= Self.stackGap
      let below = fc.y - fa.maxY
      guard aligned, below >= -1, below <= Self.stackGap else { continue }
      // The middle stop is not part of the stack: it sits beside it.
      let besideStack = rtl ? fb.maxX <= min(fa.x, fc.x) : fb.x >= max(fa.maxX, fc.maxX)
      guard besideStack else { continue }
      let first = screen.label(a) ?? "", second = screen.label(c) ?? "", middle = screen.line(b)
      var f = finding(screen, stop: b,
        "\"\(middle)\" is read between \"\(first)\" and \"\(second)\", which are shown together, one above the other.",
        fix: screen.audience.joinTexts(first, second))
      f.spoken = [a, b, c].map(screen.line)
      f.ownLine = 1
      findings.append(f)
    }
    return findings
  }
}
