import EarshotModel
import Foundation

/// Many inputs through one command: each read and worked on `--jobs` at a time, each failure
/// written as it happens, one summary at the end, and the worst exit code of them all.
struct Batch {
  let inputs: InputList
  let jobs: Int
  let console: Console

  /// The inputs `arguments` name (files and folders), `--shard`'s share of them, and `--jobs`.
  init(_ files: [String], _ arguments: Arguments<BatchOptions>, console: Console) throws(CLIError) {
    inputs = try InputList.expand(files, shard: arguments[\.shard], command: arguments.command)
    jobs = arguments[\.jobs] ?? Parallel.cores
    self.console = console
    Self.sayWhatWasSkipped(inputs, console)
  }

  /// One note per file a folder search left out, with why.
  static func sayWhatWasSkipped(_ inputs: InputList, _ console: Console) {
    for (path, reason) in inputs.skipped { console.note("skipped \(path): \(reason)") }
  }

  /// Whether there is more than one input, or a folder was given: the batch form of output.
  static func isBatch(_ files: [String]) -> Bool {
    files.count > 1 || files.contains { path in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue && !InputList.isBundle(path)
    }
  }

  /// What came of one input: its value, or the exit code of its failure and the lines already
  /// written about it (which CI outputs repeat).
  enum Outcome<Value: Sendable>: Sendable {
    case done(Value)
    case failed(Int32, message: String?)

    var value: Value? {
      if case .done(let value) = self { return value }
      return nil
    }
  }

  /// Runs `body` on every input, with progress, and returns the outcomes in input order.
  func run<Value: Sendable>(_ task: String, _ body: @escaping @Sendable (String) throws(CLIError) -> Value) -> [Outcome<Value>] {
    // One input shows its own progress, if any; a batch counts files.
    let progress = Progress(task, total: inputs.files.count > 1 ? inputs.files.count : 0, unit: "file", console: console)
    let files = inputs.files, console = console
    let outcomes = Parallel.map(files.count, jobs: jobs) { i -> Outcome<Value> in
      defer { progress.advance() }
      do throws(CLIError) {
        return .done(try body(files[i]))
      } catch {
        if let message = error.message { console.error(message) }
        return .failed(error.exitCode, message: error.message)
      }
    }
    progress.finish()
    return outcomes
  }

  /// Writes the summary ("Transcribed 11 of 12 files (1 failed) in 3.2 s.") and ends with the worst
  /// exit code of the inputs and of `more` (findings, say).
  func finish<Value>(_ outcomes: [Outcome<Value>], verb: String, started: Date, worst more: Int32 = CLIError.successCode) throws(CLIError) {
    let failed = outcomes.filter { $0.value == nil }.count
    let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
    var summary = "\(verb) \(outcomes.count - failed) of \(outcomes.count) file\(outcomes.count == 1 ? "" : "s")"
    if failed > 0 { summary += " (\(failed) failed)" }
    summary += " in \(seconds) s"
    let skipped = inputs.skipped.count
    if skipped > 0 { summary += "; skipped \(skipped) other file\(skipped == 1 ? "" : "s") (see the notes above)" }
    console.progress(summary + ".")
    let worst = outcomes.reduce(more) { worst, outcome in
      if case .failed(let code, _) = outcome { return max(worst, code) }
      return worst
    }
    if worst != CLIError.successCode { throw .batch(exitCode: worst) }
  }
}
