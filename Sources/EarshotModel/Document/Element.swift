/// One element of a screen: a view, a control, or a container, with its accessibility fields:
/// UIKit's, and on an Android screen `AccessibilityNodeInfo`'s too (`Element+Android.swift`).
///
/// Fields left nil take their defaults from `type` and `text` when the screen is resolved. The
/// fields that can change while the screen is used live in `state` and read as the element's own
/// (`element.label` is `element.state.label`).
@dynamicMemberLookup
public struct Element: Hashable, Sendable {
  // Stored widest first, the one-byte fields last beside `frame`'s spare bytes: a long screen
  // holds an element for each of its views.
  /// Where the element sits in its document (`root.children[3]`): used in messages, and as the
  /// element's key when it has no `id`.
  public var path: String
  public var id: String?
  public var text: String?
  public var image: String?
  public var hint: String?
  public var language: String?
  /// Label, value, traits, hidden, on: what effects and gestures can change.
  public var state: ElementState
  /// The fields few elements write, behind one reference (see `ElementExtras`).
  public var extras: SharedExtras
  public var children: [Element]
  public var sortPriority: Double
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
    self.image = image
    self.hint = hint
    self.state = ElementState(label: label, value: value, traits: traits, hidden: hidden ? true : nil, on: on, expanded: expanded)
    self.frame = frame
    self.isAccessibilityElement = isAccessibilityElement
    self.modal = modal
    self.groupChildren = groupChildren
    self.children = children
    self.combine = combine
    self.sortPriority = sortPriority
    self.containerType = containerType
    self.navigationStyle = navigationStyle
    self.language = language
    var extras = ElementExtras()
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

  /// A tab's badge (`UITabBarItem.badgeValue`): UIKit makes it the tab's value.
  @inlinable public var badge: String? {
    get { extras.fields.badge }
    set { extras.fields.badge = newValue }
  }
  /// A text field's placeholder (`UITextField.placeholder`): what an empty field says in place of
  /// its text.
  @inlinable public var placeholder: String? {
    get { extras.fields.placeholder }
    set { extras.fields.placeholder = newValue }
  }
  @inlinable public var accessibilityElements: [String]? {
    get { extras.fields.accessibilityElements }
    set { extras.fields.accessibilityElements = newValue }
  }
  @inlinable public var customActions: [CustomAction] {
    get { extras.fields.customActions }
    set { extras.fields.customActions = newValue }
  }
  @inlinable public var customContent: [CustomContent] {
    get { extras.fields.customContent }
    set { extras.fields.customContent = newValue }
  }
  @inlinable public var rotors: [CustomRotor] {
    get { extras.fields.rotors }
    set { extras.fields.rotors = newValue }
  }
  @inlinable public var inputLabels: [String] {
    get { extras.fields.inputLabels }
    set { extras.fields.inputLabels = newValue }
  }
  /// `accessibilityRespondsToUserInteraction`: whether Switch Control, Voice Control and Full
  /// Keyboard Access interact with the element; nil infers it from traits, actions and gestures.
  @inlinable public var respondsToUserInteraction: Bool? {
    get { extras.fields.respondsToUserInteraction }
    set { extras.fields.respondsToUserInteraction = newValue }
  }
  @inlinable public var headingLevel: Int? {
    get { extras.fields.headingLevel }
    set { extras.fields.headingLevel = newValue }
  }
  /// The cell's row and column in its data table, 0-based like `accessibilityRowRange().location`
  /// and `accessibilityColumnRange().location` (`UIAccessibilityContainerDataTableCell`).
  @inlinable public var tableRow: Int? {
    get { extras.fields.tableRow }
    set { extras.fields.tableRow = newValue }
  }
  @inlinable public var tableColumn: Int? {
    get { extras.fields.tableColumn }
    set { extras.fields.tableColumn = newValue }
  }
  /// How many rows and columns the cell spans (`accessibilityRowRange().length`,
  /// `accessibilityColumnRange().length`); nil reads as one.
  @inlinable public var tableRowSpan: Int? {
    get { extras.fields.tableRowSpan }
    set { extras.fields.tableRowSpan = newValue }
  }
  @inlinable public var tableColumnSpan: Int? {
    get { extras.fields.tableColumnSpan }
    set { extras.fields.tableColumnSpan = newValue }
  }
  /// Whether the cell heads its row or its column (`accessibilityHeaderElements(forRow:)`,
  /// `accessibilityHeaderElements(forColumn:)` of its table).
  @inlinable public var tableHeader: TableHeader? {
    get { extras.fields.tableHeader }
    set { extras.fields.tableHeader = newValue }
  }
  @inlinable public var speech: SpeechAttributes? {
    get { extras.fields.speech }
    set { extras.fields.speech = newValue }
  }
  /// `accessibilityPath`: the shape VoiceOver outlines, as corners `[x, y]`, when it is not the
  /// frame. VoiceOver still orders by the frame (AccessibilitySnapshot issue #221, pull request #242).
  @inlinable public var accessibilityPath: [[Double]]? {
    get { extras.fields.accessibilityPath }
    set { extras.fields.accessibilityPath = newValue }
  }
  /// The direction of this subtree when it is not the screen's (`semanticContentAttribute`
  /// `forceLeftToRight`, `playback`, `forceRightToLeft`).
  @inlinable public var layoutDirection: LayoutDirection? {
    get { extras.fields.layoutDirection }
    set { extras.fields.layoutDirection = newValue }
  }
  /// `accessibilityTextualContext`: what kind of text the element holds.
  @inlinable public var textualContext: TextualContext? {
    get { extras.fields.textualContext }
    set { extras.fields.textualContext = newValue }
  }
  @inlinable public var adjustable: Adjustable? {
    get { extras.fields.adjustable }
    set { extras.fields.adjustable = newValue }
  }
  @inlinable public var onActivate: [Effect] {
    get { extras.fields.onActivate }
    set { extras.fields.onActivate = newValue }
  }
  /// What happens when the element expands, and when it collapses (after activation or a `toggle`
  /// changes `expanded`): a section showing its rows, and hiding them again.
  @inlinable public var onExpand: [Effect] {
    get { extras.fields.onExpand }
    set { extras.fields.onExpand = newValue }
  }
  @inlinable public var onCollapse: [Effect] {
    get { extras.fields.onCollapse }
    set { extras.fields.onCollapse = newValue }
  }
  @inlinable public var onEscape: [Effect] {
    get { extras.fields.onEscape }
    set { extras.fields.onEscape = newValue }
  }
  @inlinable public var onMagicTap: [Effect] {
    get { extras.fields.onMagicTap }
    set { extras.fields.onMagicTap = newValue }
  }
}
