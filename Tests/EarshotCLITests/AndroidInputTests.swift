import EarshotModel
import EarshotTestSupport
import Foundation
import Testing

/// Android screens are read by TalkBack: every command that speaks a screen takes them, a reader
/// of the other platform is refused in one line, and `import` converts them.
@Suite struct AndroidInputTests {
  static let document = #"""
    {"earshot": 1, "platform": "android", "density": 2.625, "root": {"children": [
      {"className": "android.widget.Button", "text": "Pay", "clickable": true, "focusable": true, "frame": [600, 2000, 378, 131]}]}}
    """#

  func write(_ text: String) -> String {
    let path = NSTemporaryDirectory() + "earshot-android-\(UUID().uuidString).json"
    FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return path
  }

  /// The issue's first "done when": the checkout capture, one stop per line, as TalkBack says it.
  @Test func theTranscriptOfACaptureIsWhatTalkBackSays() {
    let r = earshot("transcript", Repository.path("samples/android/checkout.xml"))
    #expect(r.status == 0, "\(r.err)")
    let lines = r.out.split(separator: "\n").map(String.init)
    #expect(lines.count == 16 && lines[0] == "Screen: 15 stops")
    #expect(lines.contains("3. Add jasmine tea to cart, Button (hint: Double-tap to activate)"))
    #expect(lines.contains("8. off, Notifications, Switch, Out of list (hint: Double-tap to toggle)"))
    // What the dump cannot say is said on stderr.
    #expect(r.err.contains("a uiautomator dump does not record headings"))
  }

  /// A content description TalkBack drops is said when the file is read, naming the field, the
  /// element and why (google/talkback@26a27dc EditTextDescription.java:103-115: a field holding
  /// text speaks its text), from a screen document and from a uiautomator dump alike; a password
  /// field (which speaks its description) and an empty field (which speaks it) are not flagged.
  @Test func aContentDescriptionTalkBackDropsIsAWarning() {
    let document = write(#"""
      {"earshot": 1, "platform": "android", "density": 2.625, "root": {"children": [
        {"className": "android.widget.EditText", "editable": true, "text": "ada@example.com", "contentDescription": "Email", "frame": [16, 100, 379, 48]},
        {"className": "android.widget.EditText", "editable": true, "password": true, "text": "••••", "contentDescription": "Password", "frame": [16, 160, 379, 48]},
        {"className": "android.widget.EditText", "editable": true, "contentDescription": "Name", "frame": [16, 220, 379, 48]}]}}
      """#)
    let dump = write(#"""
      <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0"><node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[0,0][1080,2340]"><node index="0" text="ada@example.com" resource-id="com.example:id/email" class="android.widget.EditText" package="com.example" content-desc="Email" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="true" password="false" selected="false" bounds="[42,262][1038,388]" /></node></hierarchy>
      """#)
    for file in [document, dump] {
      let r = earshot("transcript", file)
      #expect(r.status == 0, "\(r.err)")
      let warnings = r.err.split(separator: "\n").filter { $0.contains("TalkBack does not speak this content description") }
      #expect(warnings.count == 1, "\(file): \(r.err)")
      #expect(warnings.first?.contains(".contentDescription: ") == true && warnings.first?.contains("\"Email\" is never heard") == true
              && warnings.first?.contains("EditTextDescription.java") == true, "\(warnings)")
      #expect(!r.out.contains("Email"), "TalkBack says the text, not the description")
    }
  }

  @Test func aReaderOfTheOtherPlatformIsRefused() {
    let file = write(Self.document)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let r = earshot("transcript", file, "--reader", "voiceover")
    #expect(r.status == 2 && r.out.isEmpty)
    #expect(r.err == "Error: \(file): --reader voiceover: VoiceOver reads iOS screens, and this is an Android screen; leave --reader out to hear it with TalkBack\n")
    let call = Repository.path("samples/call.json")
    let ios = earshot("transcript", call, "--reader", "talkback")
    #expect(ios.status == 2 && ios.err.hasPrefix("Error: \(call): --reader talkback: TalkBack reads Android screens, and this is an iOS screen"))
    // In a batch, the error names the input it refuses.
    for command in ["transcript", "audit"] {
      let batch = earshot(command, call, file, "--reader", "talkback")
      #expect(batch.status == 2 && batch.err.contains("Error: \(call): --reader talkback: TalkBack reads Android screens"), "\(batch.err)")
    }
  }

  /// A flow whose start screen is iOS and whose second screen is Android (a journey through an
  /// iOS app and its Android counterpart, or a capture pair kept together).
  static let mixedFlow = #"""
    {"earshot": 1, "start": "a", "screens": [
      {"id": "a", "title": "A", "root": {"children": [{"type": "button", "label": "Pay", "frame": [0, 0, 100, 44]}]}},
      {"id": "b", "title": "B", "platform": "android", "root": {"children": [
        {"className": "android.widget.Button", "text": "Pay", "clickable": true, "focusable": true, "frame": [0, 0, 300, 131]},
        {"className": "android.widget.ImageButton", "clickable": true, "focusable": true, "frame": [0, 200, 300, 131]}]}}]}
    """#

  /// Each screen of a mixed flow is heard by its own platform's reader: VoiceOver says "Pay, button"
  /// on the iOS screen, TalkBack "Pay, Button" and its hint on the Android one (not "B: 0 stops"
  /// from VoiceOver's rules), and each screen's heading and JSON name the reader.
  @Test func aMixedFlowIsTranscribedScreenByScreen() throws {
    let flow = write(Self.mixedFlow)
    defer { try? FileManager.default.removeItem(atPath: flow) }
    let text = earshot("transcript", flow)
    #expect(text.status == 0)
    #expect(text.out == """
      A [a]: 1 stop, heard by VoiceOver
      1. Pay, button

      B [b]: 2 stops, heard by TalkBack
      1. Pay, Button (hint: Double-tap to activate)
      2. Unlabelled, Button (hint: Double-tap to activate)

      """)
    let json = earshot("transcript", flow, "--format", "json")
    let screens = try #require((try JSONParser.parse(json.out))["screens"]?.arrayValue)
    #expect(screens.map { $0["reader"]?.stringValue } == ["VoiceOver", "TalkBack"])
    // What each reader took the stop to be, in its own terms.
    #expect(screens[0]["stops"]?.arrayValue?.first?["traits"] != nil)
    #expect(screens[1]["stops"]?.arrayValue?.first?["className"]?.stringValue == "android.widget.Button")
    // One platform's flow is unchanged: no reader named.
    let ios = earshot("transcript", Repository.path("samples/call.json"))
    #expect(!ios.out.contains("heard by"))
  }

  /// The audit runs each platform's rules on its own screens: the unlabelled Android button is
  /// TalkBack's android-unlabelled error, and no iOS rule reads the Android screen.
  @Test func aMixedFlowIsAuditedScreenByScreen() throws {
    let flow = write(Self.mixedFlow)
    defer { try? FileManager.default.removeItem(atPath: flow) }
    let r = earshot("audit", flow, "--format", "json")
    let screens = try #require((try JSONParser.parse(r.out))["files"]?.arrayValue?.first?["screens"]?.arrayValue)
    let rules = screens.map { Set(($0["findings"]?.arrayValue ?? []).compactMap { $0["rule"]?.stringValue }) }
    #expect(rules[1] == ["android-unlabelled"], "\(rules)")
    #expect(!rules[0].contains { $0.hasPrefix("android-") })
    #expect(screens.map { $0["stops"]?.numberValue } == [1, 2])
    // Each screen names the reader that heard it, as the transcript's do.
    #expect(screens.map { $0["reader"]?.stringValue } == ["VoiceOver", "TalkBack"])
    #expect(earshot("audit", flow).out.contains(#"screen "B" [b], heard by TalkBack: 2 stops"#))
    let sarif = earshot("audit", flow, "--format", "sarif")
    #expect(sarif.out.contains("android-unlabelled") && sarif.out.contains(#""reader": "TalkBack""#))
  }

  /// The review page of a mixed flow hears each screen with its own reader: TalkBack's words and
  /// its finding on the Android screen, VoiceOver's on the iOS one.
  @Test func aMixedFlowsReviewPageHearsEachScreenWithItsReader() throws {
    let flow = write(Self.mixedFlow)
    let page = NSTemporaryDirectory() + "earshot-\(UUID().uuidString).html"
    defer { for f in [flow, page] { try? FileManager.default.removeItem(atPath: f) } }
    let r = earshot("report", flow, "-o", page, "--no-audio")
    #expect(r.status == 0, "\(r.err)")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains("What VoiceOver and TalkBack say on each screen"))
    #expect(html.contains("Pay, button") && html.contains("Unlabelled, Button") && html.contains("android-unlabelled"))
  }

  /// Reach leaves a flow's Android screens out, naming each in its text and JSON, and refuses a
  /// document of Android screens alone; render --with switch-control, which scans the start
  /// screen, refuses an Android one the same way and scans an iOS start screen of a mixed flow.
  @Test func reachAndTheSwitchControlScanLeaveAndroidScreensOut() throws {
    let flow = write(Self.mixedFlow)
    let androidStart = write(Self.mixedFlow.replacingOccurrences(of: #""start": "a""#, with: #""start": "b""#))
    let audio = NSTemporaryDirectory() + "earshot-\(UUID().uuidString).wav"
    defer { for f in [flow, androidStart, audio] { try? FileManager.default.removeItem(atPath: f) } }
    let notModelled = "an Android screen, left out: reach models iOS's VoiceOver, Switch Control"
    let reach = earshot("reach", flow)
    #expect(reach.status == 0 && reach.out.hasPrefix("A: reach with") && reach.out.contains("screen \"b\" is \(notModelled)"), "\(reach.out)")
    let json = earshot("reach", flow, "--format", "json")
    let object = (try JSONParser.parse(json.out))
    #expect(object["screens"]?.arrayValue?.count == 1)
    #expect(object["leftOut"]?.arrayValue?.first?["id"]?.stringValue == "b")
    #expect(json.err.contains("note: screen \"b\" is \(notModelled)"))
    let alone = earshot("reach", Repository.path("samples/android/checkout.json"))
    #expect(alone.status == 2 && alone.err.contains("an Android screen: reach models iOS's VoiceOver, Switch Control"), "\(alone.err)")
    let scan = earshot("render", flow, "-o", audio, "--with", "switch-control")
    #expect(scan.status == 0, "\(scan.err)")
    let refused = earshot("render", androidStart, "-o", audio, "--with", "switch-control")
    #expect(refused.status == 2 && refused.err.contains("the start screen \"b\" is an Android screen: reach models") && refused.err.contains("--screen ID"), "\(refused.err)")
    let android = earshot("render", Repository.path("samples/android/checkout.json"), "-o", audio, "--with", "switch-control")
    #expect(android.status == 2 && android.err.contains("an Android screen: reach models iOS's VoiceOver, Switch Control"), "\(android.err)")
  }

  /// Where one reader must hear the whole flow (a gesture script's session, a listening session,
  /// a comparison, a speech snapshot) a mixed flow is refused, naming the screen of the other
  /// platform; a --reader that cannot read one of its screens names that screen.
  @Test func oneReaderThroughoutRefusesAMixedFlow() throws {
    let flow = write(Self.mixedFlow)
    defer { try? FileManager.default.removeItem(atPath: flow) }
    let said = "Error: \(flow): screen \"b\" is an Android screen and the start screen \"a\" an iOS one: "
    for command in [["run", "-e", "next"], ["diff", Repository.path("samples/call.json")], ["snapshot", "record", "--goldens", NSTemporaryDirectory()]] {
      let r = earshot(command + [flow])
      #expect(r.status == 2 && r.err.hasPrefix(said), "\(command): \(r.err)")
    }
    let chosen = earshot("transcript", flow, "--reader", "voiceover")
    #expect(chosen.status == 2 && chosen.err == "Error: \(flow): --reader voiceover: VoiceOver reads iOS screens, and screen \"b\" is an Android screen; leave --reader out to hear each screen with its own platform's reader\n", "\(chosen.err)")
  }

  @Test(arguments: [["transcript"], ["audit"], ["transcript", "--format", "json"]])
  func speakingCommandsTakeAndroidScreens(_ command: [String]) {
    let file = write(Self.document)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let r = earshot(command + [file])
    #expect(!r.err.contains("Error"), "\(r.err)")
  }

  /// `--density` gives the screen's pixels per dp: the audit's touch targets are measured in the
  /// capture's pixels divided by it, where without it the estimate (2.625) finds none too small.
  @Test func aGivenDensityMeasuresTheCaptureInItsDp() {
    let capture = Repository.path("samples/android/checkout.xml")
    let estimated = earshot("audit", capture)
    #expect(estimated.status == 0 && !estimated.out.contains("android-touch-target"), "\(estimated.out)")
    let given = earshot("audit", capture, "--density", "4")
    #expect(given.status == 1 && given.out.components(separatedBy: "Error: android-touch-target").count == 6, "\(given.out)")
    // 210 × 126 px ÷ 4 = 52.5 × 31.5 dp, rounded as the Accessibility Test Framework rounds.
    #expect(given.out.contains("It is 53 × 32 dp (210 × 126 px at 4 px per dp), under the 48 × 48 dp a touch target needs."))
  }

  /// `import --density` writes the given density, says nothing of an estimate, and changes nothing else.
  @Test func importWritesTheGivenDensity() {
    let capture = Repository.path("samples/android/checkout.xml")
    let estimated = earshot("import", capture), given = earshot("import", capture, "--density=2.75")
    #expect(given.status == 0 && estimated.status == 0)
    #expect(estimated.err.contains("2.625 pixels per dp is assumed") && !given.err.contains("pixels per dp"), "\(given.err)")
    #expect(given.out.contains(#""density": 2.75,"#))
    #expect(given.out == estimated.out.replacingOccurrences(of: #""density": 2.625,"#, with: #""density": 2.75,"#))
  }

  /// An iOS screen's frames are in points: --density leaves it as it is (a diff of an iOS screen
  /// and an Android one gives it for the Android one).
  @Test func anIOSScreenIgnoresTheDensity() {
    let ios = Repository.path("samples/checkout.json")
    let plain = earshot("transcript", ios, "--format", "json"), given = earshot("transcript", ios, "--format", "json", "--density", "3")
    #expect(given.status == 0 && given.out == plain.out && given.err == plain.err)
  }

  /// Out of range or not a number: one line naming the option and the range, exit 2, before any work.
  @Test(arguments: ["0", "-1", "11", "abc", "nan", "inf", "0.49", ""])
  func aDensityOutOfRangeIsRefused(_ value: String) {
    let r = earshot("import", Repository.path("samples/android/checkout.xml"), "--density", value)
    #expect(r.status == 2 && r.out.isEmpty)
    #expect(r.err == "Error: --density takes a number from 0.5 to 10 pixels per dp, not '\(value)'\nSee 'earshot help import'.\n")
  }

  @Test func importWritesTheAndroidDocumentBack() {
    let file = write(Self.document)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let r = earshot("import", file)
    #expect(r.status == 0 && r.err.isEmpty, "\(r.err)")
    #expect(r.out.contains(#""platform": "android""#) && r.out.contains(#""className": "android.widget.Button""#))
  }
}
