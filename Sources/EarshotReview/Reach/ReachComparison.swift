import EarshotEngine

/// One target's cost with each technology in two versions of a screen: the same control before and
/// after a change, or a button that became a custom action of its row.
public struct ReachChange: Sendable {
  /// The target's place in one version's report, whose targets and costs it reads where they lie:
  /// a copy of each cost for every target of a large screen took a quarter of a diff's memory.
  struct Side: Sendable {
    let targets: [ReachTarget]
    /// The report's costs, by the technology's place in `ReachTechnology.allCases`: looked up for
    /// every technology of every target, a dictionary hashed the technology each time.
    let costs: [[ReachCost]?]
    let index: Int

    init(_ report: Costs, _ index: Int) {
      targets = report.targets
      costs = report.costs
      self.index = index
    }

    /// A report's targets and costs, gathered once for all its sides.
    struct Costs {
      let targets: [ReachTarget]
      let costs: [[ReachCost]?]

      init(_ report: ReachReport) {
        targets = report.targets
        costs = ReachTechnology.allCases.map { report.costs[$0] }
      }
    }

    var target: ReachTarget { targets[index] }
    func cost(_ t: ReachTechnology) -> ReachCost? { costs[t.place]?[index] }
  }

  let beforeSide: Side?
  let afterSide: Side?

  /// The target in each version; nil when the version has no such target.
  public var before: ReachTarget? { beforeSide?.target }
  public var after: ReachTarget? { afterSide?.target }

  /// Its cost with `technology` in each version; nil for a version without the target.
  public func beforeCost(_ technology: ReachTechnology) -> ReachCost? { beforeSide?.cost(technology) }
  public func afterCost(_ technology: ReachTechnology) -> ReachCost? { afterSide?.cost(technology) }

  /// Whether its cost with `technology` differs between the versions (or only one has it).
  public func changed(_ technology: ReachTechnology) -> Bool { beforeCost(technology) != afterCost(technology) }

  /// What the target is called: the newer version's words.
  public var spoken: String {
    guard let side = afterSide ?? beforeSide else { return "" }
    return side.targets.withUnsafeBufferPointer { $0[side.index].spoken }
  }
}

extension ReachChange {
  /// Pairs the targets of two versions: elements through the stops `pairs` matches (before, after);
  /// custom actions of paired elements by name; a button that became an action of its row (WWDC19
  /// 250) with that action; views only a touch reaches by key. In the newer version's order, then
  /// what only the older one has.
  static func pair(_ before: ReachReport, _ beforeScreen: ReachScreen, _ after: ReachReport, _ afterScreen: ReachScreen,
                   stops pairs: [(Int, Int)]) -> [ReachChange] {
    let afterToBefore = Dictionary(pairs.map { ($0.1, $0.0) }, uniquingKeysWith: { a, _ in a })
    // The older version's targets indexed by what a match looks for, each list in target order,
    // so every match is the first one not yet taken without searching all targets each time.
    var elementTarget: [Int: Int] = [:]
    var actionTargets: [ActionKey: Candidates] = [:]
    var touchTargets: [String: Candidates] = [:]
    var elementTargetsByParent: [String: [Int]]?
    for (t, target) in before.targets.enumerated() {
      switch target.kind {
      case .element(let stop): if elementTarget[stop] == nil { elementTarget[stop] = t }
      case .action(let stop, _, let name): actionTargets[ActionKey(stop: stop, name: name), default: Candidates()].indices.append(t)
      case .touchOnly: touchTargets[target.key, default: Candidates()].indices.append(t)
      }
    }
    let (beforeCosts, afterCosts) = (ReachChange.Side.Costs(before), ReachChange.Side.Costs(after))
    var usedBefore = Set<Int>()
    var changes: [ReachChange] = []
    changes.reserveCapacity(after.targets.count)
    let beforeContext = beforeScreen.context
    func parent(_ stop: Int) -> String? { beforeContext.parentPath(ofStop: stop) }
    func touchOnly(_ key: String) -> Int? { touchTargets[key]?.firstUnused(usedBefore) }
    for (j, target) in after.targets.enumerated() {
      var match: Int?
      switch target.kind {
      case .element(let stop):
        if let i = afterToBefore[stop], let t = elementTarget[i], !usedBefore.contains(t) { match = t }
        // A view only a touch reached, made an element.
        if match == nil { match = touchOnly(target.key) }
      case .action(let stop, _, let name):
        if let i = afterToBefore[stop] {
          match = actionTargets[ActionKey(stop: i, name: name)]?.firstUnused(usedBefore)
          // The row's own button of that name, before it became an action.
          if match == nil, let row = parent(i) {
            if elementTargetsByParent == nil {
              var byParent: [String: [Int]] = [:]
              for (t, target) in before.targets.enumerated() {
                if case .element(let b) = target.kind, let p = parent(b) { byParent[p, default: []].append(t) }
              }
              elementTargetsByParent = byParent
            }
            match = elementTargetsByParent?[row]?.first { t in
              guard !usedBefore.contains(t), case .element(let b) = before.targets[t].kind else { return false }
              return before.targets[t].spoken.hasPrefix(name) && beforeContext.entries[b].stop.element.label == name
            }
          }
        }
      case .touchOnly:
        match = touchOnly(target.key)
      }
      if let match { usedBefore.insert(match) }
      changes.append(ReachChange(beforeSide: match.map { ReachChange.Side(beforeCosts, $0) }, afterSide: ReachChange.Side(afterCosts, j)))
    }
    for i in before.targets.indices where !usedBefore.contains(i) {
      changes.append(ReachChange(beforeSide: ReachChange.Side(beforeCosts, i), afterSide: nil))
    }
    return changes
  }

  private struct ActionKey: Hashable {
    var stop: Int
    var name: String
  }

  /// Targets that could match, in target order, with the ones before `next` all taken: a target
  /// once taken stays taken, so each is passed over once.
  private struct Candidates {
    var indices: [Int] = []
    var next = 0

    mutating func firstUnused(_ used: Set<Int>) -> Int? {
      while next < indices.count, used.contains(indices[next]) { next += 1 }
      return next < indices.count ? indices[next] : nil
    }
  }
}

extension ReachTechnology {
  private static let order = allCases

  /// Where the technology is in `allCases` (found there, so a case added or moved cannot leave
  /// it pointing at another's costs).
  fileprivate var place: Int { Self.order.firstIndex(of: self)! }
}
