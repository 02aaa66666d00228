import EarshotEngine
import EarshotModel
import EarshotReview

/// `earshot reach`: what it takes to reach and use each control with VoiceOver, Switch Control,
/// Full Keyboard Access and Voice Control.
enum ReachCommand: Command {
  static let spec = CommandSpec(
    name: "reach",
    abstract: "Count what it takes to reach and use each control with VoiceOver, Switch Control, Full Keyboard Access or Voice Control.",
    discussion: """
      One line per target (every control, each custom action, and views only a touch reaches):
      the steps it takes (gestures, scan steps, keys or spoken commands), the seconds where the
      technology sets the pace, and the route, or why it cannot be reached. Switch Control is
      modelled with Apple's defaults: item scanning with auto scanning on one switch, Group Items
      on, and Tap from the scanner menu. docs/REACH.md gives the model and its sources.
      """,
    arguments: [CommonOptions.file],
    options: [
      .option("--with", value: "TECHNOLOGY", help: "voiceover, switch-control, keyboard, voice-control, or all.",
              choices: ReachTechnology.allCases.map(\.rawValue) + ["all"], default: "all"),
      .option("--format", value: "text|json", help: "Output format.", choices: ["text", "json"], default: "text"),
      .option("--scan-time", value: "SECONDS", help: "Switch Control's Auto Scanning Time (default 1)."),
      .option("--pause-on-first-item", value: "SECONDS", help: "Turn on Switch Control's Pause on First Item for this long."),
      .flag("--no-group-items", help: "Switch Control with Group Items off."),
      CommonOptions.voice, CommonOptions.voices, CommonOptions.screen, CommonOptions.inputFormat,
    ],
    examples: [
      "earshot reach samples/checkout.json",
      "earshot reach samples/checkout-legacy.json --with switch-control",
      "earshot reach samples/inbox-actions.json --with switch-control --format json --scan-time 1.5",
    ])

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CLIError) -> Int32 {
    let profile = try Inputs.profile(arguments)
    let settings = try switchSettings(arguments)
    let with = arguments.value("--with") ?? "all"
    let technologies = with == "all" ? ReachTechnology.allCases : ReachTechnology(rawValue: with).map { [$0] } ?? []
    let document = try Inputs.selectScreen(try Inputs.document(arguments.positionals[0], console: console, format: Inputs.inputFormat(arguments)), arguments)
    let timing = EstimatedTiming(profile: profile)
    let reports = document.screens.map { screen in
      ReachReport(screen: ReachScreen(screen: screen, profile: profile), technologies: technologies, timing: timing,
                  switchSettings: settings)
    }
    if arguments.value("--format") == "json" {
      let json: JSONValue = reports.count == 1 ? reports[0].json() : ["screens": .array(reports.map { $0.json() })]
      console.write(JSONWriter.string(json))
    } else {
      console.write(reports.map { $0.text() }.joined(separator: "\n"))
    }
    return 0
  }

  /// Switch Control's settings from the options, checked against the ranges iOS offers.
  static func switchSettings(_ arguments: ParsedArguments) throws(CLIError) -> SwitchControlSettings {
    var settings = SwitchControlSettings.default
    func seconds(_ option: String) throws(CLIError) -> Double? {
      guard let text = arguments.value(option) else { return nil }
      guard let value = Double(text) else {
        throw .usage("\(option) takes seconds, like 1.5, not '\(text)'", command: arguments.spec.name)
      }
      return value
    }
    if let time = try seconds("--scan-time") { settings.autoScanningTime = time }
    if let pause = try seconds("--pause-on-first-item") { settings.pauseOnFirstItem = pause }
    if arguments.flag("--no-group-items") { settings.groupItems = false }
    if let problem = settings.problem { throw .usage(problem, command: arguments.spec.name) }
    return settings
  }
}
