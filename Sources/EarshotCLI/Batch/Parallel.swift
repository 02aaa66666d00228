import Foundation

/// Runs work on many inputs with at most `jobs` at once, keeping results in input order.
enum Parallel {
  /// The default number of jobs: the machine's cores.
  static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

  static func map<T: Sendable>(_ count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
    let results = Results<T>(count: count)
    let next = Counter()
    let group = DispatchGroup()
    for _ in 0..<max(1, min(jobs, count)) {
      group.enter()
      let thread = Thread {
        while let i = next.take(below: count) { results.set(i, body(i)) }
        group.leave()
      }
      thread.stackSize = 8 << 20  // as the main thread's: readers and the engine recurse into deep trees
      thread.start()
    }
    group.wait()
    return results.values()
  }

  private final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func take(below limit: Int) -> Int? {
      lock.withLock {
        guard value < limit else { return nil }
        defer { value += 1 }
        return value
      }
    }
  }

  private final class Results<T>: @unchecked Sendable {
    private var storage: [T?]
    private let lock = NSLock()
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: T) { lock.withLock { storage[i] = value } }
    func values() -> [T] { lock.withLock { storage.map { $0! } } }
  }
}
