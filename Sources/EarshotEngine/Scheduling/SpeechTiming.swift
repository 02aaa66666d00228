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

/// Tells the scheduler how long a voice's speech takes. Rendering uses real synthesis (EarshotAudio's
/// synthesized timing); transcripts and `run` without audio use `EstimatedTiming`. The same
/// scheduler serves both. Earcons last as long as their screen reader's sounds (`EarconSet`).
public protocol SpeechTiming: AnyObject {
  /// The voice timed: its pauses and whether its earcons sound place speech on a timeline too.
  var voice: Voice { get }
  func timing(of segment: Segment) -> SpokenTiming
  /// How long `segment` takes to say: `timing(of:)`'s duration, for callers that place no words.
  func duration(of segment: Segment) -> Int
  /// The timing of what `reader` says: the same voice saying written text as that reader's spoken
  /// forms do, so one run that hears screens with two readers (a comparison across platforms, a
  /// mixed flow) times each reader's speech as that reader says it.
  func heard(by reader: any ScreenReader) -> SpeechTiming
  /// Whether a duration, once timed, may be kept and read again instead of timing the segment
  /// again: only where timing does nothing but answer. Synthesis counts every use (the segments a
  /// render reports synthesizing and reusing), and so do the counts made of a layout.
  var durationsMayBeKept: Bool { get }
}

extension SpeechTiming {
  /// Timing that does not depend on spoken forms serves every reader.
  public func heard(by reader: any ScreenReader) -> SpeechTiming { self }

  public func duration(of segment: Segment) -> Int { timing(of: segment).duration }

  public var durationsMayBeKept: Bool { false }
}

/// Durations from the voice's speaking rate alone: each word takes its share of a minute,
/// weighted by how long it is to say (an average English word is about six characters with its
/// space). Digits and symbols are weighted by the words they are read as ("$17.70" is "seventeen
/// dollars seventy"), so a price is not estimated as shorter than the sentence it stands for.
public final class EstimatedTiming: SpeechTiming {
  public let voice: Voice

  public init(voice: Voice) { self.voice = voice }

  /// An estimate is worked out from the text alone, and nothing counts it.
  public var durationsMayBeKept: Bool { true }

  public func timing(of segment: Segment) -> SpokenTiming {
    let msPerCharacter = 60_000.0 / (Double(voice.rate) * 6)
    var words: [TimedWord] = []
    var spoken = 0.0  // characters' worth of speech so far
    var offset = 0
    var wordStart: Int?
    for unit in segment.text.utf16 {
      let isSpace = unit == 0x20 || unit == 0x0A || unit == 0x09
      if !isSpace, wordStart == nil {
        wordStart = offset
        words.append(TimedWord(start: Int(spoken * msPerCharacter), offset: offset, length: 0))
      } else if isSpace, let start = wordStart {
        words[words.count - 1].length = offset - start
        wordStart = nil
      }
      spoken += Self.weight(of: unit)
      offset += 1
    }
    if let start = wordStart { words[words.count - 1].length = offset - start }
    return SpokenTiming(duration: Int(((spoken + 1) * msPerCharacter).rounded()), words: words)
  }

  /// `timing(of:)`'s duration without its words: a swipe-through heard only for its length, and
  /// every stop's cost, time each segment of a large screen.
  public func duration(of segment: Segment) -> Int {
    let msPerCharacter = 60_000.0 / (Double(voice.rate) * 6)
    return Int(((Self.letters(in: segment.text) + 1) * msPerCharacter).rounded())
  }

  /// How many letters' worth of speech `text` is: the sum of its UTF-16 units' weights, read from
  /// its bytes when they are ASCII (a unit each), else from its scalars (two units past U+FFFF,
  /// surrogates weighing one each).
  static func letters(in text: String) -> Double {
    var text = text
    let ascii: Double? = text.withUTF8 { utf8 in
      var spoken = 0.0
      for byte in utf8 {
        guard byte < 0x80 else { return nil }
        spoken += weight(of: UInt16(byte))
      }
      return spoken
    }
    if let ascii { return ascii }
    var spoken = 0.0
    for scalar in text.unicodeScalars { spoken += scalar.value > 0xFFFF ? 2 : weight(of: UInt16(scalar.value)) }
    return spoken
  }

  /// How many letters' worth of speech a character is.
  static func weight(of unit: UInt16) -> Double {
    switch unit {
    case 0x30...0x39: return 4  // a digit is read as a word or part of one
    case 0x24, 0x25, 0x26, 0x40, 0x23, 0x2B, 0x3D, 0x20AC, 0xA3: return 6  // $ % & @ # + = € £
    default: return 1
    }
  }
}
