/// `earshot help`: the overview, one command's help, or the whole manual as a man page.
enum HelpCommand: Command {
  static let spec = CommandSpec(
    name: "help",
    abstract: "Show the help for earshot or for one of its commands.",
    discussion: """
      With no COMMAND, the overview: every command and the options earshot itself takes. With
      --man, the whole manual as a man page (roff), made from the same declarations as this help;
      `make install` installs it.
      """,
    arguments: [ArgumentSpec("COMMAND", help: "The command to explain.", optional: true, completion: .commands)],
    examples: ["earshot help transcript", "earshot help help", "earshot help --man > earshot.1"])

  struct Options: OptionGroup {
    let man = Flag("--man", help: "Print the whole manual as a man page (roff) instead.")
  }

  static func run(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    if arguments[\.man] {
      console.write(ManPage.roff())
    } else if let name = arguments.positionals.first {
      console.print(HelpGenerator.help(try Earshot.command(named: name).spec))
    } else {
      console.print(Earshot.overview())
    }
  }
}

/// `earshot completions`: shell completions, made from the commands' declarations.
enum CompletionsCommand: Command {
  enum Shell: String, CaseIterable, ArgumentValue {
    case bash, zsh, fish
  }

  static let spec = CommandSpec(
    name: "completions",
    abstract: "Print shell completions for bash, zsh or fish.",
    discussion: """
      The completions offer the commands, each command's options, the accepted values of options
      that have a list (formats, voices), and file names where a file is expected. `make install`
      installs them; to try them in the running shell: source <(earshot completions bash).
      """,
    arguments: [ArgumentSpec("SHELL", help: "bash, zsh or fish.", completion: .values(Shell.allCases.map(\.rawValue)))],
    examples: ["earshot completions bash > earshot.bash", "earshot completions zsh > _earshot", "earshot completions fish > earshot.fish"])

  struct Options: OptionGroup {}

  static func run(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    let name = arguments.positionals[0]
    guard let shell = Shell(argument: name) else {
      throw .usage(Inputs.unknown("shell", name, among: Shell.allCases.map(\.rawValue)), command: spec.name)
    }
    switch shell {
    case .bash: console.write(Completions.bash())
    case .zsh: console.write(Completions.zsh())
    case .fish: console.write(Completions.fish())
    }
  }
}
