import Foundation

/// The stops of one screen state, computed once: every gesture asks for them, and ordering a long
/// screen is costly (without this a swipe through 2,000 stops ordered the screen 4,000 times).
/// Keyed by the screen and a state version that is unique across copies of a session, so a copy
/// that changed its state never sees another's order.
final class StopsCache: @unchecked Sendable {
  private let lock = NSLock()
  private var key: (screen: Int, version: Int)?
  private var value = ScreenOrder()
  nonisolated(unsafe) private static var counter = 0
  private static let counterLock = NSLock()

  static func newVersion() -> Int {
    counterLock.withLock {
      counter += 1
      return counter
    }
  }

  func order(screen: Int, version: Int, compute: () -> ScreenOrder) -> ScreenOrder {
    if let cached = lock.withLock({ key.map { $0 == (screen, version) } == true ? value : nil }) { return cached }
    let order = compute()
    lock.withLock {
      key = (screen, version)
      value = order
    }
    return order
  }
}
