import EarshotEngine
import EarshotModel
import EarshotReview
import EarshotTalkBack
import EarshotVoiceOver

/// Every screen reader Earshot is built with, in the order help lists them; the first is the
/// default for a document that names no platform. The one place that lists the readers: `--reader`,
/// help, completions, `earshot voices`, the default by platform and the audit's rule catalog follow it.
public enum ScreenReaders {
  /// Each reader's entry: its kind and the audit rules about its platform's screens it brings.
  static let registered: [RuleCatalog.ReaderRules] = [
    .init(.voiceOver, rules: VoiceOver.auditRules),
    .init(.talkBack, rules: TalkBack.auditRules),
  ]

  public static let all: [ScreenReaderKind] = registered.map(\.reader)

  /// The reader of screens of `platform`; the first reader when none is named or none reads it.
  public static func reader(forPlatform platform: Platform?) -> ScreenReaderKind {
    platform.flatMap { p in all.first { $0.platform == p } } ?? all[0]
  }

  /// The reader with this command-line id.
  public static func reader(id: String) -> ScreenReaderKind? { all.first { $0.id == id } }

  /// What each reader says it will never speak of the fields a document sets explicitly, said as
  /// warnings when the document is read (VoiceOver's are said by the document reader itself).
  static let unspokenFields: [@Sendable (Document, String?) -> [Diagnostic]] = [TalkBack.unspokenFields]

  /// Every audit rule, each reader's with its reader, in the order reports list them: what every
  /// auditor is given.
  static let rules = RuleCatalog(registered)
}
