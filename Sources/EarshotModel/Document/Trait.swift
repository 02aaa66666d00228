/// One accessibility trait, named as in UIKit's `UIAccessibilityTraits` (plus the private traits
/// VoiceOver reacts to: back button, text entry, editing, secure entry, text area, tab bar item).
///
/// The private ones matter because VoiceOver speaks them ("back button", "text field",
/// "is editing"); AccessibilitySnapshot lists their bits in `UIAccessibility+SnapshotAdditions.swift`.
public enum Trait: String, CaseIterable, Sendable, Hashable, Comparable {
  case button, link, image, selected, playsSound, keyboardKey, staticText, summaryElement
  case notEnabled, updatesFrequently, searchField, startsMediaSession, adjustable
  case allowsDirectInteraction, causesPageTurn, tabBar, header, toggleButton, supportsZoom
  case backButton, textEntry, isEditing, secureTextField, textArea, tabBarItem

  /// The trait's position in declaration order (a switch, not a search: this runs for every trait test).
  var index: Int {
    switch self {
    case .button: return 0
    case .link: return 1
    case .image: return 2
    case .selected: return 3
    case .playsSound: return 4
    case .keyboardKey: return 5
    case .staticText: return 6
    case .summaryElement: return 7
    case .notEnabled: return 8
    case .updatesFrequently: return 9
    case .searchField: return 10
    case .startsMediaSession: return 11
    case .adjustable: return 12
    case .allowsDirectInteraction: return 13
    case .causesPageTurn: return 14
    case .tabBar: return 15
    case .header: return 16
    case .toggleButton: return 17
    case .supportsZoom: return 18
    case .backButton: return 19
    case .textEntry: return 20
    case .isEditing: return 21
    case .secureTextField: return 22
    case .textArea: return 23
    case .tabBarItem: return 24
    }
  }

  var bit: UInt64 { 1 << UInt64(index) }

  public static func < (lhs: Trait, rhs: Trait) -> Bool { lhs.index < rhs.index }
}

/// A set of traits, stored as bits so merging and testing are cheap.
public struct TraitSet: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public var rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public init(_ traits: some Sequence<Trait>) {
    self.init(rawValue: traits.reduce(0) { $0 | $1.bit })
  }

  public static func of(_ trait: Trait) -> TraitSet { TraitSet(rawValue: trait.bit) }

  public func has(_ trait: Trait) -> Bool { rawValue & trait.bit != 0 }
  public mutating func add(_ trait: Trait) { rawValue |= trait.bit }
  public mutating func remove(_ trait: Trait) { rawValue &= ~trait.bit }

  /// The traits in declaration order.
  public var traits: [Trait] { Trait.allCases.filter(has) }
  public var names: [String] { traits.map(\.rawValue) }
  public var description: String { names.joined(separator: " ") }
}

extension TraitSet: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Trait...) { self.init(elements) }
}
