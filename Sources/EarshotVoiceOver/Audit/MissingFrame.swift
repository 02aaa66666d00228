import EarshotEngine
import EarshotModel
import EarshotReview

/// A stop without a frame: touch exploration cannot find it and the focus outline has nowhere to go.
struct MissingFrame: UIKitRule {
  let id = "missing-frame"
  let severity = Severity.warning
  let needs: Set<SourceFact> = [.frames]
  let summary = "An element has no frame, so touch exploration cannot find it and the focus outline is misplaced."
  let evidence: [Evidence] = [
    Evidence(.appleFrame, "The accessibility frame is where the element is on screen; touch exploration finds elements by it, and VoiceOver draws its outline there."),
    Evidence(.accessibilitySnapshot, "The visiting order sorts elements by the top-left corner of their frames."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    let missing = screen.entries.indices.filter { screen.frame($0) == nil }
    guard !missing.isEmpty else { return [] }
    if missing.count == screen.entries.count, missing.count > 1 {
      var f = finding(screen, stop: missing[0], "No element on this screen has a frame: touch exploration finds nothing and the order cannot follow the layout.",
        fix: "Give every element a frame [x, y, width, height] in screen points.")
      f.origin = FindingOrigin(elementPath: screen.screen.root.path)
      f.elementID = nil
      f.spoken = []
      return [f]
    }
    return missing.map { i in
      finding(screen, stop: i, "It has no frame: a finger exploring the screen never lands on it.",
        fix: "Give it a frame [x, y, width, height]; for a UIAccessibilityElement, set accessibilityFrameInContainerSpace.")
    }
  }
}
