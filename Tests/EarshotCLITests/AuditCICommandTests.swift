import EarshotCLI
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing

/// `earshot audit` in CI: baselines, suppressions and the SARIF, JUnit and GitHub formats.
@Suite struct AuditCICommandTests {
  let legacy = Repository.path("samples/checkout-legacy.json")

  func folder() -> String {
    let directory = NSTemporaryDirectory() + "earshot-audit-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test func aBaselinePassesTheSameScreenAndFailsANewMistake() throws {
    let dir = folder()
    let baseline = dir + "/baseline.json"
    let written = earshot("audit", legacy, "--write-baseline", baseline)
    #expect(written.status == 0, "\(written.err)")
    #expect(written.err.contains("Wrote the baseline \(baseline): 13 findings from 1 file."))
    #expect(earshot("audit", legacy).status == 1)
    let same = earshot("audit", legacy, "--baseline", baseline)
    #expect(same.status == 0 && same.out.contains("no findings; 13 more in the baseline"))

    // A new unlabeled icon button at the top: everything else moves down one place.
    let text = try String(contentsOfFile: legacy, encoding: .utf8)
    let first = try #require(text.range(of: #""children": ["#))
    let worse = text.replacingCharacters(in: first, with: #""children": [{"type": "button", "image": "gear", "frame": [330, 0, 44, 44]}, "#)
    let changed = dir + "/checkout.json"
    try worse.write(toFile: changed, atomically: true, encoding: .utf8)
    let r = earshot("audit", changed, "--baseline", baseline)
    #expect(r.status == 1)
    #expect(r.out.contains("1 finding (1 error, 0 warnings); 13 more in the baseline"))
    #expect(r.out.contains("Error: missing-label"))
  }

  @Test func baselineMistakesAreUsageOrInputErrors() throws {
    let dir = folder()
    #expect(earshot("audit", legacy, "--baseline", dir + "/a.json", "--write-baseline", dir + "/b.json").status == 2)
    let missing = earshot("audit", legacy, "--baseline", dir + "/none.json")
    #expect(missing.status == 2 && missing.err.contains("no such file; write one with"))
    try "{\"findings\": []}".write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
    #expect(earshot("audit", legacy, "--baseline", dir + "/bad.json").err.contains("not an Earshot audit baseline"))
    let unwritable = earshot("audit", legacy, "--write-baseline", dir + "/bad.json/b.json")
    #expect(unwritable.status == 2 && unwritable.err.contains("bad.json is a file, not a folder"))
  }

  @Test func formatsForCI() throws {
    let sarif = earshot("audit", legacy, "--format", "sarif")
    #expect(sarif.status == 1)
    let json = try JSONParser.parse(bytes: Array(sarif.out.utf8))
    #expect(json["version"]?.stringValue == "2.1.0")
    #expect(json["runs"]?.arrayValue?.first?["results"]?.arrayValue?.count == 13)

    let junit = earshot("audit", legacy, "--format", "junit")
    #expect(junit.out.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"earshot audit\""))
    #expect(junit.out.components(separatedBy: "<failure ").count - 1 == 5)

    let github = earshot("audit", legacy, "--format", "github")
    #expect(github.out.split(separator: "\n").filter { $0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=") }.count == 13)
    #expect(earshot("audit", legacy, "--format", "csv").status == 2)
  }

  /// An input of a batch that cannot be read is in every output, never shown as a pass: SARIF's
  /// run is unsuccessful with an error notification on the file, JUnit has a case in error named
  /// by it, GitHub an error annotation on it and a summary saying the run failed, JSON and text list it.
  @Test func anUnreadableInputOfABatchIsInEveryFormat() throws {
    let dir = folder()
    let broken = dir + "/broken.json"
    try "{\"earshot\": 1, \"root\": ".write(toFile: broken, atomically: true, encoding: .utf8)
    let good = Repository.path("samples/checkout.json")

    let sarif = earshot("audit", good, broken, "--format", "sarif")
    #expect(sarif.status == 2 && sarif.err.contains("broken.json"))
    let json = try JSONParser.parse(bytes: Array(sarif.out.utf8))
    let invocation = try #require(json["runs"]?.arrayValue?.first?["invocations"]?.arrayValue?.first)
    #expect(invocation["executionSuccessful"] == .bool(false))
    let errors = invocation["toolExecutionNotifications"]?.arrayValue?.filter { $0["level"]?.stringValue == "error" } ?? []
    #expect(errors.count == 1)
    #expect(errors.first?["locations"]?.arrayValue?.first?["physicalLocation"]?["artifactLocation"]?["uri"]?.stringValue?.hasSuffix("/broken.json") == true)
    #expect(errors.first?["message"]?["text"]?.stringValue?.contains("was not audited") == true)

    let junit = earshot("audit", good, broken, "--format", "junit")
    #expect(junit.status == 2)
    #expect(junit.out.contains("<testsuites name=\"earshot audit\" tests=\"2\" failures=\"0\" errors=\"1\" skipped=\"0\">\n"), "\(junit.out.prefix(300))")
    #expect(junit.out.contains("<testsuite name=\"\(broken)\" tests=\"1\" failures=\"0\" errors=\"1\""))
    #expect(junit.out.contains("<error type=\"unreadable\" message=\""))

    let github = earshot("audit", good, broken, "--format", "github")
    #expect(github.status == 2)
    #expect(github.out.contains("::error file=\(broken),title=Earshot could not audit this file::"))
    #expect(github.out.hasSuffix("; failed: 1 file could not be audited.\n"), "\(github.out.suffix(200))")

    let report = try JSONParser.parse(bytes: Array(earshot("audit", good, broken, "--format", "json").out.utf8))
    #expect(report["unread"]?.arrayValue?.first?["file"]?.stringValue == broken)
    #expect(report["summary"]?["failed"] == .bool(true) && report["summary"]?["unread"] == .number(1))

    let text = earshot("audit", good, broken)
    #expect(text.out.contains("Not audited: \(broken): ") && text.out.hasSuffix("Result: failed, because 1 file could not be audited.\n"))
  }

  @Test func aSuppressedFindingIsShownAndNotCounted() throws {
    let text = try String(contentsOfFile: legacy, encoding: .utf8)
      .replacingOccurrences(of: #""id": "chart","#, with: #""id": "chart", "audit": {"ignore": ["silent-drawing"], "reason": "Replaced by Swift Charts next release"},"#)
    let path = folder() + "/checkout.json"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let r = earshot("audit", path)
    #expect(r.err.isEmpty, "the audit member is not an unknown field")
    #expect(r.out.contains("12 findings") && r.out.contains("1 suppressed") && r.out.contains("Reason: Replaced by Swift Charts next release"))
  }
}
