@testable import EarshotAudio
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing

@Suite("Audio files through libsndfile")
struct FileTests {
  let document = Fixture.screen("""
    {"type": "label", "text": "Settings", "traits": ["header"], "frame": [0, 0, 300, 30]},
    {"type": "switch", "label": "Haptics", "on": true, "frame": [0, 40, 300, 44]}
    """)

  @Test("FLAC, Ogg Vorbis, Opus and MP3 are written and read back with the same duration",
        arguments: ["out.flac", "out.ogg", "out.opus", "out.mp3"])
  func formats(file: String) throws {
    let directory = temporaryDirectory()
    // One synthesizer for both, so both files hold the same speech.
    let synthesizer = try Synthesizer(voice: Fixture.voice())
    let wav = try render(document, file: "out.wav", directory: directory, synthesizer: synthesizer)
    let other = try render(document, file: file, directory: directory, synthesizer: synthesizer)
    let format = try #require(AudioFileFormat(path: file))
    #expect(other.audio.format == format)
    // Opus is written at 16 kHz (wideband speech), not espeak-ng's 22.05 kHz: the writer resamples.
    #expect(other.audio.sampleRate == (format == .opus ? 16000 : 22050))
    // MP3 read back keeps the encoder's delay (about 50 ms at 22.05 kHz) and the padding of its last frame.
    #expect(abs(other.audio.milliseconds - wav.audio.milliseconds) < (format == .mp3 ? 100 : 30))
    #expect(other.audio.rms(from: 0, to: other.audio.milliseconds) > 300)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names.sorted() == ["out.wav", file].sorted(), "no temporary files are left behind")
  }

  @Test("audio encoded in memory is a whole file of its format", arguments: [AudioFileFormat.opus, .mp3, .wav])
  func inMemory(format: AudioFileFormat) throws {
    let tone = (0..<22050).map { Int16((8000 * sin(2 * Double.pi * 330 * Double($0) / 22050)).rounded()) }
    let writer = try AudioMemoryWriter(format: format, sampleRate: 22050)
    try tone.withUnsafeBufferPointer { try writer.write($0) }
    let bytes = try writer.finish()
    #expect(writer.framesWritten == 22050)
    let path = temporaryDirectory().appendingPathComponent("tone.\(format.rawValue)").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let audio = try DecodedAudio.read(path)
    #expect(audio.format == format)
    #expect(abs(audio.milliseconds - 1000) < (format == .mp3 ? 100 : 5))
    #expect(audio.rms(from: 200, to: 800) > 4000)
    if format == .opus {
      #expect(Array(bytes.prefix(4)) == Array("OggS".utf8) && String(decoding: bytes.prefix(64), as: UTF8.self).contains("OpusHead"))
      #expect(bytes.count < 5000, "a second of speech-rate Opus is about 3 KB, not \(bytes.count) bytes")
    }
  }

  // libsndfile finishes a stream it is closing (a WAV's header, the last Opus page) by writing
  // through the memory it was opened on, which it points at without keeping: an encoding given up
  // before `finish()` (a failed render, Ctrl-C) must keep that memory until its stream is closed.
  // Under AddressSanitizer (`scripts/sanitize address`) a write into freed memory stops the run.
  @Test("an in-memory encoding given up unfinished keeps its memory until its stream is closed",
        arguments: [AudioFileFormat.wav, .opus, .mp3])
  func inMemoryAbandoned(format: AudioFileFormat) throws {
    let tone = [Int16](repeating: 1000, count: 4410)
    weak var memory: SndfileMemory?
    let encoder = try { () throws -> SoundEncoder in
      let made = SndfileMemory()
      memory = made
      return try SoundEncoder(format: format, sampleRate: 22050, destination: .memory(made), place: "(audio)")
    }()
    try tone.withUnsafeBufferPointer { try encoder.write($0) }
    #expect(memory != nil, "the encoder keeps what its stream writes into")
    encoder.close()
    // The public writer, dropped unfinished: its encoder's stream closes as it goes.
    for _ in 0..<10 {
      let writer = try AudioMemoryWriter(format: format, sampleRate: 22050)
      try tone.withUnsafeBufferPointer { try writer.write($0) }
      #expect(writer.framesWritten == tone.count)
    }
  }

  @Test("formats follow the extension")
  func extensions() {
    #expect(AudioFileFormat(path: "a/b.WAV") == .wav)
    #expect(AudioFileFormat(path: "b.flac") == .flac)
    #expect(AudioFileFormat(path: "b.ogg") == .ogg)
    #expect(AudioFileFormat(path: "b.opus") == .opus)
    #expect(AudioFileFormat(path: "b.MP3") == .mp3)
    #expect(AudioFileFormat(path: "b.aac") == nil)
    #expect(AudioFileFormat(path: "dir.wav/b") == nil)
  }

  /// A directory no file can be created in, even by root (tests may run as root in CI).
  func unwritableDirectory() -> String {
    if getuid() == 0 { return "/proc" }
    let url = temporaryDirectory()
    chmod(url.path, 0o555)
    return url.path
  }

  @Test("a write into an unwritable or missing directory fails and leaves no file")
  func unwritable() {
    for directory in [unwritableDirectory(), temporaryDirectory().appendingPathComponent("missing").path] {
      let path = (directory as NSString).appendingPathComponent("out.wav")
      #expect(throws: SoundFileError.self) {
        _ = try AudioFileWriter(path: path, format: .wav, sampleRate: 22050)
      }
      #expect(!FileManager.default.fileExists(atPath: path))
    }
  }

  @Test("an abandoned write leaves an existing output as it was, and no temporary")
  func abandonedWriteKeepsExisting() throws {
    let directory = temporaryDirectory()
    let path = directory.appendingPathComponent("out.wav").path
    try Data("keep me".utf8).write(to: URL(fileURLWithPath: path))
    do {
      let writer = try AudioFileWriter(path: path, format: .wav, sampleRate: 22050)
      let samples = [Int16](repeating: 1000, count: 22050)
      try samples.withUnsafeBufferPointer { try writer.write($0) }
      writer.abandon()
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.wav"])
  }

  @Test("a committed write replaces the existing output")
  func commitReplaces() throws {
    let directory = temporaryDirectory()
    let path = directory.appendingPathComponent("out.wav").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    let writer = try AudioFileWriter(path: path, format: .wav, sampleRate: 22050)
    let samples = [Int16](repeating: 1000, count: 11025)
    try samples.withUnsafeBufferPointer { try writer.write($0) }
    try writer.commit()
    let audio = try DecodedAudio.read(path)
    #expect(audio.samples.count == 11025)
  }

  @Test("reading something that is not audio gives libsndfile's message")
  func readError() throws {
    let path = temporaryDirectory().appendingPathComponent("not.wav").path
    try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
    #expect {
      _ = try DecodedAudio.read(path)
    } throws: { error in
      guard let error = error as? SoundFileError else { return false }
      return error.code != 0 && !error.message.isEmpty && error.description.hasPrefix(path)
    }
  }
}
