import EarshotEngine
import EarshotModel
import EarshotReview

/// A control labeled by what its icon looks like ("Trash can icon") instead of what it does ("Delete").
struct LabelDescribesImage: UIKitRule {
  let id = "label-describes-image"
  let severity = Severity.warning
  let summary = "A control's label describes its icon (\"Trash can\") instead of its purpose (\"Delete\")."
  let evidence: [Evidence] = [
    Evidence(.wwdc19_254, "A label says what the control does (\"Add\", \"Add to cart\"), not what its icon shows (\"Plus\")."),
    Evidence(.wcag111, "A control that is an image gets a text alternative that says its purpose."),
  ]

  /// Words that name a picture rather than an action.
  static let pictureWords = ["icon", "glyph", "symbol", "image", "picture", "graphic", "pictogram"]

  /// Common icon shapes and the purpose each usually stands for.
  static let shapes: [(shape: String, purpose: String)] = [
    ("trash can", "Delete"), ("trash", "Delete"), ("bin", "Delete"), ("pencil", "Edit"), ("gear", "Settings"),
    ("cog", "Settings"), ("magnifying glass", "Search"), ("plus sign", "Add"), ("plus", "Add"), ("x mark", "Close"),
    ("xmark", "Close"), ("cross", "Close"), ("x", "Close"), ("paper plane", "Send"), ("paperplane", "Send"),
    ("three dots", "More"), ("ellipsis", "More"), ("hamburger", "Menu"), ("three lines", "Menu"), ("heart", "Favorite"),
    ("bell", "Notifications"), ("house", "Home"), ("arrow", "Back"), ("chevron", "Back"), ("square and arrow up", "Share"),
    ("floppy disk", "Save"),
  ]

  /// The shapes as words, worked out once.
  static let shapeWords: [(words: [String], purpose: String)] = shapes.map { (LabelText.words($0.shape), $0.purpose) }

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    let labelWords = screen.labelWords
    for i in screen.entries.indices where screen.isControl(i) && screen.isEnglish(i) {
      guard let label = screen.writtenLabel(i) else { continue }
      // The written label is the spoken one (see `writtenLabel`), whose words the screen has,
      // read in place.
      let words = labelWords[i]
      var purpose: String?
      var why: String?
      if let picture = Self.pictureWords.first(where: { words.contains($0) }) {
        why = "it says \"\(picture)\""
        purpose = Self.shapeWords.first(where: { LabelText.contains(words: words, $0.words) })?.purpose
      } else if let shape = Self.shapeWords.first(where: { $0.words.count == words.count && $0.words.elementsEqual(words) }) {
        why = "\"\(label)\" names a shape"
        purpose = shape.purpose
      }
      guard let why else { continue }
      let example = purpose.map { "e.g. \"\($0)\"" } ?? "e.g. \"Delete\" rather than \"Trash can\""
      findings.append(finding(screen, stop: i, "The label \"\(label)\" describes the icon, not what the control does: \(why).",
        fix: "Label it by its purpose, \(example)."))
    }
    return findings
  }
}
