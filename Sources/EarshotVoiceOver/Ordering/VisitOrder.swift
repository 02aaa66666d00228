import EarshotEngine
import EarshotModel

/// Works out which elements VoiceOver visits on a screen and in what order (following
/// AccessibilitySnapshot's `AccessibilityHierarchyParser.swift`; docs/EVIDENCE.md).
///
/// - `accessibilityElements` wins and keeps its exact order.
/// - Otherwise elements sort by frame, line by line (`LineOrder`), higher `sortPriority` first.
/// - A group (`groupChildren`, a container type, a segmented control or tab bar) stays together
///   and sorts where its first child would.
/// - An element hides its subtree; hidden views and their subtrees are skipped; a `modal` view
///   hides its siblings (the last modal sibling wins), and a modal view an explicit order lists
///   hides the others listed with it (Apple's `accessibilityViewIsModal`).
/// - A view of zero size is skipped when it is an element or lists its `accessibilityElements`, with
///   everything in it; one with a width or a height, or a plain wrapper, is kept.
/// - The first and last stops of a list or landmark are marked, and the cells of a data table know
///   their row, column and headers.
public struct VisitOrder: Sendable {
  public var resolver: Resolver

  public init(reader: VoiceOver) { resolver = Resolver(reader: reader) }

  /// The stops of a screen, in visiting order.
  public func stops(in state: ScreenState) -> [Stop] { order(of: state).stops }

  /// The stops of a screen in visiting order, with the groups they were ordered in.
  public func order(of state: ScreenState) -> ScreenOrder {
    let screen = state.screen
    let lines = LineOrder(device: screen.device, direction: screen.layoutDirection)
    let context = Context(language: screen.language ?? resolver.profile.language, order: lines)
    var walk = Walk()
    // Room for a stop per element at once: grown by doubling, the stops of a long screen would be
    // copied again and again and, while growing, held twice. The top level's items likewise: the
    // pages of room never written are never made resident.
    let elements = Self.count([screen.root], 0)
    walk.stops.reserveCapacity(elements)
    var arranged: [Arranged] = []
    arranged.reserveCapacity(elements)
    var path: [Int] = []
    self.walk(screen.root, context, state, path: &path, into: &walk, items: &arranged)
    Self.sort(&arranged, lines)
    // The top level's items are dropped once sorted: only their places in the tree are read on.
    let top = arranged.map { $0.draft }
    arranged = []
    let drafts = walk.drafts
    var sequence: [Int] = []
    sequence.reserveCapacity(walk.stops.count)
    for draft in top { Self.flatten(Int(draft), drafts, into: &sequence) }
    var result = ScreenOrder()
    // Moved, not shared: reordering a shared array would copy every stop.
    swap(&result.stops, &walk.stops)
    Self.permute(&result.stops, into: sequence)
    sequence = []
    if walk.seriesMembers > 0 { numberSeries(&result.stops) }
    // The tree meets the stops in the order `flatten` put them in, so a count gives each its place.
    var position = 0
    result.groups.reserveCapacity(drafts.count)
    result.top = top.map { tree(Int($0), parent: nil, drafts, walk.groups, position: &position, into: &result) }
    ContainerPlaces.mark(&result, everyList: resolver.unverified.listBoundariesOfEveryList)
    return result
  }

  /// Turns an arranged node into the group tree, numbering groups as they are met; `position` is
  /// the place of the next stop met.
  private func tree(_ draft: Int, parent: Int?, _ drafts: [DraftGroup], _ infos: [GroupInfo], position: inout Int,
                    into result: inout ScreenOrder) -> ScreenOrder.Node {
    if draft >= 0 {
      let at = position
      position += 1
      result.stops[at].group = parent
      return .stop(at)
    }
    let d = drafts[-draft - 1], g = infos[d.info]
    let index = result.groups.count
    result.groups.append(StopGroup(key: g.key, path: g.path, kind: g.kind, label: g.label, navigationStyle: g.navigationStyle,
                                   isExplicit: g.isExplicit, parent: parent, members: []))
    let nodes = d.members.map { tree(Int($0), parent: index, drafts, infos, position: &position, into: &result) }
    result.groups[index].members = nodes
    return .group(index)
  }

  // MARK: - Walking the tree

  private struct Context {
    var language: String
    /// How the list the walk is adding to is sorted (a group with a direction of its own sorts its
    /// members in that direction).
    var order: LineOrder
    var containers: [ContainerContext] = []
    var series: (kind: SeriesKind, key: String)?
    /// True for the direct children of a segmented control or tab bar.
    var isSeriesChild = false
    /// For the buttons made up for a stepper: where the stepper is, and each button's direction
    /// by its index among the children walked.
    var stepper: (path: ElementPath, directions: [Int])?
    /// The custom actions the containers around lend their elements, the nearest container's first.
    var lentActions: [CustomAction] = []
  }

  /// What the walk collects: the stops in walk order, what each group is, and each group's
  /// members as arranged.
  private struct Walk {
    var stops: [Stop] = []
    var groups: [GroupInfo] = []
    var drafts: [DraftGroup] = []
    /// How many of the stops are members of a segmented control or tab bar (most screens: none).
    var seriesMembers = 0
  }

  private struct GroupInfo {
    var key: String
    var path: ElementPath
    var kind: ContainerKind
    var label: String?
    var navigationStyle: NavigationStyle
    var isExplicit: Bool
  }

  /// Walks `e`, at `path` (child indices from the root; the walk pushes and pops its own), adding
  /// what it visits to `items`, the list it sorts among: a stop, a group (arranged as it is walked:
  /// its members sorted and kept in `storage.drafts`), or, for an element that is neither, what
  /// its children add.
  private func walk(_ e: Element, _ ctx: Context, _ state: ScreenState, path: inout [Int], into storage: inout Walk,
                    items: inout [Arranged]) {
    if resolver.isHidden(e, in: state) { return }
    let language = e.language ?? ctx.language
    // A view of zero size is pruned with its subtree when it is an element or orders its elements
    // explicitly; a zero-size wrapper is kept, and a view 0 pt wide but with height is visited
    // (AccessibilitySnapshot's `AccessibilityHierarchyParser.swift`, on real views).
    if let frame = e.frame, frame.isZeroSize, e.accessibilityElements != nil { return }
    if resolver.isElement(e, series: ctx.isSeriesChild ? ctx.series?.kind : nil) {
      if let frame = e.frame, frame.isZeroSize { return }
      var element = resolver.resolve(e, in: state, language: language, series: ctx.isSeriesChild ? ctx.series?.kind : nil)
      if e.combine == .combine || (e.kind.descriptor.combinesChildren && e.combine == nil) {
        element = merge(element, e, explicitLabel: e.label != nil, ctx: ctx, state)
      }
      // Actions a container declares are offered on every element inside it, after the element's
      // own (AccessibilitySnapshot issues #285 and #223, pull request #323: a list cell's swipe
      // actions, on the cell, are inherited by all the elements within it).
      if !ctx.lentActions.isEmpty { element.customActions += ctx.lentActions }
      let origin: StopOrigin
      if let stepper = ctx.stepper, let i = path.last {
        origin = .stepperButton(stepper: stepper.path, direction: stepper.directions[i])
      } else {
        origin = .element(ElementPath(path))
      }
      var stop = Stop(element: element, origin: origin, containers: ctx.containers, series: ctx.series?.kind)
      if let key = ctx.series?.key {
        stop.seriesKey = key
        storage.seriesMembers += 1
      }
      items.append(Arranged(frame: stop.element.frame, priority: e.sortPriority, draft: storage.stops.count))
      storage.stops.append(stop)
      return
    }

    var inner = ctx
    inner.language = language
    inner.isSeriesChild = false
    if !e.customActions.isEmpty { inner.lentActions = e.customActions + ctx.lentActions }
    let container = containerContext(e, language: language)
    if let container { inner.containers.append(container) }
    let seriesKind = e.kind.descriptor.series ?? (e.traits?.has(.tabBar) == true ? .tab : nil)
    if let seriesKind {
      inner.series = (seriesKind, e.key)
      inner.isSeriesChild = true
    }

    let explicit = e.accessibilityElements != nil
    // A subtree with a direction of its own (`semanticContentAttribute`: playback controls stay left
    // to right in a right-to-left screen) is a group whose members sort in that direction
    // (`Unverified.subtreeDirectionOrdersItsElements`).
    let direction = resolver.unverified.subtreeDirectionOrdersItsElements ? e.layoutDirection : nil
    let isGroup = explicit || e.groupChildren || container != nil || seriesKind != nil || direction != nil
    if let direction { inner.order.rightToLeft = direction == .rightToLeft }
    // A group's members are a list of their own; anything else adds to the list it is in.
    var members: [Arranged] = []
    if let order = e.accessibilityElements {
      // One index per ordered view: looking each id up by walking the subtree is quadratic.
      let byID = Self.descendantsByID(e)
      var listed = order.compactMap { byID[$0] }
      // A modal view hides the others listed beside it, as it hides its sibling views.
      if let modal = listed.lastIndex(where: { $0.0.modal && !resolver.isHidden($0.0, in: state) }) { listed = [listed[modal]] }
      members.reserveCapacity(listed.count)
      for (child, relative) in listed {
        let depth = path.count
        path += relative
        if isGroup { walk(child, inner, state, path: &path, into: &storage, items: &members) }
        else { walk(child, inner, state, path: &path, into: &storage, items: &items) }
        path.removeSubrange(depth...)
      }
    } else {
      var children = e.children
      var indices = Array(children.indices)
      // Switched over every kind of adjustment, so a new one is considered here.
      let madeUpButtons: Bool
      switch e.kind.descriptor.adjustment {
      case .buttons: madeUpButtons = children.isEmpty
      case .byTraits, .builtIn: madeUpButtons = false
      }
      if madeUpButtons {
        children = stepperButtons(e, state)
        indices = Array(children.indices)
        inner.stepper = (ElementPath(path), [-1, 1])
      }
      // A modal view hides its siblings; with several, the last one wins (per sibling set).
      if let modal = children.lastIndex(where: { $0.modal && !resolver.isHidden($0, in: state) }) {
        indices = [modal]
      }
      // Room for an item a child, the most common case: grown from one by doubling, each list of
      // a long screen's rows held up to twice its items.
      if isGroup { members.reserveCapacity(indices.count) }
      for i in indices {
        path.append(i)
        if isGroup { walk(children[i], inner, state, path: &path, into: &storage, items: &members) }
        else { walk(children[i], inner, state, path: &path, into: &storage, items: &items) }
        path.removeLast()
      }
    }
    guard isGroup else { return }
    // A group with no stop left (every member hidden or empty) is not visited.
    guard !members.isEmpty else { return }
    if !explicit { Self.sort(&members, inner.order) }
    // A group sorts where its first-sorted member would (PR #325). A sorted group's first framed
    // member is that one; an explicitly ordered group's is the one no other member precedes.
    var first = members.firstIndex { $0.framed }
    if explicit, var at = first {
      for (i, member) in members.enumerated() where member.framed && ctx.order.precedes(member, members[at]) { at = i }
      first = at
    }
    storage.groups.append(GroupInfo(key: e.key, path: ElementPath(path), kind: container?.kind ?? .group,
                                    label: container?.label ?? e.label, navigationStyle: e.navigationStyle, isExplicit: explicit))
    storage.drafts.append(DraftGroup(info: storage.groups.count - 1, members: members.map { $0.draft }))
    var item = first.map { members[$0] } ?? Arranged(frame: nil, priority: 0, draft: 0)
    item.priority = e.sortPriority
    item.draft = -Int32(storage.drafts.count)
    items.append(item)
  }

  /// The container `e` forms for VoiceOver, if any: what it says on entry and what the
  /// Containers rotor reaches.
  private func containerContext(_ e: Element, language: String) -> ContainerContext? {
    let kind: ContainerKind?
    switch (e.kind.descriptor.container, e.containerType) {
    case (let own?, _): kind = own
    case (_, .list?): kind = .list
    case (_, .landmark?): kind = .landmark
    case (_, .dataTable?): kind = .dataTable
    case (_, .semanticGroup?): kind = .semanticGroup
    default:
      if e.traits?.has(.tabBar) == true { kind = .tabBar }
      else if e.combine == .contain { kind = .semanticGroup }
      else { kind = nil }
    }
    guard let kind else { return nil }
    return ContainerContext(key: e.key, kind: kind, label: e.label ?? (kind == .alert ? e.text : nil), language: e.language ?? language)
  }

  /// UIStepper's two buttons, for a stepper written without children. Their keys (the stepper's
  /// with "#decrement" or "#increment") only tell them apart; what they are is their `StopOrigin`.
  /// UIKit disables Decrement at the minimum and Increment at the maximum, and VoiceOver reads a
  /// disabled button "dimmed"; the stepper's live position decides.
  private func stepperButtons(_ e: Element, _ state: ScreenState) -> [Element] {
    let buttons: [(Phrase, String, Int)] = [(.decrement, StopOrigin.buttonSuffix(direction: -1), -1),
                                            (.increment, StopOrigin.buttonSuffix(direction: 1), 1)]
    let position = state.overrides[e.key]?.adjustablePosition ?? e.adjustablePosition ?? e.adjustable.flatMap(Resolver.initialPosition)
    return buttons.enumerated().map { i, item in
      var frame: Frame?
      if let f = e.frame { frame = Frame(x: f.x + Double(i) * f.width / 2, y: f.y, width: f.width / 2, height: f.height) }
      var button = Element(path: e.path + item.1, type: .button, label: resolver.profile.phrase(item.0), frame: frame)
      button.id = e.id.map { $0 + item.1 }
      if let adjustable = e.adjustable, let position, Resolver.step(adjustable, from: position, by: item.2) == nil {
        button.traits = [.button, .notEnabled]
      }
      return button
    }
  }

  /// `.accessibilityElement(children: .combine)`: the children's labels joined with ", ", their
  /// values likewise, their traits, actions and custom content merged (AccessibilitySnapshot; WWDC19 238).
  /// Not every child joins alike (docs/EVIDENCE.md, "What SwiftUI's `.combine` joins"): a child
  /// button's label and button trait stay out, and its activation becomes a named action (Apple's
  /// `AccessibilityChildBehavior.combine`: the default action may become a named action;
  /// cvs-health/ios-swiftui-accessibility-techniques `CombiningFocus.md` and `CardsView.swift`;
  /// WWDC24 10073, a comment cell's buttons become its actions), while a child heading makes the
  /// combined element a heading (`CardsView.swift`).
  private func merge(_ element: ResolvedElement, _ e: Element, explicitLabel: Bool, ctx: Context, _ state: ScreenState) -> ResolvedElement {
    var inner = ctx
    inner.isSeriesChild = false
    let order = LineOrder(device: state.screen.device, direction: state.screen.layoutDirection)
    var storage: [Stop] = []
    var items: [Arranged] = []
    for child in e.children { walkForMerge(child, inner, state, into: &storage, items: &items) }
    Self.sort(&items, order)
    let all = items.map { storage[Int($0.draft)] }
    let buttons = all.filter { Self.staysOutOfCombination($0.element) }
    let parts = all.filter { !Self.staysOutOfCombination($0.element) }
    var merged = element
    let labels = parts.compactMap(\.element.label).filter { !$0.isEmpty }
    if !explicitLabel, !labels.isEmpty { merged.label = labels.joined(separator: ", ") }
    if merged.value == nil {
      let values = parts.compactMap(\.element.value).filter { !$0.isEmpty }
      if !values.isEmpty {
        merged.value = values.joined(separator: ", ")
        merged.valueIsPhrase = false
      }
    }
    for part in parts {
      var traits = part.element.traits
      traits.remove(.staticText)
      merged.traits.formUnion(traits)
      merged.customActions += part.element.customActions
      merged.customContent += part.element.customContent
      if merged.on == nil { merged.on = part.element.on }
    }
    for button in buttons {
      if let name = button.element.label, !name.isEmpty {
        merged.customActions.append(CustomAction(name: name, effects: button.element.onActivate))
      }
      merged.customActions += button.element.customActions
    }
    if merged.hint == nil {
      let hints = parts.compactMap(\.element.hint)
      if !hints.isEmpty { merged.hint = hints.joined(separator: " ") }
    }
    if merged.frame == nil { merged.frame = parts.first?.element.frame }
    return merged
  }

  /// A child button of a combined element: its label and trait do not join the combination; its
  /// activation is offered as an action named by its label. A switch (`toggleButton`) is a state
  /// the combination reads, not a button here.
  static func staysOutOfCombination(_ child: ResolvedElement) -> Bool {
    child.traits.has(.button) && !child.traits.has(.toggleButton)
  }

  /// Like `walk`, but every labeled leaf counts, since combining reads children that are not elements on their own.
  private func walkForMerge(_ e: Element, _ ctx: Context, _ state: ScreenState, into storage: inout [Stop], items: inout [Arranged]) {
    if resolver.isHidden(e, in: state) { return }
    let language = e.language ?? ctx.language
    if resolver.isElement(e, series: nil) || (e.children.isEmpty && (e.label ?? e.text) != nil) {
      // A part read into the combined element, never a stop of its own: its origin is not read.
      let part = resolver.resolve(e, in: state, language: language, series: nil)
      items.append(Arranged(frame: part.frame, priority: e.sortPriority, draft: storage.count))
      storage.append(Stop(element: part, origin: .element(.root), containers: []))
      return
    }
    var inner = ctx
    inner.language = language
    for child in e.children { walkForMerge(child, inner, state, into: &storage, items: &items) }
  }

  /// How many elements `siblings[index]` and its descendants are. Only the children arrays are
  /// read: passing each element on would copy it, retaining every string it holds.
  private static func count(_ siblings: [Element], _ index: Int) -> Int {
    let children = siblings[index].children
    var total = 1
    for i in children.indices { total += count(children, i) }
    return total
  }

  /// Reorders `items` so that position k holds what was at `order[k]`, by swapping along the
  /// permutation's cycles: no element is copied, which matters when there are 100,000 of them.
  static func permute<T>(_ items: inout [T], into order: [Int]) {
    precondition(order.count == items.count)
    var placed = [Bool](repeating: false, count: order.count)
    items.withUnsafeMutableBufferPointer { buffer in
      for start in order.indices where !placed[start] {
        var k = start
        while true {
          placed[k] = true
          let source = order[k]
          if source == start { break }
          buffer.swapAt(k, source)
          k = source
        }
      }
    }
  }

  /// Every descendant of `root` that has an id, by id, with its path from `root`; the first in
  /// depth-first order wins.
  static func descendantsByID(_ root: Element) -> [String: (Element, [Int])] {
    var result: [String: (Element, [Int])] = [:]
    var path: [Int] = []
    func visit(_ e: Element) {
      for (i, child) in e.children.enumerated() {
        path.append(i)
        if let id = child.id, result[id] == nil { result[id] = (child, path) }
        visit(child)
        path.removeLast()
      }
    }
    visit(root)
    return result
  }

  // MARK: - Sorting and flattening

  /// An item of a list being sorted: a stop, or a group placed at its first member. Only where its
  /// frame starts is kept, as that is all the order compares: 32 bytes an item rather than 56,
  /// and a long screen holds one for each stop at its top level while it is ordered.
  fileprivate struct Arranged {
    var x = 0.0, y = 0.0
    var priority: Double
    /// Where the item sits in the arranged tree: a stop by its index in the walk (0 or more), or
    /// a group as `-(index + 1)` into the drafts (an integer keeps sorting free of reference counting).
    var draft: Int32
    var framed: Bool

    init(frame: Frame?, priority: Double, draft: Int) {
      if let frame { (x, y) = (frame.x, frame.y) }
      framed = frame != nil
      self.priority = priority
      self.draft = Int32(draft)
    }
  }

  /// A group as arranged: what it is (an index into the walk's groups) and its members' drafts.
  private struct DraftGroup {
    var info: Int
    var members: [Int32]
  }

  /// Sorts `items` as `LineOrder.sort` sorts: higher priority first, then by where their frames start.
  private static func sort(_ items: inout [Arranged], _ order: LineOrder) {
    guard items.count > 1 else { return }
    items.sort { a, b in a.priority != b.priority ? a.priority > b.priority : order.precedes(a, b) }
  }

  /// Appends the stops of an arranged node in order, depth first, so a group's stops stay together.
  private static func flatten(_ draft: Int, _ drafts: [DraftGroup], into sequence: inout [Int]) {
    if draft >= 0 {
      sequence.append(draft)
    } else {
      for member in drafts[-draft - 1].members { flatten(Int(member), drafts, into: &sequence) }
    }
  }

  /// Gives segments and tabs their "N of M", counted in visiting order.
  private func numberSeries(_ stops: inout [Stop]) {
    var counts: [String: Int] = [:]
    // Through the buffer: read from the array, each stop's series key cost a copy of the whole
    // stop (seen in a profile of a long screen).
    stops.withUnsafeMutableBufferPointer { stops in
      for i in stops.indices { if let key = stops[i].seriesKey { counts[key, default: 0] += 1 } }
      var seen: [String: Int] = [:]
      for i in stops.indices {
        guard let key = stops[i].seriesKey, let count = counts[key] else { continue }
        seen[key, default: 0] += 1
        stops[i].position = (seen[key]!, count)
      }
    }
  }
}

extension LineOrder {
  /// `precedes` for two arranged items: whether `a`'s frame is read before `b`'s.
  fileprivate func precedes(_ a: VisitOrder.Arranged, _ b: VisitOrder.Arranged) -> Bool {
    guard a.framed, b.framed else { return false }
    return precedes(x: a.x, y: a.y, before: b.x, b.y)
  }
}
