import EarshotReview
import EarshotTestSupport
import Testing

/// The bundled checkout pair: the legacy screen has the classic mistakes, the fixed one none.
@Suite struct SampleAuditTests {
  @Test func legacyCheckoutHasSeed001Mistakes() {
    let report = audit(sample: "checkout-legacy.json")
    let rules = Set(report.findings.map(\.rule))
    // "four stops per row"; the "Add" buttons that do not say what they add; the Notifications row
    // that cannot be activated; the chart that says nothing; Pay read before the total; the error
    // shown without moving focus.
    for rule in ["row-too-many-stops", "duplicate-label", "custom-control-without-trait", "silent-drawing",
                 "order-splits-group", "unannounced-change"] {
      #expect(rules.contains(rule), "legacy checkout: expected a \(rule) finding")
    }
    #expect(report.findings.filter { $0.rule == "row-too-many-stops" }.count == 3)
    #expect(report.fails)
  }

  @Test func fixedCheckoutHasNoFindings() {
    let report = audit(sample: "checkout.json")
    #expect(report.findings.isEmpty, "\(report.text())")
    #expect(!report.fails)
  }

  @Test func textReportGolden() {
    #expect(Golden.check(audit(sample: "checkout-legacy.json").text(), named: "checkout-legacy.audit.txt") == nil)
  }
}
