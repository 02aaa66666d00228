import EarshotModel

/// A rotor setting (WWDC19 238, WWDC20 10116: turning the rotor speaks the setting's
/// name; swiping down and up then moves to the next and previous target).
public enum RotorSetting: Hashable, Sendable {
  case headings, links, formControls, containers, actions
  case custom(String)

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

  /// Finds the setting a script names, by its English name or the name the reader speaks
  /// (`spokenName`), ignoring case.
  public static func match(_ text: String, in settings: [RotorSetting], spokenName: (RotorSetting) -> String) -> RotorSetting? {
    let wanted = text.lowercased().replacingOccurrences(of: "-", with: " ")
    return settings.first { $0.scriptName.lowercased() == wanted || spokenName($0).lowercased() == wanted }
  }

  /// The positions in `stops` of this setting's targets; `ids` gives the first stop with each element id.
  public func targets(_ stops: [Stop], rotors: [CustomRotor], ids: [String: Int]) -> [Int] {
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
