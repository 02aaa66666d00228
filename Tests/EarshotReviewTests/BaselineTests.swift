import EarshotImporters
import EarshotModel
import EarshotReview
import EarshotTestSupport
import Testing

/// Suppressions written in the document, baselines, and the facts a capture cannot carry, on the
/// bundled samples and small captures written here (no corpus needed).
@Suite struct BaselineTests {
  static let legacy = String(decoding: Repository.read("samples/checkout-legacy.json"), as: UTF8.self)

  func report(_ text: String, file: String = "checkout-legacy.json") throws -> AuditReport {
    let read = try DocumentReader.read(bytes: Array(text.utf8), file: file)
    let document = read.document
    let suppressions = try Suppression.read(read.annotations, file: file, ruleIDs: catalog.ids)
    return AuditReport(documents: [Auditor(reader: Fixture.reader(), catalog: catalog).audit(document, file: file, suppressions: suppressions)])
  }

  @Test func aSuppressionSetsFindingsApartWithItsReason() throws {
    // The chart view of the legacy checkout: suppress its silent-drawing finding.
    let text = Self.legacy.replacingOccurrences(of: #""id": "chart","#, with: #""id": "chart", "audit": {"ignore": ["silent-drawing"], "reason": "Drawn by a chart library that is replaced next release"},"#)
    #expect(text != Self.legacy)
    let before = try report(Self.legacy), after = try report(text)
    #expect(after.findings.count == before.findings.count - 1)
    #expect(after.suppressed.count == 1 && after.suppressed[0].finding.rule == "silent-drawing")
    #expect(after.text().contains("1 suppressed") && after.text().contains("Reason: Drawn by a chart library"))
    #expect(try JSONParser.parse(after.jsonText())["summary"]?["suppressed"]?.numberValue == 1)
  }

  @Test func aSuppressionNeedsKnownRulesAndAReason() throws {
    func error(_ audit: String) -> String {
      let text = Self.legacy.replacingOccurrences(of: #""id": "chart","#, with: #""id": "chart", "audit": \#(audit),"#)
      do {
        _ = try report(text)
        return ""
      } catch {
        return "\(error)"
      }
    }
    #expect(error(#"{"ignore": ["silent-drawin"], "reason": "x"}"#).contains(#"did you mean "silent-drawing"?"#))
    #expect(error(#"{"ignore": ["silent-drawing"]}"#).contains(".audit.reason: missing"))
    #expect(error(#"{"ignore": [], "reason": "x"}"#).contains(".audit.ignore: missing or empty"))
  }

  @Test func aBaselinePassesTheSameScreenAndFailsANewMistake() throws {
    let old = try report(Self.legacy)
    #expect(old.fails)
    let baseline = try AuditBaseline.read(json: AuditBaseline(old.documents).json(), file: "baseline.json")
    #expect(!old.comparing(with: baseline).fails)
    #expect(old.comparing(with: baseline).text().contains("no findings; 13 more in the baseline"))

    // Another element moves in front of everything: paths change, identities do not.
    let moved = Self.legacy.replacingOccurrences(of: #""children": ["#, with: #""children": [{"type": "label", "text": "Free delivery today", "frame": [16, 0, 300, 20]}, "#, options: [], range: Self.legacy.range(of: #""children": ["#))
    #expect(!(try report(moved)).comparing(with: baseline).fails)

    // A new unlabeled button is a new error.
    let worse = Self.legacy.replacingOccurrences(of: #""children": ["#, with: #""children": [{"type": "button", "image": "gear", "frame": [330, 0, 44, 44]}, "#, options: [], range: Self.legacy.range(of: #""children": ["#))
    let compared = try report(worse).comparing(with: baseline)
    #expect(compared.fails)
    #expect(compared.newFindings.map(\.rule).contains("missing-label"))
  }

  /// A finding at a stop VoiceOver makes up (a stepper's button) carries the stepper and which
  /// button it is, not a path to take apart: the CI formats point at the stepper's line, a
  /// suppression on the stepper covers its buttons, and the baseline names each button as before.
  @Test func aFindingAtAStepperButtonCarriesTheStepperAndTheButton() throws {
    let text = """
      {"earshot": 1, "title": "S", "root": {"children": [
       {"type": "label", "text": "Cart", "traits": ["header"], "frame": [16, 40, 300, 30]},
       {"id": "qty", "type": "stepper", "label": "Quantity", "adjustable": {"min": 0, "max": 9, "step": 1, "value": 2}, "frame": [16, 100, 40, 20]}
      ]}}
      """
    let findings = try report(text, file: "stepper.json").findings.filter { $0.rule == "small-target" }
    #expect(findings.map(\.origin) == [FindingOrigin(elementPath: "root.children[1]", stepperButton: -1),
                                        FindingOrigin(elementPath: "root.children[1]", stepperButton: 1)])
    #expect(findings.map(\.path) == ["root.children[1]#decrement", "root.children[1]#increment"])
    #expect(findings.map(\.element) == ["#qty#decrement", "#qty#increment"])
    let suppressed = try report(text.replacingOccurrences(of: #""id": "qty","#, with: #""id": "qty", "audit": {"ignore": ["small-target"], "reason": "Sized by the system"},"#),
                                file: "stepper.json")
    #expect(suppressed.suppressed.map(\.finding.path) == ["root.children[1]#decrement", "root.children[1]#increment"])
    let baseline = AuditBaseline(try report(text, file: "stepper.json").documents)
    #expect(!(try report(text, file: "stepper.json").comparing(with: baseline).fails))
    #expect(try report(text, file: "stepper.json").comparing(with: baseline).findings.allSatisfy(\.inBaseline))
  }

  @Test func aBaselineFileIsCheckedWhenRead() {
    #expect(throws: InputError.self) { try AuditBaseline.read(json: ["findings": []], file: "b.json") }
    #expect(throws: InputError.self) {
      try AuditBaseline.read(json: ["earshotAuditBaseline": 1, "findings": [["rule": "x", "screen": "s", "element": "e", "spoken": "", "count": -1]]], file: "b.json")
    }
  }

  // WCAG 4.1.2: a screen where nothing is an accessibility element says nothing.
  @Test func anEmptyScreenIsAnError() {
    let f = findings("empty-screen", #"{"type": "view", "frame": [0, 0, 390, 844]}"#)
    #expect(f.count == 1 && f[0].severity == .error)
    #expect(findings("empty-screen", #"{"type": "button", "text": "OK", "frame": [0, 0, 100, 44]}"#).isEmpty)
  }

  @Test func capturesSayWhatTheyCannotShow() throws {
    let xcuitest = """
      Element subtree:
       →Application, 0x1, pid: 1, label: 'Demo'
          Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
            StaticText, 0x3, {{16.0, 60.0}, {200.0, 30.0}}, label: 'Demo'
            Button, 0x4, {{16.0, 100.0}, {120.0, 44.0}}, label: 'Start'
      """
    let input = try Importer.read(bytes: Array(xcuitest.utf8), file: "demo.txt")
    #expect(input.gaps[.traits] != nil && input.gaps[.hints] != nil && input.gaps[.wholeScreen] == nil)
    let audit = Auditor(reader: Fixture.reader(), catalog: catalog).audit(input.document, file: "demo.txt", gaps: input.gaps)
    #expect(audit.skipped.contains { $0.rule == "no-heading-first" && $0.reason == "this debugDescription lists no traits" })
    #expect(AuditReport(documents: [audit]).text().contains("rules not run, as this input cannot show what they read"))
    let document = try Importer.read(path: Repository.path("samples/checkout.json"))
    #expect(document.gaps.isEmpty)
  }
}
