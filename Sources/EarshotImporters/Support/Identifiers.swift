/// Element and screen ids made from labels, for formats that have none (VoiceOver Designer).
enum Identifiers {
  /// `"Add to basket for £13.80"` → `add-to-basket-for-13-80`; letters of any script are kept.
  static func slug(_ text: String, fallback: String) -> String {
    var out = ""
    var pendingDash = false
    for c in text.lowercased() {
      if c.isLetter || c.isNumber {
        if pendingDash, !out.isEmpty { out.append("-") }
        pendingDash = false
        out.append(c)
        if out.count >= 40 { break }
      } else {
        pendingDash = true
      }
    }
    return out.isEmpty ? fallback : out
  }

  /// `base`, or `base-2`, `base-3`… when it is taken.
  static func unique(_ base: String, in used: inout Pool) -> String {
    var n = used.next[base] ?? 2
    var candidate = base
    // Each base remembers where its numbering got to, so a thousand "Add" buttons cost no more than one each.
    while !used.taken.insert(candidate).inserted {
      candidate = "\(base)-\(n)"
      n += 1
    }
    used.next[base] = n
    return candidate
  }

  /// The ids given out so far.
  struct Pool {
    var taken = Set<String>()
    var next: [String: Int] = [:]
  }
}
