import EarshotImporters
import EarshotModel
import EarshotReview
import EarshotTestSupport
import Foundation
import Testing

/// The audit on genuine captures: each false positive once seen on them has a capture where the
/// rule must stay quiet, beside one where it must fire; rules a capture cannot inform are not run.
@Suite(.needsCorpus) struct CaptureAuditTests {
  func audit(_ relative: String) throws -> DocumentAudit {
    let path = Repository.corpus.appendingPathComponent(relative).path
    let input = try Importer.read(path: path)
    return Auditor(reader: Fixture.reader(), catalog: catalog).audit(input.document, file: relative, gaps: input.gaps)
  }

  func fired(_ rule: String, _ relative: String) throws -> [Finding] {
    try audit(relative).screens.flatMap(\.findings).filter { $0.rule == rule }
  }

  // Apple, header trait: a capture without traits cannot show headings, so the rule is not run.
  @Test func noHeadingFirstIsNotRunWithoutTraits() throws {
    for file in ["xcuitest-debugdescription/supertestpilot-testapp-tabbar.txt", "appium-xcuitest-xml/alumnium-todolist-home.xml",
                 "maestro-hierarchy-json/testingmaestro-rn081-home.json"] {
      let audit = try audit(file)
      #expect(audit.screens.flatMap(\.findings).allSatisfy { $0.rule != "no-heading-first" }, "\(file)")
      let skipped = audit.skipped.first { $0.rule == "no-heading-first" }
      #expect(skipped?.fact == .traits, "\(file)")
    }
    // describe-point reads one element, which is not a screen.
    #expect(try audit("idb-describe-json/idb-docs-springboard-wallet-describe-point.json").skipped.contains {
      $0.rule == "no-heading-first" && $0.fact == .wholeScreen
    })
  }

  // Apple, header trait: the navigation bar's Close, Menu and Reset buttons come before the title.
  @Test func navigationBarButtonsMayPrecedeTheTitle() throws {
    for file in ["vodesign/Пассажиры.vodesign", "vodesign/Pizza halves.vodesign", "vodesign/Авиа фильтры.vodesign",
                 "vodesign/Product card.vodesign"] {
      #expect(try fired("no-heading-first", file).isEmpty, "\(file)")
    }
    let menu = try fired("no-heading-first", "vodesign/Menu.vodesign")
    #expect(menu.count == 1 && menu[0].message.contains("no heading at all"))
  }

  // Apple HIG (44 × 44 pt) and WCAG 2.5.8 (24 pt): system controls at their standard sizes are not small.
  @Test func standardControlsAreNotSmallTargets() throws {
    let settings = try fired("small-target", "idb-describe-json/quern-settings-root-describe-all.json")
    #expect(settings.map { $0.spoken.first ?? "" }.allSatisfy { $0.hasPrefix("Dictate") })  // 17 × 22 pt
    #expect(settings.count == 1)
    #expect(try fired("small-target", "xcuitest-debugdescription/xcuitest-study-tau-enroll.txt").isEmpty)  // 369 × 41 pt
  }

  // iPhone User Guide: "Action Button" names a physical button; it is not a label holding its type.
  @Test func hardwareButtonNamesAreNotTypeWords() throws {
    #expect(try fired("label-contains-type", "idb-describe-json/quern-settings-root-describe-all.json").isEmpty)
    #expect(findings("label-contains-type", #"{"type": "button", "label": "Delete button", "frame": [0, 0, 80, 44]}"#).count == 1)
  }

  // a11yengineer, Pagination control: "Page 1 of 2" says what it is; an unlabeled text field does not.
  @Test func aPageIndicatorNeedsNoLabel() throws {
    #expect(try fired("missing-label", "idb-describe-json/idb-docs-springboard-homescreen-describe-all.json").isEmpty)
    let field = try fired("missing-label", "xcuitest-debugdescription/xcuitest-study-tau-enroll.txt")
    #expect(field.count == 1 && field[0].spoken == ["text field (hint: Double tap to edit.)"])
  }

  // WCAG 4.1.2: a capture in which nothing is accessible is an error, not a pass.
  @Test func anEmptyCaptureIsAnError() throws {
    let f = try fired("empty-screen", "xcuitest-debugdescription/wda-pr40-uicatalog-xcode9-element.txt")
    #expect(f.count == 1 && f[0].severity == .error)
  }

  // No rule fires on a fact its capture cannot carry.
  @Test func noRuleFiresOnAMissingFact() throws {
    for file in corpusFiles() {
      guard let input = try? Importer.read(path: Repository.corpus.appendingPathComponent(file).path) else { continue }
      let audit = Auditor(reader: Fixture.reader(), catalog: catalog).audit(input.document, file: file, gaps: input.gaps)
      let fired = Set(audit.screens.flatMap(\.findings).map(\.rule))
      for rule in catalog.rules() where !rule.needs.isDisjoint(with: input.gaps.keys) {
        #expect(!fired.contains(rule.id), "\(file): \(rule.id)")
      }
    }
  }

  func corpusFiles() -> [String] {
    let fm = FileManager.default
    var files: [String] = []
    for folder in (try? fm.contentsOfDirectory(atPath: Repository.corpus.path)) ?? [] {
      for entry in (try? fm.contentsOfDirectory(atPath: Repository.corpus.appendingPathComponent(folder).path)) ?? []
      where !entry.hasSuffix(".md") {
        files.append("\(folder)/\(entry)")
      }
    }
    return files.sorted()
  }
}
