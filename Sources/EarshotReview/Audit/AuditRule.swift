import EarshotEngine
import EarshotModel

/// How serious a finding is. `--fail-on` picks the lowest severity that fails a run.
public enum Severity: String, CaseIterable, Sendable, Hashable, Comparable {
  /// Informative but not blocking: redundant words, small targets, order that could be better.
  case warning
  /// A screen reader's user cannot reach, understand or operate something.
  case error

  public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }

  /// The word the text output starts a finding with.
  public var word: String { self == .error ? "Error" : "Warning" }

  /// How many of `findings` are of this severity, each read in place: `count(where:)` hands its
  /// closure a copy of every finding.
  func count(in findings: [Finding]) -> Int {
    findings.withUnsafeBufferPointer { f in f.indices.reduce(0) { $0 + (f[$1].severity == self ? 1 : 0) } }
  }
}

/// One check of a screen. Each rule lives in its own file in the `Audit/` folder of the screen
/// reader whose platform it checks (`RuleCatalog`), has an id that never changes (CI
/// configurations and `--ignore` refer to it), and cites its evidence.
public protocol AuditRule: Sendable {
  /// Stable, kebab-case: `missing-label`.
  var id: String { get }
  var severity: Severity { get }
  /// One sentence saying what the rule looks for.
  var summary: String { get }
  var evidence: [Evidence] { get }
  /// What the rule reads that a capture may not record; on a capture without one of them the rule
  /// is not run, and the output says so, rather than report what the capture cannot show.
  var needs: Set<SourceFact> { get }
  /// The screens it checks (VoiceOver's rules iOS's, TalkBack's Android's); on the others it is not run.
  var platforms: Set<Platform> { get }
  /// The problems the rule finds on one screen.
  func check(_ screen: ScreenContext) -> [Finding]
}

extension AuditRule {
  public var needs: Set<SourceFact> { [] }

  /// A finding of this rule about `stop`, with its spoken line.
  public func finding(_ screen: ScreenContext, stop: Int, _ message: String, fix: String) -> Finding {
    // Read in place: taking the entry out of the array copies all of it.
    screen.entries.withUnsafeBufferPointer { entries in
      Finding(rule: id, severity: severity, origin: screen.origin(ofStop: stop), elementID: entries[stop].stop.element.id,
              stop: entries[stop].index, spoken: [Transcript.line(entries[stop].utterance)], message: message, fix: fix,
              evidence: evidence)
    }
  }

  /// A finding of this rule about an element that is not a stop itself (a container, a silent
  /// view): it belongs to the first stop inside, if any, and quotes what those stops say (the first
  /// `Finding.quotedStops` of them).
  public func finding(_ screen: ScreenContext, element: Element, _ message: String, fix: String) -> Finding {
    finding(screen, element: element, inside: screen.stops(inside: element.path), message, fix: fix)
  }

  /// A finding of this rule about element `k` of `screen.elements` that is not a stop itself, as
  /// `finding(_:element:_:fix:)`, its stops found by index rather than by its path.
  public func finding(_ screen: ScreenContext, elementAt k: Int, _ message: String, fix: String) -> Finding {
    finding(screen, element: screen.elements[k], inside: screen.stops(insideElement: k), message, fix: fix)
  }

  private func finding(_ screen: ScreenContext, element: Element, inside: [Int], _ message: String, fix: String) -> Finding {
    var f = Finding(rule: id, severity: severity, origin: FindingOrigin(elementPath: element.path), elementID: element.id,
                    stop: inside.first.map { screen.entries[$0].index }, message: message, fix: fix, evidence: evidence)
    f.quote(inside.lazy.map(screen.line))
    return f
  }
}
