import EarshotAudio
import EarshotEngine
import EarshotModel
import Foundation

/// `earshot run`: a gesture script and what a listener hears, interruptions included.
enum RunCommand: Command {
  static let spec = CommandSpec(
    name: "run",
    abstract: "Run a gesture script on a screen or flow and print what was heard, when.",
    discussion: """
      Gestures: next, previous, first, last, activate, increment, decrement, escape, magic-tap,
      read-all, rotor NAME, rotor-next, rotor-previous, action NAME, touch X Y, focus ID, wait SECONDS.
      A script file has one gesture per line and # comments; -e takes gestures separated by ';'.
      Each gesture comes when speech has finished; 'wait S' makes the next one come S seconds after
      the previous, cutting into speech. Cut-off and dropped speech is shown as such.
      """,
    arguments: [CommonOptions.file],
    options: [
      .option("--script", value: "SCRIPT", help: "Read gestures from this file."),
      .option("-e", value: "GESTURES", help: "Gestures given inline, separated by ';'."),
      .option("--format", value: "text|json", help: "Output format.", choices: ["text", "json"], default: "text"),
      .option("--output", short: "o", value: "OUT", help: "Also render what was heard to OUT.wav, OUT.flac or OUT.ogg (timed by real synthesis)."),
      .option("--captions", value: "vtt|srt", help: "With -o, also write WebVTT or SRT captions beside the audio.", choices: ["vtt", "srt"]),
      CommonOptions.voice, CommonOptions.voices, SpeechInputs.rate, CommonOptions.noHints, SpeechInputs.noEarcons,
    ],
    examples: [
      "earshot run samples/checkout.json --script samples/checkout.script",
      "earshot run samples/topics.json -e \"rotor Headings; rotor-next; rotor-next\"",
      "earshot run samples/messages.json -e \"next; next; action Delete\" --format json",
      "earshot run samples/game.json --script samples/game.script -o game.wav --captions vtt",
    ])

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CLIError) -> Int32 {
    let timeline: HeardTimeline
    if let output = arguments.value("--output") {
      // With audio, the same scheduler is timed by real synthesis, so the cuts fall where they are heard.
      guard let format = AudioFileFormat(path: output) else {
        throw .usage("-o \(output): the output must end in .wav, .flac or .ogg", command: spec.name)
      }
      _ = try loadScript(arguments)
      let profile = try SpeechInputs.profile(arguments)
      let synthesizer = try SpeechInputs.synthesizer(profile)
      try RenderCommand.checkSideFiles(arguments, output: output)
      timeline = try SpeechInputs.heardTimeline(arguments, profile: profile, synthesizer: synthesizer, console: console)
      let (duration, files) = try RenderCommand.write(timeline, to: output, format: format, arguments, profile: profile, synthesizer: synthesizer)
      console.progress("Rendered \(SpeechInputs.seconds(duration)) of audio: \(files.joined(separator: ", "))")
    } else {
      let (script, scriptFile) = try loadScript(arguments)
      let profile = try SpeechInputs.profile(arguments)
      let document = try Inputs.document(arguments.positionals[0], console: console)
      var runner = GestureRunner(document: document, profile: profile, timing: EstimatedTiming(profile: profile),
                                 speakHints: arguments.flag("--no-hints") ? false : nil,
                                 earcons: arguments.flag("--no-earcons") ? false : nil)
      do {
        try runner.run(script, file: scriptFile)
      } catch {
        throw .input(error)
      }
      timeline = runner.timeline()
    }
    if arguments.value("--format") == "json" {
      console.write(JSONWriter.string(TimelineFormat.json(timeline)))
    } else {
      console.write(TimelineFormat.text(timeline))
    }
    return 0
  }

  /// The gestures from `--script` or `-e` (exactly one of them), and the name errors should cite.
  static func loadScript(_ arguments: ParsedArguments) throws(CLIError) -> ([ScriptedGesture], String) {
    let file = arguments.value("--script"), inline = arguments.value("-e")
    do {
      switch (file, inline) {
      case (let path?, nil):
        guard let data = FileManager.default.contents(atPath: path) else {
          throw CLIError.input(InputError(file: path, "no such script file (check the path given to --script)"))
        }
        return (try GestureScript.parse(String(decoding: data, as: UTF8.self), file: path), path)
      case (nil, let text?):
        return (try GestureScript.parse(text, file: "-e", inline: true), "-e")
      case (nil, nil):
        throw CLIError.usage("give the gestures with --script SCRIPT or -e \"next; activate\"", command: arguments.spec.name)
      default:
        throw CLIError.usage("give --script or -e, not both", command: arguments.spec.name)
      }
    } catch let error as CLIError {
      throw error
    } catch let error as InputError {
      throw .input(error)
    } catch {
      throw .environment("\(error)")
    }
  }
}
