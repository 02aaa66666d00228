import EarshotCLI
import EarshotTestSupport
import Foundation
import Testing

/// `-` for stdin and stdout, missing output folders made, and outputs checked before any work.
@Suite struct PipesAndPathsTests {
  static func folder() throws -> URL {
    let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("earshot-paths-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func aCaptureOrDocumentCanComeFromStdin() throws {
    let capture = try String(contentsOfFile: Repository.path("samples/captures/library.xml"), encoding: .utf8)
    let piped = try BinaryRunner.run(["transcript", "-"], stdin: capture)
    let file = try BinaryRunner.run(["transcript", "samples/captures/library.xml"])
    #expect(piped.status == 0 && piped.stdout == file.stdout, "\(piped.stderr)")
    let broken = try BinaryRunner.run(["transcript", "-"], stdin: #"{"root": {"children": ["#)
    #expect(broken.status == 2 && broken.stderr.hasPrefix("Error: stdin: line 1, column "), "\(broken.stderr)")
  }

  @Test func aScriptCanComeFromStdinButOnlyOneInputCan() throws {
    let r = try BinaryRunner.run(["run", "samples/messages.json", "--script", "-", "--estimate"], stdin: "next\nnext\n")
    #expect(r.status == 0 && r.stdout.contains("New message, button"), "\(r.stderr)")
    let twice = try BinaryRunner.run(["run", "-", "--script", "-"], stdin: "next\n")
    #expect(twice.status == 2)
    #expect(twice.stderr.contains("only one input can be read from stdin ('-')") && twice.stderr.contains("See 'earshot help run'."))
  }

  @Test func textOutputsCanGoToStdout() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try BinaryRunner.run(["render", Repository.path("samples/call.json"), "-o", "call.wav", "--timeline", "-"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.hasPrefix("{") && r.stdout.contains("\"segments\""))
    #expect(r.stderr.contains("Wrote call.wav"))
    let audio = earshot("render", Repository.path("samples/call.json"), "-o", "-")
    #expect(audio.status == 2 && audio.err.contains("-o -: audio is written to a file"))
  }

  @Test func missingOutputFoldersAreMade() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try BinaryRunner.run(["render", Repository.path("samples/call.json"), "-o", "out/call.wav", "--captions", "vtt",
                                  "--timeline", "out/json/call.json"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    for path in ["out/call.wav", "out/call.vtt", "out/json/call.json"] {
      #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(path).path), "\(path)")
    }
  }

  /// An output that cannot be written stops the run before any reading or synthesis, with one
  /// message naming the path as it was given.
  @Test func outputsAreCheckedBeforeAnyWork() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(FileManager.default.createFile(atPath: dir.appendingPathComponent("notes").path, contents: Data("x".utf8)))
    let cases: [([String], String)] = [
      (["render", "samples/call.json", "-o", "notes/call.wav"], "Error: cannot write notes/call.wav: notes is a file, not a folder\n"),
      (["render", "samples/call.json", "-o", "ok.wav", "--timeline", "notes/t.json"], "Error: cannot write notes/t.json: notes is a file, not a folder\n"),
      (["run", "samples/call.json", "-e", "next", "-o", "notes/x/y.wav"], "Error: cannot write notes/x/y.wav: notes is a file, not a folder\n"),
      (["import", "samples/captures/library.txt", "-o", "."], "Error: cannot write .: it is a folder; name a file inside it\n"),
      (["report", "samples/call.json", "-o", "notes/r.html"], "Error: cannot write notes/r.html: notes is a file, not a folder\n"),
      (["listen", "samples/call.json", "--keys", "samples/checkout.keys", "--log", "notes/l.json"],
       "Error: cannot write notes/l.json: notes is a file, not a folder\n"),
    ]
    for (arguments, message) in cases {
      let withSamples = arguments.map { $0.hasPrefix("samples/") ? Repository.path($0) : $0 }
      let r = try BinaryRunner.run(withSamples, in: dir)
      #expect(r.status == 2 && r.stderr == message, "\(arguments): \(r.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("ok.wav").path))
  }
}
