import EarshotEngine
import EarshotModel

extension DocumentDiff {
  /// The text of `writeJSON(to:)`, read back.
  public func json() -> JSONValue {
    var writer = JSONWriter(pretty: false)
    writeJSON(to: &writer)
    // The writer's own text always parses.
    return (try? JSONParser.parse(bytes: writer.bytes)) ?? .null
  }

  /// The diff as JSON, written member by member as it goes: the tree of values of a large
  /// screen's diff would take several times the memory of its text, and building it most of the time.
  public func writeJSON(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.member("before", beforeFile)
    writer.member("after", afterFile)
    writer.key("screens")
    writer.beginArray()
    for screen in screens { Self.writeJSON(screen, to: &writer) }
    writer.endArray()
    writer.key("onlyBefore")
    writer.strings(onlyBefore)
    writer.key("onlyAfter")
    writer.strings(onlyAfter)
    writer.endObject()
  }

  /// One screen's comparison.
  static func writeJSON(_ d: ScreenDiff, to w: inout JSONWriter) {
    func side(_ v: ScreenVersion) {
      w.beginObject()
      w.member("stops", v.entries.count)
      w.key("listeningSeconds")
      w.seconds(v.costs.totalSeconds)
      w.key("quickestToEndSeconds")
      w.seconds(v.costs.quickestToEndSeconds)
      w.member("findings", v.audit.findings.count)
      w.endObject()
    }
    func stop(_ key: StaticString, _ v: ScreenVersion, _ i: Int) {
      w.key(key)
      w.beginObject()
      w.member("index", i + 1)
      // Read in place: taking an entry out of the array copies it.
      v.entries.withUnsafeBufferPointer { entries in
        w.member("id", entries[i].stop.element.id)
        w.key("speech")
        Transcript.writeLine(entries[i].utterance, to: &w)
      }
      w.endObject()
    }
    func change(_ change: StopChange) {
      w.beginObject()
      switch change {
      case .added(let j):
        w.member("change", "added")
        stop("after", d.after, j)
      case .removed(let i):
        w.member("change", "removed")
        stop("before", d.before, i)
      case .unchanged(let i, let j):
        w.member("change", "unchanged")
        stop("before", d.before, i)
        stop("after", d.after, j)
      case .changed(let i, let j, let phrases):
        w.member("change", "changed")
        stop("before", d.before, i)
        stop("after", d.after, j)
        w.key("phrases")
        w.beginArray()
        for phrase in phrases {
          w.beginObject()
          w.member("part", d.after.context.reader.kind.terms.name(of: phrase.role))
          w.member("before", phrase.before)
          w.member("after", phrase.after)
          w.endObject()
        }
        w.endArray()
      }
      w.endObject()
    }
    // The Headings jump under the reader's name for it: rotorStops, TalkBack's readingControlStops.
    let jump = d.after.context.reader.kind.terms.readingControlKind
    let (jumpStops, jumpSeconds) = (JSONWriter.Key("\(jump)Stops"), JSONWriter.Key("\(jump)Seconds"))
    func cost(_ key: StaticString, _ c: NavigationCost) {
      w.key(key)
      w.beginObject()
      w.member("stop", c.stop)
      w.member("swipeStops", c.swipeStops)
      w.key("swipeSeconds")
      w.seconds(c.swipeSeconds)
      w.key(jumpStops)
      w.number(c.rotorStops)
      w.key(jumpSeconds)
      w.seconds(c.rotorSeconds)
      w.endObject()
    }
    // The screen reader's costs are under its own id ("talkback" on an Android screen).
    let readerID = d.after.context.reader.kind.id
    let technologies = ReachTechnology.allCases.map { ($0, JSONWriter.Key($0 == .screenReader ? readerID : $0.rawValue)) }
    func reachSide(_ key: StaticString, _ side: ReachChange.Side?) {
      w.key(key)
      guard let side else { return w.null() }
      let target = side.target
      w.beginObject()
      w.member("id", target.id ?? target.key)
      if let action = target.actionName { w.member("action", action) }
      for (t, key) in technologies {
        guard let c = side.cost(t) else { continue }
        w.key(key)
        w.beginObject()
        w.member("reachable", c.reachable)
        if let read = c.readAtStop { w.member("readAtStop", read + 1) }
        w.key("steps")
        w.number(c.steps)
        w.key("seconds")
        w.seconds(c.seconds)
        if let presses = c.presses { w.member("presses", presses) }
        if let route = c.route { w.member("route", route) }
        if let p = c.pointing {
          w.key("pointing")
          ReachReport.writePointing(p, to: &w)
        }
        if !c.notIncluded.isEmpty {
          w.key("notIncluded")
          w.strings(c.notIncluded)
        }
        w.endObject()
      }
      w.endObject()
    }
    let judgement = d.judgement
    w.beginObject()
    w.member("id", d.after.screen.id)
    w.member("title", d.after.title)
    w.key("before")
    side(d.before)
    w.key("after")
    side(d.after)
    w.key("better")
    w.strings(judgement.better)
    w.key("worse")
    w.strings(judgement.worse)
    // A member whose value is a list, an item written for each element of `items`.
    func list<Items: Sequence>(_ key: StaticString, _ items: Items, _ item: (Items.Element) -> Void) {
      w.key(key)
      w.beginArray()
      for element in items { item(element) }
      w.endArray()
    }
    list("changes", d.changes, change)
    list("reach", d.reach) { r in
      w.beginObject()
      w.member("speech", r.after.speech)
      cost("before", r.before)
      cost("after", r.after)
      w.endObject()
    }
    list("reachWith", d.reachChanges) { change in
      w.beginObject()
      w.member("spoken", change.spoken)
      reachSide("before", change.beforeSide)
      reachSide("after", change.afterSide)
      w.endObject()
    }
    list("fixed", d.fixed) { AuditReport.writeFinding($0, to: &w) }
    list("introduced", d.introduced) { AuditReport.writeFinding($0, quotes: true, to: &w) }
    w.endObject()
  }
}
