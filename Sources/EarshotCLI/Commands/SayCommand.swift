import EarshotAudio
import EarshotEngine
import EarshotModel

/// `earshot say`: the same swipe-through as `render`, played live.
enum SayCommand: Command {
  static let spec = CommandSpec(
    name: "say",
    abstract: "Play what a VoiceOver (or, on Android, TalkBack) user hears swiping through a screen, live.",
    discussion: """
      Plays through the system's audio (PulseAudio, else ALSA; CoreAudio on macOS). Every stop
      from the first, each after the focus earcon, with the hint after the profile's hint pause.
      On a machine without an audio server or sound device, use `earshot render` to write a file.
      """,
    arguments: [SharedOptions.file],
    examples: [
      "earshot say samples/dogs.json",
      "earshot say samples/call.json --voice en-GB --rate 300 --no-hints",
      "earshot say samples/topics.json --script samples/topics.script --device earshot",
    ])

  struct Options: OptionGroup {
    let speech = SpeechOptions()
    let device = SharedOptions.device
    let progress = ProgressOptions()
  }

  static func run(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    let speech = arguments.group(\.speech)
    // The input is read first, so a bad file is reported before any device is opened.
    let heard = try SpeechInputs.heard(arguments.positionals[0], speech, console: console)
    let speaker = try SpeechInputs.speaker(speech.group(\.hearing), for: heard.document)
    let synthesizer = try SpeechInputs.synthesizer(speaker.voice, spokenForms: speaker.reader.spokenForms)
    let player = try SpeechInputs.player(synthesizer, device: arguments[\.device], command: spec.name,
                                         otherwise: "write a file instead: earshot render \(arguments.positionals[0]) -o out.wav")
    defer { player.close() }
    let timeline = try SpeechInputs.heardTimeline(heard, speech.group(\.hearing), reader: speaker.reader, synthesizer: synthesizer, console: console)
    console.progress("Playing \(SpeechInputs.seconds(timeline.duration))…")
    player.play(timeline)
    player.waitUntilDone()
    if let error = player.error { throw .environment(error.description) }
    console.progress("Done.")
  }
}
