import EarshotModel

/// `earshot voices`: the voice profiles that can be used.
enum VoicesCommand: Command {
  static let spec = CommandSpec(
    name: "voices",
    abstract: "List the voice profiles Earshot can speak with.",
    discussion: "Profiles are built in; Voices/*.json in the working directory and --voices DIR add or override them.",
    options: [CommonOptions.voices],
    examples: ["earshot voices", "earshot voices --voices ~/my-voices"])

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CLIError) -> Int32 {
    let catalog: VoiceCatalog
    do {
      catalog = try VoiceCatalog.standard(directory: arguments.value("--voices"))
    } catch {
      throw .input(error)
    }
    for name in catalog.names {
      do {
        let profile = try catalog.profile(named: name)
        let variant = profile.espeakVariant.map { "+\($0)" } ?? ""
        console.print("\(name)  \(profile.summary) (espeak-ng \(profile.espeakVoice)\(variant), \(profile.rate) words per minute)")
      } catch {
        console.print("\(name)  cannot be used: \(error.description)")
      }
    }
    return 0
  }
}
