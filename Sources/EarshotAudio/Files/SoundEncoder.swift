/// Audio encoded through libsndfile, block by block: the one path every sound Earshot writes
/// takes, whether into a file (`AudioFileWriter`) or into memory (`AudioMemoryWriter`). It checks
/// that this libsndfile can write the format, resamples for formats that take another rate than
/// the audio's (Opus), and reports libsndfile's errors naming `place`.
final class SoundEncoder {
  /// Where the encoded bytes go.
  enum Destination {
    /// A file at this path (a temporary that an `OutputSet` later puts in place).
    case file(String)
    /// Memory, through libsndfile's virtual I/O.
    case memory(SndfileMemory)
  }

  let format: AudioFileFormat
  /// The rate of the audio given to `write` (the file's own may differ: see `AudioFileFormat.fileSampleRate`).
  let sampleRate: Int
  /// What messages name: the destination's path, or the kind of audio made in memory.
  let place: String
  /// Frames given so far, at `sampleRate`.
  private(set) var framesWritten = 0
  private let toFile: Bool
  private var handle: SndfileHandle?
  /// The memory libsndfile writes into through `handle`, which points at it without keeping it:
  /// kept here until the handle is closed, which writes the stream's end (a WAV's header, the
  /// last Opus page) even when the encoding is given up.
  private let memory: SndfileMemory?
  private var resampler: Resampler?
  private var resampled: [Int16] = []
  /// A WAV file's frames not handed to libsndfile yet, which writes each call's frames in one
  /// system call: a mixer's blocks of 4 KB, each straddling two pages of the file (the header
  /// is 44 bytes), cost the kernel twice the time of 64 KB writes.
  private var held: [Int16] = []
  /// How many frames `held` gathers before they are written; 0 for the formats libsndfile
  /// encodes, which are given each block as it comes.
  private let holding: Int

  init(format: AudioFileFormat, sampleRate: Int, destination: Destination, place: String) throws(SoundFileError) {
    self.format = format
    self.sampleRate = sampleRate
    self.place = place
    switch destination {
    case .file: (toFile, memory) = (true, nil)
    case .memory(let m): (toFile, memory) = (false, m)
    }
    holding = toFile && format == .wav ? 32_768 : 0
    held.reserveCapacity(holding)
    let fileRate = format.fileSampleRate(forInput: sampleRate)
    if fileRate != sampleRate { resampler = Resampler(from: sampleRate, to: fileRate) }
    var info = SndfileInfo(sampleRate: Int32(fileRate), channels: 1, format: format.sndfileFormat, frames: 0)
    guard earshot_sf_format_check(info) else {
      throw SoundFileError(code: 0, message: "this libsndfile cannot write \(format.rawValue) \(toFile ? "files" : "audio")", path: place)
    }
    let opened = switch destination {
    case .file(let path): earshot_sf_open(path, write: true, info: &info)
    case .memory(let memory): earshot_sf_open_virtual(memory, info: &info)
    }
    switch opened {
    case .success(let h): handle = h
    case .failure(var error):
      error.path = place
      throw error
    }
    format.configure(handle!)
  }

  deinit { close() }

  var isOpen: Bool { handle != nil }

  /// Encodes `samples` (at `sampleRate`), resampled where the format asks.
  func write(_ samples: UnsafeBufferPointer<Int16>) throws(SoundFileError) {
    guard handle != nil else { throw closed() }
    guard !samples.isEmpty else { return }
    if resampler != nil {
      resampled.removeAll(keepingCapacity: true)
      resampler!.process(samples, into: &resampled)
      try resampled.withUnsafeBufferPointer { (b) throws(SoundFileError) in try writeFrames(b) }
    } else if holding > 0 {
      held.append(contentsOf: samples)
      if held.count >= holding { try writeHeld() }
    } else {
      try writeFrames(samples)
    }
    framesWritten += samples.count
  }

  private func writeHeld() throws(SoundFileError) {
    try held.withUnsafeBufferPointer { (b) throws(SoundFileError) in try writeFrames(b) }
    held.removeAll(keepingCapacity: true)
  }

  /// Encodes what the resampler still holds and closes the stream, checking libsndfile's status.
  func finish() throws(SoundFileError) {
    guard handle != nil else { throw closed() }
    try writeHeld()
    if resampler != nil {
      resampled.removeAll(keepingCapacity: true)
      resampler!.finish(into: &resampled)
      try resampled.withUnsafeBufferPointer { (b) throws(SoundFileError) in try writeFrames(b) }
    }
    guard let h = handle else { throw closed() }
    handle = nil
    let status = earshot_sf_close(h)
    guard status == 0 else {
      throw SoundFileError(code: status, message: "could not finish the \(toFile ? "file" : "audio") (libsndfile status \(status))", path: place)
    }
  }

  /// Closes the stream without finishing it (the encoding is given up).
  func close() {
    if let h = handle {
      handle = nil
      _ = earshot_sf_close(h)
    }
  }

  /// Hands frames at the file's own rate to libsndfile.
  private func writeFrames(_ samples: UnsafeBufferPointer<Int16>) throws(SoundFileError) {
    guard let handle else { throw closed() }
    guard !samples.isEmpty else { return }
    guard earshot_sf_writef_short(handle, samples) == samples.count else {
      let (code, message) = earshot_sf_error(handle)
      close()
      let text = code != 0 ? message : toFile ? "could not write audio (is the disk full?)" : "could not encode the audio"
      throw SoundFileError(code: code, message: text, path: place)
    }
  }

  private func closed() -> SoundFileError {
    SoundFileError(code: 0, message: toFile ? "the file is already closed" : "the audio is already finished", path: place)
  }
}
