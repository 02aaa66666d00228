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
  @Test func writesOnePageForTheCheckoutPair() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("review.html").path
    let r = earshot("report", Repository.path("samples/checkout.json"), "--before", Repository.path("samples/checkout-legacy.json"),
                    "-o", output, "--no-audio")
    #expect(r.status == 0 && r.out == output + "\n")
    let html = try String(contentsOfFile: output, encoding: .utf8)
    #expect(html.contains("Checkout: before and after") && html.contains("What changed"))
    #expect(html.contains("Audio was left out (--no-audio)."))
  }

  @Test func optionsAreChecked() {
    #expect(earshot("report", Repository.path("samples/checkout.json")).err.contains("missing -o OUT.html"))
    #expect(earshot("report", Repository.path("samples/checkout.json"), "-o", "review.pdf").status == 2)
    let twoWithBefore = earshot("report", "a.json", "b.json", "--before", "c.json", "-o", "/tmp/x.html")
    #expect(twoWithBefore.status == 2 && twoWithBefore.err.contains("exactly one FILE"))
    let file = NSTemporaryDirectory() + "earshot-\(UUID().uuidString).txt"
    FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
    defer { try? FileManager.default.removeItem(atPath: file) }
    #expect(earshot("report", Repository.path("samples/checkout.json"), "-o", file + "/r.html").status == 2)
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
    let r = earshot("report", Repository.path("samples/checkout-legacy.json"), Repository.path("samples/checkout.json"), "-o", output.path)
    #expect(r.status == 0, "\(r.err)")
    let html = try String(contentsOf: output, encoding: .utf8)
    #expect(html.contains("<source src=\"data:audio/ogg; codecs=opus;base64,T2dnUw"), "Ogg Opus is embedded")
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
