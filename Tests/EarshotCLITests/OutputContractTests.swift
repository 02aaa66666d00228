import EarshotCLI
import EarshotTestSupport
import Foundation
import Testing

/// The README's output contract, for every command that writes files: all outputs of a run appear
/// together or not at all, an existing file is replaced only on success, no output is an input,
/// and nothing is left behind — whatever fails (a system call made to fail with `EARSHOT_FAIL_C`,
/// a folder in the way, a read-only place) and whatever signal ends the run.
@Suite struct OutputContractTests {
  /// A fresh folder with the existing outputs a run might replace.
  final class Folder {
    let url: URL
    var path: String { url.path }
    init() throws {
      url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("earshot-contract-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
    func write(_ name: String, _ text: String) { _ = FileManager.default.createFile(atPath: file(name), contents: Data(text.utf8)) }
    func file(_ name: String) -> String { url.appendingPathComponent(name).path }
    func read(_ name: String) -> String? { try? String(contentsOfFile: file(name), encoding: .utf8) }
    var entries: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
  }

  /// Each command that writes files, its arguments in a folder, and the outputs it writes there.
  static let writers: [(name: String, arguments: [String], outputs: [String])] = [
    ("render", ["render", Repository.path("samples/call.json"), "-o", "out.wav", "--captions", "vtt", "--timeline", "out.json"],
     ["out.wav", "out.vtt", "out.json"]),
    ("run", ["run", Repository.path("samples/messages.json"), "-e", "next; next", "-o", "run.flac", "--captions", "srt"], ["run.flac", "run.srt"]),
    ("import", ["import", Repository.path("samples/captures/library.txt"), "-o", "screen.json"], ["screen.json"]),
    ("report", ["report", Repository.path("samples/call.json"), "-o", "page.html", "--audio", "external"], ["page.html", "page-s1.opus"]),
    ("listen", ["listen", Repository.path("samples/checkout.json"), "--keys", Repository.path("samples/checkout.keys"), "--goal", "pay",
                "--log", "session.json", "--device", "earshot"], ["session.json"]),
    ("audit", ["audit", Repository.path("samples/checkout.json"), "--write-baseline", "baseline.json"], ["baseline.json"]),
  ]

  func run(_ arguments: [String], in folder: Folder, environment: [String: String] = [:]) throws -> BinaryRunner.Result {
    try BinaryRunner.run(arguments, in: folder.url, environment: environment)
  }

  #if DEBUG
  /// A system call failing at any step of writing leaves every existing output as it was and no temporary.
  @Test(arguments: ["write", "fsync", "rename", "rename@2", "open", "mkdir", "sf_writef_short", "sf_close", "mix_trap"])
  func aFailureAnywhereLeavesTheOldOutputs(_ fault: String) throws {
    for writer in Self.writers {
      if fault.hasPrefix("sf_") || fault == "mix_trap", !["render", "run"].contains(writer.name) { continue }
      if fault == "rename@2", writer.outputs.count < 2 { continue }
      if writer.name == "listen", !LiveAudioSupport.serverRunning { continue }
      let folder = try Folder()
      for output in writer.outputs { folder.write(output, "old \(output)") }
      var arguments = writer.arguments
      if fault == "mkdir" { arguments = arguments.map { writer.outputs.contains($0) ? "new/" + $0 : $0 } }
      let r = try run(arguments, in: folder, environment: ["EARSHOT_FAIL_C": fault, "SWIFT_BACKTRACE": "enable=no"])
      #expect(r.status != 0, "\(writer.name) with \(fault) succeeded")
      if fault != "mix_trap" {
        #expect(r.status == 2, "\(writer.name) with \(fault): \(r.status)")
        let errors = r.stderr.split(separator: "\n").filter { $0.hasPrefix("Error:") }
        #expect(errors.count == 1, "\(writer.name) with \(fault): \(r.stderr)")
        #expect(!r.stderr.contains("NSCocoaErrorDomain") && !r.stderr.contains("check permissions"), "\(r.stderr)")
      }
      for output in writer.outputs { #expect(folder.read(output) == "old \(output)", "\(writer.name) with \(fault): \(output)") }
      #expect(folder.entries == writer.outputs.sorted(), "\(writer.name) with \(fault) left \(folder.entries)")
    }
  }

  @Test func aFullDiskIsSaidToBeAFullDisk() throws {
    let folder = try Folder()
    let r = try run(["import", Repository.path("samples/captures/library.txt"), "-o", "screen.json"], in: folder, environment: ["EARSHOT_FAIL_C": "write"])
    #expect(r.stderr.hasSuffix("\nError: cannot write screen.json: the disk is full (writing it)\n"), "\(r.stderr)")
  }
  #endif

  @Test func everyOutputOfARunAppearsTogether() throws {
    for writer in Self.writers {
      if writer.name == "listen", !LiveAudioSupport.serverRunning { continue }
      let folder = try Folder()
      let r = try run(writer.arguments, in: folder)
      #expect([0, 1].contains(r.status), "\(writer.name): \(r.stderr)")
      #expect(folder.entries == writer.outputs.sorted(), "\(writer.name): \(folder.entries)")
    }
  }

  /// What cannot be written is refused before any work: one line, exit 2, nothing touched.
  @Test func unwritableOutputsAreRefusedFirst() throws {
    for writer in Self.writers {
      if writer.name == "listen", !LiveAudioSupport.serverRunning { continue }
      for output in writer.outputs {
        // A folder in the way: named on the command line, it is refused before any work; the
        // report's audio, named after the page, once it is made.
        let folder = try Folder()
        try FileManager.default.createDirectory(atPath: folder.file(output), withIntermediateDirectories: false)
        let r = try run(writer.arguments, in: folder)
        let error = "Error: cannot write \(output): it is a folder; name a file inside it\n"
        #expect(r.status == 2 && (writer.arguments.contains(output) ? r.stderr.hasPrefix(error) : r.stderr.hasSuffix(error)),
                "\(writer.name): \(r.stderr)")
        #expect(folder.entries == [output], "\(writer.name) left \(folder.entries)")
      }
      // A place no file can be made in, even by root.
      let folder = try Folder()
      let arguments = writer.arguments.map { writer.outputs.contains($0) ? "/proc/earshot/" + $0 : $0 }
      let r = try run(arguments, in: folder)
      #expect(r.status == 2 && r.stderr.hasPrefix("Error: cannot write /proc/earshot/") && r.stderr.split(separator: "\n").count == 1,
              "\(writer.name): \(r.stderr)")
    }
  }

  @Test func anOutputNamingAnInputIsRefused() throws {
    let folder = try Folder()
    let document = folder.file("screen.json")
    try FileManager.default.copyItem(atPath: Repository.path("samples/call.json"), toPath: document)
    let before = folder.read("screen.json")
    for arguments in [["render", document, "-o", "x.wav", "--timeline", document], ["render", document, "-o", "x.wav", "--timeline", "x.wav"],
                      ["import", document, "-o", document], ["run", document, "-e", "next", "-o", "y.wav", "--timeline", "./screen.json"],
                      ["audit", document, "--write-baseline", document]] {
      let r = try run(arguments, in: folder)
      #expect(r.status == 2 && r.stderr.split(separator: "\n").count == 1, "\(arguments): \(r.stderr)")
      #expect(r.stderr.contains("an input of this run") || r.stderr.contains("already an output of this run"), "\(r.stderr)")
    }
    #expect(folder.read("screen.json") == before && folder.entries == ["screen.json"])
  }

  // MARK: - Signals

  static let longScreen: String = {
    let rows = (1...400).map { #"{"type": "button", "text": "Item number \#($0) in a long list", "frame": [0, \#($0 * 50), 300, 44]}"# }
    return #"{"earshot": 1, "root": {"children": [\#(rows.joined(separator: ","))]}}"#
  }()

  /// Starts a render of a long screen and waits until its temporary exists.
  func startLongRender(in folder: Folder, through launcher: String? = nil, environment: [String: String] = [:]) throws -> Process {
    folder.write("long.json", Self.longScreen)
    let process = Process()
    let arguments = ["render", folder.file("long.json"), "-o", folder.file("long.wav"), "--captions", "vtt"]
    if let launcher {
      process.executableURL = URL(fileURLWithPath: launcher)
      process.arguments = [BinaryRunner.executable.path] + arguments
    } else {
      process.executableURL = BinaryRunner.executable
      process.arguments = arguments
    }
    var env = ProcessInfo.processInfo.environment
    for (k, v) in environment { env[k] = v }
    process.environment = env
    process.currentDirectoryURL = folder.url
    process.standardError = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    for _ in 0..<1000 where !folder.entries.contains(where: { $0.hasSuffix(".partial") }) && process.isRunning { usleep(10_000) }
    return process
  }

  @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE])
  func aSignalLeavesNoTemporaryAndNoOutput(_ signal: Int32) throws {
    let folder = try Folder()
    folder.write("long.vtt", "old captions")
    let process = try startLongRender(in: folder)
    #expect(process.isRunning, "the render finished before the signal")
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    // A signal this process ignores, the render inherits and ignores too (as a shell's background job ignores SIGQUIT).
    var inherited = sigaction()
    sigaction(signal, nil, &inherited)
    if unsafeBitCast(inherited.__sigaction_handler.sa_handler, to: Int.self) == 1 {
      #expect(process.terminationReason == .exit && process.terminationStatus == 0)
      #expect(folder.entries == ["long.json", "long.vtt", "long.wav"])
      return
    }
    if signal == SIGQUIT {
      // The Swift runtime answers SIGQUIT with its crash report, and exits in its own way.
      #expect(process.terminationStatus != 0)
    } else {
      #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
    }
    #expect(folder.entries == ["long.json", "long.vtt"])
    #expect(folder.read("long.vtt") == "old captions")
  }

  #if DEBUG
  @Test func aCrashWhileMixingLeavesNoTemporary() throws {
    let folder = try Folder()
    let process = try startLongRender(in: folder, environment: ["EARSHOT_FAIL_C": "mix_trap", "SWIFT_BACKTRACE": "enable=no"])
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(folder.entries == ["long.json"])
  }
  #endif

  @Test func underNohupAHangupIsIgnoredAndTheRenderCompletes() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/nohup") else { return }
    let folder = try Folder()
    let process = try startLongRender(in: folder, through: "/usr/bin/nohup")
    #expect(process.isRunning)
    kill(process.processIdentifier, SIGHUP)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    #expect(folder.entries == ["long.json", "long.vtt", "long.wav"])
  }

  // MARK: - Inputs that are not plain files

  @Test func inputsFromPipesFIFOsAndDevicesAreRead() throws {
    let folder = try Folder()
    let fifo = folder.file("screen.fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    let text = try String(contentsOfFile: Repository.path("samples/call.json"), encoding: .utf8)
    let writer = Thread {
      if let handle = FileHandle(forWritingAtPath: fifo) {
        handle.write(Data(text.utf8))
        try? handle.close()
      }
    }
    writer.start()
    let viaFIFO = try BinaryRunner.run(["transcript", fifo])
    let viaFile = try BinaryRunner.run(["transcript", "samples/call.json"])
    #expect(viaFIFO.status == 0 && viaFIFO.stdout == viaFile.stdout, "\(viaFIFO.stderr)")
    let viaDevice = try BinaryRunner.run(["transcript", "/dev/stdin"], stdin: text)
    #expect(viaDevice.status == 0 && viaDevice.stdout == viaFile.stdout, "\(viaDevice.stderr)")
    let zeros = try BinaryRunner.run(["transcript", "/dev/zero"])
    #expect(zeros.status == 2 && zeros.stderr.contains("is a binary file"), "\(zeros.stderr)")
  }

  @Test func aFolderWhereAFileBelongsIsSaidToBeAFolder() throws {
    let r = earshot("run", Repository.path("samples/call.json"), "--script", Repository.path("samples"))
    #expect(r.status == 2 && r.err.contains("samples: is a directory; give the script itself"), "\(r.err)")
    let keys = earshot("listen", Repository.path("samples/call.json"), "--keys", Repository.path("samples"))
    #expect(keys.status == 2 && keys.err.contains("is a directory; give the key file itself"), "\(keys.err)")
  }
}
