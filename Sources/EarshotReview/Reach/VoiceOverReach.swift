import EarshotEngine
import EarshotModel

/// The screen reader's costs: swipes (or the Headings rotor, TalkBack's Headings reading control)
/// to the element as `ListeningCosts` times them, then a double tap; a custom action is the
/// reader's way to its actions (`ScreenReader.actionsRoute`: none for VoiceOver, the reading
/// controls turned to Actions for TalkBack), swipes down to it, then a double tap. Routes are
/// written in the reader's terms.
public struct VoiceOverReach {
  let screen: ReachScreen
  let costs: [NavigationCost]
  /// Per stop with custom actions: seconds to hear what comes before its custom action k (the
  /// reading controls turned through, the items listed first, its first k + 1 actions' names), at
  /// index k. Summed once, so an element's thousands of actions cost linear time, not one sum per action.
  let actionSeconds: [Int: [Double]]
  /// Per stop with custom actions: the reader's way to them.
  let actionRoutes: [Int: ActionsRoute]

  init(_ screen: ReachScreen, timing: SpeechTiming, listening: ListeningCosts? = nil) {
    self.screen = screen
    let context = screen.context
    costs = listening?.costs ?? ListeningCosts.costs(context.entries, reader: context.reader, timing: timing)
    var actionSeconds: [Int: [Double]] = [:], actionRoutes: [Int: ActionsRoute] = [:]
    let reader = context.reader
    func seconds(_ text: String, _ role: SegmentRole, _ language: String) -> Double {
      Double(timing.duration(of: Segment(role: role, text: text, language: language))) / 1000
    }
    for target in screen.targets {
      guard case .action(let stop, 0, _) = target.kind else { continue }
      let element = screen.entries[stop].stop.element
      let route = reader.actionsRoute(for: element)
      var sum = route.turns.reduce(0) { $0 + seconds(reader.name(of: $1), .rotor, reader.language) }
        + route.before.reduce(0) { $0 + seconds($1, .action, reader.language) }
      actionSeconds[stop] = element.customActions.map { action in
        sum += seconds(action.name, .action, element.language)
        return sum
      }
      actionRoutes[stop] = route
    }
    self.actionSeconds = actionSeconds
    self.actionRoutes = actionRoutes
  }

  func cost(of target: ReachTarget) -> ReachCost {
    if let unreachable = Self.unreachable(target, in: screen) { return unreachable }
    switch target.kind {
    case .touchOnly: preconditionFailure("a touch-only target is unreachable")
    case .element(let stop): return cost(stop: stop, then: nil)
    case .action(let stop, let index, _): return cost(stop: stop, then: index)
    }
  }

  /// Why VoiceOver cannot reach `target`, or nil when it can: the part of `cost` that needs no
  /// route or timing, which the audit's reach rules read for every target.
  public static func unreachable(_ target: ReachTarget, in screen: ReachScreen) -> ReachCost? {
    switch target.kind {
    case .touchOnly:
      // Its text may be a stop of its own: read, but the view that takes the tap is not a control.
      let terms = screen.context.reader.kind.terms
      guard let read = screen.context.stops(inside: target.path).first else { return .unreachable(terms.touchOnly) }
      var cost = ReachCost.unreachable("its text is read at stop \(read + 1), but \(terms.touchOnly)")
      cost.readAtStop = read
      return cost
    case .element(let stop):
      return screen.isDimmed(stop) ? .unreachable(screen.context.reader.kind.terms.notEnabled) : nil
    case .action:
      return nil
    }
  }

  private func cost(stop: Int, then action: Int?) -> ReachCost {
    let c = costs[stop]
    let byRotor = c.rotorSeconds.map { $0 < c.swipeSeconds } ?? false
    var gestures = byRotor ? c.rotorStops! : stop
    var seconds = byRotor ? c.rotorSeconds! : c.swipeSeconds
    let terms = screen.context.reader.kind.terms
    // The route made as bytes: a string's append of words with curly quotes costs hundreds of
    // instructions, and every control has a route.
    let how = UTF8Bytes(capacity: 96)
    func add(_ literal: StaticString) { how.append(literal) }
    if byRotor, let first = c.rotorStops {
      how.append(terms.headings)
      add(" and swipes (")
      how.append(first)
      add(" gestures)")
    } else if stop == 0 {
      add("focused when the screen appears")
    } else if byRotor {
      how.append(terms.headings)
      add(", then swipe")
    } else {
      add("swipe right ")
      appendTimes(stop, to: how)
    }
    let way = byRotor ? "with the \(terms.headings)" : "swiping"
    if let action {
      let offered = actionRoutes[stop]!
      let swipes = offered.before.count + action + 1
      gestures += offered.turns.count + swipes + 1
      seconds += actionSeconds[stop]![action]
      // Where the actions are not offered on focus, the reading control that lists them is chosen first.
      if let last = offered.turns.last {
        let n = offered.turns.count
        add(", choose the ")
        how.append(screen.context.reader.name(of: last))
        add(" ")
        how.append(terms.readingControl)
        add(" (")
        how.append(n)
        add(n == 1 ? " gesture)" : " gestures)")
      }
      add(", swipe down ")
      appendTimes(swipes, to: how)
      add(" to \u{201C}")
      how.append(screen.entries[stop].stop.element.customActions[action].name)
      add("\u{201D}, ")
      how.append(terms.activate)
      return ReachCost(reachable: true, steps: gestures, seconds: seconds, how: how.string, route: way)
    }
    let activates = screen.activates(stop)
    if activates {
      gestures += 1
      add(", ")
      how.append(terms.activate)
    }
    return ReachCost(reachable: true, steps: gestures, seconds: seconds, how: how.string, route: way)
  }
}

/// "once", "twice", "3 times", appended to `bytes`.
func appendTimes(_ n: Int, to bytes: UTF8Bytes) {
  switch n {
  case 1: bytes.append("once" as StaticString)
  case 2: bytes.append("twice" as StaticString)
  default:
    bytes.append(n)
    bytes.append(" times" as StaticString)
  }
}
