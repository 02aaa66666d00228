/// The fields of an element that few elements write: an image, a language, a sort priority, a
/// badge, an explicit order, actions, custom content, rotors, input labels, a heading level, a
/// table place, speech attributes, an adjustable's values, what activating it does, an Android
/// element's `AccessibilityNodeInfo` fields.
///
/// `Element` and `ResolvedElement` read them as their own (`element.badge`, through one lookup
/// each, so a field added here needs no accessor) and hold them behind one shared reference
/// (`SharedExtras`), so an element that writes none of them is half the size, and copying one
/// (ordering copies elements and stops by the hundred thousand) retains one object instead of a
/// dozen arrays and strings.
public struct ElementExtras: Hashable, Sendable {
  /// The name of the image the element shows.
  public var image: String?
  /// The element's language, when it is not the one around it.
  public var language: String?
  /// Where the element sorts among the elements beside it: higher first.
  public var sortPriority: Double = 0
  /// A tab's badge (`UITabBarItem.badgeValue`): UIKit makes it the tab's value.
  public var badge: String?
  /// A text field's placeholder (`UITextField.placeholder`): what an empty field says in place of
  /// its text.
  public var placeholder: String?
  public var accessibilityElements: [String]?
  public var customActions: [CustomAction] = []
  public var customContent: [CustomContent] = []
  public var rotors: [CustomRotor] = []
  public var inputLabels: [String] = []
  /// `accessibilityRespondsToUserInteraction`: whether Switch Control, Voice Control and Full
  /// Keyboard Access interact with the element; nil infers it from traits, actions and gestures.
  public var respondsToUserInteraction: Bool?
  public var headingLevel: Int?
  /// The cell's row and column in its data table, 0-based like `accessibilityRowRange().location`
  /// and `accessibilityColumnRange().location` (`UIAccessibilityContainerDataTableCell`).
  public var tableRow: Int?
  public var tableColumn: Int?
  /// How many rows and columns the cell spans (`accessibilityRowRange().length`,
  /// `accessibilityColumnRange().length`); nil reads as one.
  public var tableRowSpan: Int?
  public var tableColumnSpan: Int?
  /// Whether the cell heads its row or its column (`accessibilityHeaderElements(forRow:)`,
  /// `accessibilityHeaderElements(forColumn:)` of its table).
  public var tableHeader: TableHeader?
  public var speech: SpeechAttributes?
  /// Runs of the label with speech of their own (`LabelSpan`): an attributed label's languages,
  /// spelling out and pitch.
  public var labelSpans: [LabelSpan] = []
  /// `accessibilityTextualContext`: what kind of text the element holds.
  public var textualContext: TextualContext?
  /// The direction of this subtree when it is not the screen's (`semanticContentAttribute`
  /// `forceLeftToRight`, `playback`, `forceRightToLeft`).
  public var layoutDirection: LayoutDirection?
  /// `accessibilityPath`: the shape VoiceOver outlines, as corners `[x, y]`, when it is not the
  /// frame. VoiceOver still orders by the frame (AccessibilitySnapshot issue #221, pull request #242).
  public var accessibilityPath: [[Double]]?
  public var adjustable: Adjustable?
  public var onActivate: [Effect] = []
  /// What happens when the element expands, and when it collapses (after activation or a `toggle`
  /// changes `expanded`): a section showing its rows, and hiding them again.
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
      if let androidStorage { return androidStorage.properties }
      return AndroidProperties()
    }
    set { androidStorage = newValue == AndroidProperties() ? nil : AndroidPropertiesStorage(newValue) }
  }

  @inlinable public init() {}
}

/// `ElementExtras` behind one reference, or nothing when every field has its default (so two
/// elements that write the same fields are equal however they were made). Changing a field
/// makes a new reference: values that share the old one keep what they had.
///
/// The reference is a class whose fields are read where they lie (`read`): reading one field
/// (`element.badge`) retains that field only, where a copy of the whole `ElementExtras` (or a new
/// empty one) retains and releases every array and string it holds.
///
/// Android's fields that do not change are held in their own box when they are all an element
/// writes, as nearly all Android elements do, so such an element has no `ElementExtras` of its own
/// (which took over 300 bytes an element); so is an adjustable's `adjustable` (a slider, a
/// stepper, a picker), the one field most adjustables write. Each box takes the same one word.
public struct SharedExtras: Hashable, Sendable {
  @usableFromInline final class Storage: Sendable {
    @usableFromInline let fields: ElementExtras
    @usableFromInline init(_ fields: ElementExtras) { self.fields = fields }
  }

  /// `adjustable` alone, in a box of its own.
  @usableFromInline final class AdjustableBox: Sendable {
    @usableFromInline let adjustable: Adjustable
    @usableFromInline init(_ adjustable: Adjustable) { self.adjustable = adjustable }
  }

  @usableFromInline enum Held: Sendable {
    /// Only Android's fields are written.
    case onlyAndroid(AndroidPropertiesStorage)
    /// Only `adjustable` is written.
    case onlyAdjustable(AdjustableBox)
    /// Another field is written, or `adjustable` and Android's together.
    case all(Storage)
  }

  /// Nil when every field has its default.
  @usableFromInline var held: Held?

  /// Nil when every field but Android's has its default.
  @inlinable var storage: Storage? {
    if case .all(let storage)? = held { return storage }
    return nil
  }

  /// `fields.androidStorage`.
  @inlinable var androidStorage: AndroidPropertiesStorage? {
    switch held {
    case .onlyAndroid(let android)?: return android
    case .all(let storage)?: return storage.fields.androidStorage
    case .onlyAdjustable?, nil: return nil
    }
  }

  public init(_ fields: ElementExtras = ElementExtras()) {
    if let android = fields.androidStorage {
      var others = fields
      others.androidStorage = nil
      held = others == Self.empty ? .onlyAndroid(android) : .all(Storage(fields))
    } else if let adjustable = fields.adjustable {
      var others = fields
      others.adjustable = nil
      held = others == Self.empty ? .onlyAdjustable(AdjustableBox(adjustable)) : .all(Storage(fields))
    } else {
      held = fields == Self.empty ? nil : .all(Storage(fields))
    }
  }

  /// Every field at its default: what an element that writes none of them reads.
  @usableFromInline static let empty = ElementExtras()

  /// True when every field has its default.
  @inlinable public var isEmpty: Bool { held == nil }

  /// The fields whole: a copy, retaining every array and string they hold (read one field with
  /// `read`, Android's with `android`).
  @inlinable public var fields: ElementExtras {
    get {
      if let storage { return storage.fields }
      var fields = Self.empty
      if case .onlyAdjustable(let box)? = held { fields.adjustable = box.adjustable }
      fields.androidStorage = androidStorage
      return fields
    }
    set { self = SharedExtras(newValue) }
  }

  /// One field, read where it lies: only that field is retained. Inlinable, so a key path written
  /// at the call site becomes a plain load.
  @inlinable @inline(__always) public func read<T>(_ field: KeyPath<ElementExtras, T>) -> T {
    // Always inlined: a key path not known where it is applied is looked up at run time
    // (`swift_getAtKeyPath`), many times the cost of the load.
    switch held {
    case nil: return Self.empty[keyPath: field]
    case .all(let storage)?: return storage.fields[keyPath: field]
    case .onlyAndroid?:
      // Every stored field but Android's has its default, read where it lies. Where a key path
      // written at the call site is known, its offset is worked out when compiling; in a function
      // of its own it was looked up at run time, over 500 instructions a read.
      if T.self != ElementExtras.self, let offset = MemoryLayout<ElementExtras>.offset(of: field), offset != Self.androidOffset {
        return Self.empty[keyPath: field]
      }
      return readBesideAndroid(field)
    case .onlyAdjustable(let box)?:
      // As for Android's: every other stored field has its default.
      if T.self != ElementExtras.self, let offset = MemoryLayout<ElementExtras>.offset(of: field) {
        if offset != Self.adjustableOffset { return Self.empty[keyPath: field] }
        if T.self == Adjustable?.self { return unsafeBitCast(Optional(box.adjustable), to: T.self) }
      }
      return readBesideAndroid(field)
    }
  }

  /// `read` of the one field in its own box (Android's, or `adjustable`), or of a field read
  /// through it, when it is all that is written.
  @usableFromInline func readBesideAndroid<T>(_ field: KeyPath<ElementExtras, T>) -> T { fields[keyPath: field] }

  /// Where `ElementExtras` holds Android's fields.
  @usableFromInline static let androidOffset = MemoryLayout<ElementExtras>.offset(of: \.androidStorage)!
  /// Where `ElementExtras` holds `adjustable`.
  @usableFromInline static let adjustableOffset = MemoryLayout<ElementExtras>.offset(of: \.adjustable)!

  /// Android's fields that do not change (`fields.android`), read from and written to their box.
  @inlinable public var android: AndroidProperties {
    get {
      if let androidStorage { return androidStorage.properties }
      return AndroidProperties()
    }
    set { setAndroid(newValue == AndroidProperties() ? nil : AndroidPropertiesStorage(newValue)) }
  }

  /// One of Android's fields, read in their box: only that field is copied (`android` copies all
  /// of them). Always inlined, so the key path is a load.
  @inlinable @inline(__always) public func readAndroid<T>(_ field: KeyPath<AndroidProperties, T>) -> T {
    if let androidStorage { return androidStorage.properties[keyPath: field] }
    return AndroidProperties()[keyPath: field]
  }

  /// Sets Android's fields to a box already made (nil for all at their defaults): elements that
  /// write the same fields can share one.
  @usableFromInline mutating func setAndroid(_ boxed: AndroidPropertiesStorage?) {
    switch held {
    case .all?, .onlyAdjustable?:
      var fields = fields
      fields.androidStorage = boxed
      self = SharedExtras(fields)
    case .onlyAndroid?, nil:
      held = boxed.map { .onlyAndroid($0) }
    }
  }

  // Each set of fields is held one way only (`init`), so two held differently differ.
  public static func == (a: SharedExtras, b: SharedExtras) -> Bool {
    switch (a.held, b.held) {
    case (nil, nil): return true
    case (.onlyAndroid(let x)?, .onlyAndroid(let y)?): return x == y
    case (.onlyAdjustable(let x)?, .onlyAdjustable(let y)?): return x === y || x.adjustable == y.adjustable
    case (.all(let x)?, .all(let y)?): return x === y || x.fields == y.fields
    default: return false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch held {
    case nil: hasher.combine(0)
    case .onlyAndroid(let android)?:
      hasher.combine(1)
      hasher.combine(android)
    case .onlyAdjustable(let box)?:
      hasher.combine(2)
      hasher.combine(box.adjustable)
    case .all(let storage)?:
      hasher.combine(3)
      hasher.combine(storage.fields)
    }
  }
}
