/// One spoken part: its text, its role, its language, and any speech attributes that change how
/// it is synthesized. Speech, captions and tests all read these.
public struct Segment: Hashable, Sendable {
  public var role: SegmentRole
  public var text: String
  /// BCP 47 language of the text (the element's `language`, or the profile's for added words).
  public var language: String
  /// True for words VoiceOver adds (trait names, hints it generates); false for the app's text.
  public var isPhrase: Bool
  public var speech: SpeechAttributes?

  public init(role: SegmentRole, text: String, language: String, isPhrase: Bool = false, speech: SpeechAttributes? = nil) {
    self.role = role
    self.text = text
    self.language = language
    self.isPhrase = isPhrase
    self.speech = speech
  }
}
