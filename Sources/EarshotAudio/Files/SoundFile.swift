import EarshotOutput
import Foundation

/// Where rendered audio goes, block by block in time order.
public protocol AudioSink: AnyObject {
  func write(_ samples: UnsafeBufferPointer<Int16>) throws
}

/// An audio file being written through libsndfile, as one output of a run's `OutputSet`: into a
/// temporary beside the destination, put in place by the set's commit together with the run's other
/// outputs (or, made with a path alone, by `commit()`).
///
/// Until the commit the destination is untouched, so a failed or interrupted render never leaves a
/// half file and never replaces a good one; `abandon()` (or deinit) removes the temporary.
public final class AudioFileWriter: AudioSink {
  public let path: String
  public var format: AudioFileFormat { encoder.format }
  /// The rate of the audio given to `write` (the file's own may differ: see `AudioFileFormat.fileSampleRate`).
  public var sampleRate: Int { encoder.sampleRate }
  /// Frames given so far, at `sampleRate`.
  public var framesWritten: Int { encoder.framesWritten }
  private let output: Output
  /// The set of one made for a writer given only a path; nil when the run's set commits.
  private let ownSet: OutputSet?
  /// The encoding, into the output's temporary.
  private let encoder: SoundEncoder

  /// Writes the audio file `path` on its own: `commit()` puts it in place.
  public convenience init(path: String, format: AudioFileFormat, sampleRate: Int) throws(SoundFileError) {
    let set = OutputSet()
    let output: Output
    do {
      output = try set.add(path)
    } catch {
      throw SoundFileError(code: 0, message: error.reason, path: path)
    }
    try self.init(output: output, ownSet: set, format: format, sampleRate: sampleRate)
  }

  /// Writes the audio as `output`, an output of a run's set; `commit()` finishes the file and the
  /// set puts it in place with the others.
  public convenience init(output: Output, format: AudioFileFormat, sampleRate: Int) throws(SoundFileError) {
    try self.init(output: output, ownSet: nil, format: format, sampleRate: sampleRate)
  }

  private init(output: Output, ownSet: OutputSet?, format: AudioFileFormat, sampleRate: Int) throws(SoundFileError) {
    self.path = output.path
    self.output = output
    self.ownSet = ownSet
    let temporaryPath: String
    do {
      temporaryPath = try output.temporaryPath()
    } catch {
      throw SoundFileError(code: 0, message: error.reason, path: output.path)
    }
    do {
      encoder = try SoundEncoder(format: format, sampleRate: sampleRate, destination: .file(temporaryPath), place: output.path)
    } catch {
      ownSet?.abandon()
      throw error
    }
  }

  deinit { abandon() }

  public func write(_ samples: UnsafeBufferPointer<Int16>) throws {
    try writeSamples(samples)
  }

  /// Appends `samples` to the file.
  public func writeSamples(_ samples: UnsafeBufferPointer<Int16>) throws(SoundFileError) {
    do {
      try encoder.write(samples)
    } catch {
      abandon()
      throw error
    }
  }

  /// Finishes the file; a writer given only a path also puts it in place.
  public func commit() throws(SoundFileError) {
    do {
      try encoder.finish()
    } catch {
      ownSet?.abandon()
      throw error
    }
    do {
      try output.finished()
      try ownSet?.commit()
    } catch {
      ownSet?.abandon()
      throw SoundFileError(code: 0, message: error.reason, path: path)
    }
  }

  /// Closes the file and, for a writer given only a path, removes the temporary; the destination
  /// stays as it was (a run's set removes its temporaries when it is abandoned).
  public func abandon() {
    encoder.close()
    ownSet?.abandon()
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
