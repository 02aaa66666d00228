import EarshotReview
import EarshotTestSupport
import Testing

/// The rules about what activation does: notifications that match the change (Apple's screenChanged,
/// layoutChanged and announcement documentation).
@Suite struct EffectRuleTests {
  static let error = #"{"id": "error", "type": "label", "text": "Card declined. Try another card.", "hidden": true, "frame": [16, 650, 358, 40]}"#

  func pay(_ effects: String) -> String {
    Self.error + #", {"id": "pay", "type": "button", "text": "Pay", "frame": [230, 770, 144, 50], "onActivate": [\#(effects)]}"#
  }

  // Apple, layoutChanged; WCAG 4.1.3: an error that appears while focus stays on Pay is missed.
  @Test func unannouncedChange() {
    let f = findings("unannounced-change", pay(#"{"set": "error", "hidden": false}"#))
    #expect(f.count == 1 && f[0].elementID == "pay" && f[0].fix.contains(#"{"layoutChanged": "error"}"#))
    #expect(findings("unannounced-change", pay(#"{"set": "error", "hidden": false}, {"layoutChanged": "error"}"#)).isEmpty)
    // MagentaA11y expandable recording: a disclosure says "expanded" and its rows follow it.
    let section = #"{"id": "more", "type": "button", "text": "More", "expanded": false, "frame": [0, 0, 100, 44], "onActivate": [{"set": "row", "hidden": false}]}, {"id": "row", "type": "label", "text": "Row", "hidden": true, "frame": [0, 50, 100, 44]}"#
    #expect(findings("unannounced-change", section).isEmpty)
  }

  // Apple, announcement and layoutChanged: content that appeared takes focus; an announcement is for what has nowhere to focus.
  @Test func announcementInsteadOfFocus() {
    let f = findings("announcement-instead-of-focus", pay(#"{"set": "error", "hidden": false}, {"announce": "Card declined"}"#))
    #expect(f.count == 1 && f[0].message.contains(#"announces "Card declined""#))
    #expect(findings("announcement-instead-of-focus", pay(#"{"set": "error", "hidden": false}, {"layoutChanged": "error"}"#)).isEmpty)
    // A result with nowhere to focus is what announcements are for.
    #expect(findings("announcement-instead-of-focus", pay(#"{"announce": "Saved to Favorites"}"#)).isEmpty)
  }

  /// A two-screen flow whose "Next" button runs `effects`.
  func flow(_ effects: String) -> String {
    #"""
      {"earshot": 1, "start": "cart", "screens": [
        {"id": "cart", "root": {"children": [
          {"id": "title", "type": "label", "text": "Cart", "traits": ["header"], "frame": [16, 56, 358, 34]},
          {"id": "next", "type": "button", "text": "Next", "frame": [16, 100, 120, 44], "onActivate": [\#(effects)]}]}},
        {"id": "pay", "root": {"children": [{"type": "label", "text": "Payment", "traits": ["header"], "frame": [16, 56, 358, 34]}]}}]}
      """#
  }

  // Apple, screenChanged: it makes VoiceOver start again from the top, which a change within the screen should not.
  @Test func redundantScreenChanged() {
    let twice = findings("redundant-screen-changed", in: Fixture.document(flow(#"{"screenChanged": "pay"}, {"screenChanged": "pay"}"#)))
    #expect(twice.count == 1 && twice[0].message.contains("2 times"))
    let same = findings("redundant-screen-changed", in: Fixture.document(flow(#"{"screenChanged": "cart"}"#)))
    #expect(same.count == 1 && same[0].fix.contains("layoutChanged"))
    #expect(findings("redundant-screen-changed", in: Fixture.document(flow(#"{"screenChanged": "pay"}"#))).isEmpty)
  }
}
