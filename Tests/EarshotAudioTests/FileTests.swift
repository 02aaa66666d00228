import EarshotAudio
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

  @Test("FLAC and OGG/Vorbis are written and read back with the same duration", arguments: ["out.flac", "out.ogg"])
  func formats(file: String) throws {
    let directory = temporaryDirectory()
    // One synthesizer for both, so both files hold the same speech.
    let synthesizer = try Synthesizer(profile: Fixture.profile())
    let wav = try render(document, file: "out.wav", directory: directory, synthesizer: synthesizer)
    let other = try render(document, file: file, directory: directory, synthesizer: synthesizer)
    #expect(other.audio.format == AudioFileFormat(path: file))
    #expect(other.audio.sampleRate == 22050)
    #expect(abs(other.audio.milliseconds - wav.audio.milliseconds) < 30)
    #expect(other.audio.rms(from: 0, to: other.audio.milliseconds) > 300)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names.sorted() == ["out.wav", file].sorted(), "no temporary files are left behind")
  }

  @Test("formats follow the extension")
  func extensions() {
    #expect(AudioFileFormat(path: "a/b.WAV") == .wav)
    #expect(AudioFileFormat(path: "b.flac") == .flac)
    #expect(AudioFileFormat(path: "b.ogg") == .ogg)
    #expect(AudioFileFormat(path: "b.mp3") == nil)
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
