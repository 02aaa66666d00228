import EarshotModel

/// Works out which elements VoiceOver visits on a screen and in what order (following
/// AccessibilitySnapshot's `AccessibilityHierarchyParser.swift`; docs/EVIDENCE.md).
///
/// - `accessibilityElements` wins and keeps its exact order.
/// - Otherwise elements sort by frame, line by line (`LineOrder`), higher `sortPriority` first.
/// - A group (`groupChildren`, a container type, a segmented control or tab bar) stays together
///   and sorts where its first child would.
/// - An element hides its subtree; hidden views and their subtrees are skipped; a `modal` view
///   hides its siblings (the last modal sibling wins).
public struct VisitOrder: Sendable {
  public var resolver: Resolver

  public init(profile: VoiceProfile) { resolver = Resolver(profile: profile) }

  /// The stops of a screen, in visiting order.
  public func stops(in state: ScreenState) -> [Stop] {
    let screen = state.screen
    let order = LineOrder(device: screen.device, direction: screen.layoutDirection)
    let context = Context(language: screen.language ?? resolver.profile.language)
    var stops: [Stop] = []
    let nodes = walk(screen.root, context, state, into: &stops)
    Self.permute(&stops, into: arrange(nodes, explicit: false, order, stops).flatMap(\.stops))
    numberSeries(&stops)
    return stops
  }

  // MARK: - Walking the tree

  private struct Context {
    var language: String
    var containers: [ContainerContext] = []
    var series: (kind: SeriesKind, key: String)?
    /// True for the direct children of a segmented control or tab bar.
    var isSeriesChild = false
    /// The key of the stepper whose Decrement and Increment buttons are being walked.
    var stepper: String?
  }

  /// A stop (by its index in the walk's storage, so sorting moves integers, not stops) or a group.
  private indirect enum Node {
    case stop(Int, priority: Double)
    case group([Node], explicit: Bool, priority: Double)
  }

  private func walk(_ e: Element, _ ctx: Context, _ state: ScreenState, into storage: inout [Stop]) -> [Node] {
    if resolver.isHidden(e, in: state) { return [] }
    let language = e.language ?? ctx.language
    if resolver.isElement(e, series: ctx.isSeriesChild ? ctx.series?.kind : nil) {
      // A zero-size element is not visited (AccessibilitySnapshot's hierarchy parser).
      if let frame = e.frame, frame.isEmpty { return [] }
      var element = resolver.resolve(e, in: state, language: language, series: ctx.isSeriesChild ? ctx.series?.kind : nil)
      if let stepper = ctx.stepper, e.path.hasSuffix(Self.decrementSuffix) || e.path.hasSuffix(Self.incrementSuffix) {
        element.stepper = (stepper, e.path.hasSuffix(Self.incrementSuffix) ? 1 : -1)
      }
      if e.combine == .combine || (e.kind.descriptor.combinesChildren && e.combine == nil) {
        element = merge(element, e, explicitLabel: e.label != nil, ctx: ctx, state)
      }
      var stop = Stop(element: element, containers: ctx.containers, series: ctx.series?.kind)
      stop.seriesKey = ctx.series?.key
      storage.append(stop)
      return [.stop(storage.count - 1, priority: e.sortPriority)]
    }

    var inner = ctx
    inner.language = language
    inner.isSeriesChild = false
    let container = containerContext(e, language: language)
    if let container { inner.containers.append(container) }
    let seriesKind = e.kind.descriptor.series ?? (e.traits?.has(.tabBar) == true ? .tab : nil)
    if let seriesKind {
      inner.series = (seriesKind, e.key)
      inner.isSeriesChild = true
    }

    var explicit = false
    var children: [Element]
    if let order = e.accessibilityElements {
      explicit = true
      // One index per ordered view: looking each id up by walking the subtree is quadratic.
      let byID = Self.descendantsByID(e)
      children = order.compactMap { byID[$0] }
    } else {
      children = e.children
      if e.kind.descriptor.adjustment == .buttons, children.isEmpty {
        children = stepperButtons(e)
        inner.stepper = e.key
      }
      // A modal view hides its siblings; with several, the last one wins (per sibling set).
      if let modal = children.last(where: { $0.modal && !resolver.isHidden($0, in: state) }) {
        children = [modal]
      }
    }
    var nodes: [Node] = []
    for i in children.indices { nodes += walk(children[i], inner, state, into: &storage) }
    if explicit || e.groupChildren || container != nil || seriesKind != nil {
      return [.group(nodes, explicit: explicit, priority: e.sortPriority)]
    }
    return nodes
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

  static let decrementSuffix = "#decrement"
  static let incrementSuffix = "#increment"

  /// UIStepper's two buttons, for a stepper written without children.
  private func stepperButtons(_ e: Element) -> [Element] {
    let buttons: [(Phrase, String)] = [(.decrement, Self.decrementSuffix), (.increment, Self.incrementSuffix)]
    return buttons.enumerated().map { i, item in
      var frame: Frame?
      if let f = e.frame { frame = Frame(x: f.x + Double(i) * f.width / 2, y: f.y, width: f.width / 2, height: f.height) }
      var button = Element(path: e.path + item.1, type: .button, label: resolver.profile.phrase(item.0), frame: frame)
      button.id = e.id.map { $0 + item.1 }
      return button
    }
  }

  /// `.accessibilityElement(children: .combine)`: the children's labels joined with ", ", their
  /// values likewise, their traits, actions and custom content merged (AccessibilitySnapshot; WWDC19 238).
  private func merge(_ element: ResolvedElement, _ e: Element, explicitLabel: Bool, ctx: Context, _ state: ScreenState) -> ResolvedElement {
    var inner = ctx
    inner.isSeriesChild = false
    let order = LineOrder(device: state.screen.device, direction: state.screen.layoutDirection)
    var storage: [Stop] = []
    var nodes: [Node] = []
    for child in e.children { nodes += walkForMerge(child, inner, state, into: &storage) }
    let parts = arrange(nodes, explicit: false, order, storage).flatMap(\.stops).map { storage[$0] }
    var merged = element
    let labels = parts.compactMap(\.element.label).filter { !$0.isEmpty }
    if !explicitLabel, !labels.isEmpty { merged.label = labels.joined(separator: ", ") }
    if merged.value == nil {
      let values = parts.compactMap(\.element.value).filter { !$0.isEmpty }
      if !values.isEmpty { merged.value = values.joined(separator: ", ") }
    }
    for part in parts {
      var traits = part.element.traits
      traits.remove(.staticText)
      merged.traits.formUnion(traits)
      merged.customActions += part.element.customActions
      merged.customContent += part.element.customContent
      if merged.on == nil { merged.on = part.element.on }
    }
    if merged.hint == nil {
      let hints = parts.compactMap(\.element.hint)
      if !hints.isEmpty { merged.hint = hints.joined(separator: " ") }
    }
    if merged.frame == nil { merged.frame = parts.first?.element.frame }
    return merged
  }

  /// Like `walk`, but every labeled leaf counts, since combining reads children that are not elements on their own.
  private func walkForMerge(_ e: Element, _ ctx: Context, _ state: ScreenState, into storage: inout [Stop]) -> [Node] {
    if resolver.isHidden(e, in: state) { return [] }
    let language = e.language ?? ctx.language
    if resolver.isElement(e, series: nil) || (e.children.isEmpty && (e.label ?? e.text) != nil) {
      storage.append(Stop(element: resolver.resolve(e, in: state, language: language, series: nil), containers: []))
      return [.stop(storage.count - 1, priority: e.sortPriority)]
    }
    var inner = ctx
    inner.language = language
    var nodes: [Node] = []
    for child in e.children { nodes += walkForMerge(child, inner, state, into: &storage) }
    return nodes
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

  static func descendant(of root: Element, id: String) -> Element? {
    for child in root.children {
      if child.id == id { return child }
      if let found = descendant(of: child, id: id) { return found }
    }
    return nil
  }

  /// Every descendant of `root` that has an id, by id; the first in depth-first order wins.
  static func descendantsByID(_ root: Element) -> [String: Element] {
    var result: [String: Element] = [:]
    func visit(_ e: Element) {
      for child in e.children {
        if let id = child.id, result[id] == nil { result[id] = child }
        visit(child)
      }
    }
    visit(root)
    return result
  }

  // MARK: - Sorting and flattening

  private struct Arranged {
    /// Indices into the walk's storage.
    var stops: [Int]
    var frame: Frame?
    var priority: Double
  }

  /// Sorts each group's members (unless its order is explicit), places each group at its first
  /// member's frame, and flattens depth first so a group's stops stay contiguous.
  private func arrange(_ nodes: [Node], explicit: Bool, _ order: LineOrder, _ storage: [Stop]) -> [Arranged] {
    var items: [Arranged] = nodes.compactMap { node in
      switch node {
      case .stop(let index, let priority):
        return Arranged(stops: [index], frame: storage[index].element.frame, priority: priority)
      case .group(let members, let isExplicit, let priority):
        let arranged = arrange(members, explicit: isExplicit, order, storage)
        let stops = arranged.flatMap(\.stops)
        guard !stops.isEmpty else { return nil }
        // A group sorts where its first-sorted member would (PR #325). A sorted group's first framed
        // member is that one; an explicitly ordered group's is the one no other member precedes.
        var frame = arranged.first(where: { $0.frame != nil })?.frame
        if isExplicit {
          for member in arranged where member.frame != nil && order.precedes(member.frame, frame) { frame = member.frame }
        }
        return Arranged(stops: stops, frame: frame, priority: priority)
      }
    }
    if !explicit { order.sort(&items, priority: { $0.priority }, frame: { $0.frame }) }
    return items
  }

  /// Gives segments and tabs their "N of M", counted in visiting order.
  private func numberSeries(_ stops: inout [Stop]) {
    var counts: [String: Int] = [:]
    for stop in stops { if let key = stop.seriesKey { counts[key, default: 0] += 1 } }
    var seen: [String: Int] = [:]
    for i in stops.indices {
      guard let key = stops[i].seriesKey, let count = counts[key] else { continue }
      seen[key, default: 0] += 1
      stops[i].position = (seen[key]!, count)
    }
  }
}
