import EarshotModel
import Foundation

/// Speaks segments with a voice (`Voice`) through the shared espeak-ng engine, each distinct one
/// once per run.
///
/// A segment's language picks the espeak-ng voice (see `VoiceResolver`); its speech attributes
/// adjust the rest: `pitch` (0–2, 1 neutral) scales the profile's pitch, `spellOut` reads it
/// character by character, `punctuation` names every mark. `ipa` is not applied: espeak-ng reads
/// only its own phoneme alphabet, and no IPA-to-espeak table is reliable enough to trust with a
/// user's pronunciation, so the text is spoken as written.
///
/// What espeak-ng is given is a segment's spoken form (`SpokenForms.spoken`, the screen reader's
/// readings of prices, times and symbols), and its word times point back into the written text.
public final class Synthesizer: @unchecked Sendable {
  public let voice: Voice
  /// The screen reader's readings of written text, applied to every segment before synthesis.
  public let spokenForms: SpokenForms
  public let engine: SpeechEngine
  public var sampleRate: Int { engine.sampleRate }

  /// How the cache has been used; tests and benchmarks read it.
  public struct Statistics: Hashable, Sendable {
    /// espeak-ng synthesis calls made.
    public var syntheses = 0
    /// Segments served from the cache.
    public var hits = 0
    public var cachedSegments = 0
    public var memoryBytes = 0
    public var spilledBytes = 0
  }

  /// The cache and what is counted of it, shared by the synthesizers `speaking(_:)` makes.
  private final class Store: @unchecked Sendable {
    /// Guards everything here; signalled when a result arrives from a worker.
    let lock = NSCondition()
    var resolver: VoiceResolver
    let cache: SegmentCache
    var stats = Statistics()
    /// Segments synthesized elsewhere (`take`) and not used yet.
    var takenAhead = Set<SegmentCache.Key>()
    /// Segments a worker is synthesizing (`expect`), not taken yet: asked for, they are waited for.
    var expected = Set<SegmentCache.Key>()

    init(resolver: VoiceResolver, cache: SegmentCache) {
      self.resolver = resolver
      self.cache = cache
    }
  }

  private let store: Store
  private var lock: NSCondition { store.lock }
  private var cache: SegmentCache { store.cache }

  /// - Parameter memoryBudget: bytes of PCM the cache keeps in memory before moving older
  ///   entries to a temporary file.
  /// - Throws: `.voiceNotFound` naming the profile when its espeak-ng voice is not installed.
  public init(voice: Voice, spokenForms: SpokenForms? = nil, memoryBudget: Int = 32 << 20) throws(SpeechError) {
    self.voice = voice
    self.spokenForms = spokenForms ?? .none(language: voice.language)
    engine = try SpeechEngine.shared()
    store = Store(resolver: VoiceResolver(voice: voice), cache: SegmentCache(memoryBudget: memoryBudget))
    let name = store.resolver.profileVoice
    guard engine.canLoad(voice: name) else {
      throw SpeechError(.voiceNotFound, message: "espeak-ng has no voice \"\(name)\"",
                        context: "voice profile \(voice.name)",
                        fix: "install espeak-ng-data, or set `espeak.voice` in the profile to one `espeak-ng --voices` lists")
    }
  }

  private init(_ other: Synthesizer, spokenForms: SpokenForms) {
    voice = other.voice
    engine = other.engine
    store = other.store
    self.spokenForms = spokenForms
  }

  /// The same voice saying written text as `spokenForms` do (another screen reader's), with the
  /// same cache: what both say alike is synthesized once in a run, and counted once.
  public func speaking(_ spokenForms: SpokenForms) -> Synthesizer {
    Synthesizer(self, spokenForms: spokenForms)
  }

  public var statistics: Statistics {
    lock.withLock {
      var s = store.stats
      s.cachedSegments = cache.count
      s.memoryBytes = cache.memoryBytes
      s.spilledBytes = cache.spilledBytes
      return s
    }
  }

  /// The espeak-ng voice and parameters `segment` is spoken with.
  public func settings(for segment: Segment) -> VoiceSettings {
    lock.withLock { unlockedSettings(for: segment) }
  }

  /// The audio and word times of `segment`, synthesized on first use and cached after.
  public func speech(for segment: Segment, cancellation: Cancellation? = nil) throws(SpeechError) -> SynthesizedSpeech {
    try speech(for: segment, cancellation, samples: true)
  }

  /// `speech(for:)` without the samples when they are cached (a layout needs only the duration and
  /// word times), counted as a use as that is.
  public func timing(for segment: Segment) throws(SpeechError) -> SynthesizedSpeech {
    try speech(for: segment, nil, samples: false)
  }

  /// The speech of `segment`'s spoken form, its words pointing into the written text.
  private func speech(for segment: Segment, _ cancellation: Cancellation?, samples: Bool) throws(SpeechError) -> SynthesizedSpeech {
    let spoken = spokenForms.spoken(segment)
    let sound = try sound(spoken.text, segment, cancellation, samples: samples)
    let speech = SynthesizedSpeech(samples: sound.samples.array, words: sound.words, duration: sound.duration)
    return spoken.isRewritten ? Self.written(speech, spoken) : speech
  }

  /// The samples of `segment` alone, as `speech(for:)` has them, for the mixer: those kept in a
  /// file are read where they lie.
  func samples(for segment: Segment, cancellation: Cancellation?) throws(SpeechError) -> ClipSamples {
    try sound(spokenForms.spoken(segment).text, segment, cancellation, samples: true).samples
  }

  /// The audio of `text`, the spoken form of `segment`, with word offsets into `text`; without
  /// `samples`, a cached segment's samples are left out. A segment a worker is synthesizing
  /// (`expect`) is waited for.
  private func sound(_ text: String, _ segment: Segment, _ cancellation: Cancellation?, samples: Bool) throws(SpeechError) -> SegmentCache.CachedSound {
    lock.lock()
    defer { lock.unlock() }
    let key = SegmentCache.Key(text: text, spellOut: segment.speech?.spellOut ?? false,
                               settings: unlockedSettings(for: segment))
    while store.expected.contains(key) { lock.wait() }
    do {
      if let cached = try cache.sound(for: key, samples: samples) {
        // A segment synthesized ahead is first used here: that use is its synthesis, not a reuse.
        if store.takenAhead.remove(key) == nil { store.stats.hits += 1 }
        return cached
      }
    } catch {
      throw SpeechError(.synthesis, message: "\(error)", context: "reading cached speech back")
    }
    if text.allSatisfy(\.isWhitespace) {
      return SegmentCache.CachedSound(samples: ClipSamples([]), words: [], duration: 0)
    }
    let speech = try engine.synthesize(SpeechMarkup(text, spellOut: key.spellOut), settings: key.settings,
                                       cancellation: cancellation)
    store.stats.syntheses += 1
    do {
      try cache.store(speech, for: key)
    } catch {
      throw SpeechError(.synthesis, message: "\(error)", context: "keeping cached speech in a temporary file")
    }
    return SegmentCache.CachedSound(samples: ClipSamples(speech.samples), words: speech.words, duration: speech.duration)
  }

  /// `speech` of a spoken form with its words pointing into the written text: the words said for
  /// a rewritten run ("2 dollars and 50 cents") stand as one, the run as written ("$2.50").
  static func written(_ speech: SynthesizedSpeech, _ spoken: SpokenText) -> SynthesizedSpeech {
    var result = speech
    result.words = []
    for word in speech.words {
      let range = spoken.written(offset: word.offset, length: word.length)
      if let last = result.words.last, last.offset == range.offset { continue }
      result.words.append(.init(start: word.start, offset: range.offset, length: range.length))
    }
    return result
  }

  /// The distinct segments of `segments` that are not cached yet and have words to speak, as
  /// requests for synthesis elsewhere (`SynthesisWorker`), in the order they are first met.
  public func missing(_ segments: [Segment]) -> [SynthesisWorker.Request] {
    lock.withLock {
      var seen = Set<SegmentCache.Key>()
      var requests: [SynthesisWorker.Request] = []
      for segment in segments where !segment.text.allSatisfy(\.isWhitespace) {
        let key = SegmentCache.Key(text: spokenForms.spoken(segment).text, spellOut: segment.speech?.spellOut ?? false,
                                   settings: unlockedSettings(for: segment))
        if !cache.contains(key), seen.insert(key).inserted {
          requests.append(SynthesisWorker.Request(text: key.text, spellOut: key.spellOut, settings: key.settings))
        }
      }
      return requests
    }
  }

  /// Notes that a worker is synthesizing `requests`: until `take` has them (or gives them up),
  /// asking for one of them waits for it rather than synthesizing it here.
  public func expect(_ requests: [SynthesisWorker.Request]) {
    lock.withLock {
      for r in requests { store.expected.insert(SegmentCache.Key(text: r.text, spellOut: r.spellOut, settings: r.settings)) }
    }
  }

  /// Takes into the cache the results a worker writes to the file at `path` for `requests`, in
  /// their order, as they arrive, each counted as a synthesis: what follows finds them there, as
  /// if synthesized here. `ended` says whether the worker has ended. Stops at the first result
  /// that is not whole; the requests not taken are no longer waited for (they are synthesized
  /// here when asked for). Returns how many were taken.
  public func take(_ path: String, for requests: [SynthesisWorker.Request], ended: @escaping () -> Bool) -> Int {
    let keys = requests.map { SegmentCache.Key(text: $0.text, spellOut: $0.spellOut, settings: $0.settings) }
    var taken = 0
    defer {
      lock.withLock {
        for key in keys[taken...] { store.expected.remove(key) }
        lock.broadcast()
      }
    }
    guard let results = SynthesisWorker.Results(path: path, sampleRate: sampleRate, ended: ended) else { return 0 }
    for key in keys {
      guard let (speech, offset, count) = results.next() else { break }
      lock.withLock {
        if !cache.contains(key) {
          cache.keep(key, in: results.file, offset: offset, count: count, words: speech.words, duration: speech.duration)
          store.stats.syntheses += 1
          store.takenAhead.insert(key)
        }
        store.expected.remove(key)
        lock.broadcast()
      }
      taken += 1
    }
    return taken
  }

  private func unlockedSettings(for segment: Segment) -> VoiceSettings {
    let engine = self.engine
    let name = store.resolver.voice(for: segment.language) { engine.loadableVoice($0) }
    var pitch = voice.pitch
    if let scale = segment.speech?.pitch { pitch = Int((Double(voice.pitch) * scale).rounded()) }
    return VoiceSettings(voice: name, rate: min(max(voice.rate, 80), 450), pitch: min(max(pitch, 0), 100),
                         range: min(max(voice.range, 0), 100), volume: min(max(voice.volume, 0), 200),
                         punctuation: segment.speech?.punctuation ?? (spokenForms.punctuation == .all))
  }
}
