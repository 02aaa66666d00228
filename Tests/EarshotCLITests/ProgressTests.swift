import EarshotCLI
import EarshotTestSupport
import Foundation
import Testing

/// Progress of long single-file work on stderr: a line when the work starts and one when it ends
/// when stderr is not a terminal (a CI log), one line redrawn in place on a terminal, nothing with
/// --quiet. Timings are not asserted.
@Suite struct ProgressTests {
  /// A screen of `rows` buttons, each with a label of its own and a hint.
  static func longScreen(rows: Int, title: String = "Long") throws -> String {
    let buttons = (0..<rows).map { i in
      #"{"type": "button", "label": "Item \#(i)", "hint": "Opens item \#(i).", "frame": [16, \#(100 + i * 50), 358, 44]}"#
    }
    let json = #"{"earshot": 1, "title": "\#(title)", "size": [390, \#(200 + rows * 50)], "root": {"children": [\#(buttons.joined(separator: ", "))]}}"#
    let path = NSTemporaryDirectory() + "earshot-progress-\(UUID().uuidString).json"
    try json.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The plain lines of `task` in `err`, when they are a start line ("Synthesizing 40 stops…" or
  /// "Synthesizing 123 segments…") and an end line with all of its work done ("Synthesizing: 123
  /// of 123 segments done in 2.1 s."), and nothing else of the task: the count of work, else nil.
  static func startAndEnd(_ task: String, unit: String, in err: String) -> Int? {
    let lines = err.split(separator: "\n").filter { $0.hasPrefix("\(task) ") || $0.hasPrefix("\(task):") }.map(String.init)
    guard lines.count == 2, lines[0].hasPrefix("\(task) "), lines[0].hasSuffix("…"), lines[1].hasPrefix("\(task): "),
          let count = Int(lines[1].dropFirst(task.count + 2).prefix { $0.isNumber }),
          lines[1].hasPrefix("\(task): \(count) of \(count) \(unit)s done in "), lines[1].hasSuffix(" s.") else { return nil }
    return count
  }

  @Test func renderSaysWhenSynthesisStartsAndEndsOffATerminalAndNothingWhenQuiet() throws {
    let input = try Self.longScreen(rows: 40)
    let out = NSTemporaryDirectory() + "earshot-progress-\(UUID().uuidString).wav"
    defer {
      try? FileManager.default.removeItem(atPath: input)
      try? FileManager.default.removeItem(atPath: out)
    }
    let r = earshot("render", input, "-o", out)
    #expect(r.status == 0, "\(r.err)")
    // No terminal: no carriage returns or escapes, no percentages, a line at the start and one at the end.
    #expect(!r.err.contains("\r") && !r.err.contains("\u{1B}") && !r.err.contains("%"))
    #expect(Self.startAndEnd("Synthesizing", unit: "segment", in: r.err) ?? 0 >= 100, "\(r.err)")
    #expect(r.err.contains("Rendered "))

    let quiet = earshot("render", input, "-o", out, "--quiet")
    #expect(quiet.status == 0 && quiet.err.isEmpty, "\(quiet.err)")
    #expect(quiet.out == out + "\n")
  }

  @Test func shortWorkWritesNoProgressLines() {
    let out = NSTemporaryDirectory() + "earshot-progress-\(UUID().uuidString).wav"
    defer { try? FileManager.default.removeItem(atPath: out) }
    let r = earshot("render", Repository.path("samples/call.json"), "-o", out)
    #expect(r.status == 0, "\(r.err)")
    #expect(!r.err.contains("%") && !r.err.contains("segments done"), "\(r.err)")
  }

  @Test func diffShowsSynthesisAndTheEstimateNeedsNone() throws {
    let before = try Self.longScreen(rows: 40), after = try Self.longScreen(rows: 39)
    defer { for file in [before, after] { try? FileManager.default.removeItem(atPath: file) } }
    let r = earshot("diff", before, after)
    #expect(r.status == 0 || r.status == 1, "\(r.err)")
    #expect(!r.err.contains("%") && Self.startAndEnd("Synthesizing", unit: "segment", in: r.err) ?? 0 >= 100, "\(r.err)")
    #expect(earshot("diff", before, after, "--quiet").err.isEmpty)
    #expect(!earshot("diff", before, after, "--estimate").err.contains("Synthesizing"))
  }

  @Test func reportCountsItsScreens() throws {
    let page = NSTemporaryDirectory() + "earshot-progress-\(UUID().uuidString).html"
    defer { try? FileManager.default.removeItem(atPath: page) }
    let r = earshot("report", Repository.path("samples/call.json"), Repository.path("samples/dogs.json"), "-o", page, "--no-audio")
    #expect(r.status == 0, "\(r.err)")
    // A start line, a line per screen, and an end line; no percentages.
    #expect(r.err.hasPrefix("Rendering 2 screens…\nRendering Call…\nRendering Adopt…\nRendering: 2 of 2 screens done in "), "\(r.err)")
    #expect(!r.err.contains("%"), "\(r.err)")
    let quiet = earshot("report", Repository.path("samples/call.json"), Repository.path("samples/dogs.json"), "-o", page, "--no-audio", "-q")
    #expect(quiet.status == 0 && quiet.err.isEmpty, "\(quiet.err)")
  }

  /// On a terminal: one line, redrawn with a carriage return and cleared at the end, so what stays
  /// on the screen is the summary.
  @Test func onATerminalOneLineIsRedrawnAndCleared() throws {
    let input = try Self.longScreen(rows: 40)
    let out = NSTemporaryDirectory() + "earshot-progress-\(UUID().uuidString).wav"
    defer {
      try? FileManager.default.removeItem(atPath: input)
      try? FileManager.default.removeItem(atPath: out)
    }
    let captured = CapturedOutput()
    let status = Earshot.main(["render", input, "-o", out], console: Console(out: captured.out, err: captured.err, errIsTerminal: true))
    #expect(status == 0, "\(captured.stderr)")
    let drawn = captured.stderr.components(separatedBy: "\r\u{1B}[2K").dropFirst()
    let lines = drawn.filter { $0.hasPrefix("Synthesizing: ") }
    // Redrawn in place, never a line of its own, the last drawing with all the work done.
    #expect(!lines.isEmpty && lines.allSatisfy { !$0.contains("\n") }, "\(captured.stderr)")
    #expect(lines.last.map { $0.hasPrefix("Synthesizing: 100% (") } == true, "\(captured.stderr)")
    // Then the encoding, counted in seconds of audio, after the synthesis.
    let encoding = drawn.filter { $0.hasPrefix("Encoding: ") }
    #expect(encoding.last.map { $0.hasPrefix("Encoding: 100% (") && $0.contains(" seconds)") } == true, "\(captured.stderr)")
    #expect(captured.stderr.range(of: "Synthesizing: 100%")!.lowerBound < captured.stderr.range(of: "Encoding: ")!.lowerBound)
    #expect(captured.stderr.contains("\r\u{1B}[2KRendered "))
  }

  /// A dumb terminal (`TERM=dumb`, as in Emacs's shell) shows escapes as they are: on it, progress
  /// is plain lines, as in a log, and no escape is written.
  @Test func aDumbTerminalGetsPlainLines() throws {
    let input = try Self.longScreen(rows: 40)
    let out = NSTemporaryDirectory() + "earshot-progress-\(UUID().uuidString).wav"
    defer {
      try? FileManager.default.removeItem(atPath: input)
      try? FileManager.default.removeItem(atPath: out)
    }
    // `script` gives the run a terminal; what the terminal showed comes back on stdout.
    for term in ["dumb", ""] {
      let r = try BinaryRunner.shell("TERM=\(term) script -qec \"earshot render '\(input)' -o '\(out)'\" /dev/null", in: Repository.root)
      #expect(r.status == 0, "\(r.stdout) \(r.stderr)")
      #expect(!r.stdout.contains("\u{1B}") && r.stdout.contains(" segments done in "), "TERM=\(term): \(r.stdout.debugDescription)")
    }
    let xterm = try BinaryRunner.shell("TERM=xterm script -qec \"earshot render '\(input)' -o '\(out)'\" /dev/null", in: Repository.root)
    #expect(xterm.stdout.contains("\r\u{1B}[2KSynthesizing: "), "\(xterm.stdout.debugDescription)")
  }
}
