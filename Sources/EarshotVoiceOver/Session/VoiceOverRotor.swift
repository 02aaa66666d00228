import EarshotEngine
import EarshotModel

extension RotorSetting {
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

  /// The rotor settings on offer: the screen's custom rotors, then the standard ones, with Actions
  /// only when the focused element has custom actions.
  static func available(screenRotors: [CustomRotor], focused: ResolvedElement?) -> [RotorSetting] {
    var settings = screenRotors.map { RotorSetting.custom($0.name) }
    settings += [.containers, .headings, .links, .formControls]
    if focused?.customActions.isEmpty == false { settings.append(.actions) }
    return settings
  }
}
