/// Reads voice profiles (`Voices/*.json`): the voice, and VoiceOver's words (`ReaderProfileReader`).
/// A profile may `extend` another and override only some fields, so a variant (the legacy
/// "Favorite, selected, button" order) restates nothing else.
///
/// Its phrase keys are those of the built-in en-US profile (`phraseKeys`): a key no built-in profile
/// knows is an error. A profile that lacks a phrase or a part of the order (written before Earshot
/// learned it) takes it from its base, the built-in profile of its language, and says so in a
/// warning: new vocabulary never breaks a profile someone wrote.
public enum VoiceProfileReader {
  /// A profile and the warnings found while reading it.
  public struct Result: Sendable {
    public var profile: VoiceProfile
    public var warnings: [Diagnostic]
  }

  public static let fields = [
    "earshotVoice", "name", "description", "extends", "language", "espeak", "rate", "pitch", "range", "volume",
    "pauses", "speakHints", "earcons", "order", "phrases", "languageVoices", "numbers", "spokenForms", "verbosity",
  ]

  /// Builds the profile named `name` from raw profile JSON by name, following `extends`.
  public static func profile(named name: String, sources: [String: (json: JSONValue, file: String)]) throws(InputError) -> VoiceProfile {
    try read(named: name, sources: sources).profile
  }

  /// Like `profile(named:sources:)`, with the warnings (phrases and parts taken from the base).
  public static func read(named name: String, sources: [String: (json: JSONValue, file: String)]) throws(InputError) -> Result {
    var chain: [(JSONObject, String)] = []
    var current: String? = name
    var seen = Set<String>()
    while let next = current {
      guard let source = sources[next] else {
        if next == name { throw missing(name, available: sources.keys.sorted()) }
        let file = chain.last?.1
        throw InputError(file: file, place: "extends", Suggestion.message(unknown: "voice", next, accepted: sources.keys.sorted()))
      }
      guard seen.insert(next).inserted else {
        throw InputError(file: source.file, place: "extends", "profiles extend each other in a cycle (\(seen.sorted().joined(separator: ", ")))")
      }
      guard let object = source.json.objectValue else {
        throw InputError(file: source.file, place: "(top level)", "expected a voice profile object, found \(source.json.kindDescription)")
      }
      chain.append((object, source.file))
      current = object["extends"]?.stringValue
    }
    // Merge from the base outwards; `phrases`, `pauses` and `espeak` merge member by member.
    var merged = JSONObject()
    for (object, _) in chain.reversed() {
      for (key, value) in object {
        if let inner = value.objectValue, let existing = merged[key]?.objectValue {
          var combined = existing
          for (k, v) in inner { combined[k] = v }
          merged[key] = .object(combined)
        } else {
          merged[key] = value
        }
      }
    }
    merged["name"] = .string(name)
    // The built-in profiles are complete (the tests check it); only other files fall back.
    let builtIn = chain.allSatisfy { $0.1.hasPrefix(builtInPrefix) }
    let base = builtIn ? nil : merged["language"]?.stringValue.flatMap(baseProfile)
    return try decode(merged, file: chain[0].1, base: base)
  }

  /// The phrase keys a voice profile may hold, in the order messages list them: those of the
  /// built-in en-US profile, the base every other one is checked against (a test checks the other
  /// built-in profiles have each, and that VoiceOver's vocabulary is these).
  public static let phraseKeys: [String] = {
    let text = BuiltInVoices.files.first { $0.0 == "en-US" }?.1
    return text.flatMap { try? JSONParser.parse($0) }?["phrases"]?.objectValue?.keys ?? []
  }()

  /// How the built-in profiles name their file in messages (`built-in en-US.json`).
  static let builtInPrefix = "built-in "

  /// The built-in profile a profile in `language` falls back to: the one of that language, else
  /// of its primary language (`de-AT` → `de-DE`), else US English.
  static func baseProfile(language: String) -> VoiceProfile? {
    let names = BuiltInVoices.files.map(\.0).filter { !$0.contains("/") }.sorted()
    let primary = language.split(separator: "-").first.map { $0.lowercased() } ?? ""
    let name = names.first { $0.lowercased() == language.lowercased() }
      ?? names.first { $0.split(separator: "-").first?.lowercased() == primary }
      ?? "en-US"
    return try? VoiceCatalog.builtIn().profile(named: name)
  }

  /// The error for a voice that does not exist, listing the ones that do.
  public static func missing(_ name: String, available: [String]) -> InputError {
    let guess = Suggestion.closest(to: name, in: available).map { "did you mean \"\($0)\"? " } ?? ""
    return InputError("no voice profile named \"\(name)\"; \(guess)available: \(available.joined(separator: ", ")) (see `earshot voices`)")
  }

  static func decode(_ o: JSONObject, file: String, base: VoiceProfile? = nil) throws(InputError) -> Result {
    let f = JSONFields(file: file)
    f.checkKnown(o, at: "(top level)", known: fields)
    let name = f.string(o, "name", at: "") ?? "?"
    let language = ReaderProfileReader.language(o, fields: f)
    var voice: String?
    var variant: String?
    var voiceRejected = false
    if let espeak = o["espeak"].flatMap({ f.object($0, at: "espeak") }) {
      f.checkKnown(espeak, at: "espeak", known: ["voice", "variant"])
      voice = f.string(espeak, "voice", at: "espeak")
      variant = f.string(espeak, "variant", at: "espeak")
      if let name = voice, let problem = VoiceName.problem(name) {
        f.error("espeak.voice", problem)
        voice = nil
        voiceRejected = true
      }
      if let name = variant, let problem = VoiceName.problem(name, variant: true) {
        f.error("espeak.variant", problem)
        variant = nil
      }
    }
    if voice == nil, !voiceRejected { f.error("espeak.voice", "a voice profile needs the espeak-ng voice to speak with (e.g. \"en-us\")") }
    let rate = f.integer(o, "rate", at: "", range: InputLimits.rate) ?? 185
    let pitch = f.integer(o, "pitch", at: "", range: InputLimits.pitch) ?? 50
    let range = f.integer(o, "range", at: "", range: InputLimits.pitch) ?? 50
    let volume = f.integer(o, "volume", at: "", range: InputLimits.volume) ?? 100
    var pauses = Voice.Pauses.standard
    if let p = o["pauses"].flatMap({ f.object($0, at: "pauses") }) {
      f.checkKnown(p, at: "pauses", known: ["betweenParts", "beforeHint", "betweenStops"])
      pauses.betweenParts = f.integer(p, "betweenParts", at: "pauses", range: InputLimits.pauseMilliseconds) ?? pauses.betweenParts
      pauses.beforeHint = f.integer(p, "beforeHint", at: "pauses", range: InputLimits.pauseMilliseconds) ?? pauses.beforeHint
      pauses.betweenStops = f.integer(p, "betweenStops", at: "pauses", range: InputLimits.pauseMilliseconds) ?? pauses.betweenStops
    }
    // VoiceOver's words: the parts of the file a screen reader reads.
    let words = ReaderProfileReader.decode(o, name: name, language: language, fields: f, parts: SegmentRole.defaultOrder,
                                           keys: phraseKeys, base: base?.words)
    var languageVoices: [String: String] = [:]
    if let table = o["languageVoices"].flatMap({ f.object($0, at: "languageVoices") }) {
      for (key, value) in table {
        let place = JSONFields.join("languageVoices", key)
        guard LanguageTag.isValid(key) else {
          f.error(place, LanguageTag.problem(key))
          continue
        }
        guard let s = value.stringValue else {
          f.error(place, "expected an espeak-ng voice name, found \(value.kindDescription)")
          continue
        }
        if let problem = VoiceName.problem(s) { f.error(place, problem) } else { languageVoices[key] = s }
      }
    }
    let summary = f.string(o, "description", at: "") ?? ""
    let earcons = f.bool(o, "earcons", at: "") ?? true
    guard f.errors.isEmpty, let language, let voice, let words else { throw InputError(f.errors) }
    let spoken = Voice(name: name, summary: summary, language: language, espeakVoice: voice, espeakVariant: variant,
                       rate: rate, pitch: pitch, range: range, volume: volume, pauses: pauses, earcons: earcons,
                       languageVoices: languageVoices)
    return Result(profile: VoiceProfile(voice: spoken, words: words), warnings: f.warnings)
  }
}
