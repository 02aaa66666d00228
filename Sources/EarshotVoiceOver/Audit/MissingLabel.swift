import EarshotEngine
import EarshotModel
import EarshotReview

/// A control or a meaningful image with no label: VoiceOver says only "button", or reads the
/// asset or symbol name. A field whose placeholder is spoken has a name, for now
/// (`placeholder-as-label` warns that it goes once text is typed).
struct MissingLabel: UIKitRule {
  let id = "missing-label"
  let severity = Severity.error
  let summary = "A control or image has no label, so VoiceOver says only its type or reads the image's file name."
  let evidence: [Evidence] = [Self.nonText, Self.nameRoleValue, Self.pageControl, Self.symbolName]

  static let nonText = Evidence(.wcag111, "An image or icon that carries meaning needs a text alternative.")
  static let nameRoleValue = Evidence(.wcag412, "Every control has a name that assistive technology can read.")
  static let pageControl = Evidence(.a11yEngineerPages, "A page control has no label of its own: VoiceOver names it by its position, \"Page 1 of 3\", and calls it adjustable.")
  static let symbolName = Evidence(.wwdc26_220, "With no label VoiceOver falls back to the symbol or file name (\"Cat fill\").")

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    let to = screen.audience
    for i in screen.entries.indices {
      guard screen.isControl(i) || screen.traits(i).has(.image) else { continue }
      let control = screen.isControl(i)
      let what = control ? "This control" : "This image"
      // The evidence that fits the element: a control's name, an image's text alternative.
      let base = control ? [Self.nameRoleValue] : [Self.nonText]
      switch screen.labelSource(i) {
      case .imageName(let image):
        let decoration = to == .voiceOverDesigner ? "turn Accessible off" : "set isAccessibilityElement to false"
        var f = finding(screen, stop: i,
          "\(what) has no label, so VoiceOver reads the image name \"\(image)\" as \"\(screen.label(i) ?? image)\".",
          fix: to.setLabel(to: control ? "what it does, e.g. \"Delete\"" : "what it shows that matters") + "; if the image is decoration, \(decoration).")
        f.evidence = [Self.nonText] + (control ? [Self.nameRoleValue] : []) + [Self.symbolName]
        findings.append(f)
      case .none where (screen.resolved(i).value ?? "").isEmpty:
        var f = finding(screen, stop: i, "\(what) has no label: VoiceOver says only \"\(screen.line(i))\".",
                        fix: to.setLabel(to: Self.purpose(screen, i)) + ".")
        f.evidence = base
        findings.append(f)
      case .none where PlaceholderAsLabel.speaksPlaceholder(screen, i):
        // The placeholder is what VoiceOver says: a name while the field is empty.
        continue
      case .none where screen.traits(i).has(.searchField):
        // A search field's placeholder ("Search") with the words "search field" says what it is.
        continue
      case .none where screen.elementIndex(at: i).map({ screen.elements[$0].kind }) == .pageControl || (screen.isEnglish(i) && LabelText.isPagePosition(screen.resolved(i).value!)):
        // A page indicator's value ("Page 1 of 2") says what it is, as UIPageControl's own does.
        continue
      case .none:
        var f = finding(screen, stop: i,
          "\(what) has no label: VoiceOver reads its value \"\(screen.resolved(i).value!)\" with nothing saying what it is.",
          fix: to.setLabel(to: Self.purpose(screen, i, hasValue: true)) + ".")
        f.evidence = base + (screen.isAdjustable(i) ? [Self.pageControl] : [])
        findings.append(f)
      default:
        continue
      }
    }
    return findings
  }

  /// What the label of stop `i` should say, by what the element is, with an example.
  static func purpose(_ screen: ScreenContext, _ i: Int, hasValue: Bool = false) -> String {
    let traits = screen.traits(i)
    if traits.has(.textEntry) || traits.has(.searchField) { return "what to type in it, e.g. \"Email\"" }
    if traits.has(.toggleButton) { return "what it turns on or off, e.g. \"Wi-Fi\"" }
    if traits.has(.adjustable) { return "what the value belongs to, e.g. \"Volume\"" }
    if !screen.isControl(i) { return "what it shows that matters" }
    return hasValue ? "what the value belongs to, e.g. \"Downloads\"" : "what it does, e.g. \"Search\""
  }
}
