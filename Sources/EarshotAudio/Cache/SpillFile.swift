import EarshotModel
import Foundation

/// An anonymous temporary file that holds PCM the segment cache no longer keeps in memory.
///
/// The file is unlinked as soon as it is created, so it disappears with the process however the
/// process ends; samples are appended and read back by offset.
final class SpillFile {
  private let descriptor: Int32
  private(set) var size: Int = 0

  init() throws {
    var template = Array(PathName.joining(NSTemporaryDirectory(), "earshot-pcm-XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { throw SpillError(message: String(cString: strerror(errno))) }
    unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
    descriptor = fd
  }

  deinit { close(descriptor) }

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

  func read(offset: Int, count: Int) throws -> [Int16] {
    var samples = [Int16](repeating: 0, count: count)
    let bytes = count * MemoryLayout<Int16>.size
    try samples.withUnsafeMutableBytes { raw in
      var done = 0
      while done < bytes {
        let n = pread(descriptor, raw.baseAddress! + done, bytes - done, off_t(offset + done))
        if n < 0, errno == EINTR { continue }
        guard n > 0 else { throw SpillError(message: n == 0 ? "spill file is shorter than expected" : String(cString: strerror(errno))) }
        done += n
      }
    }
    return samples
  }
}

struct SpillError: Error, CustomStringConvertible {
  var message: String
  var description: String { "cannot use the temporary file for cached speech: \(message)" }
}
