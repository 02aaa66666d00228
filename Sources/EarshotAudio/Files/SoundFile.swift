import Foundation

/// Where rendered audio goes, block by block in time order.
public protocol AudioSink: AnyObject {
  func write(_ samples: UnsafeBufferPointer<Int16>) throws
}

/// An audio file being written through libsndfile: into a temporary file in the destination's
/// directory, renamed over the destination by `commit()`.
///
/// Until `commit()` succeeds the destination is untouched, so a failed or interrupted render never
/// leaves a half file and never replaces a good one; `abandon()` (or deinit) removes the temporary.
public final class AudioFileWriter: AudioSink {
  public let path: String
  public let format: AudioFileFormat
  /// The rate of the audio given to `write` (the file's own may differ: see `AudioFileFormat.fileSampleRate`).
  public let sampleRate: Int
  /// Frames given so far, at `sampleRate`.
  public private(set) var framesWritten = 0
  private let temporaryPath: String
  private var handle: SndfileHandle?
  private var slot: Int?
  /// For formats that take other rates than the audio's (Opus).
  private var resampler: Resampler?
  private var resampled: [Int16] = []

  public init(path: String, format: AudioFileFormat, sampleRate: Int) throws(SoundFileError) {
    self.path = path
    self.format = format
    self.sampleRate = sampleRate
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw SoundFileError(code: 0, message: "the directory \(directory) does not exist (create it first)", path: path)
    }
    guard FileManager.default.isWritableFile(atPath: directory) else {
      throw SoundFileError(code: 0, message: "the directory \(directory) is not writable (choose another output)", path: path)
    }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw SoundFileError(code: 0, message: "is a directory; give a file name ending in .\(format.rawValue)", path: path)
    }
    temporaryPath = (directory as NSString).appendingPathComponent(".\(url.lastPathComponent).\(getpid()).partial")
    let fileRate = format.fileSampleRate(forInput: sampleRate)
    if fileRate != sampleRate { resampler = Resampler(from: sampleRate, to: fileRate) }
    var info = SndfileInfo(sampleRate: Int32(fileRate), channels: 1, format: format.sndfileFormat, frames: 0)
    guard earshot_sf_format_check(info) else {
      throw SoundFileError(code: 0, message: "this libsndfile cannot write \(format.rawValue) files", path: path)
    }
    slot = TemporaryFiles.register(temporaryPath)
    switch earshot_sf_open(temporaryPath, write: true, info: &info) {
    case .success(let h):
      handle = h
    case .failure(var error):
      unlink(temporaryPath)
      TemporaryFiles.unregister(slot)
      error.path = path
      throw error
    }
    format.configure(handle!)
  }

  deinit { abandon() }

  public func write(_ samples: UnsafeBufferPointer<Int16>) throws {
    try writeSamples(samples)
  }

  /// Appends `samples` to the file.
  public func writeSamples(_ samples: UnsafeBufferPointer<Int16>) throws(SoundFileError) {
    guard handle != nil else { throw SoundFileError(code: 0, message: "the file is already closed", path: path) }
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

  /// Hands frames at the file's own rate to libsndfile.
  private func writeFrames(_ samples: UnsafeBufferPointer<Int16>) throws(SoundFileError) {
    guard let handle else { throw SoundFileError(code: 0, message: "the file is already closed", path: path) }
    guard !samples.isEmpty else { return }
    let written = earshot_sf_writef_short(handle, samples)
    guard written == samples.count else {
      let (code, message) = earshot_sf_error(handle)
      let text = code == 0 ? "could not write audio (is the disk full?)" : message
      abandon()
      throw SoundFileError(code: code, message: text, path: path)
    }
  }

  /// Finishes the file and renames it over the destination.
  public func commit() throws(SoundFileError) {
    guard handle != nil else { throw SoundFileError(code: 0, message: "the file is already closed", path: path) }
    if resampler != nil {
      resampled.removeAll(keepingCapacity: true)
      resampler!.finish(into: &resampled)
      try resampled.withUnsafeBufferPointer { (b) throws(SoundFileError) in try writeFrames(b) }
    }
    guard let h = handle else { throw SoundFileError(code: 0, message: "the file is already closed", path: path) }
    handle = nil
    let status = earshot_sf_close(h)
    guard status == 0 else {
      unlink(temporaryPath)
      TemporaryFiles.unregister(slot)
      slot = nil
      throw SoundFileError(code: status, message: "could not finish the file (libsndfile status \(status))", path: path)
    }
    let renamed = rename(temporaryPath, path)
    let renameError = errno
    TemporaryFiles.unregister(slot)
    slot = nil
    guard renamed == 0 else {
      unlink(temporaryPath)
      throw SoundFileError(code: 0, message: "could not move the finished file into place: \(String(cString: strerror(renameError)))", path: path)
    }
  }

  /// Closes and removes the temporary file, leaving the destination as it was.
  public func abandon() {
    if let h = handle {
      handle = nil
      _ = earshot_sf_close(h)
    }
    if slot != nil || FileManager.default.fileExists(atPath: temporaryPath) {
      unlink(temporaryPath)
    }
    TemporaryFiles.unregister(slot)
    slot = nil
  }
}

/// An audio file read back whole through libsndfile (for tests and checks, not for long files).
public struct DecodedAudio: Sendable {
  public var sampleRate: Int
  public var channels: Int
  /// The samples of the first channel.
  public var samples: [Int16]
  public var format: AudioFileFormat?

  public init(sampleRate: Int, channels: Int, samples: [Int16], format: AudioFileFormat?) {
    self.sampleRate = sampleRate
    self.channels = channels
    self.samples = samples
    self.format = format
  }

  /// Seconds of audio.
  public var duration: Double { Double(samples.count) / Double(sampleRate) }

  public static func read(_ path: String) throws(SoundFileError) -> DecodedAudio {
    var info = SndfileInfo(sampleRate: 0, channels: 0, format: 0, frames: 0)
    let handle: SndfileHandle
    switch earshot_sf_open(path, write: false, info: &info) {
    case .success(let h): handle = h
    case .failure(let error): throw error
    }
    defer { _ = earshot_sf_close(handle) }
    let channels = Int(max(info.channels, 1))
    var samples: [Int16] = []
    samples.reserveCapacity(Int(info.frames))
    var buffer = [Int16](repeating: 0, count: 4096 * channels)
    while true {
      let n = buffer.withUnsafeMutableBufferPointer { earshot_sf_readf_short(handle, $0, frames: 4096) }
      if n <= 0 { break }
      for i in 0..<n { samples.append(buffer[i * channels]) }
    }
    let format = AudioFileFormat(sndfileFormat: info.format)
    return DecodedAudio(sampleRate: Int(info.sampleRate), channels: channels, samples: samples, format: format)
  }
}
