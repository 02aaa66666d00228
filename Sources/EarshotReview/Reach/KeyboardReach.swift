import EarshotEngine
import EarshotModel

/// Full Keyboard Access's costs, with the keyboard focus system's groups (WWDC21 10260, *Focus on
/// iPad keyboard navigation*: "the tab key navigates between significant areas in an app; the
/// arrow keys navigate within an area"; WWDC21 10120, *Support Full Keyboard Access in your iOS
/// app*): Tab and Shift-Tab move between focus groups and the elements outside any, the arrow keys
/// move inside a group, Space activates, Tab-Z lists the focused element's custom actions, Tab-F
/// finds an element by name (its input labels, else its label). Elements that do not respond to
/// user interaction (static text) are not stops (WWDC21 10120: mark information-only elements as
/// not responding so the focus skips them). Each key or chord is one step.
public struct KeyboardReach {
  let screen: ReachScreen
  /// For each stop the keyboard visits: its 1-based place in the Tab order (its group's place,
  /// for a member of a focus group), and the arrow keys from the group's first member to it; nil
  /// for a stop it does not visit. Indexed by stop, so a large screen needs no hash table.
  let places: [Place?]
  /// How many visited elements answer to each normalized name, by the name's number
  /// (`NameCounts`): Tab-F lands at once only on a unique one.
  let nameCounts: [Int]

  /// Where a visited stop is, and the name Tab-F finds it by.
  struct Place {
    var tab: Int
    var arrows: Int
    var group: String?
    /// Its first name and that name's number in `nameCounts`, found once: looked up and normalized
    /// again for each cost, they cost more than the rest of it.
    var name: String?
    var nameKey: Int
  }

  init(_ screen: ReachScreen) {
    self.screen = screen
    var places: [Place?] = Array(repeating: nil, count: screen.entries.count)
    var counts = NameCounts(capacity: screen.entries.count)
    var tabs = 0
    // The group of the stop before, and the rows of members seen in it so far.
    var current: (key: String, first: Frame?, rows: [Double], column: Int, count: Int)?
    for i in screen.entries.indices where Self.visits(i, in: screen) {
      let names = VoiceControlNames.names(of: i, in: screen)
      let name = names.first, nameKey = counts.count(names.map(VoiceControlNames.normalized), numberOf: 0)
      guard let group = Self.focusGroup(of: i, in: screen) else {
        tabs += 1
        current = nil
        places[i] = Place(tab: tabs, arrows: 0, group: nil, name: name, nameKey: nameKey)
        continue
      }
      let frame = screen.entries[i].stop.element.frame
      if current?.key != group.key {
        tabs += 1
        current = (group.key, frame, [], 0, 0)
      }
      // Down moves a row, Right an item along it (the visiting order's line tolerance decides a
      // row); without frames, one arrow per member.
      var g = current!
      let arrows: Int
      if let frame, g.first != nil {
        let centre = frame.y + frame.height / 2
        if let last = g.rows.last, abs(centre - last) <= LineOrder.phoneLineTolerance {
          g.column += 1
        } else {
          g.rows.append(centre)
          g.column = 0
        }
        arrows = g.rows.count - 1 + g.column
      } else {
        arrows = g.count
      }
      g.count += 1
      current = g
      places[i] = Place(tab: tabs, arrows: arrows, group: group.label ?? group.key, name: name, nameKey: nameKey)
    }
    self.places = places
    nameCounts = counts.counts
  }

  /// Whether the keyboard focus lands on stop `i`: it responds to user interaction, declared or
  /// inferred from its traits, actions and gestures.
  static func visits(_ i: Int, in screen: ReachScreen) -> Bool { screen.responds[i] }

  /// The innermost focus group around stop `i`: a list, a data table or collection, a tab bar, a
  /// segmented control, a landmark (a toolbar or navigation bar) or a semantic group
  /// (ReachUnverified.keyboardFocusGroupKinds).
  static func focusGroup(of i: Int, in screen: ReachScreen) -> StopGroup? {
    screen.groups(around: i).last { ReachUnverified.keyboardFocusGroupKinds.contains($0.kind) }
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
  public static func unreachable(_ target: ReachTarget, in screen: ReachScreen) -> ReachCost? {
    switch target.kind {
    case .touchOnly:
      return .unreachable("the tap is on a view that is not an accessibility element, so the keyboard focus never lands on it; make the view an element with the button trait")
    case .element(let stop), .action(let stop, _, _):
      if screen.declared[stop] == false {
        return .unreachable("it is marked respondsToUserInteraction false, so the keyboard focus skips it; remove that, or move the activation to an element the focus visits")
      }
      guard visits(stop, in: screen) else {
        return .unreachable("it has no trait, action or activation that says it can be operated, so the keyboard focus skips it; give it the button trait")
      }
      if target.actionName == nil, screen.isDimmed(stop) {
        return .unreachable("it is dimmed (notEnabled): the focus reaches it but Space does nothing")
      }
      return nil
    }
  }

  private func cost(stop: Int, action: Int?) -> ReachCost {
    let place = places[stop]!
    var steps = place.tab + place.arrows
    // Tab-F, the name, Return, when fewer keys; the Tab route is put in words only when taken.
    var found: String?
    if let name = place.name, nameCounts[place.nameKey] == 1 {
      let find = 1 + name.count + 1
      if find < steps {
        steps = find
        found = name
      }
    }
    // The route made as bytes: a string's append of words with curly quotes costs hundreds of
    // instructions, and every control has a route.
    let how = UTF8Bytes(capacity: 96)
    func add(_ literal: StaticString) { how.append(literal) }
    let way: String
    if let found {
      add("Tab-F, type \u{201C}")
      how.append(found)
      add("\u{201D}, Return")
      way = "with Tab-F"
    } else if let group = place.group {
      add("Tab ")
      appendTimes(place.tab, to: how)
      add(" to the group \u{201C}")
      how.append(group)
      add("\u{201D}")
      if place.arrows > 0 {
        add(", then ")
        how.append(place.arrows)
        add(place.arrows == 1 ? " arrow key inside it" : " arrow keys inside it")
      }
      way = "with Tab and arrows"
    } else {
      add("Tab ")
      appendTimes(place.tab, to: how)
      way = "with Tab"
    }
    if let action {
      steps += 1 + action + 1
      add(", Tab-Z")
      if action > 0 {
        add(", Down ")
        appendTimes(action, to: how)
      }
      add(", Space on \u{201C}")
      how.append(screen.entries[stop].stop.element.customActions[action].name)
      add("\u{201D}")
      return ReachCost(reachable: true, steps: steps, how: how.string, route: way)
    }
    if screen.activates(stop) {
      add(", Space")
      return ReachCost(reachable: true, steps: steps + 1, how: how.string, route: way)
    }
    return ReachCost(reachable: true, steps: steps, how: how.string, route: way)
  }
}
