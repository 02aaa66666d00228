import EarshotEngine
import EarshotModel

/// The findings on one screen.
public struct ScreenAudit: Hashable, Sendable {
  public var screenID: String?
  public var title: String?
  public var stopCount: Int
  /// In visiting order of the stops they belong to; findings without a stop last.
  public var findings: [Finding]
  /// Findings an element of the document suppresses (`"audit": {"ignore": […], "reason": …}`).
  public var suppressed: [SuppressedFinding] = []
  /// The screen reader that heard it (`"TalkBack"`), where its document's screens are heard by
  /// more than one: a flow mixing platforms, or a capture made for both audited with `--reader
  /// both`, whose readings share their screens' names. Every output names it there.
  public var reader: String?

  /// What the screen is called in baselines: its id, else its title, and the reader that heard
  /// it where there are several.
  public var key: String {
    let name = screenID ?? title ?? ""
    guard let reader else { return name }
    return name.isEmpty ? reader : "\(name) (\(reader))"
  }

  /// The findings of each stop (1-based), in order: one pass, for pages that list findings stop by stop.
  public var findingsByStop: StopFindings { StopFindings(findings) }
}

/// Findings looked up by their stop. The audit's findings are in stop order, so each stop's are
/// one run of them, found by an array indexed by stop and read in place, not copied into a table
/// keyed by stop (whose look-ups and copies grew faster than the screen).
public struct StopFindings {
  /// The findings, each stop's together in their order.
  private let findings: [Finding]
  /// Where each stop's findings end in `findings`; they start where the previous stop's end.
  private let ends: [Int]

  init(_ all: [Finding]) {
    var largest = 0
    for f in all { if let stop = f.stop, stop > largest { largest = stop } }
    var counts = [Int](repeating: 0, count: largest + 1)
    // In stop order, those without a stop last: read as they are.
    var inOrder = true, last = 0, seenNone = false
    for f in all {
      guard let stop = f.stop else { seenNone = true; continue }
      if stop < last || seenNone { inOrder = false }
      if stop >= 0 { counts[stop] += 1 }
      last = stop
    }
    if inOrder {
      findings = all
    } else {
      // Otherwise each stop's gathered, keeping their order.
      var byStop = [[Finding]](repeating: [], count: largest + 1)
      for f in all { if let stop = f.stop, stop >= 0 { byStop[stop].append(f) } }
      findings = byStop.flatMap { $0 }
    }
    var ends = counts
    for s in ends.indices.dropFirst() { ends[s] += ends[s - 1] }
    self.ends = ends
  }

  /// The findings of `stop`, in order; none for a stop without any.
  public subscript(stop: Int) -> ArraySlice<Finding> {
    guard stop >= 0, stop < ends.count else { return [] }
    return findings[(stop == 0 ? 0 : ends[stop - 1])..<ends[stop]]
  }
}

/// A finding an element's `audit` member suppresses, with the reason written there.
public struct SuppressedFinding: Hashable, Sendable {
  public var finding: Finding
  public var reason: String
}

/// A rule not run on a file, because the file cannot show what the rule reads.
public struct SkippedRule: Hashable, Sendable {
  public var rule: String
  public var fact: SourceFact
  /// Why the file lacks the fact, worded for the user.
  public var reason: String
}

/// The findings in one file.
public struct DocumentAudit: Hashable, Sendable {
  /// The file as the user named it.
  public var file: String
  public var screens: [ScreenAudit]
  /// The rules not run on this file, in catalog order.
  public var skipped: [SkippedRule] = []
  /// What reading the file warned of (a capture's gaps, an assumed density), as printed, for the
  /// formats CI shows (JUnit); the warnings a run accepts are left out.
  public var warnings: [String] = []
}

/// Runs every rule over every screen of a document, each screen heard by the reader of its
/// platform and checked by the rules about that platform.
public struct Auditor: Sendable {
  /// The reader of the start screen's platform.
  public var reader: any ScreenReader { readers.first }
  /// Each platform's reader: a flow may mix an iOS app's screens and an Android app's.
  public let readers: PlatformReaders
  public var options: AuditOptions
  let rules: [any AuditRule]
  /// The last screen's model, kept until the next is built or this auditor goes: a command keeps
  /// its auditor to the end of the process, as freeing the model just before the process ends is
  /// pure cost (about 0.5 s of CPU on a million elements).
  private let held = Concurrent.Hold()

  /// An auditor of the screens `reader` hears, running the catalog's rules for it.
  public init(reader: any ScreenReader, catalog: RuleCatalog, options: AuditOptions = AuditOptions()) {
    self.init(readers: PlatformReaders(reader), catalog: catalog, options: options)
  }

  /// An auditor of the screens `readers` hear, running the rules the catalog pairs with each of
  /// the readers (and listing the default reader's as not run on another platform's screens).
  public init(readers: PlatformReaders, catalog: RuleCatalog, options: AuditOptions = AuditOptions()) {
    self.readers = readers
    self.options = options
    rules = catalog.rules(for: readers.all.map(\.kind), options)
  }

  /// Audits `document`, read from `file`. Rules that need a fact in `gaps` are not run; findings an
  /// element suppresses in `suppressions` are set apart with their reason; fixes are written for
  /// `audience` (the input's format decides).
  public func audit(_ document: Document, file: String, gaps: SourceGaps = [:], suppressions: [Suppression] = [],
                    audience: FixAudience = .screenDocument) -> DocumentAudit {
    var skipped: [SkippedRule] = []
    var run: [any AuditRule] = []
    // A rule runs on the screens of its platforms; it is skipped only where no screen is of one.
    let platforms = Set(document.screens.map(\.platform))
    for rule in rules {
      if rule.platforms.isDisjoint(with: platforms) {
        // A rule of another platform's API: the default reader's, which every audit holds.
        let checks = Platform.allCases.first(where: rule.platforms.contains) ?? .unnamed
        let platform = document.startScreen.platform
        skipped.append(SkippedRule(rule: rule.id, fact: .platform,
                                   reason: "it checks \(checks.api) as \(checks.readerName) reads it, and this is an \(platform.name) screen, read by \(reader.kind.name)"))
      } else if let fact = rule.needs.sorted().first(where: { gaps[$0] != nil }) {
        skipped.append(SkippedRule(rule: rule.id, fact: fact, reason: gaps[fact]!))
      } else {
        run.append(rule)
      }
    }
    var screens = document.screens.map {
      // The previous screen's model goes before this one is built; the last is kept until the
      // next audit or the end of the process, which then need not take it apart.
      held.release()
      let platform = $0.platform
      var context = ScreenContext(screen: $0, reader: readers.reader(for: $0), options: options)
      context.audience = audience
      context.gaps = gaps
      context.readerModelOnlyForRules = true
      defer { held.keep(context) }
      return audit(context, rules: platforms.count == 1 ? run : run.filter { $0.platforms.contains(platform) }, suppressions: suppressions, releasingModels: true)
    }
    if readers.mixes(document) {
      for i in screens.indices { screens[i].reader = readers.reader(for: document.screens[i]).kind.name }
    }
    return DocumentAudit(file: file, screens: screens, skipped: skipped)
  }

  /// The rules of the screen's platform run over `screen`.
  public func audit(_ screen: ScreenContext) -> ScreenAudit {
    audit(screen, rules: rules.filter { $0.platforms.contains(screen.screen.platform) }, suppressions: [])
  }

  /// With `releasingModels`, the models the rules shared (`DerivedModels`: the reach model, the
  /// speech and label words of every stop) are let go of on another core once the rules have run,
  /// before their findings are merged: the two are not held at once.
  func audit(_ screen: ScreenContext, rules: [any AuditRule], suppressions: [Suppression], releasingModels: Bool = false) -> ScreenAudit {
    let order = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    // The rules only read the screen, so they run on every core; their findings are merged in
    // rule order and then sorted, the same whichever rule finished first.
    // Each rule's findings are kept in an array of their size: grown by doubling, the largest
    // held up to twice their memory while the other rules ran.
    var found = Concurrent.map(rules.count) { rules[$0].check(screen).trimmed() }
    if releasingModels {
      let models = Concurrent.Hold()
      models.keep(screen.derived.take())
      models.release()
    }
    // Merged into an array sized at once, each rule's let go of as it is copied: `flatMap` grows
    // its result by doubling, holding every finding up to three times at the run's peak.
    var findings: [Finding] = []
    findings.reserveCapacity(found.reduce(0) { $0 + $1.count })
    for i in found.indices {
      findings.append(contentsOf: found[i])
      found[i] = []
    }
    Self.order(&findings, rules: order)
    // Naming each finding's element walks up its ancestors: on every core for many findings.
    let names = { () -> [String] in
      let origins = findings.map { ($0.origin, $0.stop) }
      return Concurrent.map(origins.count, slice: Concurrent.slice(for: origins.count, minimum: 1024)) { screen.identity(of: origins[$0].0, stop: origins[$0].1) }
    }()
    let readerName = screen.reader.kind.name
    for i in findings.indices {
      findings[i].element = names[i]
      findings[i].reader = readerName
    }
    // Without suppressions every finding is kept, and none is copied.
    var kept = findings, suppressed: [SuppressedFinding] = []
    if !suppressions.isEmpty {
      kept = []
      for f in findings {
        if let s = suppressions.first(where: { $0.covers(f) }) {
          suppressed.append(SuppressedFinding(finding: f, reason: s.reason))
        } else {
          kept.append(f)
        }
      }
    }
    return ScreenAudit(screenID: screen.screen.id, title: screen.screen.title, stopCount: screen.entries.count,
                       findings: kept, suppressed: suppressed)
  }

  /// Puts `findings` in the order they are reported: by stop, those without one last, then in
  /// rule order, then by path; a stable sort by that order. The findings are first bucketed by
  /// stop, which is linear in their number (a sort of them all grew as n log n, moving every
  /// finding log n times), then each stop's few are sorted. Moved in place: a sorted copy would
  /// hold every finding twice.
  static func order(_ findings: inout [Finding], rules order: [String: Int]) {
    let precedes = { (a: Finding, b: Finding) -> Bool in
      let sa = a.stop ?? Int.max, sb = b.stop ?? Int.max
      if sa != sb { return sa < sb }
      if a.rule != b.rule { return order[a.rule, default: 0] < order[b.rule, default: 0] }
      return a.path < b.path
    }
    // One bucket per stop from 0 to the largest, then one for findings without a stop.
    var largest = -1
    for f in findings {
      guard let stop = f.stop else { continue }
      // A stop no bucket can hold is sorted the plain way.
      guard stop >= 0, stop <= 2 * findings.count + 1024 else { return findings.sort(by: precedes) }
      largest = max(largest, stop)
    }
    let none = largest + 1
    var next = [Int](repeating: 0, count: none + 2)
    for f in findings { next[(f.stop ?? none) + 1] += 1 }
    for b in 1..<next.count { next[b] += next[b - 1] }
    // `source[k]`: the index of the finding that goes to place k, each stop's in their order.
    var source = [Int](repeating: 0, count: findings.count)
    for (i, f) in findings.enumerated() {
      let b = f.stop ?? none
      source[next[b]] = i
      next[b] += 1
    }
    // Each bucket now ends at `next[b]` and starts where the previous ended.
    var start = 0
    for b in 0..<(none + 1) {
      let end = next[b]
      if end - start > 1 {
        source[start..<end].sort { precedes(findings[$0], findings[$1]) || (!precedes(findings[$1], findings[$0]) && $0 < $1) }
      }
      start = end
    }
    // The permutation applied cycle by cycle, each finding swapped into its place.
    for k in source.indices where source[k] != k {
      var here = k
      while source[here] != k {
        let from = source[here]
        findings.swapAt(here, from)
        source[here] = here
        here = from
      }
      source[here] = here
    }
  }
}
