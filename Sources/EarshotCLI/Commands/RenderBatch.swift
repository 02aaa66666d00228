import EarshotAudio
import Foundation

/// `earshot render` on many inputs: each rendered into the folder `-o` names, `--jobs` at a time.
/// Synthesis goes through espeak-ng, which is not thread-safe, so the jobs are worker processes
/// of earshot itself, each rendering one input.
extension RenderCommand {
  /// The audio format of files written into a folder.
  enum FolderFormat: String, CaseIterable, ArgumentValue {
    case wav, flac, ogg
  }

  /// For many inputs: the format of the files written into the folder.
  struct BatchOutput: OptionGroup {
    let audioFormat = DefaultedOption<FolderFormat>("--audio-format", help: "With several inputs, the format of the audio files written into the -o folder.",
                                                    default: .wav)
  }

  static func renderBatch(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    let started = Date()
    guard let folder = arguments[\.output] else {
      throw .usage("missing -o DIR: the folder to write the audio files into", command: spec.name)
    }
    if AudioFileFormat(path: folder) != nil || folder == Outputs.standardOutput {
      throw .usage("-o \(folder): with several inputs, -o names a folder (the files are named after the inputs)", command: spec.name)
    }
    let sideFiles = arguments.group(\.sideFiles)
    let batch = try Batch(arguments.positionals, arguments.group(\.batch), console: console)
    let ext = arguments[\.batchOutput.audioFormat].rawValue
    let worker = jobsAsWorkers(batch.jobs)
    // The options every input is rendered with: all but those that name outputs or shape the batch.
    let common = arguments.optionWords(excluding: ["--output", "--timeline", "--jobs", "--shard", "--audio-format", "--quiet", "--captions"])
    let inputs = batch.inputs, captions = sideFiles[\.captions], timelines = sideFiles[\.timeline]
    let outcomes = batch.run("Rendering") { (file) throws(CLIError) -> [String] in
      let audio = inputs.output(for: file, in: folder, extension: ext)
      var timeline: String?
      if let timelines { timeline = inputs.output(for: file, in: timelines, extension: "json") }
      var words = [file, "-o", audio, "--quiet"] + common
      if let captions { words += ["--captions", captions.rawValue] }
      if let timeline { words += ["--timeline", timeline] }
      if let worker {
        let status = worker(["render"] + words)
        if status != CLIError.successCode { throw .batch(exitCode: status) }  // the worker wrote why
      } else {
        let parsed = try ParsedArguments.parse(words, for: Earshot.command(named: spec.name).spec)
        try run(Arguments(parsed), Console.worker(console))
      }
      var written = [audio]
      if let captions { written.append(((audio as NSString).deletingPathExtension as String) + "." + captions.rawValue) }
      if let timeline { written.append(timeline) }
      return written
    }
    for paths in outcomes.compactMap(\.value) { for path in paths { console.print(path) } }
    try batch.finish(outcomes, verb: "Rendered", started: started)
  }

  /// Runs earshot itself with the given words and returns its exit code, when jobs run side by
  /// side; nil for one job, or when this is not the earshot executable (tests run commands in-process).
  static func jobsAsWorkers(_ jobs: Int) -> (@Sendable ([String]) -> Int32)? {
    guard jobs > 1, let executable = Worker.executable else { return nil }
    return { words in Worker.run(executable, words) }
  }
}

/// earshot run again as a child process: for work that cannot share one process (espeak-ng keeps
/// global state), with stdin and stdout closed (the parent reports the results) and stderr passed
/// through (warnings and errors name their file).
enum Worker {
  /// This process's executable, when it is earshot.
  static let executable: URL? = {
    let url = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return url.lastPathComponent == "earshot" ? url : nil
  }()

  static func run(_ executable: URL, _ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      FileHandle.standardError.write(Data("Error: cannot start a worker (\(executable.path)): \(error.localizedDescription)\n".utf8))
      return CLIError.usageCode
    }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
