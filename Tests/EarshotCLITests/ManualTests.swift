import EarshotCLI
import EarshotTestSupport
import Foundation
import Testing

/// Help, the man page and the shell completions come from the same declarations.
@Suite struct ManualTests {
  static func installed(_ program: String) -> Bool {
    (try? LiveAudioSupport.command("which", [program]).status) == 0
  }

  @Test func versionIsPrintedAndListed() {
    let r = earshot("--version")
    #expect(r.status == 0 && r.out == "earshot \(Earshot.version)\n")
    #expect(earshot("--help").out.contains("--version"))
  }

  @Test func helpExplainsItself() {
    let r = earshot("help", "help")
    #expect(r.status == 0)
    #expect(r.out.hasPrefix("OVERVIEW: Show the help for earshot or for one of its commands."))
    #expect(r.out.contains("--man"))
    #expect(earshot("help").out == earshot("--help").out)
    #expect(earshot("help", "transcrpt").err.contains("unknown command 'transcrpt'; did you mean 'transcript'?"))
  }

  /// Every command, and every option of every command, is in the manual.
  @Test func theManPageHasEveryCommandAndOption() throws {
    let roff = earshot("help", "--man").out
    #expect(roff.contains(".TH EARSHOT 1 \"\" \"earshot \(Earshot.version)\""))
    for command in Earshot.commands {
      #expect(roff.contains(".SS \"earshot \(command.spec.name)\""), "\(command.spec.name)")
      for option in command.spec.options where option.name != "--help" {
        #expect(roff.contains("\\fB" + option.name.replacingOccurrences(of: "-", with: "\\-") + "\\fR"), "\(command.spec.name) \(option.name)")
      }
    }
    let nonASCII = roff.split(separator: "\n").filter { line in !line.unicodeScalars.allSatisfy { $0.isASCII } }
    #expect(nonASCII.isEmpty, "\(nonASCII)")
  }

  @Test(.enabled(if: installed("groff"), "groff is not installed"))
  func groffReadsTheManPageWithoutWarnings() throws {
    let folder = NSTemporaryDirectory() + "earshot-man-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let r = try BinaryRunner.shell("earshot help --man > earshot.1 && groff -man -Tutf8 -ww -z earshot.1", in: URL(fileURLWithPath: folder))
    #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
  }

  /// Completes the words as bash would and returns the candidates.
  static func bash(_ words: [String]) throws -> [String] {
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let script = "source <(earshot completions bash); COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _earshot; printf '%s\\n' \"${COMPREPLY[@]}\""
    let r = try BinaryRunner.shell(script, in: Repository.root)
    #expect(r.status == 0, "\(r.stderr)")
    return r.stdout.split(separator: "\n").map(String.init)
  }

  @Test func bashCompletesCommandsOptionsAndValues() throws {
    try #expect(Self.bash(["earshot", "re"]) == ["render", "report", "reach"])
    try #expect(Self.bash(["earshot", "transcript", "--in"]) == ["--input-format"])
    try #expect(Self.bash(["earshot", "transcript", "--format", ""]) == ["text", "json"])
    try #expect(Self.bash(["earshot", "audit", "--input-format", "w"]) == ["wda-json"])
    try #expect(Self.bash(["earshot", "render", "--voice", "en-US"]) == ["en-US", "en-US-legacy"])
    try #expect(Self.bash(["earshot", "render", "--voice", "v"]) == [])
    try #expect(Self.bash(["earshot", "transcript", "--reader", ""]) == ["voiceover"])
    try #expect(Self.bash(["earshot", "completions", ""]) == ["bash", "zsh", "fish"])
    try #expect(Self.bash(["earshot", "transcript", "samples/captures/library-w"]) == ["samples/captures/library-wda.json"])
  }

  @Test(.enabled(if: installed("zsh"), "zsh is not installed"))
  func zshReadsItsCompletions() throws {
    let r = try BinaryRunner.shell("earshot completions zsh > _earshot.zsh && zsh -n _earshot.zsh; s=$?; rm -f _earshot.zsh; exit $s",
                                   in: URL(fileURLWithPath: NSTemporaryDirectory()))
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test(.enabled(if: installed("fish"), "fish is not installed"))
  func fishCompletesCommandsOptionsAndValues() throws {
    let r = try BinaryRunner.shell(
      "earshot completions fish | source; complete -C 'earshot tra'; complete -C 'earshot transcript --input-format x'; complete -C 'earshot say --voice ru'",
      in: Repository.root, environment: ["SHELL": "/usr/bin/fish"], program: "fish")
    #expect(r.status == 0, "\(r.stderr)")
    let lines = r.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
    #expect(lines == ["transcript", "xcuitest", "ru-RU"])
  }
}
