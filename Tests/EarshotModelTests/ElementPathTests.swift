@testable import EarshotModel
import Testing

/// A path is held in one word when it fits and in an array when not; either way it reads back the
/// same indices, and equal paths are equal however they were made.
@Suite struct ElementPathTests {
  static let paths: [[Int]] = [
    [], [0], [127], [128], [16_383], [16_384], [2250, 4], [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0],
    [300, 300, 300, 1], [300, 300, 300, 300], [1 << 48], [Int.max], [3, -1], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  ]

  @Test(arguments: paths) func readsBackItsIndices(_ indices: [Int]) {
    let path = ElementPath(indices)
    #expect(path.indices == indices && Array(path) == indices)
    #expect(path == ElementPath(Array(indices)) && path.hashValue == ElementPath(Array(indices)).hashValue)
    #expect(path.parent == (indices.isEmpty ? nil : ElementPath(Array(indices.dropLast()))))
  }

  @Test func fitsInAWordOnlyWhenSevenBytesHoldIt() {
    func packed(_ indices: [Int]) -> Bool {
      if case .packed = ElementPath(indices).storage { return true }
      return false
    }
    #expect(packed([]) && packed([2250, 4]) && packed([0, 0, 0, 0, 0, 0, 0]) && packed([300, 300, 300, 1]))
    #expect(!packed([0, 0, 0, 0, 0, 0, 0, 0]) && !packed([300, 300, 300, 300]) && !packed([Int.max]) && !packed([3, -1]))
  }

  @Test func pathsThatDifferAreUnequal() {
    let all = Self.paths.map(ElementPath.init)
    for (i, a) in all.enumerated() {
      for (j, b) in all.enumerated() { #expect((a == b) == (i == j)) }
    }
  }

  @Test func settingTheIndicesRepacks() {
    var path = ElementPath([1, 2])
    path.indices.append(1 << 60)
    #expect(path.indices == [1, 2, 1 << 60])
    path.indices.removeLast()
    #expect(path == ElementPath([1, 2]))
  }
}
