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
    arguments: [SharedOptions.file],
    examples: [
      "earshot run samples/checkout.json --script samples/checkout.script",
      "earshot run samples/topics.json -e \"rotor Headings; rotor-next; rotor-next\"",
      "earshot run samples/messages.json -e \"next; next; action Delete\" --format json",
      "earshot run samples/game.json --script samples/game.script -o game.wav --captions vtt",
    ])

  struct Options: OptionGroup {
    let speech = SpeechOptions()
    let format = SharedOptions.format
    let output = Option<String>("--output", short: "o", value: "OUT", help: "Also render what was heard to OUT.wav, OUT.flac or OUT.ogg (timed by real synthesis).")
    let sideFiles = RenderCommand.SideFiles()
  }

  static func run(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    let speech = arguments.group(\.speech), hearing = speech.group(\.hearing)
    let timeline: HeardTimeline
    if let output = arguments[\.output] {
      // With audio, the same scheduler is timed by real synthesis, so the cuts fall where they are heard.
      guard let format = AudioFileFormat(path: output) else {
        throw .usage("-o \(output): the output must end in .wav, .flac or .ogg", command: spec.name)
      }
      _ = try loadScript(speech.group(\.script))
      let profile = try SpeechInputs.profile(hearing)
      let synthesizer = try SpeechInputs.synthesizer(profile)
      let sideFiles = arguments.group(\.sideFiles)
      try RenderCommand.checkSideFiles(sideFiles, output: output)
      let heard = try SpeechInputs.heard(arguments.positionals[0], speech, console: console)
      timeline = try SpeechInputs.heardTimeline(heard, hearing, profile: profile, synthesizer: synthesizer, console: console)
      let (duration, files) = try RenderCommand.write(timeline, to: output, format: format, sideFiles, profile: profile, synthesizer: synthesizer)
      console.progress("Rendered \(SpeechInputs.seconds(duration)) of audio: \(files.joined(separator: ", "))")
    } else {
      let (script, scriptFile) = try loadScript(speech.group(\.script))
      let profile = try SpeechInputs.profile(hearing)
      let document = try Inputs.document(arguments.positionals[0], speech.group(\.input), console: console, screen: .start)
      var runner = GestureRunner(document: document, profile: profile, timing: EstimatedTiming(profile: profile),
                                 speakHints: hearing[\.noHints] ? false : nil,
                                 earcons: hearing[\.noEarcons] ? false : nil)
      do {
        try runner.run(script, file: scriptFile)
      } catch {
        throw .input(error)
      }
      timeline = runner.timeline()
    }
    switch arguments[\.format] {
    case .json: console.write(JSONWriter.string(TimelineFormat.json(timeline)))
    case .text: console.write(TimelineFormat.text(timeline))
    }
  }

  /// The gestures from `--script` or `-e` (exactly one of them), and the name errors should cite.
  static func loadScript(_ arguments: Arguments<ScriptOptions>) throws(CLIError) -> ([ScriptedGesture], String) {
    let file = arguments[\.file], inline = arguments[\.inline]
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
        throw CLIError.usage("give the gestures with --script SCRIPT or -e \"next; activate\"", command: arguments.command)
      default:
        throw CLIError.usage("give --script or -e, not both", command: arguments.command)
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
