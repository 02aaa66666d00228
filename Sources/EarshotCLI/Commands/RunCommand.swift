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
      read-all, rotor NAME, rotor-next, rotor-previous, action NAME, type TEXT, touch X Y, focus ID,
      wait SECONDS. 'type TEXT' types into the text field being edited (activate it first), at its
      insertion point, which moves past the text.
      A script file has one gesture per line and # comments; -e takes gestures separated by ';'.
      Each gesture comes when speech has finished; 'wait S' makes the next one come S seconds after
      the previous, cutting into speech. Cut-off and dropped speech is shown as such. On an Android
      screen, 'rotor NAME' chooses a TalkBack reading control (Headings, Controls, Links, Actions),
      rotor-next and rotor-previous move by it, magic-tap does nothing, and what is printed is in
      TalkBack's terms (readingControl, its sounds, its speech queue's modes).
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
    let estimate = Flag("--estimate", help: "Estimate times from the speaking rate instead of synthesizing the speech (faster; the times differ from what is heard).")
    let output = Option<String>("--output", short: "o", value: "OUT", help: "Also render what was heard to OUT.wav, .flac, .ogg, .opus or .mp3.")
    let sideFiles = RenderCommand.SideFiles()
    let progress = ProgressOptions()
  }

  static func validate(_ arguments: Arguments<Options>) throws(CLIError) {
    let output = arguments[\.output]
    if let output { _ = try RenderCommand.audioFormat(output, command: spec.name) }
    if output != nil, arguments[\.estimate] {
      throw .usage("--estimate and -o do not go together: the audio is timed by its synthesized speech", command: spec.name)
    }
    let sideFiles = arguments.group(\.sideFiles)
    if output == nil, let side = sideFiles[\.timeline].map({ _ in "--timeline" }) ?? sideFiles[\.captions].map({ _ in "--captions" }) {
      throw .usage("\(side) writes beside the audio; give -o OUT.wav (or .flac, .ogg, .opus, .mp3) too", command: spec.name)
    }
    if sideFiles[\.timeline] == Outputs.standardOutput {
      throw .usage("--timeline -: run prints its timeline on stdout already (--format json gives the events)", command: spec.name)
    }
    try RenderCommand.SideFiles.validate(sideFiles, command: spec.name)
    let script = arguments.group(\.speech).group(\.script)
    guard ScriptOptions.given(script) else { throw missingScript(spec.name) }
    try ScriptOptions.validate(script, command: spec.name)
  }

  static func run(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    let speech = arguments.group(\.speech), hearing = speech.group(\.hearing)
    let output = arguments[\.output]
    let format = try output.map { output throws(CLIError) in try RenderCommand.audioFormat(output, command: spec.name) }
    let sideFiles = arguments.group(\.sideFiles)
    let files = try output.map { (output: String) throws(CLIError) in
      try RenderCommand.declareOutputs(Outputs.set(arguments, console: console), sideFiles, output: output)
    }
    let heard = try SpeechInputs.heard(arguments.positionals[0], speech, console: console)
    let speaker = try SpeechInputs.speaker(hearing, for: heard.document, file: arguments.positionals[0])
    let timeline: HeardTimeline
    let timingNote: String
    if arguments[\.estimate] {
      // Quick and without synthesis; the note says the times are not the heard ones.
      var runner = GestureRunner(document: heard.document, reader: speaker.reader, timing: EstimatedTiming(voice: speaker.voice),
                                 speakHints: hearing[\.noHints] ? false : nil, earcons: hearing[\.noEarcons] ? false : nil)
      do {
        try runner.run(heard.script?.gestures ?? [], file: heard.script?.file ?? "-e")
      } catch {
        throw .input(error)
      }
      timeline = runner.timeline()
      timingNote = "estimated from the speaking rate (\(speaker.voice.rate) words per minute), not synthesized"
    } else {
      // Timed by real synthesis, so the cuts fall where they are heard, with or without -o.
      let synthesizer = try SpeechInputs.synthesizer(speaker.voice, spokenForms: speaker.reader.spokenForms)
      timeline = try SpeechInputs.heardTimeline(heard, hearing, reader: speaker.reader, synthesizer: synthesizer, console: console)
      timingNote = "from the synthesized speech (espeak-ng, \(speaker.name))"
      if let files, let format {
        let (duration, written) = try RenderCommand.write(timeline, to: files, format: format, synthesizer: synthesizer, console: console)
        console.progress("Rendered \(SpeechInputs.seconds(duration)) of audio: \(written.joined(separator: ", "))")
      }
    }
    switch arguments[\.format] {
    case .json:
      var json = TimelineFormat.json(timeline).objectValue ?? JSONObject()
      json["timing"] = .string(arguments[\.estimate] ? "estimated" : "synthesized")
      console.write(JSONWriter.string(.object(json)))
    case .text:
      console.write(TimelineFormat.text(timeline) + "Times are \(timingNote).\n")
    }
  }

  static func missingScript(_ command: String) -> CLIError {
    .usage("give the gestures with --script SCRIPT or -e \"next; activate\"", command: command)
  }

  /// The gestures from `--script` or `-e` (exactly one of them), and the name errors should cite.
  static func loadScript(_ arguments: Arguments<ScriptOptions>, console: Console) throws(CLIError) -> ([ScriptedGesture], String) {
    let file = arguments[\.file], inline = arguments[\.inline]
    do {
      switch (file, inline) {
      case (let path?, nil):
        let text = try Inputs.text(path, what: "script", option: "--script", console: console)
        let name = path == "-" ? Inputs.stdinName : path
        return (try GestureScript.parse(text, file: name), name)
      case (nil, let text?):
        return (try GestureScript.parse(text, file: "-e", inline: true), "-e")
      case (nil, nil):
        throw missingScript(arguments.command)
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
