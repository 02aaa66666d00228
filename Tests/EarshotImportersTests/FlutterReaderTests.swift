import EarshotEngine
import EarshotImporters
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import Foundation
import Testing

/// The lines each reader says of a capture made for both platforms, read once for each.
func bothReaders(_ text: String, file: String = "capture.txt", hints: Bool? = false) throws -> (voiceOver: [String], talkBack: [String]) {
  let ios = try Importer.read(bytes: Array(text.utf8), file: file, platform: .ios).document
  let android = try Importer.read(bytes: Array(text.utf8), file: file, platform: .android).document
  let talkBack = Transcript(document: android, reader: TalkBack(language: "en-US"), speakHints: hints)
  return (lines(ios, hints: hints)[0], talkBack.screens[0].entries.map { Transcript.line($0.utterance) })
}

/// The elements of a capture's first screen, depth first, without the root.
func elements(of text: String, platform: Platform) throws -> [Element] {
  var all: [Element] = []
  try Importer.read(bytes: Array(text.utf8), file: "capture.txt", platform: platform).document.screens[0].root.forEachDescendant { all.append($0) }
  return Array(all.dropFirst())
}

/// Flutter's `debugDumpSemanticsTree()` printouts, read as Flutter's engine hands the tree to iOS
/// (flutter/flutter `engine/src/flutter/shell/platform/darwin/ios/framework/Source/SemanticsObject.mm`,
/// `accessibility_bridge.mm`) and to Android (`engine/src/flutter/shell/platform/android/io/flutter/view/AccessibilityBridge.java`).
@Suite struct FlutterReaderTests {
  /// A whole tree as an iPhone's console prints it: the root in physical pixels, its child scaled
  /// by the pixel ratio, a route, and the nodes given.
  static func dump(_ nodes: [String], ratio: Double = 3) -> String {
    var lines = [
      "flutter: SemanticsNode#0", "flutter:  │ Rect.fromLTRB(0.0, 0.0, \(390 * ratio), \(844 * ratio))", "flutter:  │",
      "flutter:  └─SemanticsNode#1", "flutter:    │ Rect.fromLTRB(0.0, 0.0, 390.0, 844.0) scaled by \(ratio)x", "flutter:    │",
      "flutter:    └─SemanticsNode#2", "flutter:      │ Rect.fromLTRB(0.0, 0.0, 390.0, 844.0)", "flutter:      │ flags: scopesRoute",
      "flutter:      │",
    ]
    for (i, node) in nodes.enumerated() {
      let last = i == nodes.count - 1
      let props = node.split(separator: "\n")
      lines.append("flutter:      \(last ? "└─" : "├─")SemanticsNode#\(10 + i)")
      for p in props { lines.append("flutter:      \(last ? " " : "│")   \(p)") }
      if !last { lines.append("flutter:      │") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func isDetectedWithAnyConsolePrefix() throws {
    let node = "Rect.fromLTRB(10.0, 20.0, 110.0, 64.0)\nactions: tap\nflags: isButton\nlabel: \"Pay\""
    #expect(try read(Self.dump([node])).format == .flutter)
    let plain = Self.dump([node]).replacingOccurrences(of: "flutter: ", with: "")
    #expect(try read(plain).format == .flutter)
    let logcat = Self.dump([node]).replacingOccurrences(of: "flutter: ", with: "I/flutter (16200): ")
    #expect(try bothReaders(logcat).voiceOver == ["Pay, button"])
    #expect(CaptureFormat(id: "flutter") == .flutter)
  }

  /// `-[FlutterSemanticsObject accessibilityTraits]`: each flag's trait, and static text for a
  /// labelled leaf with none; on Android, `AccessibilityBridge.createAccessibilityNodeInfo`'s classes.
  @Test func flagsBecomeTraitsAndClasses() throws {
    let text = Self.dump([
      "Rect.fromLTRB(16.0, 56.0, 374.0, 90.0)\nflags: isHeader\nlabel: \"Checkout\"",
      "Rect.fromLTRB(16.0, 100.0, 374.0, 140.0)\nactions: tap\nflags: isLink\nlabel: \"Terms\"",
      "Rect.fromLTRB(16.0, 150.0, 374.0, 190.0)\nflags: isImage\nlabel: \"Logo\"",
      "Rect.fromLTRB(16.0, 200.0, 374.0, 240.0)\nactions: tap\nflags: isButton, hasEnabledState\nlabel: \"Pay\"",
      "Rect.fromLTRB(16.0, 250.0, 374.0, 290.0)\nflags: isSelected, isButton\nlabel: \"Tea\"",
      "Rect.fromLTRB(16.0, 300.0, 374.0, 340.0)\nlabel: \"Total\"",
    ])
    let ios = try elements(of: text, platform: .ios).filter { $0.isAccessibilityElement == true }
    #expect(ios.map(\.traits) == [[.header], [.link], [.image], [.button, .notEnabled], [.selected, .button], [.staticText]])
    let android = try elements(of: text, platform: .android).filter { $0.contentDescription != nil }
    #expect(android.map(\.className) == ["android.view.View", "android.widget.Button", "android.widget.ImageView",
                                         "android.widget.Button", "android.widget.Button", "android.view.View"])
    #expect(android[0].heading == true && android[3].enabled == false && android[4].selected == true && android[1].clickable == true)
    let both = try bothReaders(text)
    #expect(both.voiceOver == ["Checkout, heading", "Terms, link", "Logo, image", "Pay, dimmed, button", "Selected, Tea, button", "Total"])
    #expect(both.talkBack.count == 6)
  }

  /// `accessibility_bridge.mm` `CreateObject`: a toggled or checked state outside a mutually
  /// exclusive group is a `FlutterSwitchSemanticsObject` (so a checkbox reads as a switch); a
  /// radio button is a plain object, a button with the value "1" or "0". Android: `CheckBox`,
  /// `RadioButton` in a group, `Switch` for a toggle, each checkable.
  @Test func checkedAndToggledStates() throws {
    let text = Self.dump([
      "Rect.fromLTRB(0.0, 100.0, 390.0, 150.0)\nactions: tap\nflags: hasCheckedState, isChecked, hasEnabledState, isEnabled\nlabel: \"Gift wrap\"",
      "Rect.fromLTRB(0.0, 160.0, 390.0, 210.0)\nactions: tap\nflags: hasToggledState, hasEnabledState, isEnabled\nlabel: \"Notifications\"",
      "Rect.fromLTRB(0.0, 220.0, 390.0, 270.0)\nactions: tap\nflags: hasCheckedState, isChecked, isInMutuallyExclusiveGroup\nlabel: \"Express\"",
    ])
    let ios = try elements(of: text, platform: .ios).filter { $0.isAccessibilityElement == true }
    #expect(ios.map(\.type) == [.switch, .switch, nil] && ios.map(\.on) == [true, false, nil])
    #expect(ios[2].traits == [.button] && ios[2].value == "1")
    let android = try elements(of: text, platform: .android).filter { $0.checkable == true }
    #expect(android.map(\.className) == ["android.widget.CheckBox", "android.widget.Switch", "android.widget.RadioButton"])
    #expect(android.map(\.checked) == [.true, .false, .true])
    #expect(try bothReaders(text).voiceOver == ["Gift wrap, switch button, on", "Notifications, switch button, off", "Express, 1, button"])
  }

  /// A text field that is not read-only is a `TextInputSemanticsObject` on iOS and an `EditText`
  /// on Android, whose value, label and hint are its text (`getValueLabelHint`); obscured is a password.
  @Test func textFields() throws {
    let text = Self.dump([
      "Rect.fromLTRB(16.0, 100.0, 374.0, 150.0)\nactions: tap\nflags: isTextField\nlabel: \"Email\"\nvalue: \"ana@example.com\"",
      "Rect.fromLTRB(16.0, 160.0, 374.0, 210.0)\nactions: tap\nflags: isTextField, isObscured\nlabel: \"Password\"",
    ])
    let ios = try elements(of: text, platform: .ios).filter { $0.isAccessibilityElement == true }
    #expect(ios.map(\.type) == [.textField, .secureTextField] && ios[0].value == "ana@example.com")
    let android = try elements(of: text, platform: .android).filter { $0.className == "android.widget.EditText" }
    #expect(android.map(\.text) == ["ana@example.com, Email", "Password"] && android[1].password == true && android[0].editable == true)
  }

  /// Increase and decrease make it adjustable on iOS, stepping to `increasedValue` and
  /// `decreasedValue` as `accessibilityIncrement` does; a `SeekBar` on Android. Custom actions are
  /// offered on both; the hint is iOS's hint and the end of Android's description.
  @Test func adjustableCustomActionsAndHints() throws {
    let text = Self.dump([
      "Rect.fromLTRB(16.0, 100.0, 374.0, 150.0)\nactions: decrease, increase\nlabel: \"Quantity\"\nvalue: \"2\"\nincreasedValue: \"3\"\ndecreasedValue: \"1\"",
      "Rect.fromLTRB(16.0, 160.0, 374.0, 210.0)\nactions: customAction, tap\ncustomActions: Delete, Archive\nflags: isButton\nlabel: \"Order 42\"\nhint: \"Opens the order\"",
    ])
    let ios = try elements(of: text, platform: .ios).filter { $0.isAccessibilityElement == true }
    #expect(ios[0].traits == [.adjustable] && ios[0].adjustable == .values(["1", "2", "3"], index: 1))
    #expect(ios[1].customActions.map(\.name) == ["Delete", "Archive"] && ios[1].hint == "Opens the order")
    let android = try elements(of: text, platform: .android).filter { $0.contentDescription != nil }
    #expect(android[0].className == "android.widget.SeekBar" && android[1].customActions.map(\.name) == ["Delete", "Archive"])
    #expect(android[1].contentDescription == "Order 42, Opens the order")
    #expect(try bothReaders(text, hints: nil).voiceOver == [
      "Quantity, 2, adjustable (hint: Swipe up or down with one finger to adjust the value.)",
      "Order 42, button, Actions available (hint: Opens the order Swipe up or down to select a custom action, then double tap to activate.)",
    ])
  }

  /// A node with children is a container whose elements are the node itself and then its children
  /// (`SemanticsObjectContainer`); a route (`scopesRoute`) is never an element, on iOS, and has no
  /// description on Android. Blocked actions (`🚫️`) are not offered.
  @Test func containersRoutesAndBlockedActions() throws {
    let text = """
      SemanticsNode#0
       │ Rect.fromLTRB(0.0, 0.0, 400.0, 800.0)
       │ flags: scopesRoute
       │ label: "Orders"
       │
       └─SemanticsNode#1
         │ Rect.fromLTRB(0.0, 100.0, 400.0, 200.0)
         │ actions: tap
         │ label: "Card"
         │
         └─SemanticsNode#2
             Rect.fromLTRB(10.0, 10.0, 100.0, 50.0)
             actions: longPress🚫️
             label: "Open"

      """
    let ios = try Importer.read(bytes: Array(text.utf8), file: "t.txt", platform: .ios).document.screens[0].root
    let route = ios.children[0]
    #expect(route.isAccessibilityElement == false && route.accessibilityElements == ["node-1-container"])
    #expect(route.children[0].accessibilityElements == ["node-1", "node-2"])
    // The child is placed from its parent's top-left corner (the printed rect folds in a translation).
    #expect(route.children[0].children[1].frame == Frame(x: 10, y: 110, width: 90, height: 40))
    #expect(try bothReaders(text).voiceOver == ["Card", "Open"])
    let android = try elements(of: text, platform: .android)
    #expect(android[0].contentDescription == nil && android[0].importantForAccessibility == false)
    #expect(android[2].longClickable == nil)
  }

  /// A merge boundary is one node to the engine, with its merged-up descendants' labels joined by
  /// line breaks, their flags and actions (`SemanticsNode.getSemanticsData`).
  @Test func mergeBoundariesCarryTheirDescendants() throws {
    let text = """
      SemanticsNode#0
       │ Rect.fromLTRB(0.0, 0.0, 400.0, 800.0)
       │
       └─SemanticsNode#4
         │ merge boundary ⛔️
         │ Rect.fromLTRB(0.0, 100.0, 400.0, 160.0)
         │ actions: tap
         │
         ├─SemanticsNode#5
         │   merged up ⬆️
         │   Rect.fromLTRB(0.0, 0.0, 200.0, 30.0)
         │   label: "Jasmine tea"
         │
         └─SemanticsNode#6
             merged up ⬆️
             Rect.fromLTRB(0.0, 30.0, 200.0, 60.0)
             flags: hasCheckedState, isChecked
             label: "$2.50"

      """
    let both = try bothReaders(text)
    #expect(both.voiceOver == ["Jasmine tea\n$2.50, switch button, on"].map { $0.replacingOccurrences(of: "\n", with: "\\n") })
    let android = try elements(of: text, platform: .android)
    #expect(android.count == 2 && android[1].contentDescription == "Jasmine tea\n$2.50" && android[1].checked == .true)
  }

  /// Children are put into Flutter's traversal order (`_childrenInTraversalOrder`): by position,
  /// top to bottom and across in the text direction, then runs of neighbours with ordinal sort keys
  /// by their keys; so a dump in
  /// inverse hit-test order reads as the same dump in traversal order.
  @Test func traversalOrderFromEitherDumpOrder() throws {
    let a = "Rect.fromLTRB(16.0, 100.0, 100.0, 140.0)\nlabel: \"A\"", b = "Rect.fromLTRB(200.0, 100.0, 300.0, 140.0)\nlabel: \"B\""
    let c = "Rect.fromLTRB(16.0, 200.0, 300.0, 240.0)\nlabel: \"C\""
    let traversal = try bothReaders(Self.dump([a, b, c]))
    // TalkBack says a name of one capital letter as "capital A" (CompositorUtils.java:143-152).
    #expect(traversal.voiceOver == ["A", "B", "C"] && traversal.talkBack == ["capital A", "capital B", "capital C"])
    let inverse = try bothReaders(Self.dump([c, b, a]))
    #expect(inverse.voiceOver == traversal.voiceOver && inverse.talkBack == traversal.talkBack)
    let keyed = try bothReaders(Self.dump([a + "\nsortKey: OrdinalSortKey#1a2b3(order: 2.0)", b + "\nsortKey: OrdinalSortKey#4c5d6(order: 1.0)", c]))
    #expect(keyed.voiceOver == ["B", "A", "C"] && keyed.talkBack == ["capital B", "capital A", "capital C"])
    let rtl = try bothReaders(Self.dump([a, b, c]).replacingOccurrences(of: "scaled by 3.0x", with: "scaled by 3.0x\nflutter:    │ textDirection: rtl"))
    #expect(rtl.voiceOver == ["B", "A", "C"])
  }

  /// Frames: transforms composed down the tree as `globalRect` does, then divided by the pixel
  /// ratio for iOS (points); Android keeps physical pixels, with the ratio as its density.
  @Test func framesAndDensity() throws {
    let text = Self.dump(["Rect.fromLTRB(0.0, 0.0, 100.0, 50.0) with transform [[1.0,0.0,0.0,20.0]; [0.0,1.0,0.0,30.0]; [0.0,0.0,1.0,0.0]; [0.0,0.0,0.0,1.0]]\nlabel: \"Moved\""])
    let ios = try elements(of: text, platform: .ios).first { $0.label == "Moved" }
    #expect(ios?.frame == Frame(x: 20, y: 30, width: 100, height: 50))
    let android = try Importer.read(bytes: Array(text.utf8), file: "t.txt", platform: .android).document.screens[0]
    #expect(android.density == 3 && android.size == [1170, 2532])
    var moved: Element?
    android.root.forEachDescendant { if $0.contentDescription == "Moved" { moved = $0 } }
    #expect(moved?.frame == Frame(x: 60, y: 90, width: 300, height: 150))
  }

  @Test func brokenPrintoutsSayWhatIsWrong() {
    #expect(failure("SemanticsNode#0\n Rect.fromLTRB(0.0, 0.0, 10.0)\n", format: .flutter)?.contains("line 2: the rect is not four numbers") == true)
    #expect(failure("SemanticsNode#0\n Rect.fromLTRB(0.0, 0.0, 1.0, 1.0)\n label: \"open\n", format: .flutter)?.contains("a quoted text that never closes") == true)
    #expect(failure("hello\n", format: .flutter)?.contains("no SemanticsNode line") == true)
    #expect(failure("SemanticsNode#1(Rect.fromLTRB(0.0, 0.0, 1.0, 1.0), label: \"Pay\")\n", format: .flutter)?.contains("line 1: a node printed on one line") == true)
  }

  /// The checkout sample before and after its fix (samples/flutter, scripts/flutter-sample-captures.py),
  /// as each reader hears it.
  @Test(arguments: ["checkout.txt", "checkout-legacy.txt"])
  func samplesMatchTheirGoldens(_ file: String) throws {
    let text = try String(contentsOfFile: Repository.path("samples/flutter/" + file), encoding: .utf8)
    let both = try bothReaders(text, file: file, hints: nil)
    let golden = "VoiceOver\n" + both.voiceOver.joined(separator: "\n") + "\n\nTalkBack\n" + both.talkBack.joined(separator: "\n") + "\n"
    let failure = Golden.check(golden, named: "flutter-" + file)
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Every genuine Flutter printout reads with no error and gives stops in both readers.
  @Test(.needsCrossPlatformCorpus, arguments: Repository.crossPlatformCorpusInputs("flutter"))
  func everyCorpusPrintoutReadsInBothReaders(_ file: String) throws {
    let path = Repository.crossPlatformCorpus.appendingPathComponent(file).path
    let result = try Importer.read(path: path)
    #expect(result.format == .flutter)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let both = try bothReaders(text, file: file)
    #expect(!both.voiceOver.isEmpty && !both.talkBack.isEmpty)
  }
}
