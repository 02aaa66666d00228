import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

@Suite struct KeyTests {
  @Test func terminalBytesDecodeToKeys() {
    var decoder = KeyDecoder()
    let bytes: [UInt8] = [0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44, 0x0D, 0x20, 0x09, 0x1B, 0x5B, 0x48, 0x1B, 0x5B, 0x34, 0x7E, 0x3F, 0x03]
    #expect(decoder.feed(bytes) == [.right, .left, .enter, .space, .tab, .home, .end, .character("?"), .interrupt])
  }

  @Test func aLoneEscapeIsTheEscapeKeyOnceTheTerminalIsQuiet() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.flush() == [.escape])
    #expect(decoder.feed([0x1B, 0x5B]).isEmpty)
    #expect(decoder.feed([0x42]) == [.down])
  }

  @Test func keyFilesNameKeysWaitsAndComments() throws {
    let strokes = try KeyFile.parse("# demo\nRight\nwait 0.5\nenter # pay\n?\n#\n", file: "demo.keys")
    #expect(strokes == [.key(.right, line: 2), .wait(0.5, line: 3), .key(.enter, line: 4), .key(.character("?"), line: 5), .key(.character("#"), line: 6)])
    do {
      _ = try KeyFile.parse("Rigth\nwait soon", file: "bad.keys")
      Issue.record("a bad key file parsed")
    } catch {
      #expect(error.diagnostics.map(\.description) == [
        #"bad.keys: line 1: unknown key "Rigth"; did you mean "Right"? (or a single character)"#,
        #"bad.keys: line 2: "wait" needs a number of seconds, e.g. "wait 0.5""#,
      ])
    }
  }
}

@Suite struct ListeningSessionTests {
  static func session(_ sample: String, goal: String?) throws -> ListeningSession {
    let document = try DocumentReader.read(bytes: Repository.read("samples/\(sample).json"), file: sample).document
    let reader = Fixture.reader(), voice = Fixture.voice()
    return ListeningSession(document: document, reader: reader, timing: EstimatedTiming(voice: voice), task: "Pay for your order", goal: goal)
  }

  static func replay(_ sample: String, keys: String) throws -> ListeningSession {
    var s = try session(sample, goal: "pay")
    let text = String(decoding: Repository.read("samples/\(keys).keys"), as: UTF8.self)
    try s.replay(try KeyFile.parse(text, file: "\(keys).keys"), file: "\(keys).keys")
    return s
  }

  @Test func theFixedCheckoutTakesFewerGesturesAndLessTimeThanTheLegacyOne() throws {
    // Issue 6: replayed sessions on the checkout pair.
    let legacy = try Self.replay("checkout-legacy", keys: "checkout-legacy")
    let fixed = try Self.replay("checkout", keys: "checkout")
    #expect(legacy.success && fixed.success)
    let l = legacy.log(), f = fixed.log()
    #expect(f["gestures"]!.numberValue! < l["gestures"]!.numberValue!)
    #expect(f["seconds"]!.numberValue! < l["seconds"]!.numberValue!)
    #expect(f["path"] == ["title", "pay", "payment-error"])
  }

  @Test func theTaskIsSpokenFirst() throws {
    var s = try Self.session("checkout", goal: "pay")
    s.begin()
    let events = s.runner.timeline().events
    #expect(events[0].text == "Task: Pay for your order" && events[1].text == "Checkout, heading")
  }

  @Test func keysStandForGestures() throws {
    var s = try Self.session("product", goal: nil)
    s.begin()
    #expect(s.gesture(for: .right) == .next && s.gesture(for: .left) == .previous)
    #expect(s.gesture(for: .enter) == .activate && s.gesture(for: .space) == .activate)
    #expect(s.gesture(for: .escape) == .escape && s.gesture(for: .home) == .first && s.gesture(for: .end) == .last)
    #expect(s.gesture(for: .character("r")) == .readAll && s.gesture(for: .character("m")) == .magicTap)
    #expect(s.gesture(for: .down) == .rotorNext && s.gesture(for: .up) == .rotorPrevious)
    #expect(s.gesture(for: .tab) == .rotor("Containers"))
    _ = try s.press(.tab)
    #expect(s.gesture(for: .tab) == .rotor("Headings"))
    // On the rating, up and down adjust it.
    for _ in 0..<4 { _ = try s.press(.right) }
    #expect(s.runner.session.focusedStop?.element.id == "rating")
    #expect(s.gesture(for: .up) == .increment && s.gesture(for: .down) == .decrement)
  }

  @Test func helpRepeatAndQuit() throws {
    var s = try Self.session("checkout", goal: "pay")
    s.begin()
    #expect(try s.press(.character("?")) == .help)
    #expect(s.runner.timeline().events.last?.text == ReaderTerms.voiceOver.keyHelp)
    #expect(try s.press(.character(".")) == .repeated)
    #expect(try s.press(.character("q")) == .quit)
    #expect(s.ended && !s.success)
    #expect(try s.press(.right) == .ignored)
  }

  @Test func whatWasCutOffSaysWhatCutIt() throws {
    // The list of keys cuts off the first stop: no focus moved.
    var s = try Self.session("checkout", goal: "pay")
    s.begin()
    let first = s.runner.timeline().events.last!
    #expect(try s.press(.character("?"), at: first.start + 200) == .help)
    let cut = s.runner.timeline().events.first { $0.text == first.text }!
    #expect(cut.interrupted && cut.note == "cut off: interrupted by the list of keys")
    // Repeating cuts the list of keys off.
    _ = try s.press(.character("."), at: first.start + 1200)
    #expect(s.runner.timeline().events.first { $0.text == ReaderTerms.voiceOver.keyHelp }?.note == "cut off: interrupted by the repeat key")
    // A swipe is a focus change.
    _ = try s.press(.right, at: first.start + 1400)
    #expect(s.runner.timeline().events.filter(\.interrupted).last?.note == "cut off: interrupted by a focus change")
  }

  @Test func theReportSaysWhereALineWasCutOff() throws {
    func event(_ text: String, _ heard: String) -> JSONValue {
      ["kind": "focus", "text": .string(text), "heard": .string(heard), "interrupted": true, "start": 0, "end": 100]
    }
    let log: JSONValue = ["success": false, "gestures": 2, "seconds": 1, "events": [event("Jasmine tea", "Jasmine"), event("$2.50", "$2.50")]]
    let report = try SessionReport.text(log, file: "session.json")
    #expect(report.contains("\n  cut off after \"Jasmine\": \"Jasmine tea\"\n"))
    // Every word had begun: it was cut in its last word, not after it.
    #expect(report.contains("\n  cut off in its last word: \"$2.50\"\n"))
    #expect(!report.contains("\"$2.50\" of \"$2.50\""))
  }

  @Test func reachingAGoalScreenEndsTheSession() throws {
    let document = try DocumentReader.read(bytes: Repository.read("samples/game.json"), file: "game").document
    var s = ListeningSession(document: document, reader: Fixture.reader(), timing: EstimatedTiming(voice: Fixture.voice()), task: nil, goal: "race")
    s.begin()
    _ = try s.press(.end)
    #expect(try s.press(.enter) == .reachedGoal(.activate))
    #expect(s.success)
  }

  @Test func logAndReport() throws {
    let s = try Self.replay("checkout-legacy", keys: "checkout-legacy")
    let log = s.log()
    // The log names the screen reader whose terms its events are in.
    #expect(log.objectValue?["reader"]?.stringValue == "VoiceOver")
    #expect(log.objectValue?.keys == ["reader", "task", "goal", "success", "gestures", "seconds", "path", "keys", "events"])
    let report = try SessionReport.text(log, file: "session.json")
    #expect(report.hasPrefix("Task: Pay for your order\nGoal: pay — reached, after 3 gestures and "))
    // Elements are named by id, else by their place in the document, never by their words.
    #expect(report.contains("Path: title → root.children[9] → pay\n"))
    #expect(report.contains("Gestures: last × 1, previous × 1, activate × 1"))
    do {
      _ = try SessionReport.text(["events": []], file: "other.json")
      Issue.record("a non-log was reported")
    } catch {
      #expect(error.description.contains("other.json: this is not a listening-session log"))
    }
    // A field out of range is that one problem, not also "not a log".
    do {
      _ = try SessionReport.text(["success": true, "gestures": 1, "seconds": 1e300], file: "log.json")
      Issue.record("a log of 1e300 seconds was reported")
    } catch {
      #expect(error.diagnostics.count == 1)
      #expect(error.description.contains("log.json: seconds: 1e+300 is out of range"))
    }
  }

  @Test func keyFileErrorsNameTheKeyFileLine() throws {
    var s = try Self.session("messages", goal: nil)
    do {
      try s.replay([.key(.right, line: 4), .key(.character("z"), line: 5)], file: "t.keys")
    } catch {
      Issue.record("keys that do nothing are not errors: \(error)")
    }
  }
}
