import EarshotAudio
import EarshotModel
import EarshotOutput
import Foundation

/// A long render's distinct segments synthesized alongside its layout in worker processes
/// (`Workers`), so synthesis, the long part of a render, runs on every core: espeak-ng keeps its
/// state in globals, so one process speaks one text at a time.
///
/// The segments are dealt in turn to `jobs` workers, each of which speaks its share (a JSON file)
/// in order into a results file (`SynthesisWorker`'s format). This process takes each result into
/// the synthesizer's cache as it is written (its samples stay in the file), while the layout asks
/// for the segments in the same order and waits for each one not yet there; the mix that follows
/// finds every segment in the cache, and no text is synthesized twice. What a share that fails
/// leaves out is synthesized in this process when asked for.
///
/// What espeak-ng makes of a text does not depend on what the process spoke before (see
/// `SpeechEngine`), so the audio is the same with any --jobs as with one process speaking every
/// segment in order.
final class SynthesisAhead: @unchecked Sendable {
  /// Fewer distinct segments than this are synthesized in this process: starting workers would
  /// cost about what they save.
  static let minimum = 64

  private let workers: Workers
  private let staging: StagingFolder
  private let group = DispatchGroup()

  /// Starts synthesizing `segments` in `jobs` workers; nil when they are synthesized here (few
  /// segments, one job, or no worker can be started).
  static func start(_ segments: [Segment], synthesizer: Synthesizer, jobs: Int, console: Console) -> SynthesisAhead? {
    let requests = synthesizer.missing(segments)
    guard requests.count >= minimum, let workers = Workers.forJobs(jobs) else { return nil }
    guard let staging = try? StagingFolder() else {
      workers.close()
      return nil
    }
    console.progress("Synthesizing \(requests.count) distinct segments in \(jobs) worker processes…")
    let ahead = SynthesisAhead(workers: workers, staging: staging)
    synthesizer.expect(requests)
    for i in 0..<jobs {
      let share = stride(from: i, to: requests.count, by: jobs).map { requests[$0] }
      ahead.run(share, index: i, synthesizer: synthesizer)
    }
    return ahead
  }

  private init(workers: Workers, staging: StagingFolder) {
    self.workers = workers
    self.staging = staging
  }

  /// One share: a thread runs the worker, another takes its results as they are written.
  private func run(_ share: [SynthesisWorker.Request], index i: Int, synthesizer: Synthesizer) {
    let requests = staging.file("segments-\(i).json"), results = staging.file("segments-\(i).pcm")
    let ended = Flag()
    group.enter()
    Thread.detachNewThread { [workers] in
      defer {
        ended.set()
        self.group.leave()
      }
      guard FileManager.default.createFile(atPath: requests, contents: Data(SynthesisWorker.encode(share))) else { return }
      _ = workers.run([SynthesisWorker.command, requests, results])
    }
    group.enter()
    Thread.detachNewThread {
      defer { self.group.leave() }
      _ = synthesizer.take(results, for: share, ended: ended.isSet)
    }
  }

  /// Waits for every worker and for its results to be taken, then ends the workers and removes
  /// the private folder (the cache keeps the results files open).
  func finish() {
    group.wait()
    workers.close()
    staging.remove()
  }

  private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    func isSet() -> Bool { lock.withLock { value } }
  }

  /// The hidden command a worker runs for one job: `REQUESTS RESULTS`, two files in the render's
  /// private folder.
  static func serve(_ arguments: [String], _ console: Console) throws(CLIError) {
    guard arguments.count == 2 else { throw .usage("\(SynthesisWorker.command) takes REQUESTS RESULTS", command: nil) }
    let bytes = try Inputs.bytes(arguments[0], what: "synthesis requests", option: SynthesisWorker.command, console: console)
    guard FileManager.default.createFile(atPath: arguments[1], contents: nil, attributes: [.posixPermissions: 0o600]),
      let results = FileHandle(forWritingAtPath: arguments[1])
    else { throw .environment("cannot write synthesis results to \(arguments[1])") }
    defer { try? results.close() }
    let requests: [SynthesisWorker.Request]
    do {
      requests = try SynthesisWorker.decode(bytes)
    } catch {
      throw .input(error)
    }
    do {
      try SynthesisWorker.serve(requests, to: results)
    } catch {
      throw .environment(error.description)
    }
  }
}
