import EarshotCLI
import EarshotTestSupport
import Foundation
import Testing

/// The README's output contract, for every output of every command that writes files: all outputs
/// of a run appear together or not at all, an existing file is replaced only on success, no output
/// is an input or another output, and nothing is left behind — whatever fails (a call made to fail
/// with `EARSHOT_FAIL_C`, a folder in the way, a read-only folder) and whatever signal ends the run.
///
/// The commands are rows of `writers`: a command that writes files adds a row, not a test.
@Suite struct OutputContractTests {
  /// A command that writes files, run in a folder of its own.
  struct Writer: Sendable, CustomTestStringConvertible {
    var name: String
    /// Run in the folder; inputs are copied into it first.
    var arguments: [String]
    /// Every file the run writes, relative to the folder.
    var outputs: [String]
    /// Folder name → repository file.
    var inputs: [String: String]
    /// The arguments that name outputs (a file, or the folder a batch writes into).
    var named: [String]
    /// Made through libsndfile and the mixer (so their failures and stops apply).
    var audio = false
    /// Needs an audio server.
    var live = false
    /// Renders in worker processes.
    var workers = false
    /// Commits made in the process before the run's own (a batch rendering in-process commits each input's render first).
    var commitsBefore = 0

    var testDescription: String { name }

    /// The files in a folder before the run: the inputs and every output with old content.
    var existing: [String] { (Array(inputs.keys) + outputs).sorted() }
  }

  static let writers: [Writer] = [
    Writer(name: "render", arguments: ["render", "call.json", "-o", "out.wav", "--captions", "vtt", "--timeline", "out.json"],
           outputs: ["out.wav", "out.vtt", "out.json"], inputs: ["call.json": "samples/call.json"], named: ["out.wav", "out.json"], audio: true),
    Writer(name: "render to Opus, the timeline to stdout", arguments: ["render", "call.json", "-o", "out.opus", "--timeline", "-"],
           outputs: ["out.opus"], inputs: ["call.json": "samples/call.json"], named: ["out.opus"], audio: true),
    Writer(name: "render of a folder", arguments: ["render", "in", "-o", "out", "--captions", "vtt", "--timeline", "tl", "--jobs", "1"],
           outputs: ["out/call.wav", "out/call.vtt", "out/dogs.wav", "out/dogs.vtt", "tl/call.json", "tl/dogs.json"],
           inputs: ["in/call.json": "samples/call.json", "in/dogs.json": "samples/dogs.json"], named: ["out", "tl"], audio: true,
           commitsBefore: 2),
    Writer(name: "render of a folder in worker processes", arguments: ["render", "in", "-o", "out", "--audio-format", "flac", "--jobs", "2"],
           outputs: ["out/call.flac", "out/dogs.flac"], inputs: ["in/call.json": "samples/call.json", "in/dogs.json": "samples/dogs.json"],
           named: ["out"], audio: true, workers: true),
    Writer(name: "run", arguments: ["run", "messages.json", "-e", "next; next", "-o", "run.flac", "--captions", "srt", "--timeline", "run.json"],
           outputs: ["run.flac", "run.srt", "run.json"], inputs: ["messages.json": "samples/messages.json"], named: ["run.flac", "run.json"],
           audio: true),
    Writer(name: "import", arguments: ["import", "library.txt", "-o", "screen.json"], outputs: ["screen.json"],
           inputs: ["library.txt": "samples/captures/library.txt"], named: ["screen.json"]),
    Writer(name: "report", arguments: ["report", "call.json", "-o", "page.html"], outputs: ["page.html"],
           inputs: ["call.json": "samples/call.json"], named: ["page.html"]),
    Writer(name: "report with its audio beside it", arguments: ["report", "call.json", "-o", "page.html", "--audio", "external"],
           outputs: ["page.html", "page-s1.opus"], inputs: ["call.json": "samples/call.json"], named: ["page.html"]),
    Writer(name: "report comparing two versions",
           arguments: ["report", "--compare", "old.json", "new.json", "-o", "cmp.html", "--audio", "external", "--audio-format", "mp3"],
           outputs: ["cmp.html", "cmp-s1-before.mp3", "cmp-s1-after.mp3"],
           inputs: ["old.json": "samples/checkout-legacy.json", "new.json": "samples/checkout.json"], named: ["cmp.html"]),
    Writer(name: "listen", arguments: ["listen", "checkout.json", "--keys", "checkout.keys", "--goal", "pay", "--log", "session.json",
                                       "--device", "earshot"],
           outputs: ["session.json"], inputs: ["checkout.json": "samples/checkout.json", "checkout.keys": "samples/checkout.keys"],
           named: ["session.json"], live: true),
    Writer(name: "audit", arguments: ["audit", "checkout.json", "--write-baseline", "baseline.json"], outputs: ["baseline.json"],
           inputs: ["checkout.json": "samples/checkout.json"], named: ["baseline.json"]),
    Writer(name: "audit of a folder", arguments: ["audit", "in", "--write-baseline", "baseline.json"], outputs: ["baseline.json"],
           inputs: ["in/call.json": "samples/call.json", "in/dogs.json": "samples/dogs.json"], named: ["baseline.json"]),
  ]

  /// The writers this machine can run.
  static var runnable: [Writer] { writers.filter { !$0.live || LiveAudioSupport.serverRunning } }

  /// A fresh folder holding a writer's inputs, and a private temporary folder for the run.
  final class Folder {
    let url: URL
    let temporary: URL
    var path: String { url.path }
    /// Where a started run's stderr goes.
    var errors: URL { url.deletingLastPathComponent().appendingPathComponent("stderr") }

    init(for writer: Writer, oldOutputs: Bool = true) throws {
      let base = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("earshot-contract-\(UUID().uuidString)")
      url = base.appendingPathComponent("work")
      temporary = base.appendingPathComponent("tmp")
      for folder in [url, temporary] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
      chmod(temporary.path, 0o777)
      for (name, source) in writer.inputs {
        try FileManager.default.createDirectory(at: url.appendingPathComponent(name).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repository.path(source), toPath: file(name))
      }
      if oldOutputs { for output in writer.outputs { try write(output, "old \(output)") } }
    }

    deinit {
      chmodAll(0o755)
      try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
    }

    func write(_ name: String, _ text: String) throws {
      try FileManager.default.createDirectory(at: url.appendingPathComponent(name).deletingLastPathComponent(), withIntermediateDirectories: true)
      #expect(FileManager.default.createFile(atPath: file(name), contents: Data(text.utf8)))
    }

    func file(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Every file and folder in the folder, with its content (nil for a folder).
    var snapshot: [String: Data?] {
      var result: [String: Data?] = [:]
      let enumerator = FileManager.default.enumerator(atPath: path)
      while let name = enumerator?.nextObject() as? String {
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: file(name), isDirectory: &isFolder)
        result[name] = isFolder.boolValue ? nil : FileManager.default.contents(atPath: file(name))
      }
      return result
    }

    /// What was left in the run's temporary folder.
    var leftInTemporary: [String] { (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [] }

    func chmodAll(_ mode: mode_t) {
      chmod(path, mode)
      let enumerator = FileManager.default.enumerator(atPath: path)
      while let name = enumerator?.nextObject() as? String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: file(name), isDirectory: &isFolder), isFolder.boolValue { chmod(file(name), mode) }
      }
    }
  }

  static func run(_ writer: Writer, _ arguments: [String]? = nil, in folder: Folder, environment: [String: String] = [:]) throws -> BinaryRunner.Result {
    var env = environment
    env["TMPDIR"] = folder.temporary.path
    env["SWIFT_BACKTRACE"] = "enable=no"
    return try BinaryRunner.run(arguments ?? writer.arguments, in: folder.url, environment: env)
  }

  /// A run that could not write: exit 2, one `Error:` line for each input it stopped (one for a
  /// single input), each naming an output, nothing else on stdout than nothing.
  static func expectRefused(_ r: BinaryRunner.Result, _ writer: Writer, _ what: String, naming outputs: [String]? = nil) {
    #expect(r.status == 2, "\(writer.name), \(what): exit \(r.status): \(r.stderr)")
    let errors = r.stderr.split(separator: "\n").filter { $0.hasPrefix("Error:") }
    #expect(errors.count >= 1, "\(writer.name), \(what): \(r.stderr)")
    if !writer.workers && writer.commitsBefore == 0 { #expect(errors.count == 1, "\(writer.name), \(what): \(r.stderr)") }
    for line in errors {
      #expect((outputs ?? writer.outputs + writer.named).contains { line.contains("cannot write \($0)") || line.contains("cannot write ./\($0)") },
              "\(writer.name), \(what): \(line)")
      #expect(!line.contains("NSCocoaErrorDomain") && !line.contains("/tmp/") && !line.contains(".partial"), "\(writer.name), \(what): \(line)")
    }
    if writer.arguments.contains("-") { #expect(r.stdout.isEmpty, "\(writer.name), \(what): a text output reached stdout: \(r.stdout.prefix(200))") }
  }

  @Test(arguments: runnable)
  func everyOutputOfARunAppearsTogether(_ writer: Writer) throws {
    let folder = try Folder(for: writer)
    let before = folder.snapshot
    let r = try Self.run(writer, in: folder)
    #expect([0, 1].contains(r.status), "\(writer.name): \(r.stderr)")
    let after = folder.snapshot
    #expect(Set(after.keys) == Set(before.keys), "\(writer.name): \(after.keys.sorted())")
    for output in writer.outputs { #expect(after[output] != before[output], "\(writer.name): \(output) was not replaced") }
    #expect(folder.leftInTemporary.isEmpty, "\(writer.name) left \(folder.leftInTemporary)")
  }

  // MARK: - Failures

  /// The `EARSHOT_FAIL_C` faults that apply to a writer: every file call, a commit failing half-way
  /// (with and without hard links), and for audio libsndfile's calls and a crash while mixing.
  static func faults(for writer: Writer) -> [String] {
    var faults = ["open", "write", "fsync", "close", "rename", "mkdir"]
    // Renames made before the run's own commit (each input's render in a batch run in-process).
    let before = writer.commitsBefore * (writer.outputs.count / writer.commitsBefore.clamped(1))
    if writer.outputs.count > 1 { faults += ["rename@\(before + 2)", "link,rename@\(before + 2)", "link,rename@\(before + 4)"] }
    if writer.audio { faults += ["sf_open", "sf_writef_short", "sf_close", "mix_trap"] }
    // Audio outputs are written by libsndfile, and a batch moves whole files: no `write` of theirs fails.
    if writer.workers || writer.name.hasPrefix("render to Opus") { faults.removeAll { $0 == "write" } }
    return faults
  }

  static let faultCases: [(Writer, String)] = runnable.flatMap { writer in faults(for: writer).map { (writer, $0) } }

  #if DEBUG
  /// A call failing at any step leaves every existing output as it was and nothing behind.
  @Test(arguments: faultCases)
  func aFailureAnywhereLeavesEveryOutputAsItWas(_ writer: Writer, _ fault: String) throws {
    let folder = try Folder(for: writer, oldOutputs: fault != "mkdir")
    var arguments = writer.arguments
    // A folder to be made for the outputs.
    if fault == "mkdir" { arguments = arguments.map { writer.named.contains($0) ? "new/" + $0 : $0 } }
    let before = folder.snapshot
    let r = try Self.run(writer, arguments, in: folder, environment: ["EARSHOT_FAIL_C": fault])
    if fault == "mix_trap" {
      // The process crashes; a batch outlives its crashed workers and says so (exit 2).
      #expect(r.status != 0 && (r.status != 2 || writer.workers), "\(writer.name) with \(fault): \(r.status) \(r.stderr)")
    } else {
      Self.expectRefused(r, writer, fault, naming: fault == "mkdir" ? writer.outputs.map { "new/" + $0 } + writer.named.map { "new/" + $0 } : nil)
      #expect(!r.stderr.contains("check permissions") || fault == "open" || fault == "mkdir", "\(r.stderr)")
    }
    #expect(folder.snapshot == before, "\(writer.name) with \(fault) changed \(folder.snapshot.keys.sorted())")
    #expect(folder.leftInTemporary.isEmpty, "\(writer.name) with \(fault) left \(folder.leftInTemporary)")
  }

  @Test func aFullDiskIsSaidToBeAFullDisk() throws {
    let writer = Self.writers.first { $0.name == "import" }!
    let folder = try Folder(for: writer, oldOutputs: false)
    let r = try Self.run(writer, in: folder, environment: ["EARSHOT_FAIL_C": "write"])
    #expect(r.stderr.hasSuffix("\nError: cannot write screen.json: the disk is full (writing it)\n"), "\(r.stderr)")
  }
  #endif

  static let outputCases: [(Writer, String)] = runnable.flatMap { writer in writer.outputs.map { (writer, $0) } }

  /// A folder where an output goes: one line naming it, exit 2, nothing touched.
  @Test(arguments: outputCases)
  func aFolderInTheWayOfAnyOutputIsRefused(_ writer: Writer, _ output: String) throws {
    let folder = try Folder(for: writer)
    try FileManager.default.removeItem(atPath: folder.file(output))
    try FileManager.default.createDirectory(atPath: folder.file(output), withIntermediateDirectories: false)
    let before = folder.snapshot
    let r = try Self.run(writer, in: folder)
    Self.expectRefused(r, writer, "a folder at \(output)", naming: [output])
    #expect(r.stderr.contains("Error: cannot write \(output): it is a folder; name a file inside it\n"), "\(writer.name): \(r.stderr)")
    #expect(!r.stderr.contains("Synthesizing") && !r.stderr.contains("Rendering"), "\(writer.name) worked first: \(r.stderr)")
    #expect(folder.snapshot == before)
    #expect(folder.leftInTemporary.isEmpty, "\(writer.name) left \(folder.leftInTemporary)")
  }

  /// A folder that cannot be written in: refused before any work. Root writes anywhere, so as root
  /// the run drops to the nobody user.
  @Test(arguments: runnable)
  func aReadOnlyFolderIsRefusedFirst(_ writer: Writer) throws {
    let folder = try Folder(for: writer)
    folder.chmodAll(0o555)
    let before = folder.snapshot
    let quoted = writer.arguments.map { "'\($0)'" }.joined(separator: " ")
    let asUser = geteuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
    // The nobody user may not reach the build folder (a checkout in a private folder): it runs a
    // copy of the binary beside the test's folder, which it can reach.
    var binary = "$(command -v earshot)"
    if geteuid() == 0 {
      let bin = folder.url.deletingLastPathComponent().appendingPathComponent("bin")
      try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
      try BinaryRunner.place(at: bin.appendingPathComponent("earshot"))
      binary = bin.appendingPathComponent("earshot").path
    }
    let r = try BinaryRunner.shell("\(asUser)\"\(binary)\" \(quoted)", in: folder.url,
                                   environment: ["TMPDIR": folder.temporary.path, "LC_ALL": "C.UTF-8"])
    Self.expectRefused(r, writer, "a read-only folder")
    #expect(r.stderr.contains("is not writable (check its permissions, or choose another place)"), "\(writer.name): \(r.stderr)")
    #expect(!r.stderr.contains("Synthesizing") && !r.stderr.contains("Rendering"), "\(writer.name) worked first: \(r.stderr)")
    #expect(folder.snapshot == before)
    #expect(folder.leftInTemporary.isEmpty)
  }

  /// A place no file can be made in, even by root: refused before any work.
  @Test(arguments: runnable)
  func aPlaceWhereNothingCanBeMadeIsRefusedFirst(_ writer: Writer) throws {
    // A folder that cannot be made there, and a folder that is there but takes no file.
    for place in ["/proc/earshot/", "/proc/"] {
      let folder = try Folder(for: writer)
      let before = folder.snapshot
      let arguments = writer.arguments.map { writer.named.contains($0) ? place + $0 : $0 }
      let r = try Self.run(writer, arguments, in: folder)
      #expect(r.status == 2 && r.stderr.hasPrefix("Error: cannot write \(place)") && r.stderr.split(separator: "\n").count == 1,
              "\(writer.name): \(r.stderr)")
      #expect(!r.stderr.contains("Synthesizing") && !r.stderr.contains("Rendering"), "\(writer.name) worked first: \(r.stderr)")
      #expect(folder.snapshot == before)
      #expect(folder.leftInTemporary.isEmpty)
    }
  }

  /// An output named as an input of the run, or as another of its outputs: refused before any work.
  @Test(arguments: runnable)
  func anOutputNamingAnInputOrAnotherOutputIsRefused(_ writer: Writer) throws {
    let folder = try Folder(for: writer)
    let before = folder.snapshot
    let input = writer.arguments.first { writer.inputs.keys.contains($0) || $0 == "in" }!
    var cases: [(arguments: [String], error: String)] = []
    // A batch may write new files into its input folder (never over a file there): its timeline
    // folder is the input folder here, so the timelines would replace the inputs.
    for named in writer.named where writer.outputs.contains(named) || named == "tl" {
      cases.append((writer.arguments.map { $0 == named ? input : $0 }, "an input of this run"))
      cases.append((writer.arguments.map { $0 == named ? "./" + input : $0 }, "an input of this run"))
      // Two batches' folders may be one: the files in it have their own names.
      for other in writer.named where other != named && writer.outputs.contains(named) {
        cases.append((writer.arguments.map { $0 == named ? other : $0 }, "already an output of this run"))
      }
    }
    for (arguments, error) in cases {
      let r = try Self.run(writer, arguments, in: folder)
      // Or, first, that the name is not one the output takes (render's audio, report's page).
      #expect(r.status == 2 && r.stderr.hasPrefix("Error: ") && (r.stderr.contains(error) || r.stderr.contains("\nSee 'earshot help")),
              "\(writer.name) \(arguments): \(r.stderr)")
      #expect(folder.snapshot == before, "\(writer.name) \(arguments)")
    }
    #expect(folder.leftInTemporary.isEmpty)
  }

  @Test func sideFilesThatCollideAreRefused() throws {
    let writer = Self.writers[0]
    let folder = try Folder(for: writer)
    try FileManager.default.createSymbolicLink(atPath: folder.file("link.json"), withDestinationPath: "call.json")
    let before = folder.snapshot
    // A timeline named as the captions is refused for its name before it could collide.
    let named = try Self.run(writer, ["render", "call.json", "-o", "x.wav", "--captions", "vtt", "--timeline", "x.vtt"], in: folder)
    #expect(named.status == 2 && named.stderr.hasPrefix("Error: --timeline x.vtt: the timeline is JSON"), "\(named.stderr)")
    for arguments in [["render", "call.json", "-o", "call.wav", "--timeline", "call.json"],
                      ["run", "call.json", "-e", "next", "-o", "y.wav", "--timeline", "./call.json"],
                      // The input reached through a link.
                      ["render", "call.json", "-o", "z.wav", "--timeline", "link.json"]] {
      let r = try Self.run(writer, arguments, in: folder)
      #expect(r.status == 2 && r.stderr.split(separator: "\n").count == 1, "\(arguments): \(r.stderr)")
    }
    #expect(folder.snapshot == before)
  }

  @Test func sideFilesWithoutTheAudioAreRefused() throws {
    for side in [["--timeline", "t.json"], ["--captions", "vtt"]] {
      let r = earshot(["run", Repository.path("samples/messages.json"), "-e", "next"] + side)
      #expect(r.status == 2 && r.err.contains("writes beside the audio; give -o OUT.wav"), "\(r.err)")
    }
  }

  @Test func aBaselineIsNotWrittenWhenAnInputFails() throws {
    var writer = Self.writers.first { $0.name == "audit of a folder" }!
    writer.inputs["in/broken.json"] = "samples/captures/library.txt"
    let folder = try Folder(for: writer)
    try folder.write("in/broken.json", #"{"root": "#)
    let before = folder.snapshot
    let r = try Self.run(writer, in: folder)
    #expect(r.status == 2 && r.stderr.contains("Wrote no baseline"), "\(r.stderr)")
    #expect(folder.snapshot == before)
  }

  // MARK: - Signals

  /// The process's state letter in /proc (T when stopped, Z when ended), nil when gone.
  static func state(_ pid: pid_t) -> Character? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return nil }
    return stat[stat.index(close, offsetBy: 2)]
  }

  /// The live children of `pid`.
  static func children(of pid: pid_t) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { pid_t($0) }.filter { child in
      guard let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
      let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
      return fields.count > 1 && pid_t(fields[1]) == pid && fields[0] != "Z"
    }
  }

  /// Waits (however long a busy machine takes, within a generous bound against a hang) until
  /// `condition` holds; false if the process ended first.
  static func wait(for process: Process, until condition: () -> Bool) -> Bool {
    for _ in 0..<60_000 {
      if condition() { return true }
      if !process.isRunning { return false }
      usleep(5_000)
    }
    return false
  }

  /// Starts `writer` with every signal at its default (as a shell started it), stopping itself at
  /// `stop` (`EARSHOT_FAIL_C`), through `launcher` when given (nohup).
  /// With `runtimeReport`, `SWIFT_BACKTRACE` is unset, so the Swift runtime reports crashes as it
  /// does by default, as in a user's run.
  static func start(_ writer: Writer, in folder: Folder, stop: String, launcher: [String] = [], runtimeReport: Bool = false) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // The stops are debug hooks: the binary built with the tests has them.
    process.arguments = ["--default-signal"] + launcher + [BinaryRunner.built.path] + writer.arguments
    var env = BinaryRunner.environment(["EARSHOT_FAIL_C": stop, "TMPDIR": folder.temporary.path])
    env["SWIFT_BACKTRACE"] = runtimeReport ? nil : "enable=no"
    process.environment = env
    process.currentDirectoryURL = folder.url
    process.standardInput = FileHandle.nullDevice
    _ = FileManager.default.createFile(atPath: folder.errors.path, contents: nil)
    process.standardError = try FileHandle(forWritingTo: folder.errors)
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    return process
  }

  static let signalNames: [Int32: String] = [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGQUIT: "SIGQUIT", SIGUSR1: "SIGUSR1",
                                             SIGUSR2: "SIGUSR2", SIGALRM: "SIGALRM", SIGPIPE: "SIGPIPE"]

  struct SignalCase: Sendable, CustomTestStringConvertible {
    var writer: Writer
    var stop: String
    var signal: Int32
    var testDescription: String { "\(writer.name), \(signalNames[signal]!) at \(stop)" }
  }

  /// Every signal while the audio is being mixed (its temporary open) and just before the commit
  /// (every temporary complete) of a render; for every other writer, one signal each, in turn, before
  /// its commit; in worker processes, each signal to the batch while its workers mix.
  static let signalCases: [SignalCase] = {
    let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGALRM, SIGPIPE]
    var cases: [SignalCase] = []
    for signal in signals + [SIGQUIT, SIGUSR2] {
      cases.append(SignalCase(writer: writers[0], stop: "mix_stop", signal: signal))
      cases.append(SignalCase(writer: writers[0], stop: "commit_stop", signal: signal))
    }
    for (n, writer) in runnable.dropFirst().enumerated() where !writer.workers {
      cases.append(SignalCase(writer: writer, stop: "commit_stop@\(writer.commitsBefore + 1)", signal: signals[n % signals.count]))
    }
    for writer in runnable where writer.workers {
      for signal in signals { cases.append(SignalCase(writer: writer, stop: "mix_stop", signal: signal)) }
    }
    return cases
  }()

  #if DEBUG
  @Test(arguments: signalCases)
  func aSignalLeavesEveryOutputAsItWasAndNothingBehind(_ c: SignalCase) throws {
    let folder = try Folder(for: c.writer)
    let before = folder.snapshot
    let process = try Self.start(c.writer, in: folder, stop: c.stop)
    let pid = process.processIdentifier
    let stopped = Self.wait(for: process) {
      c.writer.workers ? Self.children(of: pid).filter { Self.state($0) == "T" }.count == 2 : Self.state(pid) == "T"
    }
    #expect(stopped, "\(c.testDescription): the run ended before it stopped")
    let workers = Self.children(of: pid)
    kill(pid, c.signal)
    kill(pid, SIGCONT)
    process.waitUntilExit()
    let errors = (try? String(contentsOf: folder.errors, encoding: .utf8)) ?? ""
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == c.signal,
            "\(c.testDescription): ended by \(process.terminationReason == .exit ? "exit" : "signal") \(process.terminationStatus): \(errors)")
    // The workers ended with the batch, before it cleaned up.
    #expect(workers.allSatisfy { Self.state($0) == nil || Self.state($0) == "Z" }, "\(c.testDescription): workers left running")
    #expect(folder.snapshot == before, "\(c.testDescription) changed \(folder.snapshot.keys.sorted())")
    #expect(folder.leftInTemporary.isEmpty, "\(c.testDescription) left \(folder.leftInTemporary)")
  }

  /// Whether `process` ends within a minute (far more than a signal takes on the busiest machine;
  /// a bound against a hang); one still running is killed.
  static func ends(_ process: Process) -> Bool {
    for _ in 0..<12_000 where process.isRunning { usleep(5_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return process.terminationStatus != SIGKILL || process.terminationReason != .uncaughtSignal
  }

  /// What no run's stderr may hold: a crash report, or the line of a crash.
  static func crashReport(in errors: String) -> Bool {
    ["Backtrac", "Registers", "Thread 0", "crashed", "Program crashed"].contains { errors.contains($0) }
  }

  /// SIGQUIT (Ctrl-\\) and the signals of a crash sent with `kill`, to a run whose Swift runtime
  /// reports crashes as a user's does: the run ends like Ctrl-C, by that signal, with no crash
  /// report, no core file and nothing left behind, and never hangs.
  @Test(arguments: [SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGSYS])
  func aQuitOrACrashSignalSentWithKillEndsTheRunLikeCtrlC(_ signal: Int32) throws {
    let writer = Self.writers[0]
    let folder = try Folder(for: writer)
    let before = folder.snapshot
    let process = try Self.start(writer, in: folder, stop: "mix_stop", runtimeReport: true)
    let pid = process.processIdentifier
    #expect(Self.wait(for: process) { Self.state(pid) == "T" }, "signal \(signal): the run ended before it stopped")
    kill(pid, signal)
    kill(pid, SIGCONT)
    #expect(Self.ends(process), "signal \(signal): still running a minute after it")
    let errors = (try? String(contentsOf: folder.errors, encoding: .utf8)) ?? ""
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal,
            "signal \(signal): ended by \(process.terminationReason == .exit ? "exit" : "signal") \(process.terminationStatus): \(errors.prefix(300))")
    #expect(!Self.crashReport(in: errors), "signal \(signal): \(errors.prefix(300))")
    #expect(folder.snapshot == before, "signal \(signal) changed \(folder.snapshot.keys.sorted())")
    #expect(folder.leftInTemporary.isEmpty, "signal \(signal) left \(folder.leftInTemporary)")
  }

  /// A crash (here made on purpose while mixing) ends the process with one line of its own and
  /// exit 70, never the runtime's report of threads and registers, and leaves nothing behind.
  @Test func aCrashEndsWithOneLineAndExit70() throws {
    let writer = Self.writers[0]
    let folder = try Folder(for: writer)
    let before = folder.snapshot
    let process = try Self.start(writer, in: folder, stop: "mix_trap", runtimeReport: true)
    #expect(Self.ends(process), "still running a minute after the crash")
    let errors = (try? String(contentsOf: folder.errors, encoding: .utf8)) ?? ""
    #expect(process.terminationReason == .exit && process.terminationStatus == 70, "\(process.terminationStatus): \(errors.prefix(300))")
    let lines = errors.split(separator: "\n")
    #expect(lines.last == "Error: earshot crashed (SIGILL, an internal error); please report it with the command that caused it"
              || lines.last == "Error: earshot crashed (SIGTRAP, an internal error); please report it with the command that caused it",
            "\(errors.prefix(300))")
    #expect(!["Backtrac", "Registers", "Thread 0"].contains { errors.contains($0) }, "\(errors.prefix(300))")
    #expect(folder.snapshot == before)
    #expect(folder.leftInTemporary.isEmpty, "left \(folder.leftInTemporary)")
  }

  /// A run killed with SIGKILL cannot clean up: the private folder it was rendering in stays in
  /// the temporary folder, and the next run removes it (only it: a live run's folder, and anything
  /// not named as ours, stay).
  @Test func theNextRunClearsWhatAKilledRunLeft() throws {
    let writer = Self.writers.first { $0.name == "render of a folder" }!
    let folder = try Folder(for: writer)
    let process = try Self.start(writer, in: folder, stop: "mix_stop")
    #expect(Self.wait(for: process) { Self.state(process.processIdentifier) == "T" })
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    let left = folder.leftInTemporary
    #expect(left.count == 1 && left[0].hasPrefix("earshot-\(process.processIdentifier)-"), "\(left)")
    // Not ours: another program's folder of the same shape, held by a live process (this one),
    // and a file.
    let others = ["earshot-\(getpid())-abcdef", "earshot-notes", "earshot-1-x"]
    for name in others { try FileManager.default.createDirectory(atPath: folder.temporary.appendingPathComponent(name).path, withIntermediateDirectories: false) }
    let r = try Self.run(writer, ["transcript", "in/call.json"], in: folder)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(folder.leftInTemporary.sorted() == others.sorted(), "\(folder.leftInTemporary)")
  }

  @Test func underNohupAHangupIsIgnoredAndTheRenderCompletes() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/nohup") else { return }
    let writer = Self.writers[0]
    let folder = try Folder(for: writer, oldOutputs: false)
    let process = try Self.start(writer, in: folder, stop: "mix_stop", launcher: ["/usr/bin/nohup"])
    #expect(Self.wait(for: process) { Self.state(process.processIdentifier) == "T" })
    kill(process.processIdentifier, SIGHUP)
    kill(process.processIdentifier, SIGCONT)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    #expect(Set(folder.snapshot.keys) == Set(writer.existing))
  }

  /// A signal that comes before a run has registered anything to clean up (here, while it waits
  /// for its input) ends it as the signal would: the handler's tables were made when it was
  /// installed, so the handler allocates nothing, whatever the interrupted thread was doing.
  @Test func aSignalBeforeAnythingIsRegisteredEndsTheRun() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["--default-signal", BinaryRunner.executable.path, "transcript", "-"]
    process.environment = BinaryRunner.environment([:])
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { try? input.fileHandleForWriting.close() }
    let pid = process.processIdentifier
    // Blocked reading descriptor 0 (system call 0 on x86-64, `read`): its handlers are installed by then.
    #if arch(x86_64)
      let reading = "0 0x0 "
    #else
      let reading = "63 0x0 "
    #endif
    #expect(Self.wait(for: process) {
      (try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8))?.hasPrefix(reading) == true
    }, "the run ended before it read its input")
    kill(pid, SIGINT)
    #expect(Self.ends(process), "still running a minute after SIGINT")
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT)
  }
  #endif

  // MARK: - Inputs that are not plain files

  @Test func inputsFromPipesFIFOsAndDevicesAreRead() throws {
    let folder = try Folder(for: Self.writers[0], oldOutputs: false)
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

extension Int {
  fileprivate func clamped(_ low: Int) -> Int { Swift.max(self, low) }
}
