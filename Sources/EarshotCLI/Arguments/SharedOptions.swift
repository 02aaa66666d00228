import EarshotEngine
import EarshotImporters
import EarshotModel

/// How a command reads its input file: the format (detected unless given), for a flow, the screen,
/// and an Android screen's density. Every command that reads a screen document or capture holds this group.
public struct InputOptions: OptionGroup {
  public let format = Option<CaptureFormat>("--input-format", value: "FORMAT", help: "Read the input as this format instead of detecting it.")
  public let screen = Option<String>("--screen", value: "ID", help: "For a flow, use only the screen with this id (with a gesture script: start on it).").completing(.none)
  public let density = Option<Double>("--density", value: "PIXELS_PER_DP", help: "An Android screen's pixels per dp, `adb shell wm density` ÷ 160 (2.75 for 440 dpi), instead of the estimate from a capture's width or a document's own \"density\"; iOS screens (in points) ignore it.",
                                      range: InputLimits.density)
  public let known = Option<String>(knownWarnings, value: "FILE", help: "Warnings to accept: not shown when FILE lists them, one per line as printed (with or without 'warning: ', or without the file to accept it for every file).").reading()
  public let writeKnown = Option<String>(writeKnownWarnings, value: "FILE", help: "Write every warning of the run to FILE, for --known-warnings to accept them from then on.")
  static let knownWarnings = "--known-warnings", writeKnownWarnings = "--write-known-warnings"
  public init() {}
}

/// The voice profile to speak with and the screen reader to hear.
public struct VoiceOptions: OptionGroup {
  public let voice = Option<String>("--voice", value: "NAME", help: "Voice profile to speak with (see `earshot voices`); default: the profile of the document's language, else en-US.").completing(.voices)
  public let reader = Option<ReaderChoice>("--reader", value: "READER", help: "The screen reader to hear (see `earshot voices`); default: the one of the document's platform (VoiceOver for iOS). A capture made for both platforms (Flutter, React Native) is read for this reader's; `both` hears it with each reader: each one's transcript (transcript) or audio (render, OUT-voiceover.wav and OUT-talkback.wav), one audit of both readings, each by its platform's rules (audit), or the two compared (diff and report --compare, given the file twice).")
  public let voices = SharedOptions.voices
  public init() {}
}

/// What shapes what is heard, for the commands that time or play speech.
public struct HearingOptions: OptionGroup {
  public let voice = VoiceOptions()
  public let rate = Option<Int>("--rate", value: "WPM", help: "Speaking rate in words per minute (80–450); overrides the profile's.",
                                range: 80...450, unit: "words per minute")
  public let noHints = SharedOptions.noHints
  public let noEarcons = Flag("--no-earcons", help: "Leave out the earcons (focus, screen change, boundary, activation tones).")
  public init() {}
}

/// A gesture script, from a file or inline.
public struct ScriptOptions: OptionGroup {
  public let file = Option<String>("--script", value: "SCRIPT", help: "A gesture script: one gesture per line (see `earshot help run`), played instead of a swipe through every stop.").reading()
  public let inline = Option<String>("-e", value: "GESTURES", help: "Gestures given inline, separated by ';' (instead of --script).").completing(.none)
  public init() {}

  /// Whether a script was given either way.
  static func given(_ arguments: Arguments<ScriptOptions>) -> Bool {
    arguments[\.file] != nil || arguments[\.inline] != nil
  }

  /// A script is given one way, not both.
  static func validate(_ arguments: Arguments<ScriptOptions>, command: String) throws(CLIError) {
    if arguments[\.file] != nil, arguments[\.inline] != nil { throw .usage("give --script or -e, not both", command: command) }
  }
}

/// What is heard, for the commands that play a screen or a gesture script: the input, how it
/// is spoken and the script.
public struct SpeechOptions: OptionGroup {
  public let hearing = HearingOptions()
  public let input = InputOptions()
  public let script = ScriptOptions()
  public init() {}
}

/// For commands that do long work: no progress on stderr.
public struct ProgressOptions: OptionGroup {
  public let quiet = Flag("--quiet", short: "q", help: "Show no progress, notes or warnings on stderr (errors still show).")
  public init() {}
}

/// Many inputs at once: files and folders, in parallel, and a stable share of them for one of
/// several CI machines.
public struct BatchOptions: OptionGroup {
  public let jobs = Option<Int>("--jobs", short: "j", value: "N", help: "Work on N inputs at once (default: the number of cores).",
                                range: 1...256)
  public let shard = Option<Shard>("--shard", value: "K/N", help: "Take only the K-th of N shares of the inputs (each input always falls in the same share), so N machines split the work.")
    .completing(.none)
  public init() {}
}

/// Single options several commands hold, declared once.
public enum SharedOptions {
  public static let format = DefaultedOption<OutputFormat>("--format", help: "Output format.", default: .text)
  public static let voices = Option<String>("--voices", value: "DIR", help: "Also read voice profiles from DIR (they override built-in ones of the same name).").completing(.directories).reading()
  public static let noHints = Flag("--no-hints", help: "Leave out hints, as with VoiceOver's Speak Hints off (TalkBack's Speak usage hints off).")
  public static let device = Option<String>("--device", value: "NAME", help: "Play on this PulseAudio sink or ALSA device instead of the default.").completing(.none)
  public static let file = ArgumentSpec("FILE", help: "The screen to read: \(Importer.accepted); '-' reads stdin.")
  public static let files = ArgumentSpec("FILE", help: "The screens to read: \(Importer.accepted); or folders, searched for them; '-' reads stdin.",
                                         repeating: true)
}
