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
    examples: [
      "earshot diff samples/checkout-legacy.json samples/checkout.json",
      "earshot diff samples/checkout-legacy.json samples/checkout.json --estimate",
      "earshot diff samples/topics-no-headers.json samples/topics.json --format json",
    ])

  struct Options: OptionGroup {
    let format = SharedOptions.format
    let estimate = Flag("--estimate", help: "Estimate times from the speaking rate instead of synthesizing the speech.")
    let switchControl = SwitchControlOptions()
    let voiceControl = VoiceControlOptions()
    let voice = VoiceOptions()
    let input = InputOptions()
    let progress = ProgressOptions()
  }

  static func run(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    let switchSettings = try SwitchControlOptions.settings(arguments.group(\.switchControl))
    let before = try Inputs.document(arguments.positionals[0], arguments.group(\.input), console: console)
    let after = try Inputs.document(arguments.positionals[1], arguments.group(\.input), console: console)
    let speaker = try Inputs.speaker(arguments.group(\.voice), for: after)
    let timing: SpeechTiming
    var synthesized: SynthesizedTiming?
    if arguments[\.estimate] {
      timing = EstimatedTiming(voice: speaker.voice)
    } else {
      synthesized = SynthesizedTiming(synthesizer: try SpeechInputs.synthesizer(speaker.voice))
      timing = synthesized!
    }
    let layout = { (timing: SpeechTiming) in
      DocumentDiff(before: before, beforeFile: arguments.positionals[0], after: after, afterFile: arguments.positionals[1],
                   reader: speaker.reader, timing: timing, switchSettings: switchSettings,
                   voiceControlSettings: VoiceControlOptions.settings(arguments.group(\.voiceControl)))
    }
    // Synthesis takes time; the estimate does not.
    let diff = synthesized == nil ? layout(timing) : Progress.timed("Synthesizing", timing: timing, console: console, layout)
    do {
      try synthesized?.check()
    } catch {
      throw .environment("\(error)")
    }
    switch arguments[\.format] {
    case .json: console.write(JSONWriter.string(diff.json()))
    case .text: console.write(diff.text())
    }
  }
}
