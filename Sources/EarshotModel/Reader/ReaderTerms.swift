/// What a screen reader calls the things Earshot shows of it (its reading controls, its earcons,
/// how its speech takes its turn, its gestures), so every surface (run's and listen's timelines,
/// their JSON, the review page, help, diff, report) speaks of a screen in the words of the reader
/// that heard it. A reader's entry in `ScreenReaders.all` holds its terms; a heard timeline
/// carries the terms of the reader it was placed with, as it carries its earcons.
public struct ReaderTerms: Hashable, Sendable {
  /// How a timeline shows an announcement's turn in the reader's one voice.
  public enum Queueing: Hashable, Sendable {
    /// By the announcement's priority: `(high priority)`, JSON `"priority": "high"` (VoiceOver's
    /// `UIAccessibilityPriority`).
    case priority
    /// By what the speech does to what is being said, as the reader's speech queue names it: JSON
    /// `"queueMode"` with each turn's word in `json`, shown as `shown`'s; speech cut off by an
    /// announcement says `cutBy`'s reason for the announcement's turn.
    case queueMode(json: [SpeechTurn: String], shown: [SpeechTurn: String], cutBy: [SpeechTurn: String])
  }

  /// The reader's name ("VoiceOver").
  public var name: String
  /// What choosing what swiping up and down moves by is called in a sentence ("rotor", "reading
  /// control"), and its plural.
  public var readingControl: String
  public var readingControls: String
  /// The timeline kind of the reader naming a reading control or moving by one (`rotor`).
  public var readingControlKind: String
  /// Earcons' names on a timeline where they are not Earshot's (`Earcon.rawValue`).
  private var earconNames: [Earcon: String]
  public var queueing: Queueing
  /// The keys of `listen`, as `?` speaks them, in the reader's terms.
  public var keyHelp: String
  /// Activating the focused element, as the last step of a route ("double tap").
  public var activate: String
  /// Why an element that is not enabled cannot be used with the reader (reach, the audit).
  public var notEnabled: String
  /// Why a tap on a view the reader never focuses cannot be made with it, and the fix.
  public var touchOnly: String
  /// The name of every part of what it says (`SegmentRole`), by its `caseIndex`: the reader's own
  /// where Earshot's is another reader's word (VoiceOver's "dimmed" is TalkBack's "disabled").
  /// An array, as a stop's JSON names each segment's role (a table look-up cost hundreds of
  /// instructions a segment).
  private let roleNames: [String]

  public init(name: String, readingControl: String, readingControls: String, readingControlKind: String,
              queueing: Queueing, keyHelp: String, activate: String, notEnabled: String, touchOnly: String,
              roleNames: [SegmentRole: String] = [:], earconNames: [Earcon: String] = [:]) {
    self.name = name
    self.readingControl = readingControl
    self.readingControls = readingControls
    self.readingControlKind = readingControlKind
    self.queueing = queueing
    self.keyHelp = keyHelp
    self.activate = activate
    self.notEnabled = notEnabled
    self.touchOnly = touchOnly
    self.roleNames = SegmentRole.allCases.map { roleNames[$0] ?? $0.rawValue }
    self.earconNames = earconNames
  }

  /// The Headings reading control, as a sentence names it ("the Headings rotor").
  public var headings: String { "Headings \(readingControl)" }

  /// The name of `earcon` on a timeline.
  public func name(of earcon: Earcon) -> String { earconNames[earcon] ?? earcon.rawValue }

  /// The name of a part of what the reader says, in JSON ("label", "dimmed").
  public func name(of role: SegmentRole) -> String { roleNames[role.caseIndex] }

  /// The name of an event of `kind` on a timeline.
  public func name(of kind: TimelineEventKind) -> String { kind == .rotor ? readingControlKind : kind.rawValue }

  /// The reason written when an announcement cuts off speech ("interrupted by a high-priority announcement").
  public func note(interruptedBy priority: AnnouncementPriority, turn: SpeechTurn) -> String {
    switch queueing {
    case .priority: return "interrupted by a \(priority.rawValue)-priority announcement"
    case .queueMode(_, _, let cutBy): return cutBy[turn] ?? "interrupted by an announcement"
    }
  }

  /// How `event` took its turn, shown in a timeline's text ("high priority"); nil for the reader's
  /// own answers.
  public func shownTurn(of event: TimelineEvent) -> String? {
    switch queueing {
    case .priority: return event.priority.map { "\($0.rawValue) priority" }
    case .queueMode(_, let shown, _): return event.turn.flatMap { shown[$0] }
    }
  }

  /// How `event` took its turn in a timeline's JSON: its key ("priority", "queueMode") and value.
  public func jsonTurn(of event: TimelineEvent) -> (key: String, value: String?) {
    switch queueing {
    case .priority: return ("priority", event.priority?.rawValue)
    case .queueMode(let json, _, _): return ("queueMode", event.turn.flatMap { json[$0] })
    }
  }
}

/// What speech does to what the reader is saying when it arrives, by the reader's announcement
/// policy: cut it off, wait for it, or cut it off and let nothing cut itself off.
public enum SpeechTurn: String, CaseIterable, Hashable, Sendable {
  case interrupts, waits, uninterruptible
}
