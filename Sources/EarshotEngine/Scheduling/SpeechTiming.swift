import EarshotModel

/// How long one segment takes to say, and where its words start (milliseconds from its start).
public struct SpokenTiming: Hashable, Sendable {
  public var duration: Int
  public var words: [TimedWord]
  public init(duration: Int, words: [TimedWord]) {
    self.duration = duration
    self.words = words
  }
}

/// Tells the scheduler how long speech takes. Rendering uses real synthesis (EarshotAudio's
/// synthesized timing); transcripts and `run` without audio use `EstimatedTiming`. The same
/// scheduler serves both.
public protocol SpeechTiming: AnyObject {
  func timing(of segment: Segment) -> SpokenTiming
  /// How long an earcon lasts.
  func duration(of earcon: Earcon) -> Int
}

/// Durations from the profile's speaking rate alone: each word takes its share of a minute,
/// weighted by its length (an average English word is about six characters with its space).
public final class EstimatedTiming: SpeechTiming {
  public let profile: VoiceProfile
  /// Earcon lengths used when nothing is synthesized; EarshotAudio's tones are this long.
  public static let earconDurations: [Earcon: Int] = [.focus: 60, .screenChanged: 260, .boundary: 120, .activate: 90]

  public init(profile: VoiceProfile) { self.profile = profile }

  public func timing(of segment: Segment) -> SpokenTiming {
    let msPerCharacter = 60_000.0 / (Double(profile.rate) * 6)
    var words: [TimedWord] = []
    var offset = 0
    var inWord = false
    var wordStart = 0
    let units = Array(segment.text.utf16)
    for (i, unit) in units.enumerated() {
      let isSpace = unit == 0x20 || unit == 0x0A || unit == 0x09
      if !isSpace, !inWord {
        inWord = true
        wordStart = i
      } else if isSpace, inWord {
        inWord = false
        words.append(TimedWord(start: Int(Double(wordStart) * msPerCharacter), offset: wordStart, length: i - wordStart))
      }
      offset = i + 1
    }
    if inWord { words.append(TimedWord(start: Int(Double(wordStart) * msPerCharacter), offset: wordStart, length: offset - wordStart)) }
    return SpokenTiming(duration: Int((Double(units.count + 1) * msPerCharacter).rounded()), words: words)
  }

  public func duration(of earcon: Earcon) -> Int { Self.earconDurations[earcon] ?? 100 }
}
