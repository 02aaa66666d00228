/// One element of a screen: a view, a control, or a container, with its accessibility fields:
/// UIKit's, and on an Android screen `AccessibilityNodeInfo`'s too (`Element+Android.swift`).
///
/// Fields left nil take their defaults from `type` and `text` when the screen is resolved. The
/// fields that can change while the screen is used live in `state` and read as the element's own
/// (`element.label` is `element.state.label`).
@dynamicMemberLookup
public struct Element: Hashable, Sendable {
  // Stored widest first, the one-byte fields last beside `frame`'s spare bytes: a long screen
  // holds an element for each of its views. Its image, language and sort priority, which few
  // elements write, are among the extras.
  /// Where the element sits in its document (`root.children[3]`): used in messages, and as the
  /// element's key when it has no `id`.
  public var path: String
  public var id: String?
  public var text: String?
  public var hint: String?
  /// Label, value, traits, hidden, on: what effects and gestures can change.
  public var state: ElementState
  /// The fields few elements write, behind one reference (see `ElementExtras`).
  public var extras: SharedExtras
  public var children: [Element]
  public var frame: Frame?
  /// The control kind as written; nil when the document gives none (see `kind`).
  public var type: ElementType?
  public var isAccessibilityElement: Bool?
  public var modal: Bool
  public var groupChildren: Bool
  public var combine: ChildBehavior?
  public var containerType: ContainerType?
  public var navigationStyle: NavigationStyle

  public init(
    path: String = "root", id: String? = nil, type: ElementType? = nil, text: String? = nil,
    image: String? = nil, label: String? = nil, value: String? = nil, hint: String? = nil,
    traits: TraitSet? = nil, frame: Frame? = nil, isAccessibilityElement: Bool? = nil,
    hidden: Bool = false, modal: Bool = false, groupChildren: Bool = false, children: [Element] = [],
    accessibilityElements: [String]? = nil, combine: ChildBehavior? = nil, sortPriority: Double = 0,
    containerType: ContainerType? = nil, navigationStyle: NavigationStyle = .automatic,
    customActions: [CustomAction] = [], customContent: [CustomContent] = [], rotors: [CustomRotor] = [],
    language: String? = nil, inputLabels: [String] = [], headingLevel: Int? = nil,
    tableRow: Int? = nil, tableColumn: Int? = nil, tableHeader: TableHeader? = nil,
    speech: SpeechAttributes? = nil, adjustable: Adjustable? = nil, on: Bool? = nil, expanded: Bool? = nil,
    onActivate: [Effect] = [], onEscape: [Effect] = [], onMagicTap: [Effect] = []
  ) {
    self.path = path
    self.id = id
    self.type = type
    self.text = text
    self.hint = hint
    self.state = ElementState(label: label, value: value, traits: traits, hidden: hidden ? true : nil, on: on, expanded: expanded)
    self.frame = frame
    self.isAccessibilityElement = isAccessibilityElement
    self.modal = modal
    self.groupChildren = groupChildren
    self.children = children
    self.combine = combine
    self.containerType = containerType
    self.navigationStyle = navigationStyle
    var extras = ElementExtras()
    extras.image = image
    extras.language = language
    extras.sortPriority = sortPriority
    extras.accessibilityElements = accessibilityElements
    extras.customActions = customActions
    extras.customContent = customContent
    extras.rotors = rotors
    extras.inputLabels = inputLabels
    extras.headingLevel = headingLevel
    extras.tableRow = tableRow
    extras.tableColumn = tableColumn
    extras.tableHeader = tableHeader
    extras.speech = speech
    extras.adjustable = adjustable
    extras.onActivate = onActivate
    extras.onEscape = onEscape
    extras.onMagicTap = onMagicTap
    self.extras = SharedExtras(extras)
  }

  /// A field of `state`, read and written as the element's own. Inlinable, as the other accessors
  /// here: called from another module, an accessor is handed a copy of the whole element.
  @inlinable public subscript<T>(dynamicMember keyPath: WritableKeyPath<ElementState, T>) -> T {
    get { state[keyPath: keyPath] }
    set { state[keyPath: keyPath] = newValue }
  }

  /// Whether the element is hidden as written (`state.hidden`, false when not written).
  @inlinable public var hidden: Bool {
    get { state.hidden ?? false }
    set { state.hidden = newValue ? true : nil }
  }

  /// The control kind, `view` when none is written.
  @inlinable public var kind: ElementType { type ?? .view }

  /// The key other parts of Earshot use for this element: its id, else its path.
  @inlinable public var key: String { id ?? path }

  /// Calls `body` for this element and every descendant, depth first, in document order.
  public func forEachDescendant(_ body: (Element) throws -> Void) rethrows {
    try body(self)
    // Indexing borrows each child; `for child in children` would copy every element on the way.
    for i in children.indices { try children[i].forEachDescendant(body) }
  }

  // MARK: - The fields few elements write, read and written as the element's own

  /// A field of `extras` (`element.badge` is `element.extras.fields.badge`). Always inlined, as
  /// `SharedExtras.read` is, so a key path written at the call site is a load.
  @inlinable @inline(__always) public subscript<T>(dynamicMember keyPath: WritableKeyPath<ElementExtras, T>) -> T {
    get { extras.read(keyPath) }
    set { extras.fields[keyPath: keyPath] = newValue }
  }
}
