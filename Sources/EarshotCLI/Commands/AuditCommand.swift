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
    options: [
      .option("--format", value: "text|json", help: "Output format.", choices: ["text", "json"], default: "text"),
      .option("--fail-on", value: "error|warning", help: "Exit with 1 when there are findings of this severity or worse.",
              choices: ["error", "warning"], default: "error"),
      .option("--max-row-stops", value: "N", help: "Report rows that take more than N stops.", default: "3"),
      .option("--ignore", value: "RULE", help: "Do not run this rule (repeat for several)."),
      .flag("--list-rules", help: "List every rule with its severity and evidence, and exit."),
      CommonOptions.voice, CommonOptions.voices,
    ],
    examples: [
      "earshot audit samples/checkout-legacy.json",
      "earshot audit samples/*.json --fail-on warning",
      "earshot audit samples/checkout.json --format json --ignore small-target",
      "earshot audit --list-rules",
    ])

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CLIError) -> Int32 {
    if arguments.flag("--list-rules") {
      console.write(ruleList())
      return 0
    }
    guard !arguments.positionals.isEmpty else {
      throw .usage("missing FILE: give one or more screen documents to audit", command: spec.name)
    }
    let options = try auditOptions(arguments)
    let profile = try Inputs.profile(arguments)
    let auditor = Auditor(profile: profile, options: options)
    var audits: [DocumentAudit] = []
    for file in arguments.positionals {
      let input = try Inputs.imported(file, console: console)
      let suppressions: [Suppression]
      do {
        suppressions = try input.source.map { json throws(InputError) in try Suppression.read(json: json, file: file, ruleIDs: RuleCatalog.ids) } ?? []
      } catch {
        throw .input(error)
      }
      audits.append(auditor.audit(input.document, file: file, gaps: input.gaps, suppressions: suppressions))
    }
    let report = AuditReport(documents: audits,
                             failOn: arguments.value("--fail-on") == "warning" ? .warning : .error)
    console.write(arguments.value("--format") == "json" ? JSONWriter.string(report.json()) : report.text())
    return report.fails ? 1 : 0
  }

  /// `--max-row-stops` and `--ignore`, checked.
  static func auditOptions(_ arguments: ParsedArguments) throws(CLIError) -> AuditOptions {
    guard let text = arguments.value("--max-row-stops"), let maxRowStops = Int(text), maxRowStops >= 1 else {
      throw .usage("--max-row-stops needs a whole number of 1 or more, not '\(arguments.value("--max-row-stops") ?? "")'", command: spec.name)
    }
    var ignored = Set<String>()
    for id in arguments.values("--ignore") {
      guard RuleCatalog.rule(id: id) != nil else {
        throw .usage(Suggestion.message(unknown: "rule", id, accepted: RuleCatalog.ids) + " (see 'earshot audit --list-rules')", command: spec.name)
      }
      ignored.insert(id)
    }
    return AuditOptions(maxRowStops: maxRowStops, ignored: ignored)
  }

  static func ruleList() -> String { RuleCatalog.listing() }
}
