import EarshotAudio
import EarshotEngine
import EarshotModel
import EarshotReview

/// `earshot diff`: what changed for a VoiceOver user between two versions of a screen.
enum DiffCommand: Command {
  static let spec = CommandSpec(
    name: "diff",
    abstract: "Compare two versions of a screen as a VoiceOver user hears them.",
    discussion: """
      Lists the stops added, removed and changed (phrase by phrase: label, value, type words,
      hint), the listening time to swipe through each version, the stops and seconds it takes to
      reach each element by swiping and with the Headings rotor, and the audit findings fixed and
      introduced. Times come from synthesizing the speech with espeak-ng; --estimate takes them
      from the voice profile's speaking rate instead (faster, no synthesis).
      """,
    arguments: [
      ArgumentSpec("BEFORE", help: "The old version: a screen document (.json)."),
      ArgumentSpec("AFTER", help: "The new version: a screen document (.json)."),
    ],
    options: [
      .option("--format", value: "text|json", help: "Output format.", choices: ["text", "json"], default: "text"),
      .flag("--estimate", help: "Estimate times from the speaking rate instead of synthesizing the speech."),
      CommonOptions.voice, CommonOptions.voices,
    ],
    examples: [
      "earshot diff samples/checkout-legacy.json samples/checkout.json",
      "earshot diff samples/checkout-legacy.json samples/checkout.json --estimate",
      "earshot diff samples/topics-no-headers.json samples/topics.json --format json",
    ])

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CLIError) -> Int32 {
    let profile = try Inputs.profile(arguments)
    let before = try Inputs.document(arguments.positionals[0], console: console)
    let after = try Inputs.document(arguments.positionals[1], console: console)
    let timing: SpeechTiming
    var synthesized: SynthesizedTiming?
    if arguments.flag("--estimate") {
      timing = EstimatedTiming(profile: profile)
    } else {
      synthesized = SynthesizedTiming(synthesizer: try SpeechInputs.synthesizer(profile))
      timing = synthesized!
    }
    let diff = DocumentDiff(before: before, beforeFile: arguments.positionals[0], after: after, afterFile: arguments.positionals[1],
                            profile: profile, timing: timing)
    do {
      try synthesized?.check()
    } catch {
      throw .environment("\(error)")
    }
    console.write(arguments.value("--format") == "json" ? JSONWriter.string(diff.json()) : diff.text())
    return 0
  }
}
