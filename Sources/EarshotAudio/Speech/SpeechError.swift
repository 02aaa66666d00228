/// An espeak-ng failure: its status code, espeak-ng's own message for it, and what Earshot was
/// doing at the time.
public struct SpeechError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Kind: Hashable, Sendable {
    /// espeak-ng could not start (its data files are missing or unreadable).
    case initialization
    /// A profile names an espeak-ng voice that is not installed.
    case voiceNotFound
    /// espeak-ng refused a parameter or a text.
    case synthesis
    /// Synthesis was stopped on purpose (an interruption).
    case cancelled
  }

  public var kind: Kind
  /// The `espeak_ng_STATUS` value, 0 when espeak-ng reported none.
  public var status: UInt32
  /// espeak-ng's text for the status (`espeak_ng_GetStatusCodeMessage`), or Earshot's.
  public var message: String
  /// What was being done: `setting voice "xx"`.
  public var context: String
  /// How to fix it, when there is a known way.
  public var fix: String?

  init(_ kind: Kind, status: ESpeakStatus, context: String, fix: String? = nil) {
    self.kind = kind
    self.status = UInt32(truncatingIfNeeded: status.rawValue)
    self.message = earshot_espeak_ng_GetStatusCodeMessage(status)
    self.context = context
    self.fix = fix
  }

  init(_ kind: Kind, message: String, context: String, fix: String? = nil) {
    self.kind = kind
    self.status = 0
    self.message = message
    self.context = context
    self.fix = fix
  }

  public var description: String {
    var text = "espeak-ng: \(context): \(message)"
    if let fix { text += " (\(fix))" }
    return text
  }
}
