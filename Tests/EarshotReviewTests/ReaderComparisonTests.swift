import EarshotEngine
import EarshotImporters
import EarshotModel
@testable import EarshotReview
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Foundation
import Testing

/// The same feature as two screen readers speak it, stop beside stop, with what to discuss. The
/// second reader is the toy reader built through the seam (`Parrot`, tree order, no headings), so
/// the comparison is tested apart from any one reader's rules.
@Suite struct ReaderComparisonTests {
  static let voice = Fixture.voice()

  /// VoiceOver's screen: a heading, a switch that is on, an Add button, a nameless button, the
  /// total as two texts, terms only here, Pay.
  static let ios = Fixture.document("""
    {"earshot": 1, "title": "Checkout", "size": [390, 844], "root": {"children": [
      {"type": "label", "text": "Checkout", "traits": ["header"], "frame": [16, 56, 358, 34]},
      {"type": "switch", "label": "Notifications", "on": true, "frame": [16, 120, 358, 44]},
      {"type": "button", "label": "Add", "frame": [300, 180, 74, 44]},
      {"type": "button", "frame": [330, 240, 44, 44]},
      {"type": "label", "text": "Total", "frame": [16, 300, 200, 30]},
      {"type": "label", "text": "$17.70", "frame": [250, 300, 100, 30]},
      {"type": "label", "text": "Terms apply", "frame": [16, 700, 200, 20]},
      {"type": "button", "label": "Pay", "frame": [16, 780, 358, 44]}
    ]}}
    """, file: "ios.json")

  /// The other reader's screen, twice the size in its own units: Pay read second, the switch off,
  /// the Add button described with its product, the nameless button named, the total as one text.
  static let other = Fixture.document("""
    {"earshot": 1, "title": "Checkout", "size": [780, 1688], "root": {"children": [
      {"type": "label", "text": "Checkout", "frame": [32, 112, 716, 68]},
      {"type": "button", "label": "Pay", "frame": [32, 1560, 716, 88]},
      {"type": "switch", "label": "Notifications", "on": false, "frame": [32, 240, 716, 88]},
      {"type": "button", "label": "Add jasmine tea", "frame": [600, 360, 148, 88]},
      {"type": "button", "label": "Delete", "frame": [660, 480, 88, 88]},
      {"type": "label", "text": "Order total: $17.70", "frame": [32, 600, 668, 60]}
    ]}}
    """, file: "other.json")

  static func comparison() -> ReaderComparison {
    DocumentReaderComparison(left: ios, leftFile: "ios.json", leftReader: Fixture.reader(), right: other, rightFile: "other.json",
                             rightReader: Parrot(), catalog: catalog, timing: EstimatedTiming(voice: voice)).screens[0]
  }

  static func messages(_ c: ReaderComparison, _ kind: ReaderComparison.Difference.Kind) -> [String] {
    c.differences.filter { $0.kind == kind }.map(\.message)
  }

  @Test func stopsPairByNameThenByPlace() {
    let c = Self.comparison()
    #expect(c.leftName == "VoiceOver" && c.rightName == "Parrot")
    #expect(c.rows == [.both(left: 0, right: 0, basis: .label), .both(left: 1, right: 2, basis: .label),
                       .both(left: 2, right: 3, basis: .position), .both(left: 3, right: 4, basis: .position),
                       .onlyRight(5), .onlyLeft(4), .onlyLeft(5), .onlyLeft(6), .both(left: 7, right: 1, basis: .label)])
  }

  @Test func whatToDiscuss() {
    let c = Self.comparison()
    #expect(Self.messages(c, .onlyOneReader) == [
      "Only Parrot stops on “Order total: $17.70, squawk” (stop 6); in its place VoiceOver stops on “Total” (stop 5), “$17.70” (stop 6).",
      "Only VoiceOver stops on “Total” (stop 5); Parrot says it as part of “Order total: $17.70, squawk” (stop 6).",
      "Only VoiceOver stops on “$17.70” (stop 6); Parrot says it as part of “Order total: $17.70, squawk” (stop 6).",
      "Only VoiceOver stops on “Terms apply” (stop 7); Parrot has no stop with this name or in this place.",
    ])
    #expect(Self.messages(c, .missingName) == ["No name with VoiceOver: it says “button” (stop 4) where Parrot says “Delete, squawk button” (stop 5)."])
    #expect(Self.messages(c, .differentName) == ["In the same place, VoiceOver says “Add” and Parrot says “Add jasmine tea”."])
    #expect(Self.messages(c, .differentRole).contains("“Checkout” is a heading with VoiceOver, not a heading with Parrot."))
    #expect(Self.messages(c, .differentState) == ["“Notifications” is on with VoiceOver, off with Parrot."])
    #expect(Self.messages(c, .differentOrder) == ["“Pay” is stop 8 of 8 with VoiceOver, stop 2 of 6 with Parrot."])
    // Grouped by kind, each group in the table's order.
    let kinds = c.differences.map(\.kind)
    #expect(kinds == kinds.sorted { ReaderComparison.Difference.Kind.allCases.firstIndex(of: $0)! < ReaderComparison.Difference.Kind.allCases.firstIndex(of: $1)! })
  }

  @Test func anElementTheOtherReaderDoesNotStopOnIsSaidSo() {
    // The other screen has "Terms apply" only as a content description, which Parrot does not read.
    let hidden = Fixture.document("""
      {"earshot": 1, "title": "Checkout", "platform": "android", "size": [390, 844], "root": {"children": [
        {"text": "Checkout", "frame": [16, 56, 358, 34]},
        {"contentDescription": "Terms apply", "frame": [16, 500, 200, 20]}
      ]}}
      """)
    let c = DocumentReaderComparison(left: Self.ios, leftFile: "ios.json", leftReader: Fixture.reader(), right: hidden, rightFile: "h.json",
                                     rightReader: Parrot(), catalog: catalog, timing: EstimatedTiming(voice: Self.voice)).screens[0]
    #expect(Self.messages(c, .onlyOneReader).contains(
      "Only VoiceOver stops on “Terms apply” (stop 7); an element of the other screen has this name, but Parrot does not stop on it."))
  }

  /// What one input cannot record is said apart and not counted: the heading and the order where
  /// the other input records neither, a role and a state where it records no types or traits, an
  /// element the other screen has where it does not say which views are stops.
  @Test func whatAnInputCannotRecordIsNotADifferenceToDiscuss() {
    func compare(_ gaps: SourceGaps, right: Bool = true) -> ReaderComparison {
      DocumentReaderComparison(left: Self.ios, leftFile: "ios.json", leftReader: Fixture.reader(), right: Self.other, rightFile: "other.json",
                               rightReader: Parrot(), catalog: catalog, timing: EstimatedTiming(voice: Self.voice), gaps: right ? ([:], gaps) : (gaps, [:])).screens[0]
    }
    let all = Self.comparison()
    let order = compare([.traversalOrder: "no order here"])
    #expect(Self.messages(order, .differentOrder).isEmpty)
    #expect(order.notRecorded.map(\.message) == ["“Pay” is stop 8 of 8 with VoiceOver, stop 2 of 6 with Parrot; an order the app sets for Parrot is not recorded by this capture (no order here)."])
    #expect(order.differences.count == all.differences.count - 1)
    // The heading is VoiceOver's: only the other side's missing headings make it unknown.
    let headings = compare([.headings: "no headings here"])
    #expect(!Self.messages(headings, .differentRole).contains { $0.hasPrefix("“Checkout”") })
    #expect(headings.notRecorded.map(\.message) == ["“Checkout” is a heading with VoiceOver; whether it is one with Parrot is not recorded by this capture (no headings here)."])
    #expect(compare([.headings: "no headings here"], right: false).notRecorded.isEmpty)
    // Without traits on the iOS side, the switch's state is still recorded (its value).
    let traits = compare([.traits: "no traits here"], right: false)
    #expect(Self.messages(traits, .differentState) == ["“Notifications” is on with VoiceOver, off with Parrot."])
    // Without types and traits, neither what an element is nor whether it is selected is known.
    let selected = Fixture.document("""
      {"earshot": 1, "title": "Sign in", "size": [390, 844], "root": {"children": [
        {"type": "button", "label": "Remember me", "traits": ["selected"], "frame": [16, 56, 358, 44]}]}}
      """)
    let toggle = Fixture.document("""
      {"earshot": 1, "title": "Sign in", "size": [390, 844], "root": {"children": [
        {"type": "switch", "label": "Remember me", "on": true, "frame": [16, 56, 358, 44]}]}}
      """)
    let untyped = DocumentReaderComparison(left: selected, leftFile: "maestro.json", leftReader: Fixture.reader(), right: toggle, rightFile: "t.json",
                                           rightReader: Parrot(), catalog: catalog, timing: EstimatedTiming(voice: Self.voice),
                                           gaps: ([.elementTypes: "no types here", .traits: "no traits here"], [:])).screens[0]
    #expect(untyped.differences.isEmpty, "\(untyped.differences.map(\.message))")
    #expect(untyped.notRecorded.map(\.message) == [
      "“Remember me” is not a control with VoiceOver, a switch with Parrot; what kind of element it is with VoiceOver is not recorded by this capture (no types here).",
      "“Remember me” is selected with VoiceOver, not selected with Parrot; its state with VoiceOver is not recorded by this capture (no traits here).",
    ])
    // An element the other screen has but does not stop on, where it does not say which are stops.
    let hidden = Fixture.document("""
      {"earshot": 1, "title": "Checkout", "platform": "android", "size": [390, 844], "root": {"children": [
        {"text": "Checkout", "frame": [16, 56, 358, 34]},
        {"contentDescription": "Terms apply", "frame": [16, 500, 200, 20]}
      ]}}
      """)
    let importance = DocumentReaderComparison(left: Self.ios, leftFile: "ios.json", leftReader: Fixture.reader(), right: hidden, rightFile: "h.json",
                                              rightReader: Parrot(), catalog: catalog, timing: EstimatedTiming(voice: Self.voice),
                                              gaps: ([:], [.importance: "no importance here"])).screens[0]
    #expect(!Self.messages(importance, .onlyOneReader).contains { $0.contains("Terms apply") })
    #expect(importance.notRecorded.map(\.message).contains(
      "Only VoiceOver stops on “Terms apply” (stop 7); the other screen has an element of this name, and whether Parrot stops on it is not recorded by this capture (no importance here)."))
    // A capture of part of the screen cannot say the rest is missing.
    let part = compare([.wholeScreen: "one element only"])
    #expect(part.notRecorded.map(\.message).contains(
      "Only VoiceOver stops on “Terms apply” (stop 7); whether Parrot's screen has it is not recorded by this capture (one element only)."))
    // The text counts only what is to discuss.
    #expect(DocumentReaderComparison.text(order).contains("Not recorded by this capture (1, not counted):"))
  }

  @Test func theSameReaderOnBothSidesIsNamedByFile() {
    let c = DocumentReaderComparison(left: Self.ios, leftFile: "a.json", leftReader: Fixture.reader(), right: Self.ios, rightFile: "b.json",
                                     rightReader: Fixture.reader(), catalog: catalog, timing: EstimatedTiming(voice: Self.voice)).screens[0]
    #expect(c.leftName == "VoiceOver (a.json)" && c.rightName == "VoiceOver (b.json)")
    // The one thing to discuss is a stop neither names.
    #expect(c.differences.map(\.kind) == [.missingName])
    #expect(c.rows.allSatisfy { if case .both(let i, let j, _) = $0 { return i == j } else { return false } })
  }

  @Test func textKeepsEveryRecordOnItsLineAndJSONParses() throws {
    let hostile = "Pay\nnow\u{2028}::error file=x::owned\u{202E}"
    let json = #"{"earshot": 1, "title": "T\nitle", "root": {"children": [{"type": "button", "label": "\#(hostile.replacingOccurrences(of: "\n", with: "\\n"))", "frame": [0, 0, 100, 44]}]}}"#
    let doc = Fixture.document(json)
    let c = DocumentReaderComparison(left: doc, leftFile: "a\nb.json", leftReader: Fixture.reader(), right: Self.other, rightFile: "other.json",
                                     rightReader: Parrot(), catalog: catalog, timing: EstimatedTiming(voice: Self.voice))
    let text = c.text()
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(!line.contains("::error") || line.hasPrefix(" ") || line.hasPrefix("VoiceOver"), "\(line)")
    }
    #expect(!text.unicodeScalars.contains { [0x2028, 0x202E].contains($0.value) })
    #expect(text.contains("Pay\\nnow"))
    var writer = JSONWriter()
    c.writeJSON(to: &writer)
    writer.finish()
    let parsed = try JSONParser.parse(writer.text)
    let screen = parsed["screens"]?.arrayValue?.first
    let names = (screen?["stops"]?.arrayValue ?? []).compactMap { $0["left"]?["name"]?.stringValue }
    #expect(names.contains(hostile), "\(names)")
    #expect(parsed["left"]?["reader"]?.stringValue == "VoiceOver" && parsed["right"]?["reader"]?.stringValue == "Parrot")
    #expect(screen?["differences"]?.arrayValue?.isEmpty == false)
  }

  @Test func thePageShowsBothReadersSideBySideWithWhatToDiscuss() {
    let c = Self.comparison()
    let page = ReviewPage(title: "Checkout", sections: [.readers(c, left: .init(c.left, audio: nil), right: .init(c.right, audio: nil))],
                          voice: "en-US", timingNote: "estimated").html()
    #expect(page.contains("<h2 id=\"s1-h\">Checkout: VoiceOver and Parrot</h2>"))
    #expect(page.contains("<h3 id=\"s1-left-h\">VoiceOver: ios.json</h3>") && page.contains("<h3 id=\"s1-right-h\">Parrot: other.json</h3>"))
    #expect(page.contains("<h4 id=\"s1-discuss-1\">Stops only one reader makes in Checkout: 4</h4>"))
    #expect(page.contains("<caption id=\"s1-side-caption\">What VoiceOver and Parrot say at each stop of Checkout</caption>"))
    #expect(page.contains("<a href=\"#s1-right-stop-2\">Parrot stop 2</a>"))
    #expect(page.contains("What VoiceOver and Parrot say on each screen"))
    #expect(ReportPageTests.count("<tr><td>", in: page.components(separatedBy: "s1-side-caption").last ?? "") == c.rows.count)
  }
}

/// The checkout as VoiceOver says it on iOS and TalkBack on Android, after the fix and before it:
/// the text `earshot diff` prints, pinned as goldens (record with EARSHOT_RECORD=1), and the review
/// page that compares them.
@Suite struct CheckoutAcrossReadersTests {
  static func comparison(_ ios: String, _ android: String) throws -> DocumentReaderComparison {
    let left = Fixture.document(String(decoding: Repository.read("samples/\(ios)"), as: UTF8.self), file: ios)
    let right = try Importer.read(path: Repository.path("samples/android/\(android)"))
    return DocumentReaderComparison(left: left, leftFile: "samples/\(ios)", leftReader: Fixture.reader(), right: right.document,
                                    rightFile: "samples/android/\(android)", rightReader: TalkBack(language: "en-US"), catalog: catalog,
                                    timing: EstimatedTiming(voice: Fixture.voice()), gaps: ([:], right.gaps))
  }

  @Test(arguments: [("checkout.json", "checkout.xml"), ("checkout-legacy.json", "checkout-legacy.xml")])
  func golden(ios: String, android: String) throws {
    let c = try Self.comparison(ios, android)
    #expect(Golden.check(c.text(), named: "readers-\(ios.replacingOccurrences(of: ".json", with: "")).txt") == nil)
  }

  @Test func theFixedCheckoutPairsEveryStopAndDiffersOnlyInWhatTheDumpCannotRecord() throws {
    let c = try Self.comparison("checkout.json", "checkout.xml").screens[0]
    #expect(c.rows.allSatisfy { if case .both = $0 { return true } else { return false } })
    // A uiautomator dump records no headings and no traversal order an app sets (the Android app
    // reads the total before the address with traversalBefore, samples/android/checkout.json), so
    // the titles' headings and the total's place are not differences to discuss: they are said
    // apart, as what this capture cannot record, and not counted.
    #expect(c.differences.isEmpty)
    #expect(c.notRecorded.map(\.message) == [
      "“Checkout” is a heading with VoiceOver; whether it is one with TalkBack is not recorded by this capture (a uiautomator dump records no headings).",
      "“Spending this month” is a heading with VoiceOver; whether it is one with TalkBack is not recorded by this capture (a uiautomator dump records no headings).",
      "“Total” is stop 13 of 15 with VoiceOver, stop 14 of 15 with TalkBack; an order the app sets for TalkBack is not recorded by this capture (a uiautomator dump records no traversal order).",
    ])
    #expect(c.notRecorded.map(\.notRecordedFact) == [.headings, .headings, .traversalOrder])
    // A screen document records headings: the same screen as a document still differs there.
    let document = Fixture.document(String(decoding: Repository.read("samples/android/checkout.json"), as: UTF8.self), file: "checkout.json")
    let left = Fixture.document(String(decoding: Repository.read("samples/checkout.json"), as: UTF8.self), file: "checkout.json")
    let both = DocumentReaderComparison(left: left, leftFile: "samples/checkout.json", leftReader: Fixture.reader(), right: document,
                                        rightFile: "samples/android/checkout.json", rightReader: TalkBack(language: "en-US"), catalog: catalog,
                                        timing: EstimatedTiming(voice: Fixture.voice())).screens[0]
    #expect(both.notRecorded.isEmpty)
  }

  /// The legacy dump's rows are list items: TalkBack says each row's texts as one stop because the
  /// RecyclerView makes its items important for accessibility when the app leaves them at
  /// IMPORTANT_FOR_ACCESSIBILITY_AUTO (developer.android.com/reference/android/view/View
  /// #isImportantForAccessibility(); androidx RecyclerView `attachAccessibilityDelegateOnBind`).
  /// An app may set them not important, and a dump does not say: the prices and stock VoiceOver
  /// stops on are not recorded by this capture, and the page's JSON names the fact.
  @Test func theLegacyCheckoutsPricesHangOnImportanceTheDumpDoesNotRecord() throws {
    let c = try Self.comparison("checkout-legacy.json", "checkout-legacy.xml").screens[0]
    #expect(!c.differences.contains { $0.kind == .onlyOneReader }, "\(c.differences.map(\.message))")
    let merged = c.notRecorded.filter { $0.kind == .onlyOneReader }
    #expect(merged.count == 6 && merged.allSatisfy { $0.left != nil && $0.notRecordedFact == .importance })
    #expect(merged.first?.message == "Only VoiceOver stops on “$2.50” (stop 4); TalkBack says it as part of “Jasmine tea, $2.50, In stock, In list” (stop 2), a view Android makes important for accessibility by default; whether the app keeps that default is not recorded by this capture (a uiautomator dump lists views whether or not they are important for accessibility, and does not say which are).")
    // What the dump records is still discussed: the Notifications row is clickable.
    #expect(c.differences.map(\.message) == ["“Notifications” is not a control with VoiceOver, a button with TalkBack."])
    // Pay is declared before the total, but whether the app sets another order is not in the dump.
    #expect(!c.differences.contains { $0.kind == .differentOrder })
    #expect(c.notRecorded.contains { $0.kind == .differentOrder && $0.message.hasPrefix("“Pay” is stop 19 of 20 with VoiceOver, stop 10 of 14 with TalkBack") })
  }

  /// The 2025 Appium source records importance (a11y-important): its RecyclerView's items are
  /// important, as the RecyclerView makes them (androidx RecyclerView
  /// `attachAccessibilityDelegateOnBind`), so TalkBack reads the legacy screen as from the dump, and
  /// the merged rows are differences to discuss, not inferences.
  @Test func theLegacyAppiumSourceRecordsTheRowsImportance() throws {
    let reader = TalkBack(language: "en-US")
    func lines(_ file: String) throws -> [String] {
      Transcript(document: try Importer.read(path: Repository.path("samples/android/\(file)")).document, reader: reader).screens[0].entries.map { Transcript.line($0.utterance) }
    }
    #expect(try lines("checkout-legacy-appium.xml") == lines("checkout-legacy.xml"))
    let c = try Self.comparison("checkout-legacy.json", "checkout-legacy-appium.xml").screens[0]
    let merged = c.differences.filter { $0.kind == .onlyOneReader }
    #expect(merged.count == 6 && merged.allSatisfy { $0.message.contains("TalkBack says it as part of") && $0.message.hasSuffix(").") })
    #expect(!c.notRecorded.contains { $0.notRecordedFact == .importance })
  }

  /// Where a view's importance rests on what the capture records of it (its text, a click action),
  /// or the input records importance, a stop one reader makes stays a difference to discuss; where
  /// it rests on inference only (a list's item), it is set apart, whichever side reads it.
  @Test func onlyAStopOnAViewImportantAsInferredIsSetApart() {
    let ios = Fixture.document("""
      {"earshot": 1, "title": "Offers", "size": [390, 844], "root": {"children": [
        {"type": "label", "text": "Offers", "frame": [16, 56, 358, 34]},
        {"type": "label", "text": "Ends today", "frame": [16, 200, 358, 30]}
      ]}}
      """)
    // A list item of two texts (important only as the list's item) and a text VoiceOver lacks.
    let android = Fixture.document("""
      {"earshot": 1, "title": "Offers", "platform": "android", "size": [390, 844], "root": {"children": [
        {"text": "Offers", "className": "android.widget.TextView", "frame": [16, 56, 358, 34]},
        {"className": "androidx.recyclerview.widget.RecyclerView", "focusable": true, "collectionInfo": {"rowCount": -1, "columnCount": -1},
         "frame": [0, 100, 390, 300], "children": [
          {"className": "android.view.ViewGroup", "frame": [0, 100, 390, 150], "children": [
            {"text": "Tea sale", "className": "android.widget.TextView", "frame": [16, 110, 358, 30]},
            {"text": "Half price", "className": "android.widget.TextView", "frame": [16, 150, 358, 30]}]},
          {"className": "android.view.ViewGroup", "frame": [0, 250, 390, 150], "children": [
            {"text": "Ends today", "className": "android.widget.TextView", "frame": [16, 200, 358, 30]},
            {"text": "While stocks last", "className": "android.widget.TextView", "frame": [16, 240, 358, 30]}]}]},
        {"text": "Terms apply", "className": "android.widget.TextView", "frame": [16, 700, 358, 20]}
      ]}}
      """)
    func compare(_ gaps: SourceGaps, swapped: Bool = false) -> ReaderComparison {
      let voiceOver = (ios, "ios.json", Fixture.reader() as any ScreenReader), talkBack = (android, "a.xml", TalkBack(language: "en-US") as any ScreenReader)
      let (l, r) = swapped ? (talkBack, voiceOver) : (voiceOver, talkBack)
      return DocumentReaderComparison(left: l.0, leftFile: l.1, leftReader: l.2, right: r.0, rightFile: r.1, rightReader: r.2, catalog: catalog,
                                      timing: EstimatedTiming(voice: ReaderComparisonTests.voice), gaps: swapped ? (gaps, [:]) : ([:], gaps)).screens[0]
    }
    func only(_ c: ReaderComparison) -> [String] { c.differences.filter { $0.kind == .onlyOneReader }.map(\.message) }
    let recorded = compare([:])
    #expect(only(recorded).count == 2, "\(only(recorded))")
    for swapped in [false, true] {
      let inferred = compare([.importance: "no importance here"], swapped: swapped)
      // The first item only TalkBack makes, and its texts: kept, as Android keeps a list's items.
      let apart = inferred.notRecorded.filter { $0.kind == .onlyOneReader }
      #expect(apart.map(\.notRecordedFact) == [.importance], "\(apart.map(\.message))")
      #expect(apart.first?.message.hasPrefix("Only TalkBack stops on “Tea sale, Half price, In list” (stop 2), a view Android makes important for accessibility by default; whether the app keeps that default is not recorded by this capture (no importance here).") == true, "\(apart.map(\.message))")
      // "Terms apply" is a TextView's text: its stop rests on what the capture records.
      #expect(only(inferred).count == 1 && only(inferred).first?.hasPrefix("Only TalkBack stops on “Terms apply, Out of list” (stop 4); VoiceOver has no stop") == true, "\(only(inferred))")
    }
  }

  /// An empty text field says its hint as its name (google/talkback@26a27dc
  /// AccessibilityNodeFeedbackUtils.java:474-481): a field nameless in a dump that records no
  /// hints is not recorded by this capture, and one in a capture that records hints is discussed.
  @Test func aFieldNamelessWhereHintsAreNotRecordedIsSetApart() throws {
    let ios = Fixture.document("""
      {"earshot": 1, "title": "Sign in", "size": [411, 914], "root": {"children": [
        {"type": "textField", "label": "Email", "frame": [16, 114, 380, 46]},
        {"type": "button", "label": "Send", "frame": [16, 190, 380, 46]}]}}
      """)
    func dump(_ hint: String) throws -> ImportResult {
      func node(_ attributes: String, _ bounds: String) -> String {
        #"<node index="0" resource-id="" package="com.example" checkable="false" checked="false" enabled="true" focused="false" scrollable="false" password="false" selected="false" \#(attributes) bounds="\#(bounds)" />"#
      }
      let xml = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0"><node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[0,0][1080,2400]">"#
        + node(#"text="" class="android.widget.EditText" content-desc="" \#(hint) clickable="true" focusable="true" long-clickable="true""#, "[42,300][1040,420]")
        + node(#"text="Send" class="android.widget.Button" content-desc="" clickable="true" focusable="true" long-clickable="false""#, "[42,500][1040,620]")
        + "</node></hierarchy>"
      return try Importer.read(bytes: Array(xml.utf8), file: "window_dump.xml")
    }
    for (hint, recorded) in [("", false), (#"hint="""#, true)] {
      let right = try dump(hint)
      let c = DocumentReaderComparison(left: ios, leftFile: "ios.json", leftReader: Fixture.reader(), right: right.document, rightFile: "window_dump.xml",
                                       rightReader: TalkBack(language: "en-US"), catalog: catalog, timing: EstimatedTiming(voice: Fixture.voice()),
                                       gaps: ([:], right.gaps)).screens[0]
      let message = "No name with TalkBack: it says “Edit box” (stop 1) where VoiceOver says “Email, text field” (stop 1)"
      if recorded {
        #expect(c.differences.map(\.message) == [message + "."] && c.notRecorded.allSatisfy { $0.notRecordedFact != .hints })
      } else {
        #expect(c.differences.isEmpty, "\(c.differences.map(\.message))")
        #expect(c.notRecorded.map(\.message).contains(message + "; an empty text field says its hint as its name, and whether it has one with TalkBack is not recorded by this capture (this uiautomator dump has no hint attribute, which newer devices add)."))
      }
    }
  }

  /// The Done-when of comparisons across readers: against its iOS twin, no capture of the Android
  /// checkout lists as a difference to discuss anything its format cannot record.
  @Test(arguments: ["checkout.xml", "checkout-appium.xml", "checkout-legacy.xml", "checkout-legacy-appium.xml"])
  func noCaptureDiscussesWhatItsFormatCannotRecord(android: String) throws {
    let ios = android.contains("legacy") ? "checkout-legacy.json" : "checkout.json"
    let c = try Self.comparison(ios, android).screens[0]
    #expect(c.differences.allSatisfy { $0.kind != .differentOrder }, "\(c.differences.map(\.message))")
    #expect(c.differences.allSatisfy { !$0.message.contains("not recorded") })
    #expect(c.notRecorded.allSatisfy { $0.message.contains("is not recorded by this capture (") })
  }

  /// Compose's Switch is a View whose role description says "Switch" (androidx
  /// AndroidComposeViewAccessibilityDelegateCompat.android.kt at 0094ab03,
  /// populateAccessibilityNodeInfoProperties): TalkBack's user hears a switch and its state, as
  /// VoiceOver's does, so the Compose checkout's Notifications is no role to discuss.
  @Test func aComposeSwitchIsASwitchAsVoiceOversIs() throws {
    let c = try Self.comparison("checkout.json", "checkout-compose.txt").screens[0]
    #expect(!c.differences.contains { $0.kind == .differentRole || $0.kind == .differentState }, "\(c.differences.map(\.message))")
    // Switched on, it is on, not selected.
    let on = Fixture.document("""
      {"earshot": 1, "platform": "android", "root": {"children": [
        {"text": "Notifications", "className": "android.view.View", "roleDescription": "Switch", "stateDescription": "On",
         "checkable": true, "checked": true, "clickable": true, "frame": [0, 746, 1080, 146]}]}}
      """)
    let element = Transcript(document: on, reader: TalkBack(language: "en-US")).screens[0].entries.first?.stop.element
    #expect(element?.kind == .switch && element?.on == true && element?.traits.has(.selected) == false)
  }

  @Test(.enabled(if: HeadlessBrowser.isAvailable, "needs Chromium (scripts/install-deps installs it)"))
  func theReviewPageComparesTheIOSAndAndroidCheckout() throws {
    let c = try Self.comparison("checkout.json", "checkout.xml").screens[0]
    let page = ReviewPage(title: "Accessibility review: Checkout on iOS and Android",
                          sections: [.readers(c, left: .init(c.left, audio: ReportPageTests.silence(c.left)),
                                              right: .init(c.right, audio: ReportPageTests.silence(c.right)))],
                          voice: "en-US", timingNote: "estimated from the speaking rate")
    let html = page.html()
    #expect(html.contains("<h2 id=\"s1-h\">Checkout: VoiceOver and TalkBack</h2>"))
    #expect(html.contains("<h3 id=\"s1-left-h\">VoiceOver: samples/checkout.json</h3>"))
    #expect(html.contains("<h3 id=\"s1-right-h\">TalkBack: samples/android/checkout.xml</h3>"))
    // The Android picture is drawn in dp, the same size as the iPhone's in points.
    #expect(html.contains("id=\"s1-right-picture\" viewBox=\"-14 -14 439.4 942.3\""), "\(html.components(separatedBy: "s1-right-picture").dropFirst().first?.prefix(80) ?? "")")
    #expect(html.contains("Stops without a name") == false)
    #expect(html.contains(">Not recorded by this capture in Checkout: 3, not counted</h4>"))
    let browser = try BrowserSession(windowSize: (1280, 900))
    try browser.open(try ReportBrowserTests.write(page))
    // Side by side on a wide window: the two pictures on one line.
    let tops = try browser.evaluate("""
      ['s1-left-picture', 's1-right-picture'].map(function (id) { var r = document.getElementById(id).getBoundingClientRect(); return [r.left, r.top]; })
      """).arrayValue?.map { ($0.arrayValue ?? []).compactMap(\.numberValue) } ?? []
    #expect(tops.count == 2 && abs(tops[0][1] - tops[1][1]) < 1 && tops[1][0] > tops[0][0], "\(tops)")
    let problems = try PageAccessibility.problems(in: browser)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    #expect(try browser.evaluate("document.documentElement.getAttribute('data-errors')") == .null)
  }
}

/// The genuine Android captures (read in place; skipped when absent) compared with themselves as
/// screen documents that record a heading: a capture that cannot record headings lists it as not
/// recorded by this capture, never as a difference to discuss, and nothing else differs but what
/// both say alike.
@Suite(.needsAndroidCorpus) struct CorpusAcrossInputsTests {
  static let files = Repository.androidCorpusInputs().filter { !$0.hasPrefix("compose-semantics-txt/") }

  @Test(arguments: files)
  func aHeadingTheCaptureCannotRecordIsNotDiscussed(file: String) throws {
    let capture = try Importer.read(path: Repository.androidCorpus.appendingPathComponent(file).path)
    let reader = TalkBack(language: "en-US"), timing = EstimatedTiming(voice: Fixture.voice())
    // The first stop that is the node TalkBack focuses made a heading in a document of the same screen.
    var document = capture.document
    let transcript = Transcript(document: document, reader: reader)
    let focused = try #require(transcript.screens[0].entries.first(where: { ReaderComparison.name(of: $0) != nil }))
    guard case .element(let path) = focused.stop.origin else { Issue.record("not an element"); return }
    func mark(_ e: inout Element, _ rest: ArraySlice<Int>) {
      if let i = rest.first { mark(&e.children[i], rest.dropFirst()) } else { e.heading = true }
    }
    mark(&document.screens[0].root, path.indices[...])
    let c = DocumentReaderComparison(left: document, leftFile: "headed.json", leftReader: reader, right: capture.document, rightFile: file,
                                     rightReader: reader, catalog: catalog, timing: timing, gaps: ([:], capture.gaps)).screens[0]
    #expect(capture.gaps[.headings] != nil)
    // What is left to discuss is what both say alike: controls neither names (the captures' own).
    func onlyUnnamed(_ c: ReaderComparison) -> Bool { c.differences.allSatisfy { $0.kind == .missingName && $0.message.hasPrefix("Neither reader") } }
    #expect(onlyUnnamed(c), "\(c.differences.map(\.message))")
    #expect(c.notRecorded.map(\.notRecordedFact) == [.headings], "\(c.notRecorded.map(\.message))")
    // The other way round, the document's heading is recorded, and its absence in the capture is
    // the capture's gap all the same.
    let back = DocumentReaderComparison(left: capture.document, leftFile: file, leftReader: reader, right: document, rightFile: "headed.json",
                                        rightReader: reader, catalog: catalog, timing: timing, gaps: (capture.gaps, [:])).screens[0]
    #expect(onlyUnnamed(back) && back.notRecorded.map(\.notRecordedFact) == [.headings])
  }
}
