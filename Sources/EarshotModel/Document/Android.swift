/// `AccessibilityNodeInfo.getChecked()` (API 36): `CHECKED_STATE_TRUE`, `CHECKED_STATE_FALSE` or
/// `CHECKED_STATE_PARTIAL` (a checkbox whose sub-options differ). Written `true`, `false` or
/// `"partial"`; earlier Android has only `isChecked()`, true or false.
public enum CheckedState: String, CaseIterable, Sendable, Hashable {
  case `true`, `false`, partial

  public init(_ checked: Bool) { self = checked ? .true : .false }
}

/// `AccessibilityNodeInfo.getLiveRegion()`: `View.ACCESSIBILITY_LIVE_REGION_NONE`, `_POLITE` or
/// `_ASSERTIVE` (TalkBack speaks changes of a polite region after what it is saying, and
/// interrupts itself for an assertive one).
public enum LiveRegion: String, CaseIterable, Sendable, Hashable {
  case none, polite, assertive

  /// The constant's value as Android defines it (0, 1, 2), as Appium's `live-region` prints it.
  public init?(constant: Int) {
    switch constant {
    case 0: self = .none
    case 1: self = .polite
    case 2: self = .assertive
    default: return nil
    }
  }
}

extension Optional where Wrapped == LiveRegion {
  /// Whether the node announces its changes: a polite or assertive region. A region written as
  /// none (Appium prints every node's) is not, nor one the capture leaves out. Matched by case,
  /// since `(region ?? .none) == .none` may take both for `Optional.none` and call "none" live.
  public var isLive: Bool {
    switch self {
    case .polite?, .assertive?: true
    case .none?, nil: false
    }
  }
}

/// `AccessibilityNodeInfo.CollectionInfo`: a list, grid or table. A count of -1 is Android's
/// "not known" (`CollectionInfo.UNDEFINED`).
public struct CollectionInfo: Hashable, Sendable {
  public var rowCount: Int
  public var columnCount: Int
  /// `isHierarchical()`: a tree, whose items TalkBack does not number.
  public var hierarchical: Bool

  public init(rowCount: Int, columnCount: Int, hierarchical: Bool = false) {
    self.rowCount = rowCount
    self.columnCount = columnCount
    self.hierarchical = hierarchical
  }
}

/// `AccessibilityNodeInfo.CollectionItemInfo`: an item's place in the collection around it,
/// 0-based, and whether it heads its row or column.
public struct CollectionItemInfo: Hashable, Sendable {
  public var rowIndex: Int
  public var rowSpan: Int
  public var columnIndex: Int
  public var columnSpan: Int
  public var heading: Bool

  public init(rowIndex: Int, rowSpan: Int = 1, columnIndex: Int, columnSpan: Int = 1, heading: Bool = false) {
    self.rowIndex = rowIndex
    self.rowSpan = rowSpan
    self.columnIndex = columnIndex
    self.columnSpan = columnSpan
    self.heading = heading
  }
}

/// `AccessibilityNodeInfo.RangeInfo`: a progress bar's or seek bar's range and current value.
public struct RangeInfo: Hashable, Sendable {
  /// `RANGE_TYPE_INT`, `RANGE_TYPE_FLOAT`, `RANGE_TYPE_PERCENT` or (API 36)
  /// `RANGE_TYPE_INDETERMINATE`.
  public enum Kind: String, CaseIterable, Sendable, Hashable {
    case int, float, percent, indeterminate
  }

  public var type: Kind
  public var min: Double
  public var max: Double
  public var current: Double

  public init(type: Kind = .float, min: Double, max: Double, current: Double) {
    self.type = type
    self.min = min
    self.max = max
    self.current = current
  }
}

/// The `AccessibilityNodeInfo` fields of an Android element that do not change while the screen
/// is used, named as Android names them. Nil is "not written": Android's default for a document
/// written by hand, "the capture does not say" for an imported one (its import report lists what
/// the format cannot carry).
public struct AndroidProperties: Hashable, Sendable {
  /// `getClassName()`: `android.widget.Button`, what TalkBack takes the role from.
  public var className: String?
  /// `getViewIdResourceName()`: `com.example:id/pay`.
  public var resourceId: String?
  /// `AccessibilityNodeInfoCompat.getRoleDescription()`: the role word an app set itself.
  public var roleDescription: String?
  public var checkable: Bool?
  /// `isHeading()`.
  public var heading: Bool?
  /// `getPaneTitle()`.
  public var paneTitle: String?
  public var liveRegion: LiveRegion?
  public var collectionInfo: CollectionInfo?
  public var collectionItemInfo: CollectionItemInfo?
  public var rangeInfo: RangeInfo?
  /// `getTraversalBefore()` / `getTraversalAfter()`: the ids of the elements this one is visited
  /// before or after.
  public var traversalBefore: String?
  public var traversalAfter: String?
  public var screenReaderFocusable: Bool?
  public var importantForAccessibility: Bool?
  public var clickable: Bool?
  public var longClickable: Bool?
  public var focusable: Bool?
  public var scrollable: Bool?
  public var password: Bool?
  /// `isEditable()`: a text field.
  public var editable: Bool?
  /// `getError()`: the error text of a field whose content is invalid.
  public var error: String?
  /// `getLabeledBy()`: the id of the element that labels this one (`android:labelFor` on the label,
  /// `setLabeledBy` on this one).
  public var labeledBy: String?

  public init() {}

  /// The fields that tell a screen's elements apart (class, id, range, place in a collection) and
  /// the flags as one word: elements are looked up by these (`AndroidPropertiesBoxes`), and hashing
  /// every field cost more than the rest of the look-up. Equal values still hash alike, as `==`
  /// compares every field.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(className)
    hasher.combine(resourceId)
    hasher.combine(rangeInfo)
    hasher.combine(collectionItemInfo)
    // Two bits a flag: not written, false or true.
    func bits(_ flag: Bool?, _ at: UInt64) -> UInt64 { (flag.map { $0 ? 2 : 1 } ?? 0) << at }
    let region: UInt64
    switch liveRegion {
    case nil: region = 0
    case .none?: region = 1
    case .polite?: region = 2
    case .assertive?: region = 3
    }
    hasher.combine(bits(checkable, 0) | bits(heading, 2) | bits(screenReaderFocusable, 4) | bits(importantForAccessibility, 6)
      | bits(clickable, 8) | bits(longClickable, 10) | bits(focusable, 12) | bits(scrollable, 14) | bits(password, 16)
      | bits(editable, 18) | region << 20)
  }
}

/// The Android fields that change while the screen is used: what `set` effects, activation and
/// selection change. Kept behind one reference in `ElementState`, so iOS elements pay a word.
public struct AndroidState: Hashable, Sendable {
  /// `getContentDescription()`.
  public var contentDescription: String?
  /// `getStateDescription()` (API 30).
  public var stateDescription: String?
  public var checked: CheckedState?
  /// `isSelected()`.
  public var selected: Bool?
  /// `isEnabled()`.
  public var enabled: Bool?

  public init(contentDescription: String? = nil, stateDescription: String? = nil, checked: CheckedState? = nil,
              selected: Bool? = nil, enabled: Bool? = nil) {
    self.contentDescription = contentDescription
    self.stateDescription = stateDescription
    self.checked = checked
    self.selected = selected
    self.enabled = enabled
  }

  /// Takes every field `change` sets.
  public mutating func apply(_ change: AndroidState) {
    contentDescription = change.contentDescription ?? contentDescription
    stateDescription = change.stateDescription ?? stateDescription
    checked = change.checked ?? checked
    selected = change.selected ?? selected
    enabled = change.enabled ?? enabled
  }

  public var isEmpty: Bool { self == AndroidState() }
}

/// `RareState` behind one reference, nil when no field is set.
@usableFromInline indirect enum RareStateStorage: Hashable, Sendable {
  case state(RareState)
}

/// The changeable fields few elements have, held by `ElementState` behind one reference.
@usableFromInline struct RareState: Hashable, Sendable {
  var android: AndroidState?
  var insertionPoint: Int?
}

/// `AndroidProperties` behind one reference: a class, so one field is read where it lies
/// (`SharedExtras.readAndroid`) rather than copied out with all the others.
@usableFromInline final class AndroidPropertiesStorage: Hashable, Sendable {
  @usableFromInline let properties: AndroidProperties

  @usableFromInline init(_ properties: AndroidProperties) { self.properties = properties }

  @usableFromInline static func == (a: AndroidPropertiesStorage, b: AndroidPropertiesStorage) -> Bool {
    a === b || a.properties == b.properties
  }

  @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(properties) }
}

/// The boxes of Android's fields that do not change, one for each set of them met while reading a
/// screen: most of its elements write the same class and flags, and share a box (264 bytes) rather
/// than hold their own. At most `kept` are looked up, so a screen whose elements all differ (each
/// with an id of its own) keeps a table of bounded size.
public struct AndroidPropertiesBoxes {
  private var boxes: [AndroidProperties: AndroidPropertiesStorage] = [:]
  static let kept = 512

  public init() {}

  /// Sets `element`'s Android fields to `properties`, in the box of an element before it that
  /// wrote the same ones if there is one.
  public mutating func set(_ properties: AndroidProperties, on element: inout Element) {
    guard properties != AndroidProperties() else {
      element.extras.setAndroid(nil)
      return
    }
    if let box = boxes[properties] {
      element.extras.setAndroid(box)
      return
    }
    let box = AndroidPropertiesStorage(properties)
    if boxes.count < Self.kept { boxes[properties] = box }
    element.extras.setAndroid(box)
  }
}
