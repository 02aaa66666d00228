import EarshotOutput
/// A subcommand: its declaration, its options and what it does.
public protocol Command: SendableMetatype {
  associatedtype Options: OptionGroup
  static var spec: CommandSpec { get }
  /// Checks what the options and arguments say together (a combination that cannot work, a
  /// missing output), as swift-argument-parser's `validate()` does: it runs after parsing and
  /// before `run`, so no input is read and no output declared until it passes.
  static func validate(_ arguments: Arguments<Options>) throws(CLIError)
  /// Runs the command. Every ending other than success is a thrown `CLIError`, which sets the exit code.
  static func run(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError)
}

extension Command {
  public static func validate(_ arguments: Arguments<Options>) throws(CLIError) {}
}

/// A registered subcommand: a command's spec (with its options) and its entry point, as a value.
public struct Subcommand: Sendable {
  public let spec: CommandSpec
  let body: @Sendable (ParsedArguments, Console) throws(CLIError) -> Void

  public init<C: Command>(_ command: C.Type) {
    var spec = C.spec
    spec.options = C.Options().optionSpecs + [CommandSpec.help.spec]
    self.spec = spec
    body = { (parsed, console) throws(CLIError) in
      let arguments = Arguments<C.Options>(parsed)
      try C.validate(arguments)
      try C.run(arguments, console)
    }
  }

  func run(_ arguments: ParsedArguments, _ console: Console) throws(CLIError) {
    if arguments.flags.contains("--quiet") {
      console.quiet = true
      console.warnings.silence()
    }
    if let known = arguments.values[InputOptions.knownWarnings]?.last {
      console.warnings.accept(try Inputs.text(known, what: "known warnings", option: InputOptions.knownWarnings, console: console))
    }
    // Checked before the work, written after it (a run ending in findings too).
    var knownOutput: (set: OutputSet, output: Output)?
    if let path = arguments.values[InputOptions.writeKnownWarnings]?.last {
      let set = OutputSet(standardOutput: { console.write($0) }, makingFolders: true)
      for input in Arguments<NoOptions>(arguments).inputPaths { set.protect(input: input) }
      knownOutput = (set, try Outputs.add(path, to: set))
    }
    func writeKnown() throws(CLIError) {
      guard let knownOutput else { return }
      try Outputs.write(console.warnings.knownWarningsFile(), to: knownOutput.output)
      try Outputs.commit(knownOutput.set)
    }
    do {
      try body(arguments, console)
      try writeKnown()
    } catch .failure(let text) {
      try writeKnown()
      throw .failure(text)
    } catch .usage(let message, command: nil) {
      // Raised below the command (reading stdin twice): the help to see is still this command's.
      throw .usage(message, command: spec.name)
    }
  }
}
