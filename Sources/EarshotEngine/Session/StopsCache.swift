import EarshotModel
import Foundation

/// The stops of each screen state, computed once: every gesture asks for them, and ordering a long
/// screen is costly (without this a swipe through 2,000 stops ordered the screen 4,000 times).
/// Keyed by the screen and its live changes, so a flow going back and forth between screens, or a
/// switch turned on and off again, orders each state once; copies of a session share it safely,
/// since an order depends on nothing else. A state version, renewed at each change and unique
/// among the sessions sharing the cache (it counts them out), finds the current state's entry
/// without comparing states.
public final class StopsCache: @unchecked Sendable {
  public struct Entry {
    var version: Int
    var overrides: [String: ElementState]
    public var order: ScreenOrder
    /// Where each stop is in `order.stops`, by key.
    public var positions: [String: Int]
    /// Where the first stop with each element id is.
    public var ids: [String: Int]

    /// The stop with `key`.
    public func stop(_ key: String) -> Stop? { positions[key].map { order.stops[$0] } }

    /// The first stop whose element has `id`.
    public func stop(id: String) -> Stop? { ids[id].map { order.stops[$0] } }

    /// Where the stop with `key` is. `guess`, where the caller last found it, is taken when that
    /// stop has `key` and no other does: a swipe moves stop by stop, and comparing one key is
    /// cheaper than hashing it.
    public func position(of key: String, guess: Int?) -> Int? {
      if let guess, positions.count == order.stops.count, order.stops.indices.contains(guess), order.stops[guess].key == key {
        return guess
      }
      return positions[key]
    }
  }

  /// The states kept per screen, most recently used first.
  static let statesPerScreen = 4

  private let lock = NSLock()
  private var entries: [Int: [Entry]] = [:]
  private var versions = 0

  /// A version no session sharing this cache has used.
  func newVersion() -> Int {
    lock.withLock {
      versions += 1
      return versions
    }
  }

  /// The entry of a screen's state, found by its version or else by its `overrides` (asked only then).
  func entry(screen: Int, version: Int, overrides: () -> [String: ElementState], compute: () -> ScreenOrder) -> Entry {
    let cached = lock.withLock { () -> Entry? in
      guard let list = entries[screen] else { return nil }
      if list[0].version == version { return list[0] }
      let overrides = overrides()
      guard let i = list.firstIndex(where: { $0.version == version || $0.overrides == overrides }) else { return nil }
      var entry = entries[screen]!.remove(at: i)
      entry.version = version
      entries[screen]!.insert(entry, at: 0)
      return entry
    }
    if let cached { return cached }
    let order = compute()
    var positions: [String: Int] = [:], ids: [String: Int] = [:]
    positions.reserveCapacity(order.stops.count)
    for (i, stop) in order.stops.enumerated() {
      if positions[stop.key] == nil { positions[stop.key] = i }
      if let id = stop.element.id, ids[id] == nil { ids[id] = i }
    }
    let entry = Entry(version: version, overrides: overrides(), order: order, positions: positions, ids: ids)
    lock.withLock {
      entries[screen, default: []].insert(entry, at: 0)
      if entries[screen]!.count > Self.statesPerScreen { entries[screen]!.removeLast() }
    }
    return entry
  }
}
