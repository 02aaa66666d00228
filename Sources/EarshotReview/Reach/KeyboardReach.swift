import EarshotEngine
import EarshotModel

/// Full Keyboard Access's costs (WWDC21 10120): Tab moves the focus element by element in visiting
/// order, Space activates, Tab-Z lists the focused element's custom actions, and Tab-F finds an
/// element by name (its input labels, else its label). Each key or chord is one step.
struct KeyboardReach {
  let screen: ReachScreen
  /// For each stop the keyboard visits, its 1-based place in the Tab order.
  let tabOrder: [Int: Int]
  /// How many visited elements answer to each name (normalized): Tab-F lands at once only on a unique one.
  let nameCounts: [String: Int]

  init(_ screen: ReachScreen) {
    self.screen = screen
    var order: [Int: Int] = [:]
    var counts: [String: Int] = [:]
    // Every element is visited unless it is marked as not responding (WWDC21 10120).
    for i in screen.entries.indices where screen.declared[i] != false {
      order[i] = order.count + 1
      for name in Set(VoiceControlNames.names(of: i, in: screen).map(VoiceControlNames.normalized)) { counts[name, default: 0] += 1 }
    }
    tabOrder = order
    nameCounts = counts
  }

  func cost(of target: ReachTarget) -> ReachCost {
    if let unreachable = Self.unreachable(target, in: screen) { return unreachable }
    switch target.kind {
    case .touchOnly: preconditionFailure("a touch-only target is unreachable")
    case .element(let stop): return cost(stop: stop, action: nil)
    case .action(let stop, let index, _): return cost(stop: stop, action: index)
    }
  }

  /// Why the keyboard cannot reach `target`, or nil when it can: the part of `cost` that needs no
  /// Tab order or names, which the audit's reach rules read for every target.
  static func unreachable(_ target: ReachTarget, in screen: ReachScreen) -> ReachCost? {
    switch target.kind {
    case .touchOnly:
      return .unreachable("the tap is on a view that is not an accessibility element, so the keyboard focus never lands on it; make the view an element with the button trait")
    case .element(let stop), .action(let stop, _, _):
      if screen.declared[stop] == false {
        return .unreachable("it is marked respondsToUserInteraction false, so the keyboard focus skips it; remove that, or move the activation to an element the focus visits")
      }
      if target.actionName == nil, screen.isDimmed(stop) {
        return .unreachable("it is dimmed (notEnabled): the focus reaches it but Space does nothing")
      }
      return nil
    }
  }

  private func cost(stop: Int, action: Int?) -> ReachCost {
    let place = tabOrder[stop]!
    var steps = place
    var route = "Tab \(times(place))"
    var way = "with Tab"
    if let name = VoiceControlNames.names(of: stop, in: screen).first, nameCounts[VoiceControlNames.normalized(name)] == 1 {
      // Tab-F, the name, Return.
      let find = 1 + name.count + 1
      if find < steps {
        steps = find
        route = "Tab-F, type \u{201C}\(name)\u{201D}, Return"
        way = "with Tab-F"
      }
    }
    let element = screen.entries[stop].stop.element
    if let action {
      steps += 1 + action + 1
      let downs = action == 0 ? "" : ", Down \(times(action))"
      return ReachCost(reachable: true, steps: steps, how: "\(route), Tab-Z\(downs), Space on \u{201C}\(element.customActions[action].name)\u{201D}", route: way)
    }
    if UserInteraction.activates(screen.entries[stop].stop) {
      return ReachCost(reachable: true, steps: steps + 1, how: "\(route), Space", route: way)
    }
    return ReachCost(reachable: true, steps: steps, how: route, route: way)
  }
}
