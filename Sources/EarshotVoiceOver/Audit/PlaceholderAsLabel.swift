import EarshotEngine
import EarshotModel
import EarshotReview

/// A text field whose only name is its placeholder: VoiceOver says it while the field is empty, but
/// the placeholder is gone once text is typed, and the field is then read as its text alone.
struct PlaceholderAsLabel: UIKitRule {
  let id = "placeholder-as-label"
  let severity = Severity.warning
  let summary = "A text field is named only by its placeholder, which disappears once text is typed."
  let evidence: [Evidence] = [
    Evidence(.wcag332, "Fields have labels or instructions; a placeholder that vanishes on input is not a lasting label."),
    Evidence(.wcag412, "Every control has a name that assistive technology can read."),
    Evidence(.accessibilitySnapshot, "An empty UITextField with a placeholder reads \"Some placeholder text. Text Field.\"; with text, \"Hello from Text Field. Text Field.\" (its UIKit text field reference images)."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    // A label rules the stop out at once; reading the element's placeholder costs more.
    for i in screen.entries.indices where (screen.label(i) ?? "").isEmpty && Self.speaksPlaceholder(screen, i) {
      // A search field says "search field" whatever is typed in it.
      guard !screen.traits(i).has(.searchField) else { continue }
      let placeholder = screen.resolved(i).value ?? ""
      findings.append(finding(screen, stop: i,
        "Its only name is its placeholder \"\(placeholder)\": once text is typed, VoiceOver reads the text with nothing saying what the field is for.",
        fix: screen.audience.setLabel(to: "what to type in it, e.g. \"Email\"") + "; keep the placeholder as an example of what to type."))
    }
    return findings
  }

  /// Whether stop `i` is a field saying its placeholder: it holds no text, and its value is the
  /// placeholder the document or capture gives it.
  static func speaksPlaceholder(_ screen: ScreenContext, _ i: Int) -> Bool {
    guard let k = screen.elementIndex(at: i) else { return false }
    let elements = screen.elements
    guard let placeholder = elements[k].placeholder, !placeholder.isEmpty, (elements[k].text ?? "").isEmpty,
      elements[k].value == nil else { return false }
    return screen.resolved(i).value == placeholder
  }
}
