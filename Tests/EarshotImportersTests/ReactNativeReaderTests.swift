import EarshotEngine
import EarshotImporters
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import Foundation
import Testing

/// React Native test snapshots (Jest `.snap` files and `toJSON()` trees), read as React Native's
/// view managers hand the host tree to iOS (facebook/react-native
/// `packages/react-native/React/Fabric/Mounting/ComponentViews/View/RCTViewComponentView.mm`,
/// `packages/react-native/ReactCommon/react/renderer/components/view/accessibilityPropsConversions.h`)
/// and to Android (`packages/react-native/ReactAndroid/src/main/java/com/facebook/react/uimanager/ReactAccessibilityDelegate.java`,
/// `BaseViewManager.java`).
@Suite struct ReactNativeReaderTests {
  /// A `.snap` file of one snapshot holding `body` (elements, indented as Jest prints them).
  static func snap(_ body: String, name: String = "Screen renders 1") -> String {
    "// Jest Snapshot v1, https://goo.gl/fbAQLP\n\nexports[`\(name)`] = `\n<View>\n\(body)\n</View>\n`;\n"
  }

  /// Every screen's lines, by reader.
  static func both(_ text: String, hints: Bool? = false) throws -> (voiceOver: [[String]], talkBack: [[String]]) {
    let ios = try Importer.read(bytes: Array(text.utf8), file: "t.snap", platform: .ios).document
    let android = try Importer.read(bytes: Array(text.utf8), file: "t.snap", platform: .android).document
    let talkBack = Transcript(document: android, reader: TalkBack(language: "en-US"), speakHints: hints)
    return (lines(ios, hints: hints), talkBack.screens.map { $0.entries.map { Transcript.line($0.utterance) } })
  }

  @Test func isDetectedAsSnapOrJSON() throws {
    let text = Self.snap("  <Text>\n    Hello\n  </Text>")
    #expect(try read(text, file: "a.snap").format == .jest)
    let json = #"{"type": "View", "props": {}, "children": [{"type": "Text", "props": {"role": "heading"}, "children": ["Hello"]}]}"#
    let result = try read(json, file: "tree.json")
    #expect(result.format == .jest && lines(result.document)[0] == ["Hello, heading"])
    #expect(result.warnings.contains { $0.message.contains("the stops are in the tree's order, and rules about size and position are not run") })
  }

  /// Roles: Fabric's traits on iOS (`accessibilityPropsConversions.h`), `AccessibilityRole.getValue`'s
  /// classes and `setRole`'s role descriptions on Android; `role` wins over `accessibilityRole`.
  @Test func rolesBecomeTraitsAndClasses() throws {
    let text = Self.snap("""
        <View
          accessibilityRole="button"
          accessible={true}
        >
          <Text>
            Pay
          </Text>
        </View>
        <Text
          accessibilityRole="link"
          role="header"
        >
          Checkout
        </Text>
        <View
          accessibilityLabel="Logo"
          accessible={true}
          role="img"
        />
        <View
          accessibilityLabel="Search"
          accessible={true}
          role="searchbox"
        />
      """)
    let ios = try elements(of: text, platform: .ios).filter { $0.isAccessibilityElement == true }
    #expect(ios.map(\.traits) == [[.button], [.header, .staticText], [.image], [.searchField]])
    #expect(ios[0].label == "Pay")
    let android = try elements(of: text, platform: .android)
    #expect(android.dropFirst().map(\.className) == ["android.widget.Button", "android.widget.TextView", "android.view.View",
                                                   "android.widget.ImageView", "android.widget.EditText"])
    #expect(android[3].heading == true && android[4].roleDescription == "Image")
    let both = try Self.both(text)
    #expect(both.voiceOver[0] == ["Pay, button", "Checkout, heading", "Logo, image", "Search, search field"])
    #expect(both.talkBack[0].first == "Button, Pay")
  }

  /// `accessibilityState` and the `aria-*` props: Selected and Not Enabled traits, the value
  /// Fabric's `accessibilityValue` builds (a checkbox's role description, checked, expanded,
  /// busy, then the value's text or percentage); Android's selected, enabled, checkable and checked.
  @Test func statesAndValues() throws {
    let text = Self.snap("""
        <View
          accessibilityLabel="Gift wrap"
          accessibilityState={
            {
              "checked": true,
              "disabled": true,
            }
          }
          accessible={true}
          role="checkbox"
        />
        <View
          accessibilityLabel="Sizes"
          accessible={true}
          aria-expanded={false}
          aria-selected={true}
        />
        <View
          accessibilityLabel="Upload"
          accessible={true}
          aria-busy={true}
          aria-valuemax={10}
          aria-valuemin={0}
          aria-valuenow={4}
          role="progressbar"
        />
        <View
          accessibilityLabel="Dark mode"
          accessibilityState={
            {
              "checked": false,
            }
          }
          accessible={true}
          role="switch"
        />
      """)
    let both = try Self.both(text)
    #expect(both.voiceOver[0] == ["Gift wrap, checkbox, checked, dimmed", "Selected, Sizes, collapsed", "Upload, busy, 40 percent",
                                  "Dark mode, switch button, off"])
    let android = try elements(of: text, platform: .android).dropFirst().map { $0 }
    #expect(android[0].className == "android.widget.CheckBox" && android[0].checked == .true && android[0].enabled == false)
    #expect(android[1].selected == true && android[1].expanded == false)
    #expect(android[2].rangeInfo == RangeInfo(type: .float, min: 0, max: 10, current: 4))
    #expect(android[3].className == "android.widget.Switch" && android[3].checked == .false)
  }

  /// A mixed checkbox is not checkable on Android (`ReactAccessibilityDelegate.setState` takes only
  /// a boolean `checked`): `BaseViewManager.updateViewContentDescription` puts its state into the
  /// content description as the word "mixed" (and a busy view's as "busy"), after the label, so
  /// TalkBack hears an unlabelled mixed checkbox rather than skipping it (react-native-paper's
  /// indeterminate Checkbox is such a view).
  @Test func mixedAndBusyAreWordsOfTheDescriptionOnAndroid() throws {
    let text = Self.snap("""
        <View
          accessibilityState={
            {
              "checked": "mixed",
            }
          }
          accessible={true}
          focusable={true}
          onClick={[Function]}
          role="checkbox"
        />
        <View
          accessibilityLabel="Toppings"
          accessibilityState={
            {
              "checked": "mixed",
            }
          }
          accessible={true}
          role="checkbox"
        />
        <View
          accessibilityLabel="Upload"
          accessible={true}
          aria-busy={true}
        />
      """)
    let android = try elements(of: text, platform: .android).dropFirst().map { $0 }
    #expect(android.map(\.contentDescription) == ["mixed", "Toppings, mixed", "Upload, busy"])
    #expect(android[0].checkable != true)
    let both = try Self.both(text)
    #expect(both.voiceOver[0] == ["checkbox, mixed", "Toppings, checkbox, mixed", "Upload, busy"])
    #expect(both.talkBack[0].count == 3 && both.talkBack[0][0].hasPrefix("mixed"))
  }

  /// An accessible view's label is its descendants' text joined with spaces on iOS
  /// (`RCTRecursiveAccessibilityLabel`), and an element hides its subtree; on Android the view is
  /// focusable and TalkBack reads its children. Hidden: `accessibilityElementsHidden` on iOS,
  /// `importantForAccessibility="no-hide-descendants"` on Android, `aria-hidden` on both.
  @Test func labelsFromTextAndHiding() throws {
    let text = Self.snap("""
        <View
          accessible={true}
          onClick={[Function]}
        >
          <Text>
            Total
          </Text>
          <Text>
            $17.70
          </Text>
        </View>
        <View
          accessibilityElementsHidden={true}
        >
          <Text>
            iOS hides this
          </Text>
        </View>
        <View
          importantForAccessibility="no-hide-descendants"
        >
          <Text>
            Android hides this
          </Text>
        </View>
        <Text
          aria-hidden={true}
        >
          Nobody reads this
        </Text>
      """)
    let both = try Self.both(text)
    #expect(both.voiceOver[0] == ["Total $17.70", "Android hides this"])
    #expect(both.talkBack[0] == ["Total, $17.70", "iOS hides this"])
  }

  /// Custom actions are the ones neither platform performs itself; a hint is iOS's hint and
  /// Android's tooltip (`setTooltipText`, not read), said in a warning; a modal view hides its
  /// siblings on iOS.
  @Test func actionsHintsAndModal() throws {
    let text = Self.snap("""
        <Text>
          Behind
        </Text>
        <View
          accessibilityViewIsModal={true}
        >
          <View
            accessibilityActions={
              [
                {
                  "name": "activate",
                },
                {
                  "label": "Delete message",
                  "name": "delete",
                },
              ]
            }
            accessibilityHint="Opens the message"
            accessibilityLabel="Message from Ana"
            accessible={true}
          />
        </View>
      """)
    let ios = try elements(of: text, platform: .ios).filter { $0.isAccessibilityElement == true }
    #expect(ios.last?.customActions.map(\.name) == ["Delete message"] && ios.last?.hint == "Opens the message")
    #expect(try Self.both(text, hints: nil).voiceOver[0] == ["Message from Ana, Actions available (hint: Opens the message Swipe up or down to select a custom action, then double tap to activate.)"])
    let result = try Importer.read(bytes: Array(text.utf8), file: "t.snap", platform: .android)
    #expect(result.warnings.contains { $0.message.contains("1 accessibility hint is left out on Android") })
    #expect(try elements(of: text, platform: .android).last?.customActions.map(\.name) == ["Delete message"])
  }

  /// Host controls: a TextInput is a text field (its placeholder the label on iOS, the hint text
  /// on Android), a Switch a switch with its value.
  @Test func hostControls() throws {
    let text = Self.snap("""
        <TextInput
          placeholder="Card number"
          value=""
        />
        <RCTSwitch
          accessibilityLabel="Save card"
          value={true}
        />
      """)
    let both = try Self.both(text)
    #expect(both.voiceOver[0] == ["Card number, text field", "Save card, switch button, on"])
    let android = try elements(of: text, platform: .android)
    #expect(android[1].className == "android.widget.EditText" && android[1].hint == "Card number")
    #expect(android[2].checked == .true)
  }

  /// Several snapshots in a file are screens of one flow, each named after its export; the old
  /// `Object {`/`Array [` style reads too.
  @Test func severalSnapshotsAreAFlow() throws {
    let text = """
      // Jest Snapshot v1, https://goo.gl/fbAQLP

      exports[`Cart renders 1`] = `
      <Text
        style={
          Object {
            "fontSize": 20,
          }
        }
      >
        Cart
      </Text>
      `;

      exports[`Payment renders 1`] = `
      <Text>
        Pay \\`now\\`
      </Text>
      `;

      """
    let document = try read(text, file: "flow.snap").document
    #expect(document.screens.map(\.id) == ["Cart renders 1", "Payment renders 1"])
    #expect(lines(document) == [["Cart"], ["Pay `now`"]])
  }

  @Test func brokenSnapshotsSayWhatIsWrong() {
    #expect(failure("exports[`a 1`] = `\n<View\n  accessible={true}\n", file: "a.snap")?.contains("never ends") == true)
    #expect(failure("exports[`a 1`] = `\n<View>\n  <Text>\n`;\n", file: "a.snap")?.contains("has no </Text>") == true)
    #expect(failure(#"{"type": "View", "props": {}, "children": [{"props": {}}]}"#, file: "t.json", format: .jest)?.contains("expected a host component") == true)
  }

  /// The checkout before and after its fix (samples/react-native, scripts/react-native-sample-captures.py).
  @Test(arguments: ["checkout.test.tsx.snap", "checkout-legacy.test.tsx.snap"])
  func samplesMatchTheirGoldens(_ file: String) throws {
    let text = try String(contentsOfFile: Repository.path("samples/react-native/" + file), encoding: .utf8)
    let both = try Self.both(text, hints: nil)
    func screens(_ s: [[String]]) -> String { s.map { $0.joined(separator: "\n") }.joined(separator: "\n--\n") }
    let golden = "VoiceOver\n" + screens(both.voiceOver) + "\n\nTalkBack\n" + screens(both.talkBack) + "\n"
    let failure = Golden.check(golden, named: "react-native-" + file + ".txt")
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Every genuine React Native snapshot file reads with no error and gives stops in both readers.
  @Test(.needsCrossPlatformCorpus, arguments: Repository.crossPlatformCorpusInputs("react-native"))
  func everyCorpusSnapshotReadsInBothReaders(_ file: String) throws {
    let path = Repository.crossPlatformCorpus.appendingPathComponent(file).path
    #expect(try Importer.read(path: path).format == .jest)
    let both = try Self.both(try String(contentsOfFile: path, encoding: .utf8))
    #expect(both.voiceOver.joined().count > 0 && both.talkBack.joined().count > 0)
    // Every snapshot of a file gives stops in both readers, not only the file as a whole.
    #expect(both.voiceOver.allSatisfy { !$0.isEmpty } && both.talkBack.allSatisfy { !$0.isEmpty })
  }
}
