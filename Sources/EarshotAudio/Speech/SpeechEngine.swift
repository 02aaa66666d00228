import EarshotModel
import EarshotOutput
import Foundation

/// The one owner of espeak-ng's global state.
///
/// espeak-ng keeps everything in globals and is not thread-safe, so the process has a single
/// engine and every call into espeak-ng happens under its lock. It runs in synchronous output mode:
/// `synthesize` returns when the text is done, having collected the 16-bit PCM and the word events
/// the synth callback received. Voice and parameters are set only when they differ from what
/// espeak-ng already has.
///
/// What espeak-ng makes of a text must not depend on what the process spoke before, or one screen
/// would sound different alone, in a batch, in a worker or in a review page, and a cached segment
/// would not be the one the text gives. espeak-ng 1.51 carries three things from one synthesis to
/// the next, none of which its API resets (reloading the voice does not): the phase of its pitch
/// flutter and a count of pitch cycles behind its roughness, both counters in its wave generator
/// that run on across everything spoken, and the phoneme list, whose entries past the end of a
/// clause are read as they were left. So each voice is loaded from a copy of its voice file that
/// holds flutter and vowel roughness at zero (`steady`), and before each text one fixed clause, at
/// least as long as the text's, is translated to phonemes (nothing is synthesized), so that what
/// lies past each clause is always the same. The trill and glottal-stop modulation a few voices
/// have (German and Russian r) still counts cycles, so there a few samples of a trill may differ;
/// the timing never does. A profile with a variant (`+f3`) loads as espeak-ng's own.
public final class SpeechEngine: @unchecked Sendable {
  /// Samples per second of everything espeak-ng produces (22050 for its standard voices).
  public let sampleRate: Int
  /// The espeak-ng version and its data directory.
  public let version: String
  public let dataPath: String

  private let lock = NSLock()
  private var state = EngineState()
  /// The memory each synthesis gathers its samples in, kept from one to the next.
  private var gathered: [Int16] = []
  private var installed: [ESpeakVoiceEntry]?
  private var installedVariants: [ESpeakVoiceEntry]?
  private var loadable: [String: String?] = [:]
  /// Every name `loadableVoice` has returned: the only names handed to `espeak_ng_SetVoiceByName`.
  private var verified: Set<String> = []
  /// Each voice's steady copy (see the type's notes), by the name it was set by; nil when there is
  /// none (a variant, a voice file not found).
  private var steady: [String: SteadyVoice?] = [:]

  private static let startLock = NSLock()
  nonisolated(unsafe) private static var started: Result<SpeechEngine, SpeechError>?

  /// The process's engine, started on first use.
  public static func shared() throws(SpeechError) -> SpeechEngine {
    let result = startLock.withLock { () -> Result<SpeechEngine, SpeechError> in
      if let started { return started }
      let result = Result<SpeechEngine, SpeechError> { () throws(SpeechError) -> SpeechEngine in try SpeechEngine() }
      started = result
      return result
    }
    return try result.get()
  }

  private init() throws(SpeechError) {
    earshot_espeak_ng_InitializePath(nil)
    var status = earshot_espeak_ng_Initialize()
    guard status == espeakStatusOK else {
      throw SpeechError(.initialization, status: status, context: "starting",
                        fix: "install espeak-ng-data, or set ESPEAK_DATA_PATH to the directory holding espeak-ng-data")
    }
    status = Self.withoutAudioServer { earshot_espeak_ng_InitializeOutputSynchronous(bufferMilliseconds: 100) }
    guard status == espeakStatusOK else {
      throw SpeechError(.initialization, status: status, context: "starting synchronous output")
    }
    earshot_espeak_SetSynthCallback(synthCallback)
    sampleRate = Int(earshot_espeak_ng_GetSampleRate())
    (version, dataPath) = earshot_espeak_Info()
  }

  /// Runs `body` with PulseAudio pointed at no server. espeak-ng 1.51 opens an audio device even
  /// for synchronous output, which connects to the user's audio server (or starts one) although
  /// Earshot only takes samples from it; live audio goes through pcaudiolib on its own. Changing
  /// the environment can crash a thread reading it at that moment, so the executable starts the
  /// engine before it starts any thread (`Earshot.prepareProcess`).
  private static func withoutAudioServer<T>(_ body: () -> T) -> T {
    let saved = getenv("PULSE_SERVER").map { String(cString: $0) }
    setenv("PULSE_SERVER", "unix:/nonexistent/earshot-synthesis-only", 1)
    defer { if let saved { setenv("PULSE_SERVER", saved, 1) } else { unsetenv("PULSE_SERVER") } }
    return body()
  }

  /// Speaks `markup` with `settings` and returns the audio and word events.
  ///
  /// Setting `cancellation` from another thread stops synthesis at the next audio chunk (the
  /// callback returns 1) and throws a `.cancelled` error; nothing partial is returned.
  func synthesize(_ markup: SpeechMarkup, settings: VoiceSettings, cancellation: Cancellation? = nil) throws(SpeechError) -> SynthesizedSpeech {
    try synthesize(markup, settings: settings, cancellation: cancellation) { samples, words, duration in
      SynthesizedSpeech(samples: Array(samples), words: words, duration: duration)
    }
  }

  /// `synthesize`, handing `body` the samples where they were gathered, before the next text
  /// reuses that memory: a worker writes them out without a copy of its own, and no call grows
  /// an array of its own sample by sample.
  func synthesize<T>(_ markup: SpeechMarkup, settings: VoiceSettings, cancellation: Cancellation? = nil,
                     _ body: (UnsafeBufferPointer<Int16>, [SynthesizedSpeech.WordEvent], Int) -> T) throws(SpeechError) -> T {
    lock.lock()
    defer { lock.unlock() }
    try apply(settings)
    // What espeak-ng's phoneme list holds past each clause of the text: always the same.
    earshot_espeak_TextToPhonemes(Self.phonemeListFiller(for: markup.text))
    // The collector holds the memory alone while it gathers (a second reference would make the
    // first append copy it).
    let collector = SynthesisCollector(cancellation: cancellation)
    swap(&collector.samples, &gathered)
    activeCollector = collector
    defer {
      activeCollector = nil
      swap(&collector.samples, &gathered)
      gathered.removeAll(keepingCapacity: true)
    }
    var bytes = Array(markup.text.utf8CString)
    let status = bytes.withUnsafeMutableBufferPointer { buffer in
      earshot_espeak_ng_Synthesize(UnsafeBufferPointer(buffer))
    }
    bytes.removeAll()
    if collector.wasCancelled {
      _ = earshot_espeak_ng_Cancel()
      state = EngineState()  // espeak-ng restores its saved parameters on cancel: set them again.
      throw SpeechError(.cancelled, message: "synthesis was interrupted", context: "speaking")
    }
    guard status == espeakStatusOK else {
      throw SpeechError(.synthesis, status: status, context: "speaking \"\(markup.text.prefix(60))\"")
    }
    var words: [SynthesizedSpeech.WordEvent] = []
    var lastPosition = -1
    var lastWord: Range<Int>?
    for word in collector.words where word.position != lastPosition {
      // espeak-ng repeats a position when it spells a word letter by letter, and ends with an
      // empty word; neither starts a new word of the text.
      guard let range = markup.originalRange(position: word.position, length: word.length) else { continue }
      lastPosition = word.position
      // A written word can be spoken as several ("35" as "thirty five", "1,250" as four words),
      // each with an event inside it: the first stands for the written word.
      guard let written = markup.writtenWord(at: range.offset), written != lastWord else { continue }
      lastWord = written
      words.append(.init(start: word.milliseconds, offset: written.lowerBound, length: written.count))
    }
    let duration = (collector.samples.count * 1000 + sampleRate - 1) / sampleRate
    return collector.samples.withUnsafeBufferPointer { body($0, words, duration) }
  }

  /// The name under which espeak-ng loads `voice`, or nil when no installed voice matches.
  ///
  /// Only what espeak-ng itself lists gets as far as `espeak_ng_SetVoiceByName`, which would open
  /// any other name as a file and copies it into fixed-size buffers: the voice must be an installed
  /// voice's identifier (`gmw/en-US`), file name (`en-us`), name (`English (America)`) or one of
  /// its languages (`en-gb`), and a variant (`+f3`) one of the installed variants, all regardless
  /// of case. A voice file name then loads as it is; a language tag that is no file name (`en-gb`
  /// is the file `gmw/en`) is looked up among the installed voices' languages, as the
  /// `espeak-ng -v` command does. MBROLA voices are skipped, since they need MBROLA installed.
  public func loadableVoice(_ voice: String) -> String? {
    lock.lock()
    defer { lock.unlock() }
    if let known = loadable[voice] { return known }
    let found = findLoadable(voice)
    loadable[voice] = .some(found)
    return found
  }

  /// Whether espeak-ng can load `voice` (see `loadableVoice`).
  public func canLoad(voice: String) -> Bool { loadableVoice(voice) != nil }

  private func voiceList() -> [ESpeakVoiceEntry] {
    if installed == nil { installed = earshot_espeak_ListVoices() }
    return installed!
  }

  private func findLoadable(_ voice: String) -> String? {
    let parts = voice.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    let base = parts[0].lowercased()
    guard isListed(voice: base), parts.count == 1 || isListed(variant: parts[1]) else { return nil }
    // espeak-ng copies the name into a 60-byte buffer and the variant into a 40-byte one.
    guard voice.utf8.count < 60, parts.count == 1 || parts[1].utf8.count < 30 else { return nil }
    state = EngineState()  // the voice changes (or fails to): set everything again next time.
    if earshot_espeak_ng_SetVoiceByName(voice) == espeakStatusOK { return verify(voice) }
    let variant = parts.count > 1 ? "+" + parts[1] : ""
    let matches = voiceList().filter { !$0.identifier.hasPrefix("mb/") }.compactMap { entry -> (Int, String)? in
      guard let match = entry.languages.first(where: { $0.language.lowercased() == base }) else { return nil }
      return (match.priority, entry.identifier)
    }.sorted { $0.0 < $1.0 }
    for (_, identifier) in matches where earshot_espeak_ng_SetVoiceByName(identifier + variant) == espeakStatusOK {
      return verify(identifier + variant)
    }
    return nil
  }

  private func verify(_ name: String) -> String {
    verified.insert(name)
    return name
  }

  /// Whether an installed voice (MBROLA voices aside) has `name` (lower case) as its identifier,
  /// file name, name or one of its languages.
  private func isListed(voice name: String) -> Bool {
    guard !name.isEmpty else { return false }
    return voiceList().contains { entry in
      guard !entry.identifier.hasPrefix("mb/") else { return false }
      let identifier = entry.identifier.lowercased()
      return identifier == name || identifier.split(separator: "/").last.map(String.init) == name
        || entry.name.lowercased() == name || entry.languages.contains { $0.language.lowercased() == name }
    }
  }

  /// Whether `name` is an installed variant's file name (`f3` of `!v/f3`) or name, regardless of case.
  private func isListed(variant name: String) -> Bool {
    let lower = name.lowercased()
    guard !lower.isEmpty else { return false }
    if installedVariants == nil { installedVariants = earshot_espeak_ListVoices(variants: true) }
    return installedVariants!.contains { entry in
      entry.identifier.split(separator: "/").last.map { $0.lowercased() } == lower || entry.name.lowercased() == lower
    }
  }

  /// Sets the voice and each parameter that differs from what espeak-ng has.
  private func apply(_ settings: VoiceSettings) throws(SpeechError) {
    if state.voice != settings.voice {
      state = EngineState()
      guard verified.contains(settings.voice) else {
        throw SpeechError(.voiceNotFound, message: "espeak-ng lists no voice \"\(UserText.quoted(settings.voice, limit: 40))\"",
                          context: "setting the voice", fix: "`espeak-ng --voices` lists the installed voices; set `espeak.voice` in the profile")
      }
      let status = earshot_espeak_ng_SetVoiceByName(settings.voice)
      guard status == espeakStatusOK else {
        throw SpeechError(status == espeakStatusVoiceNotFound ? .voiceNotFound : .synthesis, status: status,
                          context: "setting voice \"\(settings.voice)\"",
                          fix: "`espeak-ng --voices` lists the installed voices; set `espeak.voice` in the profile")
      }
      // The voice file's copy without flutter and roughness, when there is one.
      if steady[settings.voice] == nil { steady[settings.voice] = .some(SteadyVoice.make(dataPath: dataPath)) }
      if let voice = steady[settings.voice] ?? nil {
        // From its start: where /dev/fd/N shares the descriptor (not Linux), the offset is shared too.
        lseek(voice.descriptor, 0, SEEK_SET)
        if earshot_espeak_ng_SetVoiceByFile(voice.path) != espeakStatusOK {
          // Not loadable after all: espeak-ng's own voice, as set above.
          steady[settings.voice] = .some(nil)
          _ = earshot_espeak_ng_SetVoiceByName(settings.voice)
        }
      }
      state.voice = settings.voice
    }
    func set(_ parameter: ESpeakParameter, _ value: Int32, _ known: inout Int32?) throws(SpeechError) {
      guard known != value else { return }
      known = nil
      let status = earshot_espeak_ng_SetParameter(parameter, value)
      guard status == espeakStatusOK else {
        throw SpeechError(.synthesis, status: status, context: "setting \(parameter) to \(value)")
      }
      known = value
    }
    try set(.rate, Int32(settings.rate), &state.rate)
    try set(.pitch, Int32(settings.pitch), &state.pitch)
    try set(.range, Int32(settings.range), &state.range)
    try set(.volume, Int32(settings.volume), &state.volume)
    // espeak-ng 1.51 applies espeakPUNCTUATION in synchronous mode but reports EINVAL for it
    // (its switch has no case for the parameter after storing it), so the status is not checked;
    // the punctuation test proves the setting takes effect.
    let punctuation = settings.punctuation ? ESpeakParameter.punctuationAll : ESpeakParameter.punctuationNone
    if state.punctuation != punctuation {
      _ = earshot_espeak_ng_SetParameter(.punctuation, punctuation)
      state.punctuation = punctuation
    }
  }
}

extension SpeechEngine {
  /// One fixed clause of at least as many phonemes as any clause of `text` (and at most one clause,
  /// as long as espeak-ng's clause buffer of 800 characters), so that whatever a clause of `text`
  /// reads past its own end in the phoneme list is this clause's and not an earlier text's.
  static func phonemeListFiller(for text: String) -> String {
    let words = min(266, max(48, text.utf8.count * 2))
    return String(repeating: "pa ", count: words)
  }
}

/// A copy of the loaded voice's file that holds pitch flutter and vowel roughness at zero, read
/// by espeak-ng through a descriptor (`/proc/self/fd/N`): the file is unlinked as soon as it is
/// made, so nothing is left behind however the process ends.
struct SteadyVoice {
  let descriptor: Int32
  var path: String

  /// For the voice espeak-ng has just loaded by name, or nil (a variant, which espeak-ng loads on
  /// top of its voice from a folder of its own; a voice file that is not where it should be).
  static func make(dataPath: String) -> SteadyVoice? {
    guard let identifier = earshot_espeak_GetCurrentVoiceIdentifier(), !identifier.contains("+"),
          !identifier.contains(".."), !identifier.hasPrefix("/") else { return nil }
    let candidates = ["lang", "voices"].map { PathName.joining(PathName.joining(dataPath, $0), identifier) }
    guard let source = candidates.first(where: { InputFile.kind(of: $0) == .file }),
          let bytes = try? InputFile.read(source, limit: 1 << 16) else { return nil }
    let fd = Cleanup.unlinkedTemporaryFile(prefix: "earshot-voice").descriptor
    guard fd >= 0 else { return nil }
    // Later lines win: the voice's own flutter and roughness, if any, are overridden.
    let content = bytes + Array("\nflutter 0\nroughness 0\n".utf8)
    let written = content.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    #if os(Linux)
      let path = "/proc/self/fd/\(fd)"
    #else
      let path = "/dev/fd/\(fd)"
    #endif
    // espeak-ng copies the name into 60 bytes and lowercases it.
    guard written == content.count, path.utf8.count < 60, InputFile.kind(of: path) == .file else {
      close(fd)
      return nil
    }
    return SteadyVoice(descriptor: fd, path: path)
  }
}

/// What espeak-ng is known to have set; nil where unknown (after a voice change or a cancel).
private struct EngineState {
  var voice: String?
  var rate: Int32?
  var pitch: Int32?
  var range: Int32?
  var volume: Int32?
  var punctuation: Int32?
}

/// A flag another thread sets to stop work in progress (synthesis, playback).
public final class Cancellation: @unchecked Sendable {
  private let lock = NSLock()
  private var cancelled = false
  public init() {}
  public func cancel() { lock.withLock { cancelled = true } }
  public var isCancelled: Bool { lock.withLock { cancelled } }
}

/// What the synth callback gathers during one `synthesize` call.
final class SynthesisCollector {
  var samples: [Int16] = []
  var words: [ESpeakWordEvent] = []
  let cancellation: Cancellation?
  var wasCancelled = false

  init(cancellation: Cancellation?) { self.cancellation = cancellation }

  func receive(_ wav: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<ESpeakEvent>?) -> Int32 {
    if let cancellation, cancellation.isCancelled {
      wasCancelled = true
      return 1
    }
    if let wav, count > 0 { samples.append(contentsOf: UnsafeBufferPointer(start: wav, count: Int(count))) }
    words += earshot_wordEvents(events)
    return 0
  }
}

/// The collector of the synthesis in progress; set and cleared under the engine's lock, read by
/// the callback on the same thread.
nonisolated(unsafe) private var activeCollector: SynthesisCollector?

private let synthCallback: ESpeakCallback = { wav, count, events in
  activeCollector?.receive(wav, count, events) ?? 1
}
