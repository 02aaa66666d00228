import EarshotEngine
import EarshotModel

/// A TalkBack session over an Android document: focus, the reading control, the live state of
/// every node, and the current screen of a flow. Gestures are TalkBack's defaults
/// (google/talkback@26a27dc `talkback/src/main/res/values/donottranslate.xml:1074-1129`): swipe
/// right and left move to the next and previous item (`next`, `previous`), double-tap activates
/// (`activate`), swipe up then down and down then up choose a reading control (`rotor Headings`,
/// `rotor Controls`, `rotor Links`, `rotor Actions`), swipe down and up move by it (`rotor-next`,
/// `rotor-previous`), the TalkBack menu's Actions performs a custom action (`action NAME`), swipe
/// down then left is Back (`escape`), and Read from top reads everything (`read-all`); `first` and
/// `last` are the menu's first and last item, and `magic-tap` does nothing (TalkBack's two-finger
/// double tap plays and pauses media).
struct TalkBackSession: EffectfulSession {
  let document: Document
  let reader: TalkBack
  let speakHints: Bool

  private(set) var screenIndex: Int
  /// Each screen's live state and its order.
  var live: LiveScreens
  /// Screens under the current one, with the focus each had, for Back and `dismiss`.
  var covered: [(screen: Int, kept: String?)] = []
  private(set) var focusKey: String?
  /// Where a swipe last moved focus to in the stops, checked before use (`StopsCache.Entry.position(of:guess:)`).
  private var focusPosition: Int?
  private(set) var rotor: RotorSetting?
  /// The Actions reading control's position among the focused node's actions.
  private var actionIndex: Int?
  /// Whether the reading control is Adjustable widget, which TalkBack chooses itself when focus lands
  /// on a slider by swiping, touch or a new window (`AdjustableWidgetSetting`,
  /// SelectorController.java:440-451, 776-828), so swiping up and down adjusts it.
  private var adjusting = false
  /// Whether the last focus was inside a scrolling container (`GlobalVariables.java:326-337`).
  private var lastInScrollable = false
  private var gestureIndex: Int?
  /// The current screen as TalkBack meets it, kept while its state does not change.
  private var current: (screen: Int, version: Int, talkBack: TalkBackScreen, nodes: [String: Int])?

  init(document: Document, reader: TalkBack, speakHints: Bool) {
    self.document = document
    self.reader = reader
    self.speakHints = speakHints
    live = LiveScreens(document: document) { [reader] state in reader.order(of: state) }
    screenIndex = document.screens.firstIndex { $0.id == document.startScreen.id } ?? 0
  }

  // MARK: - State

  var state: ScreenState { live.state(screenIndex) }

  var screenOrder: ScreenOrder { ordered.order }

  private var ordered: StopsCache.Entry { live.ordered(screenIndex) }

  var focusedStop: Stop? { focusKey.flatMap { stop($0) } }

  private func stop(_ key: String) -> Stop? { ordered.stop(key) }

  private func stop(id: String) -> Stop? { ordered.stop(id: id) }

  /// Works on the current screen as TalkBack meets it; the node with `key` is `nodes[key]`.
  private mutating func withScreen<T>(_ body: (inout TalkBackScreen, [String: Int]) -> T) -> T {
    let version = live.version(screenIndex)
    if current == nil || current!.screen != screenIndex || current!.version != version {
      // The order of this state worked the tree out already.
      let screen = TalkBackModel.of(ordered.order.model, by: reader)?.screen ?? reader.screen(state)
      // A key held by several nodes names the first: set from the last, each key is hashed once a node.
      var nodes: [String: Int] = [:]
      nodes.reserveCapacity(screen.tree.nodes.count)
      for i in screen.tree.nodes.indices.reversed() { nodes[screen.tree[i].key] = i }
      current = (screenIndex, version, screen, nodes)
    }
    let nodes = current!.nodes
    return body(&current!.talkBack, nodes)
  }

  private mutating func updateState(_ body: (inout ScreenState) -> Void) { live.update(screenIndex, body) }

  mutating func setFocus(_ key: String) {
    guard stop(key) != nil else { return }
    focusKey = key
    actionIndex = nil
  }

  // MARK: - Gestures

  /// A window appears: its title (after the window-change earcon, where the document gives one),
  /// then focus on its first item that does not repeat the title (`ScreenFeedbackManager.java:170-220`;
  /// `FocusActorForScreenStateChange.java:355-444`).
  mutating func start() -> [SessionOutput] {
    gestureIndex = nil
    return arrive(focus: nil)
  }

  mutating func perform(_ scripted: ScriptedGesture, index: Int, file: String?) throws(InputError) -> [SessionOutput] {
    gestureIndex = index
    func fail(_ message: String) -> InputError { InputError(file: file, place: scripted.place, message) }
    // The order looked up once: each look-up goes through the shared cache's lock.
    let ordered = self.ordered
    let stops = ordered.order.stops
    let current = focusKey.flatMap { ordered.position(of: $0, guess: focusPosition) }
    switch scripted.gesture {
    case .wait:
      return []
    case .next, .previous:
      let step = scripted.gesture == .next ? 1 : -1
      let target = current.map { $0 + step } ?? (step > 0 ? 0 : stops.count - 1)
      guard stops.indices.contains(target) else {
        // TalkBackUnverified.edgeOfScreenIsSilent: past the last item one sound and no speech, or round again.
        if reader.unverified.edgeOfScreenIsSilent || stops.isEmpty { return [.earcon(.boundary, id: focusedStop?.element.id)] }
        let wrapped = step > 0 ? 0 : stops.count - 1
        return move(to: stops[wrapped], at: (ordered, wrapped))
      }
      let out = move(to: stops[target], at: (ordered, target))
      focusPosition = target
      return out
    case .first, .last:
      // TalkBack's "first item" and "last item" (its menu and keyboard shortcuts; no default gesture).
      guard let target = scripted.gesture == .first ? stops.first : stops.last else { return [.earcon(.boundary, id: nil)] }
      return move(to: target)
    case .magicTap:
      // TalkBack's two-finger double tap plays and pauses media; no app decides what it does.
      return []
    case .increment, .decrement:
      return adjust(increase: scripted.gesture == .increment)
    case .focus(let id):
      guard let target = stop(id: id) ?? nodeStop(id: id) else {
        throw fail(Suggestion.message(unknown: "element id", id, accepted: stops.compactMap(\.element.id))
                   + " (no item TalkBack focuses on screen \"\(screen.id ?? screen.title ?? "")\" has it)")
      }
      return move(to: target)
    case .touch(let x, let y):
      guard let target = touched(x: x, y: y) else { return [] }
      return move(to: target)
    case .readAll:
      return readAll(stops)
    case .activate:
      return activate()
    case .escape:
      return back()
    case .rotor(let name):
      let settings = rotorSettings
      let wanted = name.lowercased()
      guard let setting = settings.first(where: { $0.scriptName.lowercased() == wanted || reader.name(of: $0).lowercased() == wanted }) else {
        throw fail(Suggestion.message(unknown: "reading control", name, accepted: settings.map { reader.name(of: $0) }))
      }
      rotor = setting
      actionIndex = nil
      adjusting = false
      return [speak(.rotor, nil, phrasing.spoken(reader.name(of: setting), role: .rotor))]
    case .rotorNext, .rotorPrevious:
      // Swipe down is the reading control's next, which lowers a slider (SelectorController.java:1383-1386).
      if adjusting { return adjust(increase: scripted.gesture == .rotorPrevious) }
      return readingControlStep(scripted.gesture == .rotorNext ? 1 : -1, stops, current)
    case .type:
      throw fail("\"type\" is not modelled for TalkBack yet: set the field's text with a \"set\" effect instead")
    case .action(let name):
      guard let element = focusedStop?.element else { throw fail("nothing has focus, so there is no action \"\(name)\" to perform") }
      let actions = menuActions(element)
      let wanted = name.lowercased()
      guard let action = actions.first(where: { $0.name.lowercased() == wanted || $0.scriptName == wanted }) else {
        let what = element.label ?? element.key
        if actions.isEmpty { throw fail("\"\(what)\" has no actions in the TalkBack menu; \"action \(name)\" needs a node with custom actions or one that expands") }
        throw fail(Suggestion.message(unknown: "action", name, accepted: actions.map(\.name)) + " (on \"\(what)\")")
      }
      return afterAction { session in session.perform(action.action, on: element.key) }
    }
  }

  /// TalkBack's reading controls on offer (SelectorController.java:134-225, those that move
  /// between items): Headings, Controls, Links, and Actions when the focused node has some.
  var rotorSettings: [RotorSetting] {
    TalkBack.readingControls(offeringActions: focusedStop.map { !menuActions($0.element).isEmpty } ?? false)
  }

  /// What the TalkBack menu's Actions offers for a node (CustomActionMenu.java:105-145): Expand or
  /// Collapse (the node's own actions, listed before those an app adds), then its custom actions.
  private enum MenuAction {
    case custom([Effect]), expand, collapse

    var isExpand: Bool { if case .expand = self { return true } else { return false } }
  }

  private func menuActions(_ e: ResolvedElement) -> [(name: String, scriptName: String, action: MenuAction)] {
    var out: [(name: String, scriptName: String, action: MenuAction)] = []
    if let own = reader.ownAction(of: e) { out.append(own.expands ? (own.name, "expand", .expand) : (own.name, "collapse", .collapse)) }
    for action in e.customActions { out.append((action.name, action.name.lowercased(), .custom(action.effects))) }
    return out
  }

  /// Performs a menu action on the node with `key`: ACTION_EXPAND and ACTION_COLLAPSE change what
  /// the node offers; a custom action runs its effects.
  private mutating func perform(_ action: MenuAction, on key: String) -> [SessionOutput] {
    switch action {
    case .custom(let effects): return perform(effects)
    case .expand, .collapse:
      updateState { $0.apply(ElementState(expanded: action.isExpand), to: key) }
      return []
    }
  }

  private var phrasing: TalkBackPhrasing { TalkBackPhrasing(words: reader.words, hints: speakHints) }

  private func speak(_ kind: TimelineEventKind, _ id: String?, _ utterance: Utterance, channel: SpeechScheduler.Channel = .navigation,
                     focusKey: String? = nil, follows: Bool = false) -> SessionOutput {
    .speak(SpeechScheduler.Request(kind: kind, id: id, utterance: utterance, channel: channel, gesture: gestureIndex, focusKey: focusKey,
                                   follows: follows))
  }

  // MARK: - Focus

  /// Focus moves to `stop`: its earcon (a chime into or out of a scrolling container, else the
  /// actionable or plain focus sound, EventTypeViewAccessibilityFocusedFeedbackRule.java:366-381),
  /// then what TalkBack says arriving from the node focus was on. `at`: the order the caller
  /// already holds and the stop's place in it (each look-up of the order goes through the shared
  /// cache's lock, and each of a key hashes it).
  private mutating func move(to stop: Stop, at place: (ordered: StopsCache.Entry, position: Int)? = nil, earcon: Bool = true,
                             channel: SpeechScheduler.Channel = .navigation) -> [SessionOutput] {
    let previous = focusKey, hints = speakHints, wasInScrollable = lastInScrollable
    let ordered = place?.ordered ?? self.ordered
    let (said, sound, inScrollable, isSeek) = withScreen { screen, nodes -> (Utterance?, Earcon, Bool, Bool) in
      // A stop without its node is phrased from the stop, below.
      guard let i = nodes[stop.key] else { return (nil, .focus, wasInScrollable, false) }
      let isSeek = screen.tree[i].role == .seekControl
      let from = previous.flatMap { nodes[$0] }
      let inScrollable = Self.inScrollable(i, screen.tree)
      let sound: Earcon = inScrollable != wasInScrollable ? (inScrollable ? .scrollIn : .scrollOut)
        : (screen.tree[i].actionable ? .focusActionable : .focus)
      // Arriving from the node the order arrived from (a swipe through the screen), the order's
      // words for this state of the screen are these.
      // (The facts read in place: taking the stop out of the order copied all of it.)
      if hints, let p = place?.position ?? ordered.positions[stop.key],
        let facts = ordered.order.stops.withUnsafeBufferPointer({ $0[p].readerFacts(TalkBackStop.self) }),
        facts.node == i, facts.from == from
      {
        return (facts.spoken, sound, inScrollable, isSeek)
      }
      return (screen.utterance(i, from: from, hints: hints), sound, inScrollable, isSeek)
    }
    let utterance = said ?? phrasing.focus(stop, entering: [])
    lastInScrollable = inScrollable
    focusKey = stop.key
    actionIndex = nil
    adjusting = isSeek
    var out: [SessionOutput] = earcon ? [.earcon(sound, id: stop.element.id)] : []
    out.append(speak(.focus, stop.element.id, utterance, channel: channel, focusKey: stop.key))
    return out
  }

  /// Whether the node or one above it can scroll (`FILTER_SCROLLABLE`).
  private static func inScrollable(_ i: Int, _ tree: NodeTree) -> Bool {
    var n: Int? = i
    while let c = n {
      if tree[c].flags.contains(.scrollable) { return true }
      n = tree[c].parent
    }
    return false
  }

  /// The stop for a node that is not itself focused but sits inside one that is.
  private mutating func nodeStop(id: String) -> Stop? {
    let ordered = self.ordered
    return withScreen { screen, _ -> Stop? in
      guard var i = screen.tree.nodes.firstIndex(where: { $0.id == id }) else { return nil }
      while true {
        if let p = ordered.positions[screen.tree[i].key] { return ordered.order.stops[p] }
        guard let parent = screen.tree[i].parent else { return nil }
        i = parent
      }
    }
  }

  /// Explore by touch: the node under the finger, or the nearest one above it TalkBack focuses
  /// (`findFocusFromHover`, AccessibilityNodeInfoUtils.java).
  private mutating func touched(x: Double, y: Double) -> Stop? {
    let ordered = self.ordered
    return withScreen { screen, _ -> Stop? in
      var hit: Int?
      func visit(_ i: Int) {
        guard screen.tree[i].frame?.contains(x: x, y: y) ?? true else { return }
        if screen.tree[i].frame != nil { hit = i }
        // Later children are drawn over earlier ones.
        for c in screen.tree[i].children { visit(c) }
      }
      for r in screen.tree.roots { visit(r) }
      var n = hit
      while let c = n {
        if let p = ordered.positions[screen.tree[c].key] { return ordered.order.stops[p] }
        n = screen.tree[c].parent
      }
      return nil
    }
  }

  /// Read from top: every item, without hints; focus follows the reading.
  private mutating func readAll(_ stops: [Stop]) -> [SessionOutput] {
    var out: [SessionOutput] = []
    var previous: Int?
    let phrasing = self.phrasing
    let (utterances, keys) = withScreen { screen, nodes -> ([Utterance], [String]) in
      var said: [Utterance] = []
      for stop in stops {
        let i = nodes[stop.key]
        said.append(i.map { screen.utterance($0, from: previous, hints: false) } ?? phrasing.focus(stop, entering: [], hints: false))
        previous = i
      }
      return (said, stops.map(\.key))
    }
    for (n, stop) in stops.enumerated() {
      out.append(speak(.focus, stop.element.id, utterances[n], focusKey: keys[n], follows: n > 0))
    }
    if let last = stops.last { focusKey = last.key }
    return out
  }

  /// A window's arrival: its title, then focus on its first item that is not the title.
  private mutating func arrive(focus id: String?, restoring key: String? = nil) -> [SessionOutput] {
    focusKey = nil
    rotor = nil
    var out: [SessionOutput] = []
    // The window's title, else the title of the outermost pane shown (WindowEventInterpreter.java:380-401).
    let title = screen.title ?? paneTitles().first
    if let title, !title.isEmpty {
      // Spoken so nothing cuts it off (UNINTERRUPTIBLE_BY_NEW_SPEECH), after the window earcon.
      out.append(.earcon(.screenChanged, id: nil))
      out.append(speak(.announcement, nil, phrasing.spoken(title, role: .announcement, language: screen.language, isPhrase: false),
                       channel: .announcement(.high, queued: true)))
    }
    let stops = self.stops
    let target: Stop?
    if let key, let restored = stop(key) {
      target = restored
    } else if let id, let chosen = stop(id: id) {
      target = chosen
    } else if reader.unverified.initialFocusSkipsTitle, let title {
      target = stops.first { !Self.repeats(title, $0) } ?? stops.first
    } else {
      target = stops.first
    }
    if let target { out += move(to: target, earcon: false) }
    return out
  }

  private mutating func paneTitles() -> [String] { snapshot().panes.map(\.title) }

  /// When the focused node disappears and the app moves focus nowhere, TalkBack puts focus back on
  /// the screen and says where it landed: on the node that now stands in its place, the next one after it in traversal order
  /// (`NodePathDescription.findNodeToRefocus`, "or next node after, in traversal order", reached from
  /// `FocusManagerInternal.ensureAccessibilityFocusOnScreen` on a subtree change), else as a new
  /// window is focused: its first item that is not its title. `before` is the order `key` was in.
  private mutating func refocus(_ key: String, before: [Stop]) -> [SessionOutput] {
    let stops = self.stops
    let was = before.firstIndex { $0.key == key } ?? before.count
    let ordered = self.ordered
    let next = before[min(was + 1, before.count)...].lazy.compactMap { ordered.stop($0.key) }.first
    let title = screen.title
    let target = next ?? (reader.unverified.initialFocusSkipsTitle ? title.flatMap { t in stops.first { !Self.repeats(t, $0) } } : nil) ?? stops.first
    guard let target else { return [] }
    return move(to: target)
  }

  /// Whether a stop says only the window's title (`FocusActorForScreenStateChange.java:355-444`,
  /// compared ignoring case).
  private static func repeats(_ title: String, _ stop: Stop) -> Bool {
    stop.element.label?.lowercased() == title.lowercased()
  }

  // MARK: - Activation

  /// Double-tap: the click earcon, what the app does, then the new checked or selected state
  /// (`EventTypeViewClickedFeedbackRule.java:56-168`) and what changed in live regions.
  private mutating func activate() -> [SessionOutput] {
    guard let stop = focusedStop else { return [] }
    let e = stop.element
    if reader.ignoresActivation(of: e) { return [] }
    // Only a node that takes a click sends the click TalkBack sounds and speaks (the view's
    // TYPE_VIEW_CLICKED); a document's effects say the app answers one.
    let clickable = withScreen { screen, nodes in nodes[e.key].map { screen.tree[$0].clickable || screen.tree[$0].checkable } ?? false }
    let actions = menuActions(e)
    guard clickable || !e.onActivate.isEmpty || (rotor == .actions && actionIndex != nil) else { return [] }
    var out: [SessionOutput] = [.earcon(.activate, id: e.id)]
    if rotor == .actions, let index = actionIndex, index < actions.count {
      let action = actions[index].action
      return out + afterAction { session in session.perform(action, on: e.key) }
    }
    let key = e.key
    out += afterAction(clicked: key) { session in
      if !e.onActivate.isEmpty { return session.perform(e.onActivate) }
      // A CompoundButton toggles itself when clicked; a radio button only turns on.
      let toggles = session.withScreen { screen, nodes in
        nodes[key].map { screen.tree[$0].checkable && [.switch, .toggleButton, .checkBox, .radioButton].contains(screen.tree[$0].role) } ?? false
      }
      if toggles { session.flip(key, radio: session.isRadio(key)) }
      // A node that expands or collapses does so when activated, as documents say of `expanded`.
      if !toggles, let expanded = e.state.expanded { session.updateState { $0.apply(ElementState(expanded: !expanded), to: key) } }
      return []
    }
    return out
  }

  private mutating func isRadio(_ key: String) -> Bool {
    withScreen { screen, nodes in nodes[key].map { screen.tree[$0].role == .radioButton } ?? false }
  }

  /// Flips a checkable node (a radio button only turns on).
  private mutating func flip(_ key: String, radio: Bool = false) {
    let checked = withScreen { screen, nodes in nodes[key].map { screen.tree[$0].androidState.checked == .true } }
    guard let checked else { return }
    var change = ElementState()
    change.android = AndroidState(checked: radio ? .true : (checked ? .false : .true))
    updateState { $0.apply(change, to: key) }
  }

  /// Runs `action`, then says what TalkBack says about the change: after a click on `clicked`, the
  /// click's feedback (`EventTypeViewClickedFeedbackRule.java:56-168`); the focused node's new state
  /// description (`EventTypeWindowContentChangedFeedbackRule.java:210-290`); and each live region
  /// whose words changed (:292-306). Each pane that appeared or went is said before the action's own
  /// output.
  private mutating func afterAction(clicked: String? = nil, _ action: (inout TalkBackSession) -> [SessionOutput]) -> [SessionOutput] {
    let screenBefore = screenIndex, focused = focusKey
    let before = snapshot()
    var out = action(&self)
    guard screenIndex == screenBefore else { return out }
    let after = snapshot()
    // A pane's window change comes before what the app does in it (focus it moves, what it announces).
    out = paneChanges(from: before.panes, to: after.panes) + out
    var said: [String] = []
    if let clicked, let click = clickFeedback(clicked) {
      // The answer to the double-tap, queued after what the click cut off.
      out.append(speak(.value, stop(clicked)?.element.id, Utterance([click]), focusKey: clicked))
      said.append(click.text)
    }
    if let focused, let was = before.focused, let now = after.focused, focusKey == focused,
      now.stateDescription != was.stateDescription, let state = now.stateDescription, !said.contains(state)
    {
      // CONTENT_CHANGE_TYPE_STATE_DESCRIPTION, said once (its feedback skips a duplicate).
      let segment = Segment(role: .state, text: state, language: screen.language ?? reader.words.language)
      out.append(speak(.value, stop(focused)?.element.id, Utterance([segment]), focusKey: focused))
    }
    let spoken = Dictionary(before.regions.map { ($0.key, $0.value.words) }, uniquingKeysWith: { first, _ in first })
    for (key, region) in after.regions where spoken[key] != region.words && !region.words.isEmpty {
      let channel: SpeechScheduler.Channel = region.assertive ? .announcement(.default, queued: false) : .announcement(.default, queued: true)
      out.append(speak(.announcement, region.id, Utterance(region.segments), channel: channel))
    }
    return out
  }

  /// A pane appearing is a window whose title changed to the pane's (`accessibilityPaneTitle`,
  /// developer.android.com `View.setAccessibilityPaneTitle`; TYPE_WINDOW_STATE_CHANGED with
  /// CONTENT_CHANGE_TYPE_PANE_APPEARED, `WindowEventInterpreter.java:905-908, 1021-1060`), and a
  /// changed title is a window change (:1264-1280), which TalkBack says like a new window's title
  /// (`ScreenFeedbackManager.java:170-220`). A pane going takes the window's title back (:1031-1036),
  /// said the same way.
  private func paneChanges(from before: [(key: String, title: String)], to after: [(key: String, title: String)]) -> [SessionOutput] {
    let was = Set(before.map(\.key)), now = Set(after.map(\.key))
    var titles = after.filter { !was.contains($0.key) }.map(\.title)
    if titles.isEmpty, before.contains(where: { !now.contains($0.key) }) {
      guard let title = after.first?.title ?? screen.title, !title.isEmpty else { return [] }
      titles = [title]
    }
    var out: [SessionOutput] = []
    for title in titles {
      out.append(.earcon(.screenChanged, id: nil))
      out.append(speak(.announcement, nil, phrasing.spoken(title, role: .announcement, language: screen.language, isPhrase: false),
                       channel: .announcement(.high, queued: true)))
    }
    return out
  }

  private struct NodeFacts: Equatable {
    var stateDescription: String?
  }

  private struct Region {
    var id: String?
    var words: String
    var segments: [Segment]
    var assertive: Bool
  }

  /// The focused node's state, the panes shown (outermost first), and what each live region says now.
  private mutating func snapshot() -> (focused: NodeFacts?, panes: [(key: String, title: String)], regions: [(key: String, value: Region)]) {
    let key = focusKey
    return withScreen { screen, nodes in
      var facts: NodeFacts?
      if let key, let i = nodes[key] { facts = NodeFacts(stateDescription: screen.tree[i].stateDescription) }
      var panes: [(key: String, title: String)] = []
      var regions: [(key: String, value: Region)] = []
      for i in screen.tree.nodes.indices {
        if screen.tree[i].flags.contains(.paneTitle), let title = screen.tree[i].props.paneTitle, !title.isEmpty { panes.append((screen.tree[i].key, title)) }
        guard screen.tree[i].flags.contains(.live), let live = screen.tree[i].props.liveRegion, live != .none else { continue }
        let segments = screen.description(of: i, liveRegion: true)
        regions.append((screen.tree[i].key, Region(id: screen.tree[i].id, words: Utterance(segments).speech,
                                                            segments: segments, assertive: live == .assertive)))
      }
      return (facts, panes, regions)
    }
  }

  /// What TalkBack says of a clicked node (`computeTtsOutput`, EventTypeViewClickedFeedbackRule.java:78-168),
  /// the first of: its checked state when it has no state description ("on"/"off" for a switch or
  /// toggle button, else "checked"/"not checked"), or a child's; "selected"; "collapsed" or "expanded".
  private mutating func clickFeedback(_ key: String) -> Segment? {
    let words = reader.words
    return withScreen { screen, nodes -> Segment? in
      guard let i = nodes[key] else { return nil }
      let tree = screen.tree
      func checkedText(_ n: Int) -> Segment? {
        guard tree[n].checkable, tree[n].stateDescription == nil else { return nil }
        let on = tree[n].androidState.checked == .true
        let switchLike = tree[n].role == .switch || tree[n].role == .toggleButton
        return words.word(switchLike ? (on ? .valueOn : .valueOff) : (on ? .valueChecked : .valueNotChecked), .state)
      }
      if let said = checkedText(i) ?? tree[i].children.lazy.compactMap(checkedText).first { return said }
      if tree[i].androidState.selected == true { return words.word(.valueSelected, .selected) }
      if let expanded = tree[i].expanded { return words.word(expanded ? .valueExpanded : .valueCollapsed, .state) }
      return nil
    }
  }

  // MARK: - Adjusting

  /// Swipe up (down) on a slider: TalkBack's NumberAdjustor (`NumberAdjustor.java:62-110`). At its
  /// end it says the state description, else "100%" or "0%"; otherwise it asks the slider to scroll
  /// forward (backward), which moves it by a step (`TalkBackUnverified.rangeStep`), and says the
  /// slider's state, name and role as the slider reports its new value (TYPE_VIEW_SELECTED,
  /// EventTypeViewSelectedFeedbackRule.java:103-117, interrupting). Anything else focused: the edge sound.
  private mutating func adjust(increase: Bool) -> [SessionOutput] {
    guard let stop = focusedStop else { return [.earcon(.boundary, id: nil)] }
    let key = stop.key, id = stop.element.id
    let found = withScreen { screen, nodes -> (range: RangeInfo, state: String?, enabled: Bool)? in
      guard let i = nodes[key], screen.tree[i].role == .seekControl, let range = screen.tree[i].props.rangeInfo, TalkBackRole.isValid(range) else {
        return nil
      }
      return (range, screen.tree[i].stateDescription, screen.tree[i].enabled)
    }
    guard let (range, state, enabled) = found else { return [.earcon(.boundary, id: id)] }
    if increase ? range.current >= range.max : range.current <= range.min {
      let said = state ?? reader.words.phrase(.templateSeekbarRange, increase ? "100" : "0")
      return [speak(.value, id, phrasing.spoken(said, role: .state, language: state == nil ? nil : screen.language, isPhrase: state == nil),
                    focusKey: key)]
    }
    // A SeekBar offers scrolling only while enabled (AbsSeekBar.onInitializeAccessibilityNodeInfoInternal).
    guard enabled else { return [] }
    let step = reader.unverified.rangeStep(range)
    let value = min(range.max, max(range.min, range.current + (increase ? step : -step)))
    var change = ElementState()
    change.adjustablePosition = value
    if let state, reader.unverified.stateDescriptionFollowsValue, let moved = Self.restate(state, range, to: value) {
      change.stateDescription = moved
    }
    updateState { $0.apply(change, to: key) }
    let said = withScreen { screen, nodes in nodes[key].map { screen.selectionDescription(of: $0) } ?? [] }
    guard !said.isEmpty else { return [] }
    return [speak(.value, id, Utterance(said), focusKey: key)]
  }

  /// `state` with the range's value in it moved to `value` (`TalkBackUnverified.stateDescriptionFollowsValue`):
  /// the first whole number in it that is the value, else the percentage of the range (as Compose
  /// rounds it: 0 and 100 only at the ends), replaced; nil when it shows neither.
  static func restate(_ state: String, _ range: RangeInfo, to value: Double) -> String? {
    func percent(_ v: Double) -> Int {
      let fraction = (v - range.min) / (range.max - range.min)
      return fraction <= 0 ? 0 : fraction >= 1 ? 100 : min(99, max(1, Int((fraction * 100).rounded())))
    }
    func whole(_ v: Double) -> Int? { v == v.rounded() && abs(v) < 1e9 ? Int(v) : nil }
    let pairs = [whole(range.current).flatMap { old in whole(value).map { (old, $0) } }, (percent(range.current), percent(value))]
    let chars = Array(state)
    for case let (old, new)? in pairs {
      let digits = Array(String(old))
      var i = 0
      while i + digits.count <= chars.count {
        let before = i == 0 || !chars[i - 1].isNumber, after = i + digits.count == chars.count || !chars[i + digits.count].isNumber
        if before, after, Array(chars[i..<(i + digits.count)]) == digits {
          return String(chars[..<i]) + String(new) + String(chars[(i + digits.count)...])
        }
        i += 1
      }
    }
    return nil
  }

  // MARK: - Back

  /// Swipe down then left: Back, the focused node's or an ancestor's `onEscape`, else the screen
  /// below this one.
  private mutating func back() -> [SessionOutput] {
    let chain = focusedStop.map { screen.root.chain(to: $0.origin.path) } ?? [screen.root]
    if let effects = chain.reversed().first(where: { !$0.onEscape.isEmpty })?.onEscape {
      return afterAction { session in session.perform(effects) }
    }
    if !covered.isEmpty { return perform([.dismiss]) }
    return [.earcon(.boundary, id: nil)]
  }

  // MARK: - Reading controls

  /// Swipe down (up) with a reading control chosen: the next (previous) heading, control or link
  /// (NavigationTarget.java:346-358), or "No next heading" (FocusProcessorForLogicalNavigation.java:2341-2360).
  private mutating func readingControlStep(_ direction: Int, _ stops: [Stop], _ current: Int?) -> [SessionOutput] {
    guard let rotor else { return [.earcon(.boundary, id: nil)] }
    if rotor == .actions {
      guard let e = focusedStop?.element, !menuActions(e).isEmpty else { return [.earcon(.boundary, id: nil)] }
      let actions = menuActions(e)
      let count = actions.count
      let next = ((actionIndex ?? (direction > 0 ? -1 : count)) + direction + count) % count
      actionIndex = next
      let custom: Bool
      if case .custom = actions[next].action { custom = true } else { custom = false }
      return [speak(.rotor, e.id, phrasing.spoken(actions[next].name, role: .action, language: custom ? e.language : nil, isPhrase: !custom))]
    }
    let targets = withScreen { screen, nodes in stops.indices.filter { i in nodes[stops[i].key].map { Self.matches(rotor, $0, &screen) } ?? false } }
    let target = direction > 0 ? targets.first { $0 > (current ?? -1) } : targets.last { $0 < (current ?? stops.count) }
    guard let target else {
      let words = reader.words
      let name: TalkBackWord = rotor == .headings ? .displayNameHeading : rotor == .links ? .displayNameLink : .displayNameControl
      let said = words.phrase(direction > 0 ? .endOfPage : .startOfPage, words.phrase(name))
      return [speak(.rotor, nil, phrasing.spoken(said, role: .rotor))]
    }
    // Focus moved by a reading control other than Default keeps that control (SelectorController.java:776-791).
    let out = move(to: stops[target])
    adjusting = false
    return out
  }

  /// Whether node `i` is a target of `setting` (NavigationTarget.java:346-358 with
  /// AccessibilityNodeInfoUtils.java:231-382).
  private static func matches(_ setting: RotorSetting, _ i: Int, _ screen: inout TalkBackScreen) -> Bool {
    let tree = screen.tree
    switch setting {
    case .headings:
      if tree[i].isHeading { return true }
      // A focusable container with a heading inside that is not focused itself.
      var stack = tree[i].children
      while let c = stack.popLast() {
        if tree[c].isHeading, tree[c].children.isEmpty, !screen.tree.shouldFocus(c) { return true }
        stack += tree[c].children
      }
      return false
    case .formControls:
      func control(_ n: Int) -> Bool {
        [.button, .imageButton, .editText, .checkBox, .radioButton, .toggleButton, .switch, .dropDownList, .seekControl].contains(tree[n].role)
          || ((tree[n].clickable || tree[n].longClickable) && !tree[n].flags.contains(.collectionItemInfo))
      }
      return control(i) || tree[i].children.contains { control($0) && !screen.tree.shouldFocus($0) }
    case .links:
      // FILTER_LINK (AccessibilityNodeInfoUtils.java:374-382): a ClickableSpan in the node's text
      // (SpannableUtils.java:191-209), or in the text of a descendant TalkBack does not focus, not
      // below a node with a content description (SpannableTraversalUtils.java:92-135).
      var stack = [i]
      while let n = stack.popLast() {
        if let text = tree[n].element.text, !LabelSpan.links(in: text, tree[n].element.labelSpans).isEmpty { return true }
        if tree[n].contentDescription != nil { continue }
        stack += tree[n].children.filter { !screen.tree.isAccessibilityFocusable($0) }
      }
      return false
    default:
      return false
    }
  }

  // MARK: - Effects

  // What the document's effects do is `EffectfulSession.perform`'s; TalkBack's part of it follows.

  var kept: String? { focusKey }

  /// announceForAccessibility: 30 characters or fewer cannot be cut off, longer ones wait
  /// (EventTypeAnnouncementFeedbackRule.java:49-72, Compositor.java:259-270); Android has no priorities.
  mutating func announce(_ text: String, priority: AnnouncementPriority, queued: Bool) -> [SessionOutput] {
    let channel: SpeechScheduler.Channel = text.count <= 30 ? .announcement(.high, queued: true) : .announcement(.low, queued: true)
    return [speak(.announcement, nil, phrasing.spoken(text, role: .announcement, language: screen.language, isPhrase: false), channel: channel)]
  }

  mutating func layoutChanged(to stop: Stop) -> [SessionOutput] { move(to: stop, earcon: false) }

  mutating func show(_ index: Int, focus: String?) -> [SessionOutput] {
    screenIndex = index
    return [.screen(id: screen.id, title: screen.title ?? screen.id ?? "")] + arrive(focus: focus)
  }

  mutating func showAgain(_ index: Int, _ kept: String?) -> [SessionOutput] {
    screenIndex = index
    return [.screen(id: screen.id, title: screen.title ?? screen.id ?? "")] + arrive(focus: nil, restoring: kept)
  }

  /// A checkable node flips its checked state; one that only expands or collapses flips that.
  mutating func toggle(id: String) -> [SessionOutput] {
    let found = withScreen { screen, nodes in
      screen.tree.nodes.first { $0.id == id }.map { ($0.key, $0.checkable ? nil : $0.expanded) }
    }
    guard let (key, expanded) = found else { return [] }
    if let expanded { updateState { $0.apply(ElementState(expanded: !expanded), to: key) } } else { flip(key) }
    return []
  }

  /// The focused node that a change removed, with the order it was in: focus comes back once the
  /// app is done, unless the app itself moved it.
  mutating func changed(before: [Stop]) -> (key: String, before: [Stop], screen: Int)? {
    guard let key = focusKey, stop(key) == nil else { return nil }
    focusKey = nil
    return (key, before, screenIndex)
  }

  mutating func settle(_ lost: (key: String, before: [Stop], screen: Int)) -> [SessionOutput] {
    guard focusKey == nil, lost.screen == screenIndex else { return [] }
    return refocus(lost.key, before: lost.before)
  }
}
