import EarshotModel
import EarshotReview
import EarshotTestSupport
import Testing

/// The rules that come from `reach`'s model: a case each must find and one it must leave alone.
@Suite struct ReachRuleTests {
  static func sample(_ name: String) -> Document {
    Fixture.document(String(decoding: Repository.read("samples/\(name)"), as: UTF8.self), file: name)
  }

  // WCAG 2.5.3: the name contains the text on screen, or Voice Control users cannot say it.
  @Test func labelInName() {
    let f = findings("label-in-name", #"{"type": "button", "text": "Add to cart", "label": "Add jasmine tea to cart", "frame": [300, 0, 100, 44]}"#)
    #expect(f.count == 1 && f[0].message.contains("\u{201C}Tap Add to cart\u{201D}") && f[0].fix.contains("accessibilityUserInputLabels"))
    // An input label carrying the visible text fixes it; so does a label that contains it.
    #expect(findings("label-in-name", #"{"type": "button", "text": "Add to cart", "label": "Add jasmine tea to cart", "inputLabels": ["Add to cart"], "frame": [300, 0, 100, 44]}"#).isEmpty)
    #expect(findings("label-in-name", #"{"type": "button", "text": "Add", "label": "Add jasmine tea to cart", "frame": [300, 0, 100, 44]}"#).isEmpty)
    // Text that is not a control's is not checked.
    #expect(findings("label-in-name", #"{"type": "label", "text": "Total", "label": "Order total", "frame": [0, 0, 100, 20]}"#).isEmpty)
  }

  // WWDC20 10019, WWDC21 10120: an element marked as not responding is out of reach of the switch
  // scan and the keyboard focus, though VoiceOver still uses it.
  @Test func unreachableForSwitchAndKeyboard() {
    let gesture = #"{"id": "row", "frame": [0, 0, 390, 52], "onActivate": [{"toggle": "row"}], "children": [{"type": "label", "text": "Notifications", "frame": [16, 14, 200, 22]}]}"#
    for rule in ["unreachable-for-switch", "unreachable-for-keyboard"] {
      // A tap on a plain view reaches no technology: custom-control-without-trait reports it once.
      #expect(findings(rule, gesture).isEmpty, "\(rule)")
      let marked = findings(rule, #"{"id": "pay", "type": "button", "text": "Pay", "respondsToUserInteraction": false, "frame": [0, 0, 100, 44]}"#)
      #expect(marked.count == 1 && marked[0].message.contains("respondsToUserInteraction false"), "\(rule)")
      #expect(findings(rule, #"{"id": "pay", "type": "button", "text": "Pay", "frame": [0, 0, 100, 44]}"#).isEmpty, "\(rule)")
      // A dimmed control is meant to be out of use.
      #expect(findings(rule, #"{"id": "pay", "type": "button", "text": "Pay", "traits": ["button", "notEnabled"], "respondsToUserInteraction": false, "frame": [0, 0, 100, 44]}"#).isEmpty, "\(rule)")
    }
  }

  // WWDC19 250: accessory buttons in a row are scan steps on the way to everything below.
  @Test func scanCost() {
    let row = #"""
      {"id": "cell", "type": "cell", "traits": ["button"], "frame": [0, 0, 290, 68], "onActivate": [{"announce": "Opened"}],
       "children": [{"type": "label", "text": "Anna", "frame": [16, 8, 200, 22]}]},
      {"type": "button", "label": "Reply", "image": "arrowshape.turn.up.left", "frame": [294, 18, 32, 32]},
      {"type": "button", "label": "Delete", "image": "trash", "frame": [326, 18, 32, 32]}
      """#
    let f = findings("scan-cost", row)
    #expect(f.count == 1 && f[0].message.contains("2 buttons (\u{201C}Reply\u{201D}, \u{201C}Delete\u{201D})") && f[0].fix.contains("custom actions"))
    // A row of equal controls (a keypad) has no accessory buttons.
    let keys = (0..<3).map { #"{"type": "button", "text": "\#($0)", "frame": [\#($0 * 120), 0, 110, 60]}"# }.joined(separator: ",")
    #expect(findings("scan-cost", keys).isEmpty)
    #expect(findings("scan-cost", in: Self.sample("inbox-actions.json")).isEmpty)
    #expect(findings("scan-cost", in: Self.sample("inbox-buttons.json")).count == 10)
  }
}
