import EarshotCLI
import EarshotImporters
import EarshotTestSupport
import Foundation
import Testing

/// Options are declared once, in groups the commands share, and parsed before any work.
@Suite struct OptionTests {
  /// The commands that read a screen document or capture, and the arguments each needs besides it.
  static let fileReaders: [String: [String]] = [
    "transcript": [], "render": ["-o", "x.wav"], "say": [], "run": ["-e", "next"], "audit": [], "report": ["-o", "x.html"],
    "diff": ["FILE"], "import": [], "reach": [], "listen": ["--keys", Repository.path("samples/checkout.keys")], "snapshot": [],
  ]
  /// What a command takes before its FILE (`snapshot verify FILE`).
  static let leading: [String: [String]] = ["snapshot": ["verify"]]

  @Test func everyCommandThatReadsAFileTakesTheInputOptions() {
    let readers = Earshot.commands.filter { command in
      command.spec.arguments.contains { ["FILE", "BEFORE", "AFTER"].contains($0.name) }
    }
    #expect(Set(readers.map(\.spec.name)) == Set(Self.fileReaders.keys))
    for command in readers {
      let names = command.spec.options.map(\.name)
      #expect(names.contains("--input-format") && names.contains("--screen") && names.contains("--density"), "\(command.spec.name)")
    }
  }

  /// `--density` is checked against `InputLimits.density` by every command that reads a file, before any work.
  @Test(arguments: fileReaders.keys.sorted())
  func densityIsCheckedWhenParsed(_ command: String) {
    let capture = Repository.path("samples/android/checkout.xml")
    let extra = Self.fileReaders[command]!.map { $0 == "FILE" ? capture : $0 }
    let r = earshot([command] + (Self.leading[command] ?? []) + [capture, "--density", "11"] + extra)
    #expect(r.status == 2 && r.out.isEmpty, "\(command): \(r.err)")
    #expect(r.err == "Error: --density takes a number from 0.5 to 10 pixels per dp, not '11'\nSee 'earshot help \(command)'.\n")
  }

  /// Help leaves at least two spaces between an option and its description, as swift-argument-parser
  /// does; an option whose name fills the column has its description on the next line.
  @Test func helpKeepsTwoSpacesAfterEveryOption() {
    for command in Earshot.commands {
      let help = earshot([command.spec.name, "--help"]).out
      for option in command.spec.options {
        let label = (option.short.map { "-\($0), " } ?? "") + option.name + (option.valueName.map { " \($0)" } ?? "")
        #expect(help.contains("  \(label)  ") || help.contains("  \(label)\n"), "\(command.spec.name): \(label)")
      }
    }
    let help = earshot(["transcript", "--help"]).out
    #expect(help.contains("  --density PIXELS_PER_DP\n                          An Android screen's pixels per dp"))
  }

  @Test func noCommandDeclaresAnOptionTwice() {
    for command in Earshot.commands {
      let names = command.spec.options.map(\.name), shorts = command.spec.options.compactMap(\.short)
      #expect(Set(names).count == names.count, "\(command.spec.name): \(names)")
      #expect(Set(shorts).count == shorts.count, "\(command.spec.name): \(shorts)")
    }
  }

  /// `--input-format` forces the reader for every command that reads a file: an idb capture read
  /// as Maestro fails with the Maestro reader's message, before any audio or synthesis.
  @Test(arguments: fileReaders.keys.sorted())
  func inputFormatForcesTheReader(_ command: String) {
    let capture = Repository.path("samples/captures/library-idb.json")
    let extra = Self.fileReaders[command]!.map { $0 == "FILE" ? capture : $0 }
    let r = earshot([command] + (Self.leading[command] ?? []) + [capture, "--input-format", "maestro"] + extra)
    #expect(r.status == 2, "\(command): \(r.err)")
    #expect(r.err.contains("expected a Maestro hierarchy object"), "\(command): \(r.err)")
  }

  @Test func helpListsTheAcceptedValues() {
    let help = earshot("help", "transcript").out
    #expect(help.contains("--input-format FORMAT"))
    #expect(help.replacingOccurrences(of: "\n ", with: "").replacingOccurrences(of: "  ", with: "")
      .contains("One of: earshot, xcuitest, appium, wda-json, idb, maestro, vodesign, uiautomator, uiautomator2, compose, flutter, jest."))
    #expect(help.contains("--format text|json"))
  }

  @Test func numbersAreCheckedWhenParsed() {
    let r = earshot("audit", Repository.path("samples/checkout.json"), "--max-row-stops", "0")
    #expect(r.status == 2 && r.err.contains("--max-row-stops takes a whole number of 1 or more, not '0'"))
  }

  /// With a gesture script, `--screen` is where the flow starts; without one, the only screen heard.
  @Test func screenIsHonouredWithAScript() throws {
    let path = NSTemporaryDirectory() + "earshot-flow-\(UUID().uuidString).json"
    try #"{"screens": [{"id": "a", "title": "A", "root": {"children": [{"type": "label", "text": "One"}]}}, {"id": "b", "title": "B", "root": {"children": [{"type": "label", "text": "Two"}, {"type": "label", "text": "Three", "frame": [0, 100, 100, 20]}]}}]}"#
      .write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let fromA = earshot("run", path, "-e", "next")
    let fromB = earshot("run", path, "-e", "next", "--screen", "b")
    #expect(fromA.status == 0 && fromB.status == 0, "\(fromB.err)")
    #expect(fromA.out.contains("One") && !fromA.out.contains("Three"))
    #expect(fromB.out.contains("Two") && fromB.out.contains("Three") && !fromB.out.contains("One"))
  }

  @Test func findingsExitWithOneAndStillPrint() {
    let r = earshot("audit", Repository.path("samples/checkout-legacy.json"))
    #expect(r.status == 1)
    #expect(!r.out.isEmpty && !r.err.contains("Error:"))
  }
}
