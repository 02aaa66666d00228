import EarshotModel

/// One element as VoiceOver meets it: type defaults applied, live state applied, language inherited.
/// Ordering produces these; phrasing and sessions read them.
public struct ResolvedElement: Hashable, Sendable {
  public var key: String
  public var id: String?
  public var path: String
  public var kind: ElementType
  public var label: String?
  public var value: String?
  public var hint: String?
  public var traits: TraitSet
  /// The state of a switch or toggle; nil for other elements.
  public var on: Bool?
  public var frame: Frame?
  public var language: String
  public var customActions: [CustomAction]
  public var customContent: [CustomContent]
  public var rotors: [CustomRotor]
  public var speech: SpeechAttributes?
  public var adjustable: Adjustable?
  /// The adjustable's current position (an index into its values, or a number in its range).
  public var adjustablePosition: Double?
  public var inputLabels: [String]
  public var headingLevel: Int?
  public var onActivate: [Effect]
  public var onEscape: [Effect]
  public var onMagicTap: [Effect]
  /// For the Decrement and Increment buttons of a `stepper`: the stepper's key and the direction.
  public var stepper: (key: String, direction: Int)? {
    get { stepperKey.map { ($0, stepperDirection) } }
    set {
      stepperKey = newValue?.key
      stepperDirection = newValue?.direction ?? 0
    }
  }
  var stepperKey: String?
  var stepperDirection = 0

  /// True for a switch-like element whose state VoiceOver reads as on/off.
  public var isToggle: Bool { traits.has(.toggleButton) }
  public var isAdjustable: Bool { traits.has(.adjustable) }
  public var isDimmed: Bool { traits.has(.notEnabled) }
  public var isHeading: Bool { traits.has(.header) }
  public var isLink: Bool { traits.has(.link) }
  public var isTextEntry: Bool { traits.has(.textEntry) || traits.has(.searchField) }
}

/// Turns a string like `heart.fill`, `chart_weekly-sales` or `trashCan` into words.
public enum ImageName {
  /// The name split at dots, underscores, hyphens, spaces and lower-to-upper case changes.
  public static func words(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previous: Character?
    for c in name {
      if c == "." || c == "_" || c == "-" || c == " " {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else if c.isUppercase, let p = previous, p.isLowercase {
        words.append(current)
        current = String(c)
      } else {
        current.append(c)
      }
      previous = c
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// The words as a phrase with a capital: `cat.fill` → "Cat fill".
  public static func humanized(_ name: String) -> String {
    sentence(words(name).map { $0.lowercased() })
  }

  /// Lower-case words joined, with the first letter capitalized.
  public static func sentence(_ words: [String]) -> String {
    let sentence = words.joined(separator: " ")
    return sentence.prefix(1).uppercased() + sentence.dropFirst()
  }
}
