import EarshotTestSupport
import Foundation
import Testing

/// `earshot capture` against stand-ins for adb and idb (`StandIns/`) put first on PATH, which
/// replay genuine captures and answer with the real tools' failure messages.
@Suite struct CaptureCommandTests {
  static let standIns = Repository.path("Tests/EarshotCLITests/StandIns")
  static let png = Repository.path("samples/captures/Library.vodesign/Frame/screen.png")
  static let androidCorpus = Repository.androidCorpus.appendingPathComponent("android-uiautomator-xml").path
  static let iosCorpus = Repository.corpus.appendingPathComponent("idb-describe-json").path

  static func captures(_ folder: String, _ ext: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(ext) }.sorted()
  }

  func folder() throws -> URL {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("earshot-capture-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  func capture(_ arguments: [String], in folder: URL, _ environment: [String: String]) throws -> BinaryRunner.Result {
    var env = environment
    env["PATH"] = environment["PATH"] ?? Self.standIns + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    return try BinaryRunner.run(["capture"] + arguments, in: folder, environment: env)
  }

  func files(_ folder: URL) -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() }

  /// Each genuine capture comes out as the tool gave it, with the screenshot, when Earshot reads
  /// it; when Earshot refuses it (an empty capture), the capture fails the same way and writes nothing.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: androidCorpus), "no Android corpus"))
  func everyGenuineUiautomatorDumpIsCaptured() throws {
    let names = Self.captures(Self.androidCorpus, ".xml")
    #expect(!names.isEmpty)
    for name in names {
      let source = Self.androidCorpus + "/" + name
      let folder = try folder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let r = try capture(["android", "-o", "screen.xml", "--screenshot", "screen.png"], in: folder,
                          ["STANDIN_DEVICES": "emulator-5554 device", "STANDIN_DUMP": source, "STANDIN_PNG": Self.png])
      let imported = try BinaryRunner.run(["import", source, "--quiet"])
      #expect(r.status == imported.status, "\(name): \(r.stderr)")
      if r.status == 0 {
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("screen.xml").path) == FileManager.default.contents(atPath: source))
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("screen.png").path) == FileManager.default.contents(atPath: Self.png))
        #expect(r.stderr.contains("Captured screen.xml and screen.png."))
      } else {
        #expect(files(folder).isEmpty && r.stderr.contains("Error: adb's capture: "), "\(name): \(r.stderr)")
      }
    }
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: iosCorpus), "no iOS corpus"))
  func everyGenuineIdbDescriptionIsCaptured() throws {
    let names = Self.captures(Self.iosCorpus, ".json")
    #expect(!names.isEmpty)
    var refused = 0
    for name in names {
      let source = Self.iosCorpus + "/" + name
      let folder = try folder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let r = try capture(["ios", "-o", "screen.json", "--screenshot", "screen.png", "--udid", "U1"], in: folder,
                          ["STANDIN_TARGETS": "U1;U2", "STANDIN_DUMP": source, "STANDIN_PNG": Self.png])
      let imported = try BinaryRunner.run(["import", source, "--quiet"])
      #expect(r.status == imported.status, "\(name): \(r.stderr)")
      if r.status == 0 {
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("screen.json").path) == FileManager.default.contents(atPath: source))
        #expect(files(folder) == ["screen.json", "screen.png"])
      } else {
        refused += 1
        #expect(files(folder).isEmpty && r.stderr.contains("Error: idb's capture: ") && r.stderr.contains("the capture is empty"), "\(name): \(r.stderr)")
      }
    }
    // The corpus holds captures of a wedged app and of the wrong process, which no run may keep.
    #expect(refused < names.count)
  }

  /// Each way adb fails is one line saying what to do, exit 2, and nothing written.
  @Test func adbFailuresSayWhatToDo() throws {
    let dump = Repository.path("samples/android/checkout.xml")
    let cases: [([String], [String: String], String)] = [
      ([], ["PATH": "/nonexistent"], "Error: adb is not on PATH: install Android's platform tools (Debian and Ubuntu: apt-get install adb; or the SDK's platform-tools folder) and put adb on PATH\n"),
      ([], [:], "Error: no Android device or emulator is connected (adb devices lists none): connect one with USB debugging on, or start an emulator\n"),
      ([], ["STANDIN_DEVICES": "emulator-5554 device;R58M12ABCDE device"],
       "Error: several Android devices are connected (emulator-5554, R58M12ABCDE): pass --serial with one of them\n"),
      ([], ["STANDIN_DEVICES": "R58M12ABCDE unauthorized"],
       "Error: device R58M12ABCDE has not allowed USB debugging from this computer: accept the prompt on the device, then run again\n"),
      ([], ["STANDIN_DEVICES": "R58M12ABCDE offline"], "Error: device R58M12ABCDE is offline: reconnect it (or restart adb: adb kill-server), then run again\n"),
      (["--serial", "emulator-5556"], ["STANDIN_DEVICES": "emulator-5554 device"],
       "Error: adb has no device emulator-5556; adb devices lists emulator-5554\n"),
      // Gone between `adb devices` and the dump: adb's own words, made plain.
      ([], ["STANDIN_DEVICES": "emulator-5554 device", "STANDIN_LOST": "1"],
       "Error: the device is no longer connected: reconnect it (adb devices lists the ones that are), then run again\n"),
      ([], ["STANDIN_DEVICES": "emulator-5554 device", "STANDIN_DUMP_OUTPUT": "ERROR: could not get idle state."],
       "Error: uiautomator could not dump the screen of emulator-5554 (ERROR: could not get idle state.): wait until the app is idle (no animation) and run again\n"),
      // What the tool gives is read as any input: a screenshot that is no PNG, a tree that is no dump.
      ([], ["STANDIN_DEVICES": "emulator-5554 device", "STANDIN_PNG": dump],
       "Error: adb's screenshot: is not a PNG image; --screenshot takes a PNG of the screen\n"),
      ([], ["STANDIN_DEVICES": "emulator-5554 device", "STANDIN_DUMP": Repository.path("samples/checkout.json")], "Error: adb's capture: "),
    ]
    for (arguments, environment, message) in cases {
      let folder = try folder()
      defer { try? FileManager.default.removeItem(at: folder) }
      var env = ["STANDIN_DUMP": dump, "STANDIN_PNG": Self.png]
      for (k, v) in environment { env[k] = v }
      let r = try capture(["android", "-o", "screen.xml", "--screenshot", "screen.png", "--quiet"] + arguments, in: folder, env)
      #expect(r.status == 2 && r.stderr.hasPrefix(message), "\(environment): \(r.stderr)")
      #expect(files(folder).isEmpty, "\(environment)")
    }
    // With --serial, one of several.
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let chosen = try capture(["android", "--serial", "R58M12ABCDE", "-o", "screen.xml", "--quiet"], in: folder,
                             ["STANDIN_DEVICES": "emulator-5554 device;R58M12ABCDE device", "STANDIN_DUMP": dump])
    #expect(chosen.status == 0 && files(folder) == ["screen.xml"], "\(chosen.stderr)")
  }

  @Test func idbFailuresSayWhatToDo() throws {
    let dump = Repository.path("samples/captures/library-idb.json")
    let cases: [([String], [String: String], String)] = [
      ([], ["PATH": "/nonexistent"], "Error: idb is not on PATH: install idb (pip install fb-idb, and brew install idb-companion on the Mac with the simulators) and put idb on PATH\n"),
      ([], [:], "Error: no iOS simulator or device is connected to idb: boot a simulator and connect it (idb connect UDID), or pass --udid\n"),
      ([], ["STANDIN_TARGETS": "U1;U2"], "Error: several iOS targets are connected to idb: pass --udid with one of them (idb list-targets lists them)\n"),
      (["--udid", "U3"], ["STANDIN_TARGETS": "U1;U2"], "Error: idb has no such target: pass --udid with one that idb list-targets lists\n"),
    ]
    for (arguments, environment, message) in cases {
      let folder = try folder()
      defer { try? FileManager.default.removeItem(at: folder) }
      var env = ["STANDIN_DUMP": dump, "STANDIN_PNG": Self.png]
      for (k, v) in environment { env[k] = v }
      let r = try capture(["ios", "-o", "screen.json", "--screenshot", "screen.png", "--quiet"] + arguments, in: folder, env)
      #expect(r.status == 2 && r.stderr == message, "\(environment): \(r.stderr)")
      #expect(files(folder).isEmpty)
    }
  }

  @Test func usageErrorsComeFirst() {
    let cases: [([String], String)] = [
      (["capture"], "missing PLATFORM: "),
      (["capture", "andriod", "-o", "x.xml"], "unknown platform \"andriod\"; did you mean \"android\"?"),
      (["capture", "android"], "missing -o FILE"),
      (["capture", "android", "-o", "x.xml", "--udid", "U1"], "--udid names an iOS target"),
      (["capture", "ios", "-o", "x.json", "--serial", "S"], "--serial names an Android device"),
    ]
    for (arguments, message) in cases {
      let r = earshot(arguments)
      #expect(r.status == 2 && r.err.contains(message), "\(arguments): \(r.err)")
    }
  }
}
