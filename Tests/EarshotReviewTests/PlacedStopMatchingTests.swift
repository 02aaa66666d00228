import EarshotModel
@testable import EarshotReview
import Testing

/// Pairing two readers' stops of the same feature: by name, the nearest of stops named the same
/// first, then by place relative to each screen's size, in O(n log n).
@Suite struct PlacedStopMatchingTests {
  static let phone = Frame(x: 0, y: 0, width: 390, height: 844)
  /// A 1080 × 2400 pixel Android screen at density 2.625 (411 × 914 dp).
  static let android = Frame(x: 0, y: 0, width: 1080, height: 2400)

  static func ios(_ name: String?, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> PlacedStop {
    PlacedStop(name: name, frame: Frame(x: x, y: y, width: w, height: h), on: phone)
  }
  /// An Android stop given in dp, placed in pixels.
  static func droid(_ name: String?, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> PlacedStop {
    let d = 2.625
    return PlacedStop(name: name, frame: Frame(x: x * d, y: y * d, width: w * d, height: h * d), on: android)
  }

  static func pairs(_ l: [PlacedStop], _ r: [PlacedStop]) -> [String] {
    PlacedStopMatching.pairs(l, r).map { "\($0.left)-\($0.right) \($0.basis.rawValue)" }
  }

  @Test func namesPairWhateverTheOrderAndCaseAndPunctuation() {
    let left = [Self.ios("Checkout", 16, 56, 358, 34), Self.ios("Pay", 16, 780, 358, 44), Self.ios("Total", 16, 700, 200, 30)]
    let right = [Self.droid("checkout", 16, 36, 380, 32), Self.droid("Total:", 16, 760, 200, 30), Self.droid("PAY", 16, 840, 380, 48)]
    #expect(Self.pairs(left, right) == ["0-0 label", "1-2 label", "2-1 label"])
  }

  @Test func stopsNamedTheSamePairWithTheNearest() {
    // Three Add buttons, one per row; the Android reader visits them bottom first.
    let left = [Self.ios("Add", 300, 112, 74, 44), Self.ios("Add", 300, 172, 74, 44), Self.ios("Add", 300, 232, 74, 44)]
    let right = [Self.droid("Add", 320, 220, 80, 48), Self.droid("Add", 320, 160, 80, 48), Self.droid("Add", 320, 100, 80, 48)]
    #expect(Self.pairs(left, right) == ["0-2 label", "1-1 label", "2-0 label"])
    // One more on the left than on the right: the one without a counterpart in place stays alone.
    let fewer = [Self.droid("Add", 320, 100, 80, 48), Self.droid("Add", 320, 220, 80, 48)]
    #expect(Self.pairs(left, fewer) == ["0-0 label", "2-1 label"])
  }

  @Test func aNameThatBeginsAnotherPairsWithIt() {
    // One reader names the row by its title, the other by all its texts.
    let left = [Self.ios("Jasmine tea", 16, 110, 260, 44), Self.ios("Ship to", 16, 600, 100, 20)]
    let right = [Self.droid("Jasmine tea, $2.50, In stock", 16, 90, 280, 52), Self.droid("Ship to, 1 Infinite Loop", 16, 650, 380, 40)]
    #expect(Self.pairs(left, right) == ["0-0 label", "1-1 label"])
  }

  /// The Android rows sit most of a row higher (a shorter bar above them): the rows named once on
  /// each side show by how much, and the three Add buttons, visited in another order, pair row by row.
  @Test func stopsNamedTheSamePairWhereTheNamedRowsAroundThemPutThem() {
    var left: [PlacedStop] = [], right: [PlacedStop] = []
    for (n, tea) in ["Jasmine", "Oolong", "Matcha"].enumerated() {
      let y = 110 + Double(n) * 60
      left += [Self.ios(tea, 16, y, 260, 44), Self.ios("Add", 300, y, 74, 44)]
    }
    for (n, tea) in ["Jasmine", "Oolong", "Matcha"].enumerated() {
      let y = 90 + Double(n) * 60
      right.append(Self.droid(tea, 16, y, 280, 52))
    }
    for n in [2, 1, 0] { right.append(Self.droid("Add", 320, 92 + Double(n) * 60, 80, 48)) }
    #expect(Self.pairs(left, right) == ["0-0 label", "1-5 label", "2-1 label", "3-4 label", "4-2 label", "5-3 label"])
  }

  @Test func theVerticalShiftFollowsThePairsInStep() {
    let shift = PlacedStopMatching.VerticalShift([(0.1, 0.2), (0.5, 0.5), (0.3, 0.9), (0.9, 0.8)])
    // (0.3, 0.9) is out of step with the rest and does not bend the line.
    #expect(shift.anchors.map(\.0) == [0.1, 0.5, 0.9])
    #expect(abs(shift.map(0.3) - 0.35) < 1e-9)
    #expect(abs(shift.map(0.0) - 0.1) < 1e-9 && abs(shift.map(1.0) - 0.9) < 1e-9)
    #expect(PlacedStopMatching.VerticalShift([]).map(0.4) == 0.4)
  }

  @Test func stopsWithoutACommonNamePairByPlaceWhenTheyShareIt() {
    // The same button, named differently; a nameless image in the same corner; a label far away.
    let left = [Self.ios("Add, button", 300, 112, 74, 44), Self.ios(nil, 330, 790, 44, 44), Self.ios("Help", 16, 400, 100, 30)]
    let right = [Self.droid("Add jasmine tea to cart", 320, 118, 80, 48), Self.droid("Share", 355, 855, 48, 48),
                 Self.droid("Legal", 16, 600, 100, 30)]
    #expect(Self.pairs(left, right) == ["0-0 position", "1-1 position"])
  }

  @Test func neighboursThatDoNotOverlapDoNotPair() {
    // Two rows a row apart: close, but not the same place.
    let left = [Self.ios("Row one", 0, 100, 390, 60)]
    let right = [Self.droid("Row two", 0, 170, 411, 60)]
    #expect(Self.pairs(left, right).isEmpty)
  }

  @Test func stopsWithoutAFrameStillPairByName() {
    let left = [PlacedStop(name: "Pay", box: nil), PlacedStop(name: "Pay", box: nil)]
    let right = [PlacedStop(name: "pay", box: nil), PlacedStop(name: "Total", box: nil)]
    #expect(Self.pairs(left, right) == ["0-0 label"])
  }

  @Test func framesAreTakenRelativeToEachScreen() {
    let a = Self.ios("x", 16, 422, 358, 44), b = Self.droid("x", 16.88, 457, 377.7, 48)
    let (ba, bb) = (a.box!, b.box!)
    #expect(abs(ba.x - bb.x) < 0.01 && abs(ba.y - bb.y) < 0.01 && abs(ba.width - bb.width) < 0.01)
  }

  @Test func theStopsOutOfStepAreThoseOutsideTheLongestRunInStep() {
    func pairs(_ rights: [Int]) -> [PlacedStopMatching.Pair] {
      rights.enumerated().map { PlacedStopMatching.Pair(left: $0.offset, right: $0.element, basis: .label) }
    }
    #expect(PlacedStopMatching.outOfOrder(pairs([0, 1, 2, 3])).isEmpty)
    // The total moved before the address: only it is out of step.
    #expect(PlacedStopMatching.outOfOrder(pairs([0, 1, 5, 2, 3, 4])).map(\.left) == [2])
    #expect(PlacedStopMatching.outOfOrder(pairs([3, 2, 1, 0])).count == 3)
  }

  /// The bound that keeps pairing O(n log n): each stop is compared with a fixed number of the
  /// other side's, however many there are (a count, which a busy machine cannot change).
  @Test(arguments: [100, 10_000])
  func eachStopIsComparedWithAFixedNumberOfOthers(n: Int) {
    let left = (0..<n).map { Self.ios(nil, 16, Double($0) * 50, 358, 44) }
    // The same rows on the taller Android screen (914.29 dp to the iPhone's 844 points).
    let right = (0..<n).map { Self.droid(nil, 16, Double($0) * 50 * 914.29 / 844, 380, 48) }
    let compared = PlacedStopMatching.neighbourPairs(Array(left.indices), in: left, Array(right.indices), in: right).count
    #expect(compared <= 8 * PlacedStopMatching.neighbours * n)
    // Rows far below the screen still pair with their counterparts, one to one.
    let pairs = PlacedStopMatching.pairs(left, right)
    #expect(pairs.count == n && pairs.allSatisfy { $0.left == $0.right })
  }
}
