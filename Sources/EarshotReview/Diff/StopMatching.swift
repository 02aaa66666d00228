import EarshotEngine
import EarshotModel

/// Pairs the stops of two versions of a screen: the same element before and after a fix.
///
/// Ids are the strongest evidence; then identical speech, then an identical label, then a label
/// that became the first part of a grouped one ("Ship to" → "Ship to, 1 Infinite Loop"). Each
/// pass pairs in visiting order, so repeated labels pair up first with first.
enum StopMatching {
  /// Pairs of indices (before, after), sorted by the after index.
  static func pairs(_ before: [Transcript.Entry], _ after: [Transcript.Entry]) -> [(Int, Int)] {
    var usedBefore = Set<Int>(), usedAfter = Set<Int>()
    var pairs: [(Int, Int)] = []
    func pass(_ key: (Transcript.Entry) -> String?, related: ((String, String) -> Bool)?) {
      for (j, a) in after.enumerated() where !usedAfter.contains(j) {
        guard let ka = key(a) else { continue }
        let match = before.indices.first { i in
          guard !usedBefore.contains(i), let kb = key(before[i]) else { return false }
          return related.map { $0(kb, ka) } ?? (kb == ka)
        }
        if let i = match {
          usedBefore.insert(i)
          usedAfter.insert(j)
          pairs.append((i, j))
        }
      }
    }
    pass({ $0.stop.element.id }, related: nil)
    pass({ normalized($0.utterance.speech) }, related: nil)
    pass({ $0.stop.element.label.flatMap(normalized) }, related: nil)
    pass({ $0.stop.element.label?.lowercased() }, related: { b, a in
      let (fa, fb) = (firstPart(a), firstPart(b))
      return (fa != a && normalized(fa) == normalized(b)) || (fb != b && normalized(fb) == normalized(a))
    })
    return pairs.sorted { $0.1 < $1.1 }
  }

  static func normalized(_ text: String) -> String? {
    let t = LabelText.words(text).joined(separator: " ")
    return t.isEmpty ? nil : t
  }

  /// The text before the first comma: what a grouped label starts with.
  static func firstPart(_ label: String) -> String {
    String(label.split(separator: ",", maxSplits: 1).first ?? Substring(label))
  }
}
