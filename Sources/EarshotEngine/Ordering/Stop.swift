import EarshotModel

/// A container a screen reader can announce on entry or jump between (VoiceOver's Containers rotor).
public struct ContainerContext: Hashable, Sendable {
  public var key: String
  public var kind: ContainerKind
  public var label: String?
  public var language: String

  public init(key: String, kind: ContainerKind, label: String?, language: String) {
    self.key = key
    self.kind = kind
    self.label = label
    self.language = language
  }
}

/// Where a stop comes from.
public enum StopOrigin: Hashable, Sendable {
  /// An element of the document, at its place in the screen.
  case element(ElementPath)
  /// The Decrement (-1) or Increment (+1) button VoiceOver offers for a stepper written without
  /// children; the stepper is at `stepper`.
  case stepperButton(stepper: ElementPath, direction: Int)

  /// The document element the stop is, or belongs to (a stepper's button: the stepper).
  public var path: ElementPath {
    switch self {
    case .element(let path), .stepperButton(let path, _): return path
    }
  }

  /// What a stepper's button adds to the stepper's path and id to name it (`#decrement`,
  /// `#increment`): only for telling the two apart in keys and outputs, never to be taken apart.
  public static func buttonSuffix(direction: Int) -> String { direction < 0 ? "#decrement" : "#increment" }
}

/// One place a screen reader's focus can land: an element and where it sits.
public struct Stop: Hashable, Sendable {
  // Stored so the one-byte fields fill the element's spare bytes: a long screen holds a stop for
  // each element.
  public var element: ResolvedElement
  public var series: SeriesKind?
  /// Whether the stop begins or ends the list or landmark container it is in.
  public var boundary: ContainerBoundary?
  /// `group`, or -1 for none: four bytes beside the one-byte fields rather than sixteen of their own.
  private var groupIndex: Int32 = -1
  public var origin: StopOrigin
  /// The innermost group the stop is in (an index into `ScreenOrder.groups`).
  public var group: Int? {
    get { groupIndex < 0 ? nil : Int(groupIndex) }
    set { groupIndex = newValue.map { Int32($0) } ?? -1 }
  }
  /// The containers around the element, outermost first.
  public var containers: [ContainerContext]
  /// The element's place in its segmented control or tab bar, 1-based.
  public var position: (index: Int, count: Int)? {
    get { places.positionIndex.map { ($0, places.positionCount) } }
    set {
      places.positionIndex = newValue?.index
      places.positionCount = newValue?.count ?? 0
    }
  }
  /// Where the stop is in its data table, when it is a cell of one.
  public var tableCell: TableCellPlace? {
    get { places.tableCell }
    set { places.tableCell = newValue }
  }
  /// The key of the segmented control or tab bar the stop is a member of.
  public var seriesKey: String? {
    get { places.seriesKey }
    set { places.seriesKey = newValue }
  }
  /// What the reader worked out about this stop as it ordered the screen, in a type of its own
  /// (`ReaderStopFacts`), when it works something out then that the stop does not hold (TalkBack:
  /// what it says there, from the node's descendants and collection, and the role it took the node
  /// to be); nil for a reader that phrases from the stop itself (VoiceOver).
  public var readerFacts: (any ReaderStopFacts)? {
    get { facts?.erased }
    set {
      func held<Facts: ReaderStopFacts>(_ value: Facts) -> FactsBox { HeldFacts(value) }
      facts = newValue.map { held($0) }
    }
  }

  /// Sets `readerFacts` to `value` without boxing it as `any ReaderStopFacts` first, nor making
  /// the places of a stop that has none (the setter cost about 2,000 instructions a stop).
  public mutating func setReaderFacts<Facts: ReaderStopFacts>(_ value: Facts) {
    switch placesBox {
    case nil, .facts?: placesBox = .facts(HeldFacts(value))
    case .places?: facts = HeldFacts(value)
    }
  }

  /// The reader's facts about this stop, when they are of type `Facts`.
  public func readerFacts<Facts: ReaderStopFacts>(_: Facts.Type) -> Facts? {
    // The box's class compared rather than cast: `as?` went through the runtime's general cast,
    // over a thousand instructions a stop.
    guard let facts, type(of: facts) == HeldFacts<Facts>.self else { return nil }
    return unsafeDowncast(facts, to: HeldFacts<Facts>.self).value
  }

  /// A stop's place in a series or a data table, which few stops have: kept behind one reference
  /// (none when empty), so the stops of a long screen take less room.
  private struct Places: Hashable, Sendable {
    var tableCell: TableCellPlace?
    var seriesKey: String?
    var positionIndex: Int?
    var positionCount = 0
    var readerFacts: FactsBox?
  }

  /// A reader's facts, held in one box of their own type (the existential boxed them again); a
  /// stop with no other places holds this box alone (`PlacesBox.facts`): every stop of a reader
  /// that keeps facts has them, and few have places, whose box is larger.
  private class FactsBox: Hashable, @unchecked Sendable {
    var erased: any ReaderStopFacts { fatalError("FactsBox is abstract") }
    /// Compared and hashed as the value they are.
    static func == (a: FactsBox, b: FactsBox) -> Bool { AnyHashable(a.erased) == AnyHashable(b.erased) }
    func hash(into hasher: inout Hasher) { AnyHashable(erased).hash(into: &hasher) }
  }

  private final class HeldFacts<Facts: ReaderStopFacts>: FactsBox, @unchecked Sendable {
    let value: Facts
    init(_ value: Facts) { self.value = value }
    override var erased: any ReaderStopFacts { value }
  }

  /// One reference either way, so a stop keeps its size.
  private enum PlacesBox: Hashable, Sendable {
    indirect case places(Places)
    case facts(FactsBox)
  }

  private var placesBox: PlacesBox?

  private var places: Places {
    get {
      switch placesBox {
      case .places(let places)?: return places
      case .facts(let facts)?:
        var places = Places()
        places.readerFacts = facts
        return places
      case nil: return Places()
      }
    }
    set {
      var others = newValue
      others.readerFacts = nil
      if others == Places() {
        placesBox = newValue.readerFacts.map { .facts($0) }
      } else {
        placesBox = .places(newValue)
      }
    }
  }

  private var facts: FactsBox? {
    get {
      switch placesBox {
      case .facts(let facts)?: return facts
      case .places(let places)?: return places.readerFacts
      case nil: return nil
      }
    }
    set { places.readerFacts = newValue }
  }

  public init(element: ResolvedElement, origin: StopOrigin, containers: [ContainerContext], series: SeriesKind? = nil) {
    self.element = element
    self.origin = origin
    self.containers = containers
    self.series = series
  }

  public var key: String { element.key }

  /// Whether the stop is a button VoiceOver makes up for a stepper.
  @inlinable public var isStepperButton: Bool {
    if case .stepperButton = origin { return true }
    return false
  }

  /// The containers this stop is in that are not among `old` (the containers focus comes from):
  /// the ones focus enters when it moves here.
  public func containersEntered(leaving old: [ContainerContext]) -> [ContainerContext] {
    Self.containers(containers, enteredLeaving: old)
  }

  /// Of `containers`, the ones not among `old` (see `containersEntered`); for a caller reading
  /// stops in place, which would copy a whole stop to call the method.
  static func containers(_ containers: [ContainerContext], enteredLeaving old: [ContainerContext]) -> [ContainerContext] {
    if containers.isEmpty { return [] }
    if old.count == containers.count, zip(old, containers).allSatisfy({ $0.key == $1.key }) { return [] }
    let keys = Set(old.map(\.key))
    return containers.filter { !keys.contains($0.key) }
  }
}

/// What a screen reader works out about a stop as it orders the screen and keeps with the stop
/// (`Stop.readerFacts`): a type of the reader's own, which only the reader reads.
public protocol ReaderStopFacts: Hashable, Sendable {}

/// The first or last stop of a list or landmark container, which a reader may mark (VoiceOver: "list start",
/// "list end", "landmark", "end"; AccessibilitySnapshot's `AccessibilityHierarchyParser.swift`).
public enum ContainerBoundary: Hashable, Sendable {
  case listStart, listEnd, landmarkStart, landmarkEnd
}

/// A cell of a data table (`containerType` dataTable), where it sits among the table's cells.
public struct TableCellPlace: Hashable, Sendable {
  /// 0-based, as written.
  public var row: Int
  public var column: Int
  public var header: TableHeader?
  /// How many rows and columns the cell covers (1 when it covers one).
  public var rowSpan = 1
  public var columnSpan = 1
  /// Whether no cell of the table lies before it in its row: only then are its row and its row's
  /// headers spoken.
  public var isFirstInRow: Bool
  /// The header cells read before the cell: its row's (when first in its row), then its column's.
  public var headers: [TableHeaderText]

  public init(row: Int, column: Int, header: TableHeader?, rowSpan: Int = 1, columnSpan: Int = 1, isFirstInRow: Bool, headers: [TableHeaderText]) {
    self.row = row
    self.column = column
    self.header = header
    self.rowSpan = rowSpan
    self.columnSpan = columnSpan
    self.isFirstInRow = isFirstInRow
    self.headers = headers
  }
}

/// What a header cell contributes when another cell is read: its label and value.
public struct TableHeaderText: Hashable, Sendable {
  public var label: String?
  public var value: String?
  public var language: String

  public init(label: String?, value: String?, language: String) {
    self.label = label
    self.value = value
    self.language = language
  }
}
