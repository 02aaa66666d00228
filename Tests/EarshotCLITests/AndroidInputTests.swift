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

  /// A flow is read by one screen reader: one whose screens are of both platforms is refused by
  /// every command that reads it, naming the screen of the other platform, where its Android
  /// screen was read with VoiceOver's rules (or the reverse). Reach and Switch Control's scan,
  /// which refuse Android screens, refuse a flow with one anywhere in it.
  @Test func aFlowMixingPlatformsIsRefusedByEveryCommand() throws {
    let flow = write(#"""
      {"earshot": 1, "start": "a", "screens": [
        {"id": "a", "title": "A", "root": {"children": [{"type": "button", "label": "Pay", "frame": [0, 0, 100, 44]}]}},
        {"id": "b", "title": "B", "platform": "android", "root": {"children": [
          {"className": "android.widget.Button", "text": "Pay", "clickable": true, "focusable": true, "frame": [0, 0, 300, 131]}]}}]}
      """#)
    defer { try? FileManager.default.removeItem(atPath: flow) }
    let said = "Error: \(flow): screen \"b\" is an Android screen and the start screen \"a\" an iOS one: a flow is read by one screen reader"
    for command in [["transcript"], ["audit"], ["audit", "--format", "sarif"], ["reach", "--with", "voiceover"], ["run", "-e", "next"]] {
      let r = earshot(command + [flow])
      #expect(r.status == 2 && r.err.hasPrefix(command[0] == "reach" ? "Error: \(flow): screen \"b\" is an Android screen: reach models" : said), "\(command): \(r.err)")
    }
    let scan = earshot("render", Repository.path("samples/android/checkout.json"), "-o", NSTemporaryDirectory() + "earshot-\(UUID().uuidString).wav", "--with", "switch-control")
    #expect(scan.status == 2 && scan.err.contains("an Android screen: reach models iOS's VoiceOver, Switch Control"), "\(scan.err)")
    // An option that costs Switch Control or Voice Control is refused on an Android screen, not ignored.
    let legacy = Repository.path("samples/android/checkout-legacy.json"), fixed = Repository.path("samples/android/checkout.json")
    for (command, option) in [(["diff", legacy, fixed, "--estimate"], ["--scan-time", "2"]), (["report", fixed, "--no-audio", "-o", NSTemporaryDirectory() + "earshot-\(UUID().uuidString).html"], ["--voice-control-overlay", "item-numbers"])] {
      let r = earshot(command + option)
      #expect(r.status == 2 && r.err.contains(": an Android screen: \(option[0]) sets what Switch Control or Voice Control costs"), "\(command[0]): \(r.err)")
    }
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
