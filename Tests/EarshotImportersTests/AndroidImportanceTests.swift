import EarshotEngine
import EarshotImporters
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import Foundation
import Testing

/// Which views of a capture TalkBack is given (`AndroidImportance`): a uiautomator dump and an
/// older Appium source list every view without saying which are important for accessibility, so
/// it is worked out as Android works it out for a view left at `auto`
/// (developer.android.com/reference/android/view/View#isImportantForAccessibility(); the widgets
/// that make themselves important in their constructors, AOSP `TextView.java`, `ProgressBar.java`,
/// `AdapterView.java`, androidx `RecyclerView.java`), and TalkBack, which never asks for the others
/// (google/talkback@26a27dc `talkback/src/main/res/xml-v33/accessibilityservice.xml:5` has no
/// `flagIncludeNotImportantViews`), reads what is left.
@Suite struct AndroidImportanceTests {
  typealias N = AndroidReaderTests

  static func node(_ cls: String, _ bounds: String, _ a: [String: String] = [:], _ children: String = "") -> String {
    N.node(a.merging(["class": cls, "bounds": bounds]) { $1 }, children)
  }

  static func said(_ xml: String) throws -> [String] {
    let result = try read(xml, file: "window_dump.xml")
    return Transcript(document: result.document, reader: TalkBack(language: "en-US")).screens[0].utterances.map(\.speech)
  }

  static func elements(_ xml: String) throws -> (elements: [Element], warnings: [String]) {
    let result = try read(xml, file: "window_dump.xml")
    var all: [Element] = []
    result.document.screens[0].root.forEachDescendant { all.append($0) }
    return (Array(all.dropFirst()), result.warnings.map(\.message))
  }

  /// A settings row: a clickable layout holding an icon without a description, a title and a
  /// summary. The icon is not important (an ImageView with none of the things that make a view
  /// important), so TalkBack says the row's text and no "Unlabelled, Image".
  @Test func anUndescribedIconIsNotGivenToTalkBack() throws {
    let row = Self.node("android.widget.LinearLayout", "[0,300][1080,500]", ["clickable": "true", "focusable": "true"], [
      Self.node("android.widget.ImageView", "[40,360][120,440]"),
      Self.node("android.widget.RelativeLayout", "[160,320][1040,480]", [:], [
        Self.node("android.widget.TextView", "[160,320][1040,400]", ["text": "Mobile network"]),
        Self.node("android.widget.TextView", "[160,400][1040,480]", ["text": "T-Mobile"]),
      ].joined()),
    ].joined())
    let xml = N.dump(Self.node("android.widget.FrameLayout", "[0,0][1080,2400]", [:], row))
    #expect(try Self.said(xml) == ["Mobile network, T-Mobile"])
    let (elements, warnings) = try Self.elements(xml)
    #expect(elements.map(\.importantForAccessibility) == [nil, nil, false, false, nil, nil])
    #expect(warnings.contains { $0.hasPrefix("the capture does not record which views are important for accessibility, so it was worked out as Android does for views that leave it to the system: 2 of 5 views") })
  }

  /// A clickable layout whose only content is an undescribed image is a control TalkBack cannot
  /// name: with the image left out it is a focusable leaf, and TalkBack says "Unlabelled"
  /// (AccessibilityNodeInfoUtils.java:850-857 focuses a focusable leaf; EventTypeViewAccessibilityFocusedFeedbackRule.java:181-193).
  @Test func aControlWithOnlyAnUndescribedImageIsUnlabelled() throws {
    let xml = N.dump(Self.node("android.widget.FrameLayout", "[0,0][1080,2400]", [:],
      Self.node("android.widget.FrameLayout", "[0,300][200,500]", ["clickable": "true", "focusable": "true", "resource-id": "com.example:id/share"],
        Self.node("android.widget.ImageView", "[40,340][160,460]"))))
    #expect(try Self.said(xml) == ["Unlabelled"])
  }

  /// Each paragraph of a ScrollView's plain LinearLayout is an item of the scroll view once the
  /// layout is left out, so each is a stop of its own (`isTopLevelScrollItem`,
  /// AccessibilityNodeInfoUtils.java:1708-1722), not one stop reading all of them.
  @Test func eachTextOfAScrollViewIsItsOwnStop() throws {
    let xml = N.dump(Self.node("android.widget.FrameLayout", "[0,0][1080,2400]", [:],
      Self.node("android.widget.ScrollView", "[0,0][1080,2400]", ["focusable": "true", "scrollable": "true"],
        Self.node("android.widget.LinearLayout", "[0,0][1080,2400]", [:], [
          Self.node("android.widget.TextView", "[0,0][1080,200]", ["text": "Terms"]),
          Self.node("android.widget.TextView", "[0,200][1080,600]", ["text": "By using the app you agree."]),
          Self.node("android.widget.TextView", "[0,600][1080,900]", ["text": "You may cancel at any time."]),
        ].joined()))))
    let said = try Self.said(xml)
    #expect(said.count == 3 && said[0].hasPrefix("Terms") && said[1].hasPrefix("By using the app you agree.") && said[2].hasPrefix("You may cancel"))
  }

  /// Items of a RecyclerView, ListView or GridView are important however plain (the list makes
  /// them so: `AbsListView.obtainView`, RecyclerView's `attachAccessibilityDelegateOnBind`); a
  /// plain `android.view.View` is a custom view whose delegate a capture cannot show, so it is
  /// kept (`UnverifiedMapping.customViewsStayImportant`); what a Compose view reports is kept as
  /// its provider made it; and a ProgressBar makes itself important.
  @Test func listItemsCustomViewsComposeAndProgressBarsStay() throws {
    let xml = N.dump(Self.node("android.widget.FrameLayout", "[0,0][1080,2400]", [:], [
      Self.node("androidx.recyclerview.widget.RecyclerView", "[0,0][1080,1000]", ["scrollable": "true", "focusable": "true"], [
        Self.node("android.widget.LinearLayout", "[0,0][1080,500]", [:], Self.node("android.widget.TextView", "[0,0][1080,500]", ["text": "One"])),
        Self.node("android.widget.LinearLayout", "[0,500][1080,1000]", [:], Self.node("android.widget.TextView", "[0,500][1080,1000]", ["text": "Two"])),
      ].joined()),
      Self.node("android.view.View", "[0,1000][1080,1100]"),
      Self.node("androidx.compose.ui.platform.ComposeView", "[0,1100][1080,2000]", [:],
        Self.node("android.view.View", "[0,1100][1080,2000]", [:], Self.node("android.widget.ImageView", "[0,1100][100,1200]"))),
      Self.node("android.widget.ProgressBar", "[0,2000][100,2100]"),
    ].joined()))
    let (elements, _) = try Self.elements(xml)
    #expect(elements.allSatisfy { $0.importantForAccessibility == nil })
  }

  /// An item partly scrolled out of its list keeps its layouts: the dumpers leave out the children
  /// not on screen, so emptied of them it would read as an "Unlabelled" control it is not. Its
  /// undescribed images are still left out.
  @Test func anItemPartlyScrolledOutKeepsItsLayouts() throws {
    let card = { (bounds: String, image: String) in
      Self.node("android.widget.FrameLayout", bounds, ["clickable": "true", "focusable": "true"],
        Self.node("android.widget.LinearLayout", bounds, [:], Self.node("android.widget.ImageView", image)))
    }
    let xml = N.dump(Self.node("android.widget.FrameLayout", "[0,0][1080,2400]", [:],
      Self.node("androidx.recyclerview.widget.RecyclerView", "[0,0][1080,600]", ["scrollable": "true"], [
        card("[40,0][680,600]", "[40,0][680,300]"), card("[1050,0][1080,600]", "[1050,0][1080,300]"),
      ].joined())))
    let (elements, warnings) = try Self.elements(xml)
    #expect(elements.map(\.importantForAccessibility) == [nil, nil, nil, false, false, nil, nil, false])
    #expect(warnings.contains { $0.hasSuffix("the layouts in 1 list item partly scrolled out of view are kept, since the capture leaves out what is not on screen") })
    // The whole card is an unlabelled control; the cut-off one is not a stop.
    let said = try Self.said(xml)
    #expect(said.count == 1 && said[0].hasPrefix("Unlabelled"), "\(said)")
  }

  /// A Compose tab row (a selectable group with no CollectionInfo of its own) is a one-row
  /// collection of its selectable children, each at its place, as Compose's delegate builds it
  /// (androidx `compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/accessibility/CollectionInfo.android.kt`
  /// at 0094ab03, `setCollectionInfo`, `setCollectionItemInfo`): TalkBack says "1 of 3" and
  /// "In list, 3 items". Stacked down the screen, a radio group is one column.
  @Test func aComposeSelectableGroupIsACollectionOfItsItems() throws {
    func printout(_ frames: [String]) -> String {
      """
      printToLog:
      Printing with useUnmergedTree = 'false'
      Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
       |-Node #2 at (l=0.0, t=63.0, r=1080.0, b=210.0)px
         [SelectableGroup]
          |-Node #3 at \(frames[0])px
          | Role = 'Tab'
          | Selected = 'true'
          | Text = '[Overview]'
          | MergeDescendants = 'true'
          |-Node #4 at \(frames[1])px
          | Role = 'Tab'
          | Selected = 'false'
          | Text = '[Accounts]'
          | Actions = [OnClick]
          | MergeDescendants = 'true'
          |-Node #5 at \(frames[2])px
            Role = 'Tab'
            Selected = 'false'
            Text = '[Bills]'
            Actions = [OnClick]
            MergeDescendants = 'true'
      """
    }
    let row = ["(l=0.0, t=63.0, r=360.0, b=210.0)", "(l=360.0, t=63.0, r=720.0, b=210.0)", "(l=720.0, t=63.0, r=1080.0, b=210.0)"]
    let document = try read(printout(row), file: "printout.txt").document
    let said = Transcript(document: document, reader: TalkBack(language: "en-US")).screens[0].utterances.map(\.speech)
    #expect(said == ["selected, Overview, Tab, 1 of 3, In list, 3 items", "Accounts, Tab, 2 of 3", "Bills, Tab, 3 of 3"], "\(said)")
    let column = ["(l=0.0, t=63.0, r=1080.0, b=210.0)", "(l=0.0, t=210.0, r=1080.0, b=357.0)", "(l=0.0, t=357.0, r=1080.0, b=504.0)"]
    let group = try read(printout(column), file: "printout.txt").document.screens[0].root.children[0].children[0]
    #expect(group.collectionInfo == CollectionInfo(rowCount: 3, columnCount: 1))
    #expect(group.children.map(\.collectionItemInfo?.rowIndex) == [0, 1, 2])
  }

  /// A page source that records importance (`a11y-important`, Appium's servers from 2025) is read
  /// as it says: nothing is worked out.
  @Test func recordedImportanceIsUsedAsGiven() throws {
    let xml = N.source("""
        <android.widget.FrameLayout index="0" class="android.widget.FrameLayout" text="" clickable="false" enabled="true" focusable="false" bounds="[0,0][1080,2400]" displayed="true" a11y-important="true">
          <android.widget.ImageView index="0" class="android.widget.ImageView" text="" clickable="false" enabled="true" focusable="false" bounds="[0,0][100,100]" displayed="true" a11y-important="true" />
          <android.widget.LinearLayout index="1" class="android.widget.LinearLayout" text="" clickable="false" enabled="true" focusable="false" bounds="[0,100][100,200]" displayed="true" a11y-important="false" />
        </android.widget.FrameLayout>
      """)
    let result = try read(xml, file: "source.xml")
    var all: [Element] = []
    result.document.screens[0].root.forEachDescendant { all.append($0) }
    #expect(all.dropFirst().map(\.importantForAccessibility) == [nil, nil, false])
    #expect(!result.warnings.contains { $0.message.contains("was worked out as Android does") })
  }
}
