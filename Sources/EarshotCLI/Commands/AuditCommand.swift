import EarshotEngine
import EarshotModel
import EarshotOutput
import EarshotReview
import Foundation

/// `earshot audit`: the accessibility mistakes on each screen, with the rule, the spoken line,
/// the evidence and the fix.
enum AuditCommand: Command {
  static let spec = CommandSpec(
    name: "audit",
    abstract: "Find accessibility mistakes on screens: each with its rule, the line VoiceOver (TalkBack on Android) speaks, the evidence and the fix.",
    discussion: """
      Every finding names its rule (a stable id), its severity, the element's path in the
      document, what VoiceOver says there, what is wrong, how to fix it, and where the rule comes
      from. The exit code is 1 when there are findings at or above --fail-on (default: error),
      so a CI step can gate on it; 2 for an unreadable file.

      Rules that need what a capture cannot show (traits, hints, what activation does) are not
      run on it, and the output says so. An element of a screen document can set findings apart
      with "audit": {"ignore": ["small-target"], "reason": "…"}; they are counted and shown.
      --write-baseline FILE records today's findings; --baseline FILE then fails only on new
      ones (matched by rule, screen, element and spoken text, so other elements may move).
      Folders are searched for screens; --jobs reads and audits several at once, and --shard K/N
      takes one machine's share of a large app. A file that cannot be read is reported and the
      others are still audited; the exit code is then 2.

      A Flutter or React Native capture is read for the reader's platform; --reader both audits
      it for both at once: VoiceOver's reading by iOS's rules and TalkBack's by Android's, each
      screen and finding naming its reader in every format, the exit code weighing them all.
      """,
    arguments: [ArgumentSpec("FILE", help: "Screen documents (one screen or a flow), captures or .vodesign bundles to audit, or folders of them.",
                             optional: true, repeating: true)],
    examples: [
      "earshot audit samples/checkout-legacy.json",
      "earshot audit samples/*.json --fail-on warning",
      "earshot audit samples/checkout.json --format json --ignore small-target",
      "earshot audit samples/android/checkout.xml --density 2.75",
      "earshot audit --list-rules",
      "earshot audit samples/*.json --write-baseline earshot-baseline.json",
      "earshot audit samples/*.json --baseline earshot-baseline.json --format sarif > earshot.sarif",
      "earshot audit samples/flutter samples/react-native --reader both --format junit",
    ])

  /// What `--format` prints.
  enum Format: String, CaseIterable, ArgumentValue {
    case text, json, sarif, junit, github
  }

  /// The severity from which findings fail the run.
  enum FailOn: String, CaseIterable, ArgumentValue {
    case error, warning
  }

  struct Options: OptionGroup {
    let format = DefaultedOption<Format>("--format",
      help: "Output format: text, json, sarif (SARIF 2.1.0, for code scanning), junit (JUnit XML, for test reports), github (GitHub Actions annotations).",
      default: .text)
    let baseline = Option<String>("--baseline", value: "FILE", help: "Fail only on findings not in this baseline (see --write-baseline).").reading()
    let writeBaseline = Option<String>("--write-baseline", value: "FILE", help: "Write every finding to FILE as the baseline later runs compare with; this run then passes.")
    let failOn = DefaultedOption<FailOn>("--fail-on", help: "Exit with 1 when there are findings of this severity or worse.", default: .error)
    let maxRowStops = DefaultedOption<Int>("--max-row-stops", value: "N", help: "Report rows that take more than N stops.",
                                           range: 1...Int.max, default: 3)
    let ignore = Option<String>("--ignore", value: "RULE", help: "Do not run this rule (repeat for several).").completing(.none)
    let listRules = Flag("--list-rules", help: "List every rule with its severity and evidence, and exit.")
    let voice = VoiceOptions()
    let input = InputOptions()
    let batch = BatchOptions()
    let progress = ProgressOptions()
  }

  static func validate(_ arguments: Arguments<Options>) throws(CLIError) {
    if arguments[\.listRules] { return }
    guard !arguments.positionals.isEmpty else {
      throw .usage("missing FILE: give one or more screen documents to audit", command: spec.name)
    }
    if arguments[\.baseline] != nil, arguments[\.writeBaseline] != nil {
      throw .usage("give --baseline FILE to compare or --write-baseline FILE to record, not both", command: spec.name)
    }
    if arguments[\.voice.reader] == .both { try Inputs.fileForBoth(arguments.positionals, command: spec.name) }
    if let baseline = arguments[\.writeBaseline] {
      try Outputs.checkExtension(baseline, option: "--write-baseline", kind: "a baseline is JSON", extensions: ["json"], command: spec.name)
    }
    _ = try auditOptions(arguments)
  }

  static func run(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    if arguments[\.listRules] {
      console.write(ruleList())
      return
    }
    let outputs = Outputs.set(arguments, console: console)
    let baselineOutput = try arguments[\.writeBaseline].map { (path: String) throws(CLIError) in try Outputs.add(path, to: outputs) }
    let baseline = try arguments[\.baseline].map(readBaseline)
    let options = try auditOptions(arguments)
    // Each document is audited with the reader of its platform (or --reader's): one auditor each.
    let voice = arguments.group(\.voice)
    let auditors = Dictionary(uniqueKeysWithValues: Platform.allCases.compactMap { platform in
      (try? Inputs.speaker(voice, platform: platform)).map { (platform, Auditor(reader: $0.reader, catalog: ScreenReaders.rules, options: options)) }
    })
    // With them, each last screen's model lives to the end of the process: taking it apart then is pure cost.
    ProcessLifetime.keep(auditors)
    let input = arguments.group(\.input)
    let started = Date()
    let batch = try Batch(arguments.positionals, arguments.group(\.batch), console: console)
    // Only the CI formats point at lines, so only they need where each finding's element starts.
    let locates = arguments[\.format] == .sarif || arguments[\.format] == .github
    let both = voice[\.reader] == .both
    let outcomes = batch.run("Auditing") { (file) throws(CLIError) -> (DocumentAudit, [String: SourcePosition]?) in
      // A capture made for both platforms points at no lines (captures are not screen documents).
      if both { return (try auditBothReadings(file, input, voice: voice, options: options, console: console), nil) }
      let imported = try Inputs.imported(file, input, console: console)
      let document = try Inputs.select(imported.document, screen: input[\.screen], use: .only, command: spec.name)
      let suppressions: [Suppression]
      do throws(InputError) {
        suppressions = try Suppression.read(imported.annotations, file: file, ruleIDs: ScreenReaders.rules.ids)
      } catch {
        throw .input(error)
      }
      let platforms = Set(document.screens.map(\.platform))
      // A --reader of the other platform is refused here, naming it (and the screen of a flow it cannot read).
      let auditor: Auditor
      if platforms.count == 1, let ready = auditors[document.startScreen.platform] { auditor = ready } else {
        // A flow mixing platforms: each screen is heard by its platform's reader and checked by its platform's rules.
        let speaker = try Inputs.speaker(voice, for: document, file: file)
        auditor = Auditor(readers: try speaker.readers(for: document, file: file), catalog: ScreenReaders.rules, options: options)
      }
      var audit = auditor.audit(document, file: file, gaps: imported.gaps, suppressions: suppressions, audience: FixAudience(imported.format))
      audit.warnings = imported.warnings.filter { !console.warnings.isKnown($0) }.map(WarningLog.key)
      // Read again (stdin cannot be): what was read was freed while the document was built.
      guard locates, imported.format == .earshot, file != "-", let bytes = try? InputFile.read(file) else { return (audit, nil) }
      let paths = audit.screens.flatMap { $0.findings.map(\.origin.elementPath) + $0.suppressed.map(\.finding.origin.elementPath) }
      return (audit, JSONLocator.positions(of: Set(paths), in: bytes))
    }
    // One file that cannot be read ends the run as before; in a batch the others are still audited.
    if !Batch.isBatch(arguments.positionals), case .failed(let code, _)? = outcomes.first { throw .batch(exitCode: code) }
    var audits: [DocumentAudit] = []
    var positions: [String: [String: SourcePosition]] = [:]
    var unread: [UnreadInput] = []
    for (file, outcome) in zip(batch.inputs.files, outcomes) {
      switch outcome {
      case .done(let (audit, located)):
        audits.append(audit)
        positions[file] = located
      case .failed(_, let message):
        unread.append(UnreadInput(file: file, message: message ?? "it could not be audited"))
      }
    }
    var report = AuditReport(documents: audits, failOn: arguments[\.failOn] == .warning ? .warning : .error, positions: positions)
    report.unread = unread
    if baselineOutput != nil, outcomes.contains(where: { $0.value == nil }) {
      // A baseline without the inputs that failed would pass them later: nothing is written.
      outputs.abandon()
      console.error("Wrote no baseline: the outputs of a run appear together or not at all; fix the inputs that failed and run again.")
    } else if let baselineOutput, let path = arguments[\.writeBaseline] {
      let written = AuditBaseline(audits)
      try Outputs.write(JSONWriter.string(written.json()), to: baselineOutput)
      try Outputs.commit(outputs)
      console.progress("Wrote the baseline \(path): \(report.findings.count) finding\(report.findings.count == 1 ? "" : "s") from \(audits.count) file\(audits.count == 1 ? "" : "s").")
      report = report.comparing(with: written)
    } else if let baseline {
      report = report.comparing(with: baseline)
    }
    switch arguments[\.format] {
    case .json:
      var writer = console.jsonWriter()
      report.writeJSON(to: &writer)
      writer.finish()
    case .text: report.writeText { console.write($0) }
    case .sarif:
      var writer = console.jsonWriter()
      report.writeSARIF(to: &writer, catalog: ScreenReaders.rules)
      writer.finish()
    case .junit: console.write(report.junit())
    case .github: console.write(report.github())
    }
    if Batch.isBatch(arguments.positionals) {
      try batch.finish(outcomes, verb: "Audited", started: started, worst: report.fails ? CLIError.failureCode : CLIError.successCode)
    }
    if report.fails { throw .failure(nil) }
  }

  /// The baseline at `path`, checked.
  static func readBaseline(_ path: String) throws(CLIError) -> AuditBaseline {
    if InputFile.kind(of: path) == .missing {
      throw .input(InputError(file: path, "no such file; write one with 'earshot audit FILE --write-baseline \(path)'"))
    }
    let data: [UInt8]
    do {
      data = try InputFile.read(path)
    } catch {
      throw .input(error.inputError(what: "baseline", option: "--baseline"))
    }
    let json: JSONValue
    do {
      json = try JSONParser.parse(bytes: data)
    } catch {
      throw .input(InputError(file: path, place: "line \(error.line), column \(error.column)", error.message))
    }
    do {
      return try AuditBaseline.read(json: json, file: path)
    } catch {
      throw .input(error)
    }
  }

  /// `--max-row-stops` and `--ignore`, checked.
  static func auditOptions(_ arguments: Arguments<Options>) throws(CLIError) -> AuditOptions {
    let maxRowStops = arguments[\.maxRowStops]
    var ignored = Set<String>()
    for id in arguments.all(\.ignore) {
      guard ScreenReaders.rules.rule(id: id) != nil else {
        throw .usage(Suggestion.message(unknown: "rule", id, accepted: ScreenReaders.rules.ids) + " (see 'earshot audit --list-rules')", command: spec.name)
      }
      ignored.insert(id)
    }
    return AuditOptions(maxRowStops: maxRowStops, ignored: ignored)
  }

  static func ruleList() -> String { ScreenReaders.rules.listing() }
}
