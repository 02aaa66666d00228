import EarshotEngine
import EarshotModel
import Foundation

/// A VoiceOver session over a document: focus, the rotor, the live state of every
/// element, and the current screen of a flow. Each gesture returns what VoiceOver plays and says;
/// timing is the scheduler's business.
public struct VoiceOverSession: EffectfulSession {
  public let document: Document
  public let reader: VoiceOver
  let order: VisitOrder
  public var builder: UtteranceBuilder

  /// The index of the current screen in `document.screens`.
  public private(set) var screenIndex: Int
  /// Each screen's live state and its order.
  public var live: LiveScreens
  /// Screens under the current one, with the focus each had, for `dismiss` and escape.
  public var covered: [(screen: Int, kept: (focus: String?, gap: FocusGap?))] = []
  /// The key of the focused element.
  public private(set) var focusKey: String?
  /// Where focus last moved to in `stops`, checked before use (`StopsCache.Entry.position(of:guess:)`).
  private var focusPosition: Int?
  /// Where VoiceOver's cursor stands after the focused element disappeared, while nothing has focus.
  private var gap: FocusGap?
  public private(set) var rotor: RotorSetting?
  /// The Actions rotor's position among the focused element's actions (the last is "Activate").
  private var actionIndex: Int?
  /// The link inside the focused element's label the Links rotor stands on (among its link runs).
  private var linkIndex: Int?
  /// The containers of the stop focus came from, so container labels are spoken on entry only.
  private var previousContainers: [ContainerContext] = []
  private var gestureIndex: Int?
  /// Per screen, what never changes while it is shown: where each element is by key, and its rotors.
  private let screenIndexes: ScreenIndexes
  /// A screen's transcript as it first appears, and whether its hints are spoken (`know`).
  private var known: (screen: Int, entries: [Transcript.Entry], hints: Bool)?

  public init(document: Document, reader: VoiceOver, speakHints: Bool? = nil) {
    self.document = document
    self.reader = reader
    order = VisitOrder(reader: reader)
    builder = UtteranceBuilder(reader: reader, speakHints: speakHints)
    live = LiveScreens(document: document) { [order] state in order.order(of: state) }
    screenIndex = document.screens.firstIndex { $0.id == document.startScreen.id } ?? 0
    screenIndexes = ScreenIndexes(document.screens)
  }

  // MARK: - State

  public var screen: Screen { document.screens[screenIndex] }
  public var state: ScreenState { live.state(screenIndex) }
  /// The current screen in visiting order, with its groups.
  public var screenOrder: ScreenOrder { ordered.order }
  public var stops: [Stop] { screenOrder.stops }
  public var focusedStop: Stop? { focusKey.flatMap { stop($0) } }

  private var ordered: StopsCache.Entry { live.ordered(screenIndex) }

  /// Where the stop with `key` is in `stops`.
  private func position(of key: String) -> Int? { ordered.positions[key] }

  /// The stop with `key` on the current screen.
  private func stop(_ key: String) -> Stop? { ordered.stop(key) }

  /// The first stop whose element has `id` on the current screen.
  private func stop(id: String) -> Stop? { ordered.stop(id: id) }

  private mutating func updateState(_ body: (inout ScreenState) -> Void) { live.update(screenIndex, body) }

  /// Moves focus without speaking (read-all moves it as it reads).
  public mutating func setFocus(_ key: String) {
    guard let stop = stop(key) else { return }
    focusKey = key
    gap = nil
    previousContainers = stop.containers
    actionIndex = nil
    linkIndex = nil
  }

  public mutating func know(_ entries: [Transcript.Entry], of screen: Int, speakHints: Bool?) {
    known = (screen, entries, speakHints ?? reader.speakHints)
  }

  // MARK: - Gestures

  /// When a screen appears VoiceOver focuses its first element and speaks it. When the app starts,
  /// a summary element is read first, without taking focus (`VoiceOverUnverified.summaryReadBeforeFirstElement`).
  public mutating func start() -> [SessionOutput] {
    gestureIndex = nil
    let stops = self.stops
    guard reader.unverified.summaryReadBeforeFirstElement,
      let summary = stops.dropFirst().first(where: { $0.element.traits.has(.summaryElement) })
    else { return focusFirst(on: nil) }
    let read = speak(.focus, summary.element.id, builder.focus(summary, entering: summary.containers, hints: false))
    let first = focusFirst(on: nil).map { output -> SessionOutput in
      guard case .speak(var request) = output else { return output }
      request.follows = true
      return .speak(request)
    }
    return [read] + first
  }

  /// Performs `gesture` (the `index`-th of the script). Errors name the script line.
  public mutating func perform(_ scripted: ScriptedGesture, index: Int, file: String?) throws(InputError) -> [SessionOutput] {
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
      let target = current.map { $0 + step } ?? gapPosition.map { step > 0 ? $0 : $0 - 1 } ?? (step > 0 ? 0 : stops.count - 1)
      guard stops.indices.contains(target) else { return [.earcon(.boundary, id: focusedStop?.element.id)] }
      return move(to: stops[target], at: target)
    case .first, .last:
      guard let target = scripted.gesture == .first ? stops.first : stops.last else { return [.earcon(.boundary, id: nil)] }
      return move(to: target)
    case .focus(let id):
      guard let target = stop(id: id) else {
        let ids = stops.compactMap(\.element.id)
        throw fail(Suggestion.message(unknown: "element id", id, accepted: ids) + " (no stop on screen \"\(screen.id ?? screen.title ?? "")\" has it)")
      }
      return move(to: target)
    case .touch(let x, let y):
      // Explore by touch finds the smallest frame holding the point; an element without a frame
      // cannot be found (Apple's `accessibilityFrame` documentation).
      let hits = stops.filter { $0.element.frame?.contains(x: x, y: y) == true }
      guard let target = hits.min(by: { area($0) < area($1) }) else { return [] }
      return move(to: target)
    case .readAll:
      return readAll(stops)
    case .activate:
      return try activate(stops, current, fail)
    case .increment, .decrement:
      return adjust(by: scripted.gesture == .increment ? 1 : -1)
    case .escape:
      return escape()
    case .magicTap:
      return magicTap()
    case .rotor(let name):
      let settings = rotorSettings
      guard let setting = RotorSetting.match(name, in: settings, spokenName: { $0.name(reader.profile) }) else {
        let names = settings.map(\.scriptName)
        throw fail(Suggestion.message(unknown: "rotor setting", name, accepted: names))
      }
      rotor = setting
      actionIndex = nil
      return [speak(.rotor, nil, builder.spoken(setting.name(reader.profile), role: .rotor))]
    case .rotorNext, .rotorPrevious:
      return rotorStep(scripted.gesture == .rotorNext ? 1 : -1, stops, current)
    case .type(let text):
      return try type(text, fail)
    case .action(let name):
      guard let element = focusedStop?.element else { throw fail("no element has focus, so there is no action \"\(name)\" to perform") }
      guard let action = element.customActions.first(where: { $0.name.lowercased() == name.lowercased() }) else {
        let names = element.customActions.map(\.name)
        let what = element.label ?? element.key
        if names.isEmpty { throw fail("\"\(what)\" has no custom actions; \"action \(name)\" needs an element with actions") }
        throw fail(Suggestion.message(unknown: "action", name, accepted: names) + " (on \"\(what)\")")
      }
      return perform(action.effects)
    }
  }

  /// The rotor settings on offer now, in the order turning the rotor reaches them.
  public var rotorSettings: [RotorSetting] { RotorSetting.available(screenRotors: screenRotors, focused: focusedStop?.element) }

  private var screenRotors: [CustomRotor] { screenIndexes[screenIndex].rotors }

  private func area(_ stop: Stop) -> Double { (stop.element.frame?.width ?? 0) * (stop.element.frame?.height ?? 0) }

  private func speak(_ kind: TimelineEventKind, _ id: String?, _ utterance: Utterance,
                     channel: SpeechScheduler.Channel = .navigation, focusKey: String? = nil, follows: Bool = false) -> SessionOutput {
    .speak(SpeechScheduler.Request(kind: kind, id: id, utterance: utterance, channel: channel, gesture: gestureIndex,
                                   focusKey: focusKey, follows: follows))
  }

  /// Focus moves to `stop` (at `position` in `stops`, when the caller knows it): the focus
  /// earcon, then its utterance.
  private mutating func move(to stop: Stop, at position: Int? = nil, earcon: Bool = true) -> [SessionOutput] {
    let leaving = focusKey == nil && gap == nil ? [] : previousContainers
    let utterance = position.flatMap { knownUtterance(stop, at: $0, leaving: leaving) }
      ?? builder.focus(stop, entering: stop.containersEntered(leaving: leaving))
    focusKey = stop.key
    focusPosition = position
    gap = nil
    previousContainers = stop.containers
    actionIndex = nil
    linkIndex = nil
    var out: [SessionOutput] = earcon ? [.earcon(.focus, id: stop.element.id)] : []
    out.append(speak(.focus, stop.element.id, utterance, focusKey: stop.key))
    return out
  }

  /// The known transcript's utterance of `stop`, at `position` of an unchanged screen, when focus
  /// leaves the containers the transcript's stop before it is in (none for the first): then
  /// `builder` would say exactly that, and a swipe through a long screen need not phrase it again.
  private func knownUtterance(_ stop: Stop, at position: Int, leaving: [ContainerContext]) -> Utterance? {
    guard let known, known.screen == screenIndex, known.hints == builder.speakHints, position < known.entries.count,
      live.version(screenIndex) == 0
    else { return nil }
    return known.entries.withUnsafeBufferPointer { entries -> Utterance? in
      guard entries[position].stop.key == stop.key else { return nil }
      // The containers entered depend only on the keys of those left, in order.
      let before = position > 0 ? entries[position - 1].stop.containers : []
      guard before.count == leaving.count, zip(before, leaving).allSatisfy({ $0.key == $1.key }) else { return nil }
      return entries[position].utterance
    }
  }

  private mutating func focusFirst(on id: String?) -> [SessionOutput] {
    let stops = self.stops
    focusKey = nil
    gap = nil
    previousContainers = []
    if id == nil, let first = stops.first { return move(to: first, at: 0, earcon: false) }
    guard let target = id.flatMap({ stop(id: $0) }) ?? stops.first else { return [] }
    return move(to: target, earcon: false)
  }

  /// Two-finger swipe up: every stop from the top, without hints; focus follows the reading.
  private mutating func readAll(_ stops: [Stop]) -> [SessionOutput] {
    var out: [SessionOutput] = []
    var previous: [ContainerContext] = []
    for (i, stop) in stops.enumerated() {
      let utterance = builder.focus(stop, entering: stop.containersEntered(leaving: previous), hints: false)
      out.append(speak(.focus, stop.element.id, utterance, focusKey: stop.key, follows: i > 0))
      previous = stop.containers
    }
    if let last = stops.last {
      focusKey = last.key
      gap = nil
      previousContainers = last.containers
    }
    return out
  }

  // MARK: - Activation

  private mutating func activate(_ stops: [Stop], _ current: Int?, _ fail: (String) -> InputError) throws(InputError) -> [SessionOutput] {
    guard let current else { return [] }
    let stop = stops[current]
    let e = stop.element
    var out: [SessionOutput] = [.earcon(.activate, id: e.id)]
    // A dimmed control ignores the tap: UIKit sends it no action, so nothing runs and nothing
    // changes (`VoiceOverUnverified.dimmedActivationIsSilent`).
    if e.isDimmed, reader.unverified.dimmedActivationIsSilent { return out }
    // A link inside the label, reached with the Links rotor, opens its destination, outside the app.
    if linkIndex != nil { return out }
    // A custom action chosen in the Actions rotor (the last entry is the element's own activation).
    if rotor == .actions, let index = actionIndex, index < e.customActions.count {
      return out + perform(e.customActions[index].effects)
    }
    if case .stepperButton(let stepper, let direction) = stop.origin, let key = screen.root.descendant(at: stepper)?.key {
      return out + adjust(key: key, by: direction)
    }
    // An expandable element expands or collapses, then does what the app does on activation.
    if e.expanded != nil {
      return out + expand(e.key) + perform(e.onActivate)
    }
    if !e.onActivate.isEmpty {
      let shown = screenIndex
      let effects = perform(e.onActivate)
      let change = changeSpoken(from: e, screen: shown, after: effects)
      return reader.unverified.changeFollowsTheAction ? out + effects + change : out + change + effects
    }
    // What standard controls do by themselves: a toggle flips (a switch, or the toggle trait).
    if Self.flips(e) {
      // A toggle whose state nothing gives stays unknown (`VoiceOverUnverified.toggleTraitAloneHasNoState`).
      if e.on == nil, e.value == nil, reader.unverified.toggleTraitAloneHasNoState { return out }
      return out + toggle(e.key)
    }
    if stop.series != nil, let key = stop.seriesKey, !e.traits.has(.selected) {
      updateState { state in
        for other in stops where other.seriesKey == key {
          var traits = other.element.traits
          traits.remove(.selected)
          if other.key == e.key { traits.add(.selected) }
          state.apply(ElementState(traits: traits), to: other.key)
        }
      }
      return out + changeSpoken(from: e, screen: screenIndex, after: [])
    }
    if e.isTextEntry, !e.traits.has(.isEditing) {
      updateState { state in
        var traits = e.traits
        traits.add(.isEditing)
        state.apply(ElementState(traits: traits), to: e.key)
      }
      // "is editing", then where the insertion point is (MagentaA11y: "text field is editing insertion point at start").
      var said = builder.spoken(reader.profile.phrase(.isEditing), role: .type)
      if let editing = self.stop(e.key)?.element, let caret = builder.insertionPointPhrase(editing) {
        said.segments += builder.spoken(reader.profile.phrase(caret), role: .state).segments
      }
      out.append(speak(.value, e.id, said, focusKey: e.key))
      return out
    }
    // A view that does not declare what it is cannot be activated (WCAG 4.1.2, Name, Role, Value).
    return out
  }

  /// Types `text` into the focused text field at its insertion point, which moves past it. The
  /// field must be being edited (a double tap starts editing, as on a device the keyboard must be up).
  private mutating func type(_ text: String, _ fail: (String) -> InputError) throws(InputError) -> [SessionOutput] {
    guard let e = focusedStop?.element else { throw fail("no element has focus, so there is nowhere to type \"\(text)\"") }
    guard e.isTextEntry, e.traits.has(.isEditing) else {
      throw fail("\"\(e.label ?? e.key)\" is not a text field being edited; \"activate\" a text field before \"type\"")
    }
    var value = Array(UtteranceBuilder.typedText(e))
    let point = min(e.insertionPoint ?? value.count, value.count)
    value.insert(contentsOf: text, at: point)
    updateState { state in
      state.apply(ElementState(value: String(value), insertionPoint: point + text.count), to: e.key)
    }
    guard reader.unverified.typingEchoesText else { return [] }
    return [speak(.value, e.id, builder.spoken(text, role: .value, language: e.language, isPhrase: false), focusKey: e.key)]
  }

  /// What VoiceOver says when activating the focused element changed the element itself: only what
  /// changed, its new value or state, or "Selected" with its label when it became selected, not the
  /// whole element again (WWDC24 10073: a toggle's "…off", then "on"; ronnqvi.st: a new value alone).
  /// Nothing when focus or the screen moved, when the element is gone, or when `effects` already
  /// said its new state (a `toggle` of itself). It follows the app's own effects, as VoiceOver reads
  /// the element once the action returns (`VoiceOverUnverified.changeFollowsTheAction`).
  private func changeSpoken(from before: ResolvedElement, screen: Int, after effects: [SessionOutput]) -> [SessionOutput] {
    guard screenIndex == screen, focusKey == before.key, let afterStop = stop(before.key) else { return [] }
    let after = afterStop.element
    let said = effects.contains { output in
      if case .speak(let request) = output { return request.kind == .value && request.focusKey == before.key }
      return false
    }
    guard !said else { return [] }
    var segments: [Segment] = []
    if after.traits.has(.selected), !before.traits.has(.selected) {
      segments.append(Segment(role: .selected, text: reader.profile.phrase(.selected), language: reader.language, isPhrase: true))
      if let label = after.label, !label.isEmpty { segments.append(Segment(role: .label, text: label, language: after.language)) }
      // A segment or tab re-read after a double tap keeps its place in the series, without its type
      // word (the MagentaA11y segmented-control recording: "Selected last 10 days, two of two").
      if let position = afterStop.position {
        segments.append(Segment(role: .position, text: reader.profile.phrase(.position, reader.profile.number(position.index),
                                                                              reader.profile.number(position.count)),
                                language: reader.language, isPhrase: true))
      }
    }
    if after.expanded != before.expanded { segments += builder.expansionChange(after).segments }
    if builder.stateText(after) != builder.stateText(before) { segments += builder.valueChange(after).segments }
    guard !segments.isEmpty else { return [] }
    return [speak(.value, after.id, Utterance(segments), focusKey: before.key)]
  }

  /// Whether activating `e` flips it on or off: a UISwitch always, another control when its traits
  /// say it toggles. Switched over every kind, so a new kind of activation is handled here.
  static func flips(_ e: ResolvedElement) -> Bool {
    switch e.kind.descriptor.activation {
    case .toggle: return true
    case .byTraits: return e.isToggle
    }
  }

  /// Flips a switch or toggle; a `toggle` effect on an expandable element expands or collapses it.
  private mutating func toggle(_ key: String) -> [SessionOutput] {
    guard let element = resolvedAnywhere(key) else { return [] }
    if element.expanded != nil, !Self.flips(element) { return expand(key) }
    if element.isToggle, let value = element.value, UtteranceBuilder.toggleStates[value] != nil {
      // A custom toggle reporting "1", "0" or "2" reports the other state ("2", mixed, turns on).
      updateState { $0.apply(ElementState(value: value == "1" ? "0" : "1"), to: key) }
    } else {
      updateState { $0.apply(ElementState(on: !(element.on ?? false)), to: key) }
    }
    guard key == focusKey, let updated = stop(key) else { return [] }
    // After a toggle only the new value is spoken (WWDC24 10073: "…off, on").
    return [speak(.value, updated.element.id, builder.valueChange(updated.element), focusKey: key)]
  }

  /// Expands a collapsed element or collapses an expanded one; when it has focus, the new state is spoken.
  private mutating func expand(_ key: String) -> [SessionOutput] {
    guard let element = resolvedAnywhere(key), let expanded = element.expanded else { return [] }
    updateState { $0.apply(ElementState(expanded: !expanded), to: key) }
    // What the app does in the new state: a section shows its rows, or hides them again.
    let effects = perform(expanded ? element.onCollapse : element.onExpand)
    guard key == focusKey, let updated = resolvedAnywhere(key) else { return effects }
    if !reader.unverified.expansionSpeaksOnlyTheState, let stop = stop(key) {
      return [speak(.value, updated.id, builder.focus(stop, hints: false), focusKey: key)] + effects
    }
    return [speak(.value, updated.id, builder.expansionChange(updated), focusKey: key)] + effects
  }

  /// An element that is not a stop (hidden, or a container such as a stepper), as resolved now.
  private func hiddenElement(_ key: String) -> ResolvedElement? {
    guard let path = screenIndexes[screenIndex].paths[key], let found = screen.root.descendant(at: path) else { return nil }
    return order.resolver.resolve(found, in: state, language: screen.language ?? reader.language, series: nil)
  }

  private mutating func adjust(by direction: Int) -> [SessionOutput] {
    guard let e = focusedStop?.element, e.isAdjustable else { return [] }
    return adjust(key: e.key, by: direction)
  }

  /// Moves an adjustable one step; only the new value is spoken (ronnqvi.st on adjustable controls; WWDC26 220).
  private mutating func adjust(key: String, by direction: Int) -> [SessionOutput] {
    guard let element = resolvedAnywhere(key), let adjustable = element.adjustable else { return [] }
    // Options with none current do not move (VoiceOver Designer's `AdjustableOptions.swift`).
    if let position = element.adjustablePosition ?? Resolver.initialPosition(adjustable),
      let next = Resolver.step(adjustable, from: position, by: direction)
    {
      // The new value is the one the position gives, whatever value was written or set before.
      updateState { $0.move(key, to: next) }
    }
    guard let updated = resolvedAnywhere(key) else { return [] }
    return [speak(.value, updated.id, builder.valueChange(updated), focusKey: focusKey)]
  }

  /// An element as resolved now, whether or not it is a stop (a stepper is a container).
  private func resolvedAnywhere(_ key: String) -> ResolvedElement? {
    stop(key)?.element ?? hiddenElement(key)
  }

  // MARK: - Escape and magic tap

  /// The Z gesture: the focused element's or an ancestor's `onEscape`; otherwise back.
  private mutating func escape() -> [SessionOutput] {
    if let effects = nearestEffects(\.onEscape) { return perform(effects) }
    if let back = stops.first(where: { $0.element.traits.has(.backButton) }), !back.element.onActivate.isEmpty {
      return [.earcon(.activate, id: back.element.id)] + perform(back.element.onActivate)
    }
    if !covered.isEmpty { return perform([.dismiss]) }
    return [.earcon(.boundary, id: nil)]
  }

  /// The two-finger double tap: the focused element's or an ancestor's `onMagicTap`, else the screen's.
  private mutating func magicTap() -> [SessionOutput] {
    guard let effects = nearestEffects(\.onMagicTap) else { return [] }
    return perform(effects)
  }

  /// The effects of the focused element, or of its nearest ancestor that has some (for a
  /// stepper's button, the stepper's).
  private func nearestEffects(_ path: KeyPath<Element, [Effect]>) -> [Effect]? {
    let chain = focusedStop.map { screen.root.chain(to: $0.origin.path) } ?? [screen.root]
    return chain.reversed().first { !$0[keyPath: path].isEmpty }?[keyPath: path]
  }

  // MARK: - The rotor

  private mutating func rotorStep(_ direction: Int, _ stops: [Stop], _ current: Int?) -> [SessionOutput] {
    guard let rotor else { return [.earcon(.boundary, id: nil)] }
    if rotor == .actions {
      guard let e = focusedStop?.element, !e.customActions.isEmpty else { return [.earcon(.boundary, id: nil)] }
      // The actions, then the element's own activation; the rotor wraps around.
      let names = e.customActions.map(\.name) + [reader.profile.phrase(.activateAction)]
      let next = ((actionIndex ?? (direction > 0 ? -1 : names.count)) + direction + names.count) % names.count
      actionIndex = next
      return [speak(.rotor, e.id, builder.spoken(names[next], role: .action, language: next < e.customActions.count ? e.language : nil,
                                                  isPhrase: next == e.customActions.count))]
    }
    if rotor == .links { return linkStep(direction, stops, current) }
    let targets = rotor.targets(stops, rotors: screenRotors, ids: ordered.ids)
    let target: Int?
    if case .custom = rotor {
      // A custom rotor moves through its own list.
      let position = current.flatMap { targets.firstIndex(of: $0) }
      // From a gap, the first of the list after it, or the last before it.
      let fromGap = gapPosition.map { place in direction > 0 ? targets.firstIndex { $0 >= place } ?? targets.count : (targets.lastIndex { $0 < place } ?? -1) }
      let next = position.map { $0 + direction } ?? fromGap ?? (direction > 0 ? 0 : targets.count - 1)
      target = targets.indices.contains(next) ? targets[next] : nil
    } else if direction > 0 {
      target = targets.first { $0 > (current ?? gapPosition.map { $0 - 1 } ?? -1) }
    } else {
      target = targets.last { $0 < (current ?? gapPosition ?? stops.count) }
    }
    guard let target else { return [.earcon(.boundary, id: focusedStop?.element.id)] }
    let keep = actionIndex
    let out = move(to: stops[target])
    actionIndex = keep
    return out
  }

  /// The Links rotor: each element with the link trait, and each link inside a label, in order
  /// (`Unverified.labelLinksInLinksRotor`; swiping passes over the links inside a label). A link
  /// is a place (its stop, then -1 for the element itself or its link's index among the label's).
  private mutating func linkStep(_ direction: Int, _ stops: [Stop], _ current: Int?) -> [SessionOutput] {
    var targets: [(stop: Int, link: Int)] = []
    for (i, stop) in stops.enumerated() {
      if stop.element.isLink { targets.append((i, -1)) }
      guard reader.unverified.labelLinksInLinksRotor, !stop.element.labelSpans.isEmpty else { continue }
      let links = LabelSpan.links(in: stop.element.label ?? "", stop.element.labelSpans)
      targets += links.indices.map { (i, $0) }
    }
    func before(_ a: (stop: Int, link: Int), _ b: (stop: Int, link: Int)) -> Bool { a.stop < b.stop || (a.stop == b.stop && a.link < b.link) }
    let target: (stop: Int, link: Int)?
    if let current {
      let here = (stop: current, link: linkIndex ?? -1)
      target = direction > 0 ? targets.first { before(here, $0) } : targets.last { before($0, here) }
    } else if let place = gapPosition {
      target = direction > 0 ? targets.first { $0.stop >= place } : targets.last { $0.stop < place }
    } else {
      target = direction > 0 ? targets.first : targets.last
    }
    guard let target else { return [.earcon(.boundary, id: focusedStop?.element.id)] }
    guard target.link >= 0 else { return move(to: stops[target.stop]) }
    let stop = stops[target.stop]
    let run = LabelSpan.links(in: stop.element.label ?? "", stop.element.labelSpans)[target.link]
    focusKey = stop.key
    gap = nil
    previousContainers = stop.containers
    actionIndex = nil
    linkIndex = target.link
    return [.earcon(.focus, id: stop.element.id), speak(.focus, stop.element.id, builder.link(run, in: stop), focusKey: stop.key)]
  }

  // MARK: - Effects

  // What the document's effects do is `EffectfulSession.perform`'s; VoiceOver's part of it follows.

  public var kept: (focus: String?, gap: FocusGap?) { (focusKey, gap) }

  public mutating func announce(_ text: String, priority: AnnouncementPriority, queued: Bool) -> [SessionOutput] {
    [speak(.announcement, nil, builder.spoken(text, role: .announcement, language: screen.language, isPhrase: false),
           channel: .announcement(priority, queued: queued))]
  }

  /// Focus moves there and it is spoken; no sound (Apple's `layoutChanged`; moba11y).
  public mutating func layoutChanged(to stop: Stop) -> [SessionOutput] { move(to: stop, earcon: false) }

  public mutating func show(_ index: Int, focus: String?) -> [SessionOutput] { show(index, focus: focus, restoring: nil) }

  public mutating func showAgain(_ index: Int, _ kept: (focus: String?, gap: FocusGap?)) -> [SessionOutput] {
    show(index, focus: nil, restoring: kept.focus, gap: kept.gap)
  }

  public mutating func toggle(id: String) -> [SessionOutput] { toggle(id) }

  /// Focus keeps its place at once, so the effects after the change find it there: nothing is
  /// left to settle.
  public mutating func changed(before: [Stop]) -> Void? {
    keepFocusValid(before: before)
    return nil
  }

  public mutating func settle(_ unsettled: Void) -> [SessionOutput] { [] }

  /// Shows another screen: the screen-change earcon, then focus on `focus`, the restored element, or
  /// the first. A restored element that disappeared while its screen was covered gives its place to
  /// the next element after it, as on its own screen.
  private mutating func show(_ index: Int, focus: String?, restoring key: String?, gap: FocusGap? = nil) -> [SessionOutput] {
    screenIndex = index
    rotor = nil
    var out: [SessionOutput] = [.earcon(.screenChanged, id: nil), .screen(id: screen.id, title: screen.title ?? screen.id ?? "")]
    self.gap = gap
    let restored = key.flatMap { stop($0) } ?? gapPosition.flatMap { place in stops.indices.contains(place) ? stops[place] : stops.last }
    if let restored {
      focusKey = nil
      out += move(to: restored, earcon: false)
    } else {
      out += focusFirst(on: focus)
    }
    return out
  }

  /// Where the next swipe lands when focus is in a gap: the stop at this place, a swipe back the one before it.
  private var gapPosition: Int? {
    switch gap {
    case nil: nil
    case .before(let key): position(of: key)
    case .after(let key): position(of: key).map { $0 + 1 }
    }
  }

  /// When the focused element disappears (hidden, removed with its container, covered by a modal
  /// view), VoiceOver keeps its place, silently: the next swipe reads the element after the one
  /// that went, a swipe back the one before it (`VoiceOverUnverified.focusKeepsPlaceOfRemovedElement`). The
  /// same holds when what stood beside a gap disappears too. `before` is the order before the change.
  private mutating func keepFocusValid(before: [Stop]) {
    let old: Int
    if let key = focusKey {
      guard position(of: key) == nil, let was = before.firstIndex(where: { $0.key == key }) else { return }
      old = was + 1
    } else if let gap {
      switch gap {
      case .before(let key):
        guard position(of: key) == nil, let was = before.firstIndex(where: { $0.key == key }) else { return }
        old = was
      case .after(let key):
        guard position(of: key) == nil, let was = before.firstIndex(where: { $0.key == key }) else { return }
        old = was + 1
      }
    } else {
      return
    }
    focusKey = nil
    actionIndex = nil
    linkIndex = nil
    guard reader.unverified.focusKeepsPlaceOfRemovedElement else {
      gap = nil
      previousContainers = []
      return
    }
    if let next = before[old...].first(where: { position(of: $0.key) != nil }) {
      gap = .before(next.key)
    } else if let previous = before[..<old].last(where: { position(of: $0.key) != nil }) {
      gap = .after(previous.key)
    } else {
      gap = nil
      previousContainers = []
    }
  }
}

/// Where VoiceOver's cursor stands after the focused element disappeared: before a stop, or after
/// one (when nothing after the element is left), by the stop's key.
public enum FocusGap: Hashable, Sendable {
  case before(String)
  case after(String)
}
