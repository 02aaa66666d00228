import EarshotEngine
import EarshotModel

/// Where a finding is: the document element it is about, and, when its stop is one VoiceOver
/// makes up for that element (a stepper's Decrement or Increment button), which one. Kept apart,
/// so nothing takes a path string apart to find the element again.
public struct FindingOrigin: Hashable, Sendable {
  /// The element's JSON path in its document (`root.children[3]`); a stepper button's stepper's.
  public var elementPath: String
  /// The stepper's Decrement (-1) or Increment (+1) button; nil for the element itself.
  public var stepperButton: Int?

  public init(elementPath: String, stepperButton: Int? = nil) {
    self.elementPath = elementPath
    self.stepperButton = stepperButton
  }

  /// As outputs write it: the element's path, and a button's suffix (`root.children[3]#increment`).
  public var written: String { stepperButton.map { elementPath + StopOrigin.buttonSuffix(direction: $0) } ?? elementPath }
}

/// One problem on a screen: which rule, where, what VoiceOver says there, and how to fix it.
public struct Finding: Hashable, Sendable {
  public var rule: String
  public var severity: Severity
  /// Where the finding is: the element, and the generated stop (a stepper's button) if it is one.
  public var origin: FindingOrigin
  /// The place as outputs write it (`root.children[3]`, `root.children[3]#increment`).
  public var path: String { origin.written }
  public var elementID: String?
  /// The element as baselines name it: its id, or the nearest ancestor's id and the types below it
  /// (`#summary > label`). Unlike `path`, it does not change when other elements come and go.
  public var element: String = ""
  /// Whether the finding was there when the baseline was written (`--baseline`); such findings do
  /// not fail the run.
  public var inBaseline = false
  /// The 1-based stop the finding belongs to, when VoiceOver visits the element or something inside it.
  public var stop: Int?
  /// The transcript lines the problem affects (several for a row or a group of stops); empty
  /// when VoiceOver says nothing there.
  public var spoken: [String]
  /// Which of `spoken` is what the finding's own element says (a finding about a stop between two
  /// others quotes all three, its own second); nil for an element that is not a stop itself.
  public var ownLine: Int?
  /// The further stops the problem affects that `spoken` does not quote: a finding quotes at most
  /// `quotedStops` lines, so a row or container of thousands of stops stays one short paragraph.
  public var unquotedStops = 0
  public var message: String
  public var fix: String
  public var evidence: [Evidence]
  /// The screen reader whose speech `spoken` quotes.
  public var reader = "VoiceOver"

  public init(rule: String, severity: Severity, origin: FindingOrigin, elementID: String? = nil, stop: Int? = nil,
              spoken: [String] = [], message: String, fix: String, evidence: [Evidence]) {
    self.rule = rule
    self.severity = severity
    self.origin = origin
    self.elementID = elementID
    self.stop = stop
    self.spoken = spoken.map(Self.shortenedLine)
    ownLine = stop != nil && !spoken.isEmpty ? 0 : nil
    self.message = Self.shorteningQuotes(message)
    self.fix = Self.shorteningQuotes(fix)
    self.evidence = evidence
  }

  /// The most characters of a screen's text a finding quotes (a stop's line, a label in its message
  /// or fix): a label of megabytes is quoted by its start, so every report stays readable and an
  /// audit's memory stays a small multiple of its input.
  public static let quotedCharacters = 300

  static func shortenedLine(_ line: String) -> String { UserText.shortened(line, limit: quotedCharacters) }

  /// `text` with each quoted span ("…") longer than `quotedCharacters` cut to its start. A rule's
  /// own words between quotes are far shorter, so only text from the screen is ever cut.
  static func shorteningQuotes(_ text: String) -> String {
    let quote = UInt8(ascii: "\"")
    let utf8 = text.utf8
    // A span of at most `quotedCharacters` bytes is never cut, so with no longer one the text is
    // kept whole, rather than taken apart and joined again (a row's finding names all its buttons).
    guard utf8.count > quotedCharacters, hasLongQuote(text) else { return text }
    var out = ""
    var start = utf8.startIndex
    var inside = false
    var i = utf8.startIndex
    while i < utf8.endIndex {
      if utf8[i] == quote {
        let span = String(text[start..<i])
        out += inside ? shortenedLine(span) : span
        out += "\""
        inside.toggle()
        start = utf8.index(after: i)
      }
      i = utf8.index(after: i)
    }
    let rest = String(text[start...])
    out += inside ? shortenedLine(rest) : rest
    return out
  }

  /// Whether a quoted span of `text` (the last may run to its end) is longer than
  /// `quotedCharacters` bytes: the only spans `shorteningQuotes` cuts. Reads the bytes in place.
  static func hasLongQuote(_ text: String) -> Bool {
    let quote = UInt8(ascii: "\"")
    var text = text
    return text.withUTF8 { bytes in
      var start = 0
      var inside = false
      for i in bytes.indices where bytes[i] == quote {
        if inside, i - start > quotedCharacters { return true }
        inside.toggle()
        start = i + 1
      }
      return inside && bytes.count - start > quotedCharacters
    }
  }

  /// How many stops' lines a finding quotes; the rest are counted (`unquotedStops`).
  public static let quotedStops = 10

  /// Quotes what VoiceOver says at the first `quotedStops` of `lines` and counts the rest.
  public mutating func quote(_ lines: some Collection<String>) {
    spoken = lines.prefix(Self.quotedStops).map(Self.shortenedLine)
    unquotedStops = lines.count - spoken.count
  }

  /// What the finding's own element says, when it is a stop (else the first line quoted).
  public var ownSpeech: String? {
    if let i = ownLine, spoken.indices.contains(i) { return spoken[i] }
    return spoken.first
  }

  /// The quoted lines joined as the reports print them ("a", then "b", then 3 more stops), each
  /// written by `quote`; nil when VoiceOver says nothing there.
  public func heard(_ quote: (String) -> String) -> String? {
    guard !spoken.isEmpty else { return nil }
    var out = spoken.map(quote).joined(separator: ", then ")
    if unquotedStops > 0 { out += ", then \(unquotedStops) more stop\(unquotedStops == 1 ? "" : "s")" }
    return out
  }
}
