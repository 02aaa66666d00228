/// A command's parsed arguments, read through its `Options` group: `arguments[\.format]`. A key
/// path can only name an option the group declares, so every option read is one the command
/// parses, with its value already checked.
public struct Arguments<Options: OptionGroup>: Sendable {
  let parsed: ParsedArguments
  public let options: Options

  init(_ parsed: ParsedArguments, options: Options = Options()) {
    self.parsed = parsed
    self.options = options
  }

  /// The positional arguments, in order.
  public var positionals: [String] { parsed.positionals }

  /// The command's name, for usage messages.
  public var command: String { parsed.spec.name }

  /// Every file or folder the command reads: the positional arguments and the values of options
  /// declared `reading()`. No output of the run may be one of them.
  public var inputPaths: [String] {
    parsed.positionals + parsed.spec.options.filter(\.readsPath).flatMap { parsed.texts($0.name) }
  }

  /// The options given, as command-line words, without those `excluded` names.
  func optionWords(excluding excluded: Set<String>) -> [String] { parsed.optionWords(excluding: excluded) }

  /// The last value given, or nil.
  public subscript<Value>(_ key: KeyPath<Options, Option<Value>>) -> Value? {
    all(key).last
  }

  /// The last value given, else the default.
  public subscript<Value>(_ key: KeyPath<Options, DefaultedOption<Value>>) -> Value {
    let option = options[keyPath: key]
    return parsed.texts(option.spec.name).last.map(Self.value) ?? option.defaultValue
  }

  /// Whether the flag was given.
  public subscript(_ key: KeyPath<Options, Flag>) -> Bool {
    parsed.isSet(options[keyPath: key].spec.name)
  }

  /// Every value given for a repeatable option, in order.
  public func all<Value>(_ key: KeyPath<Options, Option<Value>>) -> [Value] {
    parsed.texts(options[keyPath: key].spec.name).map(Self.value)
  }

  /// The arguments as a nested group sees them, for code shared by the commands that hold it.
  public func group<Group: OptionGroup>(_ key: KeyPath<Options, Group>) -> Arguments<Group> {
    Arguments<Group>(parsed, options: options[keyPath: key])
  }

  /// Parsing checked the text, so it converts.
  private static func value<Value: ArgumentValue>(_ text: String) -> Value {
    guard let value = Value(argument: text) else { preconditionFailure("'\(text)' passed its check but does not convert") }
    return value
  }
}
