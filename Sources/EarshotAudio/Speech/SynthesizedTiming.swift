import EarshotEngine
import EarshotModel

/// Real durations and word times for the scheduler, from synthesizing each segment.
///
/// Laying out a timeline with this fills the synthesizer's cache, so rendering the same timeline
/// afterwards synthesizes nothing again. `SpeechTiming` cannot throw; the first synthesis error
/// is kept in `error` (that segment counts as silent) and callers check it after the layout.
public final class SynthesizedTiming: SpeechTiming, @unchecked Sendable {
  public let synthesizer: Synthesizer
  public private(set) var error: SpeechError?

  public init(synthesizer: Synthesizer) { self.synthesizer = synthesizer }

  public var voice: Voice { synthesizer.voice }

  public func timing(of segment: Segment) -> SpokenTiming {
    do {
      let speech = try synthesizer.speech(for: segment)
      return SpokenTiming(duration: speech.duration,
                          words: speech.words.map { TimedWord(start: $0.start, offset: $0.offset, length: $0.length) })
    } catch {
      if self.error == nil { self.error = error }
      return SpokenTiming(duration: 0, words: [])
    }
  }

  /// Throws the first synthesis error met while timing, if any.
  public func check() throws(SpeechError) {
    if let error { throw error }
  }
}
