import EarshotModel
import Foundation

/// Synthesis in worker processes. espeak-ng keeps its state in globals, so one process speaks one
/// text at a time; a long render hands its distinct segments to workers (earshot itself, running a
/// hidden command) and takes their audio into its cache (`Synthesizer.missing`, `Synthesizer.take`).
///
/// Requests are a JSON array; the worker speaks them in order and writes each result as it is
/// done: three 64-bit integers (sample count, duration in milliseconds, word count), the 16-bit
/// samples, then three integers per word (start, offset, length), all in the machine's byte order
/// (both ends are the same binary on the same machine).
public enum SynthesisWorker {
  /// The hidden command that runs a worker's job.
  public static let command = "__synthesize"

  /// One text to speak, with everything that changes how it sounds.
  public struct Request: Hashable, Sendable {
    public var text: String
    public var spellOut: Bool
    public var settings: VoiceSettings
  }

  // MARK: - Requests

  public static func encode(_ requests: [Request]) -> [UInt8] {
    let items: [JSONValue] = requests.map { r in
      let s = r.settings
      return ["text": .string(r.text), "spellOut": .bool(r.spellOut), "voice": .string(s.voice), "rate": .number(Double(s.rate)),
              "pitch": .number(Double(s.pitch)), "range": .number(Double(s.range)), "volume": .number(Double(s.volume)),
              "punctuation": .bool(s.punctuation)]
    }
    return Array(JSONWriter.string(.array(items)).utf8)
  }

  /// The requests in `bytes`, each number within the range espeak-ng takes (as `Synthesizer`
  /// keeps them); the voice is checked against the installed ones before it is used.
  public static func decode(_ bytes: [UInt8]) throws(InputError) -> [Request] {
    let json: JSONValue
    do {
      json = try JSONParser.parse(bytes: bytes)
    } catch {
      throw InputError(file: "synthesis requests", place: "line \(error.line), column \(error.column)", error.message)
    }
    guard let items = json.arrayValue else { throw InputError(file: "synthesis requests", "expected an array of requests") }
    var requests: [Request] = []
    for (i, item) in items.enumerated() {
      func number(_ key: String, _ range: ClosedRange<Int>) throws(InputError) -> Int {
        guard let n = item[key]?.numberValue, let whole = Int(exactly: n), range.contains(whole) else {
          throw InputError(file: "synthesis requests", place: "[\(i)].\(key)", "expected a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return whole
      }
      guard let text = item["text"]?.stringValue, let voice = item["voice"]?.stringValue,
        let spellOut = item["spellOut"]?.boolValue, let punctuation = item["punctuation"]?.boolValue
      else { throw InputError(file: "synthesis requests", place: "[\(i)]", "expected text, voice, spellOut and punctuation") }
      let settings = VoiceSettings(voice: voice, rate: try number("rate", 80...450), pitch: try number("pitch", 0...100),
                                   range: try number("range", 0...100), volume: try number("volume", 0...200), punctuation: punctuation)
      requests.append(Request(text: text, spellOut: spellOut, settings: settings))
    }
    return requests
  }

  // MARK: - The worker

  /// Speaks `requests` in order, writing each result to `output` as soon as it is made.
  public static func serve(_ requests: [Request], to output: FileHandle) throws(SpeechError) {
    let engine = try SpeechEngine.shared()
    for request in requests {
      // Only a voice espeak-ng lists, under the name it loads, is ever set.
      guard engine.loadableVoice(request.settings.voice) == request.settings.voice else {
        throw SpeechError(.voiceNotFound, message: "espeak-ng lists no voice \"\(UserText.quoted(request.settings.voice, limit: 40))\"",
                          context: "synthesis worker")
      }
      let written = try engine.synthesize(SpeechMarkup(request.text, spellOut: request.spellOut), settings: request.settings) {
        write($0, words: $1, duration: $2, to: output.fileDescriptor)
      }
      guard written else {
        throw SpeechError(.synthesis, message: "cannot hand the audio back (\(String(cString: strerror(errno))))", context: "synthesis worker")
      }
    }
  }

  /// Writes one result to `descriptor`: its numbers, then the samples straight from where
  /// synthesis gathered them (a long render's results are over a hundred megabytes, not worth
  /// copying once more), then the word times. False when a write fails.
  static func write(_ samples: UnsafeBufferPointer<Int16>, words: [SynthesizedSpeech.WordEvent], duration: Int, to descriptor: Int32) -> Bool {
    let (head, times) = parts(count: samples.count, words: words, duration: duration)
    return head.withUnsafeBytes { all($0, to: descriptor) } && all(UnsafeRawBufferPointer(samples), to: descriptor)
      && times.withUnsafeBytes { all($0, to: descriptor) }
  }

  /// One result's bytes, as `write` writes them.
  static func frame(_ speech: SynthesizedSpeech) -> Data {
    let (head, times) = parts(count: speech.samples.count, words: speech.words, duration: speech.duration)
    var data = Data()
    head.withUnsafeBytes { data.append(contentsOf: $0) }
    speech.samples.withUnsafeBytes { data.append(contentsOf: $0) }
    times.withUnsafeBytes { data.append(contentsOf: $0) }
    return data
  }

  /// The numbers before a result's samples and the word times after them.
  private static func parts(count: Int, words: [SynthesizedSpeech.WordEvent], duration: Int) -> (head: [Int64], words: [Int64]) {
    (head: [count, duration, words.count].map { Int64($0) },
     words: words.flatMap { [Int64($0.start), Int64($0.offset), Int64($0.length)] })
  }

  /// Writes all of `bytes`, however many calls that takes.
  private static func all(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    var done = 0
    while done < bytes.count {
      let n = Foundation.write(descriptor, bytes.baseAddress! + done, bytes.count - done)
      if n < 0, errno == EINTR { continue }
      guard n > 0 else { return false }
      done += n
    }
    return true
  }

  /// A worker's results file, read while the worker writes it (polling: the worker writes a
  /// regular file). Each result's samples stay in the file, where the cache reads them when they
  /// are played; only the numbers and word times are read here.
  final class Results {
    let file: SpillFile
    private let sampleRate: Int
    /// True once the worker has ended: what is in the file then is all there will be.
    private let ended: () -> Bool
    /// Where the next result starts.
    private var offset = 0
    /// How long to wait before looking again for what the worker has not written yet.
    private static let pause: useconds_t = 2_000

    /// The results file at `path`, once the worker has made it; nil when it ended without.
    init?(path: String, sampleRate: Int, ended: @escaping () -> Bool) {
      var opened: SpillFile?
      while opened == nil {
        let over = ended()
        opened = SpillFile(reading: path)
        if opened == nil, over { return nil }
        if opened == nil { usleep(Self.pause) }
      }
      file = opened!
      self.sampleRate = sampleRate
      self.ended = ended
    }

    /// The next result: its duration and word times (no samples), and where its samples lie in
    /// `file`. Nil at the end, or when what arrives is not a whole result.
    func next() -> (speech: SynthesizedSpeech, offset: Int, count: Int)? {
      guard let header = bytes(at: offset, count: 24) else { return nil }
      let numbers = header.withUnsafeBytes { raw in (0..<3).map { Int(raw.loadUnaligned(fromByteOffset: $0 * 8, as: Int64.self)) } }
      let (samples, duration, words) = (numbers[0], numbers[1], numbers[2])
      // No segment is near an hour long; anything else is not a result.
      guard (0...sampleRate * 3600).contains(samples), duration >= 0, (0...samples + 1_000).contains(words) else { return nil }
      let pcm = offset + 24, wordsAt = pcm + samples * 2
      guard let wordBytes = bytes(at: wordsAt, count: words * 24) else { return nil }
      var speech = SynthesizedSpeech(samples: [], words: [], duration: duration)
      wordBytes.withUnsafeBytes { raw in
        for w in 0..<words {
          let value = { (k: Int) in Int(raw.loadUnaligned(fromByteOffset: (w * 3 + k) * 8, as: Int64.self)) }
          speech.words.append(.init(start: value(0), offset: value(1), length: value(2)))
        }
      }
      offset = wordsAt + words * 24
      return (speech, pcm, samples)
    }

    /// The `count` bytes at `at`, once everything up to their end is written (so the samples
    /// before them are too); nil when the worker ended first.
    private func bytes(at: Int, count: Int) -> [UInt8]? {
      var data = [UInt8](repeating: 0, count: count)
      while true {
        let over = ended()
        if file.length >= at + count {
          let read = data.withUnsafeMutableBytes { file.read(into: $0, offset: at) }
          return read == count ? data : nil
        }
        if over { return nil }
        usleep(Self.pause)
      }
    }
  }
}
