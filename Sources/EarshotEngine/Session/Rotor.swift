import EarshotModel

/// A rotor setting (WWDC19 238, WWDC20 10116: turning the rotor speaks the setting's
/// name; swiping down and up then moves to the next and previous target).
public enum RotorSetting: Hashable, Sendable {
  case headings, links, formControls, containers, actions
  case custom(String)

  /// The name VoiceOver speaks, in the profile's language.
  public func name(_ profile: ReaderProfile<Phrase>) -> String {
    switch self {
    case .headings: return profile.phrase(.headingsRotor)
    case .links: return profile.phrase(.linksRotor)
    case .formControls: return profile.phrase(.formControlsRotor)
    case .containers: return profile.phrase(.containersRotor)
    case .actions: return profile.phrase(.actionsRotor)
    case .custom(let name): return name
    }
  }

  /// The English name scripts may use whatever the voice ("Headings", "Form Controls").
  public var scriptName: String {
    switch self {
    case .headings: return "Headings"
    case .links: return "Links"
    case .formControls: return "Form Controls"
    case .containers: return "Containers"
    case .actions: return "Actions"
    case .custom(let name): return name
    }
  }

  /// The rotor settings on offer: the screen's custom rotors, then the standard ones, with Actions
  /// only when the focused element has custom actions.
  static func available(screenRotors: [CustomRotor], focused: ResolvedElement?) -> [RotorSetting] {
    var settings = screenRotors.map { RotorSetting.custom($0.name) }
    settings += [.containers, .headings, .links, .formControls]
    if focused?.customActions.isEmpty == false { settings.append(.actions) }
    return settings
  }

  /// Finds the setting a script names, by its English name or its spoken name, ignoring case.
  static func match(_ text: String, in settings: [RotorSetting], profile: ReaderProfile<Phrase>) -> RotorSetting? {
    let wanted = text.lowercased().replacingOccurrences(of: "-", with: " ")
    return settings.first { $0.scriptName.lowercased() == wanted || $0.name(profile).lowercased() == wanted }
  }

  /// The positions in `stops` of this setting's targets; `ids` gives the first stop with each element id.
  func targets(_ stops: [Stop], rotors: [CustomRotor], ids: [String: Int]) -> [Int] {
    switch self {
    case .headings: return stops.indices.filter { stops[$0].element.isHeading }
    case .links: return stops.indices.filter { stops[$0].element.isLink }
    case .formControls:
      // Buttons, switches, adjustables and text entry: what Form Controls moves between on iOS.
      let traits: TraitSet = [.button, .toggleButton, .adjustable, .textEntry, .searchField]
      return stops.indices.filter { !stops[$0].element.traits.intersection(traits).isEmpty }
    case .containers:
      // The first stop of each container.
      var seen = Set<String>()
      return stops.indices.filter { i in
        guard let outer = stops[i].containers.first else { return false }
        return seen.insert(outer.key).inserted
      }
    case .actions:
      return []
    case .custom(let name):
      let targets = rotors.first { $0.name == name }?.targets ?? []
      return targets.compactMap { ids[$0] }
    }
  }
}
