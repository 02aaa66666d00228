/// A voice profile: how Earshot speaks (espeak-ng voice, rate, pitch, pauses) and what VoiceOver
/// says in a language (the phrase table and the order of the parts).
public struct VoiceProfile: Hashable, Sendable {
  /// Pause lengths in milliseconds, inserted as exact silence.
  public struct Pauses: Hashable, Sendable {
    /// Between the parts of one utterance ("Rating" · "3 out of 5 stars" · "adjustable").
    public var betweenParts: Int
    /// Before the hint.
    public var beforeHint: Int
    /// Between one stop's speech and the next gesture, when rendering a whole screen.
    public var betweenStops: Int
    public init(betweenParts: Int, beforeHint: Int, betweenStops: Int) {
      self.betweenParts = betweenParts
      self.beforeHint = beforeHint
      self.betweenStops = betweenStops
    }
  }

  /// The profile's name (`en-US`), which is also its file name in `Voices/`.
  public var name: String
  public var summary: String
  /// The BCP 47 language of the phrase table.
  public var language: String
  /// The espeak-ng voice (`en-us`) and optional variant (`f3`).
  public var espeakVoice: String
  public var espeakVariant: String?
  /// Speaking rate in words per minute (espeak-ng accepts 80–450).
  public var rate: Int
  /// espeak-ng pitch and range, 0–100 (50 is neutral).
  public var pitch: Int
  public var range: Int
  /// espeak-ng volume, 0–200 (100 is neutral).
  public var volume: Int
  public var pauses: Pauses
  public var speakHints: Bool
  public var earcons: Bool
  /// The order of the parts before the hint.
  public var order: [SegmentRole]
  public var phrases: [String: String] { didSet { table = Self.table(phrases) } }
  /// The phrases by `Phrase.caseIndex`, so a lookup is an array read (phrases are looked up for every stop).
  private var table: [String]
  /// What separates a number's whole part from its fraction in the profile's language ("," in German
  /// and Russian): the numbers VoiceOver says in its own words ("1,5", "2 of 3") are written with it.
  public var decimalSeparator: String
  /// espeak-ng voices for other languages a part may switch to (`"de": "de"`); language subtags
  /// fall back to the bare language, then to espeak-ng's own choice.
  public var languageVoices: [String: String]

  public init(name: String, summary: String = "", language: String, espeakVoice: String, espeakVariant: String? = nil,
              rate: Int = 185, pitch: Int = 50, range: Int = 50, volume: Int = 100,
              pauses: Pauses = Pauses(betweenParts: 150, beforeHint: 700, betweenStops: 450),
              speakHints: Bool = true, earcons: Bool = true, order: [SegmentRole] = SegmentRole.defaultOrder,
              phrases: [String: String], languageVoices: [String: String] = [:], decimalSeparator: String = ".") {
    self.name = name
    self.summary = summary
    self.language = language
    self.espeakVoice = espeakVoice
    self.espeakVariant = espeakVariant
    self.rate = rate
    self.pitch = pitch
    self.range = range
    self.volume = volume
    self.pauses = pauses
    self.speakHints = speakHints
    self.earcons = earcons
    self.order = order
    self.phrases = phrases
    self.table = Self.table(phrases)
    self.languageVoices = languageVoices
    self.decimalSeparator = decimalSeparator
  }

  /// A count or place in the profile's number format ("3").
  public func number(_ n: Int) -> String { String(n) }

  /// A number in the profile's number format: whole numbers without decimals, others to two places
  /// ("1.5", "1,5"), as AccessibilitySnapshot formats them for the locale.
  public func number(_ v: Double) -> String { Self.number(v, decimalSeparator: decimalSeparator) }

  /// `v` with whole numbers written without decimals, others to at most two places.
  public static func number(_ v: Double, decimalSeparator: String) -> String {
    if v == v.rounded() { return String(Int(v)) }
    let hundredths = Int((abs(v) * 100).rounded())
    var fraction = String(hundredths % 100)
    if fraction.count < 2 { fraction = "0" + fraction }
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let whole = (v < 0 ? "-" : "") + String(hundredths / 100)
    return fraction.isEmpty ? whole : whole + decimalSeparator + fraction
  }

  /// The phrase for `key` with `{1}`, `{2}`… replaced by `arguments`.
  ///
  /// Profiles are validated when read, so a missing key is a programming error; the key itself is
  /// returned so the gap is audible rather than a crash.
  public func phrase(_ key: Phrase, _ arguments: String...) -> String {
    let text = table[key.caseIndex]
    // The bytes are scanned: `contains("{")` would go through Foundation's string search.
    guard !arguments.isEmpty, text.utf8.contains(UInt8(ascii: "{")) else { return text }
    // Replace `{n}` placeholders in one pass (cheaper than Foundation's string search for each).
    var out = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      out += rest[..<open]
      let afterOpen = rest.index(after: open)
      if let close = rest[afterOpen...].firstIndex(of: "}"), let n = Int(rest[afterOpen..<close]), n >= 1, n <= arguments.count {
        out += arguments[n - 1]
        rest = rest[rest.index(after: close)...]
      } else {
        out += "{"
        rest = rest[afterOpen...]
      }
    }
    return out + rest
  }

  private static func table(_ phrases: [String: String]) -> [String] {
    Phrase.allCases.map { phrases[$0.rawValue] ?? $0.rawValue }
  }
}
