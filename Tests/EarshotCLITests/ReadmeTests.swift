import EarshotTestSupport
import Foundation
import Testing

/// Every shell block of README.md runs, as written, with `earshot` on PATH being the built binary
/// (or the one `EARSHOT_BIN` names: scripts/check-install runs this with the installed one), in a
/// fresh folder holding a copy of `samples/`, so what the commands write stays out of the repository.
/// A block writes only under `out/`, as it would in a clone (git ignores that folder).
///
/// A comment before a block says what it needs (`<!-- readme-test: … -->`, one per line):
/// - `skip, REASON`: not run (it builds the repository itself);
/// - `terminal`: reads keys from a terminal; not run;
/// - `audio`: plays through the sound device; run when a PulseAudio server answers (tests have one,
///   with a null sink);
/// - `exits 1`: a command may end with 1 (findings) as well as 0;
/// - `first COMMAND`: run before the block, unseen by readers (a folder of the user's own screens);
/// - `output of COMMAND`, before a plain block: its lines are what COMMAND prints, in order (`...`
///   stands for lines left out);
/// - `claim "TEXT" from COMMAND`, before a block or a paragraph (several may stand together): TEXT
///   is written there, and every number in it is one COMMAND prints, so a figure in the prose is
///   the command's own.
@Suite struct ReadmeTests {
  struct Block: Sendable, CustomStringConvertible {
    var marks: [String]
    var language: String
    var lines: [String]
    /// The line of the opening fence, from 1.
    var line: Int
    /// The file it is in, from the repository's folder.
    var file = "README.md"

    var description: String { "\(file):\(line)" }

    /// The commands: continuation lines joined, comment-only and blank lines left out.
    var commands: [String] {
      var commands: [String] = []
      var pending = ""
      for line in lines {
        if line.hasSuffix("\\") {
          pending += line.dropLast() + " "
          continue
        }
        let command = pending + line
        pending = ""
        let trimmed = command.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty, !trimmed.hasPrefix("#") { commands.append(command) }
      }
      return commands
    }

    func mark(_ name: String) -> String? {
      for mark in marks where mark == name || mark.hasPrefix(name + " ") || mark.hasPrefix(name + ",") {
        return String(mark.dropFirst(name.count)).trimmingCharacters(in: CharacterSet(charactersIn: " ,"))
      }
      return nil
    }
  }

  /// The fenced blocks of `markdown`, each with the marks in the comments just before it, and the
  /// paragraphs that have claims on them, as blocks of language "prose".
  static func blocks(_ markdown: String) -> [Block] {
    var blocks: [Block] = []
    var marks: [String] = []
    var open: Block?
    for (i, line) in markdown.components(separatedBy: "\n").enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var block = open, block.language == "prose" {
        if trimmed.isEmpty {
          blocks.append(block)
          open = nil
        } else {
          block.lines.append(line)
          open = block
        }
        continue
      }
      if var block = open {
        if line.hasPrefix("```") {
          blocks.append(block)
          open = nil
        } else {
          block.lines.append(line)
          open = block
        }
        continue
      }
      if trimmed.hasPrefix("<!-- readme-test:"), trimmed.hasSuffix("-->") {
        marks.append(trimmed.dropFirst("<!-- readme-test:".count).dropLast(3).trimmingCharacters(in: .whitespaces))
      } else if line.hasPrefix("```") {
        open = Block(marks: marks, language: String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), lines: [], line: i + 1)
        marks = []
      } else if !trimmed.isEmpty {
        if marks.contains(where: { $0.hasPrefix("claim ") }) { open = Block(marks: marks, language: "prose", lines: [line], line: i + 1) }
        marks = []
      }
    }
    if let block = open, block.language == "prose" { blocks.append(block) }
    return blocks
  }

  /// The claims on `block`: (TEXT, COMMAND) of each `claim "TEXT" from COMMAND`.
  static func claims(_ block: Block) -> [(text: String, command: String)] {
    block.marks.compactMap { mark in
      guard mark.hasPrefix("claim \""), let close = mark.dropFirst(7).firstIndex(of: "\"") else { return nil }
      let text = String(mark[mark.index(mark.startIndex, offsetBy: 7)..<close])
      let rest = mark[mark.index(after: close)...].trimmingCharacters(in: .whitespaces)
      guard rest.hasPrefix("from ") else { return nil }
      return (text, String(rest.dropFirst(5)))
    }
  }

  /// The numbers written in `text` ("14", "1,280", "2.5").
  static func numbers(_ text: String) -> [String] {
    var numbers: [String] = [], current = ""
    for c in text + " " {
      if c.isASCII, c.isNumber || (!current.isEmpty && (c == "." || c == ",")) { current.append(c); continue }
      while let last = current.last, last == "." || last == "," { current.removeLast() }
      if !current.isEmpty { numbers.append(current.replacingOccurrences(of: ",", with: "")) }
      current = ""
    }
    return numbers
  }

  /// What is wrong with the claims on `block`: a TEXT not written there, or a figure its command does not print.
  static func claimProblems(_ block: Block, in folder: URL) throws -> [String] {
    var problems: [String] = []
    let written = block.lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    for claim in claims(block) {
      if !written.contains(claim.text) { problems.append("\(block): the claim \"\(claim.text)\" is not written there") }
      let r = try BinaryRunner.shell(claim.command, in: folder)
      let printed = Set(numbers(r.stdout))
      for n in numbers(claim.text) where !printed.contains(n) {
        problems.append("\(block): \"\(claim.text)\" says \(n), and \(claim.command) prints \(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines))")
      }
    }
    return problems
  }

  /// What is wrong when `block` runs in `folder`: one line per problem (none when all is well).
  static func problems(running block: Block, in folder: URL) throws -> [String] {
    var problems = try claimProblems(block, in: folder)
    if block.language == "prose" { return problems }
    if block.mark("skip") != nil || block.mark("terminal") != nil { return problems }
    if block.mark("audio") != nil, !LiveAudioSupport.serverRunning { return problems }
    if let first = block.mark("first") {
      let r = try BinaryRunner.shell(first, in: folder)
      if r.status != 0 { problems.append("\(block): first \(first): exit \(r.status): \(r.stderr)") }
    }
    if let command = block.mark("output of") {
      let r = try BinaryRunner.shell(command, in: folder)
      var printed = r.stdout.components(separatedBy: "\n")[...]
      for expected in block.lines where expected != "..." && !expected.isEmpty {
        guard let at = printed.firstIndex(of: expected) else {
          problems.append("\(block): \(command) does not print \"\(expected)\" (after the lines before it); it prints:\n\(r.stdout)")
          break
        }
        printed = printed[(at + 1)...]
      }
      return problems
    }
    guard ["sh", "bash", "shell"].contains(block.language) else { return problems }
    let allowed: Set<Int32> = block.mark("exits 1") != nil ? [0, 1] : [0]
    let before = try Set(FileManager.default.contentsOfDirectory(atPath: folder.path))
    for command in block.commands {
      let r = try BinaryRunner.shell(command, in: folder)
      let said = r.stderr + r.stdout
      if !allowed.contains(r.status) || said.contains("command not found") || r.stderr.contains("Error:") {
        problems.append("\(block): \(command)\n  exit \(r.status): \(r.stderr.suffix(600))")
      }
    }
    // Someone taking the tour in a fresh clone should not find its outputs mixed into the
    // repository: they go under out/, which git ignores. A block that starts from a folder of the
    // user's own (`first`) writes where that project keeps its files.
    if block.mark("first") == nil {
      let strays = try Set(FileManager.default.contentsOfDirectory(atPath: folder.path)).subtracting(before).subtracting(["out"])
      if !strays.isEmpty { problems.append("\(block): writes \(strays.sorted().joined(separator: ", ")) outside out/ (the folder git ignores)") }
    }
    return problems
  }

  /// A fresh folder with a copy of `samples/`.
  static func workspace() throws -> URL {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("earshot-readme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("samples"), to: folder.appendingPathComponent("samples"))
    return folder
  }

  static let readme = Self.blocks((try? String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)) ?? "")

  /// The figures of docs/*.md: their claims and the output they show (their shell blocks are
  /// references, not a tour, and are not run).
  static let docs: [Block] = {
    let folder = Repository.root.appendingPathComponent("docs")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".md") }.sorted()
    return names.flatMap { name in
      blocks((try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "").map { block in
        var block = block
        block.file = "docs/" + name
        return block
      }
    }.filter { !claims($0).isEmpty || $0.mark("output of") != nil }
  }()

  /// Each figure the docs state with its command is one the command prints.
  @Test(arguments: docs)
  func docsFigureHolds(_ block: Block) throws {
    let folder = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    var checked = block
    if !["prose"].contains(block.language), block.mark("output of") == nil { checked.language = "prose" }
    let problems = try Self.problems(running: checked, in: folder)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  /// Each block in a folder of its own (a block may read what its earlier commands wrote).
  @Test(arguments: readme.filter { $0.language == "sh" || $0.mark("output of") != nil || !claims($0).isEmpty })
  func blockRuns(_ block: Block) throws {
    let folder = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let problems = try Self.problems(running: block, in: folder)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  /// The README's picture of the review page is of the page as it is now: `make screenshot` writes
  /// the hash of the page it photographed (audio left out: its Ogg streams differ run to run), and
  /// the page the same command makes today must hash the same.
  @Test func theScreenshotIsOfTodaysPage() throws {
    let folder = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("review.html")
    // As the script runs it: from the repository's folder, naming the samples as the page shows them.
    let r = try BinaryRunner.run(["report", "--compare", "samples/checkout-legacy.json", "samples/checkout.json", "-o", page.path, "--quiet"],
                                 in: folder)
    #expect(r.status == 0, "\(r.stderr)")
    let html = try String(contentsOf: page, encoding: .utf8)
      .replacingOccurrences(of: #"data:audio/[^"]*"#, with: "data:audio", options: .regularExpression)
    let stripped = folder.appendingPathComponent("review.stripped.html")
    try html.write(to: stripped, atomically: true, encoding: .utf8)
    let digest = try LiveAudioSupport.command("sha256sum", [stripped.path]).output.prefix(64)
    let recorded = try String(contentsOf: Repository.root.appendingPathComponent("docs/report-screenshot.sha256"), encoding: .utf8).prefix(64)
    #expect(digest == recorded, "docs/report-screenshot.png shows an older review page: run `make screenshot` and commit both files")
    let png = try Data(contentsOf: Repository.root.appendingPathComponent("docs/report-screenshot.png"))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
  }

  /// The README shows the set-up, the tour and the commands in shell blocks, and most run here.
  @Test func theReadmeHasBlocksToRun() {
    let shell = Self.readme.filter { $0.language == "sh" }
    let run = shell.filter { $0.mark("skip") == nil && $0.mark("terminal") == nil }
    #expect(shell.count >= 10 && run.count >= shell.count - 2, "\(shell.count) shell blocks, \(run.count) run")
    #expect(Self.readme.contains { $0.mark("output of") != nil })
    // Every mark is one this test knows.
    let known = ["skip", "terminal", "audio", "exits 1", "first", "output of", "claim"]
    for block in Self.readme {
      for mark in block.marks {
        #expect(known.contains { mark == $0 || mark.hasPrefix($0 + " ") || mark.hasPrefix($0 + ",") }, "\(block): unknown mark \(mark)")
      }
    }
  }

  /// A figure in the prose is the command's: one it does not print, or a claim not written where it stands, is caught.
  @Test func aFigureTheCommandDoesNotPrintIsCaught() throws {
    let folder = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let markdown = """
      <!-- readme-test: claim "9 stops" from earshot transcript samples/call.json | head -1 -->
      The call screen has 9 stops.

      <!-- readme-test: claim "12 stops" from earshot transcript samples/call.json | head -1 -->
      <!-- readme-test: claim "no such words" from earshot transcript samples/call.json | head -1 -->
      The call screen has 12 stops.
      """
    let blocks = Self.blocks(markdown)
    #expect(blocks.map(\.language) == ["prose", "prose"] && Self.claims(blocks[1]).count == 2)
    #expect(try Self.problems(running: blocks[0], in: folder).isEmpty)
    let wrong = try Self.problems(running: blocks[1], in: folder)
    #expect(wrong.count == 2 && wrong[0].contains("\"12 stops\" says 12") && wrong[1].contains("\"no such words\" is not written there"), "\(wrong)")
    #expect(Self.numbers("14 scan steps, 1,280 px, 2.5 s.") == ["14", "1280", "2.5"])
  }

  /// The test finds what goes wrong: a command that fails, one the shell does not know, output that
  /// is not what the block shows, a file written outside out/.
  @Test func aBrokenExampleIsCaught() throws {
    let folder = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let markdown = """
      ```sh
      earshot transcript samples/call.json
      earshot transcript samples/no-such-screen.json
      earshot-typo voices
      ```

      <!-- readme-test: output of earshot transcript samples/call.json -->
      ```
      1. Dana Whitfield, heading
      ...
      Call: 9 stops
      ```

      <!-- readme-test: exits 1 -->
      ```sh
      earshot audit samples/checkout-legacy.json
      ```

      ```sh
      earshot import samples/captures/library.txt -o out/library.json
      earshot import samples/captures/library.txt -o library.json
      ```
      """
    let blocks = Self.blocks(markdown)
    #expect(blocks.count == 4 && blocks[0].commands.count == 3)
    let first = try Self.problems(running: blocks[0], in: folder)
    #expect(first.count == 2, "\(first)")
    #expect(first.first?.contains("no-such-screen.json") == true && first.last?.contains("earshot-typo voices") == true)
    // The lines are there, but not in this order.
    #expect(try Self.problems(running: blocks[1], in: folder).count == 1)
    #expect(try Self.problems(running: blocks[2], in: folder).isEmpty)
    let stray = try Self.problems(running: blocks[3], in: folder)
    #expect(stray == ["README.md:19: writes library.json outside out/ (the folder git ignores)"])
  }
}
