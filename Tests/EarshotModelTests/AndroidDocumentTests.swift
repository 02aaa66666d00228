import EarshotModel
import EarshotTestSupport
import Testing

/// Android screens in the screen document (`"platform": "android"`): the fields are
/// `AccessibilityNodeInfo`'s, named as Android names them
/// (https://developer.android.com/reference/android/view/accessibility/AccessibilityNodeInfo).
@Suite struct AndroidDocumentTests {
  @Test func decodesEveryAndroidField() {
    let document = Fixture.document(Fixture.everyAndroidField)
    let screen = document.screens[0]
    #expect(screen.platform == .android && screen.density == 2.625 && screen.size == [1080, 2400])
    let a = screen.root.children[0]
    #expect(a.className == "android.widget.CheckBox" && a.resourceId == "com.example:id/a")
    #expect(a.contentDescription == "C" && a.stateDescription == "Some" && a.roleDescription == "Toggle")
    #expect(a.checkable == true && a.checked == .partial && a.selected == false && a.enabled == true)
    #expect(a.clickable == true && a.longClickable == false && a.focusable == true)
    #expect(a.screenReaderFocusable == true && a.importantForAccessibility == true && a.heading == false)
    #expect(a.paneTitle == "Options" && a.liveRegion == .polite && a.error == "E")
    #expect(a.collectionInfo == CollectionInfo(rowCount: 3, columnCount: -1, hierarchical: true))
    #expect(a.collectionItemInfo == CollectionItemInfo(rowIndex: 0, rowSpan: 2, columnIndex: 0, heading: true))
    #expect(a.rangeInfo == RangeInfo(type: .percent, min: 0, max: 100, current: 40))
    #expect(a.scrollable == false && a.password == false && a.editable == false)
    #expect(a.traversalBefore == "b" && a.traversalAfter == "c")
    #expect(a.text == "t" && a.hint == "H" && a.hidden && a.frame == Frame(x: 0, y: 10, width: 1080, height: 147))
    #expect(a.onActivate == [.set(ElementChange(id: "b", state: ElementState(android: AndroidState(
      contentDescription: "D", stateDescription: "S", checked: .partial, selected: true, enabled: false))))])
    #expect(a.children[0].checked == .true && screen.root.children[1].checked == .false)
    #expect(screen.root.children[1].rangeInfo?.type == .float)
  }

  @Test func roundTripsAndWritesOnlyWhatIsSet() throws {
    let document = Fixture.document(Fixture.everyAndroidField)
    let written = DocumentWriter.string(document)
    let back = try DocumentReader.read(bytes: Array(written.utf8), file: "w.json")
    #expect(back.warnings.isEmpty, "\(back.warnings)")
    #expect(back.document == document)
    #expect(DocumentWriter.string(back.document) == written)
    #expect(written.contains(#""platform": "android""#) && written.contains(#""density": 2.625"#))
    #expect(written.contains(#""checked": "partial""#) && written.contains(#""checked": false"#))
    // A span of 1 and a float range are Android's defaults, left out.
    #expect(!written.contains(#""columnSpan""#) && !written.contains(#""type": "float""#))
  }

  /// iOS documents are written as before: no platform, no Android members.
  @Test func iosScreensSayNothingOfAndroid() {
    let text = DocumentWriter.string(Fixture.document(Fixture.everyField))
    #expect(!text.contains("platform") && !text.contains("density") && !text.contains("className"))
    #expect(Fixture.document(Fixture.everyField).screens[0].platform == .ios)
  }

  @Test func aFlowPassesItsPlatformToItsScreens() {
    let document = Fixture.document(#"""
      {"platform": "android", "density": 3, "start": "a", "screens": [
        {"id": "a", "root": {"children": [{"className": "android.widget.Button", "text": "Next"}]}},
        {"id": "b", "density": 2, "root": {"children": [{"className": "android.widget.TextView", "text": "Done"}]}}]}
      """#)
    #expect(document.screens.map(\.platform) == [.android, .android])
    #expect(document.screens.map(\.density) == [3, 2])
  }

  /// An Android field on an iOS screen, or an iOS one on an Android screen, is read but not
  /// spoken by that platform's screen reader: one warning per element, naming the fields.
  @Test func fieldsOfTheOtherPlatformAreNamed() {
    let ios = Fixture.diagnostics(#"{"root": {"children": [{"text": "Pay", "contentDescription": "Pay now", "clickable": true}]}}"#)
    #expect(ios.map(\.description) == [
      #"fixture.json: root.children[0]: "contentDescription", "clickable" are fields of Android screens, and this is an iOS screen, so VoiceOver does not read them; add "platform": "android" to the screen if it is an Android screen, else write label, value and traits"#,
    ])
    let android = Fixture.diagnostics(#"{"platform": "android", "root": {"children": [{"text": "Pay", "traits": ["button"]}, {"label": "x", "type": "button"}]}}"#)
    #expect(android.map(\.place) == ["root.children[0]", "root.children[1]"])
    #expect(android.first?.message == #""traits" is a field of iOS screens, and this is an Android screen, so TalkBack does not read it; write them as Android's fields (contentDescription, stateDescription, className, checked…)"#)
    #expect(android.allSatisfy { $0.severity == .warning })
    // The shared members (text, hint, frame, hidden, effects…) belong to both.
    #expect(Fixture.diagnostics(#"{"platform": "android", "root": {"children": [{"id": "x", "text": "a", "hint": "b", "frame": [0, 0, 1, 1], "hidden": true, "onActivate": [{"toggle": "x"}]}]}}"#).isEmpty)
    // Label spans are the spans of an Android node's text: a link is read, a language or speech is not, and says so.
    #expect(Fixture.diagnostics(#"{"platform": "android", "root": {"children": [{"text": "See the Terms", "labelSpans": [{"text": "Terms", "link": "https://example.com"}]}]}}"#).isEmpty)
    let voiced = Fixture.diagnostics(#"{"platform": "android", "root": {"children": [{"text": "Say Bonjour", "labelSpans": [{"text": "Bonjour", "language": "fr"}]}]}}"#)
    #expect(voiced.map(\.description) == [
      #"fixture.json: root.children[0].labelSpans: on an Android screen Earshot reads a span only as a link (TalkBack's Links reading control), not its "language" or "speech", which are left out; write the text's language as the element's "language""#,
    ])
    #expect(voiced.allSatisfy { $0.severity == .warning })
    #expect(Fixture.diagnostics(#"{"platform": "android", "root": {"children": [{"text": "See the Terms", "labelSpans": [{"text": "Rules", "link": "https://example.com"}]}]}}"#).map(\.severity) == [.error])
  }

  @Test func badAndroidValuesNameThePlaceAndTheFix() {
    func errors(_ element: String, screen: String = #""platform": "android","#) -> [String] {
      Fixture.diagnostics(#"{\#(screen) "root": {"children": [{"id": "x"}, \#(element)]}}"#).filter { $0.severity == .error }.map(\.description)
    }
    #expect(errors(#"{"checked": "yes"}"#) == [#"fixture.json: root.children[1].checked: expected true, false or "partial" (a checkbox whose sub-options differ), found a string"#])
    #expect(errors(#"{"liveRegion": "rude"}"#).first?.contains(#"unknown liveRegion "rude""#) == true)
    #expect(errors(#"{"collectionInfo": {"rowCount": 3}}"#) == [#"fixture.json: root.children[1].collectionInfo: a collection needs "rowCount" and "columnCount" (-1 when not known)"#])
    #expect(errors(#"{"collectionInfo": {"rowCount": -2, "columnCount": 1}}"#) == ["fixture.json: root.children[1].collectionInfo.rowCount: -2 is out of range; accepted: -1 to 100000000"])
    #expect(errors(#"{"collectionItemInfo": {"rowIndex": 0, "columnIndex": 0, "rowSpan": 0}}"#) == ["fixture.json: root.children[1].collectionItemInfo.rowSpan: 0 is out of range; accepted: 1 to 100000000"])
    #expect(errors(#"{"rangeInfo": {"min": 5, "max": 1, "current": 2}}"#) == [#"fixture.json: root.children[1].rangeInfo: "min" (5) is above "max" (1)"#])
    #expect(errors(#"{"rangeInfo": {"min": 0, "max": 1e300, "current": 2}}"#).first?.contains("rangeInfo.max: 1e+300 is out of range") == true)
    #expect(errors(#"{"traversalBefore": "nowhere"}"#).first?.contains(#"root.children[1].traversalBefore: unknown element id "nowhere""#) == true)
    #expect(errors(#"{"id": "y", "traversalAfter": "y"}"#) == ["fixture.json: root.children[1].traversalAfter: an element cannot be visited after itself; name another element's id"])
    #expect(errors("{}", screen: #""platform": "windows","#).first?.contains(#"unknown platform "windows""#) == true)
    #expect(errors("{}", screen: #""platform": "android", "density": 0,"#) == ["fixture.json: density: 0 is out of range; accepted: 0.5 to 10"])
  }

  /// A `set` effect changes the Android state fields; `apply` takes only what it sets.
  @Test func stateChangesApplyField() {
    var state = ElementState(label: "kept", android: AndroidState(contentDescription: "Wi-Fi", checked: .false, enabled: true))
    state.apply(ElementState(android: AndroidState(checked: .true)))
    #expect(state.label == "kept" && state.contentDescription == "Wi-Fi" && state.checked == .true && state.enabled == true)
    state.contentDescription = nil
    state.checked = nil
    state.enabled = nil
    #expect(state.android == nil && state == ElementState(label: "kept"))
  }

  /// Android's fields are held beside the other extras: whatever mix an element writes, it reads
  /// back what it wrote, and two elements are equal (and hash alike) only when every field is.
  @Test func androidFieldsAndOtherExtrasAreKeptApart() {
    var android = AndroidProperties()
    android.className = "android.widget.Button"
    android.clickable = true
    var otherAndroid = android
    otherAndroid.clickable = false
    var withBadge = ElementExtras()
    withBadge.badge = "3"
    var both = withBadge
    both.android = android
    var onlyAndroid = ElementExtras()
    onlyAndroid.android = android
    var otherBoth = withBadge
    otherBoth.android = otherAndroid
    var onlyOtherAndroid = ElementExtras()
    onlyOtherAndroid.android = otherAndroid
    // `adjustable` alone is held in a box of its own too.
    var onlyAdjustable = ElementExtras()
    onlyAdjustable.adjustable = .range(min: 0, max: 100, step: 1, value: 61, format: nil)
    var otherAdjustable = ElementExtras()
    otherAdjustable.adjustable = .values(["Low", "High"], index: 1)
    var adjustableAndBadge = withBadge
    adjustableAndBadge.adjustable = onlyAdjustable.adjustable
    var adjustableAndAndroid = onlyAndroid
    adjustableAndAndroid.adjustable = onlyAdjustable.adjustable
    let all = [
      ElementExtras(), withBadge, both, onlyAndroid, otherBoth, onlyOtherAndroid, onlyAdjustable, otherAdjustable,
      adjustableAndBadge, adjustableAndAndroid,
    ]
    for x in all {
      let shared = SharedExtras(x)
      #expect(shared.fields == x && shared.android == x.android)
      #expect(shared.read(\.badge) == x.badge && shared.read(\.android) == x.android)
      #expect(shared.read(\.adjustable) == x.adjustable && shared.read(\.tableRow) == x.tableRow)
      #expect(shared.read(\.onActivate) == x.onActivate && shared.read(\.headingLevel) == x.headingLevel)
      #expect(shared.read(\.android.className) == x.android.className && shared.read(\.self) == x)
      var changed = shared
      changed.android = otherAndroid
      var expected = x
      expected.android = otherAndroid
      #expect(changed == SharedExtras(expected) && changed.fields == expected && changed.read(\.badge) == x.badge)
      #expect(shared.isEmpty == (x == ElementExtras()))
      for y in all {
        #expect((SharedExtras(x) == SharedExtras(y)) == (x == y))
        if x == y { #expect(SharedExtras(x).hashValue == SharedExtras(y).hashValue) }
      }
    }

    // Set through the element in either order, both are kept.
    var a = Element(path: "a")
    a.className = "android.widget.Button"
    a.badge = "3"
    a.clickable = true
    var b = Element(path: "a")
    b.clickable = true
    b.badge = "3"
    b.className = "android.widget.Button"
    #expect(a.className == "android.widget.Button" && a.clickable == true && a.badge == "3" && a.hasAndroidFields)
    #expect(a == b && a.hashValue == b.hashValue && a.extras.fields == both)
    b.badge = nil
    #expect(b != a && b.className == "android.widget.Button" && b.extras.fields == onlyAndroid)
    b.className = nil
    b.clickable = nil
    #expect(!b.hasAndroidFields && b.extras.isEmpty && b == Element(path: "a"))
  }
}
