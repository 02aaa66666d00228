/// What a voice profile file (`Voices/*.json`) holds: a voice to speak with and VoiceOver's words
/// in the voice's language (its phrase table keyed as the file writes it, part order and whether
/// hints are spoken). `--voice` names one; the screen reader chosen with `--reader` takes its words
/// from it, or from its own profiles.
public struct VoiceProfile: Hashable, Sendable {
  public var voice: Voice
  /// VoiceOver's words, part order and hints in the profile's language, which VoiceOver looks up
  /// by its own vocabulary.
  public var words: ReaderWords

  public init(voice: Voice, words: ReaderWords) {
    self.voice = voice
    self.words = words
  }

  /// The profile's name (`en-US`).
  public var name: String { voice.name }
  /// The profile's language, that of its voice and of its words.
  public var language: String { voice.language }
}
