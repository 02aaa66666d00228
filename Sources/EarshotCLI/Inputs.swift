import EarshotEngine
import EarshotImporters
import EarshotModel
import Foundation

/// Reading what commands work on: the input file and the voice profile.
enum Inputs {
  /// Reads FILE (a screen document, a capture file or a `.vodesign` bundle, detected from its
  /// content unless `format` is given) as a document, printing its warnings on stderr.
  static func document(_ path: String, console: Console, format: CaptureFormat? = nil) throws(CLIError) -> Document {
    try imported(path, console: console, format: format).document
  }

  /// Like `document`, with the format the input was read as.
  static func imported(_ path: String, console: Console, format: CaptureFormat? = nil) throws(CLIError) -> ImportResult {
    do {
      let result = try Importer.read(path: path, format: format)
      // The parsed input is dropped only at exit: freeing it node by node is pure cost.
      ProcessLifetime.keep(result)
      for warning in result.warnings { console.warning(warning.description) }
      return result
    } catch {
      throw .input(error)
    }
  }

  /// The format `--input-format` names, if given.
  static func inputFormat(_ arguments: ParsedArguments) -> CaptureFormat? {
    arguments.value("--input-format").flatMap(CaptureFormat.init(rawValue:))
  }

  /// The voice profile named by `--voice`, from built-in profiles, `./Voices` and `--voices`.
  static func profile(_ arguments: ParsedArguments) throws(CLIError) -> VoiceProfile {
    do {
      let catalog = try VoiceCatalog.standard(directory: arguments.value("--voices"))
      let result = try catalog.read(named: arguments.value("--voice") ?? "en-US")
      // What an older profile took from its base is said on stderr, like a document's warnings.
      for warning in result.warnings { Console.standard().warning(warning.description) }
      return result.profile
    } catch {
      throw .input(error)
    }
  }

  /// The document limited to `--screen`, when given.
  static func selectScreen(_ document: Document, _ arguments: ParsedArguments) throws(CLIError) -> Document {
    guard let id = arguments.value("--screen") else { return document }
    guard let screen = document.screen(id: id) else {
      let ids = document.screens.compactMap(\.id)
      throw .usage(Suggestion.message(unknown: "screen", id, accepted: ids), command: arguments.spec.name)
    }
    return Document(screen: screen)
  }
}
