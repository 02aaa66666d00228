import EarshotEngine
import EarshotModel

/// Real durations and word times for the scheduler, from synthesizing each segment.
///
/// Laying out a timeline with this fills the synthesizer's cache, so rendering the same timeline
/// afterwards synthesizes nothing again. `SpeechTiming` cannot throw; the first synthesis error
/// is kept in `error` (that segment counts as silent) and callers check it after the layout.
public final class SynthesizedTiming: SpeechTiming, @unchecked Sendable {
  public let synthesizer: Synthesizer
  /// The timing this one was made from for another reader (`heard(by:)`): errors are kept there,
  /// so the one `check` after a layout sees them all.
  private let root: SynthesizedTiming?
  private var errorHere: SpeechError?
  /// Timings for other readers' spoken forms, made once each.
  private var byForms: [SpokenForms: SynthesizedTiming] = [:]

  public init(synthesizer: Synthesizer) {
    self.synthesizer = synthesizer
    root = nil
  }

  private init(synthesizer: Synthesizer, root: SynthesizedTiming) {
    self.synthesizer = synthesizer
    self.root = root
  }

  public var voice: Voice { synthesizer.voice }

  /// The first synthesis error met while timing, by this timing or one made from it.
  public var error: SpeechError? { root?.errorHere ?? errorHere }

  public func timing(of segment: Segment) -> SpokenTiming {
    do {
      let speech = try synthesizer.timing(for: segment)
      return SpokenTiming(duration: speech.duration,
                          words: speech.words.map { TimedWord(start: $0.start, offset: $0.offset, length: $0.length) })
    } catch {
      let keeper = root ?? self
      if keeper.errorHere == nil { keeper.errorHere = error }
      return SpokenTiming(duration: 0, words: [])
    }
  }

  /// The same synthesizer's voice and cache, saying written text as `reader`'s spoken forms do.
  public func heard(by reader: any ScreenReader) -> SpeechTiming {
    let forms = reader.spokenForms
    if forms == synthesizer.spokenForms { return self }
    let keeper = root ?? self
    if let made = keeper.byForms[forms] { return made }
    let made = SynthesizedTiming(synthesizer: keeper.synthesizer.speaking(forms), root: keeper)
    keeper.byForms[forms] = made
    return made
  }

  /// Throws the first synthesis error met while timing, if any.
  public func check() throws(SpeechError) {
    if let error { throw error }
  }
}
