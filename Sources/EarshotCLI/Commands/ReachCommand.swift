import EarshotEngine
import EarshotModel
import EarshotReview

/// `earshot reach`: what it takes to reach and use each control with VoiceOver, Switch Control,
/// Full Keyboard Access and Voice Control.
enum ReachCommand: Command {
  static let spec = CommandSpec(
    name: "reach",
    abstract: "Count what it takes to reach and use each control with VoiceOver, Switch Control, Full Keyboard Access or Voice Control.",
    discussion: """
      One line per target (every control, each custom action, and views only a touch reaches):
      the steps it takes (gestures, scan steps, keys or spoken commands), the seconds where the
      technology sets the pace, and the route, or why it cannot be reached and what pointing
      (point scanning, Voice Control's grid) costs instead. Switch Control is modelled with
      Apple's defaults (item scanning with auto scanning on one switch, Group Items on, Tap from
      the scanner menu) and a reaction time to each highlight; --switch-settings FILE takes a
      person's own settings, and the output prints what it assumes. Full Keyboard Access moves by
      focus groups; Voice Control by name or number (--voice-control-overlay). Typing and
      scrolling a figure leaves out are said per target. diff and report use the same model.
      docs/REACH.md gives the model, its sources and its assumptions.
      """,
    arguments: [SharedOptions.file],
    examples: [
      "earshot reach samples/checkout.json",
      "earshot reach samples/checkout-legacy.json --with switch-control",
      "earshot reach samples/inbox-actions.json --with switch-control --format json --scan-time 1.5",
      "earshot reach samples/checkout.json --with voice-control --voice-control-overlay item-numbers",
    ])

  /// One technology, or all of them.
  enum Technologies: ArgumentValue {
    case one(ReachTechnology)
    case all

    init?(argument text: String) {
      if text == "all" {
        self = .all
      } else if let technology = ReachTechnology(rawValue: text) {
        self = .one(technology)
      } else {
        return nil
      }
    }

    var argument: String {
      switch self {
      case .one(let technology): return technology.rawValue
      case .all: return "all"
      }
    }

    static var choices: [String]? { ReachTechnology.allCases.map(\.rawValue) + ["all"] }

    var list: [ReachTechnology] {
      switch self {
      case .one(let technology): return [technology]
      case .all: return ReachTechnology.allCases
      }
    }
  }

  struct Options: OptionGroup {
    let with = DefaultedOption<Technologies>("--with", value: "TECHNOLOGY", help: "The technology to count with.", default: .all)
    let format = SharedOptions.format
    let switchControl = SwitchControlOptions()
    let voiceControl = VoiceControlOptions()
    let voice = VoiceOptions()
    let input = InputOptions()
    let progress = ProgressOptions()
  }

  /// Why reach, and Switch Control's scan that `render --with switch-control` speaks, refuse a
  /// screen of a platform whose technologies are not modelled (Android's).
  static func notModelled(_ platform: Platform, _ leftOut: Platform.ReachLeftOut) -> String {
    "reach models iOS's VoiceOver, Switch Control, Full Keyboard Access and Voice Control, and \(platform.name)'s \(leftOut.switchTechnology), \(leftOut.voiceTechnology) and keyboards are not modelled yet; earshot transcript and earshot audit read \(platform.name) screens with \(ScreenReaders.reader(forPlatform: platform).name)"
  }

  static func run(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    let settings = try SwitchControlOptions.settings(arguments.group(\.switchControl))
    let voiceControl = VoiceControlOptions.settings(arguments.group(\.voiceControl))
    let technologies = arguments[\.with].list
    let read = try Inputs.document(arguments.positionals[0], arguments.group(\.input), console: console)
    // The screens of a platform reach does not model (Android's) are left out of a flow, each
    // named; a document of them alone is refused.
    let (document, leftOut) = try Inputs.leavingOutUnmodelledReach(of: read, file: arguments.positionals[0], ReachCommand.notModelled)
    let speaker = try Inputs.speaker(arguments.group(\.voice), for: document, file: arguments.positionals[0])
    let timing = ReachReport.timing(speaker.voice)
    switch arguments[\.format] {
    case .json:
      for (screen, reason) in leftOut { console.error("note: \(Inputs.leftOutNote(screen, reason))") }
      // Handed on a block at a time, not made into a tree of values and one string first; each
      // screen's costs are worked out as they are written, one technology at a time.
      var writer = console.jsonWriter()
      func write(_ screen: Screen) {
        ReachReport.writeJSON(screen: ReachScreen(screen: screen, reader: speaker.reader), technologies: technologies, timing: timing,
                              switchSettings: settings, voiceControlSettings: voiceControl, to: &writer)
      }
      if document.screens.count == 1, leftOut.isEmpty {
        write(document.screens[0])
      } else {
        writer.beginObject()
        writer.key("screens")
        writer.beginArray()
        for screen in document.screens { write(screen) }
        writer.endArray()
        if !leftOut.isEmpty {
          // The screens left out, after the others, with why.
          writer.key("leftOut")
          writer.beginArray()
          for (screen, reason) in leftOut {
            writer.beginObject()
            writer.member("id", screen.id)
            writer.member("title", screen.title)
            writer.member("platform", screen.platform.name)
            writer.member("reason", reason)
            writer.endObject()
          }
          writer.endArray()
        }
        writer.endObject()
      }
      writer.finish()
    case .text:
      let reports = document.screens.map { screen in
        ReachReport(screen: ReachScreen(screen: screen, reader: speaker.reader), technologies: technologies, timing: timing,
                    switchSettings: settings, voiceControlSettings: voiceControl)
      }
      console.write((reports.map { $0.text() } + leftOut.map { Inputs.leftOutNote($0.screen, $0.reason) + "\n" }).joined(separator: "\n"))
    }
  }
}

/// Switch Control's settings that change what scanning costs, for `reach`, `diff`, `report` and
/// `render --with switch-control`: a person's own settings file, then the options over it.
struct SwitchControlOptions: OptionGroup {
  let settingsFile = Option<String>("--switch-settings", value: "FILE", help: "Switch Control settings to cost with, as JSON: scanning (auto or manual), autoScanningTime, pauseOnFirstItem, loops, groupItems, switches, autoTap, reactionTime, grouping, gliding (docs/REACH.md).").reading()
  let scanTime = Option<Double>("--scan-time", value: "SECONDS", help: "Switch Control's Auto Scanning Time (default 1).")
  let pauseOnFirstItem = Option<Double>("--pause-on-first-item", value: "SECONDS", help: "Turn on Switch Control's Pause on First Item for this long.")
  let noGroupItems = Flag("--no-group-items", help: "Switch Control with Group Items off.")

  /// Apple's defaults, the settings file over them, the options over that, checked against
  /// `InputLimits`; a problem is one line naming the file and the setting.
  static func settings(_ arguments: Arguments<SwitchControlOptions>) throws(CLIError) -> SwitchControlSettings {
    var settings = SwitchControlSettings.default
    if let path = arguments[\.settingsFile] {
      let bytes: [UInt8]
      do {
        bytes = try InputFile.read(path)
      } catch {
        throw .input(error.inputError(what: "Switch Control settings file", option: "--switch-settings"))
      }
      let file = InputFile.displayName(path)
      let json: JSONValue
      do {
        json = try JSONParser.parse(bytes: bytes)
      } catch {
        throw .input(InputError(file: file, place: "line \(error.line), column \(error.column)", "\(error.message); --switch-settings takes a JSON object of Switch Control settings"))
      }
      switch SwitchControlSettings.read(json) {
      case .success(let read): settings = read
      case .failure(let problem): throw .input(InputError(file: file, place: problem.place, problem.message))
      }
    }
    if let time = arguments[\.scanTime] { settings.autoScanningTime = time }
    if let pause = arguments[\.pauseOnFirstItem] { settings.pauseOnFirstItem = pause }
    if arguments[\.noGroupItems] { settings.groupItems = false }
    if let problem = settings.problem { throw .usage(problem, command: arguments.command) }
    return settings
  }
}

extension SwitchControlOptions {
  /// Refuses these options and `--voice-control-overlay` with a document holding an Android screen:
  /// they cost Switch Control and Voice Control, which are iOS's, so they would be said to apply
  /// where nothing reads them.
  static func refuseOnAndroid(_ arguments: Arguments<SwitchControlOptions>, overlay: VoiceControlSettings.Overlay,
                              _ inputs: [(file: String, document: Document)]) throws(CLIError) {
    let given = arguments[\.settingsFile] != nil ? "--switch-settings" : arguments[\.scanTime] != nil ? "--scan-time"
      : arguments[\.pauseOnFirstItem] != nil ? "--pause-on-first-item" : arguments[\.noGroupItems] ? "--no-group-items"
      : overlay != .none ? "--voice-control-overlay" : nil
    guard let given else { return }
    for input in inputs {
      try Inputs.refuseUnmodelledReach(in: input.document, file: input.file) { platform, leftOut in
        "\(given) sets what Switch Control or Voice Control costs, and neither is modelled on \(platform.name) screens (\(leftOut.switchTechnology) and \(leftOut.voiceTechnology) are not modelled yet); leave it out"
      }
    }
  }
}

/// Voice Control's Overlay setting, for `reach`, `diff` and `report`.
struct VoiceControlOptions: OptionGroup {
  let overlay = DefaultedOption<VoiceControlSettings.Overlay>("--voice-control-overlay", value: "OVERLAY",
    help: "Voice Control's Overlay setting: item numbers make every control one command.", default: .none)

  static func settings(_ arguments: Arguments<VoiceControlOptions>) -> VoiceControlSettings {
    VoiceControlSettings(overlay: arguments[\.overlay])
  }
}

extension VoiceControlSettings.Overlay: ArgumentValue {}
