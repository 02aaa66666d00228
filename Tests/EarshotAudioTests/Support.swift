import EarshotAudio
import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Foundation

/// A fresh directory under the system's temporary directory, for one test's files.
func temporaryDirectory(_ name: String = #function) -> URL {
  let safe = name.filter { $0.isLetter || $0.isNumber }
  let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("earshot-audio-\(safe)-\(UUID().uuidString.prefix(8))")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// A rendered swipe-through: the timeline, the file and what libsndfile reads back from it.
struct Rendered {
  var timeline: HeardTimeline
  var synthesizer: Synthesizer
  var path: String
  var audio: DecodedAudio
}

/// Renders a swipe through `document`'s first screen to `file` (a name ending in any extension `AudioFileFormat` knows).
func render(_ document: Document, reader: VoiceOver = Fixture.reader(), voice: Voice = Fixture.voice(), file: String = "out.wav",
            hints: Bool? = nil, earcons: Bool? = nil, directory: URL = temporaryDirectory(),
            synthesizer: Synthesizer? = nil) throws -> Rendered {
  let synthesizer = try synthesizer ?? Synthesizer(voice: voice)
  let timing = SynthesizedTiming(synthesizer: synthesizer)
  let timeline = SwipeThrough.timeline(of: document.startScreen, reader: reader, timing: timing, speakHints: hints, earcons: earcons)
  try timing.check()
  let path = directory.appendingPathComponent(file).path
  let writer = try AudioFileWriter(path: path, format: AudioFileFormat(path: path)!, sampleRate: synthesizer.sampleRate)
  try TimelineMixer(timeline: timeline, synthesizer: synthesizer).render(to: writer)
  try writer.commit()
  return Rendered(timeline: timeline, synthesizer: synthesizer, path: path, audio: try DecodedAudio.read(path))
}

/// The bundled sample at `samples/NAME`.
func sample(_ name: String) -> Document {
  do {
    return try DocumentReader.read(bytes: Repository.read("samples/\(name)"), file: name).document
  } catch {
    fatalError("sample \(name) does not parse: \(error)")
  }
}

extension DecodedAudio {
  /// Milliseconds of audio.
  var milliseconds: Int { samples.count * 1000 / sampleRate }

  /// The loudest absolute sample between `from` and `to` milliseconds.
  func peak(from: Int, to: Int) -> Int {
    let a = max(from * sampleRate / 1000, 0), b = min(to * sampleRate / 1000, samples.count)
    guard a < b else { return 0 }
    return samples[a..<b].map { abs(Int($0)) }.max() ?? 0
  }

  /// How many milliseconds of near-silence (every sample under `threshold`) end at `ms`.
  func silence(endingAt ms: Int, threshold: Int = 400) -> Int {
    var i = min(ms * sampleRate / 1000, samples.count) - 1
    var count = 0
    while i >= 0, abs(Int(samples[i])) < threshold {
      count += 1
      i -= 1
    }
    return count * 1000 / sampleRate
  }

  /// Root-mean-square level between `from` and `to` milliseconds.
  func rms(from: Int, to: Int) -> Double {
    let a = max(from * sampleRate / 1000, 0), b = min(to * sampleRate / 1000, samples.count)
    guard a < b else { return 0 }
    let sum = samples[a..<b].reduce(0.0) { $0 + Double($1) * Double($1) }
    return (sum / Double(b - a)).squareRoot()
  }
}
