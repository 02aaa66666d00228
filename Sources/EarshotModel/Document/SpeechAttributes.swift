/// Speech attributes (`accessibilitySpeechPunctuation`, `…SpellOut`, `…IPANotation`, `…Pitch`).
public struct SpeechAttributes: Hashable, Sendable {
  public var punctuation: Bool?
  public var spellOut: Bool?
  public var ipa: String?
  public var pitch: Double?
  public init(punctuation: Bool? = nil, spellOut: Bool? = nil, ipa: String? = nil, pitch: Double? = nil) {
    self.punctuation = punctuation
    self.spellOut = spellOut
    self.ipa = ipa
    self.pitch = pitch
  }

  /// These attributes over `base`: each one set here wins (a label span's over its element's).
  public func over(_ base: SpeechAttributes?) -> SpeechAttributes {
    guard let base else { return self }
    return SpeechAttributes(punctuation: punctuation ?? base.punctuation, spellOut: spellOut ?? base.spellOut,
                            ipa: ipa ?? base.ipa, pitch: pitch ?? base.pitch)
  }
}
