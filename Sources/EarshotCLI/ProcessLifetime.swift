import EarshotOutput
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

extension Cleanup {
  /// Starts `process` with signals held and registers it, so a signal that ends this run ends it
  /// too; the slot goes to `unregister(child:)` once it has exited.
  static func start(_ process: Process) throws -> Int? {
    var failure: Error?
    let slot = register(child: { () -> Int32? in
      do {
        try process.run()
        return process.processIdentifier
      } catch {
        failure = error
        return nil
      }
    })
    if let failure { throw failure }
    return slot
  }
}
