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
  static func unique(_ base: String, in used: inout Set<String>) -> String {
    var candidate = base
    var n = 2
    while !used.insert(candidate).inserted {
      candidate = "\(base)-\(n)"
      n += 1
    }
    return candidate
  }
}
