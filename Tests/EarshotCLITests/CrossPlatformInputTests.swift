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
    #expect(ios.status == 2 && ios.err.contains("checkout.json: --reader both: this is an iOS screen, which TalkBack does not read"), "\(ios.err)")
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

  /// The rules of each screen of an audit's JSON, and the reader named on it.
  static func screens(_ json: String) throws -> [(reader: String?, rules: [String])] {
    let top = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let files = try #require(top["files"] as? [[String: Any]])
    return files.flatMap { ($0["screens"] as? [[String: Any]]) ?? [] }.map { screen in
      (screen["reader"] as? String, ((screen["findings"] as? [[String: Any]]) ?? []).compactMap { $0["rule"] as? String })
    }
  }

  /// `audit --reader both`: one audit whose VoiceOver reading has exactly the findings of the
  /// audit for iOS and whose TalkBack reading those of the audit for Android; every format names
  /// each screen's reader, and the exit code weighs the findings of both.
  @Test func oneAuditOfBothReadings() throws {
    let ios = try Self.screens(earshot("audit", Self.flutter, "--format", "json").out)
    let android = try Self.screens(earshot("audit", Self.flutter, "--reader", "talkback", "--format", "json").out)
    let json = earshot("audit", Self.flutter, "--reader", "both", "--format", "json")
    #expect(json.status == 1, "\(json.err)")
    let both = try Self.screens(json.out)
    #expect(both.map(\.reader) == ["VoiceOver", "TalkBack"] && ios.map(\.reader) == [nil] && android.map(\.reader) == [nil])
    #expect(both[0].rules == ios[0].rules && both[1].rules == android[0].rules && !both[1].rules.isEmpty)
    #expect(both[0].rules.allSatisfy { !$0.hasPrefix("android-") } && both[1].rules.allSatisfy { $0.hasPrefix("android-") })
    // No rule is said not to run for checking the other platform: each reading has its own.
    #expect(!json.out.contains(#""needs": "platform""#))

    let text = earshot("audit", Self.flutter, "--reader", "both")
    #expect(text.out.contains(#"checkout-legacy.txt, screen "Screen", heard by VoiceOver: 18 stops, \#(ios[0].rules.count) findings"#), "\(text.out)")
    #expect(text.out.contains(#"screen "Screen", heard by TalkBack: 18 stops"#) && text.out.contains(#"   Heard by TalkBack: "Add, Button"#))
    #expect(text.out.contains("Total: 1 file, 2 screens, \(ios[0].rules.count + android[0].rules.count) findings"))
    let sarif = earshot("audit", Self.flutter, "--reader", "both", "--format", "sarif")
    #expect(sarif.out.contains(#""reader": "TalkBack""#) && sarif.out.contains(#""earshotFinding/v1": "android-touch-target|TalkBack|"#)
            && sarif.out.contains(#""earshotFinding/v1": "duplicate-label|VoiceOver|"#))
    let junit = earshot("audit", Self.flutter, "--reader", "both", "--format", "junit")
    #expect(junit.out.contains("name=\"screen &quot;Screen&quot;, heard by TalkBack: android-touch-target at ") && junit.out.contains("Heard by TalkBack: &quot;Add"))
    let github = earshot("audit", Self.flutter, "--reader", "both", "--format", "github")
    #expect(github.out.contains("title=Earshot android-touch-target (TalkBack)::") && github.out.contains("title=Earshot duplicate-label (VoiceOver)::"))
    // After the fix VoiceOver finds nothing, and TalkBack still finds targets under 48 dp: the run fails.
    let fixed = earshot("audit", Repository.path("samples/flutter/checkout.txt"), "--reader", "both", "--format", "json")
    let after = try Self.screens(fixed.out)
    #expect(fixed.status == 1 && after[0].rules.isEmpty && !after[1].rules.isEmpty)
  }

  /// Every genuine Flutter and React Native capture, read in place, is audited in both readings
  /// with no file unread: each gives VoiceOver's screens and TalkBack's, with stops in each.
  @Test(.needsCrossPlatformCorpus) func theCorpusIsAuditedInBothReadings() throws {
    let folders = ["flutter", "react-native"].map { Repository.crossPlatformCorpus.appendingPathComponent($0).path }
    let r = earshot(["audit"] + folders + ["--reader", "both", "--format", "json", "--quiet"])
    #expect(r.status == 0 || r.status == 1, "\(r.err)")
    let top = try #require(JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
    let files = try #require(top["files"] as? [[String: Any]])
    let expected = Repository.crossPlatformCorpusInputs("flutter").count + Repository.crossPlatformCorpusInputs("react-native").count
    #expect(files.count == expected && (top["unread"] as? [Any])?.isEmpty == true)
    for file in files {
      let screens = (file["screens"] as? [[String: Any]]) ?? []
      for reader in ["VoiceOver", "TalkBack"] {
        let stops = screens.filter { $0["reader"] as? String == reader }.compactMap { $0["stops"] as? Int }
        #expect(!stops.isEmpty && stops.reduce(0, +) > 0, "\(file["file"] ?? "?"): \(reader)")
      }
    }
  }

  /// A React Native snapshot file is a flow: each snapshot is audited in each reading, a folder
  /// search finds `.snap` files, and what reading the file warns of is said once.
  @Test func bothReadingsOfAFolderOfSnapshots() throws {
    let r = earshot("audit", Repository.path("samples/react-native"), "--reader", "both", "--format", "json", "--fail-on", "warning")
    #expect(r.status == 1, "\(r.err)")
    let screens = try Self.screens(r.out)
    #expect(screens.count == 8 && screens.filter { $0.reader == "TalkBack" }.count == 4, "\(screens)")
    #expect(earshot("audit", Repository.path("samples/react-native"), "--reader", "both").status == 0)
    let one = earshot("audit", Self.reactNative, "--reader", "both")
    #expect(one.err.components(separatedBy: "a test renderer lays nothing out").count == 2 && !one.err.contains("the same for"), "\(one.err)")
    let ios = earshot("audit", Repository.path("samples/checkout.json"), "--reader", "both")
    #expect(ios.status == 2 && ios.err.contains("--reader both: this is an iOS screen, which TalkBack does not read"), "\(ios.err)")
    // Every command taking --reader both refuses stdin, which cannot be read once per reader, in the same line.
    for command in ["audit", "transcript", "render"] {
      let stdin = command == "render" ? earshot(command, "-", "--reader", "both", "-o", "x.wav") : earshot(command, "-", "--reader", "both")
      #expect(stdin.status == 2 && stdin.err.contains("--reader both reads the capture once for each reader's platform; give it as a file, not '-'"), "\(command): \(stdin.err)")
    }
  }
}
