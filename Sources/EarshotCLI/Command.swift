/// A subcommand: its declaration and what it does.
public protocol Command {
  static var spec: CommandSpec { get }
  /// Runs the command; returns the exit code (0 on success). Throws `CLIError` for everything else.
  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CLIError) -> Int32
}

/// A registered subcommand: a command's spec and its entry point, as a value.
public struct Subcommand: Sendable {
  public let spec: CommandSpec
  let body: @Sendable (ParsedArguments, Console) throws -> Int32

  public init<C: Command>(_ command: C.Type) {
    spec = C.spec
    body = { arguments, console in try C.run(arguments, console) }
  }

  func run(_ arguments: ParsedArguments, _ console: Console) throws(CLIError) -> Int32 {
    do {
      return try body(arguments, console)
    } catch let error as CLIError {
      throw error
    } catch {
      throw .environment("\(error)")
    }
  }
}
