import EarshotEngine
import EarshotModel

/// What reaching each target of one screen costs with each technology asked for: the result of
/// `earshot reach`, a table on the review page, and one side of a comparison.
public struct ReachReport: Sendable {
  public let title: String?
  public let technologies: [ReachTechnology]
  public let switchSettings: SwitchControlSettings
  public let voiceControlSettings: VoiceControlSettings
  public let targets: [ReachTarget]
  /// For each technology, one cost per target (aligned with `targets`).
  public let costs: [ReachTechnology: [ReachCost]]
  /// The screen reader whose swipes `.screenReader` counts: VoiceOver, or TalkBack on an Android screen.
  public let screenReader: String

  /// What a technology is called here: the screen reader by its name.
  public func title(_ t: ReachTechnology) -> String { t == .screenReader ? screenReader : t.title }

  /// The technologies reach models on a screen of `platform`: only the screen reader where the
  /// platform's others are not modelled (Android's Switch Access, Voice Access and keyboards).
  public static func technologies(for platform: Platform) -> [ReachTechnology] {
    platform.reachLeftOut == nil ? ReachTechnology.allCases : [.screenReader]
  }

  /// The timing of the screen reader's speech in every reach figure: estimated from the voice's speaking
  /// rate, so that `reach`, `diff` and the review page give the same seconds for the same route
  /// whether or not they synthesize audio (synthesis would tie the figure to espeak-ng's voice
  /// and to what else the run synthesized).
  public static func timing(_ voice: Voice) -> SpeechTiming { EstimatedTiming(voice: voice) }

  /// `listening` saves working out the screen reader's costs again when the caller has them (timed with
  /// `timing`); `timing` is `ReachReport.timing` of the voice unless a test counts it.
  public init(screen: ReachScreen, technologies: [ReachTechnology] = ReachTechnology.allCases,
              timing: SpeechTiming, switchSettings: SwitchControlSettings = .default,
              voiceControlSettings: VoiceControlSettings = .default, listening: ListeningCosts? = nil) {
    title = screen.context.screen.title
    self.technologies = technologies
    screenReader = screen.context.reader.kind.name
    self.switchSettings = switchSettings
    self.voiceControlSettings = voiceControlSettings
    let targets = screen.targets
    self.targets = targets
    var costs: [ReachTechnology: [ReachCost]] = [:]
    // Each cost with what its figure leaves out (typing, scrolling), said per target, made in one
    // pass: a second pass held every technology's costs twice over.
    func each(_ t: ReachTechnology, _ cost: (ReachTarget) -> ReachCost) -> [ReachCost] {
      targets.map { ReachLimits.apply(cost($0), $0, t, in: screen) }
    }
    for technology in technologies {
      switch technology {
      case .screenReader:
        let model = VoiceOverReach(screen, timing: timing, listening: listening)
        costs[technology] = each(technology, model.cost)
      case .switchControl:
        let model = SwitchControlReach(screen, settings: switchSettings)
        costs[technology] = each(technology, model.cost)
      case .keyboard:
        let model = KeyboardReach(screen)
        costs[technology] = each(technology, model.cost)
      case .voiceControl:
        let model = VoiceControlReach(screen, settings: voiceControlSettings)
        costs[technology] = each(technology, model.cost)
      }
    }
    self.costs = costs
  }

  /// The cost of the target with `identity` (see `ReachTarget.identity`), if the screen has it.
  public func cost(of identity: String, with technology: ReachTechnology) -> ReachCost? {
    guard let i = targets.firstIndex(where: { $0.identity == identity }) else { return nil }
    return costs[technology]?[i]
  }

  /// How a technology is set up, for headings: Switch Control's settings, or nothing.
  public func settingsSummary(_ technology: ReachTechnology) -> String? {
    switch technology {
    case .switchControl: return switchSettings.summary
    case .voiceControl: return voiceControlSettings.summary
    default: return nil
    }
  }

  // MARK: - Text

  /// The cost in words, with the route it is for: "5 steps (2 presses), 3 s by item scanning",
  /// "4 keys with Tab", "cannot be reached", "cannot be activated" (its text is read).
  public static func summary(_ cost: ReachCost, _ technology: ReachTechnology) -> String {
    // Made as bytes: it is written for every control with every technology on a page.
    let s = UTF8Bytes(capacity: 96)
    // The fixed words straight from the binary's bytes (a literal given to `append` is a string).
    func add(_ literal: StaticString) { s.append(literal) }
    func counted(_ n: Int, _ one: StaticString, _ many: StaticString) {
      s.append(n)
      add(n == 1 ? one : many)
    }
    func addSeconds(_ seconds: Double) {
      add(", ")
      s.append(formatSeconds(seconds))
      add(" s")
    }
    guard cost.reachable, let steps = cost.steps else {
      guard let p = cost.pointing else { return cost.failure }
      add("only by pointing")
      if let presses = p.presses {
        add(": ")
        counted(presses, " press", " presses")
      }
      if let commands = p.commands {
        add(": ")
        counted(commands, " command", " commands")
      }
      if let seconds = p.seconds { addSeconds(seconds) }
      return s.string
    }
    s.append(steps)
    add(" ")
    s.append(steps == 1 ? String(technology.stepWord.dropLast()) : technology.stepWord)
    if let presses = cost.presses {
      add(" (")
      counted(presses, " press", " presses")
      add(")")
    }
    if let seconds = cost.seconds { addSeconds(seconds) }
    if let route = cost.route {
      add(" ")
      s.append(route)
    }
    return s.string
  }

  /// The route or the reason, then pointing's route and what the figure leaves out, when any.
  public static func details(_ cost: ReachCost) -> String {
    let notIncluded = cost.notIncluded
    if cost.pointing == nil, notIncluded.isEmpty, let how = cost.howAsKept { return how }
    // Made as bytes, a scan route written straight in: a page writes it for every control with
    // every technology, and joining strings cost more than making the route.
    let out = UTF8Bytes(capacity: 512)
    cost.appendHow(to: out)
    if let p = cost.pointing {
      out.append("; by pointing, " as StaticString)
      out.append(p.how)
    }
    for (i, limit) in notIncluded.enumerated() {
      out.append((i == 0 ? "; not included: " : ", ") as StaticString)
      out.append(limit)
    }
    return out.string
  }

  public static func formatSeconds(_ seconds: Double) -> String {
    let tenths = (seconds * 10).rounded() / 10
    return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
  }

  /// One line per target with one technology, or for several, one line per technology under each
  /// target; the screen's words (its title, what is spoken, names in a route) stay on their line.
  public func text() -> String {
    let line = UserText.oneLine
    var out = title.map { "\(line($0)): " } ?? ""
    let reachable = technologies.map { t in costs[t]!.filter(\.reachable).count }
    if technologies.count == 1, let t = technologies.first {
      out += "reach with \(t.title)"
      if let settings = settingsSummary(t) { out += " (\(settings))" }
      out += "\n"
      if t == .switchControl { out += switchSettings.assumptions.map { "Assumed: \($0)\n" }.joined() }
      out += "\(targets.count) targets, \(reachable[0]) reachable\n"
      for (i, target) in targets.enumerated() {
        let cost = costs[t]![i]
        out += "\(i + 1). \(line(target.spoken)): \(Self.summary(cost, t)): \(line(Self.details(cost)))\n"
      }
      return out
    }
    out += "reach with \(technologies.map(\.title).joined(separator: ", "))\n"
    if technologies.contains(.switchControl) {
      out += "Switch Control: \(switchSettings.summary)\n"
      out += switchSettings.assumptions.map { "Assumed: \($0)\n" }.joined()
    }
    if technologies.contains(.voiceControl) { out += "Voice Control: \(voiceControlSettings.summary)\n" }
    out += "\(targets.count) targets; reachable: "
    out += zip(technologies, reachable).map { "\($0.title) \($1)" }.joined(separator: ", ") + "\n"
    for (i, target) in targets.enumerated() {
      out += "\(i + 1). \(line(target.spoken))\n"
      for t in technologies {
        let cost = costs[t]![i]
        out += "   \(t.title): \(Self.summary(cost, t)): \(line(Self.details(cost)))\n"
      }
    }
    return out
  }

  // MARK: - JSON

  /// Seconds as every JSON output writes them, to the millisecond, so `reach`, `diff` and the
  /// review page give the same figure for the same route.
  static func jsonSeconds(_ s: Double) -> JSONValue { .number(roundedSeconds(s)) }

  static func roundedSeconds(_ s: Double) -> Double { (s * 1000).rounded() / 1000 }

  /// `{"presses"|"commands": N, "seconds": S, "how": …}`.
  static func writePointing(_ p: Pointing, to writer: inout JSONWriter) {
    writer.beginObject()
    if let presses = p.presses { writer.member("presses", presses) }
    if let commands = p.commands { writer.member("commands", commands) }
    writer.key("seconds")
    writer.seconds(p.seconds)
    writer.member("how", p.how)
    writer.endObject()
  }

  /// `{"title", "with", "targets": [{"id", "spoken", "reachable", "steps", "seconds", "how"}]}` for one
  /// technology; for several, `{"title", "with": "all", "technologies": [that, without the title]}`:
  /// the text of `writeJSON(to:)`, read back.
  public func json() -> JSONValue {
    var writer = JSONWriter(pretty: false)
    writeJSON(to: &writer)
    // The writer's own text always parses.
    return (try? JSONParser.parse(bytes: writer.bytes)) ?? .null
  }

  /// The JSON, written member by member as it goes: a large screen's tree of values would take
  /// several times the memory of its text, and building it most of the time.
  public func writeJSON(to writer: inout JSONWriter) {
    Self.writeJSON(title: title, technologies: technologies, to: &writer) { t, withTitle, writer in
      writeTechnology(t, withTitle: withTitle, to: &writer)
    }
  }

  /// The JSON of the report on `screen` (`writeJSON(to:)`'s text), each technology's costs worked
  /// out as it is written and let go of before the next: a large screen's four technologies' costs
  /// and models were held at once, a third of the run's memory.
  public static func writeJSON(screen: ReachScreen, technologies: [ReachTechnology], timing: SpeechTiming,
                               switchSettings: SwitchControlSettings, voiceControlSettings: VoiceControlSettings,
                               to writer: inout JSONWriter) {
    writeJSON(title: screen.context.screen.title, technologies: technologies, to: &writer) { t, withTitle, writer in
      ReachReport(screen: screen, technologies: [t], timing: timing, switchSettings: switchSettings, voiceControlSettings: voiceControlSettings)
        .writeTechnology(t, withTitle: withTitle, to: &writer)
    }
  }

  /// One technology's object, or for several, the screen's object around each of theirs, which
  /// `technology` writes (with the title or not).
  private static func writeJSON(title: String?, technologies: [ReachTechnology], to writer: inout JSONWriter,
                                technology: (ReachTechnology, Bool, inout JSONWriter) -> Void) {
    if technologies.count == 1, let t = technologies.first { return technology(t, true, &writer) }
    writer.beginObject()
    writer.member("title", value: title.map(JSONValue.string) ?? .null)
    writer.member("with", value: technologies.count == ReachTechnology.allCases.count ? "all" : .array(technologies.map { .string($0.rawValue) }))
    writer.key("technologies")
    writer.beginArray()
    for t in technologies { technology(t, false, &writer) }
    writer.endArray()
    writer.endObject()
  }

  /// A technology's object: its members, then its targets with their costs.
  private func writeTechnology(_ t: ReachTechnology, withTitle: Bool, to writer: inout JSONWriter) {
    writer.beginObject()
    for member in technologyJSON(t, withTitle: withTitle) { writer.member(named: member.key, value: member.value) }
    writer.key("targets")
    writer.beginArray()
    let costs = costs[t]!
    // Where a route made in words is written before it is copied into the JSON.
    let how = UTF8Bytes(capacity: 1024)
    targets.withUnsafeBufferPointer { targets in
      costs.withUnsafeBufferPointer { costs in
        for i in targets.indices { Self.writeTarget(t, targets[i], costs[i], how: how, to: &writer) }
      }
    }
    writer.endArray()
    writer.endObject()
  }

  /// A technology's members before its targets.
  private func technologyJSON(_ t: ReachTechnology, withTitle: Bool) -> JSONObject {
    var o = JSONObject()
    if withTitle { o["title"] = title.map(JSONValue.string) ?? .null }
    o["with"] = .string(t.rawValue)
    if t == .switchControl {
      o["settings"] = switchSettings.json
      o["assumptions"] = .array(switchSettings.assumptions.map(JSONValue.string))
    }
    if t == .voiceControl {
      var v = JSONObject()
      v["overlay"] = .string(voiceControlSettings.overlay.rawValue)
      v["longNameWords"] = .number(Double(voiceControlSettings.longNameWords))
      v["gridColumns"] = .number(Double(voiceControlSettings.gridColumns))
      v["gridRows"] = .number(Double(voiceControlSettings.gridRows))
      o["settings"] = .object(v)
    }
    return o
  }

  private static func writeTarget(_ t: ReachTechnology, _ target: ReachTarget, _ cost: ReachCost, how: UTF8Bytes,
                                  to writer: inout JSONWriter) {
    writer.beginObject()
    writer.member("id", target.id ?? target.key)
    writer.member("path", target.path)
    if let action = target.actionName { writer.member("action", action) }
    writer.member("spoken", target.spoken)
    writer.member("reachable", cost.reachable)
    if let read = cost.readAtStop { writer.member("readAtStop", read + 1) }
    writer.key("steps")
    writer.number(cost.steps)
    if t == .switchControl {
      writer.key("presses")
      writer.number(cost.presses)
      if let missed = cost.missedSeconds {
        writer.key("missedSeconds")
        writer.seconds(missed)
      }
      if cost.estimated { writer.member("estimated", true) }
    }
    writer.key("seconds")
    writer.seconds(cost.seconds)
    if let route = cost.route { writer.member("route", route) }
    writer.key(cost.reachable ? "how" : "why")
    if let kept = cost.howAsKept {
      writer.string(kept)
    } else {
      how.removeAll()
      cost.appendHow(to: how)
      writer.string(utf8: how.buffer)
    }
    if let p = cost.pointing {
      writer.key("pointing")
      writePointing(p, to: &writer)
    }
    let notIncluded = cost.notIncluded
    if !notIncluded.isEmpty {
      writer.key("notIncluded")
      writer.strings(notIncluded)
    }
    writer.endObject()
  }
}

extension JSONWriter {
  /// A whole number, or null for nil.
  mutating func number(_ n: Int?) {
    if let n { number(n) } else { null() }
  }

  /// Seconds to the millisecond as every JSON output writes them (`ReachReport.jsonSeconds`), or null for nil.
  mutating func seconds(_ s: Double?) {
    if let s { number(ReachReport.roundedSeconds(s)) } else { null() }
  }
}
