import Foundation
import EarshotModel

/// Turns a heard timeline into PCM, block by block in time order.
///
/// Each segment's speech and each earcon is placed at its start time, with silence in the gaps;
/// sounds that overlap are mixed, and the mix is kept under a true-peak ceiling (`TruePeakLimiter`). An event that was interrupted is cut at its `end` with a short
/// fade, so the cut does not click, and parts that would have started after the cut are not heard.
/// Only the sounds playing in the current block are held in memory, so a render of any length
/// streams: the sink receives each block as it is made.
public final class TimelineMixer {
  /// Samples per block handed to the sink (about 93 ms at 22050 Hz).
  public static let blockSize = 2048
  /// Length of the fade at a cut, in milliseconds.
  public static let fadeMilliseconds = 8

  public let sampleRate: Int
  /// Total samples the timeline lasts.
  public let totalSamples: Int
  private let synthesizer: Synthesizer
  private let tones: EarconTones
  private let placements: [Placement]
  private var nextPlacement = 0
  private var playing: [Clip] = []
  private var position = 0
  private let cancellation: Cancellation?
  private var limiter: TruePeakLimiter

  enum Source {
    case speech(Segment)
    case earcon(Earcon)
  }

  struct Placement {
    var start: Int
    var cut: Int?
    var source: Source
  }

  struct Clip {
    var start: Int
    var samples: [Int16]
  }

  public init(timeline: HeardTimeline, synthesizer: Synthesizer, cancellation: Cancellation? = nil) {
    self.synthesizer = synthesizer
    self.cancellation = cancellation
    sampleRate = synthesizer.sampleRate
    tones = EarconTones(sampleRate: sampleRate, set: timeline.earcons)
    limiter = TruePeakLimiter(sampleRate: sampleRate)
    let rate = sampleRate
    // A start before 0 (a sound already under way in a timeline's remainder) is kept, so only the
    // part from 0 on is heard.
    func sample(_ ms: Int) -> Int { ms * rate / 1000 }
    var placements: [Placement] = []
    for event in timeline.events where !event.wasDropped {
      let cut = event.interrupted ? sample(event.end) : nil
      if let earcon = event.earcon {
        placements.append(Placement(start: sample(event.start), cut: cut, source: .earcon(earcon)))
      }
      for segment in event.segments {
        if event.interrupted, segment.start >= event.end { continue }
        placements.append(Placement(start: sample(segment.start), cut: cut, source: .speech(segment.segment)))
      }
    }
    self.placements = placements.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
    totalSamples = sample(max(timeline.duration, 0))
  }

  /// True when every sample has been produced.
  public var isFinished: Bool { position >= totalSamples && playing.isEmpty && nextPlacement >= placements.count }

  /// Milliseconds produced so far.
  public var elapsed: Int { position * 1000 / sampleRate }

  /// Produces the next block (at most `blockSize` samples; empty at the end).
  public func nextBlock() throws(SpeechError) -> [Int16] {
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
      var samples: [Int16]
      switch placement.source {
      case .earcon(let earcon): samples = tones.samples(earcon)
      case .speech(let segment): samples = try synthesizer.speech(for: segment, cancellation: cancellation).samples
      }
      if let cut = placement.cut, placement.start + samples.count > cut {
        samples = Array(samples.prefix(max(cut - placement.start, 0)))
        fadeOut(&samples)
      }
      if !samples.isEmpty { playing.append(Clip(start: placement.start, samples: samples)) }
    }
    var lastSound = 0
    for clip in playing { lastSound = max(lastSound, clip.start + clip.samples.count) }
    let pending = nextPlacement < placements.count
    let end = pending ? blockEnd : min(blockEnd, max(totalSamples, lastSound))
    let ahead = mix(from: end, to: min(end + TruePeakLimiter.lookahead, max(lastSound, end)))
    let block = limiter.limit(mix(from: position, to: end), ahead: ahead)
    playing.removeAll { $0.start + $0.samples.count <= end }
    position = end
    return block
  }

  /// The sum of the sounds playing from sample `from` to `to`.
  private func mix(from: Int, to: Int) -> [Int32] {
    let count = max(to - from, 0)
    var mix = [Int32](repeating: 0, count: count)
    guard count > 0 else { return mix }
    mix.withUnsafeMutableBufferPointer { out in
      for clip in playing where clip.start < to && clip.start + clip.samples.count > from {
        let first = max(clip.start, from), last = min(clip.start + clip.samples.count, to)
        clip.samples.withUnsafeBufferPointer { source in
          for t in first..<last { out[t - from] += Int32(source[t - clip.start]) }
        }
      }
    }
    return mix
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
