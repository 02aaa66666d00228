import EarshotAudio
import EarshotModel
import EarshotOutput
import Foundation

/// `earshot render` on many inputs: each rendered into the folder `-o` names, `--jobs` at a time.
/// Synthesis goes through espeak-ng, which is not thread-safe, so the jobs are worker processes
/// of earshot itself (`Workers`), each rendering one input after another.
extension RenderCommand {
  /// The audio format of files written into a folder.
  enum FolderFormat: String, CaseIterable, ArgumentValue {
    case wav, flac, ogg, opus, mp3
  }

  /// For many inputs: the format of the files written into the folder.
  struct BatchOutput: OptionGroup {
    let audioFormat = DefaultedOption<FolderFormat>("--audio-format", help: "With several inputs, the format of the audio files written into the -o folder.",
                                                    default: .wav)
  }

  /// The options of a render of many inputs, checked before any work.
  static func validateBatch(_ arguments: Arguments<Options>) throws(CLIError) {
    guard let folder = arguments[\.output] else {
      throw .usage("missing -o DIR: the folder to write the audio files into", command: spec.name)
    }
    if AudioFileFormat(path: folder) != nil || folder == Outputs.standardOutput {
      throw .usage("-o \(folder): with several inputs, -o names a folder (the files are named after the inputs)", command: spec.name)
    }
  }

  static func renderBatch(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    let started = Date()
    let folder = arguments[\.output]!
    let sideFiles = arguments.group(\.sideFiles)
    let batch = try Batch(arguments.positionals, arguments.group(\.batch), console: console)
    let ext = arguments[\.batchOutput.audioFormat].rawValue
    let captions = sideFiles[\.captions], timelines = sideFiles[\.timeline]
    // Every output of every input is declared, and so checked, before any work; all are put in
    // place together at the end, or none is.
    let outputs = Outputs.set(arguments, console: console)
    var jobs: [Job] = []
    for file in batch.inputs.files {
      let audio = batch.inputs.output(for: file, in: folder, extension: ext)
      var job = Job(index: jobs.count, file: file, audio: try Outputs.add(audio, to: outputs))
      if let captions {
        job.captions = try Outputs.add(PathName.removingExtension(audio) + "." + captions.rawValue, to: outputs)
      }
      if let timelines { job.timeline = try Outputs.add(batch.inputs.output(for: file, in: timelines, extension: "json"), to: outputs) }
      jobs.append(job)
    }
    // Each input is rendered whole into a private folder (its files named there first, so a signal
    // removes them), then taken into the batch's outputs.
    let staging: StagingFolder
    do {
      staging = try StagingFolder()
    } catch {
      throw .output(error)
    }
    defer { staging.remove() }
    for i in jobs.indices {
      jobs[i].staged = (staging.file("\(i).\(ext)"), captions.map { staging.file("\(i).\($0.rawValue)") },
                        jobs[i].timeline.map { _ in staging.file("\(i).json") })
    }
    let workers = Workers.forJobs(batch.jobs)
    defer { workers?.close() }
    // The options every input is rendered with: all but those that name outputs or shape the batch.
    let common = arguments.optionWords(excluding: ["--output", "--timeline", "--jobs", "--shard", "--audio-format", "--quiet", "--captions"])
    let byFile = Dictionary(jobs.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
    let adopting = NSLock()
    let outcomes = batch.run("Rendering") { (file) throws(CLIError) -> Job in
      let job = byFile[file]!
      // One process each: the batch already keeps --jobs inputs going at once.
      var words = [file, "-o", job.staged.audio, "--quiet", "--jobs", "1"] + common
      if let captions { words += ["--captions", captions.rawValue] }
      if let timeline = job.staged.timeline { words += ["--timeline", timeline] }
      // Messages name the outputs, not the private folder.
      let names = job.stagedNames
      if let workers {
        let status = workers.run(["render"] + words, naming: names)
        if status != CLIError.successCode { throw .batch(exitCode: status) }  // the worker wrote why
      } else {
        let parsed = try ParsedArguments.parse(words, for: Earshot.command(named: spec.name).spec)
        do throws(CLIError) {
          try run(Arguments(parsed), Console.worker(console))
        } catch {
          throw error.naming(names)
        }
      }
      // Taken beside its destinations at once, while other inputs render (each file's flush to
      // the disk is then not left for the end); put in place only with all the others.
      try adopt(job.staged.audio, as: job.audio, lock: adopting)
      if let output = job.captions, let staged = job.staged.captions { try adopt(staged, as: output, lock: adopting) }
      if let output = job.timeline, let staged = job.staged.timeline { try adopt(staged, as: output, lock: adopting) }
      return job
    }
    let done = outcomes.compactMap(\.value)
    if done.count == jobs.count {
      try Outputs.commit(outputs)
      for job in done { for output in [job.audio, job.captions, job.timeline].compactMap({ $0 }) { console.print(UserText.oneLine(output.path)) } }
    } else {
      outputs.abandon()
      console.error("Wrote nothing: the outputs of a run appear together or not at all; fix the inputs that failed and run again.")
    }
    try batch.finish(outcomes, verb: "Rendered", started: started)
  }

  /// One input of a batch and the outputs it gives.
  struct Job: @unchecked Sendable {
    var index: Int
    var file: String
    var audio: Output
    var captions: Output?
    var timeline: Output?
    /// Where the input is rendered first, in the private folder.
    var staged: (audio: String, captions: String?, timeline: String?) = ("", nil, nil)

    /// Each staged path and the output it becomes.
    var stagedNames: [(String, String)] {
      [(staged.audio, audio.path)] + [(staged.captions, captions?.path), (staged.timeline, timeline?.path)].compactMap { pair in
        pair.0.flatMap { from in pair.1.map { (from, $0) } }
      }
    }
  }

  /// Takes the finished file at `path` as `output`'s content (a rename when both are on one disk).
  static func adopt(_ path: String, as output: Output, lock: NSLock) throws(CLIError) {
    do throws(OutputError) {
      // The output set is not shared between threads: its temporaries are made one at a time.
      lock.lock()
      let made = Result { () throws(OutputError) in try output.temporaryPath() }
      lock.unlock()
      let temporary = try made.get()
      let fm = FileManager.default
      // The render flushed its file to the disk before it ended; renamed within one disk, the
      // content is the same blocks and needs no second flush (a copy to another disk does).
      var from = stat(), to = stat()
      let renamed = stat(path, &from) == 0 && stat(PathName.folder(of: temporary), &to) == 0 && from.st_dev == to.st_dev
      do {
        try? fm.removeItem(atPath: temporary)
        try fm.moveItem(atPath: path, toPath: temporary)
      } catch {
        throw OutputError(path: output.path, reason: "its rendered file could not be moved beside it (\(error.localizedDescription))")
      }
      try output.finished(flushed: renamed)
    } catch {
      throw .output(error)
    }
  }
}

extension CLIError {
  /// `text` with each staged path (first) said as the output it becomes (second).
  static func naming(_ text: String, _ names: [(String, String)]) -> String {
    names.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
  }

  /// This error, its staged paths said as the outputs they become.
  func naming(_ names: [(String, String)]) -> CLIError {
    switch self {
    case .environment(let text): return .environment(Self.naming(text, names))
    case .usage(let text, let command): return .usage(Self.naming(text, names), command: command)
    default: return self
    }
  }
}
