import EarshotEngine
import EarshotModel
import EarshotReview

/// A content description that names the node's type, state or gesture ("Submit button", "checked",
/// "tap to open"): TalkBack adds its own role and state words, so they are said twice (the
/// Accessibility Test Framework's `RedundantDescriptionCheck`, :92-199, with its words in the
/// screen's language, `src/main/resources/resources*/strings.xml`: en :190-208, en-GB :114-132,
/// de :106-124, ru :106-124).
struct AndroidRoleInDescription: AuditRule {
  let id = "android-role-in-description"
  let severity = Severity.warning
  let summary = "An Android content description names the item's type, state or gesture, which TalkBack says itself."
  let platforms: Set<Platform> = [.android]
  let evidence: [Evidence] = [
    Evidence(.atf("RedundantDescriptionCheck"), "A content description should not contain the item's type (\"button\"), state (\"checked\") or action (\"tap\")."),
    Evidence(.androidApps, "Don't include the type of UI element in the content description: \"Submit\", not \"Submit button\"."),
    Evidence(.androidItemDescriptions, "TalkBack announces an item's type and state itself; descriptions that repeat them are redundant."),
  ]

  /// The words, by kind, in each language the framework translates them to.
  static let words: [String: (type: [String], state: [String], action: [String])] = [
    "en": (["button", "checkbox", "check box"], ["checked", "unchecked", "selected", "unselected"], ["click", "swipe", "tap"]),
    "en-GB": (["button", "tick box"], ["ticked", "unticked", "selected", "unselected"], ["click", "swipe", "tap"]),
    "de": (["Schaltfläche", "Kästchen"], ["Mit Häkchen", "Häkchen entfernt", "Ausgewählt", "Auswahl aufgehoben"], ["Klicken", "Wischen, ziehen", "Tippen"]),
    "ru": (["кнопка", "флажок"], ["установлен", "снят", "выбран", "не выбран"], ["нажмите", "проведите пальцем по экрану", "коснитесь"]),
  ]

  /// The word list for `language`: its own, else its primary language's; nil for a language the
  /// framework's lists do not cover.
  static func list(_ language: String) -> (type: [String], state: [String], action: [String])? {
    if language.lowercased() == "en-gb" { return words["en-GB"] }
    return words[language.split(separator: "-").first.map { $0.lowercased() } ?? ""]
  }

  /// Each word of the lists lowercased and split into words, once: asked of every description.
  static let split: [String: [String]] = {
    var split: [String: [String]] = [:]
    for list in words.values { for word in list.type + list.state + list.action { split[word] = LabelText.words(word.lowercased()) } }
    return split
  }()

  func check(_ screen: ScreenContext) -> [Finding] {
    let android = screen.android
    var findings: [Finding] = []
    // The lists of the language last asked for, each word with its words: a screen's nodes nearly
    // all share one, and looking each word's words up again cost hundreds of instructions a word at
    // every node with a description.
    var language: String?, list: [(kind: String, words: [(word: String, split: [String])])]?
    for n in android.nodes.indices {
      // Read in place: taking a node's element out copies all of its fields.
      guard let description = android.nodes[n].read({ $0.contentDescription }), !description.isEmpty else { continue }
      let nodeLanguage = android.nodes[n].read({ $0.language }) ?? screen.screen.language ?? screen.reader.language
      if nodeLanguage != language {
        language = nodeLanguage
        list = Self.list(nodeLanguage).map { list in
          [("type", list.type), ("state", list.state), ("action", list.action)].map { kind, words in
            (kind, words.map { ($0, Self.split[$0]!) })
          }
        }
      }
      guard let list else { continue }
      // The description's words, worked out once for every word of the lists.
      let descriptionWords = LabelText.words(description.lowercased())
      for (kind, words) in list {
        // One finding per kind, for its first word found as whole words, ignoring case.
        guard let word = words.first(where: { LabelText.contains(words: descriptionWords, $0.split) })?.word else { continue }
        let said = kind == "type" ? "TalkBack says the type itself (\"\(android.nodes[n].description)\")"
          : kind == "state" ? "TalkBack says the state itself, and the description goes stale when it changes"
          : "TalkBack's hint says how to act on it"
        findings.append(finding(screen, node: n, of: android,
          "Its content description \"\(description)\" contains the \(kind == "action" ? "gesture" : kind) \"\(word)\": \(said).",
          fix: kind == "state"
            ? "Take \"\(word)\" out of the content description and give the state as a state description (ViewCompat.setStateDescription, or Modifier.semantics { stateDescription = … })."
            : "Take \"\(word)\" out of the content description: \"\(LabelText.removing(word, from: description))\"."))
      }
    }
    return findings
  }
}
