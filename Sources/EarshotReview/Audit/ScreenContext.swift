import EarshotEngine
import EarshotModel

/// Everything the rules read about one screen, worked out once: the stops in visiting order with
/// what VoiceOver says at each, and the document's elements by path.
public struct ScreenContext: Sendable {
  public let screen: Screen
  public let profile: VoiceProfile
  public let options: AuditOptions
  /// The stops in visiting order, each with its utterance (`index` is 1-based).
  public let entries: [Transcript.Entry]
  /// Every element of the document, depth first.
  public let elements: [Element]
  /// The stops grouped into visual rows (see `RowLayout`), as indices into `entries`.
  public let rows: [[Int]]
  /// For each stop, the index of its row in `rows`.
  let rowOf: [Int]
  let elementsByPath: [String: Element]
  /// Each element's parent, by path (findings name elements by path).
  let parentPath: [String: String]
  let stopByPath: [String: Int]
  /// For each element path, the stops that are it or inside it, in visiting order.
  let stopsInsidePath: [String: [Int]]
  /// Paths of elements hidden in the screen's first state, themselves or through an ancestor.
  let hiddenPaths: Set<String>
  /// Models built on first use and shared by the rules (see `ScreenContext+Reach`).
  var derived = DerivedModels()

  public init(screen: Screen, profile: VoiceProfile, options: AuditOptions = AuditOptions()) {
    self.screen = screen
    self.profile = profile
    self.options = options
    let transcript = Transcript(document: Document(screen: screen), profile: profile)
    entries = transcript.screens.first?.entries ?? []
    var all: [Element] = []
    var byPath: [String: Element] = [:]
    var parents: [String: String] = [:]
    var hidden: Set<String> = []
    func visit(_ e: Element, parent: Element?, parentHidden: Bool) {
      all.append(e)
      byPath[e.path] = e
      if let parent { parents[e.path] = parent.path }
      let isHidden = parentHidden || e.hidden
      if isHidden { hidden.insert(e.path) }
      for child in e.children { visit(child, parent: e, parentHidden: isHidden) }
    }
    visit(screen.root, parent: nil, parentHidden: false)
    elements = all
    elementsByPath = byPath
    parentPath = parents
    hiddenPaths = hidden
    var stops: [String: Int] = [:]
    for (i, entry) in entries.enumerated() where !entry.stop.isStepperButton { stops[entry.stop.element.path] = i }
    stopByPath = stops
    var inside: [String: [Int]] = [:]
    for (i, entry) in entries.enumerated() {
      // The stop's own element (a stepper's button: the stepper) and every element above it.
      for element in screen.root.chain(to: entry.stop.origin.path) { inside[element.path, default: []].append(i) }
    }
    stopsInsidePath = inside
    rows = RowLayout.rows(entries)
    var rowOf = [Int](repeating: -1, count: entries.count)
    for (r, row) in rows.enumerated() { for i in row { rowOf[i] = r } }
    self.rowOf = rowOf
  }

  // MARK: - Stops

  /// The transcript line of stop `i` (an index into `entries`).
  public func line(_ i: Int) -> String { Transcript.line(entries[i].utterance) }

  /// The resolved element at stop `i`.
  func resolved(_ i: Int) -> ResolvedElement { entries[i].stop.element }

  /// The document element behind stop `i`; nil for stops Earshot makes up (a stepper's buttons).
  func element(at i: Int) -> Element? {
    let stop = entries[i].stop
    return stop.isStepperButton ? nil : elementsByPath[stop.element.path]
  }

  /// The elements that contain stop `i`, outermost first (for a stepper's button, the stepper is the last).
  func ancestors(ofStop i: Int) -> [Element] {
    let stop = entries[i].stop
    let chain = screen.root.chain(to: stop.origin.path)
    return stop.isStepperButton ? chain : Array(chain.dropLast())
  }

  /// The document path of the element that directly contains stop `i`.
  func parentPath(ofStop i: Int) -> String? { ancestors(ofStop: i).last?.path }

  func element(path: String) -> Element? { elementsByPath[path] }

  func element(id: String) -> Element? { elements.first { $0.id == id } }

  /// The row stop `i` belongs to, if it has a frame that puts it in one.
  func row(of i: Int) -> [Int]? { rowOf[i] >= 0 ? rows[rowOf[i]] : nil }

  /// The stop for the element at `path`, if VoiceOver visits it.
  func stop(path: String) -> Int? { stopByPath[path] }

  /// The stops that are `path` itself or inside it, in visiting order.
  func stops(inside path: String) -> [Int] { stopsInsidePath[path] ?? [] }

  func isHidden(_ element: Element) -> Bool { hiddenPaths.contains(element.path) }

  /// The traits that make an element something to operate rather than something to read.
  static let controlTraits: TraitSet = [.button, .link, .adjustable, .toggleButton, .textEntry, .searchField,
                                        .keyboardKey, .backButton, .tabBarItem]

  /// Whether stop `i` is a control: it has a control trait, is a tab or segment, or does something when activated.
  func isControl(_ i: Int) -> Bool {
    let stop = entries[i].stop
    return !stop.element.traits.intersection(Self.controlTraits).isEmpty || stop.series != nil
      || !stop.element.onActivate.isEmpty
  }

  /// Whether the word lists of the label rules apply: they are English.
  func isEnglish(_ i: Int) -> Bool { resolved(i).language.lowercased().hasPrefix("en") }

  // MARK: - Labels

  /// Where the label VoiceOver speaks at a stop comes from.
  enum LabelSource: Equatable {
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

  func labelSource(_ i: Int) -> LabelSource {
    guard let raw = element(at: i) else { return .explicit }
    let spoken = resolved(i).label ?? ""
    if let label = raw.label, !label.isEmpty { return .explicit }
    if let text = raw.text, !text.isEmpty { return .text }
    let combines = raw.combine == .combine || (raw.kind.descriptor.combinesChildren && raw.combine == nil)
    if combines, !spoken.isEmpty { return .children }
    if let image = raw.image, !spoken.isEmpty { return .imageName(image) }
    return spoken.isEmpty ? .none : .phrase
  }

  /// The label as the app wrote it (`label`, else the text of a control), for rules about
  /// wording; nil when VoiceOver supplies or derives it.
  func writtenLabel(_ i: Int) -> String? {
    switch labelSource(i) {
    case .explicit: return element(at: i) == nil ? nil : resolved(i).label
    case .text: return resolved(i).label
    default: return nil
    }
  }

  // MARK: - Effects

  /// Every list of effects an element runs: on activation, per custom action, on escape, on magic tap.
  static func effectLists(of e: Element) -> [(place: String, effects: [Effect])] {
    var lists: [(String, [Effect])] = []
    if !e.onActivate.isEmpty { lists.append(("onActivate", e.onActivate)) }
    for (i, action) in e.customActions.enumerated() where !action.effects.isEmpty {
      lists.append(("customActions[\(i)]", action.effects))
    }
    if !e.onEscape.isEmpty { lists.append(("onEscape", e.onEscape)) }
    if !e.onMagicTap.isEmpty { lists.append(("onMagicTap", e.onMagicTap)) }
    return lists
  }

  /// What an element is called in a message: its spoken label, else its id, else its path.
  func name(of e: Element) -> String {
    if let i = stop(path: e.path), let label = resolved(i).label, !label.isEmpty { return "\"\(label)\"" }
    if let label = e.label ?? e.text, !label.isEmpty { return "\"\(label)\"" }
    return e.id.map { "\"\($0)\"" } ?? e.path
  }
}
