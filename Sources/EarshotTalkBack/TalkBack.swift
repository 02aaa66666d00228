import EarshotEngine
import EarshotModel

/// TalkBack on Android, as google/talkback@26a27dc (TalkBack 15, October 2024) speaks with its
/// default settings: its words in one language (`words`, a TalkBack reader profile from
/// `Voices/talkback/`) and its behaviours no source settles (`unverified`), which a test may set
/// either way. It reads Android screens (`"platform": "android"`), node by node, in the tree's order.
public struct TalkBack: Hashable, Sendable {
  public var words: TalkBackWords
  public var unverified: TalkBackUnverified

  public init(words: TalkBackWords, unverified: TalkBackUnverified = TalkBackUnverified()) {
    self.words = words
    self.unverified = unverified
  }

  /// TalkBack speaking `language`: its profile of that language, else of its primary language
  /// (`de-AT` → `de-DE`), else en-US (TalkBack falls back to its English resources).
  public init(language: String) {
    self.init(words: TalkBackWords(profile: TalkBackProfiles.profile(for: language)))
  }

  public var language: String { words.language }
  /// Usage hints are on by default (`pref_a11y_hints_default`, donottranslate.xml:985).
  public var speakHints: Bool { words.profile.speakHints }
  /// Google's speech services' readings where its profile records them; none do yet, so text is
  /// passed on as written and the spoken form is an estimate.
  public var spokenForms: SpokenForms { words.profile.spokenForms }

  /// The screen as TalkBack meets it in `state`.
  func screen(_ state: ScreenState) -> TalkBackScreen { TalkBackScreen(state: state, words: words, unverified: unverified) }

  /// Every stop of `screen` with what TalkBack says there arriving from the stop before (kept on
  /// the stop, as the description reads the node's surroundings).
  func stops(_ screen: inout TalkBackScreen) -> [Stop] {
    let order = screen.focusOrder()
    var stops: [Stop] = []
    stops.reserveCapacity(order.count)
    var previous: Int?
    for i in order {
      let description = screen.description(of: i), hint = screen.usageHint(i)
      var stop = Stop(element: screen.resolved(i, description: description, hint: hint), origin: .element(screen.tree[i].path),
                      containers: screen.collection(at: i).map { [container($0, screen)] } ?? [])
      // "2 of 3" as the rest of Earshot reads a place in a series.
      if let place = screen.collection(at: i), place.kind == .list, let index = place.listIndex,
        case let count = place.vertical ? place.rows : place.columns, count > 1
      {
        stop.position = (index + 1, count)
      }
      stop.setReaderFacts(TalkBackStop(spoken: screen.utterance(i, from: previous, hints: true, description: description, hint: hint),
                                       role: screen.tree[i].role, roleWord: screen.roleWord(i)?.text, node: i, from: previous,
                                       described: description.count))
      stops.append(stop)
      previous = i
    }
    return stops
  }

  /// A collection as a container the rest of Earshot knows: a list, or a grid as a table.
  private func container(_ place: CollectionPlace, _ screen: TalkBackScreen) -> ContainerContext {
    let n = screen.tree[place.root]
    return ContainerContext(key: n.key, kind: place.kind == .grid ? .dataTable : .list, label: place.name, language: n.language)
  }
}

extension TalkBack: ScreenReader {
  public var kind: ScreenReaderKind { .talkBack }

  /// Tree order with TalkBack's corrections (`Traversal.swift`), the nodes `shouldFocusNode` takes.
  public func order(of state: ScreenState) -> ScreenOrder {
    var screen = self.screen(state)
    let stops = self.stops(&screen)
    return ScreenOrder(stops: stops, groups: [], top: stops.indices.map { .stop($0) },
                       model: ReaderModel(TalkBackModel(reader: self, screen: screen)))
  }

  public func phrasing(speakHints: Bool?) -> any ReaderPhrasing {
    TalkBackPhrasing(words: words, hints: speakHints ?? self.speakHints)
  }

  public func session(document: Document, speakHints: Bool?) -> any ReaderSession {
    TalkBackSession(document: document, reader: self, speakHints: speakHints ?? self.speakHints)
  }

  /// TalkBack's reading controls (`SelectorController.java:134-225`), named as its menu names them.
  public func name(of setting: RotorSetting) -> String {
    switch setting {
    case .headings: return words.phrase(.granularityNativeHeading)
    case .links: return words.phrase(.granularityNativeLink)
    case .formControls: return words.phrase(.granularityNativeControl)
    case .actions: return words.phrase(.titleCustomAction)
    case .containers: return words.phrase(.granularityDefault)
    case .custom(let name): return name
    }
  }

  /// The reading controls that move between items (SelectorController.java:134-225): Headings,
  /// Controls, Links, and Actions when the focused node has some. Sessions turn through them in this
  /// order, and reach counts the turns to Actions.
  static func readingControls(offeringActions: Bool) -> [RotorSetting] {
    [.headings, .formControls, .links] + (offeringActions ? [.actions] : [])
  }

  /// What TalkBack lists before a node's custom actions, in its Actions reading control and menu
  /// (CustomActionMenu.java:105-145): Expand or Collapse, the node's own action; `expands` says which.
  func ownAction(of element: ResolvedElement) -> (name: String, expands: Bool)? {
    guard let expanded = element.state.expanded else { return nil }
    return (words.phrase(expanded ? .titleActionCollapse : .titleActionExpand), !expanded)
  }

  /// A node's actions are not offered on focus: the user turns the reading controls to Actions
  /// (the session's model), where Expand or Collapse comes before the custom actions.
  public func actionsRoute(for element: ResolvedElement) -> ActionsRoute {
    ActionsRoute(turns: Self.readingControls(offeringActions: true), before: ownAction(of: element).map { [$0.name] } ?? [])
  }

  /// A node that is not enabled offers TalkBack no click (`TalkBackUnverified.disabledActivationIsSilent`).
  public func ignoresActivation(of element: ResolvedElement) -> Bool {
    element.isDimmed && unverified.disabledActivationIsSilent
  }

  /// TalkBack waits 400 ms after the focus speech before the usage hint (`DELAY_HINT`,
  /// google/talkback@26a27dc `talkback/src/main/java/com/google/android/accessibility/talkback/eventprocessor/ProcessorAccessibilityHints.java:60-61`);
  /// parts are separated by ", " (CompositorUtils.java:37-49), whose pause is the voice's.
  public func pauses(with voice: Voice) -> Voice.Pauses {
    var pauses = voice.pauses
    pauses.beforeHint = 400
    return pauses
  }

  public var announcements: any AnnouncementPolicy { TalkBackAnnouncements() }

  public var earcons: EarconSet { .talkBack }
}

extension TalkBack {
  /// What TalkBack took a stop to be, in Android's terms: the node's class, the role TalkBack gave
  /// it (`Role.getRole`, as `Role.roleToString` writes it) and the role word it says (its role
  /// description, else the role's word; null for none), whether it is a heading (`isHeading()`),
  /// and whether it is checkable and checked (`true`, `false` or `"partial"`; null when it is not
  /// checkable, as TalkBack then speaks no checked state).
  @Sendable static func writeFacts(_ stop: Stop, to writer: inout JSONWriter) {
    let e = stop.element
    writer.member("className", e.className)
    let facts = stop.readerFacts(TalkBackStop.self)
    writer.member("role", facts?.role.name)
    writer.member("roleWord", facts?.roleWord)
    // TalkBack's stops are headers exactly when the node is a heading (`TalkBackScreen.resolved`).
    writer.member("heading", e.isHeading)
    let checkable = e.checkable == true
    writer.member("checkable", checkable)
    writer.key("checked")
    switch checkable ? e.state.checked ?? .false : nil {
    case .true?: writer.bool(true)
    case .false?: writer.bool(false)
    case .partial?: writer.string(CheckedState.partial.rawValue)
    case nil: writer.null()
    }
  }
}

/// What TalkBack works out about a stop as it orders the screen: what it says there arriving from
/// the stop before (its description reads the node's descendants and its collection, which a stop
/// does not hold), and the role it took the node to be (`ROLE_BUTTON`, from its class) with the word
/// it says for it ("Button"; nil when it says none).
struct TalkBackStop: ReaderStopFacts {
  // Stored small (a role's case rather than its name, node indices in four bytes): a long screen
  // holds one for every stop from ordering to writing.
  var spoken: Utterance
  var roleWord: String?
  var role: TalkBackRole
  private var nodeIndex: Int32
  private var fromIndex: Int32
  private var describedCount: Int32

  init(spoken: Utterance, role: TalkBackRole, roleWord: String?, node: Int, from: Int?, described: Int) {
    self.spoken = spoken
    self.roleWord = roleWord
    self.role = role
    nodeIndex = Int32(node)
    fromIndex = Int32(from ?? -1)
    describedCount = Int32(described)
  }

  /// The node it is in the screen's tree, and the node `spoken` arrives from (nil: the first stop),
  /// so a session moving the same way says `spoken` without working it out again. Not part of what
  /// the stop is: two versions' stops compare by what they say.
  var node: Int { Int(nodeIndex) }
  var from: Int? { fromIndex < 0 ? nil : Int(fromIndex) }
  /// How many of `spoken`'s first parts are the node's description (`TalkBackScreen.description`).
  var described: Int { Int(describedCount) }

  static func == (a: TalkBackStop, b: TalkBackStop) -> Bool {
    a.spoken == b.spoken && a.role == b.role && a.roleWord == b.roleWord
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(spoken)
    hasher.combine(role)
    hasher.combine(roleWord)
  }
}

/// The screen as TalkBack's order left it (its tree, with what it worked out of it), and the reader
/// that ordered it: the session and the audit's Android nodes read it rather than build the tree
/// again when their reader is the same (`ScreenOrder.model`).
struct TalkBackModel: Sendable {
  let reader: TalkBack
  let screen: TalkBackScreen

  /// `model` when `reader` made it.
  static func of(_ model: ReaderModel?, by reader: TalkBack) -> TalkBackModel? {
    guard let model = model?.value as? TalkBackModel, model.reader == reader else { return nil }
    return model
  }
}

/// What TalkBack says at a stop: worked out with the order (`TalkBackStop.spoken`), hints kept or dropped.
struct TalkBackPhrasing: ReaderPhrasing {
  let words: TalkBackWords
  let hints: Bool

  func focus(_ stop: Stop, entering: [ContainerContext], hints: Bool?) -> Utterance {
    guard var utterance = stop.readerFacts(TalkBackStop.self)?.spoken else {
      // A stop of another reader's order: its name and value.
      let e = stop.element
      return Utterance([e.label, e.value].compactMap { $0 }.map { Segment(role: .label, text: $0, language: e.language) })
    }
    if !(hints ?? self.hints) { utterance.segments.removeAll { $0.role == .hint } }
    return utterance
  }

  func spoken(_ text: String, role: SegmentRole, language: String?, isPhrase: Bool) -> Utterance {
    Utterance([Segment(role: role, text: text, language: language ?? words.language, isPhrase: isPhrase)])
  }
}

/// TalkBack's queue (google/talkback@26a27dc `utils/src/main/java/com/google/android/accessibility/utils/output/SpeechController.java:43-90`):
/// focus flushes what is being said; a polite live region and an announcement wait their turn
/// (`EventTypeWindowContentChangedFeedbackRule.java:292-306`, `EventTypeAnnouncementFeedbackRule.java:49-72`);
/// an assertive live region interrupts; a short announcement (30 characters or fewer,
/// `Compositor.java:259-270`) and a window's title cannot be cut off. The session chooses the
/// channel: high for what cannot be cut, low for what waits, default for what interrupts.
public struct TalkBackAnnouncements: AnnouncementPolicy {
  public init() {}

  public func waits(_ channel: SpeechScheduler.Channel) -> Bool {
    switch channel {
    case .navigation: return false
    case .announcement(let priority, let queued): return queued || priority != .default
    }
  }

  public func isUninterruptible(_ channel: SpeechScheduler.Channel) -> Bool {
    if case .announcement(.high, _) = channel { return true } else { return false }
  }
}

extension ScreenReaderKind {
  /// TalkBack on Android, in its own words for the voice profile's language.
  public static let talkBack = ScreenReaderKind(
    id: "talkback", name: "TalkBack", platform: .android,
    summary: "TalkBack 15 on Android, in its own words (en-US, en-GB, de, ru) for the voice profile's language (default for Android screens)",
    // A node TalkBack does not focus: nothing to say, or not focusable and spoken by none.
    terms: .talkBack, notAStop: "not focused by TalkBack: nothing to say, and nothing focusable speaks it", writeFacts: TalkBack.writeFacts,
    make: { profile in TalkBack(language: profile.language) })
}
