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
