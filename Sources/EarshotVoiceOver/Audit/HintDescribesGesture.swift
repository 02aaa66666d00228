import EarshotEngine
import EarshotModel
import EarshotReview

/// A hint that describes the gesture ("Double tap to open") instead of the result ("Opens the order").
struct HintDescribesGesture: UIKitRule {
  let id = "hint-describes-gesture"
  let severity = Severity.warning
  let summary = "A hint describes the gesture (\"Double tap to…\") instead of what happens."
  let needs: Set<SourceFact> = [.hints]
  let evidence: [Evidence] = [
    Evidence(.appleHint, "A hint describes the result of acting on the element, without naming the gesture (\"Selects the message\", not \"Tap this row to select the message\")."),
    Evidence(.appleGuide, "Hints start with a verb that says what happens; VoiceOver users already know how to activate things."),
  ]

  static let gestures = ["double tap", "double-tap", "double click", "tap", "tap and hold", "long press", "click", "press",
                         "swipe", "triple tap", "touch"]

  /// Gestures other than the standard activation are worth teaching in a hint ("Double-tap with
  /// two fingers when finished", the system's own dictation hint).
  static let specialGestures = ["two fingers", "three fingers", "and hold", "drag", "two-finger", "three-finger", "pinch", "rotate"]

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    for i in screen.entries.indices where screen.isEnglish(i) {
      guard let hint = screen.elementIndex(at: i).flatMap({ screen.elements[$0].hint }), !hint.isEmpty else { continue }
      let lower = hint.lowercased()
      guard let gesture = Self.gestures.sorted(by: { $0.count > $1.count }).first(where: {
        lower.hasPrefix($0 + " ") || lower.hasPrefix($0 + ",") || lower.contains(" " + $0 + " to ")
      }) else { continue }
      if Self.specialGestures.contains(where: { lower.contains($0) }) { continue }
      let example = Self.rewritten(hint, gesture: gesture) ?? "Plays the song."
      findings.append(finding(screen, stop: i, "The hint \"\(hint)\" describes the gesture (\"\(gesture)\") rather than what happens.",
        fix: "Say the result, e.g. \"\(example)\", or leave the hint out if the label makes it clear."))
    }
    return findings
  }

  /// "Double tap to play the song." → "Plays the song."
  static func rewritten(_ hint: String, gesture: String) -> String? {
    let lower = hint.lowercased()
    guard let range = lower.range(of: gesture + " to ") else { return nil }
    let rest = hint.dropFirst(lower.distance(from: lower.startIndex, to: range.upperBound))
    var words = rest.split(separator: " ").map(String.init)
    guard !words.isEmpty else { return nil }
    let verb = words[0].lowercased()
    words[0] = verb.hasSuffix("s") ? verb : (verb.hasSuffix("h") || verb.hasSuffix("o") ? verb + "es" : verb + "s")
    var sentence = words.joined(separator: " ")
    sentence = sentence.prefix(1).uppercased() + sentence.dropFirst()
    return sentence.hasSuffix(".") ? sentence : sentence + "."
  }
}
