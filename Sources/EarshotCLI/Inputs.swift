import EarshotEngine
import EarshotImporters
import EarshotModel
import Foundation

/// Reading what commands work on: the input file and the voice profile.
enum Inputs {
  /// How a command uses `--screen`.
  enum ScreenUse {
    /// The document is cut down to that screen.
    case only
    /// The flow is kept and starts on that screen (gesture scripts and listening sessions move between screens).
    case start
  }

  /// Reads FILE (a screen document, a capture file or a `.vodesign` bundle, detected from its
  /// content unless `--input-format` is given) as a document, printing its warnings on stderr,
  /// and applies `--screen`.
  static func document(_ path: String, _ input: Arguments<InputOptions>, console: Console, screen use: ScreenUse = .only) throws(CLIError) -> Document {
    let document = try imported(path, format: input[\.format], console: console).document
    return try select(document, screen: input[\.screen], use: use, command: input.command)
  }

  /// The name messages give stdin's content.
  static let stdinName = "stdin"

  /// The bytes of the file at `path`, or of stdin for `-` (`what` names the input in the message
  /// when stdin is asked for twice); nil when there is no such file.
  static func bytes(_ path: String, for what: String, console: Console) throws(CLIError) -> [UInt8]? {
    if path == "-" { return try console.readStandardInput(for: what) }
    return FileManager.default.contents(atPath: path).map(Array.init)
  }

  /// The document read from `path` (stdin for `-`), with the format it was read as.
  static func imported(_ path: String, format: CaptureFormat?, console: Console) throws(CLIError) -> ImportResult {
    let stdin = path == "-" ? try console.readStandardInput(for: "FILE") : nil
    do {
      let result = if let stdin { try Importer.read(bytes: stdin, file: stdinName, format: format) } else {
        try Importer.read(path: path, format: format)
      }
      // The parsed input is dropped only at exit: freeing it node by node is pure cost.
      ProcessLifetime.keep(result)
      for warning in result.warnings { console.warning(warning.description) }
      return result
    } catch {
      throw .input(error)
    }
  }

  /// The voice profile named by `--voice`, from built-in profiles, `./Voices` and `--voices`.
  static func profile(_ arguments: Arguments<VoiceOptions>) throws(CLIError) -> VoiceProfile {
    do {
      let catalog = try VoiceCatalog.standard(directory: arguments[\.voices])
      let result = try catalog.read(named: arguments[\.voice])
      // What an older profile took from its base is said on stderr, like a document's warnings.
      for warning in result.warnings { Console.standard().warning(warning.description) }
      return result.profile
    } catch {
      throw .input(error)
    }
  }

  /// `unknown screen "x"; did you mean "a"? The screens are: a, b`: every name listed, since the
  /// user may not know them.
  static func unknown(_ kind: String, _ name: String, among names: [String]) -> String {
    let list = names.joined(separator: ", ")
    if let guess = Suggestion.closest(to: name, in: names) {
      return "unknown \(kind) \"\(name)\"; did you mean \"\(guess)\"? The \(kind)s are: \(list)"
    }
    return "unknown \(kind) \"\(name)\"; the \(kind)s are: \(list)"
  }

  /// The document limited to, or starting on, the screen `id`, when given.
  static func select(_ document: Document, screen id: String?, use: ScreenUse, command: String) throws(CLIError) -> Document {
    guard let id else { return document }
    guard let screen = document.screen(id: id) else {
      let ids = document.screens.compactMap(\.id)
      if ids.isEmpty {
        let count = document.screens.count == 1 ? "one screen, with no id" : "\(document.screens.count) screens, none with an id"
        throw .usage("--screen \(id): the document has \(count); leave --screen out", command: command)
      }
      throw .usage(unknown("screen", id, among: ids), command: command)
    }
    switch use {
    case .only:
      return Document(screen: screen)
    case .start:
      var flow = document
      flow.start = id
      return flow
    }
  }
}
