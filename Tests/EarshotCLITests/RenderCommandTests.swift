import EarshotCLI
import EarshotTestSupport
import Foundation
import Testing

@Suite("earshot render")
struct RenderCommandTests {
  func directory(_ name: String = #function) -> URL {
    let url = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("earshot-render-\(name.filter(\.isLetter))-\(UUID().uuidString.prefix(8))")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("renders a sample with captions and a timeline, progress on stderr, paths on stdout")
  func rendersSample() throws {
    let dir = directory()
    let out = dir.appendingPathComponent("checkout.wav").path
    let timeline = dir.appendingPathComponent("checkout.json").path
    let r = earshot("render", Repository.path("samples/checkout.json"), "-o", out, "--captions", "vtt", "--timeline", timeline)
    #expect(r.status == 0, "\(r.err)")
    #expect(r.err.contains("Synthesizing 15 stops…"))
    #expect(r.err.contains("Rendered ") && r.err.contains(" s of audio"))
    let vtt = dir.appendingPathComponent("checkout.vtt").path
    #expect(r.out == "\(out)\n\(vtt)\n\(timeline)\n")
    #expect(try String(contentsOfFile: vtt, encoding: .utf8).hasPrefix("WEBVTT\n\n1\n00:00:00."))
    #expect(FileManager.default.fileExists(atPath: timeline))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).count == 3)
  }

  @Test("--spoken captions show the words the voice says; without --captions it is refused")
  func spokenCaptions() throws {
    let dir = directory()
    let out = dir.appendingPathComponent("trip.wav").path
    let r = earshot("render", Repository.path("samples/trip.json"), "-o", out, "--captions", "vtt", "--spoken")
    #expect(r.status == 0, "\(r.err)")
    let vtt = try String(contentsOfFile: dir.appendingPathComponent("trip.vtt").path, encoding: .utf8)
    #expect(vtt.contains("Departs 9 oh 5"))
    #expect(!vtt.contains("09:05"))
    let refused = earshot("render", Repository.path("samples/trip.json"), "-o", dir.appendingPathComponent("again.wav").path, "--spoken")
    #expect(refused.status == 2)
    #expect(refused.err.contains("add --captions vtt or --captions srt"))
  }

  @Test("--with switch-control renders Switch Control's Speech option: one auto-scanning pass, each item cut off by the next highlight")
  func switchControlScan() throws {
    let dir = directory()
    let out = dir.appendingPathComponent("scan.wav").path
    let timeline = dir.appendingPathComponent("scan.json").path
    let r = earshot("render", Repository.path("samples/checkout.json"), "-o", out, "--with", "switch-control", "--scan-time", "1.5",
                    "--captions", "vtt", "--timeline", timeline)
    #expect(r.status == 0, "\(r.err)")
    #expect(r.err.contains("Synthesizing Switch Control's scan (auto scanning, 1.5 s per item, Group Items on"))
    let vtt = try String(contentsOfFile: dir.appendingPathComponent("scan.vtt").path, encoding: .utf8)
    // The three product rows are one group (navigationStyle combined), then Notifications, then Pay.
    #expect(vtt.contains("00:00:01.500 --> ") && vtt.contains("\nNotifications\n") && vtt.contains("00:00:03.000 --> ") && vtt.contains("\nPay\n"))
    #expect(try String(contentsOfFile: timeline, encoding: .utf8).contains("\"interrupted\": true"))
    let script = earshot("render", Repository.path("samples/checkout.json"), "-o", out, "--with", "switch-control", "-e", "next")
    #expect(script.status == 2 && script.err.contains("takes no gesture script"))
    let bad = earshot("render", Repository.path("samples/checkout.json"), "-o", out, "--with", "switch-control", "--scan-time", "0")
    #expect(bad.status == 2 && bad.err.contains("auto scanning time: 0 is out of range"))
  }

  @Test("render writing a file never connects to the audio server")
  func noAudioServerForFiles() throws {
    let dir = directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    // A listening socket stands in for the PulseAudio server; no connection may arrive.
    let socketPath = dir.appendingPathComponent("pulse").path
    let server = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #expect(server >= 0)
    defer { close(server) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (i, byte) in socketPath.utf8.prefix(raw.count - 1).enumerated() { raw[i] = byte }
    }
    let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(server, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
    #expect(bound == 0 && listen(server, 8) == 0)
    _ = fcntl(server, F_SETFL, fcntl(server, F_GETFL) | O_NONBLOCK)
    let r = try BinaryRunner.run(["render", "samples/checkout.json", "-o", dir.appendingPathComponent("a.wav").path],
                                 environment: ["PULSE_SERVER": "unix:" + socketPath])
    #expect(r.status == 0, "\(r.stderr)")
    let connection = accept(server, nil, nil)
    if connection >= 0 { close(connection) }
    #expect(connection < 0, "render connected to the audio server")
  }

  @Test("SRT captions, FLAC output, the rate and the voice are honoured")
  func options() throws {
    let dir = directory()
    let slow = dir.appendingPathComponent("slow.flac").path
    let fast = dir.appendingPathComponent("fast.flac").path
    let a = earshot("render", Repository.path("samples/call.json"), "-o", slow, "--rate", "120", "--captions", "srt")
    let b = earshot("render", Repository.path("samples/call.json"), "-o", fast, "--rate", "300", "--voice", "en-GB")
    #expect(a.status == 0 && b.status == 0, "\(a.err)\(b.err)")
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("slow.srt").path))
    let slowSize = try FileManager.default.attributesOfItem(atPath: slow)[.size] as! Int
    let fastSize = try FileManager.default.attributesOfItem(atPath: fast)[.size] as! Int
    #expect(slowSize > fastSize)
  }

  @Test("a gesture script is rendered as `run` hears it, cut-off speech included")
  func script() throws {
    let dir = directory()
    let out = dir.appendingPathComponent("paying.wav").path
    let r = earshot("render", Repository.path("samples/checkout.json"), "-o", out, "--captions", "vtt",
                    "-e", "next; wait 0.4; next; activate")
    #expect(r.status == 0, "\(r.err)")
    #expect(r.err.contains("Synthesizing 4 gestures…"))
    let vtt = try String(contentsOfFile: dir.appendingPathComponent("paying.vtt").path, encoding: .utf8)
    #expect(vtt.contains("Checkout, heading"))
    let run = earshot("run", Repository.path("samples/checkout.json"), "-e", "next; wait 0.4; next; activate")
    #expect(run.out.contains("CUT OFF"), "the quick swipe cuts into speech: \(run.out)")
    let bad = earshot("render", Repository.path("samples/checkout.json"), "-o", out, "-e", "jump")
    #expect(bad.status == 2 && bad.err.contains("jump"))
  }

  @Test("usage errors exit 2 with one clear line", arguments: [
    (["-o", "x.aac"], "the output must end in .wav, .flac, .ogg, .opus or .mp3"),
    ([], "missing -o OUT"),
    (["-o", "x.wav", "--rate", "20"], "--rate takes words per minute from 80 to 450"),
    (["-o", "x.wav", "--captions", "ass"], "--captions accepts vtt, srt, not 'ass'"),
    (["-o", "x.wav", "--voice", "en-UX"], "no voice profile named \"en-UX\""),
  ])
  func usageErrors(extra: [String], message: String) {
    let captured = CapturedOutput()
    let status = Earshot.main(["render", Repository.path("samples/call.json")] + extra,
                              console: Console(out: captured.out, err: captured.err))
    let r = (status: status, out: captured.stdout, err: captured.stderr)
    #expect(r.status == 2)
    #expect(r.err.contains(message), "\(r.err)")
    #expect(r.out.isEmpty)
  }

  @Test("a missing input file is an input error naming it")
  func missingInput() {
    let r = earshot("render", "nowhere.json", "-o", directory().appendingPathComponent("x.wav").path)
    #expect(r.status == 2 && r.err.contains("nowhere.json") && r.err.contains("no such file"))
  }

  @Test("an unwritable output is an error naming it, and nothing is written")
  func unwritableOutput() {
    let file = directory().appendingPathComponent("notes").path
    #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
    let out = file + "/x.wav"
    let r = earshot("render", Repository.path("samples/call.json"), "-o", out)
    #expect(r.status == 2)
    #expect(r.err == "Error: cannot write \(out): \(file) is a file, not a folder\n", "\(r.err)")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test("a profile whose espeak-ng voice is not installed is an input error")
  func missingEspeakVoice() throws {
    let voices = directory()
    try #"{"earshotVoice": 1, "extends": "en-US", "espeak": {"voice": "xx-nowhere"}}"#
      .write(to: voices.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
    let r = earshot("render", Repository.path("samples/call.json"), "-o", voices.appendingPathComponent("x.wav").path,
                    "--voices", voices.path, "--voice", "broken")
    #expect(r.status == 2)
    #expect(r.err.contains("espeak-ng has no voice \"xx-nowhere\""), "\(r.err)")
    #expect(r.err.split(separator: "\n").count == 1)
  }

  @Test("an interrupted render (Ctrl-C) leaves neither the output nor a temporary")
  func interrupted() throws {
    let dir = directory()
    let rows = (1...400).map { #"{"type": "button", "text": "Item number \#($0) in a long list", "frame": [0, \#($0 * 50), 300, 44]}"# }
    let screen = dir.appendingPathComponent("long.json")
    try #"{"earshot": 1, "root": {"children": [\#(rows.joined(separator: ","))]}}"#.write(to: screen, atomically: true, encoding: .utf8)
    let out = dir.appendingPathComponent("long.wav").path
    let process = Process()
    // Started with SIGINT's default action: a suite run in the background (nohup, `&`) hands its
    // children an ignored SIGINT, which earshot rightly keeps ignored.
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["--default-signal", BinaryRunner.executable.path, "render", screen.path, "-o", out]
    process.environment = BinaryRunner.environment([:])
    process.standardError = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    // Wait until the temporary file exists, then interrupt as Ctrl-C would.
    func partial() -> Bool { ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).contains { $0.hasSuffix(".partial") } }
    for _ in 0..<400 where !partial() && process.isRunning { usleep(10_000) }
    #expect(process.isRunning, "the render finished before it could be interrupted")
    process.interrupt()
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["long.json"])
  }

  #if DEBUG
  @Test("a write that fails half way leaves the existing output untouched and no temporary")
  func failedWriteKeepsExisting() throws {
    let dir = directory()
    let out = dir.appendingPathComponent("x.wav").path
    try "previous render".write(toFile: out, atomically: true, encoding: .utf8)
    let r = try BinaryRunner.run(["render", Repository.path("samples/call.json"), "-o", out],
                                 environment: ["EARSHOT_FAIL_C": "sf_writef_short"])
    #expect(r.status == 2)
    #expect(r.stderr.contains("x.wav"), "\(r.stderr)")
    #expect(try String(contentsOfFile: out, encoding: .utf8) == "previous render")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["x.wav"])
  }

  /// `EARSHOT_FAIL_C` is read in one place for the file system's calls and the C libraries':
  /// `name@N` fails only the N-th call of a library function too.
  @Test("the N-th call of a library function fails alone")
  func nthLibraryCallFails() throws {
    let dir = directory()
    let out = dir.appendingPathComponent("x.wav").path
    let second = try BinaryRunner.run(["render", Repository.path("samples/call.json"), "-o", out],
                                      environment: ["EARSHOT_FAIL_C": "sf_writef_short@2"])
    #expect(second.status == 2 && second.stderr.contains("x.wav"), "\(second.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    let never = try BinaryRunner.run(["render", Repository.path("samples/call.json"), "-o", out],
                                     environment: ["EARSHOT_FAIL_C": "sf_writef_short@1000000"])
    #expect(never.status == 0, "\(never.stderr)")
    #expect(FileManager.default.fileExists(atPath: out))
  }
  #endif
}
