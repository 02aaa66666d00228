import EarshotCLI
import EarshotTestSupport
import Foundation
import Testing

/// Every example in every command's help runs, as typed, against the built binary: from a fresh
/// folder holding the repository's samples, so outputs land there and nothing in the repository changes.
@Suite struct HelpExampleTests {
  /// What an example needs that a test machine may not have.
  static func unmet(_ example: String) -> String? {
    let live = example.hasPrefix("earshot say ") || example.hasPrefix("earshot listen ") && !example.contains("--report")
    if live, !LiveAudioSupport.serverRunning { return "no PulseAudio server (run `bash scripts/audio-server`)" }
    if example.hasPrefix("earshot listen "), !example.contains("--keys"), !example.contains("--report") {
      return "reads keys from a terminal"
    }
    // Capture tests run against stand-ins for the tools (CaptureCommandTests).
    if example.hasPrefix("earshot capture ") { return "needs adb or idb and a connected device" }
    if let range = example.range(of: "--device ") {
      let sink = example[range.upperBound...].prefix { $0 != " " }
      let sinks = (try? LiveAudioSupport.command("pactl", ["list", "short", "sinks"]).output) ?? ""
      if !sinks.split(separator: "\n").contains(where: { $0.split(separator: "\t").dropFirst().first == sink }) {
        return "no audio sink named \(sink)"
      }
    }
    return nil
  }

  /// A fresh working folder with `samples` in it.
  static func workspace() throws -> URL {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("earshot-examples-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("samples"),
                                               withDestinationURL: Repository.root.appendingPathComponent("samples"))
    return folder
  }

  @Test(arguments: Earshot.commands.map(\.spec.name))
  func examplesRun(_ command: String) throws {
    let spec = try #require(Earshot.commands.first { $0.spec.name == command }).spec
    #expect(!spec.examples.isEmpty)
    let folder = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    // In order: a later example may read what an earlier one wrote (listen --report reads the log).
    var unwritten: [String] = []  // logs a skipped example would have written
    for example in spec.examples {
      if Self.unmet(example) != nil || unwritten.contains(where: example.contains) {
        if let range = example.range(of: "--log ") { unwritten.append(String(example[range.upperBound...].prefix { $0 != " " })) }
        continue
      }
      let r = try BinaryRunner.shell(example, in: folder)
      // Audit exits with 1 when it finds problems, as its help says; nothing else may fail.
      let allowed: Set<Int32> = command == "audit" ? [0, 1] : [0]
      #expect(allowed.contains(r.status), "\(example) exited with \(r.status): \(r.stderr)")
      #expect(!r.stderr.contains("Error:"), "\(example): \(r.stderr)")
    }
  }

  @Test func theOverviewExamplesRun() throws {
    let folder = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let overview = earshot("--help").out
    let examples = overview.components(separatedBy: "EXAMPLES:\n").last!.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(!examples.isEmpty)
    for example in examples where !example.isEmpty {
      let r = try BinaryRunner.shell(example, in: folder)
      #expect(r.status == 0, "\(example): \(r.stderr)")
    }
  }
}
