import EarshotAudio
import EarshotModel

/// `earshot voices`: the voice profiles that can be used.
enum VoicesCommand: Command {
  static let spec = CommandSpec(
    name: "voices",
    abstract: "List the voice profiles Earshot can speak with.",
    discussion: """
      Profiles are built in; Voices/*.json in the working directory and --voices DIR add or override
      them. Each line says whether the profile's espeak-ng voice is installed.
      """,
    examples: ["earshot voices", "earshot voices --voices samples/voices"])

  struct Options: OptionGroup {
    let voices = SharedOptions.voices
  }

  static func run(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    let catalog: VoiceCatalog
    do {
      catalog = try VoiceCatalog.standard(directory: arguments[\.voices])
    } catch {
      throw .input(error)
    }
    // Without espeak-ng the profiles are still listed; only the installed check is left out.
    let engine = try? SpeechEngine.shared()
    for name in catalog.names {
      do {
        let profile = try catalog.profile(named: name)
        let variant = profile.espeakVariant.map { "+\($0)" } ?? ""
        let voice = profile.espeakVoice + variant
        let installed = engine.map { $0.canLoad(voice: voice) ? "" : "; not installed" } ?? ""
        console.print("\(name)  \(profile.summary) (espeak-ng \(voice)\(installed), \(profile.rate) words per minute)")
      } catch {
        console.print("\(name)  cannot be used: \(error.description)")
      }
    }
  }
}
