/// How Earshot speaks: the espeak-ng voice and its settings, the pauses it leaves and whether
/// earcons sound. What a screen reader says is its `ReaderWords`; a voice profile file
/// (`Voices/*.json`) holds one of each (`VoiceProfile`).
public struct Voice: Hashable, Sendable {
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

    /// The pauses a profile has unless it says otherwise.
    public static let standard = Pauses(betweenParts: 150, beforeHint: 700, betweenStops: 450)
  }

  /// The profile's name (`en-US`), which is also its file name in `Voices/`.
  public var name: String
  public var summary: String
  /// The BCP 47 language the voice speaks: a part in it is spoken with `espeakVoice`.
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
  /// Whether earcons sound (the screen reader chooses which and when).
  public var earcons: Bool
  /// espeak-ng voices for other languages a part may switch to (`"de": "de"`); language subtags
  /// fall back to the bare language, then to espeak-ng's own choice.
  public var languageVoices: [String: String]

  public init(name: String, summary: String = "", language: String, espeakVoice: String, espeakVariant: String? = nil,
              rate: Int = 185, pitch: Int = 50, range: Int = 50, volume: Int = 100, pauses: Pauses = .standard,
              earcons: Bool = true, languageVoices: [String: String] = [:]) {
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
    self.earcons = earcons
    self.languageVoices = languageVoices
  }

  /// The espeak-ng voice with its variant, as espeak-ng names it (`en-us+f3`).
  public var espeakName: String { espeakVariant.map { "\(espeakVoice)+\($0)" } ?? espeakVoice }
}
