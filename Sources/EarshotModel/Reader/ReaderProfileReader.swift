/// Reads the screen reader's part of a profile object: its language, whether it speaks hints, the
/// order of its parts and its phrase table, checked against the phrase keys the reader knows. A
/// profile that lacks a phrase or a part (written before Earshot learned it) takes it from `base`
/// with a warning; without a base, every phrase and part must be there.
public enum ReaderProfileReader {
  /// The members of a profile object this reads.
  public static let fields = ["language", "speakHints", "order", "phrases", "numbers", "spokenForms", "verbosity"]

  /// The profile's `language`, a BCP 47 tag; nil (with an error in `f`) when absent or not a tag.
  public static func language(_ o: JSONObject, fields f: JSONFields) -> String? {
    guard let tag = f.string(o, "language", at: "") else {
      f.error("language", "a voice profile needs \"language\" (BCP 47, e.g. \"en-US\")")
      return nil
    }
    guard LanguageTag.isValid(tag) else {
      f.error("language", LanguageTag.problem(tag))
      return nil
    }
    return tag
  }

  /// The reader profile `name` in `o`, read as `decode(_:name:language:fields:parts:keys:base:)`
  /// reads it with `Key`'s keys, looked up by `Key`.
  public static func decode<Key: ReaderVocabulary>(_ o: JSONObject, name: String, language: String?, fields f: JSONFields,
                                                   parts: [SegmentRole], base: ReaderProfile<Key>?) -> ReaderProfile<Key>? {
    decode(o, name: name, language: language, fields: f, parts: parts, keys: Key.allCases.map(\.rawValue), base: base?.words)
      .map(ReaderProfile.init)
  }

  /// The reader's words `name` in `o`, in `language` (read with `language(_:fields:)`), its
  /// problems recorded in `f`; nil when `f` has errors. `parts` are the parts the reader's order
  /// may list, in its default order; `keys` the phrase keys it knows, in the order messages list them.
  public static func decode(_ o: JSONObject, name: String, language: String?, fields f: JSONFields,
                            parts: [SegmentRole], keys: [String], base: ReaderWords?) -> ReaderWords? {
    var order = parts
    if let names = f.strings(o, "order", at: "") {
      var parsed: [SegmentRole] = []
      for (i, n) in names.enumerated() {
        if let role = SegmentRole(rawValue: n), parts.contains(role) {
          parsed.append(role)
        } else {
          f.error(JSONFields.join("order", i), Suggestion.message(unknown: "part", n, accepted: parts.map(\.rawValue)))
        }
      }
      let missing = parts.filter { !parsed.contains($0) }
      if !missing.isEmpty, let base {
        parsed = insert(missing, into: parsed, following: base.order)
        let names = missing.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        let one = missing.count == 1
        f.warning("order", "\(names) \(one ? "is" : "are") not listed; placed as in the built-in \(base.name) profile (list \(one ? "it" : "them") to choose \(one ? "its" : "their") place)")
      } else if !missing.isEmpty {
        f.error("order", "the order must list every part once; missing: \(missing.map(\.rawValue).joined(separator: ", "))")
      }
      order = parsed
    }
    var phrases: [String: String] = [:]
    let known = Set(keys)
    if let table = o["phrases"].flatMap({ f.object($0, at: "phrases") }) {
      for (key, value) in table {
        guard known.contains(key) else {
          f.error(JSONFields.join("phrases", key), Suggestion.message(unknown: "phrase key", key, accepted: keys))
          continue
        }
        if let s = value.stringValue { phrases[key] = s } else {
          f.error(JSONFields.join("phrases", key), "expected a string, found \(value.kindDescription)")
        }
      }
    }
    let absent = keys.filter { phrases[$0] == nil }
    if !absent.isEmpty, let base {
      for key in absent { phrases[key] = base.phrases[key] }
      f.warning("phrases", "missing \(absent.joined(separator: ", ")); taken from the built-in \(base.name) profile (add \(absent.count == 1 ? "it" : "them") to say \(absent.count == 1 ? "it" : "them") in this profile's own words)")
    } else if !absent.isEmpty {
      f.error("phrases", "missing phrases: \(absent.joined(separator: ", "))")
    }
    // How numbers are written in the profile's language; a profile that does not say takes its base's.
    var decimalSeparator = base?.decimalSeparator ?? "."
    if let numbers = o["numbers"].flatMap({ f.object($0, at: "numbers") }) {
      f.checkKnown(numbers, at: "numbers", known: ["decimalSeparator"])
      if let separator = f.string(numbers, "decimalSeparator", at: "numbers") {
        if separator == "." || separator == "," {
          decimalSeparator = separator
        } else {
          f.error("numbers.decimalSeparator", "expected \".\" or \",\", found \"\(UserText.quoted(separator))\"")
        }
      }
    }
    let speakHints = f.bool(o, "speakHints", at: "") ?? true
    guard !f.hasErrors, let language else { return nil }
    var spokenForms = o["spokenForms"].flatMap { readSpokenForms($0, language: language, fields: f) } ?? base?.spokenForms
    if let verbosity = o["verbosity"].flatMap({ f.object($0, at: "verbosity") }) {
      readVerbosity(verbosity, into: &spokenForms, language: language, fields: f)
    }
    guard !f.hasErrors else { return nil }
    return ReaderWords(name: name, language: language, order: order, speakHints: speakHints, phrases: phrases,
                         decimalSeparator: decimalSeparator, spokenForms: spokenForms)
  }

  /// A profile's `verbosity`, the reader's settings a user chooses: `punctuation` (none, some,
  /// all: VoiceOver's Verbosity > Punctuation), `numbers` (words, digits) and Earshot's own
  /// `spokenFormEstimates` (false: the guessed rules are left out, the evidenced ones kept). A
  /// profile that does not say keeps its base's.
  public static func readVerbosity(_ o: JSONObject, into forms: inout SpokenForms?, language: String, fields f: JSONFields) {
    f.checkKnown(o, at: "verbosity", known: ["punctuation", "numbers", "spokenFormEstimates"])
    var settings = forms ?? .none(language: language)
    if let name = f.string(o, "punctuation", at: "verbosity") {
      if let level = SpokenForms.Punctuation(rawValue: name) { settings.punctuation = level } else {
        f.error("verbosity.punctuation", Suggestion.message(unknown: "punctuation level", name, accepted: SpokenForms.Punctuation.allCases.map(\.rawValue)))
      }
    }
    if let name = f.string(o, "numbers", at: "verbosity") {
      if let reading = SpokenForms.Numbers(rawValue: name) { settings.numbers = reading } else {
        f.error("verbosity.numbers", Suggestion.message(unknown: "way to read numbers", name, accepted: SpokenForms.Numbers.allCases.map(\.rawValue)))
      }
    }
    if let estimates = f.bool(o, "spokenFormEstimates", at: "verbosity") { settings.estimates = estimates }
    forms = settings
  }

  /// `order` with each of `missing` placed after the nearest part that comes before it in `reference`.
  static func insert(_ missing: [SegmentRole], into order: [SegmentRole], following reference: [SegmentRole]) -> [SegmentRole] {
    var result = order
    for role in missing {
      let before = reference.prefix { $0 != role }
      if let anchor = before.last(where: result.contains), let i = result.firstIndex(of: anchor) {
        result.insert(role, at: i + 1)
      } else {
        result.insert(role, at: 0)
      }
    }
    return result
  }

  /// A profile's `spokenForms`: its rules (`family`, `match`, `say`, `source`), its `tables`, its
  /// `ordinalSuffixes` and `estimate` (true where the rules cover little of what the reader's
  /// speech service does, so what they leave is passed on and the output says it is an estimate).
  public static func readSpokenForms(_ value: JSONValue, language: String, fields f: JSONFields) -> SpokenForms? {
    guard let o = f.object(value, at: "spokenForms") else { return nil }
    f.checkKnown(o, at: "spokenForms", known: ["$comment", "rules", "tables", "ordinalSuffixes", "estimate"])
    var rules: [SpokenForms.Rule] = []
    for (i, item) in (f.array(o, "rules", at: "spokenForms") ?? []).enumerated() {
      let place = "spokenForms.rules[\(i)]"
      guard let rule = f.object(item, at: place) else { continue }
      f.checkKnown(rule, at: place, known: ["family", "match", "say", "source", "estimate"])
      guard let family = f.string(rule, "family", at: place), let match = f.string(rule, "match", at: place),
        let say = f.string(rule, "say", at: place), let source = f.string(rule, "source", at: place)
      else {
        f.error(place, "a rule needs its family, match, say and source")
        continue
      }
      // A built-in pattern is known to pass (the tests check each), and compiling is costly.
      if !VoiceCatalog.builtInPatterns.contains(match), let problem = SpokenForms.problem(pattern: match) {
        f.error(place + ".match", problem)
        continue
      }
      rules.append(.init(family: family, match: match, say: say, source: source, place: [f.file, place].compactMap { $0 }.joined(separator: ": "),
                         estimate: f.bool(rule, "estimate", at: place) ?? false))
    }
    var tables: [String: [String]] = [:]
    if let t = o["tables"].flatMap({ f.object($0, at: "spokenForms.tables") }) {
      for (name, _) in t { tables[name] = f.strings(t, name, at: "spokenForms.tables") }
    }
    var suffixes: [String: String] = [:]
    if let t = o["ordinalSuffixes"].flatMap({ f.object($0, at: "spokenForms.ordinalSuffixes") }) {
      for (key, _) in t { suffixes[key] = f.string(t, key, at: "spokenForms.ordinalSuffixes") }
    }
    let estimate = f.bool(o, "estimate", at: "spokenForms") ?? false
    return SpokenForms(language: language, rules: rules, tables: tables, ordinalSuffixes: suffixes, isEstimate: estimate)
  }
}
