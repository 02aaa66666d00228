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

  /// Frees `value` on another core while the command goes on: a large value that is no longer
  /// needed (a document's parsed JSON, about as big as the document itself) then stops adding to
  /// the memory the rest of the run takes, at no cost in time on a machine with a core to spare.
  static func release(_ value: (any Sendable)?) {
    guard let value else { return }
    DispatchQueue.global(qos: .utility).async { withExtendedLifetime(value) {} }
  }
}
