/// What a part of an utterance is. The order of the parts before the hint is a voice-profile
/// setting (`order`); the hint always comes last, after the hint pause.
public enum SegmentRole: String, CaseIterable, Sendable, Hashable {
  /// The label of a container, spoken when focus enters it ("Mini player").
  case containerLabel
  /// "Selected".
  case selected
  case label
  /// High-importance custom content, spoken right after the label ("three years").
  case customContent
  case value
  /// "dimmed" for `notEnabled`.
  case dimmed
  /// The type words: "button", "heading", "switch button, on", "text field, is editing"…
  case type
  /// "2 of 4" in segmented controls and tab bars.
  case position
  /// "More content available".
  case moreContent
  /// "Actions available".
  case actions
  case hint
  /// App-posted speech and what VoiceOver says on its own (rotor names, action names).
  case announcement
  case rotor
  case action

  /// The role's position in `allCases`, for array-indexed tables.
  public var index: Int {
    switch self {
    case .containerLabel: 0
    case .selected: 1
    case .label: 2
    case .customContent: 3
    case .value: 4
    case .dimmed: 5
    case .type: 6
    case .position: 7
    case .moreContent: 8
    case .actions: 9
    case .hint: 10
    case .announcement: 11
    case .rotor: 12
    case .action: 13
    }
  }

  /// The parts that make up the focus utterance before the hint, in iOS 17+ order
  /// (accessibilityupto11 day 37 and the MagentaA11y recordings: "Selected" comes first; docs/EVIDENCE.md).
  public static let defaultOrder: [SegmentRole] = [
    .containerLabel, .selected, .label, .customContent, .value, .dimmed, .type, .position, .moreContent, .actions,
  ]
}

/// One spoken part: its text, its role, its language, and any speech attributes that change how
/// it is synthesized. Speech, captions and tests all read these.
public struct Segment: Hashable, Sendable {
  public var role: SegmentRole
  public var text: String
  /// BCP 47 language of the text (the element's `language`, or the profile's for added words).
  public var language: String
  /// True for words VoiceOver adds (trait names, hints it generates); false for the app's text.
  public var isPhrase: Bool
  public var speech: SpeechAttributes?

  public init(role: SegmentRole, text: String, language: String, isPhrase: Bool = false, speech: SpeechAttributes? = nil) {
    self.role = role
    self.text = text
    self.language = language
    self.isPhrase = isPhrase
    self.speech = speech
  }
}

/// Everything VoiceOver says for one event, as segments.
public struct Utterance: Hashable, Sendable {
  public var segments: [Segment]

  public init(_ segments: [Segment] = []) { self.segments = segments }

  /// The parts before the hint, joined with ", " as transcripts write them.
  public var speech: String {
    segments.filter { $0.role != .hint }.map(\.text).joined(separator: ", ")
  }

  /// The hint, or nil when none is spoken.
  public var hint: String? {
    let hints = segments.filter { $0.role == .hint }.map(\.text)
    return hints.isEmpty ? nil : hints.joined(separator: " ")
  }

  /// The whole utterance as one line: the speech, then the hint.
  public var text: String {
    [speech, hint ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
  }

  public var isEmpty: Bool { segments.isEmpty }
}
