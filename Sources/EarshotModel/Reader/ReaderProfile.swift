/// The keys of one screen reader's phrase table: every word or sentence it adds. Each screen reader
/// has its own, in its target, so a profile lists exactly its own reader's words.
public protocol ReaderVocabulary: CaseIndexed, RawRepresentable, Sendable where RawValue == String {}

/// What a screen reader says in one language, as its profile file writes it: its words (a phrase
/// table keyed by the strings the file uses), the order of an utterance's parts before the hint,
/// and whether it speaks hints. The voice that speaks them is a `Voice`; the screen reader's
/// unverified behaviours are values of its own beside its profile. A reader looks its words up
/// through a `ReaderProfile` of its own vocabulary, made from this once.
public struct ReaderWords: Hashable, Sendable {
  /// The profile's name (`en-US`).
  public var name: String
  /// The BCP 47 language of the phrase table.
  public var language: String
  /// The order of the parts before the hint.
  public var order: [SegmentRole]
  /// Whether hints are spoken (VoiceOver's Speak Hints), unless a command says otherwise.
  public var speakHints: Bool
  /// The phrases by key, as the file names them (`"trait.button": "button"`).
  public var phrases: [String: String]
  /// What separates a number's whole part from its fraction in the profile's language ("," in German
  /// and Russian): the numbers the screen reader says in its own words ("1,5", "2 of 3") are written with it.
  public var decimalSeparator: String
  /// How the reader's speech service says written text (prices, times, symbols): its
  /// `spokenForms`, none where no source tells.
  public var spokenForms: SpokenForms

  public init(name: String, language: String, order: [SegmentRole] = SegmentRole.defaultOrder, speakHints: Bool = true,
              phrases: [String: String], decimalSeparator: String = ".", spokenForms: SpokenForms? = nil) {
    self.name = name
    self.language = language
    self.order = order
    self.speakHints = speakHints
    self.phrases = phrases
    self.decimalSeparator = decimalSeparator
    self.spokenForms = spokenForms ?? .none(language: language)
  }
}

/// A screen reader's words in one language, looked up by its vocabulary (`Key`): its `ReaderWords`,
/// whose members it reads as its own, with the phrases put in `Key`'s order once, so a lookup is an
/// array read (phrases are looked up for every stop).
@dynamicMemberLookup
public struct ReaderProfile<Key: ReaderVocabulary>: Hashable, Sendable {
  /// The words as the profile file gives them.
  public var words: ReaderWords { didSet { table = Self.table(words.phrases) } }
  /// The phrases by `Key.caseIndex`.
  private var table: [String]

  public init(_ words: ReaderWords) {
    self.words = words
    self.table = Self.table(words.phrases)
  }

  @inlinable public subscript<Value>(dynamicMember member: WritableKeyPath<ReaderWords, Value>) -> Value {
    get { words[keyPath: member] }
    set { words[keyPath: member] = newValue }
  }

  /// A count or place in the profile's number format ("3").
  public func number(_ n: Int) -> String { String(n) }

  /// A number in the profile's number format: whole numbers without decimals, others to two places
  /// ("1.5", "1,5"), as AccessibilitySnapshot formats them for the locale.
  public func number(_ v: Double) -> String { Self.number(v, decimalSeparator: words.decimalSeparator) }

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

  /// The count phrase of `forms` for `n` in the profile's language, with `n` filled in:
  /// "1 item", "2 items".
  public func count(_ forms: PluralForms<Key>, _ n: Int) -> String {
    phrase(forms.key(for: n, language: words.language), number(n))
  }

  /// The phrase for `key` with `{1}`, `{2}`… replaced by `arguments`.
  ///
  /// Profiles are validated when read, so a missing key is a programming error; the key itself is
  /// returned so the gap is audible rather than a crash.
  public func phrase(_ key: Key, _ arguments: String...) -> String {
    Self.fill(table[key.caseIndex], arguments)
  }

  /// `text` with its `{n}` placeholders replaced by `arguments`.
  static func fill(_ text: String, _ arguments: [String]) -> String {
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
    Key.allCases.map { phrases[$0.rawValue] ?? $0.rawValue }
  }
}
