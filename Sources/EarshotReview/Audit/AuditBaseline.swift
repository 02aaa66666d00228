import EarshotModel

/// The findings a team has accepted for now (`audit --write-baseline FILE`), so that
/// `audit --baseline FILE` fails only on new ones. A finding is matched by its rule, the screen,
/// the element's identity (`Finding.element`, not its path, so other elements may come and go)
/// and what VoiceOver says there; a finding that occurs three times is known three times, and a
/// fourth is new.
public struct AuditBaseline: Hashable, Sendable {
  public struct Key: Hashable, Sendable, Comparable {
    public var rule: String
    public var screen: String
    public var element: String
    public var spoken: String

    public static func < (a: Key, b: Key) -> Bool {
      (a.screen, a.rule, a.element, a.spoken) < (b.screen, b.rule, b.element, b.spoken)
    }
  }

  /// How many findings of each key are known.
  public var counts: [Key: Int]

  public init(counts: [Key: Int] = [:]) { self.counts = counts }

  /// Every finding of `documents` (suppressed ones aside).
  public init(_ documents: [DocumentAudit]) {
    var counts: [Key: Int] = [:]
    for document in documents {
      for screen in document.screens {
        for f in screen.findings { counts[Self.key(f, screen: screen), default: 0] += 1 }
      }
    }
    self.counts = counts
  }

  static func key(_ f: Finding, screen: ScreenAudit) -> Key {
    Key(rule: f.rule, screen: screen.key, element: f.element, spoken: f.spoken.first ?? "")
  }

  /// Marks the findings of `documents` that the baseline knows (`Finding.inBaseline`).
  public func mark(_ documents: inout [DocumentAudit]) {
    var left = counts
    for d in documents.indices {
      for s in documents[d].screens.indices {
        let screen = documents[d].screens[s]
        for f in screen.findings.indices {
          let key = Self.key(screen.findings[f], screen: screen)
          if let n = left[key], n > 0 {
            left[key] = n - 1
            documents[d].screens[s].findings[f].inBaseline = true
          }
        }
      }
    }
  }

  // MARK: - File

  public static let formatVersion = 1

  /// The baseline file: findings sorted by screen, rule and element, so it diffs well in review.
  public func json() -> JSONValue {
    let entries: [JSONValue] = counts.keys.sorted().map { key in
      var o = JSONObject()
      o["screen"] = .string(key.screen)
      o["rule"] = .string(key.rule)
      o["element"] = .string(key.element)
      o["spoken"] = .string(key.spoken)
      o["count"] = .number(Double(counts[key]!))
      return .object(o)
    }
    return ["earshotAuditBaseline": .number(Double(Self.formatVersion)), "findings": .array(entries)]
  }

  /// Reads a baseline file written by `json()`.
  public static func read(json: JSONValue, file: String) throws(InputError) -> AuditBaseline {
    let hint = "write one with 'earshot audit FILE --write-baseline \(file)'"
    guard let top = json.objectValue, top["earshotAuditBaseline"]?.numberValue == Double(formatVersion),
      let list = top["findings"]?.arrayValue
    else {
      throw InputError(file: file, place: "(top level)", "not an Earshot audit baseline (expected {\"earshotAuditBaseline\": 1, \"findings\": [...]}); \(hint)")
    }
    var counts: [Key: Int] = [:]
    for (i, item) in list.enumerated() {
      let place = "findings[\(i)]"
      guard let o = item.objectValue, let rule = o["rule"]?.stringValue, let screen = o["screen"]?.stringValue,
        let element = o["element"]?.stringValue, let spoken = o["spoken"]?.stringValue
      else {
        throw InputError(file: file, place: place, "expected {\"screen\", \"rule\", \"element\", \"spoken\", \"count\"} with strings; \(hint)")
      }
      let count = o["count"]?.numberValue ?? 1
      guard count >= 1, count <= 1_000_000, count == count.rounded() else {
        throw InputError(file: file, place: place + ".count", "expected a whole number from 1 to 1000000, not \(JSONWriter.format(count))")
      }
      counts[Key(rule: rule, screen: screen, element: element, spoken: spoken), default: 0] += Int(count)
    }
    return AuditBaseline(counts: counts)
  }
}
