import EarshotEngine
import EarshotModel

extension DocumentDiff {
  public func json() -> JSONValue {
    var o = JSONObject()
    o["before"] = .string(beforeFile)
    o["after"] = .string(afterFile)
    o["screens"] = .array(screens.map(Self.json))
    o["onlyBefore"] = .array(onlyBefore.map(JSONValue.string))
    o["onlyAfter"] = .array(onlyAfter.map(JSONValue.string))
    return .object(o)
  }

  static func json(_ d: ScreenDiff) -> JSONValue {
    func side(_ v: ScreenVersion) -> JSONValue {
      ["stops": .number(Double(v.entries.count)), "listeningSeconds": ReachReport.jsonSeconds(v.costs.totalSeconds),
       "quickestToEndSeconds": ReachReport.jsonSeconds(v.costs.quickestToEndSeconds),
       "findings": .number(Double(v.audit.findings.count))]
    }
    func stop(_ v: ScreenVersion, _ i: Int) -> JSONValue {
      ["index": .number(Double(i + 1)), "id": v.entries[i].stop.element.id.map(JSONValue.string) ?? .null,
       "speech": .string(line(v, i))]
    }
    var changes: [JSONValue] = []
    for change in d.changes {
      switch change {
      case .added(let j): changes.append(["change": "added", "after": stop(d.after, j)])
      case .removed(let i): changes.append(["change": "removed", "before": stop(d.before, i)])
      case .unchanged(let i, let j): changes.append(["change": "unchanged", "before": stop(d.before, i), "after": stop(d.after, j)])
      case .changed(let i, let j, let phrases):
        let parts: [JSONValue] = phrases.map {
          ["part": .string(d.after.context.reader.kind.terms.name(of: $0.role)), "before": $0.before.map(JSONValue.string) ?? .null, "after": $0.after.map(JSONValue.string) ?? .null]
        }
        changes.append(["change": "changed", "before": stop(d.before, i), "after": stop(d.after, j), "phrases": .array(parts)])
      }
    }
    // The Headings jump under the reader's name for it: rotorStops, TalkBack's readingControlStops.
    let jump = d.after.context.reader.kind.terms.readingControlKind
    func cost(_ c: NavigationCost) -> JSONValue {
      .object(JSONObject([
        ("stop", .number(Double(c.stop))), ("swipeStops", .number(Double(c.swipeStops))), ("swipeSeconds", ReachReport.jsonSeconds(c.swipeSeconds)),
        ("\(jump)Stops", c.rotorStops.map { .number(Double($0)) } ?? .null), ("\(jump)Seconds", c.rotorSeconds.map(ReachReport.jsonSeconds) ?? .null),
      ]))
    }
    var o = JSONObject()
    o["id"] = d.after.screen.id.map(JSONValue.string) ?? .null
    o["title"] = .string(d.after.title)
    o["before"] = side(d.before)
    o["after"] = side(d.after)
    let judgement = d.judgement
    o["better"] = .array(judgement.better.map(JSONValue.string))
    o["worse"] = .array(judgement.worse.map(JSONValue.string))
    o["changes"] = .array(changes)
    o["reach"] = .array(d.reach.map { ["speech": .string($0.after.speech), "before": cost($0.before), "after": cost($0.after)] })
    o["reachWith"] = .array(d.reachChanges.map { change in
      func side(_ target: ReachTarget?, _ costs: [ReachTechnology: ReachCost]) -> JSONValue {
        guard let target else { return .null }
        var o = JSONObject()
        o["id"] = .string(target.id ?? target.key)
        if let action = target.actionName { o["action"] = .string(action) }
        for t in ReachTechnology.allCases {
          guard let c = costs[t] else { continue }
          var cost = JSONObject()
          cost["reachable"] = .bool(c.reachable)
          if let read = c.readAtStop { cost["readAtStop"] = .number(Double(read + 1)) }
          cost["steps"] = c.steps.map { .number(Double($0)) } ?? .null
          cost["seconds"] = c.seconds.map(ReachReport.jsonSeconds) ?? .null
          if let presses = c.presses { cost["presses"] = .number(Double(presses)) }
          if let route = c.route { cost["route"] = .string(route) }
          if let p = c.pointing { cost["pointing"] = ReachReport.json(p) }
          if !c.notIncluded.isEmpty { cost["notIncluded"] = .array(c.notIncluded.map(JSONValue.string)) }
          // The screen reader's costs are under its own id ("talkback" on an Android screen).
          o[t == .voiceOver ? d.after.context.reader.kind.id : t.rawValue] = .object(cost)
        }
        return .object(o)
      }
      return ["spoken": .string(change.spoken), "before": side(change.before, change.beforeCosts), "after": side(change.after, change.afterCosts)]
    })
    o["fixed"] = .array(d.fixed.map { AuditReport.json($0) })
    o["introduced"] = .array(d.introduced.map { AuditReport.json($0, quotes: true) })
    return .object(o)
  }
}
