import EarshotEngine
import EarshotModel
import Foundation

/// `earshot transcript`: what the screen reader says for every stop, as text or JSON.
enum TranscriptCommand: Command {
  static let spec = CommandSpec(
    name: "transcript",
    abstract: "Print what VoiceOver (TalkBack, for an Android screen) says for every stop of a screen, in visiting order.",
    discussion: """
      Text output has one numbered line per stop, with the hint (spoken after a pause) in
      parentheses. JSON output lists each stop's speech, hint, frame, what the reader took it to be
      (VoiceOver: its traits; TalkBack: the node's className, role, roleWord, heading, checkable and
      checked) and typed segments.
      For a flow, every screen is listed in its initial state. Several files, or folders, give one
      transcript per file (text: each after a ==> FILE <== line; JSON: {"files": [...]}), worked on
      --jobs at a time; the exit code is the worst of them.
      --spoken shows each stop as the voice says it: prices, times, units, symbols and
      abbreviations in the reader's spoken form (docs/SPOKEN-FORMS.md), as the audio speaks them;
      JSON keeps the written text and adds each segment's "spoken" form. Where no source tells
      how a reader's speech service reads them (TalkBack), the text is passed on and the output
      says it is an estimate; where a guessed rule rewrote text, a first line names that text.
      A Flutter or React Native capture is read for the reader's platform, as the framework hands
      it over; --reader both gives VoiceOver's and TalkBack's transcripts of one such file, each
      after a ==> READER <== line (JSON: {"readers": [{"reader": ..., "transcript": ...}]}).
      """,
    arguments: [SharedOptions.files],
    examples: [
      "earshot transcript samples/checkout.json",
      "earshot transcript samples/checkout.json --format json --no-hints",
      "earshot transcript samples/trip.json --spoken",
      "earshot transcript samples/topics.json --voice de-DE",
      "earshot transcript samples/captures --jobs 2 --shard 1/2",
      "earshot transcript samples/android/checkout.xml",
      "earshot transcript samples/flutter/checkout.txt --reader both",
    ])

  struct Options: OptionGroup {
    let format = SharedOptions.format
    let voice = VoiceOptions()
    let noHints = SharedOptions.noHints
    let spoken = Flag("--spoken", help: "Show each stop as the voice says it (prices, times, symbols in their spoken form).")
    let input = InputOptions()
    let batch = BatchOptions()
    let progress = ProgressOptions()
  }

  static func run(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    let speakHints: Bool? = arguments[\.noHints] ? false : nil
    let input = arguments.group(\.input), voice = arguments.group(\.voice), format = arguments[\.format], spoken = arguments[\.spoken]
    if voice[\.reader] == .both {
      try both(arguments.positionals, input: input, voice: voice, format: format, speakHints: speakHints, spoken: spoken, console: console)
      return
    }
    guard Batch.isBatch(arguments.positionals) else {
      let document = try Inputs.document(arguments.positionals[0], input, console: console)
      // Each screen by its own platform's reader: a flow may mix an iOS app's screens and an Android app's.
      let readers = try Inputs.speaker(voice, for: document, file: arguments.positionals[0]).readers(for: document, file: arguments.positionals[0])
      switch format {
      case .json:
        // Written as it is worked out, as the text is.
        var writer = console.jsonWriter()
        let stops = Transcript.writeJSON(document: document, readers: readers, speakHints: speakHints, spoken: spoken, to: &writer)
        writer.finish()
        ProcessLifetime.keep((document, stops))
      case .text:
        // Written as it is worked out: a long screen's whole text and utterances are never held.
        let stops = Transcript.writeText(document: document, readers: readers, speakHints: speakHints, spoken: spoken) { console.write($0) }
        ProcessLifetime.keep((document, stops))
      }
      return
    }
    let started = Date()
    let batch = try Batch(arguments.positionals, arguments.group(\.batch), console: console)
    let outcomes = batch.run("Transcribing") { (file) throws(CLIError) -> Transcript in
      let document = try Inputs.document(file, input, console: console)
      let readers = try Inputs.speaker(voice, for: document, file: file).readers(for: document, file: file)
      return Transcript(document: document, readers: readers, speakHints: speakHints, spoken: spoken)
    }
    let done = zip(batch.inputs.files, outcomes).compactMap { file, outcome in outcome.value.map { (file, $0) } }
    switch format {
    case .json: writeJSON(done, list: "files", name: "file", console: console)
    case .text: writeText(done, console: console)
    }
    try batch.finish(outcomes, verb: "Transcribed", started: started)
  }

  /// Several transcripts as `{"<list>": [{"<name>": …, "transcript": …}]}`.
  static func writeJSON(_ transcripts: [(String, Transcript)], list: StaticString, name: StaticString, console: Console) {
    var writer = console.jsonWriter()
    writer.beginObject()
    writer.key(list)
    writer.beginArray()
    for (value, transcript) in transcripts {
      writer.beginObject()
      writer.member(name, value)
      writer.key("transcript")
      transcript.writeJSON(to: &writer)
      writer.endObject()
    }
    writer.endArray()
    writer.endObject()
    writer.finish()
  }

  /// Several transcripts, each after a `==> NAME <==` line.
  static func writeText(_ transcripts: [(String, Transcript)], console: Console) {
    console.write(transcripts.map { name, transcript in "==> \(UserText.oneLine(name)) <==\n" + transcript.text() }.joined(separator: "\n"))
  }

  /// `--reader both`: each reader's transcript of its own reading of one capture made for both
  /// platforms (text: each after a `==> Reader <==` line; JSON: `{"readers": [{"reader", "transcript"}]}`).
  static func both(_ files: [String], input: Arguments<InputOptions>, voice: Arguments<VoiceOptions>, format: OutputFormat,
                   speakHints: Bool?, spoken: Bool, console: Console) throws(CLIError) {
    try Inputs.fileForBoth(files, command: spec.name)
    guard files.count == 1, !Batch.isBatch(files) else {
      throw .usage("--reader both reads one file (a Flutter or React Native capture); give one file", command: spec.name)
    }
    var transcripts: [(ScreenReaderKind, Transcript)] = []
    for kind in ScreenReaders.all {
      let document = try Inputs.document(files[0], input, console: console, platform: kind.platform)
      try Inputs.readableByBoth(document, by: kind, file: files[0])
      let reader = try Inputs.speaker(voice, for: document, file: files[0], reader: kind).reader
      transcripts.append((kind, Transcript(document: document, reader: reader, speakHints: speakHints, spoken: spoken)))
    }
    switch format {
    case .json: writeJSON(transcripts.map { ($0.0.id, $0.1) }, list: "readers", name: "reader", console: console)
    case .text: writeText(transcripts.map { ($0.0.name, $0.1) }, console: console)
    }
  }
}
