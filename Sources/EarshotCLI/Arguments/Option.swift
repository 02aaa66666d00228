import EarshotModel

/// An option with a value, read as `Value`; nil when not given.
public struct Option<Value: ArgumentValue>: OptionDeclaration {
  public internal(set) var spec: OptionSpec

  /// `value` is the placeholder help shows; the choices, when `Value` has them, are listed in the help line.
  public init(_ name: String, short: Character? = nil, value: String, help: String) {
    spec = OptionSpec.valued(name, short: short, value: value, help: help, type: Value.self, default: nil)
  }

  /// A whole number within `range`; `unit` says what it counts in messages ("words per minute").
  public init(_ name: String, short: Character? = nil, value: String, help: String, range: ClosedRange<Int>, unit: String = "a whole number")
  where Value == Int {
    spec = OptionSpec.counted(name, short: short, value: value, help: help, range: range, unit: unit, default: nil)
  }

  /// A number within `range`, one of `InputLimits`' (whose unit messages name).
  public init(_ name: String, short: Character? = nil, value: String, help: String, range: NumberRange) where Value == Double {
    spec = OptionSpec.valued(name, short: short, value: value, help: help, type: Double.self, default: nil)
    spec.check = { text in
      if let n = Double(argument: text), range.contains(n) { return nil }
      return "takes a number from \(range), not '\(text)'"
    }
  }
}

/// An option with a value and a default used when it is not given.
public struct DefaultedOption<Value: ArgumentValue>: OptionDeclaration {
  public internal(set) var spec: OptionSpec
  public let defaultValue: Value

  public init(_ name: String, short: Character? = nil, value: String? = nil, help: String, default defaultValue: Value) {
    let placeholder = value ?? Value.choices?.joined(separator: "|") ?? "VALUE"
    spec = OptionSpec.valued(name, short: short, value: placeholder, help: help, type: Value.self, default: defaultValue.argument)
    self.defaultValue = defaultValue
  }

  public init(_ name: String, short: Character? = nil, value: String, help: String, range: ClosedRange<Int>,
              unit: String = "a whole number", default defaultValue: Int) where Value == Int {
    spec = OptionSpec.counted(name, short: short, value: value, help: help, range: range, unit: unit, default: defaultValue)
    self.defaultValue = defaultValue
  }
}

/// An option without a value: given or not.
public struct Flag: OptionDeclaration {
  public let spec: OptionSpec

  public init(_ name: String, short: Character? = nil, help: String) {
    spec = OptionSpec(name: name, short: short, valueName: nil, help: help, choices: nil, defaultValue: nil)
  }
}

/// What `Option`, `DefaultedOption` and `Flag` share: the spec parsing and help read.
public protocol OptionDeclaration: Sendable {
  var spec: OptionSpec { get }
}

extension Option {
  /// The same option, with `completion` offered for its value by the shell completions.
  public func completing(_ completion: ValueCompletion) -> Self {
    var copy = self
    copy.spec.completion = completion
    return copy
  }
}

extension Option where Value == String {
  /// The same option, naming a file (or folder) the command reads: no output of the run may be it.
  public func reading() -> Self {
    var copy = self
    copy.spec.readsPath = true
    return copy
  }
}

extension DefaultedOption {
  /// The same option, with `completion` offered for its value by the shell completions.
  public func completing(_ completion: ValueCompletion) -> Self {
    var copy = self
    copy.spec.completion = completion
    return copy
  }
}

/// A set of options: a command's own, or a group several commands share (`VoiceOptions`). Its
/// stored properties, in declaration order, are the options (and nested groups) it holds.
public protocol OptionGroup: Sendable {
  init()
}

extension OptionGroup {
  /// Every option the group declares, nested groups included, in declaration order.
  var optionSpecs: [OptionSpec] {
    Mirror(reflecting: self).children.flatMap { child -> [OptionSpec] in
      if let option = child.value as? any OptionDeclaration { return [option.spec] }
      if let group = child.value as? any OptionGroup { return group.optionSpecs }
      return []
    }
  }
}

/// A command without options of its own.
public struct NoOptions: OptionGroup {
  public init() {}
}

extension OptionSpec {
  static func valued<Value: ArgumentValue>(_ name: String, short: Character?, value: String, help: String,
                                           type: Value.Type, default defaultValue: String?) -> OptionSpec {
    var spec = OptionSpec(name: name, short: short, valueName: value, help: help, choices: Value.choices, defaultValue: defaultValue)
    if Value.expected != nil { spec.completion = ValueCompletion.none }  // a number: nothing to offer
    spec.check = { text in
      if Value(argument: text) != nil { return nil }
      guard let choices = Value.choices else { return "takes \(Value.expected ?? "another value"), not '\(text)'" }
      let guess = Suggestion.closest(to: text, in: choices).map { "; did you mean '\($0)'?" } ?? ""
      return "accepts \(choices.joined(separator: ", ")), not '\(text)'\(guess)"
    }
    return spec
  }

  static func counted(_ name: String, short: Character?, value: String, help: String, range: ClosedRange<Int>, unit: String,
                      default defaultValue: Int?) -> OptionSpec {
    var spec = OptionSpec(name: name, short: short, valueName: value, help: help, choices: nil, defaultValue: defaultValue.map(String.init))
    spec.completion = ValueCompletion.none
    let bounds = range.upperBound == Int.max ? "of \(range.lowerBound) or more" : "from \(range.lowerBound) to \(range.upperBound)"
    spec.check = { text in
      if let n = Int(text), range.contains(n) { return nil }
      return "takes \(unit) \(bounds), not '\(text)'"
    }
    return spec
  }
}
