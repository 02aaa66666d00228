import EarshotEngine
import EarshotModel

/// A screen that does not start with a heading (after its back button), or has no heading at all.
struct NoHeadingFirst: AuditRule {
  let id = "no-heading-first"
  let severity = Severity.warning
  let summary = "A screen does not start with a heading, so the Headings rotor cannot take users to its top."
  let evidence: [Evidence] = [
    .seed(.dailyTips, "Day 3", "\"Anything representing a heading in the app should have the header trait. It allows for a faster way of exploring a screen … Screens should also start with a header.\""),
    .groundTruth("§2.1 (.header) and §2.3 (Rotor)", "The header trait is spoken \"heading\"; the Headings rotor moves from heading to heading (\"Headings. Text. Heading. Background. Heading.\", WWDC19 238)."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    // The navigation bar's back button comes before the title on a pushed screen.
    guard let first = screen.entries.indices.first(where: { !screen.resolved($0).traits.has(.backButton) }) else { return [] }
    if screen.resolved(first).isHeading { return [] }
    let headings = screen.entries.indices.filter { screen.resolved($0).isHeading }
    let message = headings.isEmpty
      ? "The screen has no heading at all: the Headings rotor finds nothing, and nothing tells users where the screen starts."
      : "The screen starts with \"\(screen.line(first))\", not a heading; the first heading is stop \(screen.entries[headings[0]].index)."
    return [finding(screen, stop: first, message,
      fix: "Give the screen's title the header trait (.header) and make it the first stop after the back button.")]
  }
}
