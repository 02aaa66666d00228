import EarshotModel

/// Which espeak-ng voice speaks a segment in a given language.
///
/// The profile's own language uses the profile's voice. Another language looks in the profile's
/// `languageVoices` (the full tag, then the bare language), then tries the bare language as an
/// espeak-ng voice name (`fr`), and falls back to the profile's voice. The profile's variant
/// (`+f3`) is kept, so a language switch changes the pronunciation, not the speaker.
struct VoiceResolver {
  let profile: Voice
  private var resolved: [String: String] = [:]

  init(voice: Voice) { profile = voice }

  /// The profile's own voice with its variant.
  var profileVoice: String { Self.withVariant(profile.espeakVoice, profile.espeakVariant) }

  /// The voice for `language`: the first candidate `load` turns into a loadable name.
  mutating func voice(for language: String, load: (String) -> String?) -> String {
    let key = language.lowercased()
    if let known = resolved[key] { return known }
    var choice = profileVoice
    for candidate in candidates(for: language) {
      if let name = load(candidate) {
        choice = name
        break
      }
    }
    resolved[key] = choice
    return choice
  }

  func candidates(for language: String) -> [String] {
    let tag = language.lowercased()
    // Documents are checked when read; anything else that is no language tag speaks with the profile's voice.
    if tag.isEmpty || tag == profile.language.lowercased() || !LanguageTag.isValid(tag) { return [profileVoice] }
    let bare = LanguageTag.language(of: tag)
    var names: [String] = []
    let table = Dictionary(profile.languageVoices.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { a, _ in a })
    if let v = table[tag] { names.append(v) }
    if let v = table[bare] { names.append(v) }
    if !bare.isEmpty, bare == profile.language.lowercased().split(separator: "-").first.map(String.init) {
      names.append(profile.espeakVoice)
    }
    if !bare.isEmpty { names.append(bare) }
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }.map { Self.withVariant($0, profile.espeakVariant) } + [profileVoice]
  }

  static func withVariant(_ voice: String, _ variant: String?) -> String {
    guard let variant, !variant.isEmpty, !voice.contains("+") else { return voice }
    return "\(voice)+\(variant)"
  }
}
