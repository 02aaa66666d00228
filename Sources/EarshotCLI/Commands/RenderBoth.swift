import EarshotAudio
import EarshotEngine
import EarshotModel
import EarshotOutput
import Foundation

/// `earshot render --reader both`: a capture made for both platforms (Flutter, React Native)
/// rendered once per reader, each hearing its own platform's reading, into files named by the
/// reader (`OUT-voiceover.wav`, `OUT-talkback.wav`, and their captions and timelines), which
/// appear together or not at all.
extension RenderCommand {
  /// `path` for one reader's render: `out/pay-talkback.wav` of `out/pay.wav`.
  static func readerPath(_ path: String, _ kind: ScreenReaderKind) -> String {
    let ext = PathName.extension(of: path)
    return PathName.removingExtension(path) + "-" + kind.id + (ext.isEmpty ? "" : "." + ext)
  }

  /// What `--reader both` cannot render: several inputs, stdin (read once per reader), Switch
  /// Control's scan (iOS's alone) and a timeline on stdout (one per reader).
  static func validateBoth(_ arguments: Arguments<Options>) throws(CLIError) {
    let files = arguments.positionals
    let each = ScreenReaders.all.map(\.name).joined(separator: " and ")
    if Batch.isBatch(files) {
      throw .usage("--reader both renders one file (a Flutter or React Native capture) once per reader; give one file", command: spec.name)
    }
    try Inputs.fileForBoth(files, command: spec.name)
    if arguments[\.with] == .switchControl {
      throw .usage("--with switch-control scans an iOS screen, and --reader both renders \(each); give one or the other", command: spec.name)
    }
    if arguments[\.sideFiles.timeline] == Outputs.standardOutput {
      throw .usage("--timeline -: --reader both writes a timeline for each reader (OUT-\(ScreenReaders.all[0].id).json and so on); name a file", command: spec.name)
    }
  }

  static func renderBoth(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    let started = Date()
    let file = arguments.positionals[0], output = arguments[\.output]!
    let format = try audioFormat(output, command: spec.name)
    let speech = arguments.group(\.speech), sideFiles = arguments.group(\.sideFiles)
    let kinds = ScreenReaders.all
    // Every reader's files are declared, and so checked, before any synthesis.
    let set = Outputs.set(arguments, console: console)
    var files: [Files] = []
    for kind in kinds { files.append(try declareOutputs(set, sideFiles, output: output, reader: kind)) }
    // The capture is read for each reader's platform, and each reading checked, before any synthesis.
    var heard: [SpeechInputs.Heard] = []
    for kind in kinds {
      heard.append(try SpeechInputs.heard(file, speech, console: console, platform: kind.platform, reusing: heard.first))
      try Inputs.readableByBoth(heard[heard.count - 1].document, by: kind, file: file)
    }
    let first = try SpeechInputs.speaker(speech.group(\.hearing), for: heard[0].document, file: file, reader: kinds[0])
    var speakers = [first]
    for i in kinds.indices.dropFirst() { speakers.append(try first.heard(by: kinds[i], for: heard[i].document, file: file)) }
    // One voice and one cache: what the readers say alike is synthesized once, each reader's
    // spoken forms applied to its own words.
    let shared = try SpeechInputs.synthesizer(first.voice, spokenForms: first.reader.spokenForms)
    var durations: [Int] = [], written: [String] = []
    for i in kinds.indices {
      let synthesizer = i == 0 ? shared : shared.speaking(speakers[i].reader.spokenForms)
      console.progress("\(kinds[i].name), as on \(kinds[i].platform.name):")
      let (timeline, encoding) = try following(files[i], format: format, synthesizer: synthesizer, earcons: speakers[i].reader.earcons) { settled throws(CLIError) in
        try SpeechInputs.heardTimeline(heard[i], speech.group(\.hearing), reader: speakers[i].reader, synthesizer: synthesizer,
                                       workers: arguments[\.batch.jobs] ?? Parallel.cores, console: console, settled: settled)
      }
      let (duration, paths) = try encode(timeline, to: files[i], format: format, synthesizer: synthesizer, console: console, encoding: encoding)
      durations.append(duration)
      written += paths
    }
    try Outputs.commit(set)
    let stats = shared.statistics
    let elapsed = Int(Date().timeIntervalSince(started) * 1000)
    let lengths = zip(kinds, durations).map { "\($0.name)'s \(SpeechInputs.seconds($1))" }.joined(separator: " and ")
    console.progress("Rendered \(lengths) of audio in \(SpeechInputs.seconds(elapsed)) "
                     + "(\(stats.syntheses) segments synthesized, \(stats.hits) reused from the cache).")
    for path in written { console.print(UserText.oneLine(path)) }
  }
}
