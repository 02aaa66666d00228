import Dispatch
import Foundation

/// Independent work spread over every core, its results kept in order, so output never depends on
/// which core finished first.
public enum Concurrent {
  /// `work(i)` for each `i` in `0..<count`, in order. With `slice`, consecutive indices go to one
  /// core `slice` at a time (for many small pieces of work); fewer than two slices run here.
  public static func map<T: Sendable>(_ count: Int, slice: Int = 1, _ work: @Sendable (Int) -> T) -> [T] {
    let size = max(1, slice), slices = (count + size - 1) / size
    guard slices > 1 else { return (0..<count).map(work) }
    return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
      let slots = Slots(base: buffer.baseAddress!)
      // Each slot is initialized by exactly one iteration.
      DispatchQueue.concurrentPerform(iterations: slices) { s in
        for i in s * size..<min(count, (s + 1) * size) { (slots.base + i).initialize(to: work(i)) }
      }
      initialized = count
    }
  }

  /// `first()` and `second()` at once, on two cores.
  public static func both<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
    let results = Pair<A, B>()
    DispatchQueue.concurrentPerform(iterations: 2) { i in
      if i == 0 { results.first = first() } else { results.second = second() }
    }
    return (results.first!, results.second!)
  }

  /// Lets go of `value` on another core: taking apart a large model (a million elements' worth)
  /// then runs beside the work that follows instead of before it.
  private static func release<T: Sendable>(_ value: consuming T) {
    let value = Box(value)
    DispatchQueue.global(qos: .utility).async { _ = value }
  }

  /// Keeps one large model alive at a time, each let go on another core when the next is kept or
  /// when `release()` is called; the last goes with the hold. A command whose last large model is
  /// taken apart after its output spends that time for nothing (for a million elements, about a
  /// second), so it keeps the hold's owner to the end of the process. Each user keeps a hold of its
  /// own (an `Auditor` has one), so work running side by side never lets go of another's.
  public final class Hold: @unchecked Sendable {
    private let lock = NSLock()
    private var value: (any Sendable)?

    public init() {}

    /// Keeps `value`, letting go of the one kept before.
    public func keep<T: Sendable>(_ value: consuming T) {
      if let previous = swap(Box(value)) { Concurrent.release(previous) }
    }

    /// Lets the kept value go: called before building the next large model, so two are never kept at once.
    public func release() {
      if let previous = swap(nil) { Concurrent.release(previous) }
    }

    private func swap(_ new: (any Sendable)?) -> (any Sendable)? {
      lock.withLock {
        let old = value
        value = new
        return old
      }
    }
  }

  /// A slice count for `count` cheap items: one per core, four times over to even out the work,
  /// and no split at all below `minimum` items.
  public static func slice(for count: Int, minimum: Int = 4096) -> Int {
    guard count >= minimum else { return max(1, count) }
    let slices = max(1, ProcessInfo.processInfo.activeProcessorCount) * 4
    return (count + slices - 1) / slices
  }

  private final class Box<T: Sendable>: Sendable {
    let value: T
    init(_ value: T) { self.value = value }
  }

  private struct Slots<T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T>
  }

  /// Written once by each of `both`'s two iterations, read after both have ended.
  private final class Pair<A, B>: @unchecked Sendable {
    var first: A?
    var second: B?
  }
}
