import EarshotModel
import Foundation

/// Plays heard timelines live through the system's audio output, and cuts them off on demand.
///
/// A dedicated thread owns the device: it pulls blocks from a `TimelineMixer` (synthesizing as it
/// goes, from the shared cache) and writes them to pcaudiolib in 20 ms chunks, keeping only a
/// little audio queued ahead of the listener. `play(_:)` replaces whatever is playing: the thread
/// stops between chunks, stops any synthesis in progress, flushes what the device still has queued
/// (`audio_object_flush`) and starts the new timeline, so new speech begins within a chunk or two
/// of the call. `enqueue(_:)` plays a timeline after the current one instead.
public final class LivePlayer: @unchecked Sendable {
  /// Milliseconds of audio per write to the device.
  public static let chunkMilliseconds = 10
  /// How far ahead of the listener the player may write (the device's own buffer comes on top).
  public static let leadMilliseconds = 30

  public let synthesizer: Synthesizer
  private let device: AudioDevice
  private let condition = NSCondition()
  private var queue: [HeardTimeline] = []
  private var generation = 0
  private var flushPending = false
  private var interruptedAt: DispatchTime?
  private var closing = false
  private var busy = false
  private var current: Cancellation?
  private var thread: Thread?
  private var latencies: [Double] = []
  private var failure: RenderError?
  private var heard = 0

  /// Opens the audio output for `synthesizer`'s sample rate and starts the player thread.
  ///
  /// - Parameter device: a PulseAudio sink or ALSA device; nil for the default.
  /// - Throws: when there is no audio server or device.
  public init(synthesizer: Synthesizer, device: String? = nil) throws(AudioDeviceError) {
    self.synthesizer = synthesizer
    self.device = try AudioDevice(sampleRate: synthesizer.sampleRate, device: device)
    try self.device.prime()
    let thread = Thread { [unowned self] in self.run() }
    thread.name = "earshot-live-audio"
    thread.qualityOfService = .userInteractive
    self.thread = thread
    thread.start()
  }

  deinit { close() }

  /// Stops what is playing (flushing the device) and plays `timeline` from its start.
  public func play(_ timeline: HeardTimeline) {
    condition.withLock {
      interruptLocked()
      queue = [timeline]
      heard = 0
      condition.broadcast()
    }
  }

  /// Plays `timeline` when what is playing and queued has finished.
  public func enqueue(_ timeline: HeardTimeline) {
    condition.withLock {
      queue.append(timeline)
      condition.broadcast()
    }
  }

  /// Stops what is playing and drops what is queued; the device's queued audio is flushed.
  public func interrupt() {
    condition.withLock {
      interruptLocked()
      queue = []
      condition.broadcast()
    }
  }

  /// Blocks until everything playing and queued has been heard (the device drained).
  public func waitUntilDone() {
    condition.withLock {
      while !closing, busy || !queue.isEmpty { condition.wait() }
    }
  }

  /// True while a timeline is playing or waiting to play.
  public var isPlaying: Bool { condition.withLock { busy || !queue.isEmpty } }

  /// Milliseconds of the current timeline written to the device so far (0 from the moment `play`
  /// replaces it).
  public var position: Int { condition.withLock { heard } }

  /// For each interruption so far: milliseconds from the call to the moment the device had
  /// accepted the first audio of what replaced it (after the flush).
  public var interruptionLatencies: [Double] { condition.withLock { latencies } }

  /// The first failure of synthesis or of the device, if any; playback stops at a failure.
  public var error: RenderError? { condition.withLock { failure } }

  /// Stops playback and closes the device; the player cannot be used after.
  public func close() {
    condition.withLock {
      guard !closing else { return }
      interruptLocked()
      queue = []
      closing = true
      condition.broadcast()
    }
    while condition.withLock({ thread != nil }) { usleep(1000) }
  }

  private func interruptLocked() {
    generation += 1
    current?.cancel()
    if busy {
      flushPending = true
      interruptedAt = .now()
    }
  }

  // MARK: The player thread

  private func run() {
    let chunk = Self.chunkMilliseconds * synthesizer.sampleRate / 1000
    var clock = PlaybackClock(sampleRate: synthesizer.sampleRate)
    while true {
      condition.lock()
      while !closing, queue.isEmpty, !flushPending { condition.wait() }
      if flushPending {
        flushPending = false
        condition.unlock()
        device.flush()
        clock.reset()
        condition.lock()
      }
      if closing {
        thread = nil
        condition.broadcast()
        condition.unlock()
        return
      }
      guard !queue.isEmpty else {
        condition.unlock()
        continue
      }
      let timeline = queue.removeFirst()
      let myGeneration = generation
      let cancellation = Cancellation()
      current = cancellation
      busy = true
      heard = 0
      condition.unlock()

      let finished = play(timeline, generation: myGeneration, cancellation: cancellation, chunk: chunk, clock: &clock)

      condition.lock()
      current = nil
      if finished, queue.isEmpty {
        condition.unlock()
        device.drain()
        clock.reset()
        condition.lock()
      }
      busy = false
      condition.broadcast()
      condition.unlock()
    }
  }

  /// Plays one timeline; returns false when it was interrupted or failed.
  private func play(_ timeline: HeardTimeline, generation myGeneration: Int, cancellation: Cancellation, chunk: Int,
                    clock: inout PlaybackClock) -> Bool {
    let mixer = TimelineMixer(timeline: timeline, synthesizer: synthesizer, cancellation: cancellation)
    var first = true
    while !mixer.isFinished {
      if isStale(myGeneration) { return false }
      let block: [Int16]
      do {
        block = try mixer.nextBlock()
      } catch {
        if error.kind != .cancelled { record(.speech(error)) }
        return false
      }
      if block.isEmpty { break }
      var offset = 0
      while offset < block.count {
        if isStale(myGeneration) { return false }
        let end = min(offset + chunk, block.count)
        clock.wait(untilAheadAtMost: Self.leadMilliseconds) { self.isStale(myGeneration) }
        if isStale(myGeneration) { return false }
        do {
          try device.write(block[offset..<end])
        } catch {
          record(.device(error))
          return false
        }
        clock.wrote(end - offset)
        offset = end
        condition.withLock {
          if first, let at = interruptedAt {
            latencies.append(Double(DispatchTime.now().uptimeNanoseconds - at.uptimeNanoseconds) / 1_000_000)
            interruptedAt = nil
          }
          if generation == myGeneration { heard = mixer.elapsed }
        }
        first = false
      }
    }
    return true
  }

  private func isStale(_ myGeneration: Int) -> Bool {
    condition.withLock { generation != myGeneration || closing }
  }

  private func record(_ error: RenderError) {
    condition.withLock {
      if failure == nil { failure = error }
    }
  }
}

/// Keeps the writer only a little ahead of real time, so little is queued in the device when an
/// interruption comes and the position is close to what the listener hears.
struct PlaybackClock {
  let sampleRate: Int
  private var start: DispatchTime?
  private var written = 0

  init(sampleRate: Int) { self.sampleRate = sampleRate }

  mutating func reset() {
    start = nil
    written = 0
  }

  mutating func wrote(_ samples: Int) {
    if start == nil { start = .now() }
    written += samples
  }

  /// Sleeps in short steps while more than `lead` ms is written ahead of the wall clock.
  func wait(untilAheadAtMost lead: Int, stop: () -> Bool) {
    guard let start else { return }
    while true {
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
      let ahead = Double(written) * 1000 / Double(sampleRate) - elapsed
      if ahead <= Double(lead) || stop() { return }
      usleep(UInt32(min(ahead - Double(lead), 5) * 1000))
    }
  }
}
