import Foundation
import EarshotEngine
import EarshotModel

/// Two documents of the same feature read by two screen readers (an iOS screen with VoiceOver, its
/// Android counterpart with TalkBack), compared screen by screen: screens pair as `DocumentDiff`
/// pairs them.
public struct DocumentReaderComparison: Sendable {
  public var leftFile: String
  public var rightFile: String
  public var screens: [ReaderComparison]
  /// Screens only in one document, by name.
  public var onlyLeft: [String]
  public var onlyRight: [String]

  /// `leftReader` reads `left`, `rightReader` reads `right`; `timing` times both. Without
  /// `keepsTimelines` the versions' timelines have only their lengths (as `DocumentDiff`'s).
  public init(left: Document, leftFile: String, leftReader: any ScreenReader, right: Document, rightFile: String,
              rightReader: any ScreenReader, catalog: RuleCatalog, timing: SpeechTiming, options: AuditOptions = AuditOptions(),
              speakHints: Bool? = nil, earcons: Bool? = nil, switchSettings: SwitchControlSettings = .default,
              voiceControlSettings: VoiceControlSettings = .default,
              audiences: (left: FixAudience, right: FixAudience) = (.screenDocument, .screenDocument),
              gaps: (left: SourceGaps, right: SourceGaps) = ([:], [:]), keepsTimelines: Bool = true) {
    self.leftFile = leftFile
    self.rightFile = rightFile
    func version(_ screen: Screen, _ file: String, _ reader: any ScreenReader, _ audience: FixAudience) -> ScreenVersion {
      ScreenVersion(screen: screen, file: file, reader: reader, catalog: catalog, timing: timing, options: options, speakHints: speakHints, earcons: earcons,
                    switchSettings: switchSettings, voiceControlSettings: voiceControlSettings, audience: audience, keepsEvents: keepsTimelines)
    }
    let paired = DocumentDiff.pairScreens(left, right)
    screens = paired.pairs.map {
      ReaderComparison(left: version($0.0, leftFile, leftReader, audiences.left), right: version($0.1, rightFile, rightReader, audiences.right),
                       gaps: gaps)
    }
    onlyLeft = paired.onlyBefore
    onlyRight = paired.onlyAfter
  }

  // MARK: - Text

  /// Plain text, one line per record, every input's words kept on their line (`UserText.oneLine`).
  public func text() -> String {
    let names = screens.first.map { ($0.leftName, $0.rightName) } ?? ("First", "Second")
    var out = "\(UserText.oneLine(names.0)): \(UserText.oneLine(leftFile)). \(UserText.oneLine(names.1)): \(UserText.oneLine(rightFile)).\n"
    for c in screens { out += "\n" + Self.text(c) }
    if !onlyLeft.isEmpty { out += "\nScreens only in \(UserText.oneLine(leftFile)): \(onlyLeft.map(UserText.oneLine).joined(separator: ", ")).\n" }
    if !onlyRight.isEmpty { out += "\nScreens only in \(UserText.oneLine(rightFile)): \(onlyRight.map(UserText.oneLine).joined(separator: ", ")).\n" }
    return out
  }

  static func text(_ c: ReaderComparison) -> String {
    let L = UserText.oneLine(c.leftName), R = UserText.oneLine(c.rightName)
    let a = c.left, b = c.right
    var out = "Screen \"\(UserText.oneLine(a.title))\", as \(L) and \(R) say it\n"
    let both = c.rows.filter { if case .both = $0 { return true } else { return false } }
    let byName = both.filter { if case .both(_, _, .label) = $0 { return true } else { return false } }.count
    out += "  Stops: \(a.entries.count) with \(L), \(b.entries.count) with \(R); \(both.count) in both (\(byName) by name, \(both.count - byName) by place).\n"
    out += "  Listening time, swiping through every stop: \(DocumentDiff.seconds(a.costs.totalSeconds)) with \(L), \(DocumentDiff.seconds(b.costs.totalSeconds)) with \(R).\n"
    out += "  Findings: \(a.audit.findings.count) with \(L), \(b.audit.findings.count) with \(R).\n"
    let same = c.notRecorded.isEmpty ? "" : " where both inputs record it"
    out += "\n  To discuss:\(c.differences.isEmpty ? " nothing; both readers say the same of every stop, in the same order\(same).\n" : "\n")"
    for (kind, group) in groups(c.differences) {
      out += "    \(title(kind)) (\(group.count)):\n"
      for d in group { out += "      \(UserText.oneLine(d.message))\n" }
    }
    if !c.notRecorded.isEmpty {
      out += "\n  \(notRecordedTitle) (\(c.notRecorded.count), not counted):\n"
      for d in c.notRecorded { out += "    \(UserText.oneLine(d.message))\n" }
    }
    out += "\n  Side by side, \(L) then \(R):\n"
    for row in c.rows {
      switch row {
      case .both(let i, let j, let basis):
        out += "    \(i + 1) and \(j + 1), by \(basis == .label ? "name" : "place"): \(L) says \"\(line(a, i))\"; \(R) says \"\(line(b, j))\".\n"
      case .onlyLeft(let i):
        out += "    \(i + 1), only \(L): \"\(line(a, i))\".\n"
      case .onlyRight(let j):
        out += "    \(j + 1), only \(R): \"\(line(b, j))\".\n"
      }
    }
    return out
  }

  /// What a reader says at stop `i`, hint included, on one line.
  static func line(_ v: ScreenVersion, _ i: Int) -> String { UserText.oneLine(Transcript.line(v.entries[i].utterance)) }

  /// A kind of difference in words, as the text and the page head its group.
  public static func title(_ kind: ReaderComparison.Difference.Kind) -> String {
    switch kind {
    case .onlyOneReader: return "Stops only one reader makes"
    case .missingName: return "Stops without a name"
    case .differentName: return "Different names in the same place"
    case .differentRole: return "Different roles"
    case .differentState: return "Different states"
    case .differentOrder: return "Heard in a different order"
    }
  }

  /// How the text and the page head the differences one input cannot record.
  public static let notRecordedTitle = "Not recorded by this capture"

  /// The differences in runs of one kind (they come sorted by kind).
  public static func groups(_ differences: [ReaderComparison.Difference]) -> [(ReaderComparison.Difference.Kind, [ReaderComparison.Difference])] {
    var out: [(ReaderComparison.Difference.Kind, [ReaderComparison.Difference])] = []
    for d in differences {
      if out.last?.0 == d.kind { out[out.count - 1].1.append(d) } else { out.append((d.kind, [d])) }
    }
    return out
  }

  // MARK: - JSON

  /// The comparison as JSON, written as it goes (a screen's stops one at a time).
  public func writeJSON(to w: inout JSONWriter) {
    w.beginObject()
    for (key, file, name) in [("left" as StaticString, leftFile, screens.first?.leftName), ("right", rightFile, screens.first?.rightName)] {
      w.key(key)
      w.beginObject()
      w.key("file")
      w.string(file)
      w.key("reader")
      w.string(name)
      w.endObject()
    }
    w.key("screens")
    w.beginArray()
    for c in screens { Self.writeJSON(c, to: &w) }
    w.endArray()
    w.key("onlyLeft")
    w.strings(onlyLeft)
    w.key("onlyRight")
    w.strings(onlyRight)
    w.endObject()
  }

  static func writeJSON(_ c: ReaderComparison, to w: inout JSONWriter) {
    func side(_ v: ScreenVersion) -> JSONValue {
      ["reader": .string(v.context.reader.kind.name), "stops": .number(Double(v.entries.count)),
       "listeningSeconds": ReachReport.jsonSeconds(v.costs.totalSeconds), "findings": .number(Double(v.audit.findings.count))]
    }
    func stop(_ v: ScreenVersion, _ i: Int) -> JSONValue {
      ["index": .number(Double(i + 1)), "id": v.entries[i].stop.element.id.map(JSONValue.string) ?? .null,
       "name": ReaderComparison.name(of: v.entries[i]).map(JSONValue.string) ?? .null, "speech": .string(Transcript.line(v.entries[i].utterance))]
    }
    w.beginObject()
    w.key("id")
    w.string(c.left.screen.id)
    w.key("title")
    w.string(c.left.title)
    w.key("left")
    w.value(side(c.left))
    w.key("right")
    w.value(side(c.right))
    for (key, list) in [("differences" as StaticString, c.differences), ("notRecorded", c.notRecorded)] {
      w.key(key)
      w.beginArray()
      for d in list {
        let kind = JSONValue.string(d.kind.rawValue), left = d.left.map { JSONValue.number(Double($0 + 1)) } ?? .null
        let right = d.right.map { JSONValue.number(Double($0 + 1)) } ?? .null, message = JSONValue.string(d.message)
        if let fact = d.notRecordedFact {
          // What the input cannot record, named as `audit` names what a skipped rule needs.
          w.value(["kind": kind, "left": left, "right": right, "message": message, "needs": .string(fact.rawValue)])
        } else {
          w.value(["kind": kind, "left": left, "right": right, "message": message])
        }
      }
      w.endArray()
    }
    w.key("stops")
    w.beginArray()
    for row in c.rows {
      switch row {
      case .both(let i, let j, let basis):
        w.value(["matchedBy": .string(basis.rawValue), "left": stop(c.left, i), "right": stop(c.right, j)])
      case .onlyLeft(let i):
        w.value(["matchedBy": .null, "left": stop(c.left, i), "right": .null])
      case .onlyRight(let j):
        w.value(["matchedBy": .null, "left": .null, "right": stop(c.right, j)])
      }
    }
    w.endArray()
    w.endObject()
  }
}
