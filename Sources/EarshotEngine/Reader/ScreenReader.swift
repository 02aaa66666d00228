import EarshotModel

/// A screen reader: how it orders a screen, what it says, how it answers gestures, how long it
/// waits before a hint, which speech waits for other speech, and its earcons. Everything that
/// speaks a screen (a transcript, a session, a listening session, a reach model, an audit's
/// context) reads the reader it is given, and nothing else of it. `VoiceOver` is one; a reader is
/// made from a voice profile by its entry in `ScreenReaders.all` (docs/ARCHITECTURE.md, "Adding a
/// screen reader").
public protocol ScreenReader: Sendable {
  /// Its entry in `ScreenReaders.all`.
  var kind: ScreenReaderKind { get }
  /// The language of its own words.
  var language: String { get }
  /// Whether it speaks hints unless a command says otherwise.
  var speakHints: Bool { get }

  /// The stops of a screen in `state`, in visiting order, with the groups they were ordered in.
  func order(of state: ScreenState) -> ScreenOrder

  /// What it says at a stop and after a change, with hints spoken or not (nil: `speakHints`).
  func phrasing(speakHints: Bool?) -> any ReaderPhrasing

  /// A session over `document`: gestures in, what the reader plays and says out.
  func session(document: Document, speakHints: Bool?) -> any ReaderSession

  /// What it calls a rotor setting (a reading control) when it is chosen ("Headings").
  func name(of setting: RotorSetting) -> String

  /// Whether activating `element` does nothing at all (no effect runs, nothing changes).
  func ignoresActivation(of element: ResolvedElement) -> Bool

  /// How a user reaches the custom actions of `element` once it has focus: the reading controls
  /// turned to first, and what is listed before them. Reach counts these gestures.
  func actionsRoute(for element: ResolvedElement) -> ActionsRoute

  /// The pauses it leaves when `voice` speaks: between parts, before the hint (its hint timing)
  /// and between stops.
  func pauses(with voice: Voice) -> Voice.Pauses

  /// Which speech waits for other speech, and which nothing may interrupt.
  var announcements: any AnnouncementPolicy { get }

  /// The sounds and lengths of its earcons.
  var earcons: EarconSet { get }

  /// How its speech service says written text (prices, times, symbols): what the synthesizer is
  /// given for each segment (`SpokenForms.spoken`).
  var spokenForms: SpokenForms { get }
}

extension ScreenReader {
  /// Offered as soon as focus lands: VoiceOver's hint on an element with custom actions is "Swipe up
  /// or down to select a custom action, then double tap to activate" (WWDC26 220; WWDC18 230).
  public func actionsRoute(for element: ResolvedElement) -> ActionsRoute { ActionsRoute() }
}

/// How a user reaches an element's custom actions once it has focus (`ScreenReader.actionsRoute`).
public struct ActionsRoute: Hashable, Sendable {
  /// The rotor settings (reading controls) turned through, in order, to the one that lists the
  /// actions; empty where focus offers them at once.
  public var turns: [RotorSetting] = []
  /// What is listed before the custom actions, by name (TalkBack's Expand or Collapse).
  public var before: [String] = []

  public init(turns: [RotorSetting] = [], before: [String] = []) {
    self.turns = turns
    self.before = before
  }
}

/// What a screen reader says: at a stop when focus lands on it, after a change, and its own
/// words (a rotor setting's name, an action's). Made once per transcript or session, it runs for
/// every stop of a screen, on every core.
public protocol ReaderPhrasing: Sendable {
  /// What the reader says when focus lands on `stop`, having entered `entering` on the way; `hints`
  /// overrides whether the hint is spoken.
  func focus(_ stop: Stop, entering: [ContainerContext], hints: Bool?) -> Utterance

  /// One line of the reader's own (a rotor setting's name, an action's name), or of the app's
  /// (`isPhrase` false), in `language` (nil: the reader's).
  func spoken(_ text: String, role: SegmentRole, language: String?, isPhrase: Bool) -> Utterance
}

extension ReaderPhrasing {
  public func focus(_ stop: Stop, entering: [ContainerContext] = []) -> Utterance { focus(stop, entering: entering, hints: nil) }

  public func spoken(_ text: String, role: SegmentRole, language: String? = nil) -> Utterance {
    spoken(text, role: role, language: language, isPhrase: true)
  }
}

/// A screen reader's session over a document: focus, the rotor, the live state of every element
/// and the current screen of a flow. Each gesture returns what the reader plays and says; timing is
/// the scheduler's business (`GestureRunner`).
public protocol ReaderSession: Sendable {
  var document: Document { get }
  /// The index of the current screen in `document.screens`.
  var screenIndex: Int { get }
  /// The current screen in visiting order, with its groups.
  var screenOrder: ScreenOrder { get }
  /// The key of the focused element.
  var focusKey: String? { get }
  var focusedStop: Stop? { get }
  var rotor: RotorSetting? { get }
  /// The rotor settings (reading controls) on offer now, in the order turning the rotor reaches them.
  var rotorSettings: [RotorSetting] { get }

  /// The screen appears: what the reader says before any gesture.
  mutating func start() -> [SessionOutput]
  /// Performs the `index`-th gesture of a script; errors name the script's line.
  mutating func perform(_ scripted: ScriptedGesture, index: Int, file: String?) throws(InputError) -> [SessionOutput]
  /// Moves focus without speaking (reading everything moves it as it reads).
  mutating func setFocus(_ key: String)
  /// Takes `entries`, the transcript of screen `screen` as it first appears with hints as
  /// `speakHints` gives them, worked out already: a session may say a stop's utterance from it
  /// when focus arrives there as the transcript does, from the stop before.
  mutating func know(_ entries: [Transcript.Entry], of screen: Int, speakHints: Bool?)
}

extension ReaderSession {
  public mutating func know(_ entries: [Transcript.Entry], of screen: Int, speakHints: Bool?) {}

  public var screen: Screen { document.screens[screenIndex] }
  public var stops: [Stop] { screenOrder.stops }
}
