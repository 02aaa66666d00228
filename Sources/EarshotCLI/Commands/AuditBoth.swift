import EarshotEngine
import EarshotImporters
import EarshotModel
import EarshotReview

/// `earshot audit --reader both`: one audit of a capture made for both platforms (Flutter, React
/// Native), VoiceOver's reading checked by iOS's rules and TalkBack's by Android's. The readings'
/// screens are audited together as a flow mixing platforms is, each heard by its own reader, so
/// every output names the reader of each screen and the exit code weighs all the findings.
extension AuditCommand {
  static func auditBothReadings(_ file: String, _ input: Arguments<InputOptions>, voice: Arguments<VoiceOptions>, options: AuditOptions,
                                console: Console) throws(CLIError) -> DocumentAudit {
    var readings: [(imported: ImportResult, document: Document)] = []
    var speakers: [Speaker] = []
    for kind in ScreenReaders.all {
      let imported = try Inputs.imported(file, input, console: console, platform: kind.platform)
      let document = try Inputs.select(imported.document, screen: input[\.screen], use: .only, command: spec.name)
      try Inputs.readableByBoth(document, by: kind, file: file)
      // One voice profile for both: its notes are said once.
      if let first = speakers.first {
        speakers.append(try first.heard(by: kind, for: document, file: file))
      } else {
        speakers.append(try Inputs.speaker(voice, for: document, file: file, reader: kind))
      }
      readings.append((imported, document))
    }
    let first = readings[0]
    let flow = Document(title: first.document.title, screens: readings.flatMap(\.document.screens), start: first.document.start, isFlow: true)
    // What the format cannot show is the same in each reading; a capture carries no suppressions.
    let gaps = readings.reduce(into: SourceGaps()) { gaps, reading in gaps.merge(reading.imported.gaps) { kept, _ in kept } }
    let auditor = Auditor(readers: PlatformReaders(speakers.map(\.reader)), catalog: ScreenReaders.rules, options: options)
    var audit = auditor.audit(flow, file: file, gaps: gaps, audience: FixAudience(first.imported.format))
    var warnings: [String] = []
    for warning in readings.flatMap(\.imported.warnings) where !console.warnings.isKnown(warning) {
      let key = WarningLog.key(warning)
      if !warnings.contains(key) { warnings.append(key) }
    }
    audit.warnings = warnings
    return audit
  }
}
