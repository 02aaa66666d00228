import EarshotModel
import EarshotTestSupport
import Foundation
import Testing

/// `earshot listen` run as a user would: in a pseudo-terminal, into a private null sink.
@Suite(.serialized, .enabled(if: LiveAudioSupport.serverRunning, "no PulseAudio server: run `bash scripts/audio-server` (CI does)"))
struct ListenCommandTests {
  static let bin = BinaryRunner.executable.path

  func temporary(_ name: String) -> String { NSTemporaryDirectory() + "earshot-\(UUID().uuidString)-\(name)" }

  func log(_ path: String) throws -> JSONValue {
    try JSONParser.parse(bytes: Array(FileManager.default.contents(atPath: path) ?? Data()))
  }

  @Test func replayedSessionsPlayAudioAndTheFixedCheckoutIsQuicker() throws {
    var logs: [String: JSONValue] = [:]
    for sample in ["checkout", "checkout-legacy"] {
      let path = temporary("\(sample).json")
      var result: BinaryRunner.Result?
      let peak = try LiveAudioSupport.recordingPeak { sink in
        result = try BinaryRunner.run(["listen", "samples/\(sample).json", "--task", "Pay for your order", "--goal", "pay",
                                       "--keys", "samples/\(sample).keys", "--log", path, "--device", sink])
      }
      #expect(result?.status == 0, "\(result?.stderr ?? "")")
      #expect(result?.stderr.contains("Task complete") == true)
      #expect(peak > 1000, "no sound reached the sink for \(sample)")
      logs[sample] = try log(path)
    }
    let fixed = logs["checkout"]!, legacy = logs["checkout-legacy"]!
    #expect(fixed["success"] == true && legacy["success"] == true)
    #expect(fixed["gestures"]!.numberValue! < legacy["gestures"]!.numberValue!)
    #expect(fixed["seconds"]!.numberValue! < legacy["seconds"]!.numberValue!)
  }

  @Test func keysInATerminalCompleteTheTaskAndTheTerminalIsRestored() throws {
    let path = temporary("live.json")
    let command = "stty -g; \(Self.bin) listen samples/checkout.json --task 'Pay for your order' --goal pay --log \(path); echo status=$?; stty -g"
    // End (four-finger tap at the bottom), then Enter.
    let r = try LiveAudioSupport.inTerminal(command, keys: [(1.5, "\u{1B}[F"), (2.0, "\r")], ready: "Listening session.")
    let lines = r.output.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
    let settings = lines.filter { $0.contains(":") && !$0.contains(" ") }
    #expect(settings.count == 2 && settings[0] == settings[1], "terminal settings changed: \(r.output)")
    #expect(r.output.contains("status=0"), "\(r.output)")
    #expect(r.output.contains("Listening session. Press ? to hear the keys, Q to give up."))
    // The curtain: nothing about the interface is shown.
    #expect(!r.output.contains("Pay, button") && !r.output.contains("Checkout, heading"))
    let session = try log(path)
    #expect(session["success"] == true && session["path"] == ["title", "pay", "payment-error"])
    #expect(session["keys"]?.arrayValue?.compactMap { $0["key"]?.stringValue } == ["End", "Enter"])
  }

  @Test func ctrlCMidSpeechEndsCleanly() throws {
    let path = temporary("gave-up.json")
    let command = "stty -g; \(Self.bin) listen samples/checkout.json --task 'Pay for your order, then check the total twice' --goal pay --log \(path); echo status=$?; stty -g"
    let r = try LiveAudioSupport.inTerminal(command, keys: [(1.0, "\u{03}")], ready: "Listening session.")
    let settings = r.output.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.contains(":") && !$0.contains(" ") }
    #expect(settings.count == 2 && settings[0] == settings[1], "terminal settings changed: \(r.output)")
    #expect(r.output.contains("status=1") && r.output.contains("Task not completed"), "\(r.output)")
    let session = try log(path)
    #expect(session["success"] == false)
    #expect(session["keys"]?.arrayValue?.first?["key"] == "Ctrl-C")
  }

  /// A signal from outside (SIGTERM, SIGHUP) ends a session in a terminal as it ends any run: the
  /// terminal put back, the folder made for the log removed, ended by the signal.
  @Test func aSignalFromOutsideEndsASessionAndLeavesNothing() throws {
    let folder = temporary("made")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let command = "stty -g; \(Self.bin) listen samples/checkout.json --goal pay --log \(folder)/s.json; echo status=$?; stty -g; test -e \(folder) && echo LEFT"
    // The signal goes once the session says it has begun (its handlers are set by then), however long that takes.
    let r = try LiveAudioSupport.inTerminal(command, keys: [], ready: "Listening session.") {
      _ = try LiveAudioSupport.command("pkill", ["-TERM", "-n", "-f", "earshot listen samples/checkout.json --goal pay --log \(folder)"])
    }
    let settings = r.output.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.contains(":") && !$0.contains(" ") }
    #expect(settings.count == 2 && settings[0] == settings[1], "terminal settings changed: \(r.output)")
    #expect(r.output.contains("status=143") && r.output.contains("Listening session ended."), "\(r.output)")
    #expect(!r.output.contains("LEFT"), "the log's folder was left: \(r.output)")
  }

  @Test func showPrintsCaptions() throws {
    let r = try BinaryRunner.run(["listen", "samples/checkout.json", "--goal", "pay", "--keys", "samples/checkout.keys", "--show"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("Pay, button") && r.stdout.contains("Card declined. Try another card."))
  }
}

@Suite struct ListenErrorTests {
  @Test func withoutATerminalOrAKeyFileItSaysWhatToDo() throws {
    let r = try BinaryRunner.run(["listen", "samples/checkout.json"], stdin: "")
    #expect(r.status == 2)
    #expect(r.stderr.contains("listen reads keys from a terminal, and stdin is not one; run it in a terminal, or replay a key file with --keys FILE"))
  }

  @Test(.enabled(if: !FileManager.default.fileExists(atPath: "/dev/snd"), "this machine has a sound card for ALSA to fall back on"))
  func noAudioDeviceSuggestsRender() throws {
    let r = try BinaryRunner.run(["listen", "samples/checkout.json", "--keys", "samples/checkout.keys"],
                                 environment: ["PULSE_SERVER": "unix:/nonexistent/earshot"])
    #expect(r.status == 2)
    #expect(r.stderr.contains("earshot render samples/checkout.json -o out.wav"))
  }

  @Test(.enabled(if: LiveAudioSupport.serverRunning, "no PulseAudio server: run `bash scripts/audio-server` (CI does)"))
  func unknownDeviceNamesTheOutputs() throws {
    let r = try BinaryRunner.run(["listen", "samples/checkout.json", "--keys", "samples/checkout.keys", "--device", "no-such-sink-anywhere"])
    #expect(r.status == 2)
    #expect(r.stderr.contains("unknown audio output \"no-such-sink-anywhere\"; the audio outputs are: "))
  }

  @Test func badKeyFilesAndGoalsAreInputErrors() throws {
    let path = NSTemporaryDirectory() + "earshot-\(UUID().uuidString).keys"
    try "End\nEntr\n".write(toFile: path, atomically: true, encoding: .utf8)
    let keys = try BinaryRunner.run(["listen", "samples/checkout.json", "--keys", path])
    #expect(keys.status == 2 && keys.stderr.contains("\(path): line 2: unknown key \"Entr\"; did you mean \"Enter\"?"))
    let goal = try BinaryRunner.run(["listen", "samples/checkout.json", "--keys", "samples/checkout.keys", "--goal", "payy"])
    #expect(goal.status == 2 && goal.stderr.contains("unknown goal \"payy\"; did you mean \"pay\"?"))
  }

  /// A replay without audio gates CI: no audio server (PULSE_SERVER points nowhere, ALSA has no
  /// device to fall back on here), the summary on stdout, exit 1 when the goal is not reached.
  @Test func aReplayWithoutAudioNeedsNoServerAndExitsByTheGoal() throws {
    let noServer = ["PULSE_SERVER": "unix:/nonexistent/earshot"]
    let log = NSTemporaryDirectory() + "earshot-\(UUID().uuidString).json"
    defer { try? FileManager.default.removeItem(atPath: log) }
    let fixed = try BinaryRunner.run(["listen", "samples/checkout.json", "--task", "Pay for your order", "--goal", "pay",
                                      "--keys", "samples/checkout.keys", "--no-audio", "--log", log], environment: noServer)
    #expect(fixed.status == 0, "\(fixed.stderr)")
    #expect(fixed.stdout.hasPrefix("Task: Pay for your order\nGoal: pay — reached, after 2 gestures and "), "\(fixed.stdout)")
    #expect(fixed.stdout.contains("\nPath: title → pay → payment-error\n") && fixed.stdout.contains("\nGestures: last × 1, activate × 1\n"))
    #expect(fixed.stderr.contains("Task complete: 2 gestures"))
    // The summary is the saved log's, and the seconds are those synthesis gives, not the time the run took.
    let saved = try JSONParser.parse(bytes: Array(FileManager.default.contents(atPath: log) ?? Data()))
    let report = try BinaryRunner.run(["listen", "--report", log])
    #expect(report.stdout == fixed.stdout)
    let seconds = try #require(saved["seconds"]?.numberValue)
    let written = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    #expect(seconds > 2 && fixed.stdout.contains("after 2 gestures and \(written) seconds."), "\(fixed.stdout)")

    // The fixed screen's keys on the legacy screen end on the total, not Pay.
    let legacy = try BinaryRunner.run(["listen", "samples/checkout-legacy.json", "--goal", "pay", "--keys", "samples/checkout.keys", "--no-audio"],
                                      environment: noServer)
    #expect(legacy.status == 1, "\(legacy.stderr)")
    #expect(legacy.stdout.contains("Goal: pay — not reached, after 2 gestures"))
    #expect(legacy.stderr.contains("Task not completed (2 gestures, "))

    // Reached, but not within the time allowed.
    let slow = try BinaryRunner.run(["listen", "samples/checkout-legacy.json", "--goal", "pay", "--keys", "samples/checkout-legacy.keys",
                                     "--no-audio", "--within", "1"], environment: noServer)
    #expect(slow.status == 1 && slow.stdout.contains("Goal: pay — reached, after 3 gestures"), "\(slow.stderr)")
    #expect(slow.stderr.contains("Task completed too slowly: ") && slow.stderr.contains("more than the 1 allowed (3 gestures)."))
    let inTime = try BinaryRunner.run(["listen", "samples/checkout-legacy.json", "--goal", "pay", "--keys", "samples/checkout-legacy.keys",
                                       "--no-audio", "--within", "600", "--quiet"], environment: noServer)
    #expect(inTime.status == 0 && inTime.stderr.isEmpty, "\(inTime.stderr)")
  }

  @Test func noAudioNeedsAKeyFileAndWithinAGoal() throws {
    let keyless = try BinaryRunner.run(["listen", "samples/checkout.json", "--no-audio"])
    #expect(keyless.status == 2 && keyless.stderr.hasPrefix("Error: --no-audio replays a key file: give --keys FILE\n"))
    let shown = try BinaryRunner.run(["listen", "samples/checkout.json", "--keys", "samples/checkout.keys", "--no-audio", "--show"])
    #expect(shown.status == 2 && shown.stderr.contains("--no-audio plays nothing"))
    let goalless = try BinaryRunner.run(["listen", "samples/checkout.json", "--keys", "samples/checkout.keys", "--no-audio", "--within", "60"])
    #expect(goalless.status == 2 && goalless.stderr.hasPrefix("Error: --within times the way to the goal: give --goal ID\n"))
  }

  @Test func reportSummarizesALogAndRefusesOtherFiles() throws {
    let path = NSTemporaryDirectory() + "earshot-\(UUID().uuidString).json"
    try #"{"task": "Pay", "goal": "pay", "success": true, "gestures": 2, "seconds": 7, "path": ["title", "pay"], "keys": [{"time": 100, "key": "End", "gesture": "last"}], "events": []}"#
      .write(toFile: path, atomically: true, encoding: .utf8)
    let r = try BinaryRunner.run(["listen", "--report", path])
    #expect(r.status == 0)
    #expect(r.stdout.hasPrefix("Task: Pay\nGoal: pay — reached, after 2 gestures and 7 seconds.\nPath: title → pay\n"))
    let bad = try BinaryRunner.run(["listen", "--report", Repository.path("samples/checkout.json")])
    #expect(bad.status == 2 && bad.stderr.contains("this is not a listening-session log"))
  }
}
