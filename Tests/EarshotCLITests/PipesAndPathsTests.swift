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

  /// Outputs at every shape of path a user may type: a one-character folder that does not exist
  /// yet (`a/x.wav`, which crashed Foundation's path helpers), `.` and `..` on the way, trailing
  /// slashes, absolute, non-ASCII, very long. Each is written, or refused with one line and exit 2;
  /// none crashes.
  @Test func outputsAtEveryShapeOfPathAreWrittenOrRefusedWithoutACrash() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let work = dir.appendingPathComponent("w")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let call = Repository.path("samples/call.json"), dogs = Repository.path("samples/dogs.json")
    let long = String(repeating: "n", count: 250)
    let written: [(arguments: [String], files: [String])] = [
      (["render", call, "-o", "a/x.wav"], ["a/x.wav"]),
      (["import", call, "-o", "b/s.json"], ["b/s.json"]),
      (["render", call, dogs, "-o", "q", "--jobs", "1"], ["q/call.wav", "q/dogs.wav"]),
      (["render", call, "-o", "c/x.wav", "--captions", "vtt", "--timeline", "c/t.json"], ["c/x.wav", "c/x.vtt", "c/t.json"]),
      (["import", call, "-o", "./d/s.json"], ["d/s.json"]),
      (["import", call, "-o", "../up.json"], ["../up.json"]),
      (["import", call, "-o", "e//f/./s.json"], ["e/f/s.json"]),
      (["import", call, "-o", "é/ü.json"], ["é/ü.json"]),
      (["import", call, "-o", work.path + "/g/s.json"], ["g/s.json"]),
      (["import", call, "-o", "h/\(long).json"], ["h/\(long).json"]),
      (["report", call, "-o", "r/p.html", "--audio", "external"], ["r/p.html", "r/p-s1.opus"]),
      (["audit", call, "--write-baseline", "k/b.json"], ["k/b.json"]),
    ]
    for (arguments, files) in written {
      let r = try BinaryRunner.run(arguments, in: work, environment: ["SWIFT_BACKTRACE": "enable=no"])
      #expect([0, 1].contains(r.status), "\(arguments.suffix(2)): \(r.status) \(r.stderr)")
      for file in files { #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent(file).path), "\(file)") }
    }
    let refused: [[String]] = [
      ["import", call, "-o", "t/"], ["import", call, "-o", "\(long)xxxxxx.json"], ["import", call, "-o", "."], ["import", call, "-o", ".."],
      ["import", call, "-o", "/"], ["import", call, "-o", "u//"], ["import", call, "-o", "\(long)/\(long)/\(long)/\(String(repeating: "m/", count: 2000))s.json"],
    ]
    for arguments in refused {
      let r = try BinaryRunner.run(arguments, in: work, environment: ["SWIFT_BACKTRACE": "enable=no"])
      #expect(r.status == 2 && r.stderr.hasPrefix("Error: cannot write ") && r.stderr.split(separator: "\n").count == 1,
              "\(arguments.last!.prefix(40)): \(r.status) \(r.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("t").path))
    #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("u").path))
  }

  /// A profile in a folder given with --voices takes the phrases it lacks from the built-in one of
  /// its language, whatever the folder is called: one named like the built-in profiles' files
  /// ("built-in …") is not taken for them.
  @Test func aVoicesFolderNamedLikeTheBuiltInProfilesIsStillTheUsers() throws {
    let work = try Self.folder()
    defer { try? FileManager.default.removeItem(at: work) }
    let profile = #"{"earshotVoice": 1, "language": "en-US", "espeak": {"voice": "en-us"}, "phrases": {"trait.button": "knob"}}"#
    for folder in ["mine", "built-in mine"] {
      try FileManager.default.createDirectory(at: work.appendingPathComponent(folder), withIntermediateDirectories: true)
      try profile.write(to: work.appendingPathComponent(folder + "/mine.json"), atomically: true, encoding: .utf8)
      let r = try BinaryRunner.run(["transcript", Repository.path("samples/call.json"), "--voices", folder, "--voice", "mine"], in: work)
      #expect(r.status == 0, "\(folder): \(r.stderr)")
      #expect(r.stdout.contains("Keypad, knob"), "\(folder)")
      #expect(r.stderr.contains("mine.json: phrases: missing trait.selected") && r.stderr.contains("taken from the built-in en-US profile"),
              "\(folder): \(r.stderr)")
    }
  }
}
