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

/// The page `earshot report` writes for the checkout pair, with synthesized audio, in headless Chromium.
@Suite struct ReportInBrowserTests {
  @Test(.enabled(if: HeadlessBrowser.isAvailable, "needs Chromium (scripts/install-deps installs it)"))
  func checkoutPairOpensWithAudioCaptionsAndEveryStop() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("review.html")
    let r = earshot("report", Repository.path("samples/checkout-legacy.json"), Repository.path("samples/checkout.json"), "-o", output.path)
    #expect(r.status == 0, "\(r.err)")
    let html = try String(contentsOf: output, encoding: .utf8)
    #expect(html.contains("src=\"data:audio/wav;base64,UklGR"), "real audio is embedded")
    let result = try HeadlessBrowser.load(output, budget: 20000)
    let dom = result.dom
    func count(_ needle: String) -> Int { dom.components(separatedBy: needle).count - 1 }
    #expect(dom.contains("data-report-ready=\"true\"") && !dom.contains("data-errors="))
    #expect(result.console.isEmpty, "console messages: \(result.console)")
    #expect(count("<audio ") == 2 && count("<track ") == 2)
    // Four megabytes of data URIs: under load the browser may not have read every one when it
    // dumps the page, but at least one player and one caption track must have loaded.
    #expect(dom.contains("data-captions-loaded=") && dom.contains("data-audio-loaded="))
    #expect(count("<li class=\"stop\"") == 35)
  }
}
