import EarshotEngine
import EarshotModel

/// VoiceOver on iOS: its words in one language (`profile`, from a voice profile) and its
/// behaviours that no source settles (`unverified`), which a test may set either way.
public struct VoiceOver: Hashable, Sendable {
  public var profile: ReaderProfile<Phrase>
  public var unverified: VoiceOverUnverified

  public init(profile: ReaderProfile<Phrase>, unverified: VoiceOverUnverified = VoiceOverUnverified()) {
    self.profile = profile
    self.unverified = unverified
  }

  /// The language of VoiceOver's own words.
  public var language: String { profile.language }
  /// Whether hints are spoken unless a command says otherwise.
  public var speakHints: Bool { profile.speakHints }
  /// Apple's speech normaliser's readings, from the voice profile's `spokenForms`.
  public var spokenForms: SpokenForms { profile.spokenForms }
}

extension VoiceOver: ScreenReader {
  public var kind: ScreenReaderKind { .voiceOver }

  /// AccessibilitySnapshot's order (`VisitOrder`): by frame, line by line, groups kept together.
  public func order(of state: ScreenState) -> ScreenOrder { VisitOrder(reader: self).order(of: state) }

  public func phrasing(speakHints: Bool?) -> any ReaderPhrasing { UtteranceBuilder(reader: self, speakHints: speakHints) }

  public func session(document: Document, speakHints: Bool?) -> any ReaderSession {
    VoiceOverSession(document: document, reader: self, speakHints: speakHints)
  }

  public func name(of setting: RotorSetting) -> String { setting.name(profile) }

  /// UIKit sends a control that is not enabled no action (`VoiceOverUnverified.dimmedActivationIsSilent`).
  public func ignoresActivation(of element: ResolvedElement) -> Bool {
    element.isDimmed && unverified.dimmedActivationIsSilent
  }

  /// The voice's own: no source gives VoiceOver's pause before a hint, so it is a voice setting.
  public func pauses(with voice: Voice) -> Voice.Pauses { voice.pauses }

  public var announcements: any AnnouncementPolicy { VoiceOverAnnouncements() }

  public var earcons: EarconSet { .voiceOver }

  /// A stop's traits, UIKit's names for what it is: `"traits": ["button", "selected"]`.
  @Sendable static func writeTraits(_ stop: Stop, to writer: inout JSONWriter) {
    writer.key("traits")
    let traits = stop.element.traits.traits
    writer.strings(count: traits.count) { traits[$0].rawValue }
  }
}

extension ScreenReaderKind {
  /// VoiceOver on iOS, with the words of the voice profile chosen.
  public static let voiceOver = ScreenReaderKind(
    id: "voiceover", name: "VoiceOver", platform: .ios,
    summary: "VoiceOver on iOS 17 and later, in the words of the voice profile chosen (default for iOS screens)",
    terms: .voiceOver, notAStop: "not an accessibility element", writeFacts: VoiceOver.writeTraits,
    make: { profile throws(InputError) in VoiceOver(profile: ReaderProfile(profile.words)) })
}

/// VoiceOver's policy (Apple's `UIAccessibilityPriority` documentation; WWDC23 10036): a high
/// announcement interrupts and cannot be interrupted; a default one interrupts and can be; a low
/// one, or any queued, waits.
public struct VoiceOverAnnouncements: AnnouncementPolicy {
  public init() {}

  public func waits(_ channel: SpeechScheduler.Channel) -> Bool {
    switch channel {
    case .navigation: return false
    case .announcement(let priority, let queued): return queued || priority == .low
    }
  }

  public func isUninterruptible(_ channel: SpeechScheduler.Channel) -> Bool {
    if case .announcement(.high, false) = channel { return true } else { return false }
  }
}

