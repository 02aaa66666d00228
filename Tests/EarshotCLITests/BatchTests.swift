import EarshotCLI
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing

/// Many inputs at once: files and folders, --jobs, --shard, one summary, the worst exit code.
@Suite struct BatchTests {
  /// A folder with three screens (one of them in a subfolder) and, when asked, one broken file.
  static func app(broken: Bool = false) throws -> URL {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("earshot-app-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("settings"), withIntermediateDirectories: true)
    for (name, sample) in [("call.json", "call"), ("settings/product.json", "product"), ("dogs.json", "dogs")] {
      try FileManager.default.copyItem(atPath: Repository.path("samples/\(sample).json"), toPath: folder.appendingPathComponent(name).path)
    }
    try "notes".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    if broken { try #"{"root": "#.write(to: folder.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8) }
    return folder
  }

  @Test func aFolderGivesOneTranscriptPerScreenInNameOrder() throws {
    let app = try Self.app()
    defer { try? FileManager.default.removeItem(at: app) }
    let r = earshot("transcript", app.path, "--no-hints")
    #expect(r.status == 0, "\(r.err)")
    let headers = r.out.split(separator: "\n").filter { $0.hasPrefix("==> ") }.map(String.init)
    #expect(headers == ["call.json", "dogs.json", "settings/product.json"].map { "==> \(app.path)/\($0) <==" })
    #expect(r.out.contains("==> \(app.path)/call.json <==\nCall: 9 stops\n1. Dana Whitfield, heading\n"))
    #expect(r.err.hasSuffix("s.\n") && r.err.contains("Transcribed 3 of 3 files in "))
    let json = try JSONParser.parse(earshot("transcript", app.path, "--format", "json").out)
    #expect(json["files"]?.arrayValue?.map { $0["file"]?.stringValue } == ["call.json", "dogs.json", "settings/product.json"].map { "\(app.path)/\($0)" })
  }

  @Test func aBrokenFileIsReportedAndTheOthersStillRead() throws {
    let app = try Self.app(broken: true)
    defer { try? FileManager.default.removeItem(at: app) }
    let r = earshot("transcript", app.path)
    #expect(r.status == 2)
    #expect(r.err.contains("Error: \(app.path)/broken.json: line 1, column "))
    #expect(r.out.split(separator: "\n").filter { $0.hasPrefix("==> ") }.count == 3)
    #expect(r.err.contains("Transcribed 3 of 4 files (1 failed) in "))
    let audit = earshot("audit", app.path, "--format", "json")
    #expect(audit.status == 2, "\(audit.err)")
    #expect(try JSONParser.parse(audit.out)["files"]?.arrayValue?.count == 3)
  }

  @Test func jobsChangeNothingButTheTime() throws {
    let one = earshot("transcript", Repository.path("samples"), "--jobs", "1", "--quiet")
    let four = earshot("transcript", Repository.path("samples"), "--jobs", "4", "--quiet")
    #expect(one.out == four.out && !one.out.isEmpty)
    #expect(one.status == four.status)
    #expect(!one.err.contains("Transcribing") && !one.err.contains("Transcribed"))
  }

  /// Every input falls in exactly one share, the same one on every run.
  @Test func shardsSplitTheInputsStably() throws {
    func files(_ shard: String) -> [Substring] {
      earshot("transcript", Repository.path("samples"), "--shard", shard, "--quiet").out.split(separator: "\n").filter { $0.hasPrefix("==> ") }
    }
    let all = files("1/1")
    let shares = (1...3).map { files("\($0)/3") }
    #expect(shares.flatMap { $0 }.sorted() == all.sorted())
    #expect(Set(shares[0]).isDisjoint(with: shares[1]) && Set(shares[1]).isDisjoint(with: shares[2]))
    #expect(files("2/3") == shares[1])
    #expect(all.count > 10 && shares.allSatisfy { !$0.isEmpty })
    let bad = earshot("transcript", Repository.path("samples"), "--shard", "4/3")
    #expect(bad.status == 2 && bad.err.contains("--shard takes K/N with K from 1 to N, like 2/4, not '4/3'"))
  }

  @Test func renderWritesOneFilePerInputIntoTheFolder() throws {
    let app = try Self.app()
    let out = app.appendingPathComponent("out").path
    defer { try? FileManager.default.removeItem(at: app) }
    // In-process (one job) and as worker processes of the binary (two jobs): the same files.
    let inProcess = earshot("render", app.appendingPathComponent("call.json").path, app.appendingPathComponent("settings").path,
                            "-o", out + "/one", "--captions", "vtt", "--jobs", "1", "--no-hints")
    #expect(inProcess.status == 0, "\(inProcess.err)")
    #expect(inProcess.out == ["call.wav", "call.vtt", "product.wav", "product.vtt"].map { "\(out)/one/\($0)\n" }.joined())
    let workers = try BinaryRunner.run(["render", app.path, "-o", out + "/two", "--audio-format", "flac", "--jobs", "2",
                                        "--timeline", out + "/timelines"])
    #expect(workers.status == 0, "\(workers.stderr)")
    for name in ["two/call.flac", "two/dogs.flac", "two/settings/product.flac", "timelines/settings/product.json"] {
      #expect(FileManager.default.fileExists(atPath: out + "/" + name), "\(name)")
    }
    let file = earshot("render", app.path, "-o", out + "/x.wav")
    #expect(file.status == 2 && file.err.contains("with several inputs, -o names a folder"))
  }

  /// The outputs of a batch appear together or not at all: one input that fails leaves the folder
  /// as it was, and an output that cannot be written stops the run before any rendering.
  @Test func aBatchWritesAllItsFilesOrNone() throws {
    let app = try Self.app(broken: true)
    let out = app.path + "-out"
    defer {
      try? FileManager.default.removeItem(at: app)
      try? FileManager.default.removeItem(atPath: out)
    }
    let failed = earshot("render", app.path, "-o", out, "--jobs", "1")
    #expect(failed.status == 2 && failed.out.isEmpty)
    #expect(failed.err.contains("broken.json: line 1, column ") && failed.err.contains("Wrote nothing"))
    #expect(failed.err.contains("Rendered 3 of 4 files (1 failed)"))
    #expect(!FileManager.default.fileExists(atPath: out))
    // The same in worker processes: each input's error is written once, by the worker that met it.
    let workers = try BinaryRunner.run(["render", app.path, "-o", out, "--jobs", "2"])
    #expect(workers.status == 2 && workers.stdout.isEmpty)
    #expect(workers.stderr.components(separatedBy: "broken.json: line 1, column ").count == 2, "\(workers.stderr)")
    #expect(workers.stderr.contains("Rendered 3 of 4 files (1 failed)") && workers.stderr.contains("Wrote nothing"))
    #expect(!FileManager.default.fileExists(atPath: out))
    // A folder where call.wav would go: named before anything is rendered.
    try FileManager.default.removeItem(at: app.appendingPathComponent("broken.json"))
    try FileManager.default.createDirectory(atPath: out + "/call.wav", withIntermediateDirectories: true)
    let blocked = earshot("render", app.path, "-o", out, "--jobs", "1")
    #expect(blocked.status == 2 && blocked.err.contains("\(out)/call.wav") && blocked.err.contains("it is a folder"))
    #expect(!blocked.err.contains("Rendering") && !blocked.err.contains("Rendered"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["call.wav"])
  }
}
