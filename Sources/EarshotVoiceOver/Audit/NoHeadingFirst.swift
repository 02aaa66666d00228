import EarshotEngine
import EarshotModel
import EarshotReview

/// A screen that does not start with a heading, or has no heading at all. The navigation bar's
/// buttons (Back, Close, Menu, Reset) and a header image may come before the title: they sit above
/// it, and VoiceOver reaches them first on every screen of the kind.
struct NoHeadingFirst: UIKitRule {
  let id = "no-heading-first"
  let severity = Severity.warning
  let summary = "A screen does not start with a heading, so the Headings rotor cannot take users to its top."
  let needs: Set<SourceFact> = [.traits, .wholeScreen]
  let evidence: [Evidence] = [
    Evidence(.appleHeader, "The header trait marks a heading that divides content; VoiceOver users move between headings with the rotor."),
    Evidence(.wcag242, "A screen says what it is; starting with its title as a heading does that for VoiceOver users."),
    Evidence(.wwdc19_238, "The Headings rotor moves from heading to heading (\"Headings. Text. Heading.\")."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    guard !screen.entries.isEmpty else { return [] }
    guard let heading = screen.entries.indices.first(where: screen.isHeading) else {
      return [finding(screen, stop: 0,
        "The screen has no heading at all: the Headings rotor finds nothing, and nothing tells users where the screen starts.",
        fix: "Give the screen's title the header trait (.header) and make it the first stop after the navigation bar's buttons.")]
    }
    let title = screen.frame(heading)
    guard let first = (0..<heading).first(where: { !isBarItem(screen, $0, above: title) }) else { return [] }
    return [finding(screen, stop: first,
      "The screen starts with \"\(screen.line(first))\", not a heading; the first heading is stop \(screen.entries[heading].index).",
      fix: "Give the screen's title the header trait (.header) and make it the first stop after the navigation bar's buttons.")]
  }

  /// Whether stop `i`, before the first heading, is part of the bar above the title: a button (a
  /// back, close, menu or reset button) or a header image, lying no lower than the title.
  private func isBarItem(_ screen: ScreenContext, _ i: Int, above title: Frame?) -> Bool {
    let e = screen.resolved(i)
    let isButton = e.traits.has(.button) || e.traits.has(.backButton)
    guard isButton || e.traits.has(.image), !screen.isInSeries(i) else { return false }
    guard let title, let frame = e.frame else { return isButton }
    return frame.y < title.maxY
  }
}
