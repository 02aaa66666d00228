import EarshotTestSupport
import Foundation
import Testing

/// Android screens until a TalkBack reader reads them: `import` converts them, and every command
/// that speaks a screen stops with one line instead of reading an Android app with VoiceOver's rules.
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

  @Test(arguments: [["transcript"], ["audit"], ["reach"], ["render", "-o", "/nonexistent/out.wav"]])
  func speakingCommandsSayThereIsNoTalkBackReaderYet(_ command: [String]) {
    let file = write(Self.document)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let r = earshot(command + [file])
    #expect(r.status == 2 && r.out.isEmpty)
    #expect(r.err == "Error: \(file): an Android screen (\"platform\": \"android\"): VoiceOver reads only iOS screens, and this Earshot has no TalkBack reader yet, so there is nothing to hear; earshot import converts Android captures to screen documents meanwhile\n")
  }

  /// A capture refused says only that, not the import's warnings first.
  @Test func anAndroidCaptureIsRefusedInOneLine() {
    let capture = Repository.path("samples/android/checkout.xml")
    let r = earshot("transcript", capture)
    #expect(r.status == 2 && r.out.isEmpty)
    #expect(r.err.split(separator: "\n").count == 1 && r.err.hasPrefix("Error: \(capture): an Android screen"))
    let imported = earshot("import", capture)
    #expect(imported.status == 0 && imported.out.contains(#""platform": "android""#))
    #expect(imported.err.contains("warning: \(capture): the capture does not record the screen's density"))
  }

  @Test func importWritesTheAndroidDocumentBack() {
    let file = write(Self.document)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let r = earshot("import", file)
    #expect(r.status == 0 && r.err.isEmpty, "\(r.err)")
    #expect(r.out.contains(#""platform": "android""#) && r.out.contains(#""className": "android.widget.Button""#))
  }
}
