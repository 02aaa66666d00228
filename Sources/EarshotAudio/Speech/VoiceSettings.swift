/// Everything that changes how espeak-ng speaks a text, resolved to espeak-ng's own values. Two
/// segments with equal text, spell-out and settings sound the same, so this is half of the cache key.
public struct VoiceSettings: Hashable, Sendable {
  /// The espeak-ng voice with its variant (`en-us+f3`), as `espeak_ng_SetVoiceByName` takes it.
  public var voice: String
  /// Words per minute, 80–450 (`espeakRATE`).
  public var rate: Int
  /// 0–100, 50 neutral (`espeakPITCH`).
  public var pitch: Int
  /// 0–100, 0 monotone (`espeakRANGE`).
  public var range: Int
  /// 0–200, 100 neutral (`espeakVOLUME`).
  public var volume: Int
  /// Speak every punctuation mark (`espeakPUNCTUATION` = `espeakPUNCT_ALL`).
  public var punctuation: Bool

  public init(voice: String, rate: Int, pitch: Int, range: Int, volume: Int, punctuation: Bool = false) {
    self.voice = voice
    self.rate = rate
    self.pitch = pitch
    self.range = range
    self.volume = volume
    self.punctuation = punctuation
  }
}

/// One synthesis result: 16-bit mono PCM at the engine's sample rate and where its words start.
public struct SynthesizedSpeech: Sendable {
  public var samples: [Int16]
  /// Word starts in milliseconds from the start of `samples`, with UTF-16 ranges in the text.
  public var words: [WordEvent]
  /// The milliseconds `samples` last, rounded up so the audio always fits in its time.
  public var duration: Int

  public struct WordEvent: Hashable, Sendable {
    public var start: Int
    public var offset: Int
    public var length: Int
  }
}
