import EarshotEngine

/// One target's cost with each technology in two versions of a screen: the same control before and
/// after a change, or a button that became a custom action of its row.
public struct ReachChange: Sendable {
  /// The target in each version; nil when the version has no such target.
  public var before: ReachTarget?
  public var after: ReachTarget?
  /// Its cost in each version, by technology (empty for a version without the target).
  public var beforeCosts: [ReachTechnology: ReachCost]
  public var afterCosts: [ReachTechnology: ReachCost]

  /// What the target is called: the newer version's words.
  public var spoken: String { after?.spoken ?? before?.spoken ?? "" }
}

extension ReachChange {
  /// Pairs the targets of two versions: elements through the stops `pairs` matches (before, after);
  /// custom actions of paired elements by name; a button that became an action of its row (WWDC19
  /// 250) with that action; views only a touch reaches by key. In the newer version's order, then
  /// what only the older one has.
  static func pair(_ before: ReachReport, _ beforeScreen: ReachScreen, _ after: ReachReport, _ afterScreen: ReachScreen,
                   stops pairs: [(Int, Int)]) -> [ReachChange] {
    let afterToBefore = Dictionary(pairs.map { ($0.1, $0.0) }, uniquingKeysWith: { a, _ in a })
    var usedBefore = Set<Int>()
    var changes: [ReachChange] = []
    func costs(_ report: ReachReport, _ index: Int) -> [ReachTechnology: ReachCost] {
      Dictionary(uniqueKeysWithValues: report.technologies.map { ($0, report.costs[$0]![index]) })
    }
    let beforeContext = beforeScreen.context
    func parent(_ stop: Int) -> String? { beforeContext.parentPath(ofStop: stop) }
    for (j, target) in after.targets.enumerated() {
      var match: Int?
      switch target.kind {
      case .element(let stop):
        if let i = afterToBefore[stop] {
          match = before.targets.indices.first { !usedBefore.contains($0) && before.targets[$0].kind == .element(stop: i) }
        }
        // A view only a touch reached, made an element.
        if match == nil {
          match = before.targets.indices.first { !usedBefore.contains($0) && before.targets[$0].kind == .touchOnly && before.targets[$0].key == target.key }
        }
      case .action(let stop, _, let name):
        if let i = afterToBefore[stop] {
          match = before.targets.indices.first {
            guard !usedBefore.contains($0) else { return false }
            if case .action(i, _, name) = before.targets[$0].kind { return true }
            return false
          }
          // The row's own button of that name, before it became an action.
          if match == nil, let row = parent(i) {
            match = before.targets.indices.first {
              guard !usedBefore.contains($0), case .element(let b) = before.targets[$0].kind else { return false }
              return parent(b) == row && before.targets[$0].spoken.hasPrefix(name)
                && beforeContext.entries[b].stop.element.label == name
            }
          }
        }
      case .touchOnly:
        match = before.targets.indices.first { !usedBefore.contains($0) && before.targets[$0].kind == .touchOnly && before.targets[$0].key == target.key }
      }
      if let match { usedBefore.insert(match) }
      changes.append(ReachChange(before: match.map { before.targets[$0] }, after: target,
                                 beforeCosts: match.map { costs(before, $0) } ?? [:], afterCosts: costs(after, j)))
    }
    for i in before.targets.indices where !usedBefore.contains(i) {
      changes.append(ReachChange(before: before.targets[i], after: nil, beforeCosts: costs(before, i), afterCosts: [:]))
    }
    return changes
  }
}
