import EarshotEngine
import EarshotModel

/// A control or a meaningful image with no label: VoiceOver says only "button", or reads the
/// asset or symbol name.
struct MissingLabel: AuditRule {
  let id = "missing-label"
  let severity = Severity.error
  let summary = "A control or image has no label, so VoiceOver says only its type or reads the image's file name."
  let evidence: [Evidence] = [
    Evidence(.wcag111, "An image or icon that carries meaning needs a text alternative."),
    Evidence(.wcag412, "Every control has a name that assistive technology can read."),
    Evidence(.a11yEngineerPages, "A page control has no label of its own: VoiceOver names it by its position, \"Page 1 of 3\", and calls it adjustable."),
    Evidence(.wwdc26_220, "With no label VoiceOver falls back to the symbol or file name (\"Cat fill\")."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    for i in screen.entries.indices {
      guard screen.isControl(i) || screen.traits(i).has(.image) else { continue }
      let what = screen.isControl(i) ? "This control" : "This image"
      switch screen.labelSource(i) {
      case .imageName(let image):
        findings.append(finding(screen, stop: i,
          "\(what) has no label, so VoiceOver reads the image name \"\(image)\" as \"\(screen.label(i) ?? image)\".",
          fix: "Set \"label\" (accessibilityLabel) to what it \(screen.isControl(i) ? "does, e.g. \"Delete\"" : "shows that matters"); if the image is decoration, set isAccessibilityElement to false."))
      case .none where (screen.resolved(i).value ?? "").isEmpty:
        findings.append(finding(screen, stop: i,
          "\(what) has no label: VoiceOver says only \"\(screen.line(i))\".",
          fix: "Set \"label\" (accessibilityLabel) to what it does, e.g. \"Search\"."))
      case .none where screen.traits(i).has(.searchField):
        // A search field's placeholder ("Search") with the words "search field" says what it is.
        continue
      case .none where screen.elementIndex(at: i).map({ screen.elements[$0].kind }) == .pageControl || (screen.isEnglish(i) && LabelText.isPagePosition(screen.resolved(i).value!)):
        // A page indicator's value ("Page 1 of 2") says what it is, as UIPageControl's own does.
        continue
      case .none:
        findings.append(finding(screen, stop: i,
          "\(what) has no label: VoiceOver reads its value \"\(screen.resolved(i).value!)\" with nothing saying what it is.",
          fix: "Set \"label\" (accessibilityLabel) to what the value belongs to, e.g. \"Volume\"."))
      default:
        continue
      }
    }
    return findings
  }
}
