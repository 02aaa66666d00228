import EarshotModel

/// VoiceOver Designer's own trait bits (`A11yTraits.swift` in VoiceOver Designer's source). They are not
/// UIKit's raw values: VoiceOver Designer's 257 is button + selected, UIKit's is button + dimmed.
enum DesignerTraits {
  static let bits: [(bit: Int, traits: TraitSet)] = [
    (0, [.button]), (1, [.header]), (2, [.adjustable]), (3, [.link]), (4, [.staticText]), (5, [.image]),
    (6, [.searchField]), (7, [.tabBar]), (8, [.selected]), (9, [.notEnabled]), (10, [.summaryElement]),
    (11, [.playsSound]), (12, [.allowsDirectInteraction]), (13, [.startsMediaSession]), (14, [.updatesFrequently]),
    (15, [.causesPageTurn]), (16, [.keyboardKey]), (18, [.textEntry]),
    // "Switch button": a switch is a toggle with the button trait (UnverifiedMapping.designerSwitchIsToggleButton).
    (20, [.button, .toggleButton]), (21, [.isEditing]),
  ]

  /// The traits of `raw`, and the bits VoiceOver Designer does not define (kept out, as it ignores them).
  static func decode(_ raw: Int) -> (traits: TraitSet, unknownBits: Int) {
    var traits = TraitSet()
    var known = 0
    for (bit, t) in bits {
      let mask = 1 << bit
      known |= mask
      if raw & mask != 0 { traits.formUnion(t) }
    }
    return (traits, raw & ~known)
  }
}
