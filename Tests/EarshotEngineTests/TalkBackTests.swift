@testable import EarshotEngine
import EarshotModel
@testable import EarshotTalkBack
import EarshotTestSupport
@testable import EarshotVoiceOver
import Testing

/// TalkBack's rules, each pinned to its source: google/talkback@26a27dc009d5b3605e744222541f045a3c24e038
/// (TB below; paths under `utils/src/main/java/com/google/android/accessibility/utils/` are "utils/…",
/// under `talkback/src/main/java/com/google/android/accessibility/talkback/` "talkback/…").
@Suite struct TalkBackTests {
  /// An Android screen of one window (a full-screen FrameLayout) holding `nodes`.
  static func android(_ nodes: String, title: String? = nil) -> Document {
    Fixture.screen(#"{"className": "android.widget.FrameLayout", "frame": [0, 0, 400, 800], "children": [\#(nodes)]}"#,
                   extra: #""platform": "android", \#(title.map { #""title": "\#($0)","# } ?? "")"#)
  }

  static func said(_ document: Document, language: String = "en-US", hints: Bool = false) -> [String] {
    Transcript(document: document, reader: TalkBack(language: language), speakHints: hints).screens[0].utterances.map(\.text)
  }

  static func said(_ nodes: String, hints: Bool = false) -> [String] { said(android(nodes), hints: hints) }

  // MARK: - Which nodes take focus (utils/AccessibilityNodeInfoUtils.java:779-890)

  @Test func textTakesFocusUnlessAFocusableAncestorSpeaksIt() {
    // :871-882: text with no focusable ancestor is a stop; a plain layout never is (:827-829).
    #expect(Self.said(#"{"className": "android.widget.LinearLayout", "children": [{"className": "android.widget.TextView", "text": "Delivery"}, {"className": "android.widget.TextView", "text": "Tomorrow"}]}"#)
            == ["Delivery", "Tomorrow"])
    // A clickable row speaks its text children as one stop (:854-865, :986-1036).
    #expect(Self.said(#"{"className": "android.widget.LinearLayout", "clickable": true, "children": [{"className": "android.widget.TextView", "text": "Delivery"}, {"className": "android.widget.TextView", "text": "Tomorrow"}]}"#)
            == ["Delivery, Tomorrow"])
  }

  @Test func aFocusableContainerOfControlsIsNotAStop() {
    // :836-865: a focusable container whose children are all clickable has nothing of its own to say.
    #expect(Self.said(#"{"className": "android.widget.LinearLayout", "focusable": true, "children": [{"className": "android.widget.Button", "text": "Yes", "clickable": true}, {"className": "android.widget.Button", "text": "No", "clickable": true}]}"#)
            == ["Yes, Button", "No, Button"])
  }

  @Test func anUnlabelledControlStillTakesFocus() {
    // :850-853 a focusable leaf takes focus with nothing to say; talkback/compositor/AccessibilityNodeFeedbackUtils.java:264-309
    // says "Unlabelled" when it has no role word either; an ImageButton says "Unlabelled, Button"
    // (talkback/compositor/roledescription/NonTextViewsDescription.java:70-90).
    #expect(Self.said(#"{"className": "android.view.View", "clickable": true}, {"className": "android.widget.ImageButton", "clickable": true}"#)
            == ["Unlabelled", "Unlabelled, Button"])
  }

  @Test func itemsOfAScrollingListTakeFocusAsUnits() {
    // :1708-1750, :755-758: a speaking child of a list or scroll view is focusable as a whole.
    let nodes = #"{"className": "android.widget.ScrollView", "children": [{"className": "android.widget.LinearLayout", "children": [{"className": "android.widget.TextView", "text": "Apples"}, {"className": "android.widget.TextView", "text": "Red"}]}]}"#
    #expect(Self.said(nodes) == ["Apples, Red"])
  }

  @Test func screenReaderFocusableGroupsWithoutClicks() {
    // :1696-1700: isScreenReaderFocusable counts as focusable.
    #expect(Self.said(#"{"className": "android.widget.LinearLayout", "screenReaderFocusable": true, "children": [{"className": "android.widget.TextView", "text": "Total"}, {"className": "android.widget.TextView", "text": "$17.70"}]}"#)
            == ["Total, $17.70"])
  }

  @Test func nodesTalkBackIsNotGivenAreLeftOut() {
    // talkback/src/main/res/xml-v33/accessibilityservice.xml:5 asks for no unimportant views; their
    // children are reported as their parent's. Hidden nodes are gone with their subtree.
    let nodes = #"{"className": "android.widget.LinearLayout", "importantForAccessibility": false, "children": [{"className": "android.widget.TextView", "text": "Kept"}]}, {"className": "android.widget.TextView", "text": "Gone", "hidden": true}"#
    #expect(Self.said(nodes) == ["Kept"])
  }

  // MARK: - Order (utils/traversal/)

  @Test func swipingFollowsTheTreeNotTheGeometry() {
    // TraversalStrategyUtils.java:49-66, WorkingTree.java:112-128: pre-order, whatever the frames.
    let nodes = #"{"className": "android.widget.TextView", "text": "Below", "frame": [0, 400, 100, 20]}, {"className": "android.widget.TextView", "text": "Above", "frame": [0, 10, 100, 20]}"#
    #expect(Self.said(nodes) == ["Below", "Above"])
  }

  @Test func traversalBeforeAndAfterMoveNodes() {
    // OrderedTraversalController.java:120-225: before puts the node where its target was; after
    // puts it behind its target's subtree.
    let before = #"{"id": "a", "className": "android.widget.TextView", "text": "A"}, {"id": "b", "className": "android.widget.TextView", "text": "B", "traversalBefore": "a"}"#
    // (One capital letter is said "capital B": CompositorUtils.java:143-152.)
    #expect(Self.said(before) == ["capital B", "capital A"])
    let after = #"{"id": "a", "className": "android.widget.TextView", "text": "A", "traversalAfter": "c"}, {"id": "b", "className": "android.widget.TextView", "text": "B"}, {"id": "c", "className": "android.widget.TextView", "text": "C"}"#
    #expect(Self.said(after) == ["capital B", "capital C", "capital A"])
    // A move into the node's own subtree is ignored (:147-158); but two nodes each before the
    // other pass that test, and the second move finds the first no longer among its parent's
    // children (:165-167): both drop out of the order, as the audit's traversal rule warns.
    let loop = #"{"id": "a", "className": "android.widget.TextView", "text": "A", "traversalBefore": "b"}, {"id": "b", "className": "android.widget.TextView", "text": "B", "traversalBefore": "a"}, {"className": "android.widget.TextView", "text": "C"}"#
    #expect(Self.said(loop) == ["capital C"])
  }

  @Test func aChainThroughEveryNodeIsFollowed() {
    // As a Compose import links a screen: every node before the next, two of them swapped against
    // the printed order. The moves of a chain of thousands give the chain's order.
    let count = 3000
    var order = Array(0..<count)
    order.swapAt(count - 3, count - 2)
    var next: [Int: Int] = [:]
    for (a, b) in zip(order, order.dropFirst()) { next[a] = b }
    let nodes = (0..<count).map { i in
      #"{"id": "n\#(i)", "className": "android.widget.TextView", "text": "T\#(i)"\#(next[i].map { #", "traversalBefore": "n\#($0)""# } ?? "")}"#
    }.joined(separator: ",")
    #expect(Self.said(nodes) == order.map { "T\($0)" })
    // The same chain written with traversalAfter, the other way round.
    let after = (0..<count).map { i in
      let previous = next.first { $0.value == i }?.key
      return #"{"id": "n\#(i)", "className": "android.widget.TextView", "text": "T\#(i)"\#(previous.map { #", "traversalAfter": "n\#($0)""# } ?? "")}"#
    }.joined(separator: ",")
    #expect(Self.said(after) == order.map { "T\($0)" })
  }

  @Test func aWrapperIsJudgedByWhereItsContentIs() {
    // ReorderedChildrenIterator.java:113-187 with NodeCachedBoundsCalculator.java:79-152: a layout
    // TalkBack does not focus, drawn over the whole screen but holding only a button at the bottom,
    // goes after the title its own bounds would put it before.
    let nodes = #"{"className": "android.widget.FrameLayout", "frame": [0, 0, 400, 700], "children": [{"className": "android.widget.Button", "text": "Go", "clickable": true, "frame": [0, 600, 400, 50]}]}, {"className": "android.widget.TextView", "text": "Title", "frame": [0, 100, 400, 40]}"#
    #expect(Self.said(nodes) == ["Title", "Go, Button"])
  }

  // MARK: - What is said (talkback/compositor/)

  @Test func stateThenNameThenRoleWithRepeatsDropped() {
    // donottranslate.xml:969 (state, name, role); RoleDescriptionExtractor.java:118-122 with
    // CompositorUtils.dedupJoin (:83-109): a part equal to an earlier one, ignoring case, is dropped.
    #expect(Self.said(#"{"className": "android.widget.Button", "text": "Pay now", "clickable": true, "stateDescription": "Pending"}"#)
            == ["Pending, Pay now, Button"])
    #expect(Self.said(#"{"className": "android.widget.Button", "text": "button", "clickable": true}"#) == ["button"])
  }

  @Test func aContentDescriptionSpeaksForItsChildren() {
    // AccessibilityNodeFeedbackUtils.java:80-91 and TreeNodesDescription.java:270-306.
    #expect(Self.said(#"{"className": "android.widget.LinearLayout", "clickable": true, "contentDescription": "Delivery tomorrow", "children": [{"className": "android.widget.TextView", "text": "Delivery"}]}"#)
            == ["Delivery tomorrow"])
  }

  @Test func selectedFirstDisabledLast() {
    // TreeNodesDescription.java:102-108; AccessibilityNodeFeedbackUtils.java:405-432 (never a heading).
    #expect(Self.said(#"{"className": "android.widget.Button", "text": "Home", "clickable": true, "selected": true, "enabled": false}"#)
            == ["selected, Home, Button, disabled"])
    #expect(Self.said(#"{"className": "android.widget.TextView", "text": "Section", "heading": true, "enabled": false}"#) == ["Section, Heading"])
  }

  @Test func checkedStatesAndSwitches() {
    // TreeNodesDescription.java:229-239: "checked"/"not checked" before a checkable's name when no
    // state description says it; SwitchDescription.java:62-110 for switches, with Android's own
    // on/off (TalkBackUnverified.switchStatesFromAndroid).
    #expect(Self.said(#"{"className": "android.widget.CheckBox", "text": "Remember me", "checkable": true, "checked": false, "clickable": true}"#)
            == ["not checked, Remember me, Check box"])
    #expect(Self.said(#"{"className": "android.widget.Switch", "text": "Wi-Fi", "checkable": true, "checked": true, "clickable": true}"#)
            == ["on, Wi-Fi, Switch"])
    var plain = TalkBack(language: "en-US")
    plain.unverified.switchStatesFromAndroid = false
    let lines = Transcript(document: Self.android(#"{"className": "android.widget.Switch", "text": "Wi-Fi", "checkable": true, "checked": true}"#),
                           reader: plain).screens[0].utterances.map(\.speech)
    #expect(lines == ["Wi-Fi, Switch"])
  }

  @Test func headingsAndTheirRoleDescription() {
    // EventTypeViewAccessibilityFocusedFeedbackRule.java:224-239.
    #expect(Self.said(#"{"className": "android.widget.TextView", "text": "Shipping", "heading": true}"#) == ["Shipping, Heading"])
  }

  @Test func fieldsImagesErrorsAndRanges() {
    // EditTextDescription.java:63-143; AccessibilityNodeFeedbackUtils.java:474-481 (a field showing
    // its hint does not repeat it), :578-587 ("Error: "); NonTextViewsDescription.java:45-90;
    // SeekBarDescription.java:99-127.
    #expect(Self.said(#"{"className": "android.widget.EditText", "hint": "Email", "editable": true, "clickable": true, "focusable": true}"#)
            == ["Email, Edit box"])
    #expect(Self.said(#"{"className": "android.widget.EditText", "text": "a@b.c", "hint": "Email", "editable": true, "focusable": true, "error": "Not an address"}"#)
            == ["a@b.c, Edit box, Error: Not an address, Email"])
    #expect(Self.said(#"{"className": "android.widget.EditText", "text": "secret", "password": true, "editable": true, "focusable": true}"#)
            == ["password, 6 characters, Edit box"])
    // A field whose text is its hint is showing the hint (a capture without isShowingHintText
    // writes the hint as the text): said once. An empty password field showing its hint has no
    // selection to count (EditTextDescription.java:85-101), so TalkBack says the hint, not "5 characters".
    #expect(Self.said(#"{"className": "android.widget.EditText", "text": "Email", "hint": "Email", "editable": true, "clickable": true, "focusable": true}"#)
            == ["Email, Edit box"])
    #expect(Self.said(#"{"className": "android.widget.EditText", "text": "PIN code", "hint": "PIN code", "password": true, "editable": true, "focusable": true}"#)
            == ["password, PIN code, Edit box"])
    #expect(Self.said(#"{"className": "android.widget.ScrollView", "children": [{"className": "android.widget.ImageView", "contentDescription": "Product photo"}]}"#)
            == ["Product photo, Image"])
    #expect(Self.said(#"{"className": "android.widget.SeekBar", "contentDescription": "Volume", "focusable": true, "rangeInfo": {"type": "int", "min": 0, "max": 100, "current": 40}}"#)
            == ["40, Volume, Slider"])
    #expect(Self.said(#"{"className": "android.widget.ProgressBar", "focusable": true, "rangeInfo": {"type": "percent", "min": 0, "max": 100, "current": 50}}"#)
            == ["50.0 percent, Progress bar"])
    // A range inside a row is said only when the range itself is live (SeekBarDescription.java:45-66):
    // a live region written as "none", as a capture that prints every node's region does, is not live.
    let row = #"{"className": "android.widget.LinearLayout", "clickable": true, "children": [{"className": "android.widget.TextView", "text": "Upload"}, {"className": "android.widget.ProgressBar", "liveRegion": "REGION", "rangeInfo": {"type": "percent", "min": 0, "max": 100, "current": 50}}]}"#
    #expect(Self.said(row.replacingOccurrences(of: "REGION", with: "none")) == Self.said(row.replacingOccurrences(of: #", "liveRegion": "REGION""#, with: "")))
    #expect(Self.said(row.replacingOccurrences(of: "REGION", with: "none")).first?.contains("percent") == false)
    #expect(Self.said(row.replacingOccurrences(of: "REGION", with: "polite")).first?.contains("50.0 percent") == true)
  }

  // MARK: - Collections (utils/monitor/CollectionState.java:649-775, talkback/compositor/CollectionStateFeedbackUtils.java)

  static let list = #"""
    {"className": "androidx.recyclerview.widget.RecyclerView", "collectionInfo": {"rowCount": 3, "columnCount": 1}, "children": [
      {"className": "android.widget.TextView", "text": "Apples", "collectionItemInfo": {"rowIndex": 0, "columnIndex": 0}},
      {"className": "android.widget.TextView", "text": "Bananas", "collectionItemInfo": {"rowIndex": 1, "columnIndex": 0}},
      {"className": "android.widget.TextView", "text": "Cherries", "collectionItemInfo": {"rowIndex": 2, "columnIndex": 0}}]},
    {"className": "android.widget.Button", "text": "Checkout", "clickable": true}
    """#

  @Test func enteringMovingInAndLeavingAList() {
    #expect(Self.said(Self.list) == ["Apples, 1 of 3, In list, 3 items", "Bananas, 2 of 3", "Cherries, 3 of 3", "Checkout, Button, Out of list"])
  }

  @Test func aListOfUnknownSizeSaysNoCounts() {
    // CollectionStateFeedbackUtils.java:265-280, :348-367: counts only when known.
    let nodes = #"{"className": "android.widget.ListView", "collectionInfo": {"rowCount": -1, "columnCount": -1}, "children": [{"className": "android.widget.TextView", "text": "One"}, {"className": "android.widget.TextView", "text": "Two"}]}"#
    #expect(Self.said(nodes) == ["One, In list", "Two"])
  }

  @Test func gridsSayRowsAndColumns() {
    // CollectionStateFeedbackUtils.java:60-69, :202-241.
    let nodes = #"""
      {"className": "android.widget.GridView", "collectionInfo": {"rowCount": 2, "columnCount": 2}, "children": [
        {"className": "android.widget.TextView", "text": "A", "collectionItemInfo": {"rowIndex": 0, "columnIndex": 0}},
        {"className": "android.widget.TextView", "text": "B", "collectionItemInfo": {"rowIndex": 0, "columnIndex": 1}},
        {"className": "android.widget.TextView", "text": "C", "collectionItemInfo": {"rowIndex": 1, "columnIndex": 0}}]}
      """#
    #expect(Self.said(nodes) == ["capital A, Row 1, Column 1, In grid, 2 rows, 2 columns", "capital B, Column 2", "capital C, Row 2, Column 1"])
  }

  // MARK: - Text clean-up (utils/output/SpeechCleanupUtils.java, compositor/CompositorUtils.java:143-161)

  @Test func textIsCleanedUpAsTalkBackDoes() {
    func said(_ text: String, _ language: String = "en-US") -> String {
      let node = #"{"className": "android.widget.TextView", "contentDescription": "\#(text)", "focusable": true}"#
      return Self.said(Self.android(node), language: language).first ?? ""
    }
    // prependCapital (:143-152), with the capital-letters setting at "speak cap" (donottranslate.xml:966).
    #expect(said("Q") == "capital Q" && said("q") == "q" && said("Qt") == "Qt")
    // cleanUp (SpeechCleanupUtils.java:241-264): one symbol by its name, spaces only as "Space".
    #expect(said("+") == "+" && said("&") == "Ampersand" && said(" ? ") == "Question mark" && said("   ") == "Space")
    // collapseRepeatedCharacters (:291-312): a run of one symbol, counted (character_collapse_template).
    #expect(said("Loading...") == "Loading 3 Period" && said("-----") == "5 Dash" && said("a--b") == "a 2 Dash b")
    // Characters equal as Unicode has them: U+037E is ";" (its canonical decomposition); a single letter padded.
    #expect(said("Wait\u{037E}\u{037E}") == "Wait 2 Semicolon" && said(" Q ") == "capital Q" && said("Qé") == "Qé")
    // The words are the profile's, from TalkBack's translations (values-de, values-ru strings_symbols.xml, strings.xml).
    #expect(said("Q", "de-DE") == "großes Q" && said("   ", "de-DE") == "Leertaste" && said("...", "ru-RU") == "Символов Точка: 3.")
    #expect(said("Q", "ru-RU") == "прописная буква Q." && said(".", "en-GB") == "Full stop")
  }

  // MARK: - Hints (talkback/compositor/hint/)

  @Test func hintsByRole() {
    // ClickableHint.java:58-185, LongClickableHint.java:52-124, NodeRoleHint.java:52-125,
    // AccessibilityNodeFeedbackUtils.java:503-556 (the Actions menu).
    func hint(_ node: String) -> String? {
      Transcript(document: Self.android(node), reader: TalkBack(language: "en-US")).screens[0].utterances.first?.hint
    }
    #expect(hint(#"{"className": "android.widget.Button", "text": "Pay", "clickable": true, "longClickable": true}"#)
            == "Double-tap to activate, Double-tap and hold to long press")
    #expect(hint(#"{"className": "android.widget.CheckBox", "text": "Gift", "checkable": true, "clickable": true}"#) == "Double-tap to toggle")
    #expect(hint(#"{"className": "android.widget.EditText", "hint": "Email", "editable": true, "focusable": true, "clickable": true}"#)
            == "Double-tap to edit text")
    #expect(hint(#"{"className": "android.widget.Spinner", "text": "Size", "clickable": true}"#) == "Double-tap to change")
    // ClickableHint.java:160-185: a tap hint only for a node that can be clicked, so a checkable
    // switch whose row takes the click, a field or a drop-down that is not clickable get none;
    // LongClickableHint.java:100-124: the long-press hint only for a long-clickable node.
    #expect(hint(#"{"className": "android.widget.Switch", "text": "Wi-Fi", "checkable": true, "focusable": true}"#) == nil)
    #expect(hint(#"{"className": "android.widget.EditText", "hint": "Email", "editable": true, "focusable": true}"#) == nil)
    #expect(hint(#"{"className": "android.widget.Spinner", "text": "Size", "focusable": true}"#) == nil)
    #expect(hint(#"{"className": "android.widget.TextView", "text": "Note", "focusable": true, "longClickable": true}"#)
            == "Double-tap and hold to long press")
    #expect(hint(#"{"className": "android.widget.SeekBar", "contentDescription": "Volume", "focusable": true}"#) == "\"Swipe up\" or \"Swipe down\" to adjust")
    #expect(hint(#"{"className": "android.widget.TextView", "text": "Mail", "focusable": true, "customActions": [{"name": "Archive"}]}"#)
            == "Actions available, use Tap with 3 fingers to view")
    // AccessibilityFocusHint.java:71: none for a node that is not enabled.
    #expect(hint(#"{"className": "android.widget.Button", "text": "Pay", "clickable": true, "enabled": false}"#) == nil)
  }

  @Test func theHintComesFourHundredMillisecondsAfterTheFocusSpeech() {
    // talkback/eventprocessor/ProcessorAccessibilityHints.java:60-61 (DELAY_HINT).
    #expect(TalkBack(language: "en-US").pauses(with: Fixture.voice()).beforeHint == 400)
  }

  // MARK: - Words (talkback/src/main/res/values*/)

  @Test func everyProfileHasEveryWord() {
    for name in ["en-US", "en-GB", "de-DE", "ru-RU"] {
      let profile = TalkBackProfiles.all[name]
      #expect(profile != nil, "\(name)")
      #expect(profile.map { p in TalkBackWord.allCases.allSatisfy { p.phrases[$0.rawValue] != nil } } == true, "\(name)")
    }
  }

  @Test func translatedWordsAndPlurals() {
    // values-de/strings_compositor.xml:46, :107, :139; values-ru/strings_compositor.xml:48, :109, :141;
    // values-en-rGB/strings_compositor.xml:44, :74.
    let button = #"{"className": "android.widget.Button", "text": "OK", "clickable": true}"#
    #expect(Self.said(Self.android(button), language: "de-DE", hints: true) == ["OK, Schaltfläche Zum Aktivieren doppeltippen"])
    #expect(Self.said(Self.android(button), language: "ru-RU") == ["OK, Кнопка"])
    #expect(Self.said(Self.android(#"{"className": "android.widget.CheckBox", "text": "Gift", "checkable": true, "checked": true, "clickable": true}"#), language: "en-GB",
                      hints: true) == ["ticked, Gift, Tick box Double-tap to toggle."])
    // The resources keep a no-break space between a number and its word (values-ru/strings_compositor.xml:141).
    #expect(Self.said(Self.android(Self.list), language: "ru-RU").first == "Apples, 1 из 3, В списке, 3\u{00A0}элемента")
    #expect(PluralCategory.of(21, language: "ru-RU") == .one && PluralCategory.of(12, language: "ru-RU") == .many
            && PluralCategory.of(3, language: "ru") == .few && PluralCategory.of(1, language: "de-DE") == .one)
    // A language TalkBack's profiles lack speaks en-US; a regional one its primary language's.
    #expect(TalkBack(language: "fr-FR").language == "en-US" && TalkBack(language: "de-AT").language == "de-DE")
  }
}
