import EarshotModel

/// The arguments of one command line, checked against its `CommandSpec`: every option declared,
/// every value accepted. Commands read them through `Arguments`, typed.
public struct ParsedArguments: Sendable {
  public var spec: CommandSpec
  public var positionals: [String] = []
  var values: [String: [String]] = [:]
  var flags: Set<String> = []

  /// Parses `arguments` (without the command name) for `spec`.
  public static func parse(_ arguments: [String], for spec: CommandSpec) throws(CLIError) -> ParsedArguments {
    var parsed = ParsedArguments(spec: spec)
    var i = 0
    var onlyPositionals = false
    func usage(_ message: String) -> CLIError { .usage(message, command: spec.name) }
    while i < arguments.count {
      let argument = arguments[i]
      i += 1
      if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
        name = String(argument[..<eq])
        inlineValue = String(argument[argument.index(after: eq)...])
      }
      var option = spec.options.first { $0.name == name }
      if option == nil, !name.hasPrefix("--"), name.count == 2, let c = name.last {
        option = spec.options.first { $0.short == c }
      }
      guard let option else {
        let names = spec.options.map(\.name)
        if let guess = Suggestion.closest(to: name, in: names) {
          throw usage("unknown option '\(name)'; did you mean '\(guess)'?")
        }
        throw usage("unknown option '\(name)'")
      }
      if option.isFlag {
        if inlineValue != nil { throw usage("\(option.name) takes no value") }
        parsed.flags.insert(option.name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard i < arguments.count else { throw usage("\(option.name) needs a value (\(option.valueName!))") }
        value = arguments[i]
        i += 1
      }
      if let problem = option.check(value) { throw usage("\(option.name) \(problem)") }
      parsed.values[option.name, default: []].append(value)
    }
    if parsed.flags.contains("--help") { return parsed }
    let required = spec.arguments.filter { !$0.optional }.count
    if parsed.positionals.count < required {
      let missing = spec.arguments.filter { !$0.optional }[parsed.positionals.count]
      throw usage("missing \(missing.name): \(missing.help)")
    }
    if !(spec.arguments.last?.repeating ?? false), parsed.positionals.count > spec.arguments.count {
      throw usage("unexpected argument '\(parsed.positionals[spec.arguments.count])'")
    }
    // The examples' `samples/…` from any folder, when Earshot is installed with its samples.
    if spec.arguments.contains(where: { $0.completion == .files }) { parsed.positionals = parsed.positionals.map { InstalledSamples.resolve($0) } }
    for option in spec.options where option.readsPath {
      parsed.values[option.name] = parsed.values[option.name]?.map { InstalledSamples.resolve($0) }
    }
    return parsed
  }

  /// The options given, as command-line words in declaration order, without those named in
  /// `excluded` (to run the command again on one input of a batch).
  func optionWords(excluding excluded: Set<String>) -> [String] {
    spec.options.filter { !excluded.contains($0.name) }.flatMap { option -> [String] in
      option.isFlag ? (flags.contains(option.name) ? [option.name] : []) : (values[option.name] ?? []).flatMap { [option.name, $0] }
    }
  }

  /// Every value given for the option named `name`, in order. Only `Arguments` asks, with the
  /// name of an option the command declares.
  func texts(_ name: String) -> [String] {
    precondition(spec.options.contains { $0.name == name }, "\(name) is not an option of \(spec.name)")
    return values[name] ?? []
  }

  func isSet(_ name: String) -> Bool {
    precondition(spec.options.contains { $0.name == name }, "\(name) is not an option of \(spec.name)")
    return flags.contains(name)
  }
}
