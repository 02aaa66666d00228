import EarshotModel
import EarshotOutput
import Foundation

/// An anonymous temporary file that holds PCM the segment cache no longer keeps in memory.
///
/// The file is unlinked as soon as it is created, so it disappears with the process however the
/// process ends; samples are appended and read back by offset. A worker's results file is read
/// the same way (`init(reading:)`), open for as long as the cache refers to it.
final class SpillFile: @unchecked Sendable {
  private let descriptor: Int32
  private(set) var size: Int = 0

  init() throws {
    let (fd, code) = Cleanup.unlinkedTemporaryFile(prefix: "earshot-pcm")
    guard fd >= 0 else { throw SpillError(message: String(cString: strerror(code))) }
    descriptor = fd
  }

  /// The file at `path`, for reading; nil when it cannot be opened.
  init?(reading path: String) {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    descriptor = fd
  }

  deinit { close(descriptor) }

  /// The file's length in bytes now (a worker's results file grows while it is read).
  var length: Int {
    var info = stat()
    return fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
  }

  /// Bytes at `offset` into `buffer`, as many as it holds; fewer only at the end of the file (or an error).
  func read(into buffer: UnsafeMutableRawBufferPointer, offset: Int) -> Int {
    var done = 0
    while done < buffer.count {
      let n = pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
      if n < 0, errno == EINTR { continue }
      guard n > 0 else { break }
      done += n
    }
    return done
  }

  /// Appends `samples`; returns their byte offset.
  func append(_ samples: [Int16]) throws -> Int {
    let offset = size
    let bytes = samples.count * MemoryLayout<Int16>.size
    try samples.withUnsafeBytes { raw in
      var done = 0
      while done < bytes {
        let n = pwrite(descriptor, raw.baseAddress! + done, bytes - done, off_t(offset + done))
        if n < 0 {
          if errno == EINTR { continue }
          throw SpillError(message: String(cString: strerror(errno)))
        }
        done += n
      }
    }
    size += bytes
    return offset
  }

  /// The `count` samples at byte `offset`, mapped in place (read when they cannot be mapped).
  func samples(offset: Int, count: Int) throws -> ClipSamples {
    if let mapped = MappedSamples(descriptor: descriptor, offset: offset, count: count) { return ClipSamples(mapped) }
    return ClipSamples(try read(offset: offset, count: count))
  }

  /// The `count` samples at byte `offset`, read into memory not cleared first.
  func read(offset: Int, count: Int) throws -> [Int16] {
    let bytes = count * MemoryLayout<Int16>.size
    return try [Int16](unsafeUninitializedCapacity: count) { buffer, initialized in
      let raw = UnsafeMutableRawBufferPointer(buffer)
      var done = 0
      while done < bytes {
        let n = pread(descriptor, raw.baseAddress! + done, bytes - done, off_t(offset + done))
        if n < 0, errno == EINTR { continue }
        guard n > 0 else { throw SpillError(message: n == 0 ? "spill file is shorter than expected" : String(cString: strerror(errno))) }
        done += n
      }
      initialized = count
    }
  }
}

struct SpillError: Error, CustomStringConvertible {
  var message: String
  var description: String { "cannot use the temporary file for cached speech: \(message)" }
}
