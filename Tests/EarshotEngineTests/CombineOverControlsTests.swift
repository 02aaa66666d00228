import EarshotEngine
import EarshotTestSupport
import Testing

/// SwiftUI's `.accessibilityElement(children: .combine)` over controls (docs/EVIDENCE.md, "What
/// SwiftUI's `.combine` joins"): Apple's `AccessibilityChildBehavior.combine` (not all traits are
/// combined; the default action may become a named action), cvs-health/ios-swiftui-accessibility-
/// techniques `CombiningFocus.md` and `CardsView.swift` (a child button's label and trait stay out
/// unless its button trait is removed; a child heading keeps the card a heading).
@Suite struct CombineOverControlsTests {
  /// CVS's `CardsView.swift` card before its fix: a heading, a sentence and a "Shop Now" button.
  static let card = #"""
    {"id": "card", "combine": "combine", "frame": [16, 100, 358, 200], "children": [
      {"type": "label", "text": "Get 20% off with code SUMMER20", "traits": ["header"], "frame": [32, 116, 300, 24]},
      {"type": "label", "text": "Save on summer go-tos", "frame": [32, 148, 300, 40]},
      {"id": "shop", "type": "button", "text": "Shop Now", "frame": [200, 220, 120, 44], "onActivate": [{"announce": "You activated Shop Now."}]}]}
    """#

  @Test func aChildButtonsLabelAndTraitStayOutAndItsActionIsNamed() throws {
    #expect(speech(Self.card) == ["Get 20% off with code SUMMER20, Save on summer go-tos, heading, Actions available"])
    #expect(try run(Self.card, "rotor Actions; rotor-next; activate") == [
      "focus: Get 20% off with code SUMMER20, Save on summer go-tos, heading, Actions available", "rotor: Actions", "rotor: Shop Now",
      "earcon: activate", "announcement: You activated Shop Now.",
    ])
    #expect(try run(Self.card, "action Shop Now").last == "announcement: You activated Shop Now.")
  }

  /// CVS's `CombiningFocusView.swift` user cell: bad (the Options button as it is), then good (its
  /// button trait removed, the combined cell given it back).
  @Test func aButtonWithItsTraitRemovedJoinsTheLabel() {
    let cell = { (buttonTraits: String, cellTraits: String) in #"""
      {"combine": "combine", \#(cellTraits) "frame": [0, 0, 390, 120], "children": [
        {"type": "image", "label": "person", "frame": [180, 8, 30, 30]},
        {"type": "label", "text": "Jane Doe", "frame": [150, 44, 90, 22]},
        {"type": "button", "text": "Options", \#(buttonTraits) "frame": [160, 70, 70, 44]}]}
      """# }
    #expect(speech(cell("", "")) == ["person, Jane Doe, image, Actions available"])
    #expect(speech(cell(#""traits": [],"#, #""traits": ["button"],"#)) == ["person, Jane Doe, Options, button, image"])
  }

  @Test func aSwitchInsideStillGivesItsState() {
    let row = #"""
      {"combine": "combine", "frame": [0, 0, 390, 52], "children": [
        {"type": "label", "text": "Comments", "frame": [16, 14, 200, 22]},
        {"type": "switch", "label": "Comments", "on": false, "frame": [320, 10, 51, 31]}]}
      """#
    #expect(speech(row).first?.contains("Actions available") == false)
  }
}
