import EarshotAudio
import EarshotEngine
import EarshotImporters
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
      --spoken TEXT prints how the voice says TEXT instead (prices, times, units, symbols and
      abbreviations in the screen reader's spoken form, docs/SPOKEN-FORMS.md) and plays nothing.
      """,
    arguments: [ArgumentSpec("FILE", help: "The screen to read: \(Importer.accepted); '-' reads stdin.", optional: true)],
    examples: [
      "earshot say samples/dogs.json",
      "earshot say samples/call.json --voice en-GB --rate 300 --no-hints",
      "earshot say samples/topics.json --script samples/topics.script --device earshot",
      "earshot say --spoken 'Departs 09:05, $12.50, 1 h 39 m'",
    ])

  struct Options: OptionGroup {
    let speech = SpeechOptions()
    let device = SharedOptions.device
    let spoken = Option<String>("--spoken", value: "TEXT", help: "Print how the voice says TEXT (its spoken form) and play nothing.")
    let progress = ProgressOptions()
  }

  static func validate(_ arguments: Arguments<Options>) throws(CLIError) {
    if arguments[\.spoken] == nil, arguments.positionals.isEmpty {
      throw .usage("missing FILE: the screen document or capture to play, or --spoken TEXT", command: spec.name)
    }
    if arguments[\.spoken] != nil, !arguments.positionals.isEmpty {
      throw .usage("give FILE to play or --spoken TEXT to print, not both", command: spec.name)
    }
  }

  static func run(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    let speech = arguments.group(\.speech)
    if let text = arguments[\.spoken] {
      let reader = try SpeechInputs.speaker(speech.group(\.hearing)).reader
      let forms = reader.spokenForms
      let spoken = forms.spoken(Segment(role: .label, text: text, language: reader.language))
      if forms.isEstimate { console.write(Transcript.estimateNote(reader.kind)) } else if spoken.usesEstimate {
        console.write(Transcript.partlyEstimatedNote(reader.kind, texts: spoken.estimatedParts(of: text)))
      }
      console.write(UserText.oneLine(spoken.text) + "\n")
      return
    }
    // The input is read first, so a bad file is reported before any device is opened.
    let heard = try SpeechInputs.heard(arguments.positionals[0], speech, console: console)
    let speaker = try SpeechInputs.speaker(speech.group(\.hearing), for: heard.document, file: arguments.positionals[0])
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
