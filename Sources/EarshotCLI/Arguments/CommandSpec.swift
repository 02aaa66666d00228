/// An option a command accepts: a flag (`--no-hints`) or an option with a value (`--format json`).
public struct OptionSpec: Sendable {
  public var name: String
  public var short: Character?
  /// The value's placeholder in help (`NAME`, `text|json`); nil for a flag.
  public var valueName: String?
  public var help: String
  /// Accepted values, checked when parsing; nil accepts any.
  public var choices: [String]?
  public var defaultValue: String?

  public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(name: name, short: short, valueName: nil, help: help, choices: nil, defaultValue: nil)
  }

  public static func option(_ name: String, short: Character? = nil, value: String, help: String,
                            choices: [String]? = nil, default defaultValue: String? = nil) -> OptionSpec {
    OptionSpec(name: name, short: short, valueName: value, help: help, choices: choices, defaultValue: defaultValue)
  }

  public var isFlag: Bool { valueName == nil }
}

/// A positional argument.
public struct ArgumentSpec: Sendable {
  public var name: String
  public var help: String
  public var optional: Bool
  public var repeating: Bool

  public init(_ name: String, help: String, optional: Bool = false, repeating: Bool = false) {
    self.name = name
    self.help = help
    self.optional = optional
    self.repeating = repeating
  }
}

/// Everything help, usage and parsing need to know about a subcommand.
public struct CommandSpec: Sendable {
  public var name: String
  /// One sentence, ending in a period.
  public var abstract: String
  public var discussion: String?
  public var arguments: [ArgumentSpec]
  public var options: [OptionSpec]
  /// Complete example command lines.
  public var examples: [String]

  public init(name: String, abstract: String, discussion: String? = nil, arguments: [ArgumentSpec] = [],
              options: [OptionSpec] = [], examples: [String]) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options + [.flag("--help", short: "h", help: "Show help for this command.")]
    self.examples = examples
  }
}

/// Options several commands share, declared once.
public enum CommonOptions {
  public static let voice = OptionSpec.option("--voice", value: "NAME", help: "Voice profile to speak with (see `earshot voices`).", default: "en-US")
  public static let voices = OptionSpec.option("--voices", value: "DIR", help: "Also read voice profiles from DIR (they override built-in ones of the same name).")
  public static let noHints = OptionSpec.flag("--no-hints", help: "Leave out hints, as with VoiceOver's Speak Hints off.")
  public static let screen = OptionSpec.option("--screen", value: "ID", help: "For a flow, use only the screen with this id.")
  public static let inputFormat = OptionSpec.option(
    "--input-format", value: "FORMAT", help: "Read FILE as this format instead of detecting it.",
    choices: ["earshot", "xcuitest", "appium", "idb", "maestro", "vodesign"])
  public static let file = ArgumentSpec("FILE", help: "A screen document (.json), or a capture: XCUITest debugDescription, Appium page source, idb/AXe or Maestro JSON, or a .vodesign bundle.")
}
