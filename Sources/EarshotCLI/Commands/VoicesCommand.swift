import EarshotAudio
import EarshotEngine
import EarshotModel
import Foundation

/// `earshot voices`: the voice profiles that can be used, then the screen readers.
enum VoicesCommand: Command {
  static let spec = CommandSpec(
    name: "voices",
    abstract: "List the voice profiles Earshot can speak with and the screen readers it can be.",
    discussion: """
      Profiles are built in; Voices/*.json in the working directory and --voices DIR add or override
      them. One line per profile: its name, what it is, and its espeak-ng voice, "installed" or
      "not installed", and its speaking rate. After a blank line come the screen readers --reader
      chooses from.
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
    // The names in a column of their own, so the descriptions line up.
    func column(_ name: String, among names: [String]) -> String {
      name.padding(toLength: (names.map(\.count).max() ?? 0) + 2, withPad: " ", startingAt: 0)
    }
    for name in catalog.names {
      let column = { (name: String) in column(name, among: catalog.names) }
      do {
        let voice = try catalog.profile(named: name).voice
        let installed = engine.map { $0.canLoad(voice: voice.espeakName) ? ", installed" : ", not installed" } ?? ""
        // A profile from --voices is input: its name and words stay on their line.
        console.print(UserText.oneLine("\(column(name))\(voice.summary) (espeak-ng \(voice.espeakName)\(installed), \(voice.rate) words per minute)"))
      } catch {
        console.print(UserText.oneLine("\(column(name))cannot be used: \(error.description)"))
      }
    }
    // The completions read the names up to the blank line.
    console.print("")
    console.print("Screen readers (--reader):")
    for kind in ScreenReaders.all { console.print("\(column(kind.id, among: ScreenReaders.all.map(\.id)))\(kind.summary)") }
  }
}
