import EarshotModel

/// One element as a screen reader meets it: the reader's defaults applied (VoiceOver's `Resolver`:
/// the type's traits, label and value), live state applied, language inherited. A reader's order
/// produces these; phrasing, sessions and the review read them.
///
/// The fields that change while the screen is used are in `state`, resolved (a label from the
/// text, the type's traits, the live changes) and read as the element's own (`resolved.label`).
/// Of what the document says and nothing changes, the fields readers and sessions read are
/// copied in `init` (a stop holds them inline: ordering moves and copies stops by the thousand),
/// the ones few elements write by sharing the element's `extras`, and the hint, actions and custom
/// content, which most elements have none of, behind one reference.
@dynamicMemberLookup
public struct ResolvedElement: Hashable, Sendable {
  // Stored widest first, the one-byte fields last beside `frame`'s spare bytes: every stop holds one.
  /// Label, value, traits, on, the adjustable's position: resolved.
  public var state: ElementState
  public var language: String
  /// The hint, actions and custom content (see `hint`); nil when there are none.
  @usableFromInline var spare: SpareBox?
  /// As the document writes them.
  public let id: String?
  public let path: String
  /// The element's rarely written fields, shared with it (read through the lookups below).
  @usableFromInline let extras: SharedExtras
  public var frame: Frame?
  public var kind: ElementType
  /// Whether the value is in the reader's words (VoiceOver's percentage, "Page 2 of 11", "3 items"),
  /// said in the reader's language, rather than the app's text, said in the element's.
  public var valueIsPhrase: Bool

  public init(source: Element, kind: ElementType, state: ElementState, language: String, valueIsPhrase: Bool = false) {
    id = source.id
    path = source.path
    extras = source.extras
    self.kind = kind
    self.state = state
    self.language = language
    frame = source.frame
    let actions = source.customActions, content = source.customContent
    if source.hint != nil || !actions.isEmpty || !content.isEmpty {
      spare = .fields(Spare(hint: source.hint, customActions: actions, customContent: content))
    }
    self.valueIsPhrase = valueIsPhrase
  }

  /// The hint, actions and custom content: the element's own, or merged from its children when it
  /// combines them (as the frame is).
  @inlinable public var hint: String? {
    get { spareFields.hint }
    set { spareFields.hint = newValue }
  }
  @inlinable public var customActions: [CustomAction] {
    get { spareFields.customActions }
    set { spareFields.customActions = newValue }
  }
  @inlinable public var customContent: [CustomContent] {
    get { spareFields.customContent }
    set { spareFields.customContent = newValue }
  }

  /// What most stops have none of: held behind one reference, none when empty, so every stop of a
  /// long screen is 24 bytes smaller.
  @usableFromInline struct Spare: Hashable, Sendable {
    @usableFromInline var hint: String?
    @usableFromInline var customActions: [CustomAction] = []
    @usableFromInline var customContent: [CustomContent] = []
    @inlinable init(hint: String? = nil, customActions: [CustomAction] = [], customContent: [CustomContent] = []) {
      self.hint = hint
      self.customActions = customActions
      self.customContent = customContent
    }
    @inlinable var isEmpty: Bool { hint == nil && customActions.isEmpty && customContent.isEmpty }
  }

  @usableFromInline indirect enum SpareBox: Hashable, Sendable {
    case fields(Spare)
  }

  @inlinable var spareFields: Spare {
    get {
      if case .fields(let fields)? = spare { return fields }
      return Spare()
    }
    set { spare = newValue.isEmpty ? nil : .fields(newValue) }
  }

  /// A field of the resolved `state`, read as the element's own. Inlinable, as the other accessors
  /// here: called from another module, an accessor is handed a copy of the whole element.
  @inlinable public subscript<T>(dynamicMember keyPath: WritableKeyPath<ElementState, T>) -> T {
    get { state[keyPath: keyPath] }
    set { state[keyPath: keyPath] = newValue }
  }

  /// The traits, the type's when the document gives none.
  @inlinable public var traits: TraitSet {
    get { state.traits ?? [] }
    set { state.traits = newValue }
  }

  /// A field of the element's extras, read as its own (`resolved.rotors`).
  @inlinable @inline(__always) public subscript<T>(dynamicMember keyPath: KeyPath<ElementExtras, T>) -> T { extras.read(keyPath) }

  /// An Android node's field that does not change, read as its own (`resolved.className`, what
  /// TalkBack takes its role from): read in its box (`readAndroid`), as `extras.android` would
  /// copy every field to read one.
  @inlinable @inline(__always) public subscript<T>(dynamicMember keyPath: KeyPath<AndroidProperties, T>) -> T { extras.readAndroid(keyPath) }

  /// Equal when every field readers read through this type is: what the element writes and
  /// readers take from the element itself (its badge, its explicit order) makes no difference.
  /// The rest of the element's extras are compared whole, so a field added to `ElementExtras` is
  /// compared with no line here (a test checks that a change to any of them is seen).
  public static func == (a: ResolvedElement, b: ResolvedElement) -> Bool {
    a.kind == b.kind && a.state == b.state && a.language == b.language && a.valueIsPhrase == b.valueIsPhrase && a.hint == b.hint && a.frame == b.frame
      && a.customActions == b.customActions && a.customContent == b.customContent && a.id == b.id && a.path == b.path
      && (a.extras == b.extras || read(a.extras) == read(b.extras))
  }

  /// The extras as this type reads them: without the badge, the explicit order, the image, the
  /// language as written and the sort priority, and with the element's own actions and custom
  /// content, which are compared as resolved above.
  private static func read(_ extras: SharedExtras) -> ElementExtras {
    var fields = extras.fields
    fields.badge = nil
    fields.image = nil
    fields.language = nil
    fields.sortPriority = 0
    fields.accessibilityElements = nil
    fields.customActions = []
    fields.customContent = []
    return fields
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(state)
    hasher.combine(id)
    hasher.combine(path)
  }

  /// The key other parts of Earshot use for the element: its id, else its path.
  @inlinable public var key: String { id ?? path }

  /// True for a switch-like element, whose state a reader reads as on/off.
  @inlinable public var isToggle: Bool { traits.has(.toggleButton) }
  @inlinable public var isAdjustable: Bool { traits.has(.adjustable) }
  @inlinable public var isDimmed: Bool { traits.has(.notEnabled) }
  @inlinable public var isHeading: Bool { traits.has(.header) }
  @inlinable public var isLink: Bool { traits.has(.link) }
  /// Text entry: the text-entry trait (a text field, a search bar's field, a text view). The
  /// search-field trait alone is a word, not editing.
  @inlinable public var isTextEntry: Bool { traits.has(.textEntry) }
}
