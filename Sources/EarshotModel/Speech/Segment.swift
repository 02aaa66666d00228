/// One spoken part: its text, its role, its language, and any speech attributes that change how
/// it is synthesized. Speech, captions and tests all read these.
public struct Segment: Hashable, Sendable {
  // Stored widest first, and the rare speech attributes by reference: a segment takes 48 bytes
  // instead of 88, and a long screen holds several per stop.
  public var text: String
  /// BCP 47 language of the text (the element's `language`, or the profile's for added words).
  public var language: String
  private var attributes: SharedSpeechAttributes?
  public var role: SegmentRole
  /// True for words VoiceOver adds (trait names, hints it generates); false for the app's text.
  public var isPhrase: Bool
  /// True for a run of a label that goes on from the part before it, with no separator and no
  /// pause: the voice switches mid-label (`LabelSpan`).
  public var joinsPrevious = false

  public var speech: SpeechAttributes? {
    get { attributes?.value }
    set { attributes = newValue.map(SharedSpeechAttributes.init) }
  }

  public init(role: SegmentRole, text: String, language: String, isPhrase: Bool = false, speech: SpeechAttributes? = nil) {
    self.text = text
    self.language = language
    attributes = speech.map(SharedSpeechAttributes.init)
    self.role = role
    self.isPhrase = isPhrase
  }
}

/// Speech attributes held by reference, compared and hashed by value.
private final class SharedSpeechAttributes: Hashable, Sendable {
  let value: SpeechAttributes
  init(_ value: SpeechAttributes) { self.value = value }
  static func == (a: SharedSpeechAttributes, b: SharedSpeechAttributes) -> Bool { a.value == b.value }
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
