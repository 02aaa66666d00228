import EarshotEngine
import EarshotImporters
import EarshotModel
import EarshotReview
import Foundation

/// `earshot snapshot record|verify`: speech snapshots, golden files of what each screen says,
/// recorded once and verified on every change.
enum SnapshotCommand: Command {
  static let spec = CommandSpec(
    name: "snapshot",
    abstract: "Record what each screen says as golden files, or verify that it still says the same.",
    discussion: """
      'record' writes one golden file per input, reader and voice profile under --goldens
      (default speech-snapshots/): FOLDER/NAME.READER.VOICE.speech, where NAME is the input's path
      as given (a folder's files by their path under it). A golden holds each stop's line as the
      transcript says it, the element it is at, and each part by its role, one per line, so a
      changed label is two lines of a diff. --findings adds each stop's audit findings, --reach
      the stops heard to reach it, --timings the seconds (estimated from the speaking rate, so the
      same on every machine); without them a golden holds no times, and the same input gives the
      same bytes on every machine. All the goldens of a run are written together or none is.

      'verify' works each input out again as its golden was recorded (the same reader, voice and
      contents) and never writes a golden. It prints what a listener will hear differently, phrase
      by phrase: stops added and removed, parts changed ("label was ..., now ..."), stops heard in
      another place, and findings and reach where the golden holds them. An input without a golden
      is a change too. It exits 1 on any change. --markdown FILE writes the same as Markdown, for
      a pull-request comment or the job summary ($GITHUB_STEP_SUMMARY).
      """,
    arguments: [
      ArgumentSpec("ACTION", help: "record (write the goldens) or verify (compare with them).", completion: .values(Action.allCases.map(\.rawValue))),
      ArgumentSpec("FILE", help: "The screens: \(Importer.accepted); or folders, searched for them.", repeating: true),
    ],
    examples: [
      "earshot snapshot record samples --goldens out/speech",
      "earshot snapshot verify samples --goldens out/speech",
      "earshot snapshot record samples/checkout.json samples/android/checkout.json --findings --reach --goldens out/speech",
      "earshot snapshot verify samples/checkout.json --goldens out/speech --markdown out/speech.md",
    ])

  enum Action: String, CaseIterable {
    case record, verify
  }

  struct Options: OptionGroup {
    let goldens = DefaultedOption<String>("--goldens", value: "DIR", help: "The folder the goldens are kept in.", default: "speech-snapshots")
      .completing(.directories)
    let findings = Flag("--findings", help: "record: add each stop's audit findings.")
    let reach = Flag("--reach", help: "record: add the stops heard to reach each stop, swiping and with the Headings rotor.")
    let timings = Flag("--timings", help: "record: add listening seconds, estimated from the speaking rate.")
    let markdown = Option<String>("--markdown", value: "FILE", help: "verify: also write what changed as Markdown ('-' for stdout).")
    let voice = VoiceOptions()
    let input = InputOptions()
    let batch = BatchOptions()
    let progress = ProgressOptions()
  }

  static func validate(_ arguments: Arguments<Options>) throws(CLIError) {
    guard let first = arguments.positionals.first else {
      throw .usage("missing ACTION: give record or verify, then the screens", command: spec.name)
    }
    guard let action = Action(rawValue: first) else {
      throw .usage(Suggestion.message(unknown: "action", first, accepted: Action.allCases.map(\.rawValue)), command: spec.name)
    }
    let files = arguments.positionals.dropFirst()
    if files.isEmpty { throw .usage("missing FILE: give the screens (files or folders) to \(action.rawValue)", command: spec.name) }
    if files.contains("-") { throw .usage("a golden is named after its input, and stdin has no name: give files or folders", command: spec.name) }
    switch action {
    case .record:
      if arguments[\.markdown] != nil { throw .usage("--markdown writes what verify finds: give it with verify", command: spec.name) }
    case .verify:
      if arguments[\.findings] || arguments[\.reach] || arguments[\.timings] {
        throw .usage("verify compares what each golden holds; give --findings, --reach or --timings when you record", command: spec.name)
      }
    }
  }

  static func run(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    let action = Action(rawValue: arguments.positionals[0])!
    let outputs = Outputs.set(arguments, console: console)
    let markdown = try arguments[\.markdown].map { (path: String) throws(CLIError) in try Outputs.add(path, to: outputs) }
    let goldens = arguments[\.goldens]
    let voice = arguments.group(\.voice), input = arguments.group(\.input)
    var contents: SpeechSnapshot.Contents = []
    if arguments[\.findings] { contents.insert(.findings) }
    if arguments[\.reach] { contents.insert(.reach) }
    if arguments[\.timings] { contents.insert(.timings) }
    let asked = contents, started = Date()
    let batch = try Batch(Array(arguments.positionals.dropFirst()), arguments.group(\.batch), console: console)
    let names = try goldenNames(batch.inputs)
    let outcomes = batch.run(action == .record ? "Recording" : "Verifying") { (file) throws(CLIError) -> Snapshot in
      let document = try Inputs.document(file, input, console: console)
      try Inputs.oneReader(document, file: file, "a speech snapshot is recorded with one screen reader, named in its golden file's name")
      let speaker = try Inputs.speaker(voice, for: document)
      let golden = PathName.joining(goldens, "\(names[file]!).\(speaker.reader.kind.id).\(speaker.name).speech")
      switch action {
      case .record:
        let snapshot = SpeechSnapshot(document: document, input: names[file]!, reader: speaker.reader, catalog: ScreenReaders.rules, voice: speaker.voice, contents: asked)
        return Snapshot(file: file, golden: golden, text: snapshot.text(), verdict: nil)
      case .verify:
        guard InputFile.kind(of: golden) == .file else {
          return Snapshot(file: file, golden: golden, text: "", verdict: .missing)
        }
        let recorded = try Inputs.text(golden, what: "golden", option: "FILE", console: console)
        let old: SpeechSnapshot
        do throws(InputError) {
          old = try SpeechSnapshot.read(recorded, file: golden)
        } catch {
          throw .input(error)
        }
        let snapshot = SpeechSnapshot(document: document, input: names[file]!, reader: speaker.reader, catalog: ScreenReaders.rules, voice: speaker.voice, contents: old.contents)
        let text = snapshot.text()
        if text == recorded { return Snapshot(file: file, golden: golden, text: text, verdict: .same) }
        return Snapshot(file: file, golden: golden, text: text, verdict: .changed(SnapshotComparison(golden: old, current: snapshot),
                                                                                   reader: speaker.reader.kind.name, voice: speaker.name))
      }
    }
    let done = outcomes.compactMap { $0.value }
    switch action {
    case .record:
      if done.count < outcomes.count {
        console.error("Wrote no goldens: the outputs of a run appear together or not at all; fix the inputs that failed and run again.")
      } else {
        for snapshot in done { try Outputs.write(snapshot.text, to: try Outputs.add(snapshot.golden, to: outputs)) }
        try Outputs.commit(outputs)
      }
      try batch.finish(outcomes, verb: "Recorded", started: started)
    case .verify:
      let report = VerifyReport(snapshots: done, failed: outcomes.count - done.count)
      console.write(report.text())
      if let markdown {
        try Outputs.write(report.markdown(), to: markdown)
        try Outputs.commit(outputs)
      }
      try batch.finish(outcomes, verb: "Verified", started: started, worst: report.passes ? CLIError.successCode : CLIError.failureCode)
    }
  }

  /// One input's outcome: the golden's path, the snapshot's text, and for verify how it compares.
  struct Snapshot: Sendable {
    var file: String
    var golden: String
    var text: String
    var verdict: Verdict?
  }

  enum Verdict: Sendable {
    case same, missing
    case changed(SnapshotComparison, reader: String, voice: String)
  }

  /// Each input's name in the goldens folder: its path as given (relative and without `..`), else
  /// its path under the folder it was found in. Its goldens add the reader and voice to it.
  static func goldenNames(_ inputs: InputList) throws(CLIError) -> [String: String] {
    var names: [String: String] = [:]
    var taken: [String: String] = [:]
    for file in inputs.files {
      var parts = file.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
      if file.hasPrefix("/") || parts.contains("..") {
        parts = (inputs.names[file] ?? PathName.name(of: file)).split(separator: "/").filter { $0 != "." }
      }
      let name = parts.joined(separator: "/")
      if let other = taken[name] {
        throw .usage("\(other) and \(file) would share the golden \(name); give each as a path inside the folder you run in", command: spec.name)
      }
      taken[name] = file
      names[file] = name
    }
    return names
  }
}

/// What `snapshot verify` found over all its inputs, as text and as Markdown.
struct VerifyReport {
  var snapshots: [SnapshotCommand.Snapshot]
  var failed: Int

  var changed: Int { snapshots.filter { if case .changed = $0.verdict { return true } else { return false } }.count }
  var missing: Int { snapshots.filter { if case .missing = $0.verdict { return true } else { return false } }.count }
  var passes: Bool { changed == 0 && missing == 0 }

  /// The count of each outcome: "2 inputs: 1 sounds different, 1 as recorded."
  func summary() -> String {
    var parts: [String] = []
    if changed > 0 { parts.append("\(changed) sound\(changed == 1 ? "s" : "") different") }
    if missing > 0 { parts.append("\(missing) without a golden") }
    let same = snapshots.count - changed - missing
    if same > 0 { parts.append("\(same) as recorded") }
    if failed > 0 { parts.append("\(failed) could not be read") }
    let total = snapshots.count + failed
    return "\(total) input\(total == 1 ? "" : "s"): " + parts.joined(separator: ", ") + "."
  }

  func text() -> String {
    var out = ""
    for snapshot in snapshots {
      switch snapshot.verdict {
      case .missing:
        out += "\(UserText.oneLine(snapshot.file)): no golden at \(UserText.oneLine(snapshot.golden)); record it with earshot snapshot record\n"
      case .changed(let comparison, let reader, let voice):
        out += "\(UserText.oneLine(snapshot.file)) (\(reader), \(voice)) sounds different from \(UserText.oneLine(snapshot.golden)):\n"
        out += comparison.isEmpty ? "  the golden is written differently (record it again)\n" : comparison.text()
      default: break
      }
    }
    return out + summary() + "\n"
  }

  func markdown() -> String {
    var out = "## Speech snapshots\n\n\(Markdown.escaped(summary()))\n"
    for snapshot in snapshots {
      switch snapshot.verdict {
      case .missing:
        out += "\n### \(Markdown.escaped(snapshot.file))\n\nNo golden at \(Markdown.escaped(snapshot.golden)): record it with `earshot snapshot record`.\n"
      case .changed(let comparison, let reader, let voice):
        out += "\n### \(Markdown.escaped(snapshot.file)) (\(Markdown.escaped(reader)), \(Markdown.escaped(voice)))\n\n"
        if comparison.isEmpty { out += "- The golden is written differently: record it again.\n" }
        for change in comparison.changes { out += "- \(Markdown.escaped(change.place)): \(Markdown.escaped(change.change))\n" }
      default: break
      }
    }
    return out
  }
}

/// Text from inputs made safe for Markdown: no character of it starts markup, a link or HTML.
enum Markdown {
  static let special: Set<Character> = ["\\", "`", "*", "_", "{", "}", "[", "]", "<", ">", "(", ")", "#", "+", "-", "!", "|", "~", "&"]

  static func escaped(_ text: String) -> String {
    var out = ""
    for c in UserText.oneLine(text) {
      if special.contains(c) { out.append("\\") }
      out.append(c)
    }
    return out
  }
}
