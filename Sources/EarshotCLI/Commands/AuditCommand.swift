import EarshotEngine
import EarshotModel
import EarshotReview

/// `earshot audit`: the accessibility mistakes on each screen, with the rule, the spoken line,
/// the evidence and the fix.
enum AuditCommand: Command {
  static let spec = CommandSpec(
    name: "audit",
    abstract: "Find accessibility mistakes on screens: each with its rule, the line VoiceOver speaks, the evidence and the fix.",
    discussion: """
      Every finding names its rule (a stable id), its severity, the element's path in the
      document, what VoiceOver says there, what is wrong, how to fix it, and where the rule comes
      from. The exit code is 1 when there are findings at or above --fail-on (default: error),
      so a CI step can gate on it; 2 for an unreadable file.
      """,
    arguments: [ArgumentSpec("FILE", help: "Screen documents to audit (.json); each may be one screen or a flow.", optional: true, repeating: true)],
    examples: [
      "earshot audit samples/checkout-legacy.json",
      "earshot audit samples/*.json --fail-on warning",
      "earshot audit samples/checkout.json --format json --ignore small-target",
      "earshot audit --list-rules",
    ])

  /// The severity from which findings fail the run.
  enum FailOn: String, CaseIterable, ArgumentValue {
    case error, warning
  }

  struct Options: OptionGroup {
    let format = SharedOptions.format
    let failOn = DefaultedOption<FailOn>("--fail-on", help: "Exit with 1 when there are findings of this severity or worse.", default: .error)
    let maxRowStops = DefaultedOption<Int>("--max-row-stops", value: "N", help: "Report rows that take more than N stops.",
                                           range: 1...Int.max, default: 3)
    let ignore = Option<String>("--ignore", value: "RULE", help: "Do not run this rule (repeat for several).")
    let listRules = Flag("--list-rules", help: "List every rule with its severity and evidence, and exit.")
    let voice = VoiceOptions()
    let input = InputOptions()
  }

  static func run(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    if arguments[\.listRules] {
      console.write(ruleList())
      return
    }
    guard !arguments.positionals.isEmpty else {
      throw .usage("missing FILE: give one or more screen documents to audit", command: spec.name)
    }
    let options = try auditOptions(arguments)
    let profile = try Inputs.profile(arguments.group(\.voice))
    let auditor = Auditor(profile: profile, options: options)
    let input = arguments.group(\.input)
    var audits: [DocumentAudit] = []
    for file in arguments.positionals {
      let imported = try Inputs.imported(file, format: input[\.format], console: console)
      let document = try Inputs.select(imported.document, screen: input[\.screen], use: .only, command: spec.name)
      let suppressions: [Suppression]
      do {
        suppressions = try imported.source.map { json throws(InputError) in try Suppression.read(json: json, file: file, ruleIDs: RuleCatalog.ids) } ?? []
      } catch {
        throw .input(error)
      }
      audits.append(auditor.audit(document, file: file, gaps: imported.gaps, suppressions: suppressions))
    }
    let report = AuditReport(documents: audits, failOn: arguments[\.failOn] == .warning ? .warning : .error)
    switch arguments[\.format] {
    case .json: console.write(JSONWriter.string(report.json()))
    case .text: console.write(report.text())
    }
    if report.fails { throw .failure(nil) }
  }

  /// `--max-row-stops` and `--ignore`, checked.
  static func auditOptions(_ arguments: Arguments<Options>) throws(CLIError) -> AuditOptions {
    let maxRowStops = arguments[\.maxRowStops]
    var ignored = Set<String>()
    for id in arguments.all(\.ignore) {
      guard RuleCatalog.rule(id: id) != nil else {
        throw .usage(Suggestion.message(unknown: "rule", id, accepted: RuleCatalog.ids) + " (see 'earshot audit --list-rules')", command: spec.name)
      }
      ignored.insert(id)
    }
    return AuditOptions(maxRowStops: maxRowStops, ignored: ignored)
  }

  static func ruleList() -> String { RuleCatalog.listing() }
}
