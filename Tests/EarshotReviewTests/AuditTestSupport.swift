import EarshotEngine
import EarshotModel
import EarshotReview
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver

/// Audits a one-screen fixture and returns the findings of one rule.
func findings(_ rule: String, _ children: String, extra: String = "", options: AuditOptions = AuditOptions()) -> [Finding] {
  findings(rule, in: Fixture.screen(children, extra: extra), options: options)
}

func findings(_ rule: String, in document: Document, options: AuditOptions = AuditOptions()) -> [Finding] {
  let auditor = Auditor(reader: Fixture.reader(), catalog: catalog, options: options)
  return auditor.audit(document, file: "fixture.json").screens.flatMap(\.findings).filter { $0.rule == rule }
}

/// A whole sample's audit.
func audit(sample: String) -> AuditReport {
  let document = Fixture.document(String(decoding: Repository.read("samples/\(sample)"), as: UTF8.self), file: sample)
  return AuditReport(documents: [Auditor(reader: Fixture.reader(), catalog: catalog).audit(document, file: "samples/\(sample)")])
}

/// Every rule, as the command line pairs the readers it is built with with their rules.
let catalog = RuleCatalog([.init(.voiceOver, rules: VoiceOver.auditRules), .init(.talkBack, rules: TalkBack.auditRules)])

extension AuditReport {
  /// The report's SARIF, with every rule of `catalog`.
  var sarif: String { JSONWriter.text { writeSARIF(to: &$0, catalog: catalog) } }
}
