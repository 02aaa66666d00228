import EarshotTestSupport
import Foundation
import Testing

/// One capture, both readers: a Flutter or React Native capture is read for the chosen reader's
/// platform by every command, `--reader both` gives both transcripts, and the audit runs each
/// platform's rules on its own reading.
@Suite struct CrossPlatformInputTests {
  static let flutter = Repository.path("samples/flutter/checkout-legacy.txt")
  static let reactNative = Repository.path("samples/react-native/checkout.test.tsx.snap")

  @Test func eachReaderHearsItsOwnReading() {
    let voiceOver = earshot("transcript", Self.flutter)
    #expect(voiceOver.status == 0 && voiceOver.out.contains("5. Add, button\n"), "\(voiceOver.err)")
    let talkBack = earshot("transcript", Self.flutter, "--reader", "talkback")
    #expect(talkBack.status == 0 && talkBack.out.contains("5. Add, Button (hint: Double-tap to activate)\n"), "\(talkBack.err)")
  }

  /// `import` writes VoiceOver's reading, or with `--reader talkback` the Android screen.
  @Test func importWritesEitherReading() {
    let ios = earshot("import", Self.flutter)
    #expect(ios.status == 0 && !ios.out.contains(#""platform": "android""#), "\(ios.err)")
    let android = earshot("import", Self.flutter, "--reader", "talkback")
    #expect(android.status == 0 && android.out.contains(#""platform": "android""#) && android.out.contains(#""density": 3"#), "\(android.err)")
  }

  @Test func bothReadersOneAfterTheOther() {
    let r = earshot("transcript", Self.reactNative, "--reader", "both", "--no-hints")
    #expect(r.status == 0, "\(r.err)")
    let parts = r.out.components(separatedBy: "==> ")
    #expect(parts.count == 3 && parts[1].hasPrefix("VoiceOver <==\n") && parts[2].hasPrefix("TalkBack <==\n"))
    #expect(parts[1].contains("3. Add jasmine tea to cart, button\n") && parts[2].contains("3. Add jasmine tea to cart, Button\n"))
    let json = earshot("transcript", Self.reactNative, "--reader", "both", "--format", "json")
    #expect(json.status == 0 && json.out.contains(#""reader": "voiceover""#) && json.out.contains(#""reader": "talkback""#))
    // One iOS screen has no TalkBack reading.
    let ios = earshot("transcript", Repository.path("samples/checkout.json"), "--reader", "both")
    #expect(ios.status == 2 && ios.err.contains("TalkBack reads Android screens, and this is an iOS screen"))
  }

  /// `render --reader both`: each reader's audio, captions and timeline, named by the reader and
  /// the same bytes as that reader's render alone; what both say alike is synthesized once.
  @Test func renderWritesEachReadersAudio() throws {
    let folder = NSTemporaryDirectory() + "earshot-both-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let r = earshot("render", Self.flutter, "--reader", "both", "-o", folder + "/pay.wav", "--captions", "vtt", "--timeline", folder + "/pay.json")
    #expect(r.status == 0, "\(r.err)")
    let written = ["voiceover.wav", "voiceover.vtt", "voiceover.json", "talkback.wav", "talkback.vtt", "talkback.json"].map { folder + "/pay-" + $0 }
    #expect(r.out == written.joined(separator: "\n") + "\n")
    #expect(r.err.contains("VoiceOver, as on iOS:\nSynthesizing") && r.err.contains("TalkBack, as on Android:\nSynthesizing"))
    let captions = try (String(contentsOfFile: written[1], encoding: .utf8), String(contentsOfFile: written[4], encoding: .utf8))
    #expect(captions.0.contains("Add, button\n") && captions.1.contains("Add, Button\n"))
    let timeline = try String(contentsOfFile: written[5], encoding: .utf8)
    #expect(timeline.contains(#""reader": "TalkBack""#))
    func synthesized(_ err: String) -> Int? {
      err.range(of: #"\((\d+) segments synthesized"#, options: .regularExpression).flatMap { Int(err[$0].dropFirst().prefix { $0.isNumber }) }
    }
    var alone: [Int] = []
    for (reader, path) in [("voiceover", written[0]), ("talkback", written[3])] {
      let single = earshot("render", Self.flutter, "--reader", reader, "-o", folder + "/\(reader).wav")
      #expect(single.status == 0, "\(single.err)")
      #expect(FileManager.default.contents(atPath: folder + "/\(reader).wav") == FileManager.default.contents(atPath: path))
      alone.append(synthesized(single.err) ?? 0)
    }
    let both = try #require(synthesized(r.err))
    #expect(both >= alone.max()! && both < alone.reduce(0, +), "both: \(both), alone: \(alone)")
  }

  /// All of a `--reader both` render's files appear together or none does: one that cannot be
  /// written stops the run before any synthesis.
  @Test func renderWritesBothOrNeither() throws {
    let folder = NSTemporaryDirectory() + "earshot-both-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/pay-talkback.vtt", withIntermediateDirectories: true)
    let r = earshot("render", Self.reactNative, "--reader", "both", "-o", folder + "/pay.wav", "--captions", "vtt")
    #expect(r.status == 2 && r.err.contains("pay-talkback.vtt") && !r.err.contains("Synthesizing"), "\(r.err)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["pay-talkback.vtt"])
    let batch = earshot("render", Self.flutter, Self.reactNative, "--reader", "both", "-o", folder)
    #expect(batch.status == 2 && batch.err.contains("--reader both renders one file"))
    let scan = earshot("render", Self.flutter, "--reader", "both", "-o", folder + "/scan.wav", "--with", "switch-control")
    #expect(scan.status == 2 && scan.err.contains("--with switch-control scans an iOS screen"))
  }

  /// The comparison view: one capture given twice, BEFORE heard by VoiceOver and AFTER by TalkBack.
  /// Flutter's Android bridge puts the value before the label (`getValueLabelHint`).
  @Test func diffComparesTheTwoReadings() {
    let file = Repository.path("samples/flutter/checkout.txt")
    let r = earshot("diff", file, file, "--reader", "both", "--estimate")
    #expect(r.status == 0 || r.status == 1, "\(r.err)")
    #expect(r.out.contains("as VoiceOver and TalkBack say it") && r.out.contains("Stops: 15 with VoiceOver, 15 with TalkBack"))
    #expect(r.out.contains(#"VoiceOver says "Groceries, 35 percent of spending"; TalkBack says "35 percent of spending, Groceries""#))
  }

  /// The review page compares the two readings side by side, as it does an iOS screen and its
  /// Android counterpart; without --compare there is nothing to put beside.
  @Test func reportComparesTheTwoReadings() throws {
    let file = Repository.path("samples/react-native/checkout.test.tsx.snap")
    let page = NSTemporaryDirectory() + "earshot-readers-\(UUID().uuidString).html"
    defer { try? FileManager.default.removeItem(atPath: page) }
    let r = earshot("report", "--compare", file, file, "--reader", "both", "--no-audio", "-o", page)
    #expect(r.status == 0, "\(r.err)")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains("VoiceOver") && html.contains("TalkBack") && html.contains("Add jasmine tea to cart"))
    let alone = earshot("report", file, "--reader", "both", "--no-audio", "-o", page)
    #expect(alone.status == 2 && alone.err.contains("--reader both compares two readings"))
  }

  /// VoiceOver's reading gets the iOS rules, TalkBack's the Android ones.
  @Test func theAuditRunsEachPlatformsRulesOnItsReading() {
    let ios = earshot("audit", Self.flutter, "--format", "json")
    let android = earshot("audit", Self.flutter, "--reader", "talkback", "--format", "json")
    #expect(ios.status == 1 && android.status == 1, "\(ios.err)\(android.err)")
    #expect(android.out.contains("\"android-") && !ios.out.contains("\"android-"))
  }
}
