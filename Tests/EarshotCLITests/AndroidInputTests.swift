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

  @Test func aReaderOfTheOtherPlatformIsRefused() {
    let file = write(Self.document)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let r = earshot("transcript", file, "--reader", "voiceover")
    #expect(r.status == 2 && r.out.isEmpty)
    #expect(r.err == "Error: --reader voiceover: VoiceOver reads iOS screens, and this is an Android screen; leave --reader out to hear it with TalkBack\n")
    let ios = earshot("transcript", Repository.path("samples/call.json"), "--reader", "talkback")
    #expect(ios.status == 2 && ios.err.hasPrefix("Error: --reader talkback: TalkBack reads Android screens, and this is an iOS screen"))
  }

  @Test(arguments: [["transcript"], ["audit"], ["transcript", "--format", "json"]])
  func speakingCommandsTakeAndroidScreens(_ command: [String]) {
    let file = write(Self.document)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let r = earshot(command + [file])
    #expect(!r.err.contains("Error"), "\(r.err)")
  }

  @Test func importWritesTheAndroidDocumentBack() {
    let file = write(Self.document)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let r = earshot("import", file)
    #expect(r.status == 0 && r.err.isEmpty, "\(r.err)")
    #expect(r.out.contains(#""platform": "android""#) && r.out.contains(#""className": "android.widget.Button""#))
  }
}
