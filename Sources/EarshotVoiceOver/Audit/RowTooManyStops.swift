import EarshotEngine
import EarshotModel
import EarshotReview

/// A row of information that takes many swipes: each label of a cell is its own stop.
struct RowTooManyStops: UIKitRule {
  let id = "row-too-many-stops"
  let severity = Severity.warning
  let summary = "A row takes more stops than it should; its text should be grouped into one element."
  let needs: Set<SourceFact> = [.accessibilityElements]
  let evidence: [Evidence] = [
    Evidence(.wwdc18_230, "A cell whose parts are separate elements takes a swipe per part; making the cell one element (its button kept, or turned into an action) takes one."),
    Evidence(.wcag131, "Information shown together as one item is exposed as one item."),
  ]
  func check(_ screen: ScreenContext) -> [Finding] {
    // The limit is the run's (`--max-row-stops`).
    let maxStops = screen.options.maxRowStops
    var findings: [Finding] = []
    for row in screen.rows where row.count > maxStops {
      // Rows of controls (toolbars, tab bars) are already one stop per thing; this is about
      // information split into fragments.
      let texts = row.filter { !screen.isControl($0) }
      guard texts.count >= 2, !row.contains(where: { screen.isInSeries($0) }) else { continue }
      let first = screen.entries[row[0]].index, last = screen.entries[row[row.count - 1]].index
      let name = texts.first.flatMap { screen.label($0) } ?? "the row"
      let controls = row.filter { screen.isControl($0) }
      var fix = "Make the row's text one element (isAccessibilityElement = true on the cell or its stack view, label \"\(name)\", the rest as its value)"
      fix += controls.isEmpty ? ", or combine its children." : " and keep \(controls.count == 1 ? "its button as the second stop" : "its buttons as custom actions of that element")."
      var f = finding(screen, stop: row[0],
        "This row takes \(row.count) stops (\(first) to \(last)); the limit is \(maxStops). VoiceOver users swipe \(row.count) times to get past it.",
        fix: fix)
      f.quote(row.lazy.map(screen.line))
      findings.append(f)
    }
    return findings
  }
}
