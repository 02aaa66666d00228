import Foundation

/// Records what is played into a private PulseAudio null sink, in a way a busy machine cannot
/// spoil: recording starts before the body runs, and stops only once the recorder has written
/// everything up to a little after the body returned.
///
/// A monitor source streams continuously (silence included) at real-time rate, so the recorded
/// file's length tells how far it has got: `n` samples cover at least the `n / rate` seconds after
/// parec was started. parec is stopped with SIGKILL (a child started from a test thread inherits
/// its blocked SIGINT and SIGTERM); raw samples need no header to be finished.
public enum SinkRecorder {
  public static let sampleRate = 22050

  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Makes a null sink of its own, records its monitor while `body` runs with the sink's name, and
  /// returns the 16-bit mono samples recorded at `sampleRate` (the sink's own 44100 Hz records what
  /// it mixes without resampling).
  ///
  /// - Parameter settle: milliseconds recorded after `body` returns, for the device's own buffer.
  /// - Parameter patience: seconds to wait for the recorder to start, and to catch up, before
  ///   failing: a generous bound, reached only when the audio server is stuck.
  public static func record(sampleRate: Int = SinkRecorder.sampleRate, settle: Int = 300, patience: Double = 60, _ body: (String) throws -> Void) throws -> [Int16] {
    let sink = "earshot_test_\(UUID().uuidString.prefix(8))"
    let module = try LiveAudioSupport.command("pactl", ["load-module", "module-null-sink", "sink_name=\(sink)"]).output
      .trimmingCharacters(in: .whitespacesAndNewlines)
    defer { _ = try? LiveAudioSupport.command("pactl", ["unload-module", module]) }
    let path = NSTemporaryDirectory() + "\(sink).raw"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let parec = Process()
    parec.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    parec.arguments = ["parec", "-d", "\(sink).monitor", "--raw", "--format=s16le", "--rate=\(sampleRate)", "--channels=1",
                       "--latency-msec=20", path]
    parec.standardError = FileHandle.nullDevice
    let launched = DispatchTime.now()
    try parec.run()
    defer {
      if parec.isRunning { kill(parec.processIdentifier, SIGKILL) }
      parec.waitUntilExit()
    }
    func recordedSamples() -> Int {
      ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil).map { $0 / 2 } ?? 0
    }
    // Started: the monitor's silence is arriving in the file.
    let startDeadline = Date().addingTimeInterval(patience)
    while recordedSamples() == 0 {
      guard parec.isRunning, Date() < startDeadline else {
        throw Failure(description: "parec did not start recording \(sink).monitor")
      }
      usleep(10_000)
    }
    try body(sink)
    // Caught up: the file covers at least until `settle` ms after the body returned.
    let needed = Double(DispatchTime.now().uptimeNanoseconds - launched.uptimeNanoseconds) / 1e9 + Double(settle) / 1000
    let catchUpDeadline = Date().addingTimeInterval(patience)
    while Double(recordedSamples()) / Double(sampleRate) < needed {
      guard parec.isRunning, Date() < catchUpDeadline else {
        throw Failure(description: "parec fell behind recording \(sink).monitor")
      }
      usleep(20_000)
    }
    kill(parec.processIdentifier, SIGKILL)
    parec.waitUntilExit()
    let data = FileManager.default.contents(atPath: path) ?? Data()
    return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
  }
}
