import Foundation

/// A sound's samples as the mixer reads them: an array, or a run of a file (a worker's results,
/// the cache's spill file) mapped into memory and read in place. A long render plays hundreds of
/// megabytes of samples from files; mapped, they are not copied out of the page cache into fresh
/// memory segment by segment.
struct ClipSamples {
  private enum Storage {
    case array([Int16])
    case mapped(MappedSamples)
  }

  private let storage: Storage
  let count: Int

  init(_ samples: [Int16]) {
    storage = .array(samples)
    count = samples.count
  }

  init(_ mapped: MappedSamples) {
    storage = .mapped(mapped)
    count = mapped.samples.count
  }

  func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Int16>) throws -> R) rethrows -> R {
    switch storage {
    case .array(let samples): return try samples.withUnsafeBufferPointer(body)
    case .mapped(let mapped): return try body(mapped.samples)
    }
  }

  /// The samples as an array (a copy when they are mapped).
  var array: [Int16] {
    switch storage {
    case .array(let samples): return samples
    case .mapped(let mapped): return Array(mapped.samples)
    }
  }
}

/// `count` 16-bit samples at a byte offset of an open file, mapped read-only; unmapped when let go.
/// The files mapped only grow while they are open, so what is mapped stays readable.
final class MappedSamples {
  let samples: UnsafeBufferPointer<Int16>
  private let start: UnsafeMutableRawPointer
  private let length: Int
  private static let page = Int(sysconf(Int32(_SC_PAGESIZE)))

  /// Nil when the run is empty or cannot be mapped (the caller reads it instead).
  init?(descriptor: Int32, offset: Int, count: Int) {
    guard count > 0, offset >= 0 else { return nil }
    let first = offset / Self.page * Self.page
    let length = offset - first + count * MemoryLayout<Int16>.size
    // Populated at once: the mixer reads every page, and one call maps them faster than a fault each.
    guard let start = mmap(nil, length, PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, off_t(first)), start != MAP_FAILED
    else { return nil }
    self.start = start
    self.length = length
    samples = UnsafeBufferPointer(start: (start + (offset - first)).assumingMemoryBound(to: Int16.self), count: count)
  }

  deinit { munmap(start, length) }
}
