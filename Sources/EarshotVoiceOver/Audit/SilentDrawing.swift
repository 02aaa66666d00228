import EarshotEngine
import EarshotModel
import EarshotReview

/// A custom-drawn view (a chart drawn with CAShapeLayer or draw(_:)) that VoiceOver cannot see.
struct SilentDrawing: UIKitRule {
  let id = "silent-drawing"
  let severity = Severity.warning
  let summary = "A drawn view (a chart, a graph) has no label and no elements, so VoiceOver says nothing about it."
  let needs: Set<SourceFact> = [.accessibilityElements]
  let evidence: [Evidence] = [
    Evidence(.appleGuide, "Drawn content is not accessible by itself: a view exposes its meaningful parts as accessibility elements with labels, values and frames."),
    Evidence(.wcag111, "Non-text content that carries meaning, such as a chart, gets a text alternative."),
  ]

  /// Names that mark a view as decoration or layout rather than content.
  static let decorative = ["background", "bg", "divider", "separator", "spacer", "shadow", "overlay", "container",
                           "wrapper", "stack", "padding", "gradient", "border", "line", "content", "scroll"]

  /// Below this size a drawn view is a glyph or a flourish, not content.
  static let minimumSide = 44.0

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    // Most elements fail the first checks, read field by field: copying an element out retains every field it holds.
    let elements = screen.elements
    let candidates = elements.indices.filter { elements[$0].kind == .view && elements[$0].children.isEmpty && elements[$0].id != nil }
    for k in candidates {
      let e = screen.elements[k]
      guard e.kind == .view, e.children.isEmpty, let id = e.id, !screen.isHidden(elementAt: k), e.isAccessibilityElement != false,
        e.label == nil, e.text == nil, e.image == nil, e.value == nil, e.onActivate.isEmpty,
        let frame = e.frame, frame.width >= Self.minimumSide, frame.height >= Self.minimumSide, screen.stop(ofElement: k) == nil
      else { continue }
      let words = LabelText.words(LabelText.humanized(id) + " " + id)
      guard !words.contains(where: { Self.decorative.contains($0) }) else { continue }
      findings.append(finding(screen, elementAt: k,
        "The view \"\(id)\" (\(Lengths.written(frame.width)) × \(Lengths.written(frame.height)) pt) has no label and no accessibility elements: if it is drawn content, VoiceOver users never learn it exists.",
        fix: "Give each meaningful part a UIAccessibilityElement with a label, a value and a frame (the view's accessibilityElements), or make the view one element whose label and value sum it up; if it is decoration, set isAccessibilityElement to false."))
    }
    return findings
  }
}
