import EarshotModel

/// VoiceOver on iOS: its words in one language (`profile`, from a voice profile) and its
/// behaviours that no source settles (`unverified`), which a test may set either way.
public struct VoiceOver: Hashable, Sendable {
  public var profile: ReaderProfile<Phrase>
  public var unverified: Unverified

  public init(profile: ReaderProfile<Phrase>, unverified: Unverified = Unverified()) {
    self.profile = profile
    self.unverified = unverified
  }

  /// The language of VoiceOver's own words.
  public var language: String { profile.language }
  /// Whether hints are spoken unless a command says otherwise.
  public var speakHints: Bool { profile.speakHints }
}
