import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// A resolved element compares every field of the element's extras it reads, without a hand-kept
/// list: a field added to `ElementExtras` is compared as soon as it exists.
@Suite struct ResolvedElementTests {
  static func resolved(_ element: String) -> ResolvedElement {
    Fixture.reader().order(of: ScreenState(screen: Fixture.screen(element).startScreen)).stops[0].element
  }

  @Test(arguments: [
    #""headingLevel": 2"#, #""placeholder": "Name""#, #""onMagicTap": [{"announce": "Tap"}]"#, #""respondsToUserInteraction": false"#,
    #""onExpand": [{"announce": "Open"}]"#, #""inputLabels": ["Pay"]"#, #""rotors": [{"name": "Dates", "targets": []}]"#,
  ])
  func anExtraFieldMakesADifference(field: String) {
    let plain = Self.resolved(#"{"type": "button", "label": "Pay"}"#)
    let other = Self.resolved(#"{"type": "button", "label": "Pay", \#(field)}"#)
    #expect(plain == plain && other != plain, "\(field)")
  }

  /// The hint, actions and custom content, held apart from the rest, read and write back as the
  /// element's own and are compared: emptied again, the element equals one that never had them.
  @Test func theHintActionsAndContentReadBackAndCompare() {
    let plain = Self.resolved(#"{"type": "button", "label": "Pay"}"#)
    let written = Self.resolved(#"{"type": "button", "label": "Pay", "hint": "Pays now", "customActions": [{"name": "Split"}], "customContent": [{"label": "Total", "value": "$3"}]}"#)
    #expect(written.hint == "Pays now" && written.customActions.map(\.name) == ["Split"])
    #expect(written.customContent.map(\.label) == ["Total"] && written != plain)
    #expect(plain.hint == nil && plain.customActions.isEmpty && plain.customContent.isEmpty)
    var changed = plain
    changed.hint = "Pays now"
    #expect(changed != plain && changed.hint == "Pays now")
    changed.customActions.append(CustomAction(name: "Split"))
    #expect(changed.customActions.map(\.name) == ["Split"] && plain.customActions.isEmpty)
    changed.hint = nil
    changed.customActions = []
    #expect(changed == plain)
  }
}
