import EarshotAudio
import EarshotModel
import EarshotOutput
import Foundation

/// A long render's distinct segments synthesized ahead of its layout in worker processes
/// (`Workers`), so synthesis, the long part of a render, runs on every core: espeak-ng keeps its
/// state in globals, so one process speaks one text at a time.
///
/// The segments are dealt in turn to `jobs` workers, each of which speaks its share (a JSON file)
/// in order into a results file (`SynthesisWorker`'s format) that this process takes into the
/// synthesizer's cache. The layout and the mix that follow find every segment there, and no text is
/// synthesized twice. A share that fails is left to be synthesized in this process when asked for.
///
/// What espeak-ng makes of a text does not depend on what the process spoke before (see
/// `SpeechEngine`), so the audio is the same with any --jobs as with one process speaking every
/// segment in order.
enum SynthesisAhead {
  /// Fewer distinct segments than this are synthesized in this process: starting workers would
  /// cost about what they save.
  static let minimum = 64

  static func run(_ segments: [Segment], synthesizer: Synthesizer, jobs: Int, console: Console) {
    let requests = synthesizer.missing(segments)
    guard requests.count >= minimum, let workers = Workers.forJobs(jobs) else { return }
    defer { workers.close() }
    guard let staging = try? StagingFolder() else { return }
    defer { staging.remove() }
    let shares = (0..<jobs).map { w in stride(from: w, to: requests.count, by: jobs).map { requests[$0] } }
    console.progress("Synthesizing \(requests.count) distinct segments in \(jobs) worker processes…")
    _ = Parallel.map(shares.count, jobs: jobs) { i in
      let requests = staging.file("segments-\(i).json"), pcm = staging.file("segments-\(i).pcm")
      guard FileManager.default.createFile(atPath: requests, contents: Data(SynthesisWorker.encode(shares[i]))),
        workers.run([SynthesisWorker.command, requests, pcm]) == CLIError.successCode,
        let results = FileHandle(forReadingAtPath: pcm)
      else { return }
      defer {
        try? results.close()
        unlink(pcm)
      }
      _ = synthesizer.take(results, for: shares[i])
    }
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
