import EarshotEngine
import EarshotModel

/// Switch Control's costs with item scanning (docs/REACH.md): the cursor moves through the items of
/// a level, one per Auto Scanning Time; a press on a group scans its members, a press on an element
/// opens the scanner menu, whose first item is Tap and whose first page holds the custom actions.
public struct SwitchControlReach {
  let screen: ReachScreen
  let settings: SwitchControlSettings
  let tree: ScanTree

  init(_ screen: ReachScreen, settings: SwitchControlSettings) {
    self.screen = screen
    self.settings = settings
    let scanned = screen.entries.indices.filter { Self.scans($0, in: screen) }
    let grouping = ScanGrouping(settings: settings.grouping) { screen.entries[$0].stop.element.frame }
    tree = ScanTree(stops: scanned, groups: { Self.groups(of: $0, in: screen, settings: settings) },
                    arrange: settings.groupItems ? grouping.arrange : { $0 })
  }

  /// Whether item scanning highlights stop `i`: the scan holds every stop that responds to user
  /// interaction, once, and no other (its groups only arrange them), so this needs no tree.
  public static func scans(_ i: Int, in screen: ReachScreen) -> Bool { screen.responds[i] }

  /// The groups around stop `i`, outermost first: the groups the visiting order kept together
  /// (`ScreenOrder`'s tree), with Group Items on, and every element around the stop whose navigation
  /// style is `combined` (a container Switch Control scans as one stop even where VoiceOver does
  /// not group it); a group whose style is `separate` is dissolved into its parent's level.
  static func groups(of i: Int, in screen: ReachScreen, settings: SwitchControlSettings) -> [ScanGroup] {
    var found: [(depth: Int, group: ScanGroup)] = []
    // A stop has few groups around it: looked through in place rather than hashed into a set.
    var keys: [String] = []
    for g in screen.groups(around: i) {
      keys.append(g.key)
      guard g.navigationStyle != .separate, g.navigationStyle == .combined || settings.groupItems else { continue }
      found.append((g.path.indices.count, ScanGroup(key: g.key, label: g.label)))
    }
    let elements = screen.context.elements
    for (depth, k) in screen.context.ancestorIndices(ofStop: i).enumerated()
    where elements[k].navigationStyle == .combined && !keys.contains(elements[k].key) {
      found.append((depth, ScanGroup(key: elements[k].key, label: elements[k].label)))
    }
    // Outermost first; the tree's own order wins between groups at one depth.
    return found.enumerated().sorted { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }.map(\.element.group)
  }

  func cost(of target: ReachTarget) -> ReachCost {
    if var unreachable = Self.unreachable(target, in: screen) {
      unreachable.pointing = PointingReach.switchControl(target, in: screen, settings: settings)
      return unreachable
    }
    switch target.kind {
    case .touchOnly: preconditionFailure("a touch-only target is unreachable")
    case .element(let stop): return cost(stop: stop, menuItem: 0, menuName: "Tap")
    case .action(let stop, let index, let name): return cost(stop: stop, menuItem: index + 1, menuName: "\u{201C}\(name)\u{201D}")
    }
  }

  /// Why item scanning cannot reach `target`, or nil when it can: the part of `cost` that builds no
  /// route, which the audit's reach rules read for every target.
  public static func unreachable(_ target: ReachTarget, in screen: ReachScreen) -> ReachCost? {
    switch target.kind {
    case .touchOnly:
      return .unreachable("the tap is on a view that is not an accessibility element: item scanning never highlights it, only point scanning can tap it; make the view an element with the button trait")
    case .element(let stop), .action(let stop, _, _):
      guard scans(stop, in: screen) else {
        if screen.declared[stop] == false {
          return .unreachable("it is marked respondsToUserInteraction false, so Switch Control does not scan it; remove that or set it to true")
        }
        return .unreachable("it has no trait, action or activation that says it can be operated, so Switch Control does not scan it; give it the button trait or set respondsToUserInteraction")
      }
      if target.actionName == nil, screen.isDimmed(stop) {
        return .unreachable("it is dimmed (notEnabled): it can be highlighted but Tap does nothing")
      }
      return nil
    }
  }

  private func cost(stop: Int, menuItem: Int, menuName: String) -> ReachCost {
    let position = tree.positions[stop]!
    var steps = 0, presses = 0
    var seconds = 0.0
    // The longest loop on the way: what one missed highlight costs.
    var loop = 0.0
    var estimated = false
    var level = tree.root
    for (depth, index) in position.enumerated() {
      steps += index + 1
      presses += settings.presses(toSelect: index)
      seconds += settings.secondsToSelect(index)
      // Inside a group, the dashed highlight around it (back out) is one more item of the loop.
      loop = max(loop, settings.loopSeconds(level.count + (depth > 0 ? 1 : 0)) ?? 0)
      if case .group(_, _, let members, let estimate) = level[index] {
        estimated = estimated || estimate != nil
        level = members
      }
    }
    let activates = screen.activates(stop)
    let opensMenu = menuItem > 0 || activates
    let ending: ScanRoute.Ending
    if let autoTap = settings.autoTap, opensMenu, menuItem == 0 {
      // Auto Tap: the selection taps by itself once the interval passes without a second press.
      seconds += autoTap
      ending = .autoTap(autoTap)
    } else if opensMenu {
      if settings.autoTap != nil {
        // A second press within the Auto Tap interval opens the scanner menu instead.
        presses += 1
        steps += 1
        seconds += settings.reactionTime
      }
      steps += menuItem + 1
      presses += settings.presses(toSelect: menuItem)
      seconds += settings.secondsToSelect(menuItem)
      ending = .menu(menuName, pressAgain: settings.autoTap != nil)
    } else {
      ending = .tapDoesNothing
    }
    let missed = settings.scanning == .auto ? loop : nil
    var cost = ReachCost(reachable: true, steps: steps, presses: presses, seconds: seconds,
                         route: ScanRoute(tree: tree, stop: stop, ending: ending, missedSeconds: missed), named: "by item scanning")
    cost.estimated = estimated
    return cost
  }
}

/// A route through Switch Control's scan, kept as where it goes and put in words only when read
/// ("press at the 2nd group (a row, estimated), then at the 3rd item, then at Tap in the scanner
/// menu"): every scanned control has one, several levels deep, and the words of every route of a
/// large screen were megabytes that a diff never writes.
struct ScanRoute: Sendable {
  enum Ending: Equatable, Sendable {
    /// Auto Tap taps after this many seconds.
    case autoTap(Double)
    /// The scanner menu opens (after a second press within the Auto Tap interval when
    /// `pressAgain`) and the item named is chosen there.
    case menu(String, pressAgain: Bool)
    /// The menu opens but Tap does nothing.
    case tapDoesNothing
  }

  let tree: ScanTree
  let stop: Int
  let ending: Ending
  /// With auto scanning, the seconds one missed highlight adds.
  let missedSeconds: Double?

  /// The route in words. Made as bytes: a route is several levels deep and is written for every
  /// control on a page, and a string's append costs several times a copy of bytes.
  var words: String {
    let how = UTF8Bytes(capacity: 512)
    append(to: how)
    return how.string
  }

  /// The route in words appended to `how`.
  func append(to how: UTF8Bytes) {
    // The fixed words straight from the binary's bytes: a route is many pieces.
    func add(_ s: StaticString) { how.append(s) }
    func add(text: String) { how.append(text) }
    add("press at ")
    var level = tree.root
    for (depth, index) in tree.positions[stop]!.enumerated() {
      if depth > 0 { add(", then at ") }
      add("the ")
      how.append(index + 1)
      add(ordinalSuffix(index + 1))
      switch level[index] {
      case .group(_, let label, let members, let estimate):
        add(" group")
        // Its label and what Group Items estimated it to be, as far as there are any.
        if !(label ?? "").isEmpty || estimate != nil {
          add(" (")
          if let label { add(text: label) }
          if let estimate {
            if label != nil { add(", ") }
            add(text: estimate)
            add(", estimated")
          }
          add(")")
        }
        level = members
      case .item:
        add(" item")
      }
    }
    switch ending {
    case .autoTap(let seconds):
      add(", then wait ")
      add(text: SwitchControlSettings.format(seconds))
      add(" s for Auto Tap")
    case .menu(let name, let pressAgain):
      if pressAgain { add(", press again for the scanner menu") }
      add(", then at ")
      add(text: name)
      add(" in the scanner menu")
    case .tapDoesNothing: add(" (the scanner menu opens; Tap does nothing)")
    }
    if let missedSeconds {
      add("; a missed highlight costs up to ")
      add(text: ReachReport.formatSeconds(missedSeconds))
      add(" s more")
    }
  }

  /// Whether `other` goes the same way through a scan with the same names, so its words are the
  /// same, found without writing either (most controls of two versions of a screen do).
  func goesAlike(_ other: ScanRoute) -> Bool {
    let position = tree.positions[stop]!
    guard ending == other.ending, missedSeconds == other.missedSeconds, position.elementsEqual(other.tree.positions[other.stop]!) else { return false }
    var level = tree.root, otherLevel = other.tree.root
    for index in position {
      switch (level[index], otherLevel[index]) {
      case (.item, .item): continue
      case (.group(_, let label, let members, let estimate), .group(_, let otherLabel, let otherMembers, let otherEstimate)):
        guard label == otherLabel, estimate == otherEstimate else { return false }
        level = members
        otherLevel = otherMembers
      default: return false
      }
    }
    return true
  }
}

/// "1st", "2nd", "3rd", "11th".
func ordinal(_ n: Int) -> String { String(n) + ordinalSuffix(n).description }

/// What follows `n` in its ordinal: "st", "nd", "rd" or "th".
func ordinalSuffix(_ n: Int) -> StaticString {
  let tens = (n / 10) % 10
  switch (tens == 1 ? 0 : n % 10) {
  case 1: return "st"
  case 2: return "nd"
  case 3: return "rd"
  default: return "th"
  }
}
