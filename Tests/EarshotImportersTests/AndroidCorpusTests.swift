import EarshotImporters
import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import Foundation
import Testing

/// Every genuine Android capture (`../shared/android-corpus`, kept apart from the iOS corpus that
/// `CorpusTests` expects to read as iOS) reads in place as an Android screen: the format detected,
/// every node kept, pinned facts of each, and the warnings saying what the capture cannot carry.
@Suite(.needsAndroidCorpus) struct AndroidCorpusTests {
  struct Case: CustomStringConvertible, Sendable {
    var file: String
    var format: CaptureFormat
    /// Nodes in the capture, every one an element.
    var nodes: Int
    var density: Double
    /// The kinds of warning, in order (`Warn`).
    var warnings: [String]
    var description: String { file }
  }

  /// The beginnings of the warnings each capture gives.
  enum Warn {
    static let dump = "a uiautomator dump does not record headings"
    static let appium = "an Appium UiAutomator2 page source does not record state descriptions"
    static let compose = "a Compose semantics printout does not record collection sizes"
    static let density = "the capture does not record the screen's density"
    static let lists = "taken as a collection of unknown size from"
    static let importance = "the capture does not record which views are important for accessibility"
    static let material = "items of a Material navigation bar are read as the bar describes them"
    static let progress = "1 Compose progress indicator is read as Compose describes an indeterminate one"
    static let words = "state or role descriptions are Compose's own words"
    static let merged = "1 merged node lists several texts"
    static let flat = "line 4: the printout's indentation is lost"
    static let more = "line 29: another printout starts here"
  }

  static let cases: [Case] = [
    Case(file: "android-uiautomator-xml/androidviewclient-nexuslauncher-api27-home.xml", format: .uiautomator, nodes: 29, density: 2.625,
         warnings: [Warn.importance, Warn.dump, Warn.density]),
    Case(file: "android-uiautomator-xml/octodiary-compose-loading-1440x3120.xml", format: .uiautomator, nodes: 15, density: 3.5,
         warnings: [Warn.progress, Warn.importance, Warn.dump, Warn.density]),
    Case(file: "android-uiautomator-xml/ultranavbar-nova-launcher-tablet-landscape-home.xml", format: .uiautomator, nodes: 89, density: 2.75,
         warnings: [Warn.lists, Warn.importance, Warn.dump, Warn.density]),
    Case(file: "appium-uiautomator2-xml/alumnium-wikipedia-explore-1080x2176.xml", format: .uiautomator2, nodes: 73, density: 2.625,
         warnings: [Warn.lists, Warn.importance, Warn.appium, Warn.density]),
    Case(file: "appium-uiautomator2-xml/alumnium-wikipedia-explore-1440x2934.xml", format: .uiautomator2, nodes: 77, density: 3.5,
         warnings: [Warn.lists, Warn.importance, Warn.appium, Warn.density]),
    Case(file: "appium-uiautomator2-xml/shirates-deskclock-alarm-list-bottom-nav.xml", format: .uiautomator2, nodes: 62, density: 2.625,
         warnings: [Warn.lists, Warn.material, Warn.importance, Warn.appium, Warn.density]),
    Case(file: "appium-uiautomator2-xml/shirates-playstore-games-tabs.xml", format: .uiautomator2, nodes: 93, density: 2.625,
         warnings: [Warn.lists, Warn.importance, Warn.appium, Warn.density]),
    Case(file: "appium-uiautomator2-xml/shirates-settings-anr-dialog.xml", format: .uiautomator2, nodes: 12, density: 2.625,
         warnings: [Warn.importance, Warn.appium, Warn.density]),
    Case(file: "appium-uiautomator2-xml/shirates-settings-date-time-switches.xml", format: .uiautomator2, nodes: 53, density: 2.625,
         warnings: [Warn.lists, Warn.importance, Warn.appium, Warn.density]),
    Case(file: "appium-uiautomator2-xml/shirates-settings-network-internet.xml", format: .uiautomator2, nodes: 56, density: 2.625,
         warnings: [Warn.lists, Warn.importance, Warn.appium, Warn.density]),
    Case(file: "compose-semantics-txt/nia-foryou-loading.txt", format: .compose, nodes: 4, density: 2.625,
         warnings: [Warn.compose, Warn.density]),
    Case(file: "compose-semantics-txt/nia-foryou-onboarding-no-feed.txt", format: .compose, nodes: 13, density: 2.625,
         warnings: [Warn.words, Warn.compose, Warn.density]),
    Case(file: "compose-semantics-txt/nia-foryou-onboarding-with-feed.txt", format: .compose, nodes: 16, density: 2.625,
         warnings: [Warn.words, Warn.merged, Warn.compose, Warn.density]),
    // The printout lost its indentation upstream: nested by its marks, with a warning; two more printouts follow.
    Case(file: "compose-semantics-txt/rally-tab-row-merged-and-unmerged-2021.txt", format: .compose, nodes: 6, density: 2.625,
         warnings: [Warn.more, Warn.flat, Warn.words, Warn.compose, Warn.density]),
  ]

  static func path(_ file: String) -> String { Repository.androidCorpus.appendingPathComponent(file).path }

  /// The elements of a screen, depth first, without the screen's own root.
  static func nodes(_ document: Document) -> [Element] {
    var all: [Element] = []
    document.screens[0].root.forEachDescendant { all.append($0) }
    return Array(all.dropFirst())
  }

  @Test func everyAndroidCaptureIsCovered() {
    #expect(Set(Repository.androidCorpusInputs()) == Set(Self.cases.map(\.file)))
  }

  @Test(arguments: cases)
  func readsAsAnAndroidScreenWithEveryNode(_ c: Case) throws {
    let result = try Importer.read(path: Self.path(c.file))
    #expect(result.format == c.format)
    let screen = result.document.screens[0]
    #expect(screen.platform == .android && screen.density == c.density)
    #expect(Self.nodes(result.document).count == c.nodes)
    let said = result.warnings.map { [$0.place, $0.message].compactMap { $0 }.joined(separator: ": ") }
    #expect(said.count == c.warnings.count, "\(said)")
    for (line, kind) in zip(said, c.warnings) { #expect(line.hasPrefix(kind) || line.contains(kind), "\(line) is not \(kind)") }
    #expect(result.warnings.allSatisfy { $0.severity == .warning && $0.file == Self.path(c.file) })
  }

  /// Importing and reading the written document gives the same document, without a warning.
  @Test(arguments: cases)
  func importedDocumentReadsBackTheSame(_ c: Case) throws {
    let result = try Importer.read(path: Self.path(c.file))
    let text = DocumentWriter.string(result.document)
    let back = try DocumentReader.read(bytes: Array(text.utf8), file: "imported.json")
    #expect(back.warnings.isEmpty, "\(back.warnings)")
    #expect(back.document == result.document)
  }

  /// What the captures show, node by node, as `AccessibilityNodeInfo` has it.
  @Test func pinnedFacts() throws {
    func read(_ file: String) throws -> [Element] { Self.nodes(try Importer.read(path: Self.path(file)).document) }
    func first(_ nodes: [Element], _ test: (Element) -> Bool) -> Element? { nodes.first(where: test) }

    // Pixel Launcher: the date is text and description alike; the search bar is described only.
    let launcher = try read("android-uiautomator-xml/androidviewclient-nexuslauncher-api27-home.xml")
    #expect(first(launcher) { $0.text == "Sunday, May 19" }?.contentDescription == "Sunday, May 19")
    let search = first(launcher) { $0.contentDescription == "Search" }
    #expect(search?.text == nil && search?.clickable == true)

    // OctoDiary, Compose inside a view: the loading wheel has no description; the Debug chip is a clickable View.
    let octo = try read("android-uiautomator-xml/octodiary-compose-loading-1440x3120.xml")
    #expect(first(octo) { $0.className == "android.widget.ProgressBar" }?.contentDescription == nil)
    // Compose describes its progress indicator itself ("In progress"), which the dump does not record.
    #expect(first(octo) { $0.className == "android.widget.ProgressBar" }?.stateDescription == "In progress")
    let chip = first(octo) { $0.clickable == true }
    #expect(chip?.className == "android.view.View" && chip?.children.map(\.className) == ["android.widget.TextView", "android.widget.Button"])
    #expect(chip?.children[0].text == "Debug")

    // Nova Launcher on a landscape tablet: Korean descriptions, and unlabelled buttons (NAF) kept as they are.
    let nova = try read("android-uiautomator-xml/ultranavbar-nova-launcher-tablet-landscape-home.xml")
    #expect(first(nova) { $0.contentDescription == "음성 검색" } != nil)
    #expect(nova.filter { $0.className == "android.widget.ImageButton" && $0.clickable == true && $0.contentDescription == nil && $0.text == nil }.count >= 4)

    // Clock: the selected tab, the unlabelled alarm switch, the hair space kept.
    let clock = try read("appium-uiautomator2-xml/shirates-deskclock-alarm-list-bottom-nav.xml")
    #expect(first(clock) { $0.text == "8:30\u{200A}AM" } != nil)
    let alarmSwitch = first(clock) { $0.className == "android.widget.Switch" }
    #expect(alarmSwitch?.checkable == true && alarmSwitch?.checked == CheckedState.false && alarmSwitch?.contentDescription == nil)
    #expect(first(clock) { $0.contentDescription == "Alarm" && $0.selected == true } != nil)

    // Settings › Date & time: switches checked true, true, false, true; rows disabled.
    let dateTime = try read("appium-uiautomator2-xml/shirates-settings-date-time-switches.xml")
    #expect(dateTime.filter { $0.className == "android.widget.Switch" }.map(\.checked) == [.true, .true, .false, .true])
    #expect(first(dateTime) { $0.text == "December 15, 2023" }?.enabled == false)

    // Play Store: a tile's description keeps its line breaks; the For you tab is selected.
    let store = try read("appium-uiautomator2-xml/shirates-playstore-games-tabs.xml")
    #expect(first(store) { $0.contentDescription?.hasPrefix("App: Gardenscapes\nCasual\nPuzzle\nStar rating: 4.3") == true } != nil)
    #expect(first(store) { $0.text == "For you" }?.selected == true)

    // Wikipedia: a tab label lying below the screen keeps its bounds as Appium gives them.
    let wiki = try read("appium-uiautomator2-xml/alumnium-wikipedia-explore-1080x2176.xml")
    #expect(wiki.filter { $0.contentDescription == "Search Wikipedia" }.count == 2)
    #expect(first(wiki) { ($0.frame?.maxY ?? 0) > 2176 } != nil)

    // Now in Android: chips are checkable nodes saying Compose's "Not selected"; Done is a disabled Button.
    let nia = try read("compose-semantics-txt/nia-foryou-onboarding-no-feed.txt")
    let headlines = first(nia) { $0.text == "Headlines" }
    #expect(headlines?.checkable == true && headlines?.checked == CheckedState.false && headlines?.stateDescription == "Not selected")
    #expect(headlines?.screenReaderFocusable == true && headlines?.children.first?.className == "android.widget.CheckBox")
    let done = first(nia) { $0.text == "Done" }
    #expect(done?.className == "android.widget.Button" && done?.enabled == false)
    let loading = try read("compose-semantics-txt/nia-foryou-loading.txt")
    #expect(first(loading) { $0.contentDescription == "Loading for you…" } != nil)

    // Rally: three tabs, Accounts selected, in the order printed, held by the selectable group
    // (the printout lost its indentation; its marks say so), which makes them a row.
    let rally = try read("compose-semantics-txt/rally-tab-row-merged-and-unmerged-2021.txt")
    let tabs = rally.filter { $0.roleDescription == "Tab" }
    #expect(tabs.map(\.contentDescription) == ["Overview", "Accounts", "Bills"] && tabs.map(\.selected) == [false, true, false])
    let row = first(rally) { $0.children.count == 3 }
    #expect(row?.collectionInfo == CollectionInfo(rowCount: 1, columnCount: 3) && row?.children.map(\.contentDescription) == tabs.map(\.contentDescription))
  }

  /// Rally's tab row as TalkBack says it: each tab its role and place in the row, as Compose builds
  /// a selectable group's collection (androidx CollectionInfo.android.kt at 0094ab03) and TalkBack
  /// says one (google/talkback@26a27dc utils/monitor/CollectionState.java:649-775, "In list, 3 items", "1 of 3").
  @Test func rallysTabRowSaysEachTabsPlace() throws {
    let document = try Importer.read(path: Self.path("compose-semantics-txt/rally-tab-row-merged-and-unmerged-2021.txt")).document
    let said = Transcript(document: document, reader: TalkBack(language: "en-US")).screens[0].utterances.map(\.speech)
    #expect(said == ["Overview, Tab, 1 of 3, In list, 3 items", "selected, Accounts, Tab, 2 of 3", "Bills, Tab, 3 of 3"], "\(said)")
  }

  /// What TalkBack says on the View-based captures invents no "Unlabelled": it is said only of a
  /// control with nothing to say (a button without a description, NAF in the dumps), as the stop's
  /// own word, never of an undescribed image inside a row or a card, which Android does not give
  /// TalkBack (`AndroidImportance`). Before importance was worked out, these captures said
  /// "Unlabelled" 43 times on 33 of their 124 stops, 37 of them on 27 stops for images inside
  /// rows and cards; now 6 times, each a button's own (125 stops: OctoDiary's Compose progress
  /// indicator is one).
  @Test func talkBackSaysUnlabelledOnlyOfUnnamedControls() throws {
    var stops = 0, unlabelled: [String] = []
    for c in Self.cases where c.format != .compose {
      let document = try Importer.read(path: Self.path(c.file)).document
      let said = Transcript(document: document, reader: TalkBack(language: "en-US")).screens[0].utterances.map(\.speech)
      stops += said.count
      unlabelled += said.filter { $0.contains("Unlabelled") }.map { "\(c.file): \($0)" }
    }
    #expect(stops == 125)
    #expect(unlabelled.count == 6, "\(unlabelled)")
    #expect(unlabelled.allSatisfy { $0.hasSuffix(": Unlabelled, Button") }, "\(unlabelled)")
  }

  /// The Clock's Material bottom navigation: each item says its role and place as Material's
  /// NavigationBarItemView gives them (material-components/material-components-android@aca5bfb6
  /// `lib/java/com/google/android/material/navigation/NavigationBarItemView.java`,
  /// `onInitializeAccessibilityNodeInfo`), the selected one offers no click and so no hint, and its
  /// labels, which the item makes not important, are not stops of their own.
  @Test func materialBottomNavigationItemsSayTabAndTheirPlace() throws {
    let document = try Importer.read(path: Self.path("appium-uiautomator2-xml/shirates-deskclock-alarm-list-bottom-nav.xml")).document
    let said = Transcript(document: document, reader: TalkBack(language: "en-US")).screens[0].utterances.map { Transcript.line($0) }
    #expect(Array(said.suffix(5)) == [
      "selected, Alarm, Tab, 1 of 5, In list, 5 items", "Clock, Tab, 2 of 5 (hint: Double-tap to activate)",
      "Timer, Tab, 3 of 5 (hint: Double-tap to activate)", "Stopwatch, Tab, 4 of 5 (hint: Double-tap to activate)",
      "Bedtime, Tab, 5 of 5 (hint: Double-tap to activate)",
    ], "\(said)")
  }

  /// Android captures are not mistaken for iOS ones: forced through the iOS Appium reader, a
  /// dump says what it is.
  @Test func androidCapturesAreNotReadAsIOS() {
    for file in Repository.androidCorpusInputs() where file.hasSuffix(".xml") {
      do {
        _ = try Importer.read(path: Self.path(file), format: .appium)
        Issue.record("\(file) read as an iOS page source")
      } catch {
        #expect(error.description.contains("this is an Android page source"), "\(file): \(error)")
      }
    }
  }
}
