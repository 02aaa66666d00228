import EarshotEngine
import EarshotModel

/// `earshot transcript`: what VoiceOver says for every stop, as text or JSON.
enum TranscriptCommand: Command {
  static let spec = CommandSpec(
    name: "transcript",
    abstract: "Print what VoiceOver says for every stop of a screen, in visiting order.",
    discussion: """
      Text output has one numbered line per stop, with the hint (spoken after a pause) in
      parentheses. JSON output lists each stop's speech, hint, frame, traits and typed segments.
      For a flow, every screen is listed in its initial state.
      """,
    arguments: [CommonOptions.file],
    options: [
      .option("--format", value: "text|json", help: "Output format.", choices: ["text", "json"], default: "text"),
      CommonOptions.voice, CommonOptions.voices, CommonOptions.noHints, CommonOptions.screen, CommonOptions.inputFormat,
    ],
    examples: [
      "earshot transcript samples/checkout.json",
      "earshot transcript samples/checkout.json --format json --no-hints",
      "earshot transcript samples/topics.json --voice de-DE",
    ])

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CLIError) -> Int32 {
    let profile = try Inputs.profile(arguments)
    let document = try Inputs.selectScreen(try Inputs.document(arguments.positionals[0], console: console, format: Inputs.inputFormat(arguments)), arguments)
    let transcript = Transcript(document: document, profile: profile, speakHints: arguments.flag("--no-hints") ? false : nil)
    ProcessLifetime.keep((document, transcript))
    if arguments.value("--format") == "json" {
      console.write(JSONWriter.string(transcript.json()))
    } else {
      console.write(transcript.text())
    }
    return 0
  }
}
