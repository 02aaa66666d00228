/// One accessibility trait, named as in UIKit's `UIAccessibilityTraits` (plus the private traits
/// VoiceOver reacts to: back button, text entry, editing, secure entry, text area, tab bar item).
///
/// The private ones matter because VoiceOver speaks them ("back button", "text field",
/// "is editing"); AccessibilitySnapshot lists their bits in `UIAccessibility+SnapshotAdditions.swift`.
public enum Trait: String, CaseIndexed, Sendable, Comparable {
  case button, link, image, selected, playsSound, keyboardKey, staticText, summaryElement
  case notEnabled, updatesFrequently, searchField, startsMediaSession, adjustable
  case allowsDirectInteraction, causesPageTurn, tabBar, header, toggleButton, supportsZoom
  case backButton, textEntry, isEditing, secureTextField, textArea, tabBarItem

  var bit: UInt64 { 1 << UInt64(caseIndex) }

  public static func < (lhs: Trait, rhs: Trait) -> Bool { lhs.caseIndex < rhs.caseIndex }
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
