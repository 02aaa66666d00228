import EarshotEngine
import EarshotModel

/// One version of a screen, worked out for comparison and for the report: its stops, what each
/// says, its findings, the heard timeline of swiping through it and the cost of reaching each stop.
public struct ScreenVersion: Sendable {
  public var file: String
  public var context: ScreenContext
  public var audit: ScreenAudit
  public var timeline: HeardTimeline
  public var costs: ListeningCosts
  /// What reaching each control costs with VoiceOver, Switch Control, the keyboard and Voice Control.
  public var reach: ReachReport
  var reachScreen: ReachScreen

  public var screen: Screen { context.screen }
  public var entries: [Transcript.Entry] { context.entries }
  public var title: String { screen.title ?? screen.id ?? "Screen" }

  /// `speakHints` and `earcons` shape the swipe heard (nil: the reader's hints, the voice's earcons);
  /// the stops, findings and costs are the screen's either way. The findings are those of the
  /// catalog's rules for `reader`; fixes are written for `audience` (the input's format decides).
  /// Without `keepsEvents` (nothing will play or caption the swipe) its timeline has only its length:
  /// on a large screen the heard events are most of a version's memory.
  public init(screen: Screen, file: String, reader: any ScreenReader, catalog: RuleCatalog, timing: SpeechTiming, options: AuditOptions = AuditOptions(),
              speakHints: Bool? = nil, earcons: Bool? = nil, switchSettings: SwitchControlSettings = .default,
              voiceControlSettings: VoiceControlSettings = .default, audience: FixAudience = .screenDocument, keepsEvents: Bool = true) {
    self.file = file
    var context = ScreenContext(screen: screen, reader: reader, options: options)
    context.audience = audience
    audit = Auditor(reader: reader, catalog: catalog, options: options).audit(context)
    timeline = SwipeThrough.timeline(of: screen, reader: reader, timing: timing, speakHints: speakHints, earcons: earcons,
                                     order: context.visitingOrder, transcript: context.entries, keepingEvents: keepsEvents)
    // The audit and the swipe were what read the reader's model.
    context.releaseReaderModel()
    self.context = context
    // The time to hear the whole screen is the timeline's (synthesized when `timing` is); the cost
    // of reaching each stop is reach's one estimate, so it reads the same in `reach`, here and on the page.
    let estimate = ReachReport.timing(timing.voice)
    // What is said at each stop is worked out once, for these costs and for reach's targets.
    costs = ListeningCosts(entries: context.entries, timeline: timeline, reader: reader, timing: estimate, speech: context.speech)
    reachScreen = context.reach
    reach = ReachReport(screen: reachScreen, technologies: ReachReport.technologies(for: screen.platform), timing: estimate, switchSettings: switchSettings, voiceControlSettings: voiceControlSettings,
                        listening: costs)
  }
}
