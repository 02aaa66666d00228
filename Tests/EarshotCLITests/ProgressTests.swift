import EarshotCLI
import EarshotTestSupport
import Foundation
import Testing

/// Progress of long single-file work on stderr: plain lines at every tenth when stderr is not a
/// terminal, one line redrawn in place on a terminal, nothing with --quiet. Timings are not asserted.
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

  /// Whether `line` ends with all of its work done: "(N of N segments)".
  static func allDone(_ line: String?) -> Bool {
    guard let line, let open = line.lastIndex(of: "("), line.hasSuffix(" segments)") else { return false }
    let counts = line[line.index(after: open)...].split(separator: " ")
    return counts.count == 4 && counts[0] == counts[2] && counts[1] == "of" && Int(counts[0]) ?? 0 >= 100
  }

  /// The plain progress lines of `task` in `err`: their percentages, and the last line.
  static func lines(_ task: String, in err: String) -> (percents: [Int], last: String?) {
    let lines = err.split(separator: "\n").filter { $0.hasPrefix("\(task): ") }.map(String.init)
    let percents = lines.compactMap { Int($0.dropFirst(task.count + 2).prefix { $0.isNumber }) }
    return (percents, lines.last)
  }

  @Test func renderShowsSynthesisByTenthsOffATerminalAndNothingWhenQuiet() throws {
    let input = try Self.longScreen(rows: 40)
    let out = NSTemporaryDirectory() + "earshot-progress-\(UUID().uuidString).wav"
    defer {
      try? FileManager.default.removeItem(atPath: input)
      try? FileManager.default.removeItem(atPath: out)
    }
    let r = earshot("render", input, "-o", out)
    #expect(r.status == 0, "\(r.err)")
    let (percents, last) = Self.lines("Synthesizing", in: r.err)
    // No terminal: no carriage returns or escapes, one line per tenth, rising to all segments done.
    #expect(!r.err.contains("\r") && !r.err.contains("\u{1B}"))
    #expect(percents == percents.sorted() && Set(percents).count == percents.count)
    #expect(percents.count == 10 && percents.last == 100, "\(r.err)")
    #expect(Self.allDone(last), "\(r.err)")
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
    #expect(Self.lines("Synthesizing", in: r.err).percents.isEmpty, "\(r.err)")
  }

  @Test func diffShowsSynthesisAndTheEstimateNeedsNone() throws {
    let before = try Self.longScreen(rows: 40), after = try Self.longScreen(rows: 39)
    defer { for file in [before, after] { try? FileManager.default.removeItem(atPath: file) } }
    let r = earshot("diff", before, after)
    #expect(r.status == 0 || r.status == 1, "\(r.err)")
    let (percents, last) = Self.lines("Synthesizing", in: r.err)
    #expect(percents.count == 10 && percents.last == 100 && Self.allDone(last), "\(r.err)")
    #expect(earshot("diff", before, after, "--quiet").err.isEmpty)
    #expect(Self.lines("Synthesizing", in: earshot("diff", before, after, "--estimate").err).percents.isEmpty)
  }

  @Test func reportCountsItsScreens() throws {
    let page = NSTemporaryDirectory() + "earshot-progress-\(UUID().uuidString).html"
    defer { try? FileManager.default.removeItem(atPath: page) }
    let r = earshot("report", Repository.path("samples/call.json"), Repository.path("samples/dogs.json"), "-o", page, "--no-audio")
    #expect(r.status == 0, "\(r.err)")
    #expect(r.err.contains("Rendering: 50% (1 of 2 screens)\n") && r.err.contains("Rendering: 100% (2 of 2 screens)\n"), "\(r.err)")
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
    #expect(!lines.isEmpty && lines.allSatisfy { !$0.contains("\n") } && Self.allDone(lines.last), "\(captured.stderr)")
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
      #expect(!r.stdout.contains("\u{1B}") && r.stdout.contains("Synthesizing: 100% "), "TERM=\(term): \(r.stdout.debugDescription)")
    }
    let xterm = try BinaryRunner.shell("TERM=xterm script -qec \"earshot render '\(input)' -o '\(out)'\" /dev/null", in: Repository.root)
    #expect(xterm.stdout.contains("\r\u{1B}[2KSynthesizing: "), "\(xterm.stdout.debugDescription)")
  }
}
