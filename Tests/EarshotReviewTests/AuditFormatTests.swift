import EarshotModel
import EarshotReview
import EarshotTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The CI formats of an audit, checked against what their standards require.
@Suite struct AuditFormatTests {
  static let file = "samples/checkout-legacy.json"

  static func report() throws -> AuditReport {
    let bytes = Repository.read(file)
    let document = Fixture.document(String(decoding: bytes, as: UTF8.self), file: file)
    let audit = Auditor(reader: Fixture.reader(), catalog: catalog).audit(document, file: file)
    let paths = Set(audit.screens.flatMap { $0.findings.map(\.origin.elementPath) })
    return AuditReport(documents: [audit], positions: [file: JSONLocator.positions(of: paths, in: bytes)])
  }

  @Test func locatorFindsWhereEachElementStarts() {
    let text = "{\n  \"root\": {\"children\": [\n    {\"text\": \"é\"}, {\"type\": \"button\",\n \"children\": [{}]}]}}"
    let found = JSONLocator.positions(of: ["root", "root.children[0]", "root.children[1]", "root.children[1].children[0]"], in: Array(text.utf8))
    #expect(found["root"] == SourcePosition(line: 2, column: 11))
    #expect(found["root.children[0]"] == SourcePosition(line: 3, column: 5))
    #expect(found["root.children[1]"] == SourcePosition(line: 3, column: 20))
    #expect(found["root.children[1].children[0]"] == SourcePosition(line: 4, column: 15))
  }

  /// The parts of SARIF 2.1.0 (OASIS) that code-scanning tools require: version, runs, a tool
  /// driver with a name and rules, and results whose rule, level, message and locations are well formed.
  @Test func sarifHasTheStructureTheStandardRequires() throws {
    let report = try Self.report()
    let sarif = try JSONParser.parse(report.sarif)
    #expect(sarif["version"]?.stringValue == "2.1.0")
    #expect(sarif["$schema"]?.stringValue == "https://json.schemastore.org/sarif-2.1.0.json")
    let runs = try #require(sarif["runs"]?.arrayValue)
    #expect(runs.count == 1)
    let driver = try #require(runs[0]["tool"]?["driver"])
    #expect(driver["name"]?.stringValue == "Earshot")
    // The tool's version, as SARIF's toolComponent has it, so a result can be traced to the rules that made it.
    #expect(driver["version"]?.stringValue == EarshotVersion.string && driver["semanticVersion"]?.stringValue == EarshotVersion.string)
    let rules = try #require(driver["rules"]?.arrayValue)
    #expect(rules.count == catalog.ids.count)
    for rule in rules {
      #expect(rule["id"]?.stringValue != nil && rule["shortDescription"]?["text"]?.stringValue != nil)
      #expect(rule["help"]?["text"]?.stringValue?.isEmpty == false)
      #expect(rule["helpUri"]?.stringValue?.hasPrefix("http") == true)
      #expect(["error", "warning", "note", "none"].contains(rule["defaultConfiguration"]?["level"]?.stringValue ?? ""))
    }
    let ids = rules.compactMap { $0["id"]?.stringValue }
    let results = try #require(runs[0]["results"]?.arrayValue)
    #expect(results.count == report.findings.count)
    for result in results {
      let id = try #require(result["ruleId"]?.stringValue)
      #expect(ids.firstIndex(of: id) == result["ruleIndex"]?.numberValue.map(Int.init))
      #expect(["error", "warning", "note", "none"].contains(result["level"]?.stringValue ?? ""))
      #expect(result["message"]?["text"]?.stringValue?.isEmpty == false)
      let location = try #require(result["locations"]?.arrayValue?.first)
      #expect(location["physicalLocation"]?["artifactLocation"]?["uri"]?.stringValue == Self.file)
      let line = try #require(location["physicalLocation"]?["region"]?["startLine"]?.numberValue)
      #expect(line >= 1 && (location["physicalLocation"]?["region"]?["startColumn"]?.numberValue ?? 0) >= 1)
      #expect(location["logicalLocations"]?.arrayValue?.first?["fullyQualifiedName"]?.stringValue?.contains("root") == true)
    }
    #expect(runs[0]["invocations"]?.arrayValue?.first?["executionSuccessful"]?.boolValue == true)
  }

  @Test func sarifLineIsTheElementsLine() throws {
    let report = try Self.report()
    let sarif = try JSONParser.parse(report.sarif)
    let text = String(decoding: Repository.read(Self.file), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let results = try #require(sarif["runs"]?.arrayValue?.first?["results"]?.arrayValue)
    let chart = try #require(results.first { $0["ruleId"]?.stringValue == "silent-drawing" })
    let region = chart["locations"]?.arrayValue?.first?["physicalLocation"]?["region"]
    let line = Int(try #require(region?["startLine"]?.numberValue))
    #expect(text[line - 1].contains("\"chart\""))
  }

  /// One test case per failing finding, each with its one failure (most viewers show only a
  /// case's first), and a passing case for the screen listing the rest.
  @Test func junitParsesAsXMLWithOneCasePerFailingFinding() throws {
    let xml = try Self.report().junit()
    final class Counter: NSObject, XMLParserDelegate {
      var cases = 0, failures = 0, mostInACase = 0, inCase = 0
      func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if name == "testcase" { cases += 1; inCase = 0 }
        if name == "failure" { failures += 1; inCase += 1; mostInACase = max(mostInACase, inCase) }
      }
    }
    let parser = XMLParser(data: Data(xml.utf8))
    let counter = Counter()
    parser.delegate = counter
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(counter.cases == 6)
    #expect(counter.failures == 5)  // the errors; warnings are below --fail-on error
    #expect(counter.mostInACase == 1)
    #expect(xml.contains("<testsuites name=\"earshot audit\" tests=\"6\" failures=\"5\""))
    #expect(xml.contains("<testcase classname=\"samples/checkout-legacy.json\" name=\"screen &quot;Checkout&quot;: "))
  }

  @Test func githubAnnotationsPointAtTheLine() throws {
    let out = try Self.report().github()
    let lines = out.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("::error file=samples/checkout-legacy.json,line=") }.count == 5)
    #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 8)
    #expect(lines.allSatisfy { !$0.dropFirst(2).contains("\n") })
    #expect(lines.last == "Earshot audit: 13 findings (5 errors, 8 warnings); failed (--fail-on error).")
  }
}

/// docs/EVIDENCE.md lists every source the audit rules cite.
@Suite struct EvidenceListTests {
  @Test func everyCitedAddressIsListed() {
    let page = String(decoding: Repository.read("docs/EVIDENCE.md"), as: UTF8.self)
    for rule in catalog.rules() {
      #expect(!rule.evidence.isEmpty, "\(rule.id)")
      for e in rule.evidence {
        #expect(page.contains("(\(e.url))"), "\(rule.id): \(e.url)")
      }
    }
  }
}
