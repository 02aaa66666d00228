import EarshotEngine
import EarshotModel

/// TalkBack's built-in reader profiles (`Voices/talkback/*.json`), read once: its words in
/// en-US, en-GB, de-DE and ru-RU from its own translated resources.
public enum TalkBackProfiles {
  /// The folder of `Voices/` the profiles are built in from.
  static let folder = "talkback"

  /// Every built-in profile, by name; a profile that fails to read is left out (a test reads each).
  public static let all: [String: ReaderProfile<TalkBackWord>] = {
    var out: [String: ReaderProfile<TalkBackWord>] = [:]
    for (name, json, file) in VoiceCatalog.builtInReaderProfiles(folder: folder) {
      if case .success(let profile) = read(json, name: name, file: file) { out[name] = profile }
    }
    return out
  }()

  /// The members a TalkBack profile may have.
  static let members = ["$comment", "language", "speakHints", "order", "phrases", "numbers"]

  /// Reads one profile; every phrase of `TalkBackWord` must be there.
  public static func read(_ json: JSONValue, name: String, file: String) -> Result<ReaderProfile<TalkBackWord>, InputError> {
    let f = JSONFields(file: file)
    guard let o = json.objectValue else { return .failure(InputError(file: file, "a TalkBack profile is a JSON object")) }
    f.checkKnown(o, at: "", known: members)
    let language = ReaderProfileReader.language(o, fields: f)
    let profile: ReaderProfile<TalkBackWord>? = ReaderProfileReader.decode(o, name: name, language: language, fields: f,
                                                                           parts: TalkBackWords.parts, base: nil)
    guard let profile, !f.hasErrors else { return .failure(InputError(f.diagnostics)) }
    return .success(profile)
  }

  /// The profile for `language`: the one of that language, else of its primary language, else en-US.
  public static func profile(for language: String) -> ReaderProfile<TalkBackWord> {
    let lower = language.lowercased()
    let primary = lower.split(separator: "-").first.map(String.init)
    let ordered = all.values.sorted { $0.name < $1.name }
    return ordered.first { $0.language.lowercased() == lower }
      ?? ordered.first { $0.language.lowercased().split(separator: "-").first.map(String.init) == primary && $0.name != "en-GB" }
      ?? ordered.first { $0.language.lowercased().split(separator: "-").first.map(String.init) == primary }
      ?? all["en-US"]!
  }
}
