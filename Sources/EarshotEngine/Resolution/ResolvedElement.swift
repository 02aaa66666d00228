import EarshotModel

/// One element as VoiceOver meets it: type defaults applied, live state applied, language inherited.
/// Ordering produces these; phrasing and sessions read them.
///
/// The fields that change while the screen is used are in `state`, resolved (a label from the
/// text, the type's traits, the live changes) and read as the element's own (`resolved.label`).
/// Of what the document says and nothing changes, the fields VoiceOver and a session read are
/// copied in `init` (a stop holds them inline: ordering moves and copies stops by the thousand).
@dynamicMemberLookup
public struct ResolvedElement: Hashable, Sendable {
  public var kind: ElementType
  /// Label, value, traits, on, the adjustable's position: resolved.
  public var state: ElementState
  public var language: String
  /// The hint, frame, actions and custom content: the element's own, or merged from its
  /// children when it combines them.
  public var hint: String?
  public var frame: Frame?
  public var customActions: [CustomAction]
  public var customContent: [CustomContent]
  /// As the document writes them.
  public let id: String?
  public let path: String
  public let rotors: [CustomRotor]
  public let speech: SpeechAttributes?
  public let adjustable: Adjustable?
  public let inputLabels: [String]
  public let headingLevel: Int?
  /// A data-table cell's place and header kind.
  public let tableRow: Int?
  public let tableColumn: Int?
  public let tableHeader: TableHeader?
  public let onActivate: [Effect]
  public let onEscape: [Effect]
  public let onMagicTap: [Effect]

  public init(source: Element, kind: ElementType, state: ElementState, language: String) {
    id = source.id
    path = source.path
    rotors = source.rotors
    speech = source.speech
    adjustable = source.adjustable
    inputLabels = source.inputLabels
    headingLevel = source.headingLevel
    tableRow = source.tableRow
    tableColumn = source.tableColumn
    tableHeader = source.tableHeader
    onActivate = source.onActivate
    onEscape = source.onEscape
    onMagicTap = source.onMagicTap
    self.kind = kind
    self.state = state
    self.language = language
    hint = source.hint
    frame = source.frame
    customActions = source.customActions
    customContent = source.customContent
  }

  /// A field of the resolved `state`, read as the element's own.
  public subscript<T>(dynamicMember keyPath: WritableKeyPath<ElementState, T>) -> T {
    get { state[keyPath: keyPath] }
    set { state[keyPath: keyPath] = newValue }
  }

  /// The traits, the type's when the document gives none.
  public var traits: TraitSet {
    get { state.traits ?? [] }
    set { state.traits = newValue }
  }

  /// The key other parts of Earshot use for the element: its id, else its path.
  public var key: String { id ?? path }

  /// True for a switch-like element whose state VoiceOver reads as on/off.
  public var isToggle: Bool { traits.has(.toggleButton) }
  public var isAdjustable: Bool { traits.has(.adjustable) }
  public var isDimmed: Bool { traits.has(.notEnabled) }
  public var isHeading: Bool { traits.has(.header) }
  public var isLink: Bool { traits.has(.link) }
  /// Text entry: the text-entry trait (a text field, a search bar's field, a text view). The
  /// search-field trait alone is a word, not editing.
  public var isTextEntry: Bool { traits.has(.textEntry) }
}
