import EarshotAudio
import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
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
func recordingSink(_ body: (String) throws -> Void) throws -> DecodedAudio {
  DecodedAudio(sampleRate: SinkRecorder.sampleRate, channels: 1, samples: try SinkRecorder.record(body), format: nil)
}

/// What `timeline` sounds like mixed offline: the reference a live recording is held against.
func mixed(_ timeline: HeardTimeline, synthesizer: Synthesizer) throws -> DecodedAudio {
  let mixer = TimelineMixer(timeline: timeline, synthesizer: synthesizer)
  var samples: [Int16] = []
  while !mixer.isFinished {
    let block = try mixer.nextBlock()
    if block.isEmpty { break }
    samples += block
  }
  return DecodedAudio(sampleRate: synthesizer.sampleRate, channels: 1, samples: samples, format: nil)
}

/// Milliseconds of loud audio (samples over `threshold`). A busy machine can delay live audio and
/// put silence into it (an underrun), but cannot make speech louder or longer, so this is what a
/// test compares across a live recording and an offline mix.
func loudMilliseconds(_ audio: DecodedAudio, threshold: Int16 = 1500) -> Int {
  audio.samples.count { abs(Int($0)) > Int(threshold) } * 1000 / audio.sampleRate
}

/// Waits (without a deadline: the timelines played here last seconds) until `player` has written
/// `milliseconds` of the current timeline to the device, or has stopped.
func waitUntil(_ player: LivePlayer, hasPlayed milliseconds: Int) {
  while player.isPlaying, player.position < milliseconds { usleep(5_000) }
}

/// A swipe through a small screen, synthesized.
func timeline(_ children: String, synthesizer: Synthesizer) -> HeardTimeline {
  SwipeThrough.timeline(of: Fixture.screen(children).startScreen, reader: Fixture.reader(),
                        timing: SynthesizedTiming(synthesizer: synthesizer))
}

/// Live playback is checked by what arrives at the sink, never by how long it took: a loaded
/// machine stretches live audio (underruns) and delays threads, so timing figures (interruption
/// latency) are measured by `benchmarks/live-audio.sh` instead.
@Suite("Live audio through pcaudiolib", .serialized,
       .enabled(if: audioServerRunning, "no PulseAudio server: run `bash scripts/audio-server` (CI does) to test live audio"))
struct LiveAudioTests {
  @Test("a timeline played live arrives whole at the audio server's sink")
  func playsIntoSink() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice())
    let played = timeline(#"{"type": "button", "text": "Pay 17 dollars and 70 cents", "frame": [0, 0, 300, 44]}"#,
                          synthesizer: synthesizer)
    let expected = loudMilliseconds(try mixed(played, synthesizer: synthesizer))
    let recording = try recordingSink { sink in
      let player = try LivePlayer(synthesizer: synthesizer, device: sink)
      player.play(played)
      player.waitUntilDone()
      #expect(player.error == nil)
      #expect(player.position >= played.duration - LivePlayer.chunkMilliseconds, "the player wrote the whole timeline")
      player.close()
    }
    let heard = loudMilliseconds(recording)
    #expect(expected > 500)
    #expect(Double(heard) > Double(expected) * 0.8 && Double(heard) < Double(expected) * 1.25,
            "\(heard) ms of speech reached the sink; the timeline holds \(expected) ms")
  }

  @Test("an interruption flushes queued audio: the rest of the old speech is never heard, the new is heard whole")
  func interruption() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice())
    let long = timeline("""
      {"type": "label", "text": "This is a long paragraph that keeps going for several seconds so it can be cut off", "frame": [0, 0, 300, 44]},
      {"type": "label", "text": "And a second paragraph that would follow it if nobody swiped", "frame": [0, 50, 300, 44]},
      {"type": "label", "text": "And a third paragraph, so that even a very slow machine cuts in long before the end", "frame": [0, 100, 300, 44]}
      """, synthesizer: synthesizer)
    let short = timeline(#"{"type": "button", "text": "Pay", "frame": [0, 0, 300, 44]}"#, synthesizer: synthesizer)
    let longSpeech = loudMilliseconds(try mixed(long, synthesizer: synthesizer))
    let shortSpeech = loudMilliseconds(try mixed(short, synthesizer: synthesizer))
    #expect(long.duration > 10_000)
    var latencies: [Double] = []
    let recording = try recordingSink { sink in
      let player = try LivePlayer(synthesizer: synthesizer, device: sink)
      player.play(long)
      waitUntil(player, hasPlayed: 800)
      #expect(player.isPlaying)
      player.play(short)
      player.waitUntilDone()
      latencies = player.interruptionLatencies
      #expect(player.error == nil)
      #expect(player.position >= short.duration - LivePlayer.chunkMilliseconds, "the new timeline was written whole")
      player.close()
    }
    #expect(latencies.count == 1, "one interruption flushed the device")
    let heard = loudMilliseconds(recording)
    #expect(heard < longSpeech / 2, "\(heard) ms of speech heard: the long timeline (\(longSpeech) ms) went on after the cut")
    #expect(Double(heard) > Double(shortSpeech) * 0.8, "\(heard) ms of speech heard; the new timeline holds \(shortSpeech) ms")
  }

  @Test("each of five quick swipes interrupts the one before")
  func repeatedInterruptions() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice())
    let stops = (1...6).map {
      timeline(#"{"type": "button", "text": "Item \#($0) of a long list of things that goes on for quite a while before it ends", "frame": [0, 0, 300, 44]}"#,
               synthesizer: synthesizer)
    }
    let player = try LivePlayer(synthesizer: synthesizer)
    for stop in stops {
      player.play(stop)
      waitUntil(player, hasPlayed: 200)
    }
    player.waitUntilDone()
    let latencies = player.interruptionLatencies
    #expect(player.error == nil)
    player.close()
    #expect(latencies.count == 5, "each swipe but the first cut into speech: \(latencies.count) interruptions")
  }

  @Test("interrupt stops everything and drops the queue")
  func interruptDropsQueue() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice())
    let a = timeline(#"{"type": "label", "text": "One long sentence to be stopped before it ends", "frame": [0, 0, 300, 44]}"#, synthesizer: synthesizer)
    let player = try LivePlayer(synthesizer: synthesizer)
    player.play(a)
    player.enqueue(a)
    waitUntil(player, hasPlayed: 100)
    player.interrupt()
    player.waitUntilDone()
    #expect(!player.isPlaying)
    // Had the queued copy played, the position would be that copy's whole length.
    #expect(player.position < a.duration, "the queued timeline was dropped")
    player.close()
  }
}

/// Timing figures of live playback, measured on demand by `benchmarks/live-audio.sh` (a busy
/// machine changes them, so the unit run does not).
@Suite("Live audio timing (benchmark)", .serialized,
       .enabled(if: audioServerRunning && ProcessInfo.processInfo.environment["EARSHOT_BENCHMARK"] == "1",
                "a benchmark: run benchmarks/live-audio.sh"))
struct LiveAudioTimingBenchmark {
  @Test func interruptionLatency() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice())
    let stops = (1...11).map {
      timeline(#"{"type": "button", "text": "Item \#($0) of a long list of things", "frame": [0, 0, 300, 44]}"#, synthesizer: synthesizer)
    }
    let player = try LivePlayer(synthesizer: synthesizer)
    for stop in stops {
      player.play(stop)
      usleep(300_000)
    }
    player.waitUntilDone()
    let latencies = player.interruptionLatencies.sorted()
    player.close()
    let median = latencies[latencies.count / 2], worst = latencies.last ?? 0
    print("BENCHMARK interruption latency over \(latencies.count) swipes: median \(String(format: "%.1f", median)) ms, worst \(String(format: "%.1f", worst)) ms (target: under 50 ms)")
  }

  @Test func playbackSpan() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice())
    let played = timeline(#"{"type": "button", "text": "Pay 17 dollars and 70 cents", "frame": [0, 0, 300, 44]}"#,
                          synthesizer: synthesizer)
    let reference = soundSpan(try mixed(played, synthesizer: synthesizer))
    let recording = try recordingSink { sink in
      let player = try LivePlayer(synthesizer: synthesizer, device: sink)
      player.play(played)
      player.waitUntilDone()
      player.close()
    }
    let span = soundSpan(recording)
    print("BENCHMARK live playback: speech lasted \(span) ms at the sink, \(reference) ms offline (stretch \(span - reference) ms; target: under 100 ms)")
  }
}

/// The span (ms) from the first to the last loud sample of a recording.
func soundSpan(_ audio: DecodedAudio, threshold: Int16 = 1500) -> Int {
  guard let first = audio.samples.firstIndex(where: { abs(Int($0)) > threshold }),
        let last = audio.samples.lastIndex(where: { abs(Int($0)) > threshold }) else { return 0 }
  return (last - first) * 1000 / audio.sampleRate
}

@Suite("Live audio without a device")
struct NoAudioDeviceTests {
  @Test("no audio server or device is an AudioDeviceError, not a crash")
  func noDevice() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice())
    #expect(throws: AudioDeviceError.self) {
      _ = try LivePlayer(synthesizer: synthesizer, device: "no-such-sink-anywhere")
    }
  }
}
