import EarshotModel

/// One element as VoiceOver meets it: type defaults applied, live state applied, language inherited.
/// Ordering produces these; phrasing and sessions read them.
///
/// The fields that change while the screen is used are in `state`, resolved (a label from the
/// text, the type's traits, the live changes) and read as the element's own (`resolved.label`).
/// What the document says and nothing changes is read from `source`.
@dynamicMemberLookup
public struct ResolvedElement: Hashable, Sendable {
  /// The element as written, without its children.
  public var source: Element
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

  public init(source: Element, kind: ElementType, state: ElementState, language: String) {
    var source = source
    source.children = []
    self.source = source
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

  public var key: String { source.key }
  public var id: String? { source.id }
  public var path: String { source.path }
  public var rotors: [CustomRotor] { source.rotors }
  public var speech: SpeechAttributes? { source.speech }
  public var adjustable: Adjustable? { source.adjustable }
  public var inputLabels: [String] { source.inputLabels }
  public var headingLevel: Int? { source.headingLevel }
  public var onActivate: [Effect] { source.onActivate }
  public var onEscape: [Effect] { source.onEscape }
  public var onMagicTap: [Effect] { source.onMagicTap }

  /// True for a switch-like element whose state VoiceOver reads as on/off.
  public var isToggle: Bool { traits.has(.toggleButton) }
  public var isAdjustable: Bool { traits.has(.adjustable) }
  public var isDimmed: Bool { traits.has(.notEnabled) }
  public var isHeading: Bool { traits.has(.header) }
  public var isLink: Bool { traits.has(.link) }
  public var isTextEntry: Bool { traits.has(.textEntry) || traits.has(.searchField) }
}
