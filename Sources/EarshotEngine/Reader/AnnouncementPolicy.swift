import EarshotModel

/// How a screen reader shares its one voice between its answers to gestures and the app's
/// announcements: which speech waits until what is said and waiting has finished, and which
/// nothing may interrupt. Anything else interrupts what is speaking and can itself be interrupted.
/// `SpeechScheduler` follows it.
public protocol AnnouncementPolicy: Sendable {
  /// Whether speech on `channel` waits instead of interrupting.
  func waits(_ channel: SpeechScheduler.Channel) -> Bool
  /// Whether speech on `channel` cannot be interrupted: what arrives meanwhile waits behind it.
  func isUninterruptible(_ channel: SpeechScheduler.Channel) -> Bool
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
