import EarshotAudio
import EarshotEngine
import EarshotModel

/// `earshot voices`: the voice profiles that can be used, then the screen readers.
enum VoicesCommand: Command {
  static let spec = CommandSpec(
    name: "voices",
    abstract: "List the voice profiles Earshot can speak with and the screen readers it can be.",
    discussion: """
      Profiles are built in; Voices/*.json in the working directory and --voices DIR add or override
      them. Each line says whether the profile's espeak-ng voice is installed. After a blank line come
      the screen readers --reader chooses from.
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
        let voice = try catalog.profile(named: name).voice
        let installed = engine.map { $0.canLoad(voice: voice.espeakName) ? "" : "; not installed" } ?? ""
        console.print("\(name)  \(voice.summary) (espeak-ng \(voice.espeakName)\(installed), \(voice.rate) words per minute)")
      } catch {
        console.print("\(name)  cannot be used: \(error.description)")
      }
    }
    // The completions read the names up to the blank line.
    console.print("")
    console.print("Screen readers (--reader):")
    for kind in ScreenReaders.all { console.print("\(kind.id)  \(kind.summary)") }
  }
}
