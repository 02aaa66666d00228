/// An option as parsing and help see it: a flag (`--no-hints`) or an option with a value
/// (`--format json`). Commands declare options with `Option`, `DefaultedOption` and `Flag`, which
/// carry one of these.
public struct OptionSpec: Sendable {
  public var name: String
  public var short: Character?
  /// The value's placeholder in help (`NAME`, `text|json`); nil for a flag.
  public var valueName: String?
  public var help: String
  /// Accepted values, listed in help and suggested from on a typo; nil accepts what `check` accepts.
  public var choices: [String]?
  /// The default, as help shows it.
  public var defaultValue: String?
  /// Why a value is not accepted (the message after the option's name), or nil when it is.
  var check: @Sendable (String) -> String? = { _ in nil }
  /// What the shell completions offer for the value; nil follows the choices, else file names.
  var completion: ValueCompletion?
  /// Whether the value names a file or folder the command reads, which no output may overwrite.
  var readsPath = false

  public var isFlag: Bool { valueName == nil }

  /// The same option with other help text.
  func with(help: String) -> OptionSpec {
    var copy = self
    copy.help = help
    return copy
  }

  /// What completes the value.
  var valueCompletion: ValueCompletion {
    completion ?? choices.map(ValueCompletion.values) ?? .files
  }
}

/// What the shell completions offer for a value.
public enum ValueCompletion: Sendable, Equatable {
  case files
  case directories
  case values([String])
  /// The names `earshot voices` lists.
  case voices
  /// earshot's command names.
  case commands
  /// Free text: nothing to offer.
  case none
}

/// A positional argument.
public struct ArgumentSpec: Sendable {
  public var name: String
  public var help: String
  public var optional: Bool
  public var repeating: Bool
  /// What the shell completions offer for it.
  public var completion: ValueCompletion

  public init(_ name: String, help: String, optional: Bool = false, repeating: Bool = false, completion: ValueCompletion = .files) {
    self.name = name
    self.help = help
    self.optional = optional
    self.repeating = repeating
    self.completion = completion
  }
}

/// Everything help, usage and parsing need to know about a subcommand. The options come from the
/// command's `Options` group (see `Subcommand`), so what is parsed is what is declared.
public struct CommandSpec: Sendable {
  public var name: String
  /// One sentence, ending in a period.
  public var abstract: String
  public var discussion: String?
  public var arguments: [ArgumentSpec]
  public var options: [OptionSpec] = []
  /// Complete example command lines.
  public var examples: [String]

  public init(name: String, abstract: String, discussion: String? = nil, arguments: [ArgumentSpec] = [], examples: [String]) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.examples = examples
  }

  static let help = Flag("--help", short: "h", help: "Show help for this command.")
}
