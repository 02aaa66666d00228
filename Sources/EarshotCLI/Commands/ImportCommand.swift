import EarshotImporters
import EarshotModel
import Foundation

/// `earshot import`: a capture as a screen document, to edit, keep beside the app, or review.
enum ImportCommand: Command {
  static let spec = CommandSpec(
    name: "import",
    abstract: "Convert a capture from XCUITest, Appium, WebDriverAgent, idb, Maestro or VoiceOver Designer into a screen document.",
    discussion: """
      The format is detected from the content (and a .vodesign folder from its layout); --format
      forces one. The screen document says the same as the capture: importing and then
      transcribing gives the same stops as transcribing the capture itself. Where the capture
      cannot tell what VoiceOver would do, a warning on stderr says what was assumed.
      With -o the document is written whole or not at all; an existing file is replaced only on success.
      """,
    arguments: [ArgumentSpec("FILE", help: "A capture file, or a .vodesign bundle (the folder).")],
    examples: [
      "earshot import samples/captures/library.txt -o library.json",
      "earshot import samples/captures/library.xml --format appium",
      "earshot import samples/captures/Library.vodesign -o library.json",
      "earshot import samples/captures/library-idb.json",
    ])

  struct Options: OptionGroup {
    let output = Option<String>("--output", short: "o", value: "FILE", help: "Write the screen document to FILE instead of stdout.")
    let format = Option<CaptureFormat>("--format", value: "FORMAT", help: "Read FILE as this format instead of detecting it (the same as --input-format).")
    let input = InputOptions()
  }

  static func run(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    let input = arguments.group(\.input)
    if let format = arguments[\.format], let other = input[\.format], format != other {
      throw .usage("--format \(format.id) and --input-format \(other.id) disagree; give one of them", command: spec.name)
    }
    let result = try Inputs.imported(arguments.positionals[0], format: arguments[\.format] ?? input[\.format], console: console)
    let document = try Inputs.select(result.document, screen: input[\.screen], use: .only, command: spec.name)
    let text = DocumentWriter.string(document)
    guard let output = arguments[\.output], output != "-" else {
      console.write(text)
      return
    }
    try OutputFile.write(text, to: output)
    let screens = document.screens.count
    console.progress("Wrote \(output) from the \(result.format.name)\(screens > 1 ? " (\(screens) screens)" : "").")
  }
}

/// Writing results so that an interrupted or failed run never leaves a half file: a temporary file
/// beside the target, renamed over it once complete.
enum OutputFile {
  static func write(_ text: String, to path: String) throws(CLIError) {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw .environment("\(path): the folder \(directory.path) does not exist")
    }
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: Data(text.utf8)) else {
      throw .environment("\(path): cannot write here (check the folder's permissions)")
    }
    guard rename(temporary.path, url.path) == 0 else {
      try? FileManager.default.removeItem(at: temporary)
      throw .environment("\(path): cannot replace it (is it a folder, or read-only?)")
    }
  }
}
