import EarshotCLI
import EarshotTestSupport
import Foundation
import Testing

@Suite("earshot say")
struct SayCommandTests {
  static let serverRunning = LiveAudioSupport.serverRunning

  @Test("plays a sample live and reports progress on stderr",
        .enabled(if: serverRunning, "no PulseAudio server: run `bash scripts/audio-server` (CI does)"))
  func plays() throws {
    let r = try BinaryRunner.run(["say", "samples/call.json", "--rate", "400", "--no-hints"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stderr.contains("Synthesizing 9 stops…") && r.stderr.contains("Playing ") && r.stderr.contains("Done."))
    #expect(r.stdout.isEmpty)
  }

  @Test("--spoken warns of a profile's rule that ran over its matcher steps, naming its file and place")
  func runawayRuleIsWarnedOf() throws {
    let voices = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-voices-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: voices, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: voices) }
    let profile = #"{"earshotVoice": 1, "extends": "en-US", "spokenForms": {"rules": [{"family": "test", "match": "(a|a)*c", "say": "x", "source": "a test"}]}}"#
    try profile.write(to: voices.appendingPathComponent("mine.json"), atomically: true, encoding: .utf8)
    let text = String(repeating: "a", count: 48)
    let r = try BinaryRunner.run(["say", "--spoken", text, "--voices", voices.path, "--voice", "mine"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains(text))
    #expect(r.stderr.contains("mine.json: spokenForms.rules[0]") && r.stderr.contains("matcher steps"), "\(r.stderr)")
  }

  @Test("a profile extending en-US with verbosity.spokenFormEstimates false leaves the guessed rules out and keeps the evidenced ones")
  func estimatesSwitchedOff() throws {
    let voices = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-voices-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: voices, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: voices) }
    let profile = #"{"earshotVoice": 1, "extends": "en-US", "verbosity": {"spokenFormEstimates": false}}"#
    try profile.write(to: voices.appendingPathComponent("evidenced.json"), atomically: true, encoding: .utf8)
    let text = "215 mi, 10 cm, $2.50"
    let off = try BinaryRunner.run(["say", "--spoken", text, "--voices", voices.path, "--voice", "evidenced"])
    #expect(off.status == 0, "\(off.stderr)")
    #expect(off.stdout == "215 mi, 10 centimeters, 2 dollars and 50 cents\n")
    let on = try BinaryRunner.run(["say", "--spoken", text])
    #expect(on.stdout.hasPrefix("Some spoken forms are estimates: \"215 mi\"."))
    #expect(on.stdout.hasSuffix("215 miles, 10 centimeters, 2 dollars and 50 cents\n"))
  }

  @Test("without an audio server or device: one error line suggesting render, exit 2",
        .enabled(if: !FileManager.default.fileExists(atPath: "/dev/snd"), "this machine has a sound card for ALSA to fall back on"))
  func noServer() throws {
    let r = try BinaryRunner.run(["say", "samples/call.json"], environment: ["PULSE_SERVER": "unix:/nonexistent/earshot"])
    #expect(r.status == 2)
    let lines = r.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(r.stderr)")
    #expect(r.stderr.hasPrefix("Error: no audio server or sound device to play on"))
    #expect(r.stderr.contains("earshot render samples/call.json -o out.wav"))
  }

  #if DEBUG
  @Test("an audio layer that finds no backend is the same clear error")
  func noBackend() throws {
    let r = try BinaryRunner.run(["say", "samples/call.json"], environment: ["EARSHOT_FAIL_C": "create_audio_device_object"])
    #expect(r.status == 2)
    #expect(r.stderr == "Error: no audio server or sound device to play on (looking for an audio output: no audio server or sound device was found); write a file instead: earshot render samples/call.json -o out.wav\n")
  }
  #endif

  @Test("an audio output that does not exist is named, with the ones that do",
        .enabled(if: serverRunning, "no PulseAudio server: run `bash scripts/audio-server` (CI does)"))
  func unknownDevice() throws {
    let sinks = try LiveAudioSupport.command("pactl", ["list", "short", "sinks"]).output
      .split(separator: "\n").map { String($0.split(separator: "\t")[1]) }
    let r = try BinaryRunner.run(["say", "samples/call.json", "--device", "no-such-sink"])
    #expect(r.status == 2)
    #expect(r.stderr.hasPrefix("Error: unknown audio output \"no-such-sink\";"), "\(r.stderr)")
    // Other test runs on the same server add and remove sinks of their own meanwhile; those that
    // stay are the server's own ("earshot", from scripts/audio-server).
    let after = try LiveAudioSupport.command("pactl", ["list", "short", "sinks"]).output
      .split(separator: "\n").map { String($0.split(separator: "\t")[1]) }
    for sink in sinks where after.contains(sink) && !sink.hasPrefix("earshot_test_") { #expect(r.stderr.contains(sink)) }
  }

  @Test("usage errors are caught before any audio is opened")
  func usage() {
    let r = earshot("say", Repository.path("samples/call.json"), "--rate", "fast")
    #expect(r.status == 2 && r.err.contains("--rate takes words per minute"))
  }
}
