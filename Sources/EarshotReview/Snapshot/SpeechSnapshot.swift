import EarshotEngine
import EarshotModel

/// A screen's speech as a golden file (`earshot snapshot`): each stop's line as a transcript says
/// it, then where it is and each part by its role, one per line, so a change to one label changes
/// two lines of a diff. Optionally each stop's audit findings and the cost of reaching it, and
/// timings only when asked: with the same Earshot, the same input, reader and voice profile give
/// the same bytes on every machine.
public struct SpeechSnapshot: Equatable, Sendable {
  /// What a snapshot holds beyond the speech.
  public struct Contents: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Each stop's audit findings, and the screen's findings on no stop.
    public static let findings = Contents(rawValue: 1)
    /// The stops heard to reach each stop, swiping and with the Headings rotor.
    public static let reach = Contents(rawValue: 2)
    /// The seconds of listening, estimated from the voice's speaking rate (the same on every machine).
    public static let timings = Contents(rawValue: 4)

    static let names: [(Contents, String)] = [(.findings, "findings"), (.reach, "reach"), (.timings, "timings")]

    var words: [String] { Self.names.filter { contains($0.0) }.map(\.1) }
  }

  public struct Stop: Equatable, Sendable {
    public var number: Int
    /// The line a transcript prints for the stop.
    public var line: String
    /// Its element's id, else its path (a stepper's made-up button adds `#increment`).
    public var key: String
    /// Each part heard, named by its role in the reader's terms, in the order spoken.
    public var parts: [Detail]
    /// Findings and reach: what is said about the stop rather than heard at it.
    public var notes: [Detail]
  }

  /// One `name: text` line under a stop.
  public struct Detail: Equatable, Sendable {
    public var name: String
    public var text: String
  }

  public struct Screen: Equatable, Sendable {
    /// The screen's title (else id), and for a flow its id too.
    public var name: String
    /// Findings on no stop, and the screen's listening time when asked.
    public var notes: [Detail]
    public var stops: [Stop]
  }

  public static let firstLine = "earshot speech snapshot 1"

  /// The input as given (relative to where Earshot ran), the reader and the voice profile.
  public var input: String
  public var reader: String
  public var voice: String
  public var contents: Contents
  public var screens: [Screen]

  /// `document`'s snapshot as `reader` speaks it with `voice`. Findings are those `audit` gives
  /// (nil: the catalog's rules for `reader`, as `Auditor` runs them).
  public init(document: Document, input: String, reader: any ScreenReader, catalog: RuleCatalog, voice: Voice, contents: Contents,
              audit: DocumentAudit? = nil) {
    self.input = input
    self.reader = reader.kind.name
    self.voice = voice.name
    self.contents = contents
    let terms = reader.kind.terms
    let transcript = Transcript(document: document, reader: reader)
    let audit = contents.contains(.findings) ? (audit ?? Auditor(reader: reader, catalog: catalog).audit(document, file: input)) : nil
    let timing = ReachReport.timing(voice)
    screens = transcript.screens.enumerated().map { s, screen in
      let entries = screen.entries
      let findings = audit.map { $0.screens[s].findings } ?? []
      let costs = contents.contains(.reach) || contents.contains(.timings)
        ? ListeningCosts(entries: entries, timeline: SwipeThrough.timeline(of: document.screens[s], reader: reader, timing: timing),
                         reader: reader, timing: timing)
        : nil
      var notes = findings.filter { $0.stop == nil }.map(Self.note)
      if contents.contains(.timings), let costs {
        notes.append(Detail(name: "listening", text: "\(Self.seconds(costs.totalSeconds)) to hear every stop in full (estimated from the speaking rate)"))
      }
      var byStop: [Int: [Finding]] = [:]
      for finding in findings { if let stop = finding.stop { byStop[stop, default: []].append(finding) } }
      let stops = entries.map { entry in
        var key = entry.stop.element.key
        if case .stepperButton(_, let direction) = entry.stop.origin { key += StopOrigin.buttonSuffix(direction: direction) }
        var roles: [SegmentRole] = []
        for segment in entry.utterance.segments where !roles.contains(segment.role) { roles.append(segment.role) }
        let parts = roles.map { role in
          Detail(name: PhraseChange(role: role, before: nil, after: nil).roleName(terms),
                 text: UserText.oneLine(Utterance.join(segments: entry.utterance.segments.filter { $0.role == role }, role: role)))
        }
        var notes = (byStop[entry.index] ?? []).map(Self.note)
        if let cost = costs?.costs[entry.index - 1] { notes.append(Self.reach(cost, timed: contents.contains(.timings))) }
        return Stop(number: entry.index, line: Transcript.line(entry.utterance), key: UserText.oneLine(key), parts: parts, notes: notes)
      }
      let shownID = transcript.isFlow && screen.id != nil && screen.id != screen.title ? " [\(screen.id!)]" : ""
      return Screen(name: UserText.oneLine((screen.title ?? screen.id ?? "Screen") + shownID), notes: notes, stops: stops)
    }
  }

  init(input: String, reader: String, voice: String, contents: Contents, screens: [Screen]) {
    self.input = input
    self.reader = reader
    self.voice = voice
    self.contents = contents
    self.screens = screens
  }

  private static func note(_ finding: Finding) -> Detail {
    Detail(name: "finding", text: UserText.oneLine("\(finding.severity.rawValue) \(finding.rule): \(finding.message)"))
  }

  private static func reach(_ cost: NavigationCost, timed: Bool) -> Detail {
    func stops(_ n: Int) -> String { n == 1 ? "1 stop" : "\(n) stops" }
    var text = stops(cost.swipeStops) + " swiping"
    if timed { text += " (\(seconds(cost.swipeSeconds)))" }
    if let rotor = cost.rotorStops {
      text += ", \(stops(rotor)) with the Headings rotor"
      if timed, let s = cost.rotorSeconds { text += " (\(seconds(s)))" }
    }
    return Detail(name: "reach", text: text)
  }

  private static func seconds(_ s: Double) -> String {
    let tenths = Int((s * 10).rounded())
    return "\(tenths / 10).\(tenths % 10) s"
  }

  /// The golden file's text.
  public func text() -> String {
    var out = Self.firstLine + "\n"
    out += "input: \(UserText.oneLine(input))\n"
    out += "reader: \(reader)\n"
    out += "voice: \(voice)\n"
    if !contents.isEmpty { out += "with: \(contents.words.joined(separator: ", "))\n" }
    for screen in screens {
      out += "\nscreen \(screen.name): \(screen.stops.count == 1 ? "1 stop" : "\(screen.stops.count) stops")\n"
      for note in screen.notes { out += "   \(note.name): \(note.text)\n" }
      for stop in screen.stops {
        out += "\(stop.number). \(stop.line)\n"
        out += "   at: \(stop.key)\n"
        for detail in stop.parts + stop.notes { out += "   \(detail.name): \(detail.text)\n" }
      }
    }
    return out
  }

  /// Reads a golden file written by `text()`; anything else is an input error naming the line.
  public static func read(_ text: String, file: String) throws(InputError) -> SpeechSnapshot {
    let lines = TextLines.split(text).map(String.init)
    func fail(_ line: Int, _ message: String) -> InputError {
      InputError(file: file, place: "line \(line)", message + "; record the golden again with earshot snapshot record")
    }
    guard lines.first == firstLine else {
      throw InputError(file: file, place: "line 1", "this is not a speech snapshot (it starts with \"\(firstLine)\"); record one with earshot snapshot record")
    }
    var header: [String: String] = [:]
    var screens: [Screen] = []
    var i = 1
    while i < lines.count, !lines[i].isEmpty {
      guard let detail = detail(lines[i], indent: "") else { throw fail(i + 1, "expected \"name: value\" in the header") }
      header[detail.name] = detail.text
      i += 1
    }
    guard let input = header["input"], let reader = header["reader"], let voice = header["voice"] else {
      throw fail(i + 1, "the header needs input, reader and voice")
    }
    var contents: Contents = []
    for word in (header["with"] ?? "").split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !word.isEmpty {
      guard let (kind, _) = Contents.names.first(where: { $0.1 == word }) else { throw fail(1, "unknown contents \"\(UserText.oneLine(word))\"") }
      contents.insert(kind)
    }
    for n in i..<lines.count {
      let line = lines[n]
      if line.isEmpty { continue }
      if line.hasPrefix("screen "), let colon = line.range(of: ": ", options: .backwards) {
        screens.append(Screen(name: String(line[line.index(line.startIndex, offsetBy: 7)..<colon.lowerBound]), notes: [], stops: []))
      } else if let dot = line.firstIndex(of: "."), let number = Int(line[..<dot]), line[dot...].hasPrefix(". "), !screens.isEmpty {
        screens[screens.count - 1].stops.append(Stop(number: number, line: String(line[line.index(dot, offsetBy: 2)...]), key: "", parts: [], notes: []))
      } else if let detail = detail(line, indent: "   "), !screens.isEmpty {
        let s = screens.count - 1
        if screens[s].stops.isEmpty {
          screens[s].notes.append(detail)
        } else if detail.name == "at" {
          screens[s].stops[screens[s].stops.count - 1].key = detail.text
        } else if detail.name == "finding" || detail.name == "reach" {
          screens[s].stops[screens[s].stops.count - 1].notes.append(detail)
        } else {
          screens[s].stops[screens[s].stops.count - 1].parts.append(detail)
        }
      } else {
        throw fail(n + 1, "expected a \"screen\" line, a numbered stop or an indented \"name: text\" line, not \"\(UserText.shortened(UserText.oneLine(line), limit: 60))\"")
      }
    }
    return SpeechSnapshot(input: input, reader: reader, voice: voice, contents: contents, screens: screens)
  }

  private static func detail(_ line: String, indent: String) -> Detail? {
    guard line.hasPrefix(indent), let colon = line.range(of: ": ") ?? (line.hasSuffix(":") ? line.range(of: ":", options: .backwards) : nil) else { return nil }
    let name = line[line.index(line.startIndex, offsetBy: indent.count)..<colon.lowerBound]
    guard !name.isEmpty, !name.hasPrefix(" ") else { return nil }
    return Detail(name: String(name), text: String(line[colon.upperBound...]))
  }
}
