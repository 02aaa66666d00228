import EarshotEngine
import EarshotModel

/// Two versions of a document compared screen by screen. Screens pair by id; two single-screen
/// documents pair with each other whatever their ids. Each version's fixes are written in the
/// terms of its input's format (`audiences`).
public struct DocumentDiff: Sendable {
  public var beforeFile: String
  public var afterFile: String
  public var screens: [ScreenDiff]
  /// Screens only in one version, by name.
  public var onlyBefore: [String]
  public var onlyAfter: [String]

  public init(before: Document, beforeFile: String, after: Document, afterFile: String,
              reader: any ScreenReader, catalog: RuleCatalog, timing: SpeechTiming, options: AuditOptions = AuditOptions(),
              speakHints: Bool? = nil, earcons: Bool? = nil, switchSettings: SwitchControlSettings = .default,
              voiceControlSettings: VoiceControlSettings = .default,
              audiences: (before: FixAudience, after: FixAudience) = (.screenDocument, .screenDocument),
              keepsTimelines: Bool = true) {
    self.beforeFile = beforeFile
    self.afterFile = afterFile
    // Without `keepsTimelines` (a diff, or a page without audio, which read only their lengths,
    // kept in `costs`), no version keeps its heard events.
    func version(_ screen: Screen, _ file: String, _ audience: FixAudience) -> ScreenVersion {
      ScreenVersion(screen: screen, file: file, reader: reader, catalog: catalog, timing: timing, options: options, speakHints: speakHints,
                    earcons: earcons, switchSettings: switchSettings, voiceControlSettings: voiceControlSettings, audience: audience,
                    keepsEvents: keepsTimelines)
    }
    let paired = Self.pairScreens(before, after)
    screens = paired.pairs.map {
      ScreenDiff(before: version($0.0, beforeFile, audiences.before), after: version($0.1, afterFile, audiences.after))
    }
    onlyBefore = paired.onlyBefore
    onlyAfter = paired.onlyAfter
  }

  /// The screens of two documents paired by id (two single-screen documents pair whatever their
  /// ids), and the names of those only in one.
  public static func pairScreens(_ before: Document, _ after: Document)
    -> (pairs: [(Screen, Screen)], onlyBefore: [String], onlyAfter: [String]) {
    var pairs: [(Screen, Screen)] = []
    var onlyBefore: [String] = [], onlyAfter: [String] = []
    if before.screens.count == 1, after.screens.count == 1 {
      pairs = [(before.screens[0], after.screens[0])]
    } else {
      for b in before.screens {
        if let a = after.screens.first(where: { $0.id != nil && $0.id == b.id }) { pairs.append((b, a)) } else { onlyBefore.append(b.id ?? b.title ?? "Screen") }
      }
      for a in after.screens where !before.screens.contains(where: { $0.id != nil && $0.id == a.id }) {
        onlyAfter.append(a.id ?? a.title ?? "Screen")
      }
    }
    return (pairs, onlyBefore, onlyAfter)
  }
}
