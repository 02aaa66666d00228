import EarshotAudio
import EarshotEngine
import EarshotModel

/// `earshot say`: the same swipe-through as `render`, played live.
enum SayCommand: Command {
  static let spec = CommandSpec(
    name: "say",
    abstract: "Play what a VoiceOver user hears swiping through a screen, live.",
    discussion: """
      Plays through the system's audio (PulseAudio, else ALSA; CoreAudio on macOS). Every stop
      from the first, each after the focus earcon, with the hint after the profile's hint pause.
      On a machine without an audio server or sound device, use `earshot render` to write a file.
      """,
    arguments: [CommonOptions.file],
    options: [
      CommonOptions.voice, CommonOptions.voices, SpeechInputs.rate, CommonOptions.noHints, SpeechInputs.noEarcons,
      CommonOptions.screen, SpeechInputs.script, SpeechInputs.inlineScript,
      .option("--device", value: "NAME", help: "Play on this PulseAudio sink or ALSA device instead of the default."),
    ],
    examples: [
      "earshot say samples/checkout.json",
      "earshot say samples/topics.json --voice de-DE --no-hints",
      "earshot say samples/call.json --rate 300 --device earshot",
    ])

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CLIError) -> Int32 {
    let profile = try SpeechInputs.profile(arguments)
    let synthesizer = try SpeechInputs.synthesizer(profile)
    let player: LivePlayer
    do {
      player = try LivePlayer(synthesizer: synthesizer, device: arguments.value("--device"))
    } catch {
      throw .environment("\(error.description); write a file instead: earshot render \(arguments.positionals[0]) -o out.wav")
    }
    defer { player.close() }
    let timeline = try SpeechInputs.heardTimeline(arguments, profile: profile, synthesizer: synthesizer, console: console)
    console.progress("Playing \(SpeechInputs.seconds(timeline.duration))…")
    player.play(timeline)
    player.waitUntilDone()
    if let error = player.error { throw .environment(error.description) }
    console.progress("Done.")
    return 0
  }
}
