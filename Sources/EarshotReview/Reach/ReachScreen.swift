import EarshotEngine
import EarshotModel

/// What every technology's model reads about one screen, worked out once: which stops respond to
/// user interaction, which activate, what each shows as visible text, and the targets.
public struct ReachScreen: Sendable {
  public let context: ScreenContext
  public let targets: [ReachTarget]
  /// The visiting order's groups, which Switch Control scans (its stops are `context.entries`).
  let order: ScreenOrder
  /// Per stop: whether the element responds to user interaction (declared, else inferred).
  public let responds: [Bool]
  /// Per stop: `respondsToUserInteraction` as the document declares it; nil when absent.
  let declared: [Bool?]

  public init(context: ScreenContext) { self.init(context: context, speech: nil) }

  /// `speech`, when given, is what VoiceOver says at each stop (`Utterance.speech`), worked out already.
  init(context: ScreenContext, speech: [String]?) {
    self.context = context
    order = context.order
    let entries = context.entries
    var declared: [Bool?] = [], responds: [Bool] = [], targets: [ReachTarget] = []
    declared.reserveCapacity(entries.count)
    responds.reserveCapacity(entries.count)
    var targetStops: [Int] = []
    // Read in place through the buffers, and from the facts the context keeps per stop: taking
    // an entry or element out of its array copies all of it.
    entries.withUnsafeBufferPointer { entries in
      for i in entries.indices {
        let stop = context.stopFacts[i], flags = stop.flags
        // Through `extras`: the element's own getter is handed a copy of the whole element.
        let declares = flags.contains(.stepperButton) ? nil : context.elements[stop.element].extras.fields.respondsToUserInteraction
        let facts = UserInteraction.Facts(traits: stop.traits, flags: flags)
        let responding = UserInteraction.responds(facts, declared: declares)
        declared.append(declares)
        responds.append(responding)
        if responding || UserInteraction.activates(facts) { targetStops.append(i) }
      }
      // Sized at once: grown by doubling, the targets would be held twice over while copied.
      targets.reserveCapacity(targetStops.count)
      for i in targetStops {
        let flags = context.stopFacts[i].flags
        let id = entries[i].stop.element.id, path = entries[i].stop.element.path
        targets.append(ReachTarget(kind: .element(stop: i), id: id, path: path,
                                   spoken: speech?[i] ?? entries[i].utterance.speech))
        guard flags.contains(.customActions) else { continue }
        let element = entries[i].stop.element
        // The label's first part names the row ("Anna Kowalski" of "Anna Kowalski, 9:41 AM, …").
        let owner = element.label.flatMap { $0.components(separatedBy: ", ").first }.flatMap { $0.isEmpty ? nil : $0 } ?? element.key
        for (k, action) in element.customActions.enumerated() {
          targets.append(ReachTarget(kind: .action(stop: i, index: k, name: action.name), id: element.id,
                                     path: element.path, spoken: "\(action.name), on \(owner)"))
        }
      }
    }
    self.declared = declared
    self.responds = responds
    // Views that run effects when tapped but that no cursor can land on: a gesture recognizer on a
    // plain view (the legacy checkout's Notifications row).
    for k in context.elementsWithEffects where !context.elements[k].onActivate.isEmpty {
      let element = context.elements[k]
      guard context.stop(path: element.path) == nil else { continue }
      let inside = context.stops(inside: element.path)
      let spoken = inside.first.map(context.line) ?? context.name(of: element)
      targets.append(ReachTarget(kind: .touchOnly, id: element.id, path: element.path, spoken: spoken))
    }
    self.targets = targets
  }

  public init(screen: Screen, reader: any ScreenReader) {
    self.init(context: ScreenContext(screen: screen, reader: reader))
  }

  var entries: [Transcript.Entry] { context.entries }

  /// The groups of the visiting order around stop `i`, outermost first (`ScreenOrder.groups(around:)`,
  /// reading the stop from `entries`: the order keeps no stops of its own here).
  func groups(around i: Int) -> [StopGroup] {
    var chain: [StopGroup] = []
    var current = entries[i].stop.group
    while let g = current {
      chain.append(order.groups[g])
      current = order.groups[g].parent
    }
    return chain.reversed()
  }

  /// Whether the element at stop `i` can be used at all (it is not dimmed).
  public func isDimmed(_ i: Int) -> Bool { context.isDimmed(i) }

  /// Whether a tap on the element at stop `i` does something (`UserInteraction.activates`), read
  /// from the facts the context keeps per stop: taking the stop out of its entry copies all of it.
  func activates(_ i: Int) -> Bool {
    UserInteraction.activates(UserInteraction.Facts(traits: context.stopFacts[i].traits, flags: context.stopFacts[i].flags))
  }

  /// Whether the element at stop `i` draws an image and no text (an icon-only control): its name is
  /// not on screen.
  func showsOnlyAnImage(_ i: Int) -> Bool {
    guard let raw = context.element(at: i), visibleText(i, orInside: true) == nil else { return false }
    func image(_ e: Element) -> Bool { e.image.map { !$0.isEmpty } == true || e.children.contains { !$0.hidden && image($0) } }
    return image(raw)
  }

  /// The text the element shows on screen as its title: a control's own text, or with
  /// `orInside`, for an element drawn from views (a row, a combined cell), the first text inside it.
  /// Text fields' text is what was typed, not a label.
  public func visibleText(_ i: Int, orInside: Bool = false) -> String? {
    guard let raw = context.element(at: i) else { return nil }
    switch raw.kind {
    case .textField, .secureTextField, .searchField, .textView, .progressView, .activityIndicator: return nil
    default: break
    }
    if let text = raw.text?.trimmingWhitespace, !text.isEmpty { return text }
    guard orInside else { return nil }
    var found: String?
    func visit(_ e: Element) {
      for child in e.children where found == nil && !child.hidden {
        if let text = child.text?.trimmingWhitespace, !text.isEmpty { found = text } else { visit(child) }
      }
    }
    visit(raw)
    return found
  }
}

/// Whether an element responds to user interaction, and whether activating it does something.
enum UserInteraction {
  /// Traits that say the element is operated, not read.
  static let interactiveTraits: TraitSet = ScreenContext.controlTraits.union([.allowsDirectInteraction])
  /// Traits whose element does something on a tap (Tap, Space, double tap).
  static let activatingTraits: TraitSet = [.button, .link, .toggleButton, .textEntry, .searchField, .keyboardKey,
                                           .backButton, .tabBarItem, .adjustable]

  /// As Apple documents for SwiftUI's `accessibilityRespondsToUserInteraction(_:)`: when not set, it
  /// is inferred from the element's traits, its accessibility actions and the gestures on it.
  static func responds(_ stop: Facts, declared: Bool?) -> Bool {
    if let declared { return declared }
    return !stop.traits.intersection(interactiveTraits).isEmpty || !stop.flags.isDisjoint(with: [.customActions, .onActivate, .series, .stepperButton])
  }

  /// Whether a tap on the element does something.
  static func activates(_ stop: Facts) -> Bool {
    !stop.traits.intersection(activatingTraits).isEmpty || !stop.flags.isDisjoint(with: [.onActivate, .series, .stepperButton])
  }

  /// What the two questions read of a stop.
  struct Facts {
    var traits: TraitSet
    /// They read `customActions`, `onActivate`, `series` and `stepperButton` of these.
    var flags: StopFlags
  }
}

extension String {
  public var trimmingWhitespace: String {
    // Text that starts and ends with a printable ASCII character (most text) has nothing to trim:
    // such a character is never whitespace, nor part of a character that is. No copy is made.
    let printable: ClosedRange<UInt8> = 0x21...0x7E
    if let first = utf8.first, let last = utf8.last, printable.contains(first), printable.contains(last) { return self }
    var s = Substring(self)
    while let c = s.first, c.isWhitespace { s.removeFirst() }
    while let c = s.last, c.isWhitespace { s.removeLast() }
    return String(s)
  }
}
