/// A rectangle in points, in screen coordinates: `[x, y, width, height]` in a document.
public struct Frame: Hashable, Sendable {
  public var x: Double, y: Double, width: Double, height: Double
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var isEmpty: Bool { width <= 0 || height <= 0 }
  public func contains(x px: Double, y py: Double) -> Bool {
    px >= x && px < maxX && py >= y && py < maxY
  }
  public var array: [Double] { [x, y, width, height] }
}

/// SwiftUI's `.accessibilityElement(children:)` behaviour.
public enum ChildBehavior: String, CaseIterable, Sendable, Hashable {
  case combine, ignore, contain
}

/// `accessibilityContainerType`.
public enum ContainerType: String, CaseIterable, Sendable, Hashable {
  case none, list, landmark, dataTable, semanticGroup
}

/// `accessibilityNavigationStyle`.
public enum NavigationStyle: String, CaseIterable, Sendable, Hashable {
  case automatic, separate, combined
}

/// A `UIAccessibilityCustomAction` and what performing it does.
public struct CustomAction: Hashable, Sendable {
  public var name: String
  public var effects: [Effect]
  public init(name: String, effects: [Effect] = []) {
    self.name = name
    self.effects = effects
  }
}

/// An `AXCustomContent` item. High importance is spoken on focus; the rest waits for the More Content rotor.
public struct CustomContent: Hashable, Sendable {
  public enum Importance: String, CaseIterable, Sendable, Hashable { case `default`, high }
  public var label: String
  public var value: String
  public var importance: Importance
  public init(label: String, value: String, importance: Importance = .default) {
    self.label = label
    self.value = value
    self.importance = importance
  }
}

/// A custom rotor: a name and the ids of the elements it reaches, in order.
public struct CustomRotor: Hashable, Sendable {
  public var name: String
  public var targets: [String]
  public init(name: String, targets: [String]) {
    self.name = name
    self.targets = targets
  }
}

/// Speech attributes (`accessibilitySpeechPunctuation`, `…SpellOut`, `…IPANotation`, `…Pitch`).
public struct SpeechAttributes: Hashable, Sendable {
  public var punctuation: Bool?
  public var spellOut: Bool?
  public var ipa: String?
  public var pitch: Double?
  public init(punctuation: Bool? = nil, spellOut: Bool? = nil, ipa: String? = nil, pitch: Double? = nil) {
    self.punctuation = punctuation
    self.spellOut = spellOut
    self.ipa = ipa
    self.pitch = pitch
  }
}

/// What an adjustable element moves through: a list of values, or a numeric range.
public enum Adjustable: Hashable, Sendable {
  /// Named values (`["1 star", "2 stars", …]`) and the index of the current one.
  case values([String], index: Int)
  /// A numeric range. `format` replaces `{}` with the value (for sliders without a format,
  /// the value is spoken as a percentage of the range, as UISlider does).
  case range(min: Double, max: Double, step: Double, value: Double, format: String?)
}

/// One element of a screen: a view, a control, or a container, with UIKit's accessibility fields.
///
/// Fields left nil take their defaults from `type` and `text` when the screen is resolved.
public struct Element: Hashable, Sendable {
  /// Where the element sits in its document (`root.children[3]`): used in messages, and as the
  /// element's key when it has no `id`.
  public var path: String
  public var id: String?
  /// The control kind as written; nil when the document gives none (see `kind`).
  public var type: ElementType?
  public var text: String?
  public var image: String?
  public var label: String?
  public var value: String?
  public var hint: String?
  public var traits: TraitSet?
  public var frame: Frame?
  public var isAccessibilityElement: Bool?
  public var hidden: Bool
  public var modal: Bool
  public var groupChildren: Bool
  public var children: [Element]
  public var accessibilityElements: [String]?
  public var combine: ChildBehavior?
  public var sortPriority: Double
  public var containerType: ContainerType?
  public var navigationStyle: NavigationStyle
  public var customActions: [CustomAction]
  public var customContent: [CustomContent]
  public var rotors: [CustomRotor]
  public var language: String?
  public var inputLabels: [String]
  public var headingLevel: Int?
  public var speech: SpeechAttributes?
  public var adjustable: Adjustable?
  public var on: Bool?
  public var onActivate: [Effect]
  public var onEscape: [Effect]
  public var onMagicTap: [Effect]

  public init(
    path: String = "root", id: String? = nil, type: ElementType? = nil, text: String? = nil,
    image: String? = nil, label: String? = nil, value: String? = nil, hint: String? = nil,
    traits: TraitSet? = nil, frame: Frame? = nil, isAccessibilityElement: Bool? = nil,
    hidden: Bool = false, modal: Bool = false, groupChildren: Bool = false, children: [Element] = [],
    accessibilityElements: [String]? = nil, combine: ChildBehavior? = nil, sortPriority: Double = 0,
    containerType: ContainerType? = nil, navigationStyle: NavigationStyle = .automatic,
    customActions: [CustomAction] = [], customContent: [CustomContent] = [], rotors: [CustomRotor] = [],
    language: String? = nil, inputLabels: [String] = [], headingLevel: Int? = nil,
    speech: SpeechAttributes? = nil, adjustable: Adjustable? = nil, on: Bool? = nil,
    onActivate: [Effect] = [], onEscape: [Effect] = [], onMagicTap: [Effect] = []
  ) {
    self.path = path
    self.id = id
    self.type = type
    self.text = text
    self.image = image
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.frame = frame
    self.isAccessibilityElement = isAccessibilityElement
    self.hidden = hidden
    self.modal = modal
    self.groupChildren = groupChildren
    self.children = children
    self.accessibilityElements = accessibilityElements
    self.combine = combine
    self.sortPriority = sortPriority
    self.containerType = containerType
    self.navigationStyle = navigationStyle
    self.customActions = customActions
    self.customContent = customContent
    self.rotors = rotors
    self.language = language
    self.inputLabels = inputLabels
    self.headingLevel = headingLevel
    self.speech = speech
    self.adjustable = adjustable
    self.on = on
    self.onActivate = onActivate
    self.onEscape = onEscape
    self.onMagicTap = onMagicTap
  }

  /// The control kind, `view` when none is written.
  public var kind: ElementType { type ?? .view }

  /// The key other parts of Earshot use for this element: its id, else its path.
  public var key: String { id ?? path }

  /// Calls `body` for this element and every descendant, depth first, in document order.
  public func forEachDescendant(_ body: (Element) throws -> Void) rethrows {
    try body(self)
    // Indexing borrows each child; `for child in children` would copy every element on the way.
    for i in children.indices { try children[i].forEachDescendant(body) }
  }
}
