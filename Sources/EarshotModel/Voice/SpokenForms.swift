import Foundation

/// How a screen reader's speech service turns written text into the words its voice says
/// ("$2.50" → "2 dollars and 50 cents", "#design" → "number design"): rules that are data in the
/// reader's profile (`spokenForms` in `Voices/*.json`), each a regular expression and what to say
/// for a match, with its public source. Only what espeak-ng would say differently is rewritten:
/// numbers stay digits where espeak-ng already says them as the reader does.
///
/// Rules are tried in order; a rule's matches take the text they cover, and a later rule never
/// rewrites text an earlier one took. A segment marked to spell out, to name punctuation or with an
/// IPA pronunciation is spoken as written: the document's speech attributes win.
public struct SpokenForms: Hashable, Sendable {
  /// One rule: what it matches, what it says, and why.
  public struct Rule: Hashable, Sendable {
    /// What kind of text it reads ("currency", "time", "symbol"): `docs/SPOKEN-FORMS.md` lists them.
    public var family: String
    /// An ICU regular expression.
    public var match: String
    /// What is said for a match: literal words with `{n}` for the n-th group as written, `{n:number}`
    /// without leading zeros or thousands separators, `{n:count}` (how many characters it has),
    /// `{n:plural:one|other}` (or `one|few|many`, CLDR's categories for the language), `{n:ordinal}`,
    /// `{n:table:NAME}` (the n-th entry of a table, counted from 1) and `{n:if:words}` (the words
    /// when the group matched); a group that did not match says nothing.
    public var say: String
    /// Where the behaviour is recorded, with its iOS version.
    public var source: String
    /// Where the rule was read ("mine/en-US.json: spokenForms.rules[3]"), for warnings; empty for
    /// a rule made in code.
    public var place: String
    /// True when no source gives the reader's words and the rule is a guess from its nearest
    /// recorded forms (`"estimate": true` in the profile): the output says so.
    public var estimate: Bool

    public init(family: String, match: String, say: String, source: String, place: String = "", estimate: Bool = false) {
      self.family = family
      self.match = match
      self.say = say
      self.source = source
      self.place = place
      self.estimate = estimate
    }

    /// The same rule whatever file it was read from (a profile and the one it extends share it).
    public static func == (a: Rule, b: Rule) -> Bool {
      a.family == b.family && a.match == b.match && a.say == b.say && a.source == b.source && a.estimate == b.estimate
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(family)
      hasher.combine(match)
      hasher.combine(say)
      hasher.combine(source)
      hasher.combine(estimate)
    }
  }

  public var language: String
  public var rules: [Rule] { didSet { compiled = Compiled(rules) } }
  /// Named word lists a rule reads by number (`month`).
  public var tables: [String: [String]] { didSet { compiled = Compiled(rules) } }
  /// Ordinal endings by a number's last two digits, else its last digit, else `*` ("1": "st").
  public var ordinalSuffixes: [String: String] { didSet { compiled = Compiled(rules) } }
  /// True when no source tells how the reader's speech service reads these families, so what it is
  /// given is passed on and the spoken form is an estimate.
  public var isEstimate: Bool
  /// True when some rules in use are guesses (`Rule.estimate`), though the others have sources.
  public var hasEstimatedRules: Bool { estimates && rules.contains(where: \.estimate) }

  /// VoiceOver's Verbosity > Punctuation setting: which marks the voice names.
  public enum Punctuation: String, CaseIterable, Sendable {
    /// Symbols the rules name ("•" as "bullet", "*" as "star") are left unnamed.
    case none
    /// VoiceOver's default: the rules as they are.
    case some
    /// Every mark is named, as a document's `punctuation` speech attribute asks: the text is
    /// spoken as written, the voice naming each mark.
    case all
  }

  /// How numbers are read: as words (the default), or digit by digit, as VoiceOver's "Numbers:
  /// Digits" setting reads them ("1500" as "1 5 0 0"), the rules that read numbers left out.
  public enum Numbers: String, CaseIterable, Sendable {
    case words, digits
  }

  public var punctuation: Punctuation = .some { didSet { compiled = Compiled(rules) } }
  public var numbers: Numbers = .words { didSet { compiled = Compiled(rules) } }
  /// Whether the guessed rules (`Rule.estimate`) are used: false leaves what they read as
  /// written, the evidenced rules still applying (a profile's `verbosity.spokenFormEstimates`).
  public var estimates = true { didSet { compiled = Compiled(rules) } }
  private var compiled: Compiled

  public init(language: String, rules: [Rule] = [], tables: [String: [String]] = [:], ordinalSuffixes: [String: String] = [:],
              isEstimate: Bool = false) {
    self.language = language
    self.rules = rules
    self.tables = tables
    self.ordinalSuffixes = ordinalSuffixes
    self.isEstimate = isEstimate
    compiled = Compiled(rules)
  }

  /// No rules: text is passed on as written, and that is an estimate.
  public static func none(language: String) -> SpokenForms { SpokenForms(language: language, isEstimate: true) }

  public static func == (a: SpokenForms, b: SpokenForms) -> Bool {
    a.language == b.language && a.rules == b.rules && a.tables == b.tables && a.ordinalSuffixes == b.ordinalSuffixes
      && a.isEstimate == b.isEstimate && a.punctuation == b.punctuation && a.numbers == b.numbers && a.estimates == b.estimates
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(language)
    hasher.combine(rules)
  }

  /// The problem with `pattern` as a rule's expression, or nil when it compiles and its cost is
  /// bounded. A profile is data anyone may hand over, so a pattern that can backtrack
  /// exponentially (a repeated group that itself repeats, `(a+)+`) is refused at load rather
  /// than left to hang a render.
  public static func problem(pattern: String) -> String? {
    guard CompiledPatterns.shared.expression(pattern) != nil else { return "not a regular expression ICU accepts" }
    if let group = nestedRepeat(in: pattern) {
      return "the group \"\(group)\" repeats and repeats inside, which can take exponential time on some text; "
        + "make the outer repeat possessive (\"++\", \"*+\") or the group atomic (\"(?>…)\")"
    }
    return nil
  }

  /// What the voice says for `segment`: its text rewritten by the rules, unless its speech
  /// attributes ask for it as written, the punctuation setting names every mark (and the segment
  /// does not ask otherwise), or it is in another language than the rules'. A segment whose
  /// `punctuation` is false names no marks, whatever the setting: Apple's IncludesPunctuationAttribute
  /// (iOS 15), "When false, no punctuation will be spoken. If this attribute is not present, the
  /// user's settings will be used."
  public func spoken(_ segment: Segment) -> SpokenText {
    if let s = segment.speech, s.spellOut == true || s.punctuation == true || s.ipa != nil { return SpokenText(segment.text) }
    let unnamed = segment.speech?.punctuation == false
    if punctuation == .all, !unnamed { return SpokenText(segment.text) }
    guard applies(to: segment.language) else { return SpokenText(segment.text) }
    return spoken(segment.text, namingMarks: !unnamed && punctuation != .none)
  }

  /// Whether a guessed rule in use could rewrite some of `segment` (`spoken(segment).usesEstimate`
  /// tells whether one did): one search, so a caller looking for guesses over a long screen
  /// rewrites only the texts a guessed rule matches.
  public func mayUseEstimate(_ segment: Segment) -> Bool {
    guard hasEstimatedRules, let expression = compiled.anyEstimated, !segment.text.isEmpty else { return false }
    let found = Self.matches(expression, in: segment.text, range: NSRange(location: 0, length: (segment.text as NSString).length), first: true)
    return found.map { !$0.isEmpty } ?? true
  }

  /// Whether the rules read text in `language`: the same primary language as theirs.
  public func applies(to language: String) -> Bool {
    func primary(_ tag: String) -> Substring { tag.split(separator: "-").first ?? Substring(tag) }
    return primary(language).lowercased() == primary(self.language).lowercased()
  }

  /// `text` rewritten by the rules. A text is rewritten once: a screen says the same price, button
  /// or status many times, and each later time is looked up.
  public func spoken(_ text: String) -> SpokenText { spoken(text, namingMarks: punctuation != .none) }

  /// `text` rewritten, the symbols the rules name ("•" as "bullet") left unnamed unless `namingMarks`.
  private func spoken(_ text: String, namingMarks: Bool) -> SpokenText {
    guard !text.isEmpty, compiled.any != nil || numbers == .digits else { return SpokenText(text) }
    return compiled.remembered(text, namingMarks: namingMarks) { rewritten(text, namingMarks: namingMarks) }
  }

  private func rewritten(_ text: String, namingMarks: Bool) -> SpokenText {
    let ns = text as NSString
    let whole = NSRange(location: 0, length: ns.length)
    if numbers == .words {
      // Text no rule reads is passed on after one search; a search over its step allowance
      // tries each rule on its own.
      guard let any = compiled.any else { return SpokenText(text) }
      if let found = Self.matches(any, in: text, range: whole, first: true), found.isEmpty { return SpokenText(text) }
    }
    // Each rule claims the ranges it matches that no earlier rule claimed; read digit by digit,
    // the rules that read numbers are left out and each run of digits is claimed last.
    var claims: [(range: NSRange, words: String, estimate: Bool)] = []
    for (r, expression) in compiled.expressions.enumerated() {
      if numbers == .digits, rules[r].match.contains("\\d") { continue }
      if !namingMarks, rules[r].family == "symbol" { continue }
      if !estimates, rules[r].estimate { continue }
      // A rule over its step allowance on this text is left out for it, and a rule read from a
      // profile is warned of by the place to fix it (the record is the process's, so a rule made
      // in code, which has no place, is not: it would be warned of by whichever command ends next).
      guard let found = Self.matches(expression, in: text, range: whole) else {
        if !rules[r].place.isEmpty { Overruns.shared.add(rules[r]) }
        continue
      }
      for match in found where match.range.length > 0 {
        let range = match.range
        if claims.contains(where: { NSIntersectionRange($0.range, range).length > 0 }) { continue }
        let groups = (0..<match.numberOfRanges).map { i -> String? in
          let g = match.range(at: i)
          return g.location == NSNotFound ? nil : ns.substring(with: g)
        }
        claims.append((range, fill(rules[r].say, groups), rules[r].estimate))
      }
    }
    if numbers == .digits {
      for match in Compiled.digitRun.matches(in: text, range: whole)
      where !claims.contains(where: { NSIntersectionRange($0.range, match.range).length > 0 }) {
        claims.append((match.range, ns.substring(with: match.range).map(String.init).joined(separator: " "), false))
      }
    }
    guard !claims.isEmpty else { return SpokenText(text) }
    claims.sort { $0.range.location < $1.range.location }
    var pieces: [SpokenText.Piece] = []
    var out = ""
    var position = 0
    func isWordEnd(_ c: unichar?) -> Bool {
      guard let c, let scalar = Unicode.Scalar(c) else { return false }
      return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
    for claim in claims {
      if claim.range.location > position {
        let kept = ns.substring(with: NSRange(location: position, length: claim.range.location - position))
        pieces.append(.init(spoken: out.utf16.count..<out.utf16.count + kept.utf16.count,
                            written: position..<claim.range.location, replaced: false))
        out += kept
      }
      var words = claim.words
      // Words said for a sign between two words stand apart from them ("A→B": "A right arrow B").
      // What is said just before: the written text, or the words of a claim right before ("•••").
      let before: unichar? = out.utf16.last
      let end = claim.range.location + claim.range.length
      let after: unichar? = end < ns.length ? ns.character(at: end) : nil
      if isWordEnd(before), let first = words.unicodeScalars.first, first.properties.isAlphabetic { words = " " + words }
      if isWordEnd(after), let last = words.unicodeScalars.last, last.properties.isAlphabetic || ("0"..."9").contains(last) { words += " " }
      pieces.append(.init(spoken: out.utf16.count..<out.utf16.count + words.utf16.count, written: claim.range.location..<end, replaced: true,
                          estimate: claim.estimate))
      out += words
      position = end
    }
    if position < ns.length {
      let kept = ns.substring(from: position)
      pieces.append(.init(spoken: out.utf16.count..<out.utf16.count + kept.utf16.count, written: position..<ns.length, replaced: false))
      out += kept
    }
    return SpokenText(text: out, pieces: pieces)
  }

  /// How many of ICU's progress reports one search may take beyond one for each place in the text
  /// it starts from: ICU reports after a fixed number of matcher steps, so this bounds the steps
  /// (and so the time) a rule can take on a text, the same on every run. A rule that runs over
  /// (one that backtracks without end on some text in a way the load check cannot see, such as
  /// `(a|a)*c`) is left out for that text. Rules that read labels take none of these.
  static let stepAllowance = 64

  /// `expression`'s matches in `range` of `text` (the first alone with `first`), or nil when the
  /// search takes more than `stepAllowance` progress reports beyond the places it starts from.
  static func matches(_ expression: NSRegularExpression, in text: String, range: NSRange, first: Bool = false) -> [NSTextCheckingResult]? {
    var found: [NSTextCheckingResult] = []
    var reports = 0
    var over = false
    let allowance = range.length + stepAllowance + range.length / 256
    expression.enumerateMatches(in: text, options: .reportProgress, range: range) { match, _, stop in
      if let match {
        found.append(match)
        if first { stop.pointee = true }
      } else {
        reports += 1
        if reports > allowance {
          over = true
          stop.pointee = true
        }
      }
    }
    return over ? nil : found
  }

  /// The rules that ran over their step allowance on some text in this process, each once, for the
  /// command line to warn of when a command ends; taking them empties the list.
  public static func takeOverruns() -> [Rule] { Overruns.shared.take() }

  private final class Overruns: @unchecked Sendable {
    static let shared = Overruns()
    private let lock = NSLock()
    private var rules: [Rule] = []
    func add(_ rule: Rule) { lock.withLock { if !rules.contains(rule) { rules.append(rule) } } }
    func take() -> [Rule] {
      lock.withLock {
        defer { rules = [] }
        return rules
      }
    }
  }

  /// `template` with its `{n…}` placeholders filled from `groups` (0 is the whole match).
  func fill(_ template: String, _ groups: [String?]) -> String {
    var out = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      out += rest[..<open]
      let spec = rest[rest.index(after: open)..<close].split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
      rest = rest[rest.index(after: close)...]
      guard let n = Int(spec[0]), n < groups.count, let value = groups[n], !value.isEmpty else { continue }
      let number = Self.number(value)
      switch spec.count > 1 ? String(spec[1]) : "" {
      case "if": out += spec.count > 2 ? String(spec[2]) : ""
      case "number": out += number
      case "count": out += String(value.count)
      case "plural":
        let forms = spec.count > 2 ? spec[2].split(separator: "|", omittingEmptySubsequences: false).map(String.init) : []
        out += Self.pluralForm(forms, of: number, language: language)
      case "ordinal":
        out += number + (ordinalSuffixes[String(number.suffix(2))] ?? ordinalSuffixes[String(number.suffix(1))] ?? ordinalSuffixes["*"] ?? "")
      case "table":
        let table = spec.count > 2 ? tables[String(spec[2])] ?? [] : []
        if let i = Int(number), i >= 1, i <= table.count { out += table[i - 1] } else { out += value }
      default: out += value
      }
    }
    return out + rest
  }

  /// Which of a rule's plural `forms` goes with `number` (digits, as `number(_:)` gives them):
  /// `one|other` (English, German), or `one|few|many` and an optional `other` (for a fraction), by
  /// CLDR's cardinal categories for `language` (`PluralCategory.of`: Russian says 1 and 21 рубль,
  /// 2–4 and 22 рубля, 5–20 and 11–14 рублей). A category without its own form takes the last.
  public static func pluralForm(_ forms: [String], of number: String, language: String) -> String {
    guard let last = forms.last else { return "" }
    // Only the last two digits decide a category, so a number too long for an Int keeps them.
    let whole = number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber) && !number.isEmpty
    let n = !whole ? nil : number.count <= 18 ? Int(number) : Int(number.suffix(2)).map { $0 + 100 }
    let category = n.map { PluralCategory.of($0, language: language) } ?? .other
    let index: Int
    switch (forms.count, category) {
    case (_, .one): index = 0
    case (2, _): index = 1
    case (_, .few): index = 1
    case (_, .many): index = 2
    case (_, .other): index = 3
    }
    return index < forms.count ? forms[index] : last
  }

  /// A written number as digits only: no thousands separators, no leading zeros ("007" → "7").
  static func number(_ written: String) -> String {
    let digits = written.filter { $0 != "," && $0 != " " && $0 != "\u{202F}" && $0 != "\u{A0}" }
    guard digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return digits }
    let trimmed = digits.drop { $0 == "0" }
    return trimmed.isEmpty ? (digits.isEmpty ? "" : "0") : String(trimmed)
  }

  /// The rules' expressions, compiled when first needed (a profile read only to learn its
  /// language, or whose rules no text reaches, compiles nothing); one more matches any of them, so
  /// text no rule reads is passed on after one search. Also the texts already rewritten, shared by
  /// every copy of these rules (the transcript's, the synthesizer's) and bounded: emptied when full.
  private final class Compiled: @unchecked Sendable {
    private let patterns: [String]
    private let estimatedPatterns: [String]
    private let lock = NSLock()
    private var built: [NSRegularExpression]?
    private var union: NSRegularExpression??
    private var estimatedUnion: NSRegularExpression??

    var expressions: [NSRegularExpression] {
      lock.withLock {
        if let built { return built }
        // A rule that does not compile (one made in code, not read) matches nothing.
        let made = patterns.map { CompiledPatterns.shared.expression($0) ?? Self.never }
        built = made
        return made
      }
    }

    var any: NSRegularExpression? { lock.withLock { Self.union(of: patterns, keptIn: &union) } }

    /// Matches what any guessed rule matches: text it does not match uses no guess.
    var anyEstimated: NSRegularExpression? { lock.withLock { Self.union(of: estimatedPatterns, keptIn: &estimatedUnion) } }

    /// The union of `patterns`, made the first time and kept in `slot` (nil inside: no union).
    private static func union(of patterns: [String], keptIn slot: inout NSRegularExpression??) -> NSRegularExpression? {
      if let made = slot { return made }
      let made = union(patterns)
      slot = .some(made)
      return made
    }

    static let rememberedLimit = 4096
    /// The texts rewritten with the marks the rules name named, and (a segment asking for no
    /// punctuation) without.
    private var texts: [String: SpokenText] = [:]
    private var textsUnnamed: [String: SpokenText] = [:]

    func remembered(_ text: String, namingMarks: Bool, _ rewrite: () -> SpokenText) -> SpokenText {
      if let known = lock.withLock({ namingMarks ? texts[text] : textsUnnamed[text] }) { return known }
      let spoken = rewrite()
      lock.withLock {
        if texts.count + textsUnnamed.count >= Self.rememberedLimit {
          texts.removeAll(keepingCapacity: true)
          textsUnnamed.removeAll(keepingCapacity: true)
        }
        if namingMarks { texts[text] = spoken } else { textsUnnamed[text] = spoken }
      }
      return spoken
    }

    /// A run of two digits or more that is not a decimal's fraction: what "Numbers: Digits" reads
    /// one digit at a time.
    static let digitRun = try! NSRegularExpression(pattern: #"(?<![.,\d])\d{2,}"#)
    static let never = try! NSRegularExpression(pattern: "(?!)")
    init(_ rules: [Rule]) {
      patterns = rules.map(\.match)
      estimatedPatterns = rules.filter(\.estimate).map(\.match)
    }

    static func union(_ patterns: [String]) -> NSRegularExpression? {
      patterns.isEmpty ? nil : CompiledPatterns.shared.expression(patterns.map { "(?:\($0))" }.joined(separator: "|"))
    }
  }
}

/// Regular expressions compiled in this process, by pattern (nil: ICU refuses it). Compiling is
/// the costly step of a profile's rules, and a run reads the same rules many times over: every
/// built-in profile to learn its language, a profile and those extending it, checked then used.
/// An `NSRegularExpression` is immutable, so one serves every copy of the rules and every thread.
final class CompiledPatterns: @unchecked Sendable {
  static let shared = CompiledPatterns()
  private let lock = NSLock()
  private var known: [String: NSRegularExpression?] = [:]

  func expression(_ pattern: String) -> NSRegularExpression? {
    lock.withLock {
      if let found = known[pattern] { return found }
      let made = try? NSRegularExpression(pattern: pattern)
      known[pattern] = .some(made)
      return made
    }
  }
}

/// Text as the voice says it, and where each part of it was written.
public struct SpokenText: Hashable, Sendable {
  /// A run of the spoken text (UTF-16 offsets) and the run of written text it says.
  public struct Piece: Hashable, Sendable {
    public var spoken: Range<Int>
    public var written: Range<Int>
    /// True when a rule rewrote it; false when it is the written text as it is.
    public var replaced: Bool
    /// True when the rule that rewrote it is a guess (`SpokenForms.Rule.estimate`).
    public var estimate: Bool

    public init(spoken: Range<Int>, written: Range<Int>, replaced: Bool, estimate: Bool = false) {
      self.spoken = spoken
      self.written = written
      self.replaced = replaced
      self.estimate = estimate
    }
  }

  public var text: String
  /// Empty when nothing was rewritten.
  public var pieces: [Piece]

  public init(_ written: String) {
    text = written
    pieces = []
  }

  public init(text: String, pieces: [Piece]) {
    self.text = text
    self.pieces = pieces
  }

  /// True when a rule that is a guess (`SpokenForms.Rule.estimate`) rewrote some of it.
  public var usesEstimate: Bool { pieces.contains(where: \.estimate) }

  /// The parts of `written` (the text this says) that guessed rules rewrote, in order ("215 mi").
  public func estimatedParts(of written: String) -> [String] {
    let ns = written as NSString
    return pieces.lazy.filter(\.estimate).compactMap { piece in
      piece.written.upperBound <= ns.length ? ns.substring(with: NSRange(location: piece.written.lowerBound, length: piece.written.count)) : nil
    }
  }

  /// Whether a rule rewrote any of the text.
  public var isRewritten: Bool { !pieces.isEmpty }

  /// The written UTF-16 range that the spoken range at `offset` (`length` long) says.
  public func written(offset: Int, length: Int) -> (offset: Int, length: Int) {
    guard isRewritten, let piece = pieces.first(where: { $0.spoken.contains(offset) }) ?? pieces.last else { return (offset, length) }
    if piece.replaced { return (piece.written.lowerBound, piece.written.count) }
    let start = piece.written.lowerBound + max(0, offset - piece.spoken.lowerBound)
    return (start, max(1, min(length, piece.written.upperBound - start)))
  }
}
