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
}
