import EarshotEngine
import EarshotModel
import Foundation

/// Long work's progress on stderr. On a terminal, one line rewritten in place with the share done
/// and the time left; elsewhere (a CI log, a file), where a line redrawn in place would be a line
/// each time, a line when the work starts and one when it ends, for work of at least `plainFrom`
/// items; nothing with `--quiet`. Safe to advance from several threads.
final class Progress: @unchecked Sendable {
  private let console: Console
  private let task: String
  private let total: Int
  private let unit: String
  private let plainFrom: Int
  private let started = Date()
  private let lock = NSLock()
  private var done = 0
  /// What was done before this progress began (`init`'s `done`), left out of the rate.
  private let before: Int
  private var lastDraw = Date.distantPast
  private var drawn = false

  /// `task` says what is being done ("Rendering"); `unit` what is counted ("file", "segment").
  /// Off a terminal, work of fewer than `plainFrom` items writes no lines (it is over soon), and
  /// work the caller `announced` with a start line of its own ("Synthesizing 40 stops…") only its end.
  /// `done` items were done before (alongside other work), and count towards the share but not the rate.
  init(_ task: String, total: Int, unit: String, console: Console, plainFrom: Int = 0, announced: Bool = false, done: Int = 0) {
    self.console = console
    self.task = task
    self.total = max(total, 0)
    self.done = min(max(done, 0), self.total)
    before = self.done
    self.unit = unit
    self.plainFrom = plainFrom
    if !console.errIsTerminal, !announced, plainLines { console.progressText("\(task) \(Self.counted(self.total, unit))…\n") }
  }

  /// Whether this work writes plain lines (off a terminal): it has work, and enough of it.
  private var plainLines: Bool { total > 0 && total >= plainFrom }

  /// Counts `count` more done.
  func advance(by count: Int = 1) {
    let line: String? = lock.withLock {
      done = min(total, done + count)
      return update()
    }
    if let line { emit(line) }
  }

  /// Ends the work: on a terminal, the line is cleared (the command's own summary follows); off a
  /// terminal, a line says how much was done and in how long.
  func finish() {
    let terminal = console.errIsTerminal
    let line: String? = lock.withLock {
      defer { drawn = false }
      if terminal { return drawn ? "\r\u{1B}[2K" : nil }
      guard plainLines else { return nil }
      let seconds = Date().timeIntervalSince(started)
      return "\(task): \(done) of \(Self.counted(total, unit)) done in \(String(format: "%.1f", seconds)) s.\n"
    }
    if let line { console.progressText(line) }
  }

  /// The line redrawn on a terminal; nothing elsewhere.
  private func update() -> String? {
    guard total > 0, console.errIsTerminal else { return nil }
    // Redrawn at most ten times a second, and always for the last item.
    let now = Date()
    guard done == total || now.timeIntervalSince(lastDraw) >= 0.1 else { return nil }
    lastDraw = now
    drawn = true
    return "\r\u{1B}[2K" + text()
  }

  /// "3 segments", "1 file".
  static func counted(_ n: Int, _ unit: String) -> String { "\(n) \(unit)\(n == 1 ? "" : "s")" }

  private func emit(_ line: String) { console.progressText(line) }

  /// "Rendering: 45% (9 of 20 files), about 12 s left".
  private func text() -> String {
    let percent = done * 100 / max(total, 1)
    var out = "\(task): \(percent)% (\(done) of \(total) \(unit)\(total == 1 ? "" : "s"))"
    let elapsed = Date().timeIntervalSince(started)
    if done > before, done < total, elapsed > 1 {
      let left = elapsed / Double(done - before) * Double(total - done)
      out += ", about \(Self.duration(left)) left"
    }
    return out
  }

  static func duration(_ seconds: Double) -> String {
    if seconds < 60 { return "\(Int(seconds.rounded(.up))) s" }
    return "\(Int(seconds) / 60) min \(Int(seconds) % 60) s"
  }
}

extension Progress {
  /// Speech laid out by `layout` with `timing` (synthesis, the long part of render, report and
  /// diff), with progress by segment: the layout is first made with the speaking-rate estimate,
  /// which synthesizes nothing, to count its segments.
  static func timed<T, E: Error>(_ task: String, timing: SpeechTiming, console: Console, announced: Bool = false,
                                 _ layout: (SpeechTiming) throws(E) -> T) throws(E) -> T {
    if console.quiet { return try layout(timing) }
    let counted = CountingTiming(EstimatedTiming(voice: timing.voice)) {}
    _ = try layout(counted)
    // About 100 segments take a few seconds to synthesize on a slow machine.
    let progress = Progress(task, total: counted.count, unit: "segment", console: console, plainFrom: 100, announced: announced)
    defer { progress.finish() }
    return try layout(CountingTiming(timing) { progress.advance() })
  }
}

/// Another timing, counting the segments it times.
final class CountingTiming: SpeechTiming {
  private let base: SpeechTiming
  private let counted: () -> Void
  private(set) var count = 0

  init(_ base: SpeechTiming, counted: @escaping () -> Void) {
    self.base = base
    self.counted = counted
  }

  var voice: Voice { base.voice }

  /// Whether the times counted are the speaking rate's estimates (nothing is synthesized).
  var isEstimate: Bool { base is EstimatedTiming }

  /// Whether `timing` is a layout's real one, not `Progress.timed`'s count with estimated times
  /// (only the real layout hands its parts to a render's mixer).
  static func isReal(_ timing: SpeechTiming) -> Bool { (timing as? CountingTiming)?.isEstimate != true }

  func timing(of segment: Segment) -> SpokenTiming {
    defer {
      count += 1
      counted()
    }
    return base.timing(of: segment)
  }

}
