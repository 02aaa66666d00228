import Foundation
import EarshotModel

/// Turns a heard timeline into PCM, block by block in time order.
///
/// Each segment's speech and each earcon is placed at its start time, with silence in the gaps;
/// sounds that overlap are mixed, and the mix is kept under a true-peak ceiling (`TruePeakLimiter`). An event that was interrupted is cut at its `end` with a short
/// fade, so the cut does not click, and parts that would have started after the cut are not heard.
/// Only the sounds playing in the current block are held in memory, so a render of any length
/// streams: the sink receives each block as it is made.
///
/// The timeline may also come a part at a time while it is laid out (`init(following:)`): a block
/// is made once every sound that can reach it (through the limiter's look-ahead) is known, so the
/// blocks are the same as those of the whole timeline.
public final class TimelineMixer {
  /// Samples per block handed to the sink (about 93 ms at 22050 Hz).
  public static let blockSize = 2048
  /// Length of the fade at a cut, in milliseconds.
  public static let fadeMilliseconds = 8

  public let sampleRate: Int
  /// Total samples the timeline lasts (once the whole timeline is known).
  public private(set) var totalSamples = 0
  private let synthesizer: Synthesizer
  private let tones: EarconTones
  /// The sounds not loaded yet, by start, from `nextPlacement` on.
  private var placements: [Placement] = []
  private var nextPlacement = 0
  /// Placements made so far: ties in start keep this order.
  private var placed = 0
  private var playing: [Clip] = []
  private var position = 0
  private let cancellation: Cancellation?
  private var limiter: TruePeakLimiter
  /// Where the rest of the timeline comes from, when it comes while it is laid out.
  private let feed: TimelineFeed?
  /// The sample before which every sound is known (later ones may still come).
  private var settled = 0
  /// True once the whole timeline is known.
  private var complete = false

  enum Source {
    case speech(Segment)
    case earcon(Earcon)
  }

  struct Placement {
    var start: Int
    var order: Int
    var cut: Int?
    var source: Source
  }

  struct Clip {
    var start: Int
    var samples: ClipSamples
  }

  public convenience init(timeline: HeardTimeline, synthesizer: Synthesizer, cancellation: Cancellation? = nil) {
    self.init(earcons: timeline.earcons, synthesizer: synthesizer, cancellation: cancellation, feed: nil)
    place(timeline.events)
    known(duration: timeline.duration)
  }

  /// The mixer of the timeline `feed` hands over as it is laid out, with `earcons`' sounds;
  /// `nextBlock` waits for what it needs.
  public convenience init(following feed: TimelineFeed, earcons: EarconSet, synthesizer: Synthesizer, cancellation: Cancellation? = nil) {
    self.init(earcons: earcons, synthesizer: synthesizer, cancellation: cancellation, feed: feed)
  }

  private init(earcons: EarconSet, synthesizer: Synthesizer, cancellation: Cancellation?, feed: TimelineFeed?) {
    self.synthesizer = synthesizer
    self.cancellation = cancellation
    self.feed = feed
    sampleRate = synthesizer.sampleRate
    tones = EarconTones(sampleRate: sampleRate, set: earcons)
    limiter = TruePeakLimiter(sampleRate: sampleRate)
  }

  /// Samples from the start to `ms`. A start before 0 (a sound already under way in a timeline's
  /// remainder) is kept, so only the part from 0 on is heard.
  private func sample(_ ms: Int) -> Int { ms * sampleRate / 1000 }

  /// Adds the sounds of `events` to those not loaded yet, in order of start.
  private func place<S: Sequence>(_ events: S) where S.Element == TimelineEvent {
    var more: [Placement] = []
    func add(_ start: Int, _ cut: Int?, _ source: Source) {
      more.append(Placement(start: start, order: placed, cut: cut, source: source))
      placed += 1
    }
    for event in events where !event.wasDropped {
      let cut = event.interrupted ? sample(event.end) : nil
      if let earcon = event.earcon { add(sample(event.start), cut, .earcon(earcon)) }
      for segment in event.segments {
        if event.interrupted, segment.start >= event.end { continue }
        add(sample(segment.start), cut, .speech(segment.segment))
      }
    }
    guard !more.isEmpty else { return }
    placements = (placements[nextPlacement...] + more).sorted { ($0.start, $0.order) < ($1.start, $1.order) }
    nextPlacement = 0
  }

  private func known(duration: Int) {
    totalSamples = sample(max(duration, 0))
    settled = .max
    complete = true
  }

  /// Takes what the feed hands over until the block ending at `blockEnd` can be made as the whole
  /// timeline would make it: every sound starting before its look-ahead's end known, and one
  /// starting after it, so more is to come (or the whole timeline known).
  private func follow(_ feed: TimelineFeed, to blockEnd: Int) throws(SpeechError) {
    let reach = blockEnd + TruePeakLimiter.lookahead
    while !complete, reach > settled || nextPlacement == placements.count || placements[placements.count - 1].start < reach {
      guard let part = feed.next() else { throw SpeechError(.cancelled, message: "the layout was given up", context: "mixing") }
      place(part.events)
      if let duration = part.duration {
        known(duration: duration)
      } else {
        settled = part.until == .max ? .max : sample(part.until)
      }
    }
  }

  /// True when every sample has been produced.
  public var isFinished: Bool { complete && position >= totalSamples && playing.isEmpty && nextPlacement >= placements.count }

  /// Milliseconds produced so far.
  public var elapsed: Int { position * 1000 / sampleRate }

  /// Produces the next block (at most `blockSize` samples; empty at the end).
  public func nextBlock() throws(SpeechError) -> [Int16] {
    if let feed { try follow(feed, to: position + Self.blockSize) }
    if isFinished { return [] }
    // Debug builds can crash here on purpose (EARSHOT_FAIL_C=mix_trap), to prove a crash while
    // mixing leaves no temporary behind.
    if CallTrace.enter("mix_trap") { fatalError("crash while mixing, as EARSHOT_FAIL_C=mix_trap asks") }
    // And stop before the first block (EARSHOT_FAIL_C=mix_stop), so a test can send a signal while
    // the audio's temporary exists, then SIGCONT.
    if position == 0, CallTrace.enter("mix_stop") { raise(SIGSTOP) }
    let blockEnd = position + Self.blockSize
    // Sounds starting just after the block are loaded too: the limiter looks ahead into them.
    while nextPlacement < placements.count, placements[nextPlacement].start < blockEnd + TruePeakLimiter.lookahead {
      let placement = placements[nextPlacement]
      nextPlacement += 1
      var samples: ClipSamples
      switch placement.source {
      case .earcon(let earcon): samples = ClipSamples(tones.samples(earcon))
      case .speech(let segment): samples = try synthesizer.samples(for: segment, cancellation: cancellation)
      }
      if let cut = placement.cut, placement.start + samples.count > cut {
        var kept = samples.withUnsafeBufferPointer { Array($0.prefix(max(cut - placement.start, 0))) }
        fadeOut(&kept)
        samples = ClipSamples(kept)
      }
      if samples.count > 0 { playing.append(Clip(start: placement.start, samples: samples)) }
    }
    var lastSound = 0
    for clip in playing { lastSound = max(lastSound, clip.start + clip.samples.count) }
    let pending = nextPlacement < placements.count
    let end = pending ? blockEnd : min(blockEnd, max(totalSamples, lastSound))
    let ahead = min(end + TruePeakLimiter.lookahead, max(lastSound, end)) - end
    let block = limiter.limit(count: end - position, ahead: ahead) { mix(into: $0, from: position) }
    playing.removeAll { $0.start + $0.samples.count <= end }
    position = end
    return block
  }

  /// Adds the sounds playing from sample `from` on into `out`, as many samples as it holds.
  private func mix(into out: UnsafeMutableBufferPointer<Int32>, from: Int) {
    let to = from + out.count
    for clip in playing where clip.start < to && clip.start + clip.samples.count > from {
      let first = max(clip.start, from), last = min(clip.start + clip.samples.count, to)
      clip.samples.withUnsafeBufferPointer { source in
        let into = out.baseAddress! + (first - from), samples = source.baseAddress! + (first - clip.start)
        // A few 16-bit sounds cannot overflow 32 bits: unchecked, the loop is vectorized.
        for k in 0..<(last - first) { into[k] &+= Int32(samples[k]) }
      }
    }
  }

  /// Renders everything into `sink`, telling `progress` the samples produced after each block
  /// (the encoding into the sink, not the mix, is the long part of a compressed file).
  public func render(to sink: AudioSink, progress: ((Int) -> Void)? = nil) throws(RenderError) {
    while !isFinished {
      let block: [Int16]
      do {
        block = try nextBlock()
      } catch {
        throw .speech(error)
      }
      if block.isEmpty { break }
      do {
        try block.withUnsafeBufferPointer { try sink.write($0) }
      } catch let error as SoundFileError {
        throw .file(error)
      } catch let error as AudioDeviceError {
        throw .device(error)
      } catch {
        throw .file(SoundFileError(code: 0, message: "\(error)", path: ""))
      }
      progress?(position)
    }
  }

  private func fadeOut(_ samples: inout [Int16]) {
    let length = min(Self.fadeMilliseconds * sampleRate / 1000, samples.count)
    guard length > 0 else { return }
    let first = samples.count - length
    for i in 0..<length {
      let gain = Double(length - 1 - i) / Double(length)
      samples[first + i] = Int16(Double(samples[first + i]) * gain)
    }
  }
}

/// A heard timeline handed from its layout to a mixer on another thread (`TimelineMixer(following:)`)
/// a part at a time: the events that can no longer change, and the time before which nothing more
/// will sound (`SpeechScheduler.settled`).
public final class TimelineFeed: @unchecked Sendable {
  private let condition = NSCondition()
  private var events: [TimelineEvent] = []
  private var until = 0
  private var duration: Int?
  private var abandoned = false
  /// Whether what is held has not been taken yet.
  private var fresh = false

  public init() {}

  /// Hands over `settled`, events that can no longer change, when nothing will start or change
  /// before `until` (milliseconds).
  public func add<S: Sequence>(_ settled: S, until: Int) where S.Element == TimelineEvent {
    condition.withLock {
      events.append(contentsOf: settled)
      self.until = max(self.until, until)
      fresh = true
      condition.signal()
    }
  }

  /// Everything is handed over: the timeline lasts `duration` milliseconds.
  public func finish(duration: Int) {
    condition.withLock {
      self.duration = duration
      fresh = true
      condition.signal()
    }
  }

  /// The layout is given up: the mixer stops with an error at its next block.
  public func abandon() {
    condition.withLock {
      abandoned = true
      condition.signal()
    }
  }

  /// What was handed over since the last call, once there is something; nil when abandoned.
  func next() -> (events: [TimelineEvent], until: Int, duration: Int?)? {
    condition.withLock {
      while !fresh, !abandoned { condition.wait() }
      if abandoned { return nil }
      defer {
        events.removeAll(keepingCapacity: true)
        fresh = false
      }
      return (events, until, duration)
    }
  }
}
