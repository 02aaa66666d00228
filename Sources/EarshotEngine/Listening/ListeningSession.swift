import EarshotModel

/// A screen-curtain listening test: a task, keys standing in for the reader's gestures, and a record
/// of what happened (path, gestures, time to goal, what was heard).
public struct ListeningSession {
  /// What a key press did.
  public enum Outcome: Equatable, Sendable {
    case gesture(Gesture)
    case help
    case repeated
    case quit
    case ignored
    /// The goal was reached: the session is over.
    case reachedGoal(Gesture)
  }

  public private(set) var runner: GestureRunner
  public let task: String?
  /// An element id (activating it completes the task) or a screen id (reaching it does).
  public let goal: String?
  public private(set) var presses: [(key: Key, gesture: Gesture?, time: Int)] = []
  public private(set) var path: [String] = []
  public private(set) var success = false
  public private(set) var ended = false
  public private(set) var endTime = 0
  private var gestureCount = 0

  /// The keys, as `?` speaks them: in the reader's terms (`ReaderTerms.keyHelp`).
  public var keyHelp: String { runner.reader.kind.terms.keyHelp }

  public init(document: Document, reader: any ScreenReader, timing: SpeechTiming, task: String?, goal: String?,
              speakHints: Bool? = nil, earcons: Bool? = nil) {
    runner = GestureRunner(document: document, reader: reader, timing: timing, speakHints: speakHints, earcons: earcons)
    self.task = task
    self.goal = goal
  }

  /// Speaks the task, then shows the screen (its first element is spoken).
  public mutating func begin() {
    var start = 0
    if let task, !task.isEmpty {
      runner.say("Task: \(task)", at: 0, as: "the task")
      start = runner.nextGestureTime
    }
    runner.start(at: start)
    record(path: runner.session.focusedStop)
    checkScreenGoal(at: start)
  }

  /// Handles a key pressed at `time` (milliseconds from the start; by default when speech has finished).
  public mutating func press(_ key: Key, at time: Int? = nil) throws(InputError) -> Outcome {
    guard !ended else { return .ignored }
    let t = time ?? runner.nextGestureTime
    guard let gesture = gesture(for: key) else {
      presses.append((key, nil, t))
      switch key {
      case .character("?"):
        runner.say(keyHelp, at: t, as: "the list of keys")
        return .help
      case .character("."), .character("l"), .character("L"):
        runner.repeatLast(at: t)
        return .repeated
      case .character("q"), .character("Q"), .interrupt:
        end(at: t, success: false)
        return .quit
      default:
        return .ignored
      }
    }
    presses.append((key, gesture, t))
    // A goal that ignores activation (VoiceOver: a dimmed one) is not reached by activating it.
    let activatedGoal = gesture == .activate && goal != nil && runner.session.focusedStop.map {
      $0.element.id == goal && !runner.reader.ignoresActivation(of: $0.element)
    } == true
    try runner.perform(ScriptedGesture(gesture, line: presses.count), at: t, file: "keys")
    gestureCount += 1
    record(path: runner.session.focusedStop)
    if activatedGoal || checkScreenGoal(at: t) {
      end(at: runner.scheduler.idleTime, success: true)
      return .reachedGoal(gesture)
    }
    return .gesture(gesture)
  }

  /// The gesture a key stands for, given what has focus and where the rotor is.
  public func gesture(for key: Key) -> Gesture? {
    let session = runner.session
    switch key {
    case .right: return .next
    case .left: return .previous
    case .up, .down:
      // On an adjustable, up and down adjust it; elsewhere they move with the rotor (swipe down is next).
      if session.focusedStop?.element.isAdjustable == true { return key == .up ? .increment : .decrement }
      return key == .down ? .rotorNext : .rotorPrevious
    case .enter, .space: return .activate
    case .escape: return .escape
    case .home: return .first
    case .end: return .last
    case .tab:
      let settings = session.rotorSettings
      guard !settings.isEmpty else { return nil }
      let index = session.rotor.flatMap { settings.firstIndex(of: $0) }.map { ($0 + 1) % settings.count } ?? 0
      return .rotor(settings[index].scriptName)
    case .character(let c):
      switch c {
      case "r", "R": return .readAll
      case "m", "M": return .magicTap
      default: return nil
      }
    case .interrupt:
      return nil
    }
  }

  /// Replays a key file from the start: each key comes when speech has finished, or `wait S`
  /// after the key before it. Running out of keys before the goal means the tester gave up.
  public mutating func replay(_ strokes: [KeyStroke], file: String) throws(InputError) {
    begin()
    var pendingWait: Int?
    var last = runner.lastGestureTime
    for stroke in strokes {
      guard !ended else { break }
      switch stroke {
      case .wait(let seconds, _):
        pendingWait = Int((seconds * 1000).rounded())
      case .key(let key, let line):
        let t = pendingWait.map { last + $0 } ?? runner.nextGestureTime
        pendingWait = nil
        last = t
        do {
          _ = try press(key, at: t)
        } catch {
          // Name the key file's line, not the gesture count.
          throw InputError(error.diagnostics.map { Diagnostic(.error, file: file, place: "line \(line)", $0.message) })
        }
      }
    }
    if !ended { end(at: runner.scheduler.idleTime, success: false) }
  }

  /// Ends the session (giving up, or after the last key of a replay).
  public mutating func end(at time: Int, success: Bool) {
    guard !ended else { return }
    ended = true
    self.success = success
    endTime = time
  }

  @discardableResult
  private mutating func checkScreenGoal(at time: Int) -> Bool {
    guard let goal, runner.session.screen.id == goal else { return false }
    return true
  }

  /// The path names each element the same way: its id, else its place in the document
  /// (`root.children[4]`), never its words, which could be taken for an id.
  private mutating func record(path stop: Stop?) {
    guard let stop else { return }
    let name = stop.element.key
    if path.last != name { path.append(name) }
  }

  /// The session log: stable keys, times in milliseconds except `seconds`.
  public func log() -> JSONValue {
    var o = JSONObject()
    o["reader"] = .string(runner.reader.kind.name)
    o["task"] = task.map(JSONValue.string) ?? .null
    o["goal"] = goal.map(JSONValue.string) ?? .null
    o["success"] = .bool(success)
    o["gestures"] = .number(Double(gestureCount))
    o["seconds"] = .number((Double(ended ? endTime : runner.scheduler.idleTime) / 100).rounded() / 10)
    o["path"] = .array(path.map(JSONValue.string))
    o["keys"] = .array(presses.map { p in
      ["time": .number(Double(p.time)), "key": .string(p.key.description), "gesture": p.gesture.map { .string($0.description) } ?? .null]
    })
    o["events"] = TimelineFormat.json(runner.timeline())["events"] ?? .array([])
    return .object(o)
  }
}
