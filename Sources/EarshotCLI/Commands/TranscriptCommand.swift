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
    arguments: [SharedOptions.file],
    examples: [
      "earshot transcript samples/checkout.json",
      "earshot transcript samples/checkout.json --format json --no-hints",
      "earshot transcript samples/topics.json --voice de-DE",
    ])

  struct Options: OptionGroup {
    let format = SharedOptions.format
    let voice = VoiceOptions()
    let noHints = SharedOptions.noHints
    let input = InputOptions()
  }

  static func run(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    let document = try Inputs.document(arguments.positionals[0], arguments.group(\.input), console: console)
    let profile = try Inputs.profile(arguments.group(\.voice), for: document)
    let transcript = Transcript(document: document, profile: profile, speakHints: arguments[\.noHints] ? false : nil)
    ProcessLifetime.keep((document, transcript))
    switch arguments[\.format] {
    case .json: console.write(JSONWriter.string(transcript.json()))
    case .text: console.write(transcript.text())
    }
  }
}
