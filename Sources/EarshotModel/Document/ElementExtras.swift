/// The fields of an element that few elements write: a badge, an explicit order, actions, custom
/// content, rotors, input labels, a heading level, a table place, speech attributes, an
/// adjustable's values, what activating it does, an Android element's `AccessibilityNodeInfo` fields.
///
/// `Element` and `ResolvedElement` hold them behind one shared reference (`SharedExtras`), so an
/// element that writes none of them is half the size, and copying one (ordering copies elements
/// and stops by the hundred thousand) retains one object instead of a dozen arrays and strings.
public struct ElementExtras: Hashable, Sendable {
  public var badge: String?
  public var placeholder: String?
  public var accessibilityElements: [String]?
  public var customActions: [CustomAction] = []
  public var customContent: [CustomContent] = []
  public var rotors: [CustomRotor] = []
  public var inputLabels: [String] = []
  public var respondsToUserInteraction: Bool?
  public var headingLevel: Int?
  public var tableRow: Int?
  public var tableColumn: Int?
  public var tableRowSpan: Int?
  public var tableColumnSpan: Int?
  public var tableHeader: TableHeader?
  public var speech: SpeechAttributes?
  public var textualContext: TextualContext?
  public var layoutDirection: LayoutDirection?
  public var accessibilityPath: [[Double]]?
  public var adjustable: Adjustable?
  public var onActivate: [Effect] = []
  public var onExpand: [Effect] = []
  public var onCollapse: [Effect] = []
  public var onEscape: [Effect] = []
  public var onMagicTap: [Effect] = []
  /// The Android fields that do not change (`AndroidProperties`), behind a reference of their own:
  /// an iOS element with extras pays a word for them.
  @usableFromInline var androidStorage: AndroidPropertiesStorage?

  /// The Android fields that do not change; all nil on an iOS element.
  @inlinable public var android: AndroidProperties {
    get {
      if case .properties(let properties)? = androidStorage { return properties }
      return AndroidProperties()
    }
    set { androidStorage = newValue == AndroidProperties() ? nil : .properties(newValue) }
  }

  @inlinable public init() {}
}

/// `ElementExtras` behind one reference, or nothing when every field has its default (so two
/// elements that write the same fields are equal however they were made). Changing a field
/// makes a new reference: values that share the old one keep what they had.
public struct SharedExtras: Hashable, Sendable {
  @usableFromInline indirect enum Storage: Hashable, Sendable {
    case fields(ElementExtras)
  }

  @usableFromInline var storage: Storage?

  public init(_ fields: ElementExtras = ElementExtras()) {
    storage = fields == ElementExtras() ? nil : .fields(fields)
  }

  /// True when every field has its default.
  @inlinable public var isEmpty: Bool { storage == nil }

  // Inlinable, so reading one field reads only that field.
  @inlinable public var fields: ElementExtras {
    get {
      if case .fields(let fields)? = storage { return fields }
      return ElementExtras()
    }
    set { self = SharedExtras(newValue) }
  }
}
