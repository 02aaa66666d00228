import EarshotAudio
import EarshotModel
import EarshotOutput
import Foundation

/// A render's audio file, mixed and encoded on a thread of its own while the timeline is laid out:
/// the layout hands over what it has settled (`settle`, `SpeechScheduler.settled`), the mixer
/// makes every block it can and waits for more (`TimelineMixer(following:)`), and `finish` waits
/// for the rest and puts the file in the run's output set. The blocks are those of the whole
/// timeline, so the audio is the same as when the mix follows the layout.
final class RenderEncoding: @unchecked Sendable {
  private let feed = TimelineFeed()
  private let writer: AudioFileWriter
  /// Used only on the encoding's own thread.
  private let mixer: TimelineMixer
  private let rate: Int
  private let done = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var failure: RenderError?
  /// Whole seconds of audio written, and the progress shown once the layout is done.
  private var encoded = 0
  private var progress: Progress?
  /// Whether the layout has handed over all its events (a swipe does; otherwise `finish` hands the timeline).
  private var handedAll = false

  /// Starts the mix into `output` (nothing is mixed before `settle` hands something over).
  init(output: Output, format: AudioFileFormat, synthesizer: Synthesizer, earcons: EarconSet) throws(CLIError) {
    do {
      writer = try AudioFileWriter(output: output, format: format, sampleRate: synthesizer.sampleRate)
    } catch {
      throw .environment("cannot write \(error.description)")
    }
    rate = synthesizer.sampleRate
    mixer = TimelineMixer(following: feed, earcons: earcons, synthesizer: synthesizer)
    Thread.detachNewThread { [self] in
      do throws(RenderError) {
        try mixer.render(to: writer) { samples in self.wrote(samples) }
      } catch {
        lock.withLock { failure = error }
      }
      done.signal()
    }
  }

  /// Hands the mixer `events`, which can no longer change, when nothing will sound before `until`
  /// (`Int.max`: the rest of the layout's events). Nothing past the longest render is mixed before
  /// the timeline's length is checked.
  func settle(_ events: ArraySlice<TimelineEvent>, until: Int) {
    if until == .max { lock.withLock { handedAll = true } }
    feed.add(events, until: min(until, InputLimits.renderMilliseconds))
  }

  /// Seconds of audio are counted once the synthesizing's progress is done.
  private func wrote(_ samples: Int) {
    lock.withLock {
      guard samples / rate > encoded else { return }
      progress?.advance(by: samples / rate - encoded)
      encoded = samples / rate
    }
  }

  /// Mixes and encodes the rest of `timeline`, showing how much is left, and finishes the file.
  /// Returns the audio's length in milliseconds.
  func finish(_ timeline: HeardTimeline, console: Console) throws(CLIError) -> Int {
    guard timeline.duration <= InputLimits.renderMilliseconds else {
      abandon()
      throw .usage("what is heard lasts \(SpeechInputs.seconds(timeline.duration)); render writes at most \(InputLimits.renderMilliseconds / 3_600_000) hours of audio (shorten the waits)", command: nil)
    }
    if !lock.withLock({ handedAll }) { feed.add(timeline.events, until: .max) }
    feed.finish(duration: timeline.duration)
    // Encoding an hour of Opus takes minutes: it is counted in seconds of audio, with the time left.
    let seconds = (timeline.duration * rate / 1000 + rate - 1) / rate
    let progress = lock.withLock { () -> Progress? in
      self.progress = console.quiet ? nil : Progress("Encoding", total: seconds, unit: "second", console: console,
                                                     plainFrom: RenderCommand.encodingLinesFrom, done: encoded)
      return self.progress
    }
    defer { progress?.finish() }
    done.wait()
    progress?.advance(by: seconds)
    if let failure = lock.withLock({ failure }) {
      writer.abandon()
      throw .environment("\(failure)")
    }
    do {
      try writer.commit()
    } catch {
      writer.abandon()
      throw .environment("cannot write \(error)")
    }
    return (writer.framesWritten * 1000 + rate - 1) / rate
  }

  /// Stops the mix (the layout failed) and removes the file's temporary.
  func abandon() {
    feed.abandon()
    done.wait()
    writer.abandon()
  }
}
