import EarshotModel

/// Traits as captures spell them: UIKit's raw bits (XCUITest's `traits: N` in Xcode 9–10) and the
/// names WebDriverAgent and idb list.
enum TraitNames {
  /// `UIAccessibilityTraits` bits from Apple's SDK headers, with the private ones VoiceOver speaks
  /// (AccessibilitySnapshot's `UIAccessibility+SnapshotAdditions.swift` lists the private bits).
  /// Not VoiceOver Designer's bits, which differ (see `DesignerTraits`).
  static let uikitBits: [(bit: Int, trait: Trait)] = [
    (0, .button), (1, .link), (2, .image), (3, .selected), (4, .playsSound), (5, .keyboardKey),
    (6, .staticText), (7, .summaryElement), (8, .notEnabled), (9, .updatesFrequently), (10, .searchField),
    (11, .startsMediaSession), (12, .adjustable), (13, .allowsDirectInteraction), (14, .causesPageTurn),
    (15, .tabBar), (16, .header), (18, .textEntry), (21, .isEditing), (24, .secureTextField),
    (27, .backButton), (28, .tabBarItem), (47, .textArea), (53, .toggleButton),
  ]

  static func uikit(_ raw: UInt64) -> TraitSet {
    var traits = TraitSet()
    for (bit, trait) in uikitBits where raw & (1 << UInt64(bit)) != 0 { traits.add(trait) }
    return traits
  }

  /// WebDriverAgent's names (FBAccessibilityTraits.m) and idb's (FBAccessibilityTraits.swift),
  /// as docs/CAPTURE-FORMATS.md describes.
  static let byName: [String: TraitSet] = [
    "none": [], "button": [.button], "link": [.link], "header": [.header], "heading": [.header],
    "searchfield": [.searchField], "image": [.image], "selected": [.selected], "playssound": [.playsSound],
    "keyboardkey": [.keyboardKey], "statictext": [.staticText], "summaryelement": [.summaryElement],
    "notenabled": [.notEnabled], "updatesfrequently": [.updatesFrequently], "startsmediasession": [.startsMediaSession],
    "adjustable": [.adjustable], "allowsdirectinteraction": [.allowsDirectInteraction], "causespageturn": [.causesPageTurn],
    "tabbar": [.tabBar], "togglebutton": [.toggleButton], "toggle": [.toggleButton], "supportszoom": [.supportsZoom],
    "tabbutton": [.tabBarItem], "tabbaritem": [.tabBarItem], "backbutton": [.backButton],
    "securetextfield": [.textEntry, .secureTextField], "textentry": [.textEntry], "textfield": [.textEntry],
    "isediting": [.isEditing], "textarea": [.textEntry, .textArea],
  ]

  /// The traits named in `names`, and the names that mean nothing known.
  static func named(_ names: [String]) -> (traits: TraitSet, unknown: [String]) {
    var traits = TraitSet()
    var unknown: [String] = []
    for name in names {
      let key = name.lowercased().filter { $0.isLetter }
      if let known = byName[key] { traits.formUnion(known) } else if !key.isEmpty { unknown.append(name) }
    }
    return (traits, unknown)
  }
}
