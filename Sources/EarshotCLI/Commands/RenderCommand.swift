import EarshotAudio
import EarshotEngine
import EarshotModel
import EarshotOutput
import EarshotReview
import Foundation

/// `earshot render`: a swipe through every stop of a screen, spoken into an audio file, with
/// captions and a timeline beside it on request.
enum RenderCommand: Command {
  static let spec = CommandSpec(
    name: "render",
    abstract: "Speak what a VoiceOver (or, on Android, TalkBack) user hears swiping through a screen into an audio file.",
    discussion: """
      Every stop from the first, each after the focus earcon, with the hint after the profile's
      hint pause; or, with --script or -e, what a gesture script makes heard (as `earshot run`
      prints it), interruptions included. The format follows the output's extension: .wav
      (16-bit PCM), .flac, .ogg (Vorbis), .opus (Opus at a speech bitrate, the smallest) or .mp3
      (a variable speech bitrate, about 29 kbit/s; plays anywhere). The file is written to a temporary beside it and renamed into
      place, so a failed run never leaves a half file or replaces an existing one. Captions (--captions) go beside
      the output with the same name (OUT.vtt or OUT.srt), one cue per spoken part; with --spoken
      each cue shows the words the voice says ("2 dollars and 50 cents" for "$2.50").
      With --with switch-control it renders what Switch Control's Speech option says instead: one
      auto-scanning pass over the screen's top level, each item spoken as it is highlighted and cut
      off by the next highlight (Apple's defaults; --scan-time and the other Switch Control options
      as for `earshot reach`).
      Several inputs, or folders of them, are rendered into the folder -o names, one file per input
      (named after it, in --audio-format), --jobs at a time in worker processes; the exit code is
      the worst of them. A long screen's distinct segments are synthesized --jobs at a time in
      worker processes too, with the same audio as one process makes.
      A Flutter or React Native capture is read for the reader's platform, as the framework hands
      it over; --reader both renders VoiceOver's and TalkBack's audio of one such file, each named
      by its reader (OUT-voiceover.wav and OUT-talkback.wav, their captions and timelines named the
      same way), all written together or none; what both readers say alike is synthesized once.
      """,
    arguments: [SharedOptions.files],
    examples: [
      "earshot render samples/checkout.json -o checkout.wav --captions vtt",
      "earshot render samples/trip.json -o trip.wav --captions vtt --spoken",
      "earshot render samples/checkout-legacy.json -o legacy.flac --timeline legacy.json",
      "earshot render samples/topics.json -o topics.ogg --voice de-DE --rate 220 --no-hints",
      "earshot render samples/checkout-legacy.json -o legacy.mp3",
      "earshot render samples/checkout.json -o paying.wav --script samples/checkout.script --captions srt",
      "earshot render samples/checkout.json -o scan.wav --with switch-control --captions vtt",
      "earshot render samples/captures -o out/captures --captions vtt --jobs 2",
      "earshot render samples/flutter/checkout.txt -o checkout.opus --reader both --captions vtt",
    ])

  /// Who is heard: VoiceOver, or Switch Control's Speech option.
  enum Speaker: String, CaseIterable, ArgumentValue {
    case voiceover
    case switchControl = "switch-control"
  }

  /// The files written beside the audio.
  struct SideFiles: OptionGroup {
    let captions = Option<CaptionsFormat>("--captions", value: "vtt|srt", help: "Also write WebVTT or SRT captions beside the output.")
    let timeline = Option<String>("--timeline", value: "OUT.json", help: "Also write the heard timeline: every segment with its start and end in milliseconds.")
    let spoken = Flag("--spoken", help: "Captions show the words the voice says (prices, times, symbols in their spoken form), not the text as written.")

    /// A timeline named as another kind of file is refused.
    static func validate(_ arguments: Arguments<SideFiles>, command: String) throws(CLIError) {
      if arguments[\.spoken], arguments[\.captions] == nil {
        throw .usage("--spoken shows the spoken form in the captions; add --captions vtt or --captions srt", command: command)
      }
      guard let timeline = arguments[\.timeline] else { return }
      try Outputs.checkExtension(timeline, option: "--timeline", kind: "the timeline is JSON", extensions: ["json"], command: command)
    }
  }

  struct Options: OptionGroup {
    let output = Option<String>("--output", short: "o", value: "OUT", help: "The audio file to write: OUT.wav, OUT.flac, OUT.ogg, OUT.opus or OUT.mp3.")
    let sideFiles = SideFiles()
    let speech = SpeechOptions()
    let with = DefaultedOption<Speaker>("--with", value: "voiceover|switch-control", help: "Render VoiceOver swiping through the screen, or Switch Control's Speech option scanning it.", default: .voiceover)
    let switchControl = SwitchControlOptions()
    let batchOutput = BatchOutput()
    let batch = BatchOptions()
    let progress = ProgressOptions()
  }

  static func validate(_ arguments: Arguments<Options>) throws(CLIError) {
    let script = arguments.group(\.speech).group(\.script)
    try ScriptOptions.validate(script, command: spec.name)
    if arguments[\.with] == .switchControl, ScriptOptions.given(script) {
      throw .usage("--with switch-control renders Switch Control's scan, which takes no gesture script; leave out --script and -e", command: spec.name)
    }
    if arguments[\.speech.hearing.voice.reader] == .both { try validateBoth(arguments) }
    if Batch.isBatch(arguments.positionals) { return try validateBatch(arguments) }
    guard let output = arguments[\.output] else {
      throw .usage("missing -o OUT: the audio file to write (OUT.wav, OUT.flac, OUT.ogg, OUT.opus or OUT.mp3)", command: spec.name)
    }
    _ = try audioFormat(output, command: spec.name)
    try SideFiles.validate(arguments.group(\.sideFiles), command: spec.name)
  }

  static func run(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    if Batch.isBatch(arguments.positionals) { return try renderBatch(arguments, console) }
    if arguments[\.speech.hearing.voice.reader] == .both { return try renderBoth(arguments, console) }
    let started = Date()
    let output = arguments[\.output]!
    let format = try audioFormat(output, command: spec.name)
    let speech = arguments.group(\.speech), sideFiles = arguments.group(\.sideFiles)
    let files = try declareOutputs(Outputs.set(arguments, console: console), sideFiles, output: output)
    let heard = try SpeechInputs.heard(arguments.positionals[0], speech, console: console)
    if arguments[\.with] == .switchControl {
      // Switch Control's scan is iOS's, as reach's is, and is of the start screen: a start screen
      // of a platform reach does not model is refused as reach refuses a document of such screens
      // alone (a flow's other screens are not scanned, whichever their platform).
      let start = heard.document.startScreen
      if let leftOut = start.platform.reachLeftOut {
        let flow = heard.document.screens.count > 1
        throw .input(InputError(file: arguments.positionals[0], "\(flow ? "the start screen \(Inputs.named(start)) is " : "")an \(start.platform.name) screen: \(ReachCommand.notModelled(start.platform, leftOut))\(flow ? "; --screen ID scans another screen of the flow" : "")"))
      }
    }
    let speaker = try SpeechInputs.speaker(speech.group(\.hearing), for: heard.document, file: arguments.positionals[0])
    let synthesizer = try SpeechInputs.synthesizer(speaker.voice, spokenForms: speaker.reader.spokenForms)
    let switchControl = try arguments[\.with] == .switchControl ? SwitchControlOptions.settings(arguments.group(\.switchControl)) : nil
    // The audio is mixed and encoded as the timeline is laid out.
    let (timeline, encoding) = try following(files, format: format, synthesizer: synthesizer, earcons: speaker.reader.earcons) { settled throws(CLIError) in
      if let switchControl {
        return try scanTimeline(heard, settings: switchControl, reader: speaker.reader, synthesizer: synthesizer, console: console, settled: settled)
      }
      return try SpeechInputs.heardTimeline(heard, speech.group(\.hearing), reader: speaker.reader, synthesizer: synthesizer,
                                            workers: arguments[\.batch.jobs] ?? Parallel.cores, console: console, settled: settled)
    }
    let (duration, written) = try write(timeline, to: files, format: format, synthesizer: synthesizer, console: console, encoding: encoding)
    let stats = synthesizer.statistics
    let elapsed = Int(Date().timeIntervalSince(started) * 1000)
    console.progress("Rendered \(SpeechInputs.seconds(duration)) of audio in \(SpeechInputs.seconds(elapsed)) "
                     + "(\(stats.syntheses) segments synthesized, \(stats.hits) reused from the cache).")
    // The paths written are the results, unless a result itself went to stdout.
    for path in written where path != Outputs.standardOutput {
      if written.contains(Outputs.standardOutput) { console.progress("Wrote \(path)") } else { console.print(UserText.oneLine(path)) }
    }
  }

  /// The audio format `-o` names by its extension.
  static func audioFormat(_ output: String, command: String) throws(CLIError) -> AudioFileFormat {
    if output == Outputs.standardOutput {
      throw .usage("-o -: audio is written to a file (OUT.wav, OUT.flac, OUT.ogg, OUT.opus or OUT.mp3); '-' sends only text to stdout", command: command)
    }
    guard let format = AudioFileFormat(path: output) else {
      throw .usage("-o \(output): the output must end in \(AudioFileFormat.extensionList)", command: command)
    }
    return format
  }

  /// A timeline laid out by `layout`, whose audio is mixed and encoded into `files.audio` as it
  /// goes: `layout` hands what it has settled to the encoding (`SettledParts`), which `write`
  /// then finishes.
  static func following(_ files: Files, format: AudioFileFormat, synthesizer: Synthesizer, earcons: EarconSet,
                        layout: (@escaping SettledParts.Receiver) throws(CLIError) -> HeardTimeline) throws(CLIError) -> (HeardTimeline, RenderEncoding) {
    let encoding = try RenderEncoding(output: files.audio, format: format, synthesizer: synthesizer, earcons: earcons)
    do {
      return (try layout(encoding.settle), encoding)
    } catch {
      encoding.abandon()
      throw error
    }
  }

  /// Switch Control's Speech option over the start screen, timed by real synthesis; `settled` is
  /// handed the scan as it is laid out (`SettledParts`).
  static func scanTimeline(_ heard: SpeechInputs.Heard, settings: SwitchControlSettings, reader: any ScreenReader,
                           synthesizer: Synthesizer, console: Console, settled: SettledParts.Receiver? = nil) throws(CLIError) -> HeardTimeline {
    let timing = SynthesizedTiming(synthesizer: synthesizer)
    let screen = ReachScreen(screen: heard.document.startScreen, reader: reader)
    console.progress("Synthesizing Switch Control's scan (\(settings.summary))…")
    let timeline = Progress.timed("Synthesizing", timing: timing, console: console, announced: true) { timing in
      SwitchControlSpeech.timeline(of: screen, settings: settings, timing: timing, settled: CountingTiming.isReal(timing) ? settled : nil)
    }
    if timeline.events.isEmpty {
      console.warning("\(heard.file): Switch Control scans nothing on this screen; there is nothing to hear")
    }
    do {
      try timing.check()
    } catch {
      throw .environment(error.description)
    }
    return timeline
  }

  /// WebVTT or SRT.
  enum CaptionsFormat: String, CaseIterable, ArgumentValue {
    case vtt, srt
  }

  /// Where `--captions` puts its file: beside the audio, with the captions' extension.
  static func captionsPath(_ arguments: Arguments<SideFiles>, output: String) -> String? {
    arguments[\.captions].map { PathName.removingExtension(output) + ".\($0.rawValue)" }
  }

  /// The files a render writes: the audio, and the captions and timeline when asked for.
  struct Files {
    var set: OutputSet
    var audio: Output
    var captions: (output: Output, format: CaptionsFormat)?
    var timeline: Output?
    /// Captions show the spoken form (`--spoken`).
    var spokenCaptions = false
  }

  /// Declares the audio, captions and timeline in `set` before any synthesis, so a path that
  /// cannot be written (a folder, an input, the same file twice) fails at once. With `reader`
  /// (one of `--reader both`'s), each path is that reader's (`OUT-voiceover.wav`).
  static func declareOutputs(_ set: OutputSet, _ arguments: Arguments<SideFiles>, output: String,
                             reader: ScreenReaderKind? = nil) throws(CLIError) -> Files {
    let named = { (path: String) in reader.map { readerPath(path, $0) } ?? path }
    var files = Files(set: set, audio: try Outputs.add(named(output), to: set))
    files.spokenCaptions = arguments[\.spoken]
    if let format = arguments[\.captions], let path = captionsPath(arguments, output: named(output)) {
      files.captions = (try Outputs.add(path, to: set), format)
    }
    files.timeline = try arguments[\.timeline].map { (path: String) throws(CLIError) in try Outputs.add(named(path), to: set) }
    return files
  }

  /// Writes `timeline` as audio with the captions and timeline files asked for, all put in place
  /// together once every one is complete. Returns the audio's length and the files written.
  /// Off a terminal, renders of at least this many seconds of audio say when encoding starts and
  /// ends (five minutes of Opus take several seconds to encode on a slow machine).
  static let encodingLinesFrom = 300

  static func write(_ timeline: HeardTimeline, to files: Files, format: AudioFileFormat, synthesizer: Synthesizer,
                    console: Console, encoding: RenderEncoding? = nil) throws(CLIError) -> (duration: Int, files: [String]) {
    let written = try encode(timeline, to: files, format: format, synthesizer: synthesizer, console: console, encoding: encoding)
    try Outputs.commit(files.set)
    return written
  }

  /// `write` without putting the files in place: the caller commits `files.set` once every
  /// output of the run is written. `encoding`, when given, has mixed the audio as the timeline
  /// was laid out (it writes `files.audio`).
  static func encode(_ timeline: HeardTimeline, to files: Files, format: AudioFileFormat, synthesizer: Synthesizer,
                     console: Console, encoding: RenderEncoding? = nil) throws(CLIError) -> (duration: Int, files: [String]) {
    var encoding = encoding
    if encoding == nil {
      encoding = try RenderEncoding(output: files.audio, format: format, synthesizer: synthesizer, earcons: timeline.earcons)
    }
    let duration = try encoding!.finish(timeline, console: console)
    var written = [files.audio.path]
    if let (output, captionsFormat) = files.captions {
      let cues = Captions.cues(of: timeline, audioDuration: duration, spokenForms: files.spokenCaptions ? synthesizer.spokenForms : nil)
      try Outputs.write(captionsFormat == .srt ? Captions.srt(cues) : Captions.webVTT(cues), to: output)
      written.append(output.path)
    }
    if let output = files.timeline {
      let json = TimelineFile.json(timeline, audioDuration: duration, sampleRate: synthesizer.sampleRate, voice: synthesizer.voice.name)
      try Outputs.write(JSONWriter.string(json), to: output)
      written.append(output.path)
    }
    return (duration, written)
  }
}
