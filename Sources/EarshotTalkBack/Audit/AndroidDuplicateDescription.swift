import EarshotEngine
import EarshotModel
import EarshotReview

/// Clickable nodes TalkBack describes with the same words: three "Add, Button" in a row (the
/// Accessibility Test Framework's `DuplicateSpeakableTextCheck`, :71-136, reported on the first
/// clickable one; a warning, as there).
struct AndroidDuplicateDescription: AuditRule {
  let id = "android-duplicate-description"
  let severity = Severity.warning
  let summary = "Clickable Android nodes have the same description, so a TalkBack user cannot tell them apart."
  let platforms: Set<Platform> = [.android]
  let evidence: [Evidence] = [
    Evidence(.atf("DuplicateSpeakableTextCheck"), "Items a screen reader focuses should not share their speakable text; it warns when one of them is clickable."),
    Evidence(.androidDuplicateDescriptions, "Give each item a description that sets it apart, e.g. \"Add jasmine tea to cart\"."),
  ]

  func check(_ screen: ScreenContext) -> [Finding] {
    let android = screen.android
    var groups: [String: [Int]] = [:]
    var order: [String] = []
    for (n, node) in android.nodes.enumerated() where node.isStop {
      let text = node.speakable.trimmingWhitespace
      guard !text.isEmpty else { continue }
      if groups[text] == nil { order.append(text) }
      groups[text, default: []].append(n)
    }
    var findings: [Finding] = []
    for text in order {
      let members = groups[text]!
      guard members.count > 1, let first = members.first(where: { android.nodes[$0].clickable }) else { continue }
      let others = members.count - 1
      findings.append(finding(screen, node: first,
        "\(members.count) items are described as \"\(text)\": a TalkBack user hears the same words \(members.count) times and cannot tell which is which (\(others) other\(others == 1 ? "" : "s") besides this one).",
        fix: "Describe each by what sets it apart: a content description that names the item it acts on, not \"\(text)\" alone."))
    }
    return findings
  }
}
