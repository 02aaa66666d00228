/// How costly a rule's pattern can be: a profile is data anyone may hand over, and ICU's matcher
/// backtracks, so a pattern that can take exponential time on some text is refused at load.
extension SpokenForms {
  /// The first group of `pattern` that is repeated more than once (`*`, `+`, `{n,}`, `{n,m}`
  /// with m > 1), not possessively, and holds an unbounded repeat itself; nil when there is none.
  static func nestedRepeat(in pattern: String) -> String? {
    let c = Array(pattern.unicodeScalars)
    // For each open group: where it starts, whether it is atomic, whether it holds an unbounded repeat.
    var open: [(start: Int, atomic: Bool, repeats: Bool)] = []
    var i = 0
    /// The quantifier at `j`: its length, whether it is unbounded, whether it repeats more than
    /// once, and whether it is possessive; nil when there is none.
    func quantifier(at j: Int) -> (length: Int, unbounded: Bool, many: Bool, possessive: Bool)? {
      guard j < c.count else { return nil }
      var length = 0, unbounded = false, many = false
      switch c[j] {
      case "*", "+": (length, unbounded, many) = (1, true, true)
      case "?": length = 1
      case "{":
        guard let close = c[j...].firstIndex(of: "}") else { return nil }
        let body = String(String.UnicodeScalarView(c[(j + 1)..<close]))
        let parts = body.split(separator: ",", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0.allSatisfy(\.isNumber) }), !parts[0].isEmpty else { return nil }
        length = close - j + 1
        unbounded = parts.count == 2 && parts[1].isEmpty
        many = unbounded || (Int(parts.count == 2 ? parts[1] : parts[0]) ?? 0) > 1
      default: return nil
      }
      let possessive = j + length < c.count && c[j + length] == "+"
      return (length, unbounded, many, possessive)
    }
    /// Marks the innermost open group as holding an unbounded repeat.
    func markRepeat() { if !open.isEmpty { open[open.count - 1].repeats = true } }
    /// Steps over the quantifier at `j`, if any (with its lazy or possessive mark), marking an
    /// unbounded one; returns where the next atom starts.
    func afterQuantifier(at j: Int) -> Int {
      guard let q = quantifier(at: j) else { return j }
      if q.unbounded { markRepeat() }
      let next = j + q.length
      return next < c.count && (c[next] == "+" || c[next] == "?") ? next + 1 : next
    }
    while i < c.count {
      switch c[i] {
      case "\\":
        i = afterQuantifier(at: i + 2)
      case "[":
        // A class: skip to its closing bracket (a leading "]" or "^]" is a member).
        var j = i + 1
        if j < c.count, c[j] == "^" { j += 1 }
        if j < c.count, c[j] == "]" { j += 1 }
        var depth = 1
        while j < c.count, depth > 0 {
          if c[j] == "\\" { j += 2; continue }
          if c[j] == "[" { depth += 1 } else if c[j] == "]" { depth -= 1 }
          j += 1
        }
        i = afterQuantifier(at: j)
      case "(":
        let atomic = i + 2 < c.count && c[i + 1] == "?" && c[i + 2] == ">"
        open.append((i, atomic, false))
        i += 1
      case ")":
        guard let group = open.popLast() else { i += 1; continue }
        if let q = quantifier(at: i + 1), q.many, !q.possessive, !group.atomic, group.repeats {
          return String(String.UnicodeScalarView(c[group.start...(i + q.length)]))
        }
        if group.repeats { markRepeat() }
        i = afterQuantifier(at: i + 1)
      default:
        i = afterQuantifier(at: i + 1)
      }
    }
    return nil
  }
}
