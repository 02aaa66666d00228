import EarshotEngine
import EarshotModel

extension DocumentDiff {
  public func json() -> JSONValue {
    var o = JSONObject()
    o["before"] = .string(beforeFile)
    o["after"] = .string(afterFile)
    o["screens"] = .array(screens.map { .object(JSONObject(Self.parts($0).map { ($0.key, $0.part.value) })) })
    o["onlyBefore"] = .array(onlyBefore.map(JSONValue.string))
    o["onlyAfter"] = .array(onlyAfter.map(JSONValue.string))
    return .object(o)
  }

  /// The text of `json()`, its long lists written an item at a time: the tree of values of a large
  /// screen's diff would take several times the memory of its text.
  public func writeJSON(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.member("before", beforeFile)
    writer.member("after", afterFile)
    writer.key("screens")
    writer.beginArray()
    for screen in screens {
      writer.beginObject()
      for (key, part) in Self.parts(screen) {
        writer.key(key)
        part.write(to: &writer)
      }
      writer.endObject()
    }
    writer.endArray()
    writer.member("onlyBefore", value: .array(onlyBefore.map(JSONValue.string)))
    writer.member("onlyAfter", value: .array(onlyAfter.map(JSONValue.string)))
    writer.endObject()
  }

  /// A member's value: whole, or a list of objects made one at a time as it is written.
  enum Part {
    case whole(JSONValue)
    case objects(count: Int, (Int) -> JSONValue)

    var value: JSONValue {
      switch self {
      case .whole(let v): return v
      case .objects(let count, let item): return .array((0..<count).map(item))
      }
    }

    /// The same text as `value` (a list of objects is never laid out on one line).
    func write(to writer: inout JSONWriter) {
      switch self {
      case .whole(let v): writer.value(v)
      case .objects(let count, let item):
        writer.beginArray()
        for i in 0..<count { writer.value(item(i)) }
        writer.endArray()
      }
    }
  }

  /// The members of a screen's JSON, in order.
  static func parts(_ d: ScreenDiff) -> [(key: String, part: Part)] {
    func side(_ v: ScreenVersion) -> JSONValue {
      ["stops": .number(Double(v.entries.count)), "listeningSeconds": ReachReport.jsonSeconds(v.costs.totalSeconds),
       "quickestToEndSeconds": ReachReport.jsonSeconds(v.costs.quickestToEndSeconds),
       "findings": .number(Double(v.audit.findings.count))]
    }
    func stop(_ v: ScreenVersion, _ i: Int) -> JSONValue {
      ["index": .number(Double(i + 1)), "id": v.entries[i].stop.element.id.map(JSONValue.string) ?? .null,
       "speech": .string(line(v, i))]
    }
    func change(_ k: Int) -> JSONValue {
      switch d.changes[k] {
      case .added(let j): return ["change": "added", "after": stop(d.after, j)]
      case .removed(let i): return ["change": "removed", "before": stop(d.before, i)]
      case .unchanged(let i, let j): return ["change": "unchanged", "before": stop(d.before, i), "after": stop(d.after, j)]
      case .changed(let i, let j, let phrases):
        let parts: [JSONValue] = phrases.map {
          ["part": .string(d.after.context.reader.kind.terms.name(of: $0.role)), "before": $0.before.map(JSONValue.string) ?? .null, "after": $0.after.map(JSONValue.string) ?? .null]
        }
        return ["change": "changed", "before": stop(d.before, i), "after": stop(d.after, j), "phrases": .array(parts)]
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
    func reachWith(_ k: Int) -> JSONValue {
      let change = d.reachChanges[k]
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
          o[t == .screenReader ? d.after.context.reader.kind.id : t.rawValue] = .object(cost)
        }
        return .object(o)
      }
      return ["spoken": .string(change.spoken), "before": side(change.before, change.beforeCosts), "after": side(change.after, change.afterCosts)]
    }
    let judgement = d.judgement, reach = d.reach
    return [
      ("id", .whole(d.after.screen.id.map(JSONValue.string) ?? .null)),
      ("title", .whole(.string(d.after.title))),
      ("before", .whole(side(d.before))),
      ("after", .whole(side(d.after))),
      ("better", .whole(.array(judgement.better.map(JSONValue.string)))),
      ("worse", .whole(.array(judgement.worse.map(JSONValue.string)))),
      ("changes", .objects(count: d.changes.count, change)),
      ("reach", .objects(count: reach.count) { k in
        let r = reach[k]
        return ["speech": .string(r.after.speech), "before": cost(r.before), "after": cost(r.after)]
      }),
      ("reachWith", .objects(count: d.reachChanges.count, reachWith)),
      ("fixed", .objects(count: d.fixed.count) { AuditReport.json(d.fixed[$0]) }),
      ("introduced", .objects(count: d.introduced.count) { AuditReport.json(d.introduced[$0], quotes: true) }),
    ]
  }
}
