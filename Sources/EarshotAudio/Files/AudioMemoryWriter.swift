/// Audio encoded in memory through libsndfile's virtual I/O, for a page that embeds it: write
/// blocks, then `finish()` gives the bytes of the whole file. Nothing touches the disk; the
/// encoding is the same as a file's (`SoundEncoder`).
public final class AudioMemoryWriter: AudioSink {
  public var format: AudioFileFormat { encoder.format }
  /// The rate of the audio given to `write`.
  public var sampleRate: Int { encoder.sampleRate }
  /// Frames given so far, at `sampleRate`.
  public var framesWritten: Int { encoder.framesWritten }
  private let memory = SndfileMemory()
  private let encoder: SoundEncoder

  public init(format: AudioFileFormat, sampleRate: Int) throws(SoundFileError) {
    encoder = try SoundEncoder(format: format, sampleRate: sampleRate, destination: .memory(memory), place: "(\(format.rawValue) audio)")
  }

  public func write(_ samples: UnsafeBufferPointer<Int16>) throws { try encoder.write(samples) }

  /// Finishes the encoding and returns the file's bytes.
  public func finish() throws(SoundFileError) -> [UInt8] {
    try encoder.finish()
    return memory.bytes
  }
}
