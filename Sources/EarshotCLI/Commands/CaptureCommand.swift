import EarshotImporters
import EarshotModel
import EarshotOutput
import EarshotReview
import Foundation

/// `earshot capture android|ios`: the screen on a connected device or simulator, through the tool
/// its platform's developers already have (adb, idb), read back as any input is before it is kept.
enum CaptureCommand: Command {
  static let spec = CommandSpec(
    name: "capture",
    abstract: "Capture the screen of a connected Android device (adb) or iOS simulator (idb) as a file Earshot reads.",
    discussion: """
      'android' runs adb: uiautomator dump for the accessibility tree (a uiautomator dump, XML)
      and, with --screenshot, screencap. 'ios' runs idb: ui describe-all --json --nested for the
      tree and, with --screenshot, screenshot. What the tool gives is read as any input is (a
      dump Earshot cannot read is an error naming it) before anything is written, and all the
      outputs of a run are written together or none is. A tool that is not installed, no device,
      or several devices without --serial (--udid) is one line saying what to install or pass.
      """,
    arguments: [ArgumentSpec("PLATFORM", help: "android (adb) or ios (idb).", completion: .values(Platform.allCases.map(\.rawValue)))],
    examples: [
      "earshot capture android -o screen.xml",
      "earshot capture android --serial emulator-5554 -o screen.xml --screenshot screen.png",
      "earshot capture ios --udid 00008110-000A1C2E0E38801E -o screen.json --screenshot screen.png",
    ])

  enum Platform: String, CaseIterable {
    case android, ios
  }

  struct Options: OptionGroup {
    let output = Option<String>("-o", value: "FILE", help: "Where the captured tree goes ('-' for stdout).")
    let screenshot = Option<String>("--screenshot", value: "PNG", help: "Also take a screenshot, as PNG.")
    let serial = Option<String>("--serial", value: "SERIAL", help: "android: the device, as `adb devices` lists it (needed when several are connected).")
      .completing(.none)
    let udid = Option<String>("--udid", value: "UDID", help: "ios: the simulator or device, as `idb list-targets` lists it (needed when several are connected).")
      .completing(.none)
    let progress = ProgressOptions()
  }

  static func validate(_ arguments: Arguments<Options>) throws(CLIError) {
    guard let first = arguments.positionals.first else { throw .usage("missing PLATFORM: give android or ios", command: spec.name) }
    guard let platform = Platform(rawValue: first) else {
      throw .usage(Suggestion.message(unknown: "platform", first, accepted: Platform.allCases.map(\.rawValue)), command: spec.name)
    }
    if arguments.positionals.count > 1 { throw .usage("capture takes one PLATFORM, then options", command: spec.name) }
    if arguments[\.output] == nil { throw .usage("missing -o FILE: where the captured tree goes", command: spec.name) }
    if platform == .android, arguments[\.udid] != nil { throw .usage("--udid names an iOS target; an Android device is named with --serial", command: spec.name) }
    if platform == .ios, arguments[\.serial] != nil { throw .usage("--serial names an Android device; an iOS target is named with --udid", command: spec.name) }
  }

  static func run(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    let platform = Platform(rawValue: arguments.positionals[0])!
    let outputs = Outputs.set(arguments, console: console)
    let tree = try Outputs.add(arguments[\.output]!, to: outputs)
    let shot = try arguments[\.screenshot].map { (path: String) throws(CLIError) in try Outputs.add(path, to: outputs) }
    let capture: (tree: [UInt8], png: [UInt8]?)
    switch platform {
    case .android: capture = try android(serial: arguments[\.serial], screenshot: shot != nil, console: console)
    case .ios: capture = try ios(udid: arguments[\.udid], screenshot: shot != nil, console: console)
    }
    // Read back as any input: what cannot be read is not kept.
    let name = "\(platform == .android ? "adb" : "idb")'s capture"
    let result: ImportResult
    do {
      result = try Importer.read(bytes: capture.tree, file: name, format: platform == .android ? .uiautomator : .idb, keepSource: false)
    } catch {
      throw .input(error)
    }
    for warning in result.warnings { console.warning(warning) }
    if let shot, let png = capture.png {
      _ = try ReportCommand.checkedScreenshot(png, file: "\(platform == .android ? "adb" : "idb")'s screenshot")
      try Outputs.write(png, to: shot)
    }
    try Outputs.write(capture.tree, to: tree)
    try Outputs.commit(outputs)
    console.progress("Captured \(arguments[\.output]!)\(arguments[\.screenshot].map { " and \($0)" } ?? "").")
  }

  // MARK: - Android

  static let adbInstall = "install Android's platform tools (Debian and Ubuntu: apt-get install adb; or the SDK's platform-tools folder) and put adb on PATH"

  /// The dump and screenshot from the one device adb can talk to, or from `serial`.
  static func android(serial: String?, screenshot: Bool, console: Console) throws(CLIError) -> (tree: [UInt8], png: [UInt8]?) {
    let adb = try ExternalTool(name: "adb", install: adbInstall)
    let devices = try adb.run(["devices"], reading: "the devices").text
    let listed = TextLines.split(devices).dropFirst().compactMap { line -> (serial: String, state: String)? in
      let fields = line.split(whereSeparator: { $0 == "\t" || $0 == " " })
      guard fields.count >= 2 else { return nil }
      return (String(fields[0]), String(fields[1]))
    }
    let chosen: String
    if let serial {
      guard let device = listed.first(where: { $0.serial == serial }) else {
        let names = listed.map(\.serial)
        throw .environment("adb has no device \(serial)" + (names.isEmpty ? " (adb devices lists none)" : "; adb devices lists \(names.joined(separator: ", "))"))
      }
      try ready(device)
      chosen = serial
    } else {
      let usable = listed.filter { $0.state == "device" }
      if usable.isEmpty {
        if let other = listed.first { try ready(other) }
        throw .environment("no Android device or emulator is connected (adb devices lists none): connect one with USB debugging on, or start an emulator")
      }
      if usable.count > 1 {
        throw .environment("several Android devices are connected (\(usable.map(\.serial).joined(separator: ", "))): pass --serial with one of them")
      }
      chosen = usable[0].serial
    }
    console.progress("Capturing the screen of \(chosen) with adb…")
    let target = ["-s", chosen]
    let place = "/sdcard/window_dump.xml"
    let dumped = try adb.run(target + ["shell", "uiautomator", "dump", place], reading: "the accessibility tree")
    // uiautomator says why it could not dump on stdout, and adb may still end with 0.
    if let failure = TextLines.split(dumped.text).first(where: { $0.hasPrefix("ERROR") || $0.contains("Exception") }) {
      throw .environment("uiautomator could not dump the screen of \(chosen) (\(UserText.oneLine(String(failure)))): wait until the app is idle (no animation) and run again")
    }
    let tree = try adb.run(target + ["exec-out", "cat", place], reading: "the accessibility tree").bytes
    let png = screenshot ? try adb.run(target + ["exec-out", "screencap", "-p"], reading: "the screenshot").bytes : nil
    return (tree, png)
  }

  /// A listed device adb can use; else what to do about its state.
  private static func ready(_ device: (serial: String, state: String)) throws(CLIError) {
    switch device.state {
    case "device": return
    case "unauthorized":
      throw .environment("device \(device.serial) has not allowed USB debugging from this computer: accept the prompt on the device, then run again")
    case "offline":
      throw .environment("device \(device.serial) is offline: reconnect it (or restart adb: adb kill-server), then run again")
    default:
      throw .environment("device \(device.serial) is \(device.state), not ready for adb: check its connection and USB debugging")
    }
  }

  // MARK: - iOS

  static let idbInstall = "install idb (pip install fb-idb, and brew install idb-companion on the Mac with the simulators) and put idb on PATH"

  static func ios(udid: String?, screenshot: Bool, console: Console) throws(CLIError) -> (tree: [UInt8], png: [UInt8]?) {
    let idb = try ExternalTool(name: "idb", install: idbInstall)
    let target = udid.map { ["--udid", $0] } ?? []
    console.progress("Capturing the screen\(udid.map { " of \($0)" } ?? "") with idb…")
    let tree = try idb.run(["ui", "describe-all", "--json", "--nested"] + target, reading: "the accessibility tree").bytes
    var png: [UInt8]?
    if screenshot {
      // idb writes the screenshot to a file it is given.
      let folder: StagingFolder
      do {
        folder = try StagingFolder()
      } catch {
        throw .output(error)
      }
      defer { folder.remove() }
      let file = folder.file("screen.png")
      _ = try idb.run(["screenshot"] + target + [file], reading: "the screenshot")
      do {
        png = try InputFile.read(file, allowingBinary: true)
      } catch {
        throw .environment("idb took no screenshot: \(error.inputError(what: "screenshot", option: nil).lines().joined(separator: "; "))")
      }
    }
    return (tree, png)
  }
}

/// A program Earshot runs (adb, idb), found on PATH; what it prints on failure is turned into one
/// line saying what to do.
struct ExternalTool {
  let name: String
  let path: String

  init(name: String, install: String) throws(CLIError) {
    self.name = name
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
    guard let found = folders.map({ PathName.joining($0, name) }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
      throw .environment("\(name) is not on PATH: \(install)")
    }
    path = found
  }

  struct Result {
    var bytes: [UInt8]
    var text: String { String(decoding: bytes, as: UTF8.self) }
  }

  /// Runs the tool with `arguments` and returns what it printed; a failure says what it was
  /// `reading` and the tool's own reason, made plain where it is one of the known ones.
  func run(_ arguments: [String], reading what: String) throws(CLIError) -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    let slot: Int?
    do {
      slot = try Cleanup.start(process)
    } catch {
      throw .environment("\(name) could not be started: \(error.localizedDescription)")
    }
    // Both pipes are read while the tool runs, so a large dump cannot fill one and stall it.
    nonisolated(unsafe) var errData = Data()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    Cleanup.unregister(child: slot)
    let stderr = String(decoding: errData, as: UTF8.self)
    guard process.terminationStatus == 0 else {
      throw .environment(ExternalTool.plain(stderr.isEmpty ? String(decoding: outData, as: UTF8.self) : stderr, tool: name, reading: what))
    }
    guard outData.count <= InputLimits.inputBytes else {
      throw .environment("\(name) printed more than \(InputLimits.inputBytes >> 20) MiB for \(what); that is no screen")
    }
    return Result(bytes: Array(outData))
  }

  /// What to do about a failure the tool printed: adb's and idb's own words for no device,
  /// several devices, an unauthorized one, or a target that is not there; else its first line.
  static func plain(_ printed: String, tool: String, reading what: String) -> String {
    let text = printed.lowercased()
    let known: [(String, String)] = [
      ("no devices/emulators found", "no Android device or emulator is connected: connect one with USB debugging on, or start an emulator"),
      ("more than one device/emulator", "several Android devices are connected: pass --serial with one of them (adb devices lists them)"),
      ("unauthorized", "the device has not allowed USB debugging from this computer: accept the prompt on the device, then run again"),
      ("adb: device '", "the device is no longer connected: reconnect it (adb devices lists the ones that are), then run again"),
      ("device offline", "the device is offline: reconnect it (or restart adb: adb kill-server), then run again"),
      ("no udid provided and no companions exist", "no iOS simulator or device is connected to idb: boot a simulator and connect it (idb connect UDID), or pass --udid"),
      ("couldn't find a default companion", "no iOS simulator or device is connected to idb: boot a simulator and connect it (idb connect UDID), or pass --udid"),
      ("multiple companions", "several iOS targets are connected to idb: pass --udid with one of them (idb list-targets lists them)"),
      ("no companion for", "idb has no such target: pass --udid with one that idb list-targets lists"),
    ]
    if let (_, advice) = known.first(where: { text.contains($0.0) }) { return advice }
    let first = TextLines.split(printed).map { $0.trimmingCharacters(in: .whitespaces) }.last(where: { !$0.isEmpty }) ?? "no reason given"
    return "\(tool) could not give \(what): \(UserText.shortened(UserText.oneLine(first), limit: 200))"
  }
}
