/// "Did you mean" suggestions by edit distance.
public enum Suggestion {
  /// The candidate closest to `word` (case-insensitive), if it is close enough to be a likely typo.
  public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    // A word much longer than every candidate is no typo of one (and would make the distance costly).
    guard word.utf8.count <= 200 else { return nil }
    let lower = word.lowercased()
    var best: (String, Int)?
    for candidate in candidates {
      let distance = editDistance(lower, candidate.lowercased())
      if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    guard let (candidate, distance) = best else { return nil }
    let limit = max(2, min(word.count, candidate.count) / 3)
    return distance <= limit ? candidate : nil
  }

  /// `unknown X "word"; did you mean "y"?` or, without a close candidate, the list of accepted names.
  public static func message(unknown kind: String, _ word: String, accepted: [String]) -> String {
    let shown = UserText.quoted(word)
    if let guess = closest(to: word, in: accepted) {
      return "unknown \(kind) \"\(shown)\"; did you mean \"\(guess)\"?"
    }
    // A long list of choices (the ids of a big screen) is cut short; the first ones show the form.
    let listed = accepted.count > 40 ? accepted.prefix(40).joined(separator: ", ") + ", … (\(accepted.count) in all)" : accepted.joined(separator: ", ")
    return "unknown \(kind) \"\(shown)\"; accepted: \(listed)"
  }

  /// Levenshtein distance over characters.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
