import EarshotModel
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Headless Chromium driven through the DevTools protocol over a pipe (`--remote-debugging-pipe`:
/// the browser reads commands on descriptor 3 and answers on 4, one JSON message per NUL).
///
/// Tests wait for what the page does (an event, a promise the page script resolves), never for a
/// stretch of time: the deadline only turns a hang into a failure, so a loaded machine is slower
/// but gives the same answers.
public final class BrowserSession {
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  private var pid: pid_t = 0
  private var toBrowser: Int32 = -1
  private var fromBrowser: Int32 = -1
  private var received: [UInt8] = []
  private var nextID = 1
  private var sessionID: String?
  /// Events that arrived while waiting for something else, oldest first.
  private var events: [JSONValue] = []
  private let profile: URL
  /// How long any one step may take before the test fails instead of hanging.
  public let deadline: Double

  /// Starts the browser with a blank page and attaches to it. `windowSize` is the viewport in CSS pixels.
  public init(windowSize: (width: Int, height: Int) = (1280, 900), deadline: Double = 180) throws {
    guard let executable = HeadlessBrowser.executable else { throw Failure(description: "Chromium is not installed") }
    self.deadline = deadline
    profile = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-cdp-\(UUID().uuidString)")
    var commands: [Int32] = [0, 0], answers: [Int32] = [0, 0]
    guard pipe(&commands) == 0, pipe(&answers) == 0 else { throw Failure(description: "pipe failed") }
    // Only the two ends handed over as descriptors 3 and 4 reach the browser.
    for fd in commands + answers { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    let arguments = [executable, "--headless", "--no-sandbox", "--disable-gpu", "--mute-audio", "--no-first-run",
                     "--hide-scrollbars", "--autoplay-policy=no-user-gesture-required", "--remote-debugging-pipe",
                     "--user-data-dir=\(profile.path)", "--window-size=\(windowSize.width),\(windowSize.height)", "about:blank"]
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
    posix_spawn_file_actions_adddup2(&actions, answers[1], 4)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // A child inherits the signal mask of the thread that starts it; the browser needs its signals.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for a in argv { free(a) } }
    let status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
    Glibc.close(commands[0])
    Glibc.close(answers[1])
    toBrowser = commands[1]
    fromBrowser = answers[0]
    guard status == 0 else { throw Failure(description: "could not start \(executable): \(String(cString: strerror(status)))") }
    let targets = try send("Target.getTargets", session: false)
    guard let page = targets["targetInfos"]?.arrayValue?.first(where: { $0["type"]?.stringValue == "page" }),
          let target = page["targetId"]?.stringValue else {
      throw Failure(description: "the browser has no page to attach to")
    }
    let attached = try send("Target.attachToTarget", ["targetId": .string(target), "flatten": true], session: false)
    sessionID = attached["sessionId"]?.stringValue
    _ = try send("Page.enable")
    _ = try send("Runtime.enable")
  }

  deinit { close() }

  /// Closes the browser and removes its profile.
  public func close() {
    guard pid != 0 else { return }
    _ = try? send("Browser.close", session: false)
    Glibc.close(toBrowser)
    Glibc.close(fromBrowser)
    var status: Int32 = 0
    var waited = false
    for _ in 0..<200 {
      if waitpid(pid, &status, WNOHANG) == pid { waited = true; break }
      usleep(50_000)
    }
    if !waited {
      kill(pid, SIGKILL)
      waitpid(pid, &status, 0)
    }
    pid = 0
    try? FileManager.default.removeItem(at: profile)
  }

  /// Loads `file` and waits for its load event.
  public func open(_ file: URL) throws {
    events.removeAll()
    _ = try send("Page.navigate", ["url": .string(file.absoluteString)])
    _ = try waitForEvent("Page.loadEventFired")
  }

  /// Evaluates `expression` in the page; a promise is awaited. Returns its value as JSON.
  @discardableResult
  public func evaluate(_ expression: String) throws -> JSONValue {
    let result = try send("Runtime.evaluate", ["expression": .string(expression), "awaitPromise": true, "returnByValue": true])
    if let exception = result["exceptionDetails"] {
      let text = exception["exception"]?["description"]?.stringValue ?? exception["text"]?.stringValue ?? "exception"
      throw Failure(description: "the page threw: \(text)")
    }
    return result["result"]?["value"] ?? .null
  }

  /// A click of the left mouse button at page coordinates (CSS pixels from the viewport's corner).
  public func click(x: Double, y: Double) throws {
    for type in ["mousePressed", "mouseReleased"] {
      _ = try send("Input.dispatchMouseEvent", ["type": .string(type), "x": .number(x), "y": .number(y),
                                                "button": "left", "clickCount": 1])
    }
  }

  /// A key pressed and released, as the keyboard sends it ("Tab", "Enter", "ArrowRight", " ").
  public func press(_ key: String, shift: Bool = false) throws {
    let codes: [String: (code: String, keyCode: Int, text: String?)] = [
      "Tab": ("Tab", 9, nil), "Enter": ("Enter", 13, "\r"), " ": ("Space", 32, " "), "Escape": ("Escape", 27, nil),
      "ArrowRight": ("ArrowRight", 39, nil), "ArrowLeft": ("ArrowLeft", 37, nil), "ArrowDown": ("ArrowDown", 40, nil),
      "ArrowUp": ("ArrowUp", 38, nil), "Home": ("Home", 36, nil), "End": ("End", 35, nil),
    ]
    guard let c = codes[key] else { throw Failure(description: "no key code for \(key)") }
    var down = JSONObject([("type", .string(c.text == nil ? "rawKeyDown" : "keyDown")), ("key", .string(key)), ("code", .string(c.code)),
                           ("windowsVirtualKeyCode", .number(Double(c.keyCode))), ("modifiers", .number(shift ? 8 : 0))])
    if let text = c.text { down["text"] = .string(text) }
    _ = try send("Input.dispatchKeyEvent", .object(down))
    _ = try send("Input.dispatchKeyEvent", ["type": "keyUp", "key": .string(key), "code": .string(c.code),
                                            "windowsVirtualKeyCode": .number(Double(c.keyCode)), "modifiers": .number(shift ? 8 : 0)])
  }

  /// A PNG of the page: the viewport, or the rectangle `clip` (CSS pixels, page coordinates).
  public func screenshot(clip: (x: Double, y: Double, width: Double, height: Double)? = nil) throws -> Data {
    var params = JSONObject([("format", "png"), ("captureBeyondViewport", true)])
    if let clip {
      params["clip"] = ["x": .number(clip.x), "y": .number(clip.y), "width": .number(clip.width), "height": .number(clip.height), "scale": 1]
    }
    let result = try send("Page.captureScreenshot", .object(params))
    guard let text = result["data"]?.stringValue, let data = Data(base64Encoded: text) else {
      throw Failure(description: "the browser sent no screenshot")
    }
    return data
  }

  /// Sends one command and returns its result; events that arrive meanwhile are kept for `waitForEvent`.
  @discardableResult
  public func send(_ method: String, _ params: JSONValue = [:], session: Bool = true) throws -> JSONValue {
    let id = nextID
    nextID += 1
    var message = JSONObject([("id", .number(Double(id))), ("method", .string(method)), ("params", params)])
    if session, let sessionID { message["sessionId"] = .string(sessionID) }
    var bytes = Array(JSONWriter.string(.object(message), pretty: false).utf8)
    bytes.append(0)
    var offset = 0
    while offset < bytes.count {
      let n = bytes[offset...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
      guard n > 0 else { throw Failure(description: "the browser closed its pipe (sending \(method))") }
      offset += n
    }
    let end = Date().addingTimeInterval(deadline)
    while true {
      let reply = try nextMessage(until: end, waitingFor: method)
      if reply["id"]?.numberValue == Double(id) {
        if let error = reply["error"] {
          throw Failure(description: "\(method) failed: \(error["message"]?.stringValue ?? "\(error)")")
        }
        return reply["result"] ?? .null
      }
      if reply["method"] != nil { events.append(reply) }
    }
  }

  /// The parameters of every event `method` that has arrived so far, oldest first (those a wait
  /// took are not among them).
  public func events(_ method: String) -> [JSONValue] {
    events.filter { $0["method"]?.stringValue == method }.map { $0["params"] ?? .null }
  }

  /// Waits for the event `method` (one that came earlier counts) and returns its parameters.
  public func waitForEvent(_ method: String) throws -> JSONValue {
    if let i = events.firstIndex(where: { $0["method"]?.stringValue == method }) {
      return events.remove(at: i)["params"] ?? .null
    }
    let end = Date().addingTimeInterval(deadline)
    while true {
      let message = try nextMessage(until: end, waitingFor: method)
      if message["method"]?.stringValue == method { return message["params"] ?? .null }
      if message["method"] != nil { events.append(message) }
    }
  }

  private func nextMessage(until end: Date, waitingFor what: String) throws -> JSONValue {
    while true {
      if let zero = received.firstIndex(of: 0) {
        let message = Array(received[..<zero])
        received.removeSubrange(...zero)
        do {
          return try JSONParser.parse(bytes: message)
        } catch {
          throw Failure(description: "the browser sent something that is not JSON: \(error)")
        }
      }
      let left = end.timeIntervalSinceNow
      guard left > 0 else { throw Failure(description: "no answer from the browser within \(Int(deadline)) s (waiting for \(what))") }
      var descriptor = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(min(left, 1) * 1000))
      if ready <= 0 { continue }
      var chunk = [UInt8](repeating: 0, count: 65536)
      let n = chunk.withUnsafeMutableBytes { read(fromBrowser, $0.baseAddress, $0.count) }
      guard n > 0 else { throw Failure(description: "the browser closed its pipe (waiting for \(what))") }
      received += chunk[..<n]
    }
  }
}
