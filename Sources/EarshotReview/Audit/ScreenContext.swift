import EarshotEngine
import EarshotModel

/// Everything the rules read about one screen, worked out once: the stops in the screen reader's
/// visiting order with what it says at each, and the document's elements by path.
public struct ScreenContext: Sendable {
  public let screen: Screen
  /// The screen reader whose order and speech the rules read.
  public let reader: any ScreenReader
  public let options: AuditOptions
  /// The stops in visiting order, each with its utterance (`index` is 1-based).
  public let entries: [Transcript.Entry]
  /// The visiting order the entries come from, with its groups (Switch Control scans them); its
  /// stops are in `entries` only, not kept twice.
  private(set) var order: ScreenOrder
  /// Every element of the document, depth first, read in place from the screen's tree.
  public let elements: ScreenElements
  /// The stops grouped into visual rows (see `RowLayout`), as indices into `entries`.
  public let rows: [[Int]]
  /// What the rules read of each stop, by its index in `entries`.
  let stopFacts: [StopFacts]
  /// What the rules read of each element, by its index in `elements` (and paths looked up once),
  /// not by path: on a large screen, hashing paths cost more than the rules that read them.
  let elementFacts: [ElementFacts]
  /// The stops grouped by their element, each element's in visiting order: element `k`'s start at
  /// `firstStop(k)`, so an element's subtree holds one contiguous run.
  let stopsByElement: [Int]
  /// The elements not hidden that run effects (on activation, escape, magic tap or a custom action).
  public let elementsWithEffects: [Int]
  /// Each element's children by index, so a path of child indices is walked down the tree rather
  /// than its string hashed.
  public let children: ElementChildren
  /// Models built on first use and shared by the rules (see `ScreenContext+Reach`).
  var derived = DerivedModels()
  /// Whether nothing but the rules' shared model reads the reader's model (an audit of a document,
  /// where no swipe through the screen follows): `readerModelForRules`.
  public var readerModelOnlyForRules = false
  /// Whose terms the fixes are written in: the input's format decides (`Auditor.audit`).
  public var audience = FixAudience.screenDocument
  /// What the screen's input cannot record, with why (`Auditor.audit`): a finding that rests on one
  /// of them says so rather than blame the app.
  public var gaps: SourceGaps = [:]
  /// Why the screen's density is an estimate (its input does not record it, `SourceFact.density`),
  /// or nil when it was given: a rule that measures in dp says so.
  public var densityEstimate: String? { gaps[.density] }

  /// A model the rules a screen reader brings share (TalkBack's Android nodes), made once per
  /// screen on first use, whichever rule asks first.
  public func shared<Model: Sendable>(_ make: () -> Model) -> Model { derived.readers.value(make) }

  public init(screen: Screen, reader: any ScreenReader, options: AuditOptions = AuditOptions()) {
    self.screen = screen
    self.reader = reader
    self.options = options
    // Ordering the stops and indexing the elements read only the screen: they run at once.
    let (ordered, tree) = Concurrent.both({
      var order = reader.order(of: ScreenState(screen: screen))
      let entries = Transcript.entries(order, reader: reader)
      order.stops = []
      return (order, entries)
    }, { ElementTree(screen.root) })
    (order, entries) = ordered
    // Kept with the models the rules share, so an audit lets it go with them (`Auditor.audit`).
    let model = order.model
    order.model = nil
    _ = derived.readerModel.value { model }
    let childIndex = tree.childIndex, firstChild = tree.firstChild
    var facts: [StopFacts] = []
    facts.reserveCapacity(entries.count)
    // Read in place through the buffer: taking an entry out of the array copies it.
    entries.withUnsafeBufferPointer { stops in
      for i in stops.indices {
        // Each field is read in place: copying the stop or its element out retains every field it holds.
        var f: StopFlags = []
        if stops[i].stop.series != nil { f.insert(.series) }
        if stops[i].stop.isStepperButton { f.insert(.stepperButton) }
        if !stops[i].stop.element.onActivate.isEmpty { f.insert(.onActivate) }
        if !stops[i].stop.element.customActions.isEmpty { f.insert(.customActions) }
        let traits = stops[i].stop.element.traits
        if !traits.intersection(Self.controlTraits).isEmpty || f.contains(.series) || f.contains(.onActivate) { f.insert(.control) }
        if Self.isEnglish(stops[i].stop.element.language) { f.insert(.english) }
        if stops[i].stop.element.isDimmed { f.insert(.dimmed) }
        if stops[i].stop.element.isHeading { f.insert(.heading) }
        if stops[i].stop.element.isAdjustable { f.insert(.adjustable) }
        // The element it is: its path walked down from the root.
        var k = 0
        for index in stops[i].stop.origin.path {
          guard index < firstChild[k + 1] - firstChild[k] else { break }
          k = childIndex[firstChild[k] + index]
        }
        facts.append(StopFacts(label: stops[i].stop.element.label, frame: stops[i].stop.element.frame, flags: f, element: k, traits: traits))
      }
    }
    var elementFacts = tree.facts
    for i in facts.indices where !facts[i].flags.contains(.stepperButton) { elementFacts[facts[i].element].stop = i }
    // Counting sort of the stops by element, in visiting order within each.
    let count = elementFacts.count
    var start = [Int](repeating: 0, count: count + 1)
    // By index: iterating the facts copies each one (its label retained and released).
    for i in facts.indices { start[facts[i].element + 1] += 1 }
    for k in 0..<count { start[k + 1] += start[k] }
    for k in 0..<count { elementFacts[k].firstStop = start[k] }
    var next = start, byElement = [Int](repeating: 0, count: facts.count)
    for i in facts.indices {
      byElement[next[facts[i].element]] = i
      next[facts[i].element] += 1
    }
    stopsByElement = byElement
    rows = RowLayout.rows(entries)
    for (r, row) in rows.enumerated() { for i in row { facts[i].row = r } }
    let elements = ScreenElements(siblings: tree.siblings, position: tree.position)
    for i in facts.indices where !facts[i].flags.contains(.stepperButton) {
      facts[i].labelKind = Self.labelKind(elements, facts[i].element, spoken: facts[i].label ?? "")
    }
    stopFacts = facts
    self.elementFacts = elementFacts
    self.elements = elements
    elementsWithEffects = tree.withEffects
    children = ElementChildren(first: firstChild.map { Int32($0) }, index: childIndex.map { Int32($0) })
  }

  /// What the reader worked out to order the screen (`ScreenOrder.model`), for the rules it brings;
  /// nil once let go of.
  public var readerModel: ReaderModel? { derived.readerModel.value { nil } }

  /// Lets go of the reader's model, once nothing more reads the screen with it.
  public mutating func releaseReaderModel() { _ = derived.readerModel.take() }

  /// The reader's model for the model its rules share (`shared`), made once: with
  /// `readerModelOnlyForRules`, taken from the context, so a large screen's tree (TalkBack's) goes
  /// before the rules' findings pile up rather than with the screen.
  public func readerModelForRules() -> ReaderModel? {
    readerModelOnlyForRules ? derived.readerModel.take() ?? nil : readerModel
  }

  /// The visiting order with its stops, for a session over the same screen with the same reader.
  var visitingOrder: ScreenOrder {
    var full = order
    full.stops = entries.map(\.stop)
    full.model = readerModel
    return full
  }

  // MARK: - Stops

  /// What the screen reader says at stop `i`, read in place (taking an entry out of the array copies it).
  public func utterance(_ i: Int) -> Utterance { entries.withUnsafeBufferPointer { $0[i].utterance } }

  /// The transcript line of stop `i` (an index into `entries`).
  public func line(_ i: Int) -> String { Transcript.line(utterance(i)) }

  /// The resolved element at stop `i`.
  public func resolved(_ i: Int) -> ResolvedElement { entries[i].stop.element }

  /// The label the screen reader speaks at stop `i` (resolved: written, or taken from the text or children).
  public func label(_ i: Int) -> String? { stopFacts[i].label }

  public func frame(_ i: Int) -> Frame? { stopFacts[i].frame }

  public func traits(_ i: Int) -> TraitSet { stopFacts[i].traits }

  public func isHeading(_ i: Int) -> Bool { stopFacts[i].flags.contains(.heading) }

  public func isAdjustable(_ i: Int) -> Bool { stopFacts[i].flags.contains(.adjustable) }

  func isDimmed(_ i: Int) -> Bool { stopFacts[i].flags.contains(.dimmed) }

  /// Whether stop `i` is one of a series the screen reader reads as one (tabs, segments).
  public func isInSeries(_ i: Int) -> Bool { stopFacts[i].flags.contains(.series) }

  /// Whether stop `i` is a button VoiceOver makes up for a stepper.
  func isStepperButton(_ i: Int) -> Bool { stopFacts[i].flags.contains(.stepperButton) }

  /// The document element behind stop `i`; nil for stops Earshot makes up (a stepper's buttons).
  public func element(at i: Int) -> Element? { elementIndex(at: i).map { elements[$0] } }

  /// The index in `elements` of the document element behind stop `i`, to read a field of it in
  /// place; nil for a stepper's buttons.
  public func elementIndex(at i: Int) -> Int? { isStepperButton(i) ? nil : stopFacts[i].element }

  /// The indices of the elements that contain stop `i`, outermost first (for a stepper's button,
  /// the stepper is the last).
  func ancestorIndices(ofStop i: Int) -> [Int] {
    var chain: [Int] = []
    var k = stopFacts[i].element
    if !isStepperButton(i) { k = elementFacts[k].parent }
    while k >= 0 {
      chain.append(k)
      k = elementFacts[k].parent
    }
    return chain.reversed()
  }

  /// The elements that contain stop `i`, outermost first (for a stepper's button, the stepper is the last).
  func ancestors(ofStop i: Int) -> [Element] { ancestorIndices(ofStop: i).map { elements[$0] } }

  /// The document path of the element that directly contains stop `i`.
  func parentPath(ofStop i: Int) -> String? { ancestorIndices(ofStop: i).last.map { elements[$0].path } }

  public func element(path: String) -> Element? { elementByPath[path].map { elements[$0] } }

  /// Each element's index by its path, made the first time something is looked up by path
  /// (findings about stops never are).
  var elementByPath: [String: Int] {
    derived.byPath.value {
      var byPath: [String: Int] = [:]
      byPath.reserveCapacity(elements.count)
      for k in elements.indices { byPath[elements[k].path] = k }
      return byPath
    }
  }

  public func element(id: String) -> Element? { elementIndex(id: id).map { elements[$0] } }

  /// The index of the first element with `id`, from a table made the first time an id is looked up
  /// (the effect rules look up every element an effect names).
  public func elementIndex(id: String) -> Int? {
    derived.byID.value {
      var byID: [String: Int] = [:]
      for k in elements.indices { if let id = elements[k].id, byID[id] == nil { byID[id] = k } }
      return byID
    }[id]
  }

  /// The row stop `i` belongs to, if it has a frame that puts it in one.
  public func row(of i: Int) -> [Int]? { stopFacts[i].row >= 0 ? rows[stopFacts[i].row] : nil }

  /// The stop for the element at `path`, if the screen reader visits it.
  public func stop(path: String) -> Int? { elementByPath[path].flatMap { elementFacts[$0].stop >= 0 ? elementFacts[$0].stop : nil } }

  /// The stops that are `path` itself or inside it, in visiting order.
  public func stops(inside path: String) -> [Int] {
    guard let k = elementByPath[path] else { return [] }
    return stops(insideElement: k)
  }

  /// The stops that are element `k` itself or inside it, in visiting order.
  public func stops(insideElement k: Int) -> [Int] {
    let end = elementFacts[k].subtreeEnd
    let run = stopsByElement[firstStop(k)..<firstStop(end)]
    // Within one element the stops are in visiting order; across a subtree they need sorting.
    return end == k + 1 ? Array(run) : run.sorted()
  }

  /// The parent of element `k` (-1 for the root).
  public func parent(ofElement k: Int) -> Int { elementFacts[k].parent }

  /// Where element `k`'s subtree ends: its descendants are the elements after it, up to this index.
  public func subtreeEnd(ofElement k: Int) -> Int { elementFacts[k].subtreeEnd }

  /// The stop that is element `k`, if the screen reader visits it.
  public func stop(ofElement k: Int) -> Int? { elementFacts[k].stop >= 0 ? elementFacts[k].stop : nil }

  /// The index in `elements` of the element stop `i` is; for a stepper's made-up button, the stepper's.
  public func ownElementIndex(at i: Int) -> Int { stopFacts[i].element }

  /// Where element `k`'s stops start in `stopsByElement` (its end for `k` past the last element).
  func firstStop(_ k: Int) -> Int { k < elementFacts.count ? elementFacts[k].firstStop : stopsByElement.count }

  public func isHidden(_ element: Element) -> Bool { elementByPath[element.path].map { elementFacts[$0].hidden } ?? false }

  /// Whether element `k` is hidden in the screen's first state, itself or through an ancestor.
  public func isHidden(elementAt k: Int) -> Bool { elementFacts[k].hidden }

  /// The traits that make an element something to operate rather than something to read.
  public static let controlTraits: TraitSet = [.button, .link, .adjustable, .toggleButton, .textEntry, .searchField,
                                        .keyboardKey, .backButton, .tabBarItem]

  /// Whether stop `i` is a control: it has a control trait, is a tab or segment, or does something when activated.
  public func isControl(_ i: Int) -> Bool { stopFacts[i].flags.contains(.control) }

  /// Whether stop `i` is plain text: no control, no heading, no value, no trait but static text.
  public func isPlainText(_ i: Int) -> Bool {
    !isControl(i) && !isHeading(i) && traits(i).isSubset(of: [.staticText]) && (resolved(i).value ?? "").isEmpty
  }

  /// Whether the word lists of the label rules apply: they are English.
  public func isEnglish(_ i: Int) -> Bool { stopFacts[i].flags.contains(.english) }

  /// Whether a language tag starts with "en", in any case.
  static func isEnglish(_ language: String) -> Bool {
    var bytes = language.utf8.makeIterator()
    return bytes.next().map { $0 | 0x20 } == UInt8(ascii: "e") && bytes.next().map { $0 | 0x20 } == UInt8(ascii: "n")
  }

  // MARK: - Labels

  /// Where the label VoiceOver speaks at a stop comes from.
  public enum LabelSource: Equatable {
    /// `label` (`accessibilityLabel`), or a label Earshot supplies itself (a stepper's buttons).
    case explicit
    /// The visible text.
    case text
    /// Nothing but an image: VoiceOver reads the asset or symbol name.
    case imageName(String)
    /// The children's labels, joined (`combine`, cells).
    case children
    /// A word of VoiceOver's own ("In progress").
    case phrase
    case none
  }

  /// `LabelSource` without the image's name: what `StopFacts` keeps of each stop.
  enum LabelKind: UInt8 {
    case explicit, text, imageName, children, phrase, none
  }

  public func labelSource(_ i: Int) -> LabelSource {
    switch stopFacts[i].labelKind {
    case .explicit: return .explicit
    case .text: return .text
    case .imageName: return .imageName(elements[stopFacts[i].element].image ?? "")
    case .children: return .children
    case .phrase: return .phrase
    case .none: return .none
    }
  }

  /// Where the label `spoken` at element `k`'s stop comes from (a stepper's buttons: `.explicit`),
  /// worked out once per stop: several rules ask.
  static func labelKind(_ elements: ScreenElements, _ k: Int, spoken: String) -> LabelKind {
    // The document element's fields are read one by one: copying it out retains every field it holds.
    if let label = elements[k].label, !label.isEmpty { return .explicit }
    if let text = elements[k].text, !text.isEmpty { return .text }
    let combines = elements[k].combine == .combine || (elements[k].kind.descriptor.combinesChildren && elements[k].combine == nil)
    if combines, !spoken.isEmpty { return .children }
    if elements[k].image != nil, !spoken.isEmpty { return .imageName }
    return spoken.isEmpty ? .none : .phrase
  }

  /// The label as the app wrote it (`label`, else the text of a control), for rules about
  /// wording; nil when VoiceOver supplies or derives it.
  public func writtenLabel(_ i: Int) -> String? {
    switch labelSource(i) {
    case .explicit: return isStepperButton(i) ? nil : label(i)
    case .text: return label(i)
    default: return nil
    }
  }

  // MARK: - Effects

  /// Every list of effects an element runs: on activation, on expanding and collapsing, per custom
  /// action, on escape, on magic tap.
  public static func effectLists(of e: Element) -> [(place: String, effects: [Effect])] {
    var lists: [(String, [Effect])] = []
    if !e.onActivate.isEmpty { lists.append(("onActivate", e.onActivate)) }
    if !e.onExpand.isEmpty { lists.append(("onExpand", e.onExpand)) }
    if !e.onCollapse.isEmpty { lists.append(("onCollapse", e.onCollapse)) }
    for (i, action) in e.customActions.enumerated() where !action.effects.isEmpty {
      lists.append(("customActions[\(i)]", action.effects))
    }
    if !e.onEscape.isEmpty { lists.append(("onEscape", e.onEscape)) }
    if !e.onMagicTap.isEmpty { lists.append(("onMagicTap", e.onMagicTap)) }
    return lists
  }

  /// What an element is called in a message: its spoken label, else its id, else its path.
  public func name(of e: Element) -> String {
    if let i = stop(path: e.path), let label = label(i), !label.isEmpty { return "\"\(label)\"" }
    if let label = e.label ?? e.text, !label.isEmpty { return "\"\(label)\"" }
    return e.id.map { "\"\($0)\"" } ?? e.path
  }
}

/// A screen's elements' children by index (elements depth first, as `ScreenContext.elements`).
public struct ElementChildren: Sendable {
  /// Element k's children are `index[first[k]..<first[k + 1]]`.
  let first: [Int32]
  let index: [Int32]

  /// The index of the element `path` leads to, walked down from element `k`, which its first
  /// `level` indices lead to (the root and 0 for the whole path); nil when it leads nowhere.
  public func elementIndex(path: ElementPath, from level: Int = 0, below k: Int = 0) -> Int? {
    var k = k, skipped = 0
    for child in path {
      if skipped < level {
        skipped += 1
        continue
      }
      let start = Int(first[k])
      guard child >= 0, child < Int(first[k + 1]) - start else { return nil }
      k = Int(index[start + child])
    }
    return k
  }
}

/// What the rules read of one stop, copied out of it once: reading a field through a stop copies
/// the whole stop, for every rule. Its fields are stored widest first, and its indices in 32 bits
/// (`Index32`): 72 bytes a stop instead of 88.
struct StopFacts: Sendable {
  /// The label spoken (resolved: written, or taken from the text or children).
  var label: String?
  var frame: Frame?
  var flags: StopFlags
  /// Where its label comes from (`ScreenContext.labelSource`).
  var labelKind = ScreenContext.LabelKind.explicit
  /// The index in `ScreenContext.elements` of the element it is (a stepper's button: the stepper).
  @Index32 var element: Int
  /// Its row in `ScreenContext.rows`, or -1 when its frame puts it in none.
  @Index32 var row = -1
  var traits: TraitSet
}

/// What the rules read of one element of the document, by its index in `ScreenContext.elements`
/// (depth first), its indices in 32 bits: 20 bytes an element instead of 40.
struct ElementFacts: Sendable {
  /// Its parent (-1 for the root).
  @Index32 var parent: Int
  /// Its descendants are the elements after it, up to this index.
  @Index32 var subtreeEnd: Int
  /// The stop that is it (-1 for none).
  @Index32 var stop = -1
  /// Where its stops start in `ScreenContext.stopsByElement`.
  @Index32 var firstStop = 0
  /// Whether it is hidden in the screen's first state, itself or through an ancestor.
  var hidden: Bool
}

/// An index into a screen's elements or stops, kept in 32 bits: a 1 GiB input holds fewer than
/// 2^29 elements, and a stop is an element or one of a stepper's two buttons.
@propertyWrapper
struct Index32: Sendable {
  private var stored: Int32
  init(wrappedValue: Int) { stored = Int32(wrappedValue) }
  var wrappedValue: Int {
    get { Int(stored) }
    set { stored = Int32(newValue) }
  }
}

/// What `ScreenContext` keeps of each stop as yes or no, read by many rules.
struct StopFlags: OptionSet, Sendable {
  let rawValue: UInt16
  /// A control: a control trait, one of a series, or it does something when activated.
  static let control = StopFlags(rawValue: 1 << 0)
  /// Its language starts with "en", so the English word lists apply.
  static let english = StopFlags(rawValue: 1 << 1)
  static let dimmed = StopFlags(rawValue: 1 << 2)
  static let heading = StopFlags(rawValue: 1 << 3)
  static let adjustable = StopFlags(rawValue: 1 << 4)
  /// One of a series the screen reader reads as one (tabs, segments).
  static let series = StopFlags(rawValue: 1 << 5)
  static let stepperButton = StopFlags(rawValue: 1 << 6)
  /// Runs effects when activated.
  static let onActivate = StopFlags(rawValue: 1 << 7)
  static let customActions = StopFlags(rawValue: 1 << 8)
}

/// The document's elements depth first, as indices with their facts (see `ScreenContext`).
private struct ElementTree: Sendable {
  /// Each element's parent, whether it is hidden and where its subtree ends.
  let facts: [ElementFacts]
  /// Each element's siblings (its parent's children; the root alone for the root) and its index among them.
  let siblings: [[Element]]
  let position: [Int]
  /// Each element's children, by index: element k's are `childIndex[firstChild[k]..<firstChild[k + 1]]`.
  let firstChild: [Int]
  let childIndex: [Int]
  let withEffects: [Int]

  init(_ root: Element) {
    // Sized at once: grown by doubling, the arrays would be copied at each step.
    func count(_ children: UnsafeBufferPointer<Element>) -> Int {
      children.indices.reduce(children.count) { n, j in n + children[j].children.withUnsafeBufferPointer(count) }
    }
    let count = 1 + root.children.withUnsafeBufferPointer(count)
    var facts: [ElementFacts] = []
    var siblings: [[Element]] = [], positions: [Int] = []
    var firstChild: [Int] = [], childIndex: [Int] = []
    facts.reserveCapacity(count)
    siblings.reserveCapacity(count)
    positions.reserveCapacity(count)
    firstChild.reserveCapacity(count + 1)
    childIndex.reserveCapacity(count)
    var withEffects: [Int] = []
    // Element `j` of `level`, its fields read one by one: copying an element out retains every field it holds.
    func visit(_ level: [Element], _ j: Int, parent: Int, parentHidden: Bool) {
      let k = facts.count
      let isHidden = parentHidden || level[j].state.hidden == true
      facts.append(ElementFacts(parent: parent, subtreeEnd: k + 1, hidden: isHidden))
      siblings.append(level)
      positions.append(j)
      firstChild.append(childIndex.count)
      let children = level[j].children
      let slot = childIndex.count
      childIndex.append(contentsOf: repeatElement(0, count: children.count))
      // Effects are among the fields few elements write (`extras`): the others are passed at once,
      // and the rest are read in place (`fields` copies all of the extras, and makes them anew for
      // an element holding only Android's).
      if !isHidden, !level[j].extras.isEmpty {
        let e = level[j].extras
        if !e.read(\.onActivate).isEmpty || !e.read(\.onExpand).isEmpty || !e.read(\.onCollapse).isEmpty
          || !e.read(\.onEscape).isEmpty || !e.read(\.onMagicTap).isEmpty
          || e.read(\.customActions).contains(where: { !$0.effects.isEmpty }) {
          withEffects.append(k)
        }
      }
      for c in children.indices {
        childIndex[slot + c] = facts.count
        visit(children, c, parent: k, parentHidden: isHidden)
      }
      facts[k].subtreeEnd = facts.count
    }
    visit([root], 0, parent: -1, parentHidden: false)
    firstChild.append(childIndex.count)
    self.facts = facts
    self.siblings = siblings
    position = positions
    self.firstChild = firstChild
    self.childIndex = childIndex
    self.withEffects = withEffects
  }
}
