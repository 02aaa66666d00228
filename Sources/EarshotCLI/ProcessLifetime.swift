import Foundation

/// Keeps large values alive until the process exits.
///
/// Freeing a 100,000-element tree node by node costs about a fifth of a whole transcript run; the
/// operating system reclaims the memory at exit for free. Commands hand their big inputs here.
enum ProcessLifetime {
  nonisolated(unsafe) private static var kept: [Any] = []
  private static let lock = NSLock()

  static func keep(_ value: Any) {
    lock.withLock { kept.append(value) }
  }
}
