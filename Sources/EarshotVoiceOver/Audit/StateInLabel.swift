import Foundation
import EarshotEngine
import EarshotModel
import EarshotReview

/// A label that carries a state that changes ("Wi-Fi on", "Download 45 percent", or a "Mute"
/// that becomes "Unmute"): the state belongs in the value, the label names the control.
struct StateInLabel: UIKitRule {
  let id = "state-in-label"
  let severity = Severity.warning
  let summary = "A label carries a changing state (on/off, selected, a percentage) that belongs in the value."
  let evidence: [Evidence] = [
    Evidence(.appleGuide, "The label identifies the element; its current state or amount is its value, which VoiceOver reads after it and alone when it changes."),
    Evidence(.wcag412, "A control exposes its name and its state separately to assistive technology."),
  ]

  /// Words that name a state rather than a thing.
  static let stateWords: Set<String> = ["on", "off", "selected", "unselected", "not selected", "checked", "unchecked", "enabled",
                           "disabled", "expanded", "collapsed", "active", "inactive", "playing", "paused", "muted", "unmuted"]

  /// The first words of the two-word states.
  static let pairStarts = Set(stateWords.compactMap { state in state.split(separator: " ").count == 2 ? state.split(separator: " ").first.map(String.init) : nil })

  /// Verbs that take "on" or "off" as part of an action ("Turn off").
  static let phrasalVerbs: Set<String> = ["turn", "switch", "log", "sign", "put", "take", "try", "drop", "kick", "cut",
                                          "carry", "hold", "pay", "back", "check", "tap", "click", "show", "write"]

  /// An amount in per cent ("45%", "2.5 percent"), compiled once.
  static let amount = try! NSRegularExpression(pattern: #"\d+(\.\d+)?\s?(%|percent|per cent)"#)

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    let labelWords = screen.labelWords
    for i in screen.entries.indices where screen.isEnglish(i) {
      // Visible text of plain labels may state things ("In stock"); the rule is about names of controls.
      guard screen.isControl(i) || screen.labelSource(i) == .explicit else { continue }
      guard let label = screen.writtenLabel(i), !label.isEmpty else { continue }
      // The written label is the spoken one (see `writtenLabel`), whose words the screen has.
      let words = labelWords[i]
      if let message = stateMessage(label, words) {
        findings.append(finding(screen, stop: i, message.text, fix: message.fix))
        continue
      }
      // Activation that rewrites the element's own label with a state word ("Mute" → "Unmute").
      guard let k = screen.elementIndex(at: i), let id = screen.elements[k].id else { continue }
      let raw = screen.elements[k]
      for (_, effects) in ScreenContext.effectLists(of: raw) {
        for case .set(let change) in effects where change.id == id {
          guard let newLabel = change.state.label, Self.isStateFlip(label, newLabel) else { continue }
          findings.append(finding(screen, stop: i,
            "Activating it changes its label from \"\(label)\" to \"\(newLabel)\", so the control's name changes with its state.",
            fix: "Keep the label \"\(label)\" and report the state in the value (\"On\"/\"Off\") or with the selected trait; for on/off use the toggleButton trait."))
        }
      }
    }
    return findings
  }

  private func stateMessage(_ label: String, _ words: LabelWords.Words) -> (text: String, fix: String)? {
    if words.count >= 2 {
      // The last two words are joined only after a word that starts a two-word state ("not").
      let tail2 = Self.pairStarts.contains(words[words.count - 2]) ? words.suffix(2).joined(separator: " ") : nil
      var state = tail2.flatMap { Self.stateWords.contains($0) ? $0 : nil } ?? (Self.stateWords.contains(words.last!) ? words.last! : nil)
      // "Turn off", "Log on": a verb with its particle names an action, not a state.
      if state == "on" || state == "off", Self.phrasalVerbs.contains(words[words.count - 2]) { state = nil }
      if let state {
        let name = LabelText.tidied(LabelText.removing(state, from: label))
        return ("The label \"\(label)\" ends with the state \"\(state)\", which changes while the control's name does not.",
                "Make the label \"\(name)\" and put \"\(state)\" in the value (a switch or toggleButton reads on/off itself; use the selected trait for selection).")
      }
    }
    // An amount needs a digit and "%" or "per": most labels lack one and skip the regular expression.
    if Self.mayHoldAmount(label), label.unicodeScalars.contains(where: { $0.properties.generalCategory == .decimalNumber }),
       let match = Self.amount.firstMatch(in: label, range: NSRange(label.startIndex..., in: label)),
       let range = Range(match.range, in: label) {
      let amount = String(label[range])
      let name = LabelText.tidied(label.replacingCharacters(in: range, with: "").trimmingCharacters(in: .whitespaces))
      return ("The label \"\(label)\" contains the amount \"\(amount)\", which changes while the label should not.",
              "Make the label \"\(name)\" and the value \"\(amount)\", and update only the value.")
    }
    return nil
  }

  /// Whether `label` has what the amount pattern needs besides a digit: "%", or the "per" of
  /// "percent" and "per cent".
  static func mayHoldAmount(_ label: String) -> Bool {
    // Its bytes read in place: stepping through `utf8` cost tens of instructions a byte, at every label.
    var label = label
    return label.withUTF8 { bytes in
      var p = false, pe = false
      for byte in bytes {
        if byte == 0x25 || (pe && byte == 0x72) { return true }
        pe = p && byte == 0x65
        p = byte == 0x70
      }
      return false
    }
  }

  /// Whether `b` is `a` with a state flipped: an "un" prefix added or removed, or on/off swapped.
  static func isStateFlip(_ a: String, _ b: String) -> Bool {
    let x = LabelText.words(a), y = LabelText.words(b)
    guard !x.isEmpty, x.count == y.count, x != y else { return false }
    let differing = zip(x, y).filter { $0 != $1 }
    guard differing.count == 1, let (p, q) = differing.first else { return false }
    if p == "un" + q || q == "un" + p { return true }
    return (p == "on" && q == "off" || p == "off" && q == "on") && x.last == p
  }
}
