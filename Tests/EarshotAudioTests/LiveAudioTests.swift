import EarshotAudio
import EarshotEngine
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing

let audioServerRunning = LiveAudioSupport.serverRunning

/// Runs `pactl arguments…` and returns its output.
@discardableResult
func pactl(_ arguments: String...) throws -> String {
  try LiveAudioSupport.command("pactl", arguments).output.trimmingCharacters(in: .whitespacesAndNewlines)
}

/// Plays into a null sink of this test's own, so nothing else playing on the server is recorded,
/// and returns what its monitor recorded while `body` ran with the sink's name.
///
/// parec records raw 16-bit mono at 22050 Hz and is stopped with SIGKILL: a child started from a
/// test thread inherits that thread's blocked SIGINT and SIGTERM, so it would not stop for them,
/// and raw samples need no header to be finished.
func recordingSink(_ body: (String) throws -> Void) throws -> DecodedAudio {
  let sink = "earshot-test-\(UUID().uuidString.prefix(8))"
  let module = try pactl("load-module", "module-null-sink", "sink_name=\(sink)")
  defer { _ = try? pactl("unload-module", module) }
  let path = temporaryDirectory().appendingPathComponent("monitor.raw").path
  let parec = Process()
  parec.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  parec.arguments = ["parec", "-d", "\(sink).monitor", "--raw", "--format=s16le", "--rate=22050", "--channels=1",
                     "--latency-msec=20", path]
  try parec.run()
  defer {
    if parec.isRunning { kill(parec.processIdentifier, SIGKILL) }
    parec.waitUntilExit()
  }
  usleep(400_000)
  try body(sink)
  usleep(300_000)
  kill(parec.processIdentifier, SIGKILL)
  parec.waitUntilExit()
  let data = FileManager.default.contents(atPath: path) ?? Data()
  let samples = data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
  return DecodedAudio(sampleRate: 22050, channels: 1, samples: samples, format: nil)
}

/// A swipe through a small screen, synthesized.
func timeline(_ children: String, synthesizer: Synthesizer) -> HeardTimeline {
  SwipeThrough.timeline(of: Fixture.screen(children).startScreen, profile: synthesizer.profile,
                        timing: SynthesizedTiming(synthesizer: synthesizer))
}

/// The span (ms) from the first to the last loud sample of a recording.
func soundSpan(_ audio: DecodedAudio, threshold: Int16 = 1500) -> Int {
  guard let first = audio.samples.firstIndex(where: { abs(Int($0)) > threshold }),
        let last = audio.samples.lastIndex(where: { abs(Int($0)) > threshold }) else { return 0 }
  return (last - first) * 1000 / audio.sampleRate
}

@Suite("Live audio through pcaudiolib", .serialized,
       .enabled(if: audioServerRunning, "no PulseAudio server: run `bash scripts/audio-server` (CI does) to test live audio"))
struct LiveAudioTests {
  @Test("a timeline played live arrives at the audio server's sink")
  func playsIntoSink() throws {
    let synthesizer = try Synthesizer(profile: Fixture.profile())
    let played = timeline(#"{"type": "button", "text": "Pay 17 dollars and 70 cents", "frame": [0, 0, 300, 44]}"#,
                          synthesizer: synthesizer)
    let recording = try recordingSink { sink in
      let player = try LivePlayer(synthesizer: synthesizer, device: sink)
      player.play(played)
      player.waitUntilDone()
      #expect(player.error == nil)
      player.close()
    }
    #expect(recording.rms(from: 0, to: recording.milliseconds) > 300, "speech energy reached the sink")
    let span = soundSpan(recording)
    #expect(abs(span - played.duration) < 300, "heard for \(span) ms of a \(played.duration) ms timeline")
  }

  @Test("an interruption flushes queued audio and the new speech starts within 50 ms")
  func interruptionLatency() throws {
    let synthesizer = try Synthesizer(profile: Fixture.profile())
    let long = timeline("""
      {"type": "label", "text": "This is a long paragraph that keeps going for several seconds so it can be cut off", "frame": [0, 0, 300, 44]},
      {"type": "label", "text": "And a second paragraph that would follow it if nobody swiped", "frame": [0, 50, 300, 44]}
      """, synthesizer: synthesizer)
    let short = timeline(#"{"type": "button", "text": "Pay", "frame": [0, 0, 300, 44]}"#, synthesizer: synthesizer)
    #expect(long.duration > 6000)
    var latencies: [Double] = []
    let recording = try recordingSink { sink in
      let player = try LivePlayer(synthesizer: synthesizer, device: sink)
      player.play(long)
      usleep(800_000)
      #expect(player.isPlaying)
      player.play(short)
      player.waitUntilDone()
      latencies = player.interruptionLatencies
      #expect(player.error == nil)
      player.close()
    }
    print("interruption latency (call to first new audio accepted by the device): \(latencies) ms")
    #expect(latencies.count == 1)
    #expect(latencies.allSatisfy { $0 < 50 }, "interruption latency \(latencies) ms")
    // What was heard: 0.8 s of the long timeline, then "Pay, button" — not the rest of the long one.
    let span = soundSpan(recording)
    #expect(span < 800 + short.duration + 300, "sound lasted \(span) ms")
    #expect(span > 800 + short.duration / 2)
  }

  @Test("repeated interruptions each start the new speech within 50 ms")
  func repeatedInterruptions() throws {
    let synthesizer = try Synthesizer(profile: Fixture.profile())
    let stops = (1...6).map { timeline(#"{"type": "button", "text": "Item \#($0) of a long list of things", "frame": [0, 0, 300, 44]}"#, synthesizer: synthesizer) }
    let player = try LivePlayer(synthesizer: synthesizer)
    for stop in stops {
      player.play(stop)
      usleep(300_000)
    }
    player.waitUntilDone()
    let latencies = player.interruptionLatencies
    player.close()
    print("interruption latencies over five swipes: \(latencies.map { ($0 * 10).rounded() / 10 }) ms")
    #expect(latencies.count == 5)
    #expect(latencies.allSatisfy { $0 < 50 }, "interruption latencies \(latencies) ms")
  }

  @Test("interrupt stops everything and drops the queue")
  func interruptDropsQueue() throws {
    let synthesizer = try Synthesizer(profile: Fixture.profile())
    let a = timeline(#"{"type": "label", "text": "One long sentence to be stopped before it ends", "frame": [0, 0, 300, 44]}"#, synthesizer: synthesizer)
    let player = try LivePlayer(synthesizer: synthesizer)
    player.play(a)
    player.enqueue(a)
    usleep(300_000)
    let started = Date()
    player.interrupt()
    player.waitUntilDone()
    #expect(Date().timeIntervalSince(started) < 0.3)
    #expect(!player.isPlaying)
    player.close()
  }
}

@Suite("Live audio without a device")
struct NoAudioDeviceTests {
  @Test("no audio server or device is an AudioDeviceError, not a crash")
  func noDevice() throws {
    let synthesizer = try Synthesizer(profile: Fixture.profile())
    #expect(throws: AudioDeviceError.self) {
      _ = try LivePlayer(synthesizer: synthesizer, device: "no-such-sink-anywhere")
    }
  }
}
