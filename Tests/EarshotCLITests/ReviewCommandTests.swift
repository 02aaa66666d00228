import EarshotAudio
import EarshotCLI
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing

/// The review commands. `earshot audit`: exit codes a CI step can gate on, JSON output, bad input.
@Suite struct AuditCommandTests {
  let legacy = Repository.path("samples/checkout-legacy.json")
  let fixed = Repository.path("samples/checkout.json")

  @Test func findingsAtOrAboveFailOnExitWithOne() {
    let r = earshot("audit", legacy)
    #expect(r.status == 1)
    #expect(r.out.contains("Error: unannounced-change") && r.out.contains("Result: failed"))
    #expect(earshot("audit", fixed).status == 0)
    // Only warnings: passes by default, fails with --fail-on warning.
    let topics = Repository.path("samples/topics-no-headers.json")
    #expect(earshot("audit", topics).status == 0)
    #expect(earshot("audit", topics, "--fail-on", "warning").status == 1)
  }

  @Test func jsonListsEachFindingWithEvidence() throws {
    let r = earshot("audit", legacy, fixed, "--format", "json")
    let json = try JSONParser.parse(bytes: Array(r.out.utf8))
    let files = json["files"]?.arrayValue ?? []
    #expect(files.count == 2)
    let first = files[0]["screens"]?.arrayValue?.first?["findings"]?.arrayValue?.first
    #expect(first?["rule"]?.stringValue == "row-too-many-stops")
    #expect(first?["evidence"]?.arrayValue?.first?.stringValue?.hasPrefix("WWDC18 230") == true)
    let evidence = json["rules"]?["row-too-many-stops"]?["evidence"]?.arrayValue?.first
    #expect(evidence?["url"]?.stringValue == "https://developer.apple.com/videos/play/wwdc2018/230/")
    #expect(evidence?["says"]?.stringValue?.contains("one element") == true)
    #expect(json["summary"]?["failed"]?.boolValue == true)
  }

  @Test func ignoreAndRowLimit() {
    let r = earshot("audit", legacy, "--ignore", "row-too-many-stops", "--max-row-stops", "5")
    #expect(!r.out.contains("row-too-many-stops"))
    #expect(earshot("audit", legacy, "--ignore", "row-to-many-stops").err.contains(#"did you mean "row-too-many-stops"?"#))
    #expect(earshot("audit", legacy, "--max-row-stops", "two").status == 2)
  }

  @Test func badInputIsOneLineAndExitTwo() {
    let r = earshot("audit", "missing.json")
    #expect(r.status == 2 && r.err == "Error: missing.json: no such file (check the path)\n")
    #expect(earshot("audit").status == 2)
  }

  @Test func listRulesNamesEveryRuleAndItsEvidence() {
    let r = earshot("audit", "--list-rules")
    #expect(r.status == 0)
    for id in ["missing-label", "label-contains-type", "unannounced-change", "small-target"] {
      #expect(r.out.contains("\(id) ("))
    }
    // Every rule names public sources with their addresses; none points at files users lack.
    let evidence = r.out.split(separator: "\n").filter { $0.hasPrefix("  Evidence: ") }
    #expect(evidence.count >= 24)
    #expect(evidence.allSatisfy { $0.contains(", https://") || $0.contains(", http://") })
    #expect(!r.out.contains("seed") && !r.out.contains("research"))
  }
}

/// `earshot diff` on the checkout pair.
@Suite struct DiffCommandTests {
  /// An iOS screen and its Android counterpart: each heard by its own reader, side by side.
  @Test func reportComparesTheIOSAndAndroidCheckoutReaderBesideReader() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-readers-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("review.html").path
    let r = earshot("report", "--compare", Repository.path("samples/checkout.json"), Repository.path("samples/android/checkout.xml"),
                    "--no-audio", "-o", page)
    #expect(r.status == 0, "\(r.err)")
    let html = (try? String(contentsOfFile: page, encoding: .utf8)) ?? ""
    #expect(html.contains(">Checkout: VoiceOver and TalkBack</h2>"))
    #expect(html.contains(">VoiceOver: ") && html.contains(">TalkBack: "))
    // The dump records no headings and no traversal order: the titles' headings and the total's
    // place are not recorded by this capture, not differences to discuss.
    #expect(!html.contains(">Different roles in Checkout") && !html.contains(">Heard in a different order in Checkout"))
    #expect(html.contains("<p>Nothing: both readers stop on the same elements, in the same order, and say the same names, roles and states, where both inputs record them.</p>"))
    #expect(html.contains(">Not recorded by this capture in Checkout: 3, not counted</h4>"))
    #expect(html.contains(">Not recorded by this capture</a>: 3, not counted."))
    #expect(html.contains("Stops of Checkout, TalkBack"))
    // diff says the same in its text and JSON.
    let text = earshot("diff", Repository.path("samples/checkout.json"), Repository.path("samples/android/checkout.xml"), "--estimate")
    #expect(text.status == 0 && text.out.contains("Screen \"Checkout\", as VoiceOver and TalkBack say it"))
    let json = try JSONParser.parse(bytes: Array(earshot("diff", Repository.path("samples/checkout.json"),
                                                         Repository.path("samples/android/checkout.xml"), "--estimate", "--format", "json").out.utf8))
    #expect(json["right"]?["reader"]?.stringValue == "TalkBack")
    #expect(json["screens"]?.arrayValue?.first?["differences"]?.arrayValue?.count == 0)
    let unrecorded = json["screens"]?.arrayValue?.first?["notRecorded"]?.arrayValue ?? []
    #expect(unrecorded.compactMap { $0["needs"]?.stringValue } == ["headings", "headings", "traversalOrder"])
  }

  /// Fixes are written in the terms of each input's format, as `audit` writes them: a VoiceOver
  /// Designer bundle's inspector, an app's code for a capture (issue 22, item 13).
  @Test func diffWritesEachVersionsFixesInItsInputsTerms() throws {
    let r = earshot("diff", Repository.path("samples/captures/Library.vodesign"), Repository.path("samples/captures/library-maestro.json"),
                    "--estimate", "--format", "json")
    #expect(r.status == 0, "\(r.err)")
    let screen = try JSONParser.parse(bytes: Array(r.out.utf8))["screens"]?.arrayValue?.first
    let fixed = (screen?["fixed"]?.arrayValue ?? []).compactMap { $0["fix"]?.stringValue }
    let introduced = (screen?["introduced"]?.arrayValue ?? []).compactMap { $0["fix"]?.stringValue }
    #expect(fixed.contains { $0.hasPrefix("In VoiceOver Designer, keep its Value on Adjustable") }, "\(fixed)")
    #expect(introduced.contains { $0.hasPrefix("Set its accessibilityLabel to what to type in it") }, "\(introduced)")
    #expect(!(fixed + introduced).contains { $0.contains("\"adjustable\": {") || $0.contains("Set \"label\"") })
  }

  @Test func checkoutPairShowsFewerStopsAndFixedFindings() throws {
    let r = earshot("diff", Repository.path("samples/checkout-legacy.json"), Repository.path("samples/checkout.json"))
    #expect(r.status == 0)
    #expect(r.out.contains("Stops: 20 before, 15 after (5 fewer)."))
    #expect(r.out.contains("13 fixed, 0 introduced"))
    let json = try JSONParser.parse(bytes: Array(earshot("diff", Repository.path("samples/checkout-legacy.json"),
                                                         Repository.path("samples/checkout.json"), "--format", "json").out.utf8))
    let screen = json["screens"]?.arrayValue?.first
    let before = screen?["before"]?["quickestToEndSeconds"]?.numberValue ?? 0
    let after = screen?["after"]?["quickestToEndSeconds"]?.numberValue ?? .infinity
    #expect(after < before)
  }

  @Test func needsTwoFiles() {
    let r = earshot("diff", Repository.path("samples/checkout.json"))
    #expect(r.status == 2 && r.err.contains("missing AFTER"))
  }
}

/// `earshot report`: the page is written, bad options are usage errors.
@Suite struct ReportCommandTests {
  static func directory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

  @Test func twoFilesAreComparedOnlyWhenAsked() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let legacy = Repository.path("samples/checkout-legacy.json"), fixed = Repository.path("samples/checkout.json")
    for (n, arguments) in [["--compare", legacy, fixed], [fixed, "--before", legacy], [legacy, "--after", fixed]].enumerated() {
      let output = directory.appendingPathComponent("review\(n).html").path
      let r = earshot(["report"] + arguments + ["-o", output, "--no-audio"])
      #expect(r.status == 0 && r.out == output + "\n", "\(arguments): \(r.err)")
      let html = try String(contentsOfFile: output, encoding: .utf8)
      #expect(html.contains("<h2 id=\"s1-h\">Checkout: before and after</h2>") && html.contains("What changed in Checkout"))
      #expect(html.contains("<h3 id=\"s1-before-h\">Before: \(legacy)</h3>") && html.contains("<h3 id=\"s1-after-h\">After: \(fixed)</h3>"))
    }
    // Plain files are listed one after another, even two.
    let listed = directory.appendingPathComponent("list.html").path
    #expect(earshot("report", Repository.path("samples/topics.json"), Repository.path("samples/call.json"), "-o", listed, "--no-audio").status == 0)
    let html = try String(contentsOfFile: listed, encoding: .utf8)
    #expect(!html.contains("before and after") && !html.contains("What changed"))
    #expect(html.contains("<h2 id=\"s1-h\">Your interests</h2>") && html.contains("<h2 id=\"s2-h\">Call</h2>"))
    #expect(Self.count("<svg class=\"picture\"", in: html) == 2)
  }

  @Test func withoutAudioThePageSaysSoAndSpeaksOfNoPlaying() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("review.html").path
    #expect(earshot("report", "--compare", Repository.path("samples/checkout-legacy.json"), Repository.path("samples/checkout.json"),
                    "-o", output, "--no-audio").status == 0)
    let html = try String(contentsOfFile: output, encoding: .utf8)
    #expect(html.contains("Audio was left out (--no-audio)."))
    // Outside the style sheet and the script, no word about playing: no player, no play buttons, no "play from".
    let text = html.replacingOccurrences(of: #"(?s)<(script|style)>.*?</\1>"#, with: "", options: .regularExpression)
    #expect(!text.contains("<style>") && text.contains("<h1>"))
    let play = text.range(of: #"\b[Pp]lay"#, options: .regularExpression)
    #expect(play == nil, "\(play.map { String(text[$0.lowerBound...].prefix(80)) } ?? "")")
  }

  @Test func optionsAreChecked() {
    #expect(earshot("report", Repository.path("samples/checkout.json")).err.contains("missing -o OUT.html"))
    #expect(earshot("report", Repository.path("samples/checkout.json"), "-o", "review.pdf").status == 2)
    let twoWithBefore = earshot("report", "a.json", "b.json", "--before", "c.json", "-o", "/tmp/x.html")
    #expect(twoWithBefore.status == 2 && twoWithBefore.err.contains("exactly one FILE"))
    let compareOne = earshot("report", "--compare", "a.json", "-o", "/tmp/x.html")
    #expect(compareOne.status == 2 && compareOne.err.contains("--compare takes two FILEs"))
    let both = earshot("report", "--compare", "a.json", "b.json", "--after", "c.json", "-o", "/tmp/x.html")
    #expect(both.status == 2 && both.err.contains("--compare and --after say the same thing"))
    let scripted = earshot("report", "--compare", "a.json", "b.json", "-e", "next", "-o", "/tmp/x.html")
    #expect(scripted.status == 2 && scripted.err.contains("a gesture script is played on each FILE in turn"))
    let external = earshot("report", Repository.path("samples/checkout.json"), "--audio", "external", "-o", "-")
    #expect(external.status == 2 && external.err.contains("--audio external writes the audio beside the page"))
    #expect(earshot("report", Repository.path("samples/checkout.json"), "--audio-format", "wav", "-o", "/tmp/x.html").err
      .contains("--audio-format accepts opus, mp3, not 'wav'"))
    let file = NSTemporaryDirectory() + "earshot-\(UUID().uuidString).txt"
    #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
    defer { try? FileManager.default.removeItem(atPath: file) }
    #expect(earshot("report", Repository.path("samples/checkout.json"), "-o", file + "/r.html").status == 2)
  }

  @Test func picturesAreDrawnOnScreenshots() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let png = grayscalePNG(width: 750, height: 1334)
    let shot = directory.appendingPathComponent("call.png")
    try Data(png).write(to: shot)
    let output = directory.appendingPathComponent("call.html").path
    let r = earshot("report", Repository.path("samples/call.json"), "--screenshot", shot.path, "-o", output, "--no-audio")
    #expect(r.status == 0, "\(r.err)")
    let html = try String(contentsOfFile: output, encoding: .utf8)
    #expect(html.contains("<image href=\"data:image/png;base64,\(Data(png).base64EncodedString())\""))
    #expect(html.contains("Picture of Call, on its screenshot"))
    // One screenshot per picture; a file that is not a PNG names itself.
    let extra = earshot("report", Repository.path("samples/call.json"), "--screenshot", shot.path, "--screenshot", shot.path, "-o", output)
    #expect(extra.status == 2 && extra.err.contains("2 screenshots for 1 picture"))
    let notPNG = earshot("report", Repository.path("samples/call.json"), "--screenshot", Repository.path("samples/call.json"), "-o", output)
    #expect(notPNG.status == 2 && notPNG.err.contains("is not a PNG image"))
  }

  /// A screenshot from stdin (`-`) or through a pipe is read once, as a stream can be; a PNG whose
  /// header claims a size no screen has (4294967295 × 4294967295) is refused, naming it.
  @Test func aScreenshotComesFromAPipeAndItsSizeIsChecked() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let png = grayscalePNG(width: 750, height: 1334)
    let shot = directory.appendingPathComponent("call.png")
    try Data(png).write(to: shot)
    let output = directory.appendingPathComponent("call.html").path
    let fromFile = try BinaryRunner.run(["report", "samples/call.json", "--screenshot", shot.path, "-o", output, "--no-audio"])
    #expect(fromFile.status == 0, "\(fromFile.stderr)")
    let expected = try String(contentsOfFile: output, encoding: .utf8)
    for line in ["earshot report samples/call.json --screenshot - -o '\(output)' --no-audio < '\(shot.path)'",
                 "cat '\(shot.path)' | earshot report samples/call.json --screenshot - -o '\(output)' --no-audio",
                 "earshot report samples/call.json --screenshot <(cat '\(shot.path)') -o '\(output)' --no-audio"] {
      try? FileManager.default.removeItem(atPath: output)
      let r = try BinaryRunner.shell(line, in: Repository.root)
      #expect(r.status == 0, "\(line): \(r.stderr)")
      #expect((try? String(contentsOfFile: output, encoding: .utf8)) == expected, "\(line)")
    }
    var huge = png
    for i in 16..<24 { huge[i] = 0xFF }
    let forged = directory.appendingPathComponent("huge.png")
    try Data(huge).write(to: forged)
    let refused = try BinaryRunner.run(["report", "samples/call.json", "--screenshot", forged.path, "-o", output, "--no-audio"])
    #expect(refused.status == 2 && refused.stderr == "Error: \(forged.path): the PNG says it is 4294967295 × 4294967295 pixels; a screenshot of a screen is 100 to 20000 pixels on each side\n",
            "\(refused.stderr)")
    let notPNG = try BinaryRunner.run(["report", "samples/call.json", "--screenshot", "-", "-o", output], stdin: "hello")
    #expect(notPNG.status == 2 && notPNG.stderr.contains("stdin: is not a PNG image"), "\(notPNG.stderr)")
  }

  /// A VoiceOver Designer bundle with its screenshot: a 2× iPhone capture, frames in its pixels.
  static func bundle(in directory: URL) throws -> URL {
    let bundle = directory.appendingPathComponent("Profile.vodesign")
    let frame = bundle.appendingPathComponent("Frame")
    try FileManager.default.createDirectory(at: frame, withIntermediateDirectories: true)
    func element(_ label: String, _ trait: Int, _ f: [Int]) -> String {
      #"{"isAccessibilityElement": true, "frame": [[\#(f[0]), \#(f[1])], [\#(f[2]), \#(f[3])]], "trait": \#(trait), "label": "\#(label)", "value": "", "hint": ""}"#
    }
    let controls = "[" + [element("Profile", 2, [32, 120, 686, 80]), element("Edit", 1, [560, 240, 160, 88]),
                          element("Sign out", 1, [32, 1100, 686, 100])].joined(separator: ", ") + "]"
    try controls.write(to: frame.appendingPathComponent("controls.json"), atomically: true, encoding: .utf8)
    try #"{"id": "0B6E2C1A-3F5D-4E7B-8A9C-1D2E3F4A5B6C", "imageScale": 1}"#.write(to: frame.appendingPathComponent("info.json"), atomically: true, encoding: .utf8)
    try Data(grayscalePNG(width: 750, height: 1334)).write(to: frame.appendingPathComponent("screen.png"))
    return bundle
  }

  @Test func aVoiceOverDesignerBundleIsDrawnOnItsOwnScreenshot() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let bundle = try Self.bundle(in: directory)
    let output = directory.appendingPathComponent("profile.html")
    let r = earshot("report", bundle.path, "-o", output.path, "--no-audio")
    #expect(r.status == 0, "\(r.err)")
    let html = try String(contentsOf: output, encoding: .utf8)
    // The screenshot fills the screen, 375 × 667 points; the frames are in points, half the pixels.
    #expect(html.contains("<image href=\"data:image/png;base64,iVBORw0KGgo") && html.contains("width=\"375\" height=\"667\" preserveAspectRatio=\"none\""))
    #expect(html.contains("data-frame=\"280 120 80 44\""), "Edit at (560, 240) pixels is at (280, 120) points")
    guard HeadlessBrowser.isAvailable else { return }
    let browser = try BrowserSession()
    try browser.open(output)
    let size = try browser.evaluate("""
      new Promise(function (resolve) {
        var image = new Image();
        image.onload = function () { resolve([image.naturalWidth, image.naturalHeight]); };
        image.onerror = function () { resolve(null); };
        image.src = document.querySelector('svg.picture image').getAttribute('href');
      })
      """)
    #expect(size == [750, 1334], "the screenshot decodes in the browser")
  }

  @Test func externalAudioIsWrittenBesideThePage() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("review/index.html")
    let r = earshot("report", "--compare", Repository.path("samples/checkout-legacy.json"), Repository.path("samples/checkout.json"),
                    "--audio", "external", "--audio-format", "mp3", "-o", output.path)
    #expect(r.status == 0, "\(r.err)")
    let folder = output.deletingLastPathComponent()
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["index-s1-after.mp3", "index-s1-before.mp3", "index.html"])
    #expect(r.out == [folder.appendingPathComponent("index-s1-before.mp3").path, folder.appendingPathComponent("index-s1-after.mp3").path, output.path]
      .joined(separator: "\n") + "\n")
    let html = try String(contentsOf: output, encoding: .utf8)
    #expect(html.contains("<source src=\"index-s1-before.mp3\" type=\"audio/mpeg\">"))
    let audio = try DecodedAudio.read(folder.appendingPathComponent("index-s1-after.mp3").path)
    #expect(audio.format == .mp3 && audio.duration > 20)
    #expect(try FileManager.default.attributesOfItem(atPath: output.path)[.size] as? Int ?? 0 < 150_000, "the page holds no audio")
  }

  /// The page is spoken as `render` would speak with the same options, and says how.
  @Test func rateHintsAndEarconsShapeThePagesAudio() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // The settings sample has five hints and 18 stops, each with a focus earcon.
    func spoken(_ name: String, _ options: String...) throws -> (seconds: Double, html: String) {
      let output = directory.appendingPathComponent("\(name)/page.html")
      let r = earshot(["report", Repository.path("samples/settings.json"), "--audio", "external", "--audio-format", "mp3", "-o", output.path] + options)
      #expect(r.status == 0, "\(r.err)")
      let audio = try DecodedAudio.read(directory.appendingPathComponent("\(name)/page-s1.mp3").path)
      return (audio.duration, try String(contentsOf: output, encoding: .utf8))
    }
    let plain = try spoken("plain")
    let fast = try spoken("fast", "--rate", "300")
    let hintless = try spoken("hintless", "--no-hints")
    let quiet = try spoken("quiet", "--no-earcons")
    #expect(fast.seconds < plain.seconds * 0.8, "\(fast.seconds) s at 300 words per minute against \(plain.seconds) s")
    #expect(hintless.seconds < plain.seconds - 5, "\(hintless.seconds) s without hints against \(plain.seconds) s")
    #expect(quiet.seconds < plain.seconds - 0.5, "\(quiet.seconds) s without earcons against \(plain.seconds) s")
    #expect(plain.html.contains("Voice: en-US. "))
    #expect(fast.html.contains("Voice: en-US, 300 words per minute. "))
    #expect(hintless.html.contains("Voice: en-US, no hints. ") && quiet.html.contains("Voice: en-US, no earcons. "))
    #expect(earshot("report", Repository.path("samples/checkout.json"), "--rate", "20", "-o", directory.appendingPathComponent("x.html").path).status == 2)
  }

  @Test func aGestureScriptIsPlayedOnEachFile() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("game.html").path
    let r = earshot("report", Repository.path("samples/game.json"), "--script", Repository.path("samples/game.script"), "-o", output, "--no-audio")
    #expect(r.status == 0, "\(r.err)")
    let html = try String(contentsOfFile: output, encoding: .utf8)
    #expect(html.contains("What was heard in RetroRapid! with \(Repository.path("samples/game.script"))</h3>"))
    #expect(html.contains("<span class=\"kind\">Announcement, high priority:</span> <span class=\"speech\""))
    #expect(Self.count("<figure class=\"figure\" data-picture=", in: html) == 2, "the settings screen and the race")
  }
}

/// The page `earshot report` writes with synthesized audio: small enough to share, and sound in
/// headless Chromium.
@Suite(.serialized) struct ReportPageSizeTests {
  static func directory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  static func size(_ url: URL) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
  }

  @Test func theCheckoutPairIsUnderHalfAMegabyteAndPlaysInChromium() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("review.html")
    let r = earshot("report", "--compare", Repository.path("samples/checkout-legacy.json"), Repository.path("samples/checkout.json"), "-o", output.path)
    #expect(r.status == 0, "\(r.err)")
    let html = try String(contentsOf: output, encoding: .utf8)
    #expect(html.contains("<source src=\"data:audio/ogg; codecs=opus;base64,T2dnUw"), "Ogg Opus is embedded")
    // The audio is synthesized, the cost of reaching Pay is the one `reach` gives (issue 24: one model).
    let pay = html.components(separatedBy: "<tr><th scope=\"row\">Pay, button</th>").last ?? ""
    #expect(pay.contains("After: 9 gestures, 18.1 s with the Headings rotor."))
    let size = try Self.size(output)
    #expect(size < 500_000, "the checkout pair's page is \(size) bytes")
    guard HeadlessBrowser.isAvailable else { return }
    let browser = try BrowserSession()
    try browser.open(output)
    // Both players decode their audio, as long as the speech it was made from.
    let durations = try browser.evaluate("""
      Promise.all(Array.prototype.map.call(document.querySelectorAll('audio'), function (a) {
        return a.readyState >= 1 ? a.duration : new Promise(function (resolve) {
          a.addEventListener('loadedmetadata', function () { resolve(a.duration); });
          a.querySelector('source').addEventListener('error', function () { resolve(-1); });
        });
      }))
      """).arrayValue?.compactMap(\.numberValue) ?? []
    #expect(durations.count == 2 && durations.allSatisfy { $0 > 10 }, "\(durations)")
    #expect(try browser.evaluate("document.documentElement.getAttribute('data-errors')") == .null)
    #expect(try browser.evaluate("document.querySelectorAll('li.stop').length").numberValue == 35)
  }

  /// A long screen: 200 stops, headings every 20, rows of a label and a button.
  static func longScreen() -> String {
    var children: [String] = []
    var y = 0
    for i in 0..<200 {
      if i % 20 == 0 {
        children.append(#"{"type": "label", "text": "Aisle \#(i / 20 + 1)", "traits": ["header"], "frame": [16, \#(y), 358, 30]}"#)
      } else if i % 2 == 1 {
        children.append(#"{"type": "label", "text": "Product \#(i), \#(i % 7 + 1) dollars and \#(i % 4 * 25) cents", "frame": [16, \#(y), 280, 40]}"#)
      } else {
        children.append(#"{"type": "button", "label": "Add product \#(i - 1) to the basket", "frame": [300, \#(y - 44), 74, 40]}"#)
        y -= 44
      }
      y += 44
    }
    return #"{"earshot": 1, "title": "Aisles", "language": "en-US", "root": {"children": [\#(children.joined(separator: ",\n"))]}}"#
  }

  @Test func aTwoHundredStopScreenIsUnderFourMegabytes() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("aisles.json")
    try Self.longScreen().write(to: input, atomically: true, encoding: .utf8)
    let output = directory.appendingPathComponent("aisles.html")
    let r = earshot("report", input.path, "-o", output.path)
    #expect(r.status == 0, "\(r.err)")
    let html = try String(contentsOf: output, encoding: .utf8)
    #expect(html.components(separatedBy: "<li class=\"stop\"").count - 1 == 200)
    let size = try Self.size(output)
    #expect(size < 4_000_000, "the 200-stop page is \(size) bytes")
  }
}
