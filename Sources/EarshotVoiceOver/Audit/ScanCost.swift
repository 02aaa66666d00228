import EarshotEngine
import EarshotModel
import EarshotReview

/// A row whose accessory buttons each add a Switch Control scan step to everything below it.
struct ScanCost: UIKitRule {
  let id = "scan-cost"
  let severity = Severity.warning
  let summary = "A row's accessory buttons each add a Switch Control scan step, for every row, to everything below them; custom actions of the row would not."
  let needs: Set<SourceFact> = [.accessibilityElements, .traits]
  let evidence: [Evidence] = [
    Evidence(.wwdc19_250, "Moving a row's buttons into custom actions took a Switch Control task from 18 switch presses to 6."),
    Evidence(.wwdc20_10019, "Custom actions appear on the first page of the Switch Control menu; every extra element is another wait for the scanning cursor."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    // Which stops Switch Control scans, and how many, is all the rule reads of the scan.
    let reach = screen.reach
    let scanned = screen.entries.indices.count { SwitchControlReach.scans($0, in: reach) }
    var findings: [Finding] = []
    for row in screen.rows {
      // The row's own element is its widest; the buttons beside it are its accessory buttons.
      let main = row.max { (screen.frame($0)?.width ?? 0) < (screen.frame($1)?.width ?? 0) }
      let buttons = row.filter { $0 != main && SwitchControlReach.scans($0, in: reach) && !screen.isInSeries($0)
        && screen.traits($0).has(.button) && !screen.traits($0).has(.toggleButton) }
      // A row of equal controls (a keypad, a strip of chips) is not a row with accessory buttons.
      let mainWidth = main.flatMap { screen.frame($0)?.width } ?? 0
      guard buttons.count >= 2, buttons.allSatisfy({ (screen.frame($0)?.width ?? .infinity) * 2 <= mainWidth }) else { continue }
      let names = buttons.compactMap { screen.label($0) }.map { "\u{201C}\($0)\u{201D}" }.joined(separator: ", ")
      var f = finding(screen, stop: buttons[0],
        "This row puts \(buttons.count) buttons (\(names)) in Switch Control's scan: \(buttons.count) steps, \(ReachReport.formatSeconds(Double(buttons.count) * SwitchControlSettings.default.autoScanningTime)) s of auto scanning, on the way to everything after it (\(scanned) items on this screen).",
        fix: "Make the row one element and give it custom actions named \(names): they appear on the first page of the scanner menu, so the row costs one step.")
      f.quote(row.lazy.map(screen.line))
      findings.append(f)
    }
    return findings
  }
}
