import EarshotAudio
import EarshotEngine
import EarshotModel
import EarshotOutput
import Foundation

/// `earshot listen`: a screen-curtain listening test with live audio and the keyboard as gestures.
enum ListenCommand: Command {
  static let spec = CommandSpec(
    name: "listen",
    abstract: "Run a screen-curtain listening test: complete a task by ear, with keys for gestures.",
    discussion: """
      The task is spoken, then the screen. Nothing on screen describes it while the session runs.
      Keys: Right/Left next and previous; Up/Down adjust a value or move with the rotor; Enter or
      Space activate; Tab turn the rotor; Escape back; Home/End first and last; R read all; M magic
      tap; . repeat; ? the keys; Q give up. A new key cuts off speech as VoiceOver does. On an
      Android screen (TalkBack) Up/Down move by the reading control, Tab chooses the next reading
      control (Headings, Controls, Links, Actions), R reads from top, and there is no magic tap.
      The session ends when the goal element is activated (or the goal screen reached) or the
      tester gives up. --keys replays a key file (one key per line, 'wait S' pauses, # comments).
      With --no-audio the replay plays nothing and takes no longer than synthesis: it needs no
      audio server, prints the summary (goal, path, gestures, the seconds the listener would have
      spent) and exits 1 when the goal is not reached, or not --within the seconds given, so a
      listening test can gate CI. --report prints a summary of a saved log.
      """,
    arguments: [ArgumentSpec("FILE", help: SharedOptions.file.help, optional: true)],
    examples: [
      "earshot listen samples/checkout.json --task \"Pay for your order\" --goal pay",
      "earshot listen samples/checkout-legacy.json --task \"Pay for your order\" --goal pay --keys samples/checkout-legacy.keys --log session.json",
      "earshot listen samples/checkout.json --goal pay --keys samples/checkout.keys --no-audio --within 60",
      "earshot listen --report session.json",
    ])

  struct Options: OptionGroup {
    let task = Option<String>("--task", value: "TEXT", help: "The task to complete, spoken at the start.").completing(.none)
    let goal = Option<String>("--goal", value: "ID", help: "The element whose activation (or the screen whose arrival) completes the task.").completing(.none)
    let keys = Option<String>("--keys", value: "KEYFILE", help: "Replay key presses from a file instead of reading the keyboard.").reading()
    let log = Option<String>("--log", value: "FILE", help: "Write the session log (JSON) here.")
    let show = Flag("--show", help: "Show a live caption line for sighted observers.")
    let noAudio = Flag("--no-audio", help: "With --keys: replay at full speed with no audio, print the summary, exit 1 if the goal is not reached.")
    let within = Option<Double>("--within", value: "SECONDS", help: "The goal counts as reached only within this many seconds of listening.",
                                range: InputLimits.loggedSeconds)
    let report = Option<String>("--report", value: "LOG", help: "Print a summary of a session log and exit.").reading()
    let hearing = HearingOptions()
    let input = InputOptions()
    let device = SharedOptions.device
    let progress = ProgressOptions()
  }

  static func validate(_ arguments: Arguments<Options>) throws(CLIError) {
    if arguments[\.report] == nil, arguments.positionals.isEmpty {
      throw .usage("missing FILE: the screen document or capture to listen to", command: spec.name)
    }
    if arguments[\.noAudio], arguments[\.keys] == nil {
      throw .usage("--no-audio replays a key file: give --keys FILE", command: spec.name)
    }
    if arguments[\.noAudio], arguments[\.show] {
      throw .usage("--show captions what plays, and --no-audio plays nothing: give one of them", command: spec.name)
    }
    if arguments[\.within] != nil, arguments[\.goal] == nil {
      throw .usage("--within times the way to the goal: give --goal ID", command: spec.name)
    }
    if let log = arguments[\.log] {
      try Outputs.checkExtension(log, option: "--log", kind: "the session log is JSON", extensions: ["json"], command: spec.name)
    }
  }

  static func run(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    if let report = arguments[\.report] { return try printReport(report, console) }
    let path = arguments.positionals[0]
    let outputs = Outputs.set(arguments, console: console)
    let logOutput = try arguments[\.log].map { (path: String) throws(CLIError) in try Outputs.add(path, to: outputs) }
    // Read the keys first, so a bad key file fails before any sound.
    let strokes = try arguments[\.keys].map { file throws(CLIError) in try keyFile(file, console: console) }
    if strokes == nil, !Terminal.inputIsTerminal {
      throw .environment("listen reads keys from a terminal, and stdin is not one; run it in a terminal, or replay a key file with --keys FILE")
    }
    let hearing = arguments.group(\.hearing)
    let document = try Inputs.document(path, arguments.group(\.input), console: console, screen: .start)
    try Inputs.oneReader(document, file: path, "a listening session is one screen reader's throughout")
    let speaker = try SpeechInputs.speaker(hearing, for: document, file: path)
    if let goal = arguments[\.goal], !document.screens.contains(where: { $0.id == goal || $0.elementsByID()[goal] != nil }) {
      let ids = document.screens.flatMap { Array($0.elementsByID().keys) + ($0.id.map { [$0] } ?? []) }.sorted()
      throw .usage(Suggestion.message(unknown: "goal", goal, accepted: ids) + " (give an element id or a screen id)", command: spec.name)
    }
    let synthesizer = try SpeechInputs.synthesizer(speaker.voice, spokenForms: speaker.reader.spokenForms)
    // Without audio nothing is played: the timeline is still timed by real synthesis.
    let player = arguments[\.noAudio] ? nil : try SpeechInputs.player(
      synthesizer, device: arguments[\.device], command: spec.name,
      otherwise: "listen plays live audio, so start an audio server (PulseAudio), replay a key file with --keys FILE --no-audio, or hear the screen as a file: earshot render \(path) -o out.wav")
    defer { player?.close() }
    let timing = SynthesizedTiming(synthesizer: synthesizer)
    var session = ListeningSession(document: document, reader: speaker.reader, timing: timing, task: arguments[\.task],
                                   goal: arguments[\.goal], speakHints: hearing[\.noHints] ? false : nil,
                                   earcons: hearing[\.noEarcons] ? false : nil)
    let captions = arguments[\.show] ? CaptionLine(console: console) : nil
    if let strokes, let keys = arguments[\.keys] {
      do {
        try session.replay(strokes, file: keys)
      } catch {
        throw .input(error)
      }
      if let player {
        console.progress("Replaying \(strokes.count) key\(strokes.count == 1 ? "" : "s") (\(SpeechInputs.seconds(session.runner.scheduler.idleTime)))…")
        let timeline = session.runner.timeline()
        player.play(timeline)
        captions?.follow(timeline, player: player)
        player.waitUntilDone()
      }
    } else if let player {
      try interactive(&session, player: player, captions: captions, console: console)
    }
    if let error = player?.error { throw .environment(error.description) }
    do {
      try timing.check()
    } catch {
      throw .environment(error.description)
    }
    let log = session.log()
    if let logOutput {
      try Outputs.write(JSONWriter.string(log), to: logOutput)
      try Outputs.commit(outputs)
    }
    if player == nil {
      // The summary is the result of a replay without audio: stdout, as `--report` prints it.
      do {
        console.write(try SessionReport.text(log, file: "session"))
      } catch {
        throw .environment(error.description)
      }
    }
    let seconds = log["seconds"]?.numberValue ?? 0, gestures = Int(log["gestures"]?.numberValue ?? 0)
    if session.goal == nil {
      console.progress("Session over: \(gestures) gestures, \(seconds) seconds.")
      return
    }
    guard session.success else { throw .failure("Task not completed (\(gestures) gestures, \(seconds) seconds).") }
    if let within = arguments[\.within], seconds > within {
      throw .failure("Task completed too slowly: \(SessionReport.format(seconds)) seconds, more than the \(SessionReport.format(within)) allowed (\(gestures) gestures).")
    }
    console.progress("Task complete: \(gestures) gestures, \(seconds) seconds.")
  }

  /// The live session: keys from the terminal, each cutting in at the moment it is pressed.
  private static func interactive(_ session: inout ListeningSession, player: LivePlayer, captions: CaptionLine?,
                                  console: Console) throws(CLIError) {
    let terminal = Terminal()
    try terminal.enterRawMode()
    defer { terminal.restore() }
    // The curtain: one neutral line, nothing about the interface.
    terminal.status("Listening session. Press ? to hear the keys, Q to give up.\r\n")
    let started = DispatchTime.now()
    func now() -> Int { Int((DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1_000_000) }
    session.begin()
    player.play(session.runner.timeline())
    var decoder = KeyDecoder()
    while !session.ended {
      guard let bytes = terminal.read(timeout: 40) else {
        session.end(at: now(), success: false)  // the input closed
        break
      }
      var keys = decoder.feed(bytes)
      if bytes.isEmpty { keys += decoder.flush() }
      for key in keys where !session.ended {
        let t = now()
        let outcome: ListeningSession.Outcome
        do {
          outcome = try session.press(key, at: t)
        } catch {
          throw .environment(error.description)
        }
        if outcome == .ignored { continue }
        if outcome == .quit {
          player.interrupt()
          break
        }
        player.play(session.runner.timeline().remainder(from: t))
      }
      captions?.show(session.runner.timeline(), at: now())
    }
    if session.success { player.waitUntilDone() }
    terminal.status("\r\n")
  }

  private static func keyFile(_ path: String, console: Console) throws(CLIError) -> [KeyStroke] {
    let text = try Inputs.text(path, what: "key file", option: "--keys", console: console)
    do {
      return try KeyFile.parse(text, file: path == "-" ? Inputs.stdinName : path)
    } catch {
      throw .input(error)
    }
  }

  private static func printReport(_ path: String, _ console: Console) throws(CLIError) {
    let data = try Inputs.bytes(path, what: "session log", option: "--report", console: console)
    do {
      let json = try JSONParser.parse(bytes: data)
      console.write(try SessionReport.text(json, file: path))
    } catch let error as JSONSyntaxError {
      throw .input(InputError(file: path, place: "line \(error.line), column \(error.column)", error.message))
    } catch let error as InputError {
      throw .input(error)
    } catch {
      throw .environment("\(error)")
    }
  }
}

/// The `--show` caption line: what is being said now, rewritten in place on stderr.
final class CaptionLine {
  private let console: Console
  private var last = ""

  init(console: Console) { self.console = console }

  /// Shows the speech playing at `time` (milliseconds since the session began).
  func show(_ timeline: HeardTimeline, at time: Int) {
    let event = timeline.events.last { $0.start <= time && $0.kind != .earcon && $0.kind != .screen && !$0.heard.isEmpty }
    // One line, whatever the label holds (a line break would start a caption line of its own).
    let text = event.map { UserText.oneLine($0.kind == .hint ? "(hint) \($0.heard)" : $0.heard) } ?? ""
    guard text != last else { return }
    last = text
    // On a terminal the line is rewritten in place; elsewhere each caption is a line of its own.
    if Terminal.outputIsTerminal {
      console.writeControl("\r\u{1B}[2K")
      console.write(text)
    } else if !text.isEmpty {
      console.print(text)
    }
  }

  /// Follows a timeline as the player plays it from its start.
  func follow(_ timeline: HeardTimeline, player: LivePlayer) {
    while player.isPlaying {
      show(timeline, at: player.position)
      usleep(50_000)
    }
    if Terminal.outputIsTerminal { console.write("\n") }
  }
}
