import EarshotAudio
import EarshotModel
import EarshotOutput

/// The `earshot` command: finds the subcommand, handles help, maps errors to exit codes.
public enum Earshot {
  public static let version = EarshotVersion.string

  /// The subcommands, in the order help lists them.
  public static let commands: [Subcommand] = [
    Subcommand(TranscriptCommand.self), Subcommand(RenderCommand.self), Subcommand(SayCommand.self), Subcommand(RunCommand.self),
    Subcommand(ListenCommand.self), Subcommand(ImportCommand.self), Subcommand(CaptureCommand.self), Subcommand(AuditCommand.self), Subcommand(ReportCommand.self),
    Subcommand(DiffCommand.self), Subcommand(ReachCommand.self), Subcommand(SnapshotCommand.self), Subcommand(VoicesCommand.self), Subcommand(HelpCommand.self),
    Subcommand(CompletionsCommand.self),
  ]

  public static let abstract = "Hear an iOS screen the way a VoiceOver user hears it."

  /// What earshot does, for the overview and the manual.
  static let description = """
    Earshot reads a screen's accessibility tree (a screen document or a capture from XCUITest, \
    Appium, WebDriverAgent, idb, Maestro or VoiceOver Designer), works out what VoiceOver would \
    say, and speaks it with espeak-ng into audio files or live audio, with transcripts and captions.
    """

  /// The options `earshot` itself takes, before any command.
  static let options: [OptionSpec] = [
    CommandSpec.help.spec.with(help: "Show this overview (`earshot help COMMAND` explains a command)."),
    Flag("--version", help: "Print earshot's version.").spec,
  ]

  /// Readies the process before anything else runs: a signal that ends it removes what it made,
  /// and a crash ends it with one line and exit 70 (see `Cleanup`); private folders left by a run
  /// that was killed are removed; the environment live audio reads is set, and the speech engine
  /// of a command that may synthesize started, while no other thread runs (starting it points
  /// `PULSE_SERVER` elsewhere for a moment: see `SpeechEngine`). The executable calls it first.
  public static func prepareProcess() {
    preparedProcess = true
    Cleanup.prepare()
    AudioDevice.prepareEnvironment()
    // About 10 ms; a failure is kept and said by the command that needs the engine, if any.
    if let command = CommandLine.arguments.dropFirst().first, synthesizing.contains(command) { _ = try? SpeechEngine.shared() }
    // What a run ended by SIGKILL left in the temporary folder; a worker leaves it to its batch.
    if CommandLine.arguments.dropFirst().first != Workers.argument { StagingFolder.removeStale() }
  }

  /// True once `prepareProcess` has run, before any other thread: this process is earshot's own
  /// program, which can start more of itself as workers.
  nonisolated(unsafe) private(set) static var preparedProcess = false

  /// The commands that may synthesize speech (and the batch's worker processes).
  static let synthesizing: Set<String> = ["render", "say", "run", "listen", "report", "diff", "voices", Workers.argument]

  /// Runs `earshot` with `arguments` (without the program name) and returns the exit code.
  public static func main(_ arguments: [String], console: Console = .standard()) -> Int32 {
    do {
      try dispatch(arguments, console)
      warnOfOverruns(console)
      console.finishWarnings()
      return CLIError.successCode
    } catch {
      warnOfOverruns(console)
      console.finishWarnings()
      if let message = error.message { console.error(message) }
      return error.exitCode
    }
  }

  /// One warning for each spoken-form rule that was left out of some text for taking too many
  /// matcher steps (`SpokenForms.matches`): its speech there is as written.
  static func warnOfOverruns(_ console: Console) {
    for rule in SpokenForms.takeOverruns() {
      console.warning("\(rule.place): the pattern \"\(rule.match)\" took more than its allowance "
        + "of matcher steps on some text, so that text was spoken without it; make the pattern cheaper "
        + "(possessive repeats, no alternatives that match the same text)")
    }
  }

  private static func dispatch(_ arguments: [String], _ console: Console) throws(CLIError) {
    guard let first = arguments.first else { throw .noCommand }
    switch first {
    case "-h", "--help":
      console.print(overview())
    case "--version":
      console.print("earshot \(version)")
    case Workers.argument:
      Workers.serve()
    case SynthesisWorker.command:
      try SynthesisAhead.serve(Array(arguments.dropFirst()), console)
    default:
      let command = try command(named: first)
      let parsed = try ParsedArguments.parse(Array(arguments.dropFirst()), for: command.spec)
      if parsed.flags.contains(CommandSpec.help.spec.name) {
        console.print(HelpGenerator.help(command.spec))
        return
      }
      try command.run(parsed, console)
    }
  }

  static func command(named name: String) throws(CLIError) -> Subcommand {
    if let command = commands.first(where: { $0.spec.name == name }) { return command }
    let names = commands.map(\.spec.name)
    let guess = Suggestion.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
    throw .usage("unknown command '\(name)'\(guess)", command: nil)
  }

  static func overview() -> String {
    var out = "OVERVIEW: \(abstract)\n\n"
    out += HelpGenerator.wrap(description, width: 96).joined(separator: "\n") + "\n\n"
    out += "USAGE: earshot <command> [options]\n\nCOMMANDS:\n"
    for command in commands { out += HelpGenerator.row(command.spec.name, command.spec.abstract) }
    out += "\nOPTIONS:\n"
    for option in options { out += HelpGenerator.row(HelpGenerator.label(option), option.help) }
    out += "\nSee 'earshot help <command>' for a command's options and examples.\n"
    out += "\nEXAMPLES:\n  earshot transcript samples/checkout.json\n  earshot help transcript\n"
    return out
  }
}
