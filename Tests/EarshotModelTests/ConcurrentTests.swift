import EarshotModel
import Testing

@Suite struct ConcurrentTests {
  // The results come back in index order whichever core finished first, and sliced or not the same.
  @Test func mapKeepsOrder() {
    let n = 20_000
    #expect(Concurrent.map(n, slice: Concurrent.slice(for: n)) { $0 * 3 } == (0..<n).map { $0 * 3 })
    #expect(Concurrent.map(7) { String($0) } == (0..<7).map { String($0) })
    #expect(Concurrent.map(0) { $0 }.isEmpty && Concurrent.map(1) { $0 + 1 } == [1])
    // Short work is not split.
    #expect(Concurrent.slice(for: 100) == 100 && Concurrent.slice(for: 0) == 1)
  }

  // A held model outlives every reference but the hold, so a command that ends next never takes
  // it apart; two holds keep one model each.
  @Test func aHeldValueStaysAlive() {
    final class Model: Sendable {}
    weak var first: Model?, second: Model?
    let a = Concurrent.Hold(), b = Concurrent.Hold()
    do {
      let one = Model(), two = Model()
      first = one
      second = two
      a.keep(one)
      b.keep(two)
    }
    #expect(first != nil && second != nil)
    a.release()
    b.release()
  }

  @Test func bothReturnsEach() {
    let (a, b) = Concurrent.both({ (0..<1000).reduce(0, +) }, { "done" })
    #expect(a == 499_500 && b == "done")
  }
}
