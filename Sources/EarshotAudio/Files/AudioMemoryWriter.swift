/// Audio encoded in memory through libsndfile's virtual I/O, for a page that embeds it: write
/// blocks, then `finish()` gives the bytes of the whole file. Nothing touches the disk.
public final class AudioMemoryWriter: AudioSink {
  public let format: AudioFileFormat
  /// The rate of the audio given to `write`.
  public let sampleRate: Int
  /// Frames given so far, at `sampleRate`.
  public private(set) var framesWritten = 0
  private let memory = SndfileMemory()
  private var handle: SndfileHandle?
  private var resampler: Resampler?
  private var resampled: [Int16] = []

  public init(format: AudioFileFormat, sampleRate: Int) throws(SoundFileError) {
    self.format = format
    self.sampleRate = sampleRate
    let fileRate = format.fileSampleRate(forInput: sampleRate)
    if fileRate != sampleRate { resampler = Resampler(from: sampleRate, to: fileRate) }
    var info = SndfileInfo(sampleRate: Int32(fileRate), channels: 1, format: format.sndfileFormat, frames: 0)
    guard earshot_sf_format_check(info) else {
      throw SoundFileError(code: 0, message: "this libsndfile cannot write \(format.rawValue) audio", path: "(\(format.rawValue) audio)")
    }
    switch earshot_sf_open_virtual(memory, info: &info) {
    case .success(let h): handle = h
    case .failure(let error): throw error
    }
    format.configure(handle!)
  }

  deinit {
    if let handle { _ = earshot_sf_close(handle) }
  }

  public func write(_ samples: UnsafeBufferPointer<Int16>) throws {
    guard !samples.isEmpty else { return }
    if resampler != nil {
      resampled.removeAll(keepingCapacity: true)
      resampler!.process(samples, into: &resampled)
      try resampled.withUnsafeBufferPointer { (b) throws(SoundFileError) in try writeFrames(b) }
    } else {
      try writeFrames(samples)
    }
    framesWritten += samples.count
  }

  /// Finishes the encoding and returns the file's bytes.
  public func finish() throws(SoundFileError) -> [UInt8] {
    if resampler != nil {
      resampled.removeAll(keepingCapacity: true)
      resampler!.finish(into: &resampled)
      try resampled.withUnsafeBufferPointer { (b) throws(SoundFileError) in try writeFrames(b) }
    }
    guard let h = handle else { throw SoundFileError(code: 0, message: "the audio is already finished", path: "(\(format.rawValue) audio)") }
    handle = nil
    let status = earshot_sf_close(h)
    guard status == 0 else {
      throw SoundFileError(code: status, message: "could not finish the audio (libsndfile status \(status))", path: "(\(format.rawValue) audio)")
    }
    return memory.bytes
  }

  private func writeFrames(_ samples: UnsafeBufferPointer<Int16>) throws(SoundFileError) {
    guard let handle else { throw SoundFileError(code: 0, message: "the audio is already finished", path: "(\(format.rawValue) audio)") }
    guard !samples.isEmpty else { return }
    guard earshot_sf_writef_short(handle, samples) == samples.count else {
      let (code, message) = earshot_sf_error(handle)
      throw SoundFileError(code: code, message: code == 0 ? "could not encode the audio" : message, path: "(\(format.rawValue) audio)")
    }
  }
}
