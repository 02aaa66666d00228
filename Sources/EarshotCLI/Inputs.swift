import EarshotEngine
import EarshotModel
import Foundation

/// Reading what commands work on: the input file and the voice profile.
enum Inputs {
  /// Reads FILE as a document, printing its warnings on stderr.
  static func document(_ path: String, console: Console) throws(CLIError) -> Document {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .input(InputError(file: path, "no such file (check the path)"))
    }
    if isDirectory.boolValue {
      throw .input(InputError(file: path, "is a directory; give a screen document (.json) or a capture file"))
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .input(InputError(file: path, "cannot be read (check its permissions)"))
    }
    let json: JSONValue
    do {
      json = try JSONParser.parse(bytes: Array(data))
    } catch {
      throw .input(InputError(file: path, place: "line \(error.line), column \(error.column)", error.message))
    }
    // The parsed tree is dropped only at exit: freeing it node by node is pure cost.
    ProcessLifetime.keep(json)
    do {
      let result = try DocumentReader.read(json: json, file: path)
      for warning in result.warnings { console.warning(warning.description) }
      return result.document
    } catch {
      throw .input(error)
    }
  }

  /// The voice profile named by `--voice`, from built-in profiles, `./Voices` and `--voices`.
  static func profile(_ arguments: ParsedArguments) throws(CLIError) -> VoiceProfile {
    do {
      let catalog = try VoiceCatalog.standard(directory: arguments.value("--voices"))
      return try catalog.profile(named: arguments.value("--voice") ?? "en-US")
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
