import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// Visiting order, after AccessibilitySnapshot's `AccessibilityHierarchyParser.swift` and its
/// ElementOrderTests.
@Suite struct VisitOrderTests {
  @Test func explicitAccessibilityElementsKeepTheirExactOrder() {
    // §5a step 4: array order wins over geometry, even for sub-containers (PR #325).
    let order = speech(#"""
      {"accessibilityElements": ["c", "a", "b"], "children": [
        {"id": "a", "type": "label", "text": "A", "frame": [0, 0, 10, 10]},
        {"id": "b", "type": "label", "text": "B", "frame": [0, 100, 10, 10]},
        {"id": "c", "type": "label", "text": "C", "frame": [0, 200, 10, 10]}]}
      """#)
    #expect(order == ["C", "A", "B"])
  }

  @Test func topsLessThanEightPointsApartAreOneLineOnIPhone() {
    // §5b: ≥ 8 pt apart → by y; otherwise by x (PRs #242, #244).
    let sameLine = speech(#"""
      {"type": "label", "text": "right", "frame": [200, 0, 10, 10]},
      {"type": "label", "text": "left", "frame": [0, 7.9, 10, 10]}
      """#)
    #expect(sameLine == ["left", "right"])
    let twoLines = speech(#"""
      {"type": "label", "text": "right", "frame": [200, 0, 10, 10]},
      {"type": "label", "text": "left", "frame": [0, 8, 10, 10]}
      """#)
    #expect(twoLines == ["right", "left"])
  }

  @Test func iPadLineToleranceIsThirteenPoints() {
    let pad = speech(#"""
      {"type": "label", "text": "right", "frame": [200, 0, 10, 10]},
      {"type": "label", "text": "left", "frame": [0, 12, 10, 10]}
      """#, extra: #""device": "iPad","#)
    #expect(pad == ["left", "right"])
  }

  @Test func rightToLeftReversesALine() {
    let rtl = speech(#"""
      {"type": "label", "text": "a", "frame": [0, 0, 10, 10]},
      {"type": "label", "text": "b", "frame": [100, 0, 10, 10]},
      {"type": "label", "text": "c", "frame": [0, 50, 10, 10]}
      """#, extra: #""layoutDirection": "rightToLeft","#)
    #expect(rtl == ["b", "a", "c"])
  }

  /// The ElementOrderTests arrangement: elements at -120, 0, +120; a container holding +60 then -60.
  static let arrangement = #"""
    {"type": "label", "text": "Element 0", "frame": [0, -120, 10, 10]},
    {"type": "label", "text": "Element 1", "frame": [0, 0, 10, 10]},
    {"type": "label", "text": "Element 2", "frame": [0, 120, 10, 10]},
    {"id": "box", %@, "children": [
      {"id": "p", "type": "label", "text": "Container +60", "frame": [0, 60, 10, 10]},
      {"id": "m", "type": "label", "text": "Container -60", "frame": [0, -60, 10, 10]}]}
    """#

  @Test func explicitContainerSortsAtItsTopmostChildButKeepsItsOrder() {
    let order = speech(Self.arrangement.replacingOccurrences(of: "%@", with: #""accessibilityElements": ["p", "m"]"#))
    #expect(order == ["Element 0", "Container +60", "Container -60", "Element 1", "Element 2"])
  }

  @Test func groupedChildrenAreSortedAndStayTogether() {
    let order = speech(Self.arrangement.replacingOccurrences(of: "%@", with: #""groupChildren": true"#))
    #expect(order == ["Element 0", "Container -60", "Container +60", "Element 1", "Element 2"])
  }

  @Test func ungroupedChildrenInterleaveByPosition() {
    let order = speech(Self.arrangement.replacingOccurrences(of: "%@", with: #""hidden": false"#))
    #expect(order == ["Element 0", "Container -60", "Element 1", "Container +60", "Element 2"])
  }

  @Test func anElementHidesItsSubtree() {
    let order = speech(#"""
      {"isAccessibilityElement": true, "label": "Parent", "children": [{"type": "label", "text": "Child"}]}
      """#)
    #expect(order == ["Parent"])
  }

  @Test func hiddenViewsAndTheirSubtreesAreSkipped() {
    let order = speech(#"""
      {"type": "label", "text": "Shown", "frame": [0, 0, 10, 10]},
      {"hidden": true, "children": [{"type": "label", "text": "Inside hidden", "frame": [0, 20, 10, 10]}]},
      {"type": "button", "text": "Hidden button", "hidden": true}
      """#)
    #expect(order == ["Shown"])
  }

  @Test func aModalViewHidesItsSiblingsAndTheLastModalWins() {
    // §5a step 5: only the last modal subview of a sibling set is walked.
    let order = speech(#"""
      {"type": "label", "text": "Behind", "frame": [0, 0, 10, 10]},
      {"modal": true, "children": [{"type": "label", "text": "First sheet"}]},
      {"modal": true, "children": [{"type": "label", "text": "Alert"}]}
      """#)
    #expect(order == ["Alert"])
  }

  @Test func aModalViewHidesItsSiblingsWhenTheOrderIsExplicit() {
    // Apple's `accessibilityViewIsModal`: VoiceOver ignores the elements of the modal view's siblings,
    // whatever gives the order; VoiceOver Designer's iOS preview lists a modal container in
    // `accessibilityElements` (VODGroup/VoiceOverDesigner at e0978fcd, `VoiceOverContainer.swift`).
    let order = speech(#"""
      {"accessibilityElements": ["behind", "sheet", "alert", "after"], "children": [
        {"id": "behind", "type": "label", "text": "Behind", "frame": [0, 0, 10, 10]},
        {"id": "sheet", "modal": true, "children": [{"type": "label", "text": "First sheet"}]},
        {"id": "alert", "modal": true, "children": [{"type": "label", "text": "Alert"}]},
        {"id": "after", "type": "button", "text": "After", "frame": [0, 50, 10, 10]}]}
      """#)
    #expect(order == ["Alert"])
    let hiddenModal = speech(#"""
      {"accessibilityElements": ["behind", "sheet"], "children": [
        {"id": "behind", "type": "label", "text": "Behind", "frame": [0, 0, 10, 10]},
        {"id": "sheet", "modal": true, "hidden": true, "children": [{"type": "label", "text": "Sheet"}]}]}
      """#)
    #expect(hiddenModal == ["Behind"])
  }

  @Test func combineJoinsChildLabelsIgnoreKeepsOwnFieldsContainGroups() {
    // WWDC19 238 and AccessibilitySnapshot (SwiftUI joins combined labels with ", ").
    let order = speech(#"""
      {"combine": "combine", "frame": [0, 0, 300, 40], "children": [
        {"type": "label", "text": "Anna", "frame": [0, 0, 100, 20]},
        {"type": "button", "text": "Reply", "frame": [200, 0, 50, 20]}]},
      {"combine": "ignore", "label": "Written label", "frame": [0, 50, 300, 40], "children": [{"type": "label", "text": "ignored"}]},
      {"combine": "contain", "label": "Mini player", "frame": [0, 100, 300, 40], "children": [
        {"type": "button", "text": "Play", "frame": [0, 100, 40, 40]}]}
      """#)
    // A child button stays out of the combined label and becomes its action (CombineOverControlsTests).
    #expect(order == ["Anna, Actions available", "Written label", "Mini player, Play, button"])
  }

  @Test func theOrderFollowsTheFrameNotTheAccessibilityPath() {
    // AccessibilitySnapshot issue #221 and pull request #242, checked on device: the path is drawn,
    // never sorted by. UIKit's accessibilityPath; SwiftUI's contentShape(.accessibility, …) alike.
    let screen = #"""
      {"isAccessibilityElement": true, "label": "Below by frame", "frame": [0, 100, 100, 40], "accessibilityPath": [[0, 0], [100, 0], [100, 40]]},
      {"type": "label", "text": "Above by frame", "frame": [0, 50, 100, 20]}
      """#
    #expect(speech(screen) == ["Above by frame", "Below by frame"])
    #expect(Fixture.diagnostics(#"{"root": {"children": [{"accessibilityPath": [[0, 0], [1, 1]]}]}}"#).map(\.description)
      == [#"fixture.json: root.children[0].accessibilityPath: a path needs at least 3 points [x, y], found 2"#])
  }

  @Test func aSubtreeWithItsOwnDirectionIsReadInIt() {
    // Apple's UISemanticContentAttribute (`playback`, `forceLeftToRight`: not flipped in a right-to-left
    // layout) and SwiftUI's `.environment(\.layoutDirection, .leftToRight)`: the controls keep their
    // order inside a right-to-left screen, which reads the rest right to left.
    let screen = #"""
      {"type": "label", "text": "عنوان", "frame": [200, 0, 190, 30]},
      {"type": "label", "text": "فنان", "frame": [0, 0, 190, 30]},
      {"combine": "contain", "layoutDirection": "leftToRight", "frame": [0, 40, 390, 44], "children": [
        {"type": "button", "label": "Previous", "frame": [0, 40, 130, 44]},
        {"type": "button", "label": "Play", "frame": [130, 40, 130, 44]},
        {"type": "button", "label": "Next", "frame": [260, 40, 130, 44]}]}
      """#
    let stops = Transcript(document: Fixture.screen(screen, extra: #""layoutDirection": "rightToLeft","#), reader: Fixture.reader(), speakHints: false)
      .screens[0].entries.map(\.utterance.speech)
    #expect(stops == ["عنوان", "فنان", "Previous, button", "Play, button", "Next, button"])
  }

  @Test func higherSortPriorityComesFirst() {
    let order = speech(#"""
      {"type": "label", "text": "Top", "frame": [0, 0, 10, 10]},
      {"type": "label", "text": "Summary", "sortPriority": 1, "frame": [0, 300, 10, 10]}
      """#)
    #expect(order == ["Summary", "Top"])
  }

  @Test func zeroSizeElementsAreNotVisitedButThinOnesAre() {
    // AccessibilitySnapshot's `AccessibilityHierarchyParser.swift`: a view is pruned when its size is
    // zero (`CGSize.zero`) and it is an element; one 0 pt wide with a height is still visited.
    let order = speech(#"""
      {"type": "button", "text": "Zero", "frame": [0, 0, 0, 0]}, {"type": "button", "text": "Thin", "frame": [0, 20, 0, 44]},
      {"type": "button", "text": "Real", "frame": [0, 70, 44, 44]}
      """#)
    #expect(order == ["Thin, button", "Real, button"])
  }

  @Test func aZeroSizeContainerWithExplicitElementsIsSkippedWithThem() {
    // AccessibilitySnapshot's ElementOrderTests: a zero-size container holding explicit elements is
    // skipped entirely; a zero-size wrapper without them is kept (its children overflow and show).
    let order = speech(#"""
      {"frame": [0, 0, 0, 0], "accessibilityElements": ["a"], "children": [{"id": "a", "type": "label", "text": "Inside", "frame": [0, 0, 50, 20]}]},
      {"frame": [0, 40, 0, 0], "children": [{"type": "label", "text": "Wrapped", "frame": [0, 40, 50, 20]}]}
      """#)
    #expect(order == ["Wrapped"])
  }

  @Test func elementsWithoutFramesKeepHierarchyOrder() {
    let order = speech(#"{"type": "label", "text": "first"}, {"type": "label", "text": "second"}, {"type": "label", "text": "third"}"#)
    #expect(order == ["first", "second", "third"])
  }

  @Test func plainViewsAndUnlabeledImagesAreNotStops() {
    // README, "The screen document": a plain view gets nothing; UIImageView is not an element until labeled.
    let order = speech(#"{"text": "custom view"}, {"type": "image", "image": "divider"}, {"type": "image", "image": "x", "label": "Logo"}"#)
    #expect(order == ["Logo, image"])
  }

  /// The order keeps the groups it was made from: containers, series and `groupChildren` views
  /// become a tree whose leaves are the stops, with each stop's place in the document.
  @Test func theOrderKeepsItsGroupTree() {
    let document = Fixture.screen(#"""
      {"id": "title", "type": "label", "text": "Title", "traits": ["header"], "frame": [0, 0, 100, 20]},
      {"id": "row", "groupChildren": true, "children": [
        {"type": "label", "text": "Name", "frame": [0, 40, 100, 20]},
        {"type": "button", "text": "Edit", "frame": [200, 40, 60, 20]}]},
      {"id": "tabs", "type": "tabBar", "frame": [0, 800, 390, 44], "children": [
        {"text": "Home", "frame": [0, 800, 100, 44]}, {"text": "Search", "frame": [100, 800, 100, 44]}]}
      """#)
    let order = VisitOrder(reader: Fixture.reader()).order(of: ScreenState(screen: document.screens[0]))
    #expect(order.stops.map(\.element.label) == ["Title", "Name", "Edit", "Home", "Search"])
    #expect(order.groups.map(\.key) == ["row", "tabs"])
    #expect(order.groups.map(\.kind) == [.group, .tabBar])
    #expect(order.top == [.stop(0), .group(0), .group(1)])
    #expect(order.groups[1].members == [.stop(3), .stop(4)])
    #expect(order.groups(around: 2).map(\.key) == ["row"] && order.groups(around: 0).isEmpty)
    #expect(order.stops[2].origin == .element(ElementPath([1, 1])))
  }

  @Test func aSteppersButtonsComeFromTheStepper() {
    let document = Fixture.screen(#"""
      {"type": "label", "text": "Cups", "frame": [0, 0, 100, 20]},
      {"id": "cups", "type": "stepper", "label": "Cups", "adjustable": {"min": 0, "max": 5, "value": 2}, "frame": [0, 40, 100, 40]}
      """#)
    let order = VisitOrder(reader: Fixture.reader()).order(of: ScreenState(screen: document.screens[0]))
    #expect(order.stops.map(\.origin) == [.element(ElementPath([0])), .stepperButton(stepper: ElementPath([1]), direction: -1),
                                          .stepperButton(stepper: ElementPath([1]), direction: 1)])
    #expect(order.groups.map(\.kind) == [.stepper] && order.groups[0].path == ElementPath([1]))
  }

  @Test func anExplicitOrderRecordsWhereEachStopIs() {
    let document = Fixture.screen(#"""
      {"id": "list", "accessibilityElements": ["b", "a"], "children": [
        {"children": [{"id": "a", "type": "label", "text": "A"}]}, {"id": "b", "type": "label", "text": "B"}]}
      """#)
    let order = VisitOrder(reader: Fixture.reader()).order(of: ScreenState(screen: document.screens[0]))
    #expect(order.stops.map(\.origin) == [.element(ElementPath([0, 1])), .element(ElementPath([0, 0, 0]))])
    #expect(order.groups.map(\.isExplicit) == [true])
  }
}
