import EarshotCLI
import EarshotTestSupport
import Foundation
import Testing

/// Runs commands in-process and returns (exit code, stdout, stderr).
func earshot(_ arguments: String...) -> (status: Int32, out: String, err: String) {
  earshot(arguments)
}

func earshot(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
  let captured = CapturedOutput()
  let console = Console(out: captured.out, err: captured.err)
  let status = Earshot.main(arguments, console: console)
  return (status, captured.stdout, captured.stderr)
}

@Suite struct CommandLineTests {
  @Test func overviewListsCommandsAndAnExample() {
    let r = earshot("--help")
    #expect(r.status == 0)
    #expect(r.out.contains("USAGE: earshot <command>"))
    #expect(r.out.contains("transcript") && r.out.contains("voices"))
    #expect(r.out.contains("EXAMPLES:"))
  }

  @Test func everySubcommandHasHelpWithAnExample() {
    for command in Earshot.commands {
      let r = earshot(command.spec.name, "--help")
      #expect(r.status == 0, "\(command.spec.name) --help")
      #expect(r.out.contains("USAGE: earshot \(command.spec.name)"))
      #expect(r.out.contains("EXAMPLES:\n  earshot \(command.spec.name)"))
      #expect(earshot("help", command.spec.name).out == r.out)
    }
  }

  /// Every command that reads a screen takes --quiet (-q), so a CI step can pass it to each.
  @Test func everyCommandThatReadsAScreenIsQuietOnRequest() {
    for command in Earshot.commands where !["voices", "help", "completions"].contains(command.spec.name) {
      #expect(earshot(command.spec.name, "--help").out.contains("-q, --quiet"), "\(command.spec.name)")
    }
    let r = earshot("run", Repository.path("samples/messages.json"), "-e", "next", "--quiet")
    #expect(r.status == 0 && r.err.isEmpty, "\(r.err)")
  }

  /// Options that cannot go together are refused before any work (as swift-argument-parser's
  /// `validate()` does): the usage error comes first, even with an input that does not exist and
  /// an output folder that cannot be made.
  @Test(arguments: [
    (["render", "nowhere.json", "-o", "/nowhere/x.wav", "--with", "switch-control", "-e", "next"], "--with switch-control renders Switch Control's scan"),
    (["render", "nowhere.json", "-o", "/nowhere/x.wav", "--script", "s.script", "-e", "next"], "give --script or -e, not both"),
    (["run", "nowhere.json", "-o", "/nowhere/x.wav", "--estimate", "-e", "next"], "--estimate and -o do not go together"),
    (["run", "nowhere.json", "--timeline", "/nowhere/t.json", "-e", "next"], "--timeline writes beside the audio"),
    (["audit", "nowhere.json", "--baseline", "b.json", "--write-baseline", "/nowhere/b.json"], "not both"),
    (["audit", "nowhere.json", "--ignore", "no-such-rule"], "unknown rule \"no-such-rule\""),
    (["import", "nowhere.json", "--format", "idb", "--input-format", "maestro", "-o", "/nowhere/s.json"], "disagree"),
    (["listen"], "missing FILE"),
    (["report", "--compare", "nowhere.json", "nowhere2.json", "-e", "next", "-o", "/nowhere/r.html"], "a gesture script is played on each FILE in turn"),
    (["report", "nowhere.json", "--audio", "external", "-o", "-"], "--audio external writes the audio beside the page"),
  ])
  func crossOptionChecksComeBeforeAnyWork(_ arguments: [String], _ message: String) {
    let r = earshot(arguments)
    #expect(r.status == 2 && r.err.contains(message) && !r.err.contains("nowhere"), "\(r.err)")
  }

  @Test func unknownCommandIsAUsageErrorWithSuggestion() {
    let r = earshot("transcrpt", "x.json")
    #expect(r.status == 2)
    #expect(r.err.contains("Error: unknown command 'transcrpt'; did you mean 'transcript'?"))
    #expect(r.out.isEmpty)
  }

  @Test func unknownOptionSuggestsTheClosest() {
    let r = earshot("transcript", Repository.path("samples/call.json"), "--no-hint")
    #expect(r.status == 2)
    #expect(r.err.contains("unknown option '--no-hint'; did you mean '--no-hints'?"))
    #expect(r.err.contains("See 'earshot help transcript'."))
  }

  @Test func badChoiceSaysWhatIsAccepted() {
    let r = earshot("transcript", Repository.path("samples/call.json"), "--format", "yaml")
    #expect(r.status == 2 && r.err.contains("--format accepts text, json, not 'yaml'"))
  }

  @Test func missingFileArgumentIsAUsageError() {
    let r = earshot("transcript")
    #expect(r.status == 2 && r.err.contains("missing FILE"))
  }

  @Test func transcriptTextAndJSON() throws {
    let text = earshot("transcript", Repository.path("samples/product.json"))
    #expect(text.status == 0)
    #expect(text.out.contains("5. Rating, 3 out of 5 stars, adjustable (hint: Swipe up or down with one finger to adjust the value.)"))
    let json = earshot("transcript", Repository.path("samples/product.json"), "--format", "json", "--no-hints")
    #expect(json.status == 0 && json.out.contains(#""speech": "Rating, 3 out of 5 stars, adjustable""#))
    #expect(json.out.contains(#""hint": null"#))
  }

  @Test func missingFileNamesItAndExitsTwo() {
    let r = earshot("transcript", "nowhere/screen.json")
    #expect(r.status == 2)
    #expect(r.err == "Error: nowhere/screen.json: no such file (check the path)\n")
  }

  @Test func invalidDocumentGivesOneLinePerProblem() throws {
    let path = NSTemporaryDirectory() + "earshot-bad-\(UUID().uuidString).json"
    try #"{"root": {"children": [{"type": "buton"}, {"traits": ["header", "hedaer"]}]}}"#.write(toFile: path, atomically: true, encoding: .utf8)
    let r = earshot("transcript", path)
    #expect(r.status == 2)
    #expect(r.err.contains("\(path): root.children[0].type: unknown type \"buton\"; did you mean \"button\"?"))
    #expect(r.err.contains("\(path): root.children[1].traits[1]: unknown trait \"hedaer\"; did you mean \"header\"?"))
    #expect(r.out.isEmpty)
  }

  @Test func missingVoiceListsAvailableOnes() {
    let r = earshot("transcript", Repository.path("samples/call.json"), "--voice", "fr-FR")
    #expect(r.status == 2)
    #expect(r.err.contains("no voice profile named \"fr-FR\""))
    #expect(r.err.contains("available: de-DE, en-GB, en-US, en-US-legacy, ru-RU"))
  }

  @Test func voicesListsShippedProfiles() {
    let r = earshot("voices")
    #expect(r.status == 0)
    for name in ["en-US", "en-GB", "de-DE", "ru-RU"] { #expect(r.out.contains(name)) }
    #expect(r.out.contains("\n\nScreen readers (--reader):\nvoiceover  VoiceOver"))
  }

  @Test func readerNamesTheScreenReader() {
    let sample = Repository.path("samples/checkout.json")
    #expect(earshot("transcript", sample, "--reader", "voiceover").out == earshot("transcript", sample).out)
    let r = earshot("transcript", sample, "--reader", "voiceovr")
    #expect(r.status == 2 && r.err.contains("accepts voiceover, talkback, both, not 'voiceovr'; did you mean 'voiceover'?"))
  }

  @Test func screenSelectsOneScreenOfAFlow() throws {
    let path = NSTemporaryDirectory() + "earshot-flow-\(UUID().uuidString).json"
    try #"{"screens": [{"id": "a", "title": "A", "root": {"children": [{"type": "label", "text": "One"}]}}, {"id": "b", "title": "B", "root": {"children": [{"type": "label", "text": "Two"}]}}]}"#
      .write(toFile: path, atomically: true, encoding: .utf8)
    #expect(earshot("transcript", path).out == "A [a]: 1 stop\n1. One\n\nB [b]: 1 stop\n1. Two\n")
    #expect(earshot("transcript", path, "--screen", "b").out == "B: 1 stop\n1. Two\n")
    #expect(earshot("transcript", path, "--screen", "nope").err.contains("unknown screen \"nope\"; the screens are: a, b"))
    #expect(earshot("transcript", path, "--screen", "bb").err.contains("unknown screen \"bb\"; did you mean \"b\"? The screens are: a, b"))
    let one = earshot("transcript", Repository.path("samples/checkout.json"), "--screen", "nope")
    #expect(one.status == 2 && one.err.hasPrefix("Error: --screen nope: the document has one screen, with no id; leave --screen out\n"))
  }
}

/// The built binary, run as a subprocess: stdout for results, stderr for errors, exit codes.
@Suite struct BinaryTests {
  @Test func transcriptFromAnotherDirectoryUsesBuiltInVoices() throws {
    let r = try BinaryRunner.run(["transcript", Repository.path("samples/call.json")], in: URL(fileURLWithPath: "/"))
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.hasPrefix("Call: 9 stops\n1. Dana Whitfield, heading\n"))
    #expect(r.stderr.isEmpty)
  }

  @Test func usageErrorGoesToStderrWithExitTwo() throws {
    let r = try BinaryRunner.run(["transcript", "--bogus"])
    #expect(r.status == 2 && r.stdout.isEmpty && r.stderr.contains("unknown option '--bogus'"))
  }

  @Test func noArgumentsPrintsOverviewOnStderrWithExitTwo() throws {
    let r = try BinaryRunner.run([])
    #expect(r.status == 2 && r.stderr.contains("USAGE: earshot <command>"))
  }

  /// VoiceOver says its words in the device's language: a German document without --voice is heard
  /// with the German profile, and stderr says so; a language no profile speaks keeps English words.
  @Test func theDocumentsLanguageChoosesTheVoice() throws {
    let german = #"{"earshot": 1, "language": "de-DE", "root": {"children": [{"type": "link", "text": "Impressum"}]}}"#
    let de = try BinaryRunner.run(["transcript", "-"], stdin: german)
    #expect(de.status == 0 && de.stdout.contains("1. Impressum, Hyperlink"))
    #expect(de.stderr == "note: voice de-DE, for the document's language (de-DE); --voice NAME chooses another\n")
    let chosen = try BinaryRunner.run(["transcript", "-", "--voice", "en-US"], stdin: german)
    #expect(chosen.stdout.contains("1. Impressum, link") && chosen.stderr.isEmpty)
    let french = try BinaryRunner.run(["transcript", "-"], stdin: german.replacingOccurrences(of: "de-DE", with: "fr-FR"))
    #expect(french.stdout.contains("1. Impressum, link") && french.stderr.contains("note: no voice profile speaks fr-FR"))
    #expect(french.stderr.contains("VoiceOver's words are in English"))
    // An Android screen's words are TalkBack's.
    let android = #"{"platform": "android", "language": "fr-FR", "root": {"className": "android.widget.FrameLayout", "children": [{"className": "android.widget.Button", "text": "Payer", "clickable": true}]}}"#
    let talkBack = try BinaryRunner.run(["transcript", "-"], stdin: android)
    #expect(talkBack.stdout.contains("1. Payer, Button") && talkBack.stderr.contains("TalkBack's words are in English (en-US)"))
    #expect(!talkBack.stderr.contains("VoiceOver"))
  }
}

/// The suite passes whatever `EARSHOT_` variables the caller's shell holds.
@Suite struct CallerEnvironmentTests {
  /// A run that needs a debug hook runs the binary built with the tests, even when `EARSHOT_BIN`
  /// names another (a release binary has no hooks, and its "exit 0" would read as a failure).
  @Test func aRunThatNeedsTheDebugHooksRunsTheBinaryBuiltWithTheTests() {
    let release = "/usr/local/bin/earshot"
    #expect(BinaryRunner.executable(for: ["EARSHOT_FAIL_C": "open"], named: release) == BinaryRunner.built)
    #expect(BinaryRunner.executable(for: ["EARSHOT_TRACE_C": "1"], named: release) == BinaryRunner.built)
    #expect(BinaryRunner.executable(for: [:], named: release).path == release)
  }

  /// The caller's `EARSHOT_` variables do not reach the runs; the variables a test sets do.
  @Test func theCallersVariablesDoNotReachTheRuns() {
    let caller = ["EARSHOT_FAIL_C": "open", "EARSHOT_TRACE_C": "1", "EARSHOT_RECORD": "1", "PATH": "/usr/bin"]
    let env = BinaryRunner.environment(["EARSHOT_FAIL_C": "write"], inherited: caller)
    #expect(env["EARSHOT_FAIL_C"] == "write" && env["EARSHOT_TRACE_C"] == nil && env["EARSHOT_RECORD"] == nil && env["PATH"] == "/usr/bin")
  }

  /// The hooks in the tests' own process would fail the calls in-process tests make: scripts/test
  /// clears them; a suite run directly says which variable to unset.
  @Test func theTestsOwnEnvironmentHoldsNoDebugHook() {
    for name in BinaryRunner.hooks {
      #expect(ProcessInfo.processInfo.environment[name] == nil, "\(name) is set in the tests' environment: unset it (bash scripts/test does)")
    }
  }
}
