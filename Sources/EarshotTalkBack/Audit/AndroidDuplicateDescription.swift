import EarshotEngine
import EarshotModel
import EarshotReview

/// Nodes TalkBack describes with the same words, graded as the Accessibility Test Framework's
/// `DuplicateSpeakableTextCheck` grades them (:71-136): a warning on the first clickable one when
/// any is clickable (three "Add, Button" in a row; a title and the button that repeats it, told
/// apart here), and nothing where none is (ATF's information only, a level the audit has not).
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
    // Each stop's group by its words, numbered in the order first heard, through one table of the
    // groups' numbers reserved at the number of stops: a table of each group's members grew by
    // doubling and made an array for every group, most of them of one node.
    var groupOf: [String: Int] = [:]
    groupOf.reserveCapacity(android.nodes.count { $0.isStop })
    var texts: [String] = [], stops: [Int] = [], group: [Int] = []
    // By index: taking a node out of the array copies all of its fields.
    for n in android.nodes.indices where android.nodes[n].isStop {
      let text = android.nodes[n].speakable.trimmingWhitespace
      guard !text.isEmpty else { continue }
      let next = texts.count
      let g = Self.value(&groupOf[text, default: next])
      if g == next { texts.append(text) }
      stops.append(n)
      group.append(g)
    }
    groupOf = [:]
    // The members of each group in the order heard, groups one after another (a counting sort).
    var start = [Int](repeating: 0, count: texts.count + 1)
    for g in group { start[g + 1] += 1 }
    for g in texts.indices { start[g + 1] += start[g] }
    var byGroup = [Int](repeating: 0, count: stops.count), next = start
    for (a, g) in group.enumerated() {
      byGroup[next[g]] = stops[a]
      next[g] += 1
    }
    var findings: [Finding] = []
    for (g, text) in texts.enumerated() where start[g + 1] - start[g] > 1 {
      let members = byGroup[start[g]..<start[g + 1]]
      let clickable = members.filter { android.nodes[$0].clickable }
      guard members.count > 1, let first = clickable.first else { continue }
      let plain = members.count - clickable.count
      if clickable.count > 1 {
        let also = plain == 0 ? "" : " (and \(plain) item\(plain == 1 ? "" : "s") that \(plain == 1 ? "is" : "are") not)"
        findings.append(finding(screen, node: first, of: android,
          "\(clickable.count) clickable items are described as \"\(text)\"\(also): a TalkBack user hears the same words on each and cannot tell which does what.",
          fix: "Describe each by what sets it apart: a content description that names the item it acts on, not \"\(text)\" alone."))
      } else {
        findings.append(finding(screen, node: first, of: android,
          "This clickable item is described as \"\(text)\", as \(plain == 1 ? "is 1 item" : "are \(plain) items") that \(plain == 1 ? "is" : "are") not clickable (a title it repeats, say): TalkBack users tell them apart by the role it adds, but hear the same words twice; the Accessibility Test Framework warns on any clickable item that shares its words.",
          fix: "If the button does just what the text names, this may stand; otherwise describe what it does (\"\(text)\" alone says no more than the text beside it)."))
      }
    }
    return findings
  }

  /// The value at a place in a table, which reading it through `inout` puts there when it was a
  /// default: a look-up and an insertion in one probe.
  private static func value(_ place: inout Int) -> Int { place }
}
