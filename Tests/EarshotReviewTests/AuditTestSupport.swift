import EarshotEngine
import EarshotModel
import EarshotReview
import EarshotTestSupport

/// Audits a one-screen fixture and returns the findings of one rule.
func findings(_ rule: String, _ children: String, extra: String = "", options: AuditOptions = AuditOptions()) -> [Finding] {
  findings(rule, in: Fixture.screen(children, extra: extra), options: options)
}

func findings(_ rule: String, in document: Document, options: AuditOptions = AuditOptions()) -> [Finding] {
  let auditor = Auditor(reader: Fixture.reader(), options: options)
  return auditor.audit(document, file: "fixture.json").screens.flatMap(\.findings).filter { $0.rule == rule }
}

/// A whole sample's audit.
func audit(sample: String) -> AuditReport {
  let document = Fixture.document(String(decoding: Repository.read("samples/\(sample)"), as: UTF8.self), file: sample)
  return AuditReport(documents: [Auditor(reader: Fixture.reader()).audit(document, file: "samples/\(sample)")])
}
