@testable import EarshotAudio
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing

/// A render takes each result a synthesis worker writes as it is written, while the layout asks
/// for the segments (`Synthesizer.expect`, `Synthesizer.take`).
@Suite("results of a synthesis worker")
struct WorkerResultsTests {
  static func segment(_ text: String) -> Segment { Segment(role: .label, text: text, language: "en-US") }

  /// Made-up speech, so what is read back can only have come from the results file.
  static func speech(_ n: Int) -> SynthesizedSpeech {
    SynthesizedSpeech(samples: (0..<(n * 100)).map { Int16($0 % 300 - 150) },
                      words: [.init(start: 0, offset: 0, length: 4), .init(start: n, offset: 5, length: 2)], duration: n * 10)
  }

  @Test("a result written in pieces is waited for and read from the file; what the worker leaves out is synthesized here")
  func resultsArriveWhileAskedFor() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice("en-US"))
    let segments = ["Order one", "Order two", "Order three"].map(Self.segment)
    let requests = synthesizer.missing(segments)
    #expect(requests.count == 3)
    let path = NSTemporaryDirectory() + "earshot-results-\(UUID().uuidString.prefix(8)).pcm"
    defer { unlink(path) }
    synthesizer.expect(requests)
    let ended = Ended()
    // The worker: the first result whole, the second in two pieces a while apart, no third.
    Thread.detachNewThread {
      FileManager.default.createFile(atPath: path, contents: nil)
      let file = FileHandle(forWritingAtPath: path)!
      file.write(SynthesisWorker.frame(Self.speech(1)))
      Thread.sleep(forTimeInterval: 0.1)
      let second = SynthesisWorker.frame(Self.speech(2))
      file.write(second.prefix(100))
      Thread.sleep(forTimeInterval: 0.1)
      file.write(second.dropFirst(100))
      try? file.close()
      ended.set()
    }
    let taken = Taken()
    let intake = Thread { taken.set(synthesizer.take(path, for: requests, ended: ended.isSet)) }
    intake.start()
    let second = try synthesizer.speech(for: segments[1])
    #expect(second.samples == Self.speech(2).samples && second.words == Self.speech(2).words && second.duration == 20)
    let first = try synthesizer.timing(for: segments[0])
    #expect(first.samples.isEmpty && first.duration == 10, "a layout's timing reads no samples")
    #expect(try synthesizer.speech(for: segments[0]).samples == Self.speech(1).samples)
    // The third never comes: once the worker has ended, it is synthesized here.
    let third = try synthesizer.speech(for: segments[2])
    #expect(third.samples.count > 10_000 && third.words.count == 2)
    #expect(taken.value == 2)
    let stats = synthesizer.statistics
    #expect(stats.syntheses == 3 && stats.hits == 1, "\(stats)")
    // The mixer reads the same samples where they lie in the file.
    #expect(try synthesizer.samples(for: segments[1], cancellation: nil).array == Self.speech(2).samples)
  }

  @Test("samples kept in a file are mapped where they lie, at any offset, across pages")
  func samplesMappedInPlace() throws {
    let file = try SpillFile()
    let runs = [Array(repeating: Int16(7), count: 3), (0..<5_000).map { Int16($0 % 2_000 - 1_000) }, [Int16.min, Int16.max]]
    let offsets = try runs.map { try file.append($0) }
    for (run, offset) in zip(runs, offsets) {
      let samples = try file.samples(offset: offset, count: run.count)
      #expect(samples.count == run.count && samples.array == run)
      #expect(samples.withUnsafeBufferPointer { Array($0) } == run)
    }
    #expect(try file.samples(offset: offsets[1], count: 0).array.isEmpty)
  }

  private final class Ended: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    func isSet() -> Bool { lock.withLock { value } }
  }

  private final class Taken: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var count: Int?
    func set(_ n: Int) {
      count = n
      done.signal()
    }
    /// The intake ends once the worker has and the last result is read: waited for however long a
    /// busy machine takes.
    var value: Int? {
      done.wait()
      done.signal()
      return count
    }
  }
}
