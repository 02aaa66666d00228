import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// Gesture scripts, key files and session logs come from other people too: every number is
/// checked against `InputLimits`, every line ending is understood, and timing stays linear.
@Suite struct ScriptSafetyTests {
  func errors(_ script: String) -> [String] {
    do {
      _ = try GestureScript.parse(script, file: "s.script")
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func waitsAndTouchesOutOfRangeAreErrorsThatSayTheRange() {
    #expect(errors("wait 1e308") == ["s.script: line 1: \"wait\": 1e+308 is out of range; accepted: 0 to 3600 seconds"])
    #expect(errors("next\nwait 1e16") == ["s.script: line 2: \"wait\": 1e+16 is out of range; accepted: 0 to 3600 seconds"])
    #expect(errors("wait nan") == ["s.script: line 1: \"wait\" needs a number of seconds, e.g. \"wait 0.5\""])
    #expect(errors("wait inf").count == 1 && errors("wait -1").count == 1 && errors("wait 0x10").count == 1)
    #expect(errors("touch 9.3e18 10") == ["s.script: line 1: \"touch\": 9.3e+18 is out of range; accepted: -1000000 to 1000000 points"])
    #expect(errors("wait 3600; touch -20 40").isEmpty)
  }

  @Test func scriptsWithWindowsLineEndingsReadLineByLine() throws {
    let gestures = try GestureScript.parse("next\r\nwait 0.5\r\n# comment\r\nactivate\r\n", file: "s.script")
    #expect(gestures.map(\.gesture) == [.next, .wait(0.5), .activate])
    #expect(gestures.map(\.line) == [1, 2, 4])
    #expect(try GestureScript.parse("next\rprevious", file: "s.script").map(\.gesture) == [.next, .previous])
  }

  @Test func keyFilesWithWindowsLineEndingsAndHugeWaits() throws {
    #expect(try KeyFile.parse("Right\r\nwait 0.5\r\nEnter\r\n", file: "k.keys") == [.key(.right, line: 1), .wait(0.5, line: 2), .key(.enter, line: 3)])
    do {
      _ = try KeyFile.parse("wait 1e308\nRight", file: "k.keys")
      Issue.record("wait 1e308 was accepted")
    } catch {
      #expect(error.description == "k.keys: line 1: \"wait\": 1e+308 is out of range; accepted: 0 to 3600 seconds")
    }
  }

  @Test func aGestureLineFullOfControlCharactersStaysOnOneLine() {
    let message = errors("nxt\u{1B}[2J\u{07}")
    #expect(message.count == 1 && !message[0].contains("\u{1B}") && message[0].contains(#"\u{1B}"#))
  }

  @Test func sessionLogNumbersOutOfRangeAreErrors() throws {
    let log: JSONValue = ["task": "Pay", "goal": "pay", "success": true, "gestures": 3, "seconds": 1e300, "path": [], "keys": [], "events": []]
    #expect(throws: InputError.self) { try SessionReport.text(log, file: "s.json") }
    var events: [JSONValue] = []
    for _ in 0..<3 { events.append(["kind": "focus", "start": 0, "end": 1e300, "heard": "x", "text": "x"]) }
    let edited: JSONValue = ["task": "Pay\u{1B}[2J", "goal": "pay", "success": true, "gestures": 3, "seconds": 2.5, "path": ["a\nb"], "keys": [], "events": .array(events)]
    let text = try SessionReport.text(edited, file: "s.json")
    #expect(text.contains(#"Task: Pay\u{1B}[2J"#) && text.contains(#"Path: a\nb"#))
    #expect(text.contains("0 seconds of speech"))
  }

  /// The idle time is worked out without advancing the timeline; it must agree with the timeline
  /// played to its end, whatever was submitted.
  @Test func idleTimeAgreesWithTheTimelinePlayedOut() {
    let reader = Fixture.reader(), voice = Fixture.voice()
    var generator = SplitMix(seed: 12)
    for _ in 0..<50 {
      var scheduler = SpeechScheduler(reader: Fixture.reader(), timing: WordTiming())
      var time = 0
      for step in 0..<40 {
        time += Int(generator.next() % 900)
        let channel: SpeechScheduler.Channel
        switch generator.next() % 5 {
        case 0: channel = .announcement(.high, queued: false)
        case 1: channel = .announcement(.low, queued: false)
        case 2: channel = .announcement(.default, queued: generator.next() % 2 == 0)
        default: channel = .navigation
        }
        let words = (0...(generator.next() % 6)).map { "w\($0)" }.joined(separator: " ")
        var segments = [Segment(role: .label, text: words, language: "en-US")]
        if generator.next() % 3 == 0 { segments.append(Segment(role: .hint, text: "hint words here", language: "en-US")) }
        let request = SpeechScheduler.Request(kind: channel == .navigation ? .focus : .announcement, id: "e\(step)",
                                              utterance: Utterance(segments), channel: channel, gesture: step,
                                              focusKey: "e\(step)", follows: generator.next() % 7 == 0)
        switch generator.next() % 6 {
        case 0: scheduler.silence(at: time)
        case 1: scheduler.earcon(.focus, at: time, gesture: step)
        default: scheduler.submit(request, at: time)
        }
        #expect(scheduler.idleTime == scheduler.timeline().duration)
      }
    }
  }
}
