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

  /// Worker processes are earshot started again, whatever its file is called: a copy under another
  /// name still synthesizes a long screen's segments in two of them.
  @Test func aRenamedCopyStillRendersInWorkers() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("renamed-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try BinaryRunner.place(at: folder.appendingPathComponent("screen-speech"))
    // More distinct segments than a render synthesizes without workers (`SynthesisAhead.minimum`).
    let labels = (1...80).map { #"{"type": "label", "text": "Row \#($0)", "frame": [16, \#($0 * 30), 200, 24]}"# }
    let screen = #"{"earshot": 1, "title": "Rows", "size": [390, 2500], "root": {"children": ["# + labels.joined(separator: ", ") + "]}}"
    try screen.write(to: folder.appendingPathComponent("rows.json"), atomically: true, encoding: .utf8)
    let run = try BinaryRunner.shell("./screen-speech render rows.json -o rows.wav --jobs 2", in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("in 2 worker processes"), "\(run.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("rows.wav").path))
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

  /// `earshot ARGS` with at most two minutes to finish (a search that loops or blocks would never end).
  static func bounded(_ arguments: [String], in folder: URL) throws -> BinaryRunner.Result {
    let words = arguments.map { "'\($0)'" }.joined(separator: " ")
    return try BinaryRunner.shell("timeout -s KILL 120 earshot \(words)", in: folder)
  }

  /// Links that loop (two to their own folder, one to its parent), a second name for a file, a
  /// FIFO, a socket and links to devices: each real folder and file is visited once, the special
  /// files are never opened and each is said with why, and the search ends at once.
  @Test func aSearchVisitsEachRealFileOnceAndOpensNoSpecialFile() throws {
    let app = try Self.app()
    defer { try? FileManager.default.removeItem(at: app) }
    let fm = FileManager.default
    for (name, target) in [("self", "."), ("again", "."), ("settings/up", ".."), ("zero.json", "/dev/zero"), ("tty.txt", "/dev/tty"),
                           ("loop.json", "loop.json"), ("nothing.json", "missing.json"), ("alias.json", "call.json")] {
      try fm.createSymbolicLink(atPath: app.appendingPathComponent(name).path, withDestinationPath: target)
    }
    try fm.linkItem(atPath: app.appendingPathComponent("dogs.json").path, toPath: app.appendingPathComponent("hard.json").path)
    #expect(mkfifo(app.appendingPathComponent("pipe.json").path, 0o600) == 0)
    let socketPath = app.appendingPathComponent("agent.xml").path
    let sock = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(sock) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (i, byte) in socketPath.utf8.prefix(raw.count - 1).enumerated() { raw[i] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(sock, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    #expect(bound == 0)
    let r = try Self.bounded(["transcript", app.path, "--no-hints"], in: app)
    #expect(r.status == 0, "\(r.status) \(r.stderr)")
    let headers = r.stdout.split(separator: "\n").filter { $0.hasPrefix("==> ") }.map(String.init)
    #expect(headers == ["call.json", "dogs.json", "settings/product.json"].map { "==> \(app.path)/\($0) <==" }, "\(headers)")
    let notes = r.stderr.split(separator: "\n").filter { $0.hasPrefix("note: skipped ") }
    for (name, why) in [("again", "the same folder as"), ("self", "the same folder as"), ("settings/up", "the same folder as"),
                        ("zero.json", "a device"), ("tty.txt", "a device"), ("pipe.json", "a named pipe (FIFO)"), ("agent.xml", "a socket"),
                        ("loop.json", "a loop"), ("nothing.json", "a link to nothing"), ("alias.json", "the same file as"),
                        ("hard.json", "the same file as")] {
      #expect(notes.contains { $0.hasPrefix("note: skipped \(app.path)/\(name): ") && $0.contains(why) }, "\(name): \(notes)")
    }
    #expect(notes.count == 11, "\(notes)")
    #expect(r.stderr.contains("Transcribed 3 of 3 files in ") && r.stderr.contains("; skipped 11 other files (see the notes above)."))
  }

  /// Folders deeper than a search goes: it stops there and says so.
  @Test func aSearchStopsAtItsDepth() throws {
    let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("earshot-deep-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    var folder = root
    for _ in 0..<70 { folder = folder.appendingPathComponent("d") }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Repository.path("samples/call.json"), toPath: folder.appendingPathComponent("call.json").path)
    try FileManager.default.copyItem(atPath: Repository.path("samples/dogs.json"), toPath: root.appendingPathComponent("dogs.json").path)
    let r = try Self.bounded(["transcript", root.path], in: root)
    #expect(r.status == 0 && r.stdout.contains("==> \(root.path)/dogs.json <==") && !r.stdout.contains("call.json"), "\(r.stderr)")
    #expect(r.stderr.contains("more than 64 folders deep"), "\(r.stderr)")
  }

  /// A folder batch takes every file that is a screen or a capture (as the capture readers judge
  /// it) and says which it skipped and why: samples/ holds a voice profile, and a folder may hold
  /// notes, an image, an empty file. Transcripts, audits, renders (in any audio format) and review
  /// pages all take such folders.
  @Test func aFolderBatchTakesTheScreensAndCapturesAndSaysWhatItSkipped() throws {
    let app = try Self.app()
    defer { try? FileManager.default.removeItem(at: app) }
    try FileManager.default.createDirectory(at: app.appendingPathComponent("voices"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Repository.path("samples/voices/en-US-brisk.json"), toPath: app.appendingPathComponent("voices/brisk.json").path)
    try FileManager.default.copyItem(atPath: Repository.path("samples/captures/library.xml"), toPath: app.appendingPathComponent("library.xml").path)
    try "Things to fix before the release.\n".write(to: app.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
    try #"{"name": "app", "version": "1.0.0"}"#.write(to: app.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
    try "<plist><dict/></plist>".write(to: app.appendingPathComponent("Info.xml"), atomically: true, encoding: .utf8)
    #expect(FileManager.default.createFile(atPath: app.appendingPathComponent("empty.json").path, contents: Data()))
    #expect(FileManager.default.createFile(atPath: app.appendingPathComponent("shot.json").path, contents: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0])))
    let skipped = [("Info.xml", "XML that is not a capture"), ("empty.json", "the file is empty"), ("package.json", "JSON that is neither"),
                   ("shot.json", "a PNG image"), ("todo.txt", "text that is not a capture"), ("voices/brisk.json", "a voice profile")]
    func expectNotes(_ stderr: String, _ command: String) {
      let notes = stderr.split(separator: "\n").filter { $0.hasPrefix("note: skipped ") }
      #expect(notes.count == skipped.count, "\(command): \(notes)")
      for (name, why) in skipped {
        #expect(notes.contains { $0.hasPrefix("note: skipped \(app.path)/\(name): ") && $0.contains(why) }, "\(command) \(name): \(notes)")
      }
    }
    let screens = ["call.json", "dogs.json", "library.xml", "settings/product.json"]
    let transcript = try BinaryRunner.run(["transcript", app.path])
    #expect(transcript.status == 0, "\(transcript.stderr)")
    #expect(transcript.stdout.split(separator: "\n").filter { $0.hasPrefix("==> ") }.map(String.init) == screens.map { "==> \(app.path)/\($0) <==" })
    expectNotes(transcript.stderr, "transcript")
    let audit = try BinaryRunner.run(["audit", app.path, "--format", "json"])
    #expect([0, 1].contains(audit.status), "\(audit.stderr)")
    #expect(try JSONParser.parse(audit.stdout)["files"]?.arrayValue?.count == 4)
    expectNotes(audit.stderr, "audit")
    for format in ["opus", "mp3"] {
      let out = app.path + "-\(format)"
      defer { try? FileManager.default.removeItem(atPath: out) }
      let render = try BinaryRunner.run(["render", app.path, "-o", out, "--audio-format", format, "--jobs", "2"])
      #expect(render.status == 0, "\(render.stderr)")
      #expect(render.stdout == ["call", "dogs", "library", "settings/product"].map { "\(out)/\($0).\(format)\n" }.joined(), "\(render.stdout)")
      expectNotes(render.stderr, "render")
    }
    let page = app.path + "-page.html"
    defer { try? FileManager.default.removeItem(atPath: page) }
    let report = try BinaryRunner.run(["report", app.path, "-o", page, "--no-audio"])
    #expect(report.status == 0, "\(report.stderr)")
    expectNotes(report.stderr, "report")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    for title in ["Call", "Adopt", "Podcasts", "Ceramic pour-over"] { #expect(html.contains(title), "\(title)") }
    // Named on its own, a file that is not a screen is an error, as before.
    let named = try BinaryRunner.run(["transcript", app.appendingPathComponent("voices/brisk.json").path])
    #expect(named.status == 2, "\(named.stderr)")
  }

  /// One screen's audio is the same bytes rendered alone, after other screens in one process, in
  /// worker processes that rendered others first, and in a review page of several screens.
  @Test func aScreenSoundsTheSameAloneInABatchInWorkersAndInAReport() throws {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("earshot-same-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for sample in ["call", "dogs", "settings", "checkout"] {
      try FileManager.default.copyItem(atPath: Repository.path("samples/\(sample).json"), toPath: folder.appendingPathComponent("\(sample).json").path)
    }
    func run(_ arguments: [String]) throws {
      let r = try BinaryRunner.run(arguments, in: folder)
      #expect(r.status == 0, "\(arguments): \(r.stderr)")
    }
    func bytes(_ name: String) -> Data? { FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) }
    try run(["render", "checkout.json", "-o", "alone.wav"])
    try run(["render", "call.json", "dogs.json", "settings.json", "checkout.json", "-o", "batch", "--jobs", "1"])
    try run(["render", "call.json", "dogs.json", "settings.json", "checkout.json", "-o", "workers", "--jobs", "2"])
    let alone = try #require(bytes("alone.wav"))
    #expect(bytes("batch/checkout.wav") == alone, "in one process after three other screens")
    #expect(bytes("workers/checkout.wav") == alone, "in worker processes")
    try run(["report", "checkout.json", "-o", "one.html", "--audio", "external", "--audio-format", "mp3"])
    try run(["report", "call.json", "dogs.json", "checkout.json", "-o", "three.html", "--audio", "external", "--audio-format", "mp3"])
    let page = try #require(bytes("one-s1.mp3"))
    #expect(bytes("three-s3.mp3") == page, "in a review page after two other screens")
  }
}
