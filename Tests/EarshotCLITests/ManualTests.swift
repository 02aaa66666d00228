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
    try #expect(Self.bash(["earshot", "transcript", "--reader", ""]) == ["voiceover", "talkback", "both"])
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

  /// The manual shows `code` in bold, never the backquotes help writes around it.
  @Test func theManPageShowsNoBackquotes() {
    let roff = earshot("help", "--man").out
    let shown = roff.split(separator: "\n").filter { !$0.hasPrefix(".\\\"") && $0.contains("`") }
    #expect(shown.isEmpty, "\(shown.prefix(3))")
    #expect(roff.contains("\\fBearshot voices\\fR"))
  }

  /// What zsh offers for `line` followed by Tab, in a pseudo-terminal with the completions loaded.
  static func zsh(_ line: String) throws -> [String] {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("earshot-zsh-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The candidates are caught where the completion system adds them (compadd), and printed.
    let setup = """
      PROMPT=''; fpath=(\(folder.path) $fpath); autoload -U compinit; compinit -u -D
      compadd () { local -a hits; builtin compadd -O hits "$@"; print -rl -- ${hits} >> \(folder.path)/hits; builtin compadd "$@" }
      bindkey '^I' complete-word
      """
    try setup.write(to: folder.appendingPathComponent("setup.zsh"), atomically: true, encoding: .utf8)
    let driver = """
      zmodload zsh/zpty
      zpty z zsh -f -i
      zpty -w z 'source \(folder.path)/setup.zsh'
      sleep 1
      zpty -w -n z "$1"$'\\t'
      for i in {1..100}; do [[ -s \(folder.path)/hits ]] && break; sleep 0.1; done
      sleep 0.5
      zpty -d z
      """
    try driver.write(to: folder.appendingPathComponent("driver.zsh"), atomically: true, encoding: .utf8)
    let r = try BinaryRunner.shell("earshot completions zsh > '\(folder.path)/_earshot' && zsh -f '\(folder.path)/driver.zsh' '\(line)'",
                                   in: folder, program: "bash")
    #expect(r.status == 0, "\(r.stderr)")
    let hits = (try? String(contentsOf: folder.appendingPathComponent("hits"), encoding: .utf8)) ?? ""
    return Array(Set(hits.split(separator: "\n").map(String.init))).sorted()
  }

  /// zsh completes options and their values after the command, voice names for --voice among them
  /// (an option with two names once put its exclusion list after the `*` of a repeatable option,
  /// which zsh rejects with the whole command's completions).
  @Test(.enabled(if: installed("zsh"), "zsh is not installed"))
  func zshCompletesOptionsAndVoices() throws {
    #expect(try Self.zsh("earshot tra") == ["transcript"])
    #expect(try Self.zsh("earshot transcript --for").contains("--format"))
    #expect(try Self.zsh("earshot render samples/call.json --voice en-US") == ["en-US", "en-US-legacy"])
    #expect(try Self.zsh("earshot transcript --format ") == ["json", "text"])
  }

  /// `earshot voices` lines its descriptions up in one column and says of every profile whether
  /// its espeak-ng voice is installed, as its help says.
  @Test func voicesAreListedInColumnsWithWhetherEachIsInstalled() {
    let r = earshot("voices", "--voices", Repository.path("samples/voices"))
    #expect(r.status == 0, "\(r.err)")
    // The profiles, up to the blank line before the screen readers.
    let lines = r.out.components(separatedBy: "\n\n")[0].split(separator: "\n")
    let columns = Set(lines.map { line in line.prefix { $0 != " " }.count + line.dropFirst(line.prefix { $0 != " " }.count).prefix { $0 == " " }.count })
    #expect(lines.count >= 5 && columns.count == 1, "\(r.out)")
    #expect(lines.allSatisfy { $0.contains(", installed, ") || $0.contains(", not installed, ") }, "\(r.out)")
    #expect(earshot("help", "voices").out.contains("\"installed\" or\n  \"not installed\"") || earshot("help", "voices").out.contains("\"not installed\""))
  }
}

/// The samples of an installed Earshot, for the examples' `samples/…` from any folder.
@Suite struct InstalledSamplesTests {
  /// An installed layout (BIN/earshot, SHARE/earshot/samples) with the built binary in it, run from
  /// another folder: the help examples' `samples/…` paths read the installed samples; a folder of
  /// the user's own named samples, and paths that are there, are read as they are.
  @Test func helpExamplesRunFromAnyFolderOnceInstalled() throws {
    let fm = FileManager.default
    let prefix = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("earshot-prefix-\(UUID().uuidString)")
    defer { try? fm.removeItem(at: prefix) }
    try fm.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
    try fm.createDirectory(at: prefix.appendingPathComponent("share/earshot"), withIntermediateDirectories: true)
    try fm.copyItem(atPath: Repository.path("samples"), toPath: prefix.appendingPathComponent("share/earshot/samples").path)
    let binary = prefix.appendingPathComponent("bin/earshot").path
    try BinaryRunner.place(at: URL(fileURLWithPath: binary))
    let elsewhere = prefix.appendingPathComponent("work")
    try fm.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    let shell = { (line: String) throws -> BinaryRunner.Result in
      try BinaryRunner.shell(line.replacingOccurrences(of: "earshot ", with: "'\(binary)' "), in: elsewhere)
    }
    let transcript = try shell("earshot transcript samples/checkout.json")
    #expect(transcript.status == 0 && transcript.stdout.hasPrefix("Checkout: "), "\(transcript.stderr)")
    let voices = try shell("earshot voices --voices samples/voices")
    #expect(voices.status == 0 && voices.stdout.contains("en-US-brisk "), "\(voices.stderr)")
    let report = try shell("earshot report samples/captures/library.txt --screenshot samples/captures/Library.vodesign/Frame/screen.png -o out/library.html --no-audio")
    #expect(report.status == 0, "\(report.stderr)")
    // A samples folder of the user's own is theirs.
    try fm.createDirectory(at: elsewhere.appendingPathComponent("samples"), withIntermediateDirectories: true)
    try #"{"earshot": 1, "title": "Mine", "root": {"children": [{"type": "button", "label": "Go", "frame": [0, 0, 50, 44]}]}}"#
      .write(to: elsewhere.appendingPathComponent("samples/checkout.json"), atomically: true, encoding: .utf8)
    #expect(try shell("earshot transcript samples/checkout.json").stdout.hasPrefix("Mine: "))
    // Not installed (the build folder has no share/earshot): read as given, and missing.
    let built = try BinaryRunner.run(["transcript", "samples/nowhere.json"], in: elsewhere)
    #expect(built.status == 2 && built.stderr.contains("samples/nowhere.json"), "\(built.stderr)")
  }
}
