import EarshotEngine
import EarshotImporters
import EarshotModel
import Foundation

/// `earshot import`: a capture as a screen document, to edit, keep beside the app, or review.
enum ImportCommand: Command {
  static let spec = CommandSpec(
    name: "import",
    abstract: "Convert a capture from XCUITest, Appium, WebDriverAgent, idb, Maestro, VoiceOver Designer or Android (uiautomator, Appium UiAutomator2, Compose) into a screen document.",
    discussion: """
      The format is detected from the content (and a .vodesign folder from its layout); --format
      forces one. The screen document says the same as the capture: importing and then
      transcribing gives the same stops as transcribing the capture itself. Where the capture
      cannot tell what VoiceOver would do, a warning on stderr says what was assumed. An Android
      capture becomes an Android screen document ("platform": "android"), with what the capture
      cannot carry said once; --density gives the screen's density, which no Android capture
      records (else it is estimated from the screen's width). A Flutter or React Native capture
      becomes the screen its framework gives iOS, or with --reader talkback, Android.
      With -o the document is written whole or not at all (its folder is made if missing); an
      existing file is replaced only on success. FILE may be '-' for stdin.
      """,
    arguments: [ArgumentSpec("FILE", help: "A capture file, or a .vodesign bundle (the folder).")],
    examples: [
      "earshot import samples/captures/library.txt -o library.json",
      "earshot import samples/captures/library.xml --format appium",
      "earshot import samples/captures/Library.vodesign -o library.json",
      "earshot import samples/captures/library-idb.json",
      "earshot import samples/android/checkout.xml --density 2.625 -o checkout-android.json",
      "earshot import samples/flutter/checkout.txt --reader talkback -o checkout-flutter-android.json",
    ])

  struct Options: OptionGroup {
    let output = Option<String>("--output", short: "o", value: "FILE", help: "Write the screen document to FILE instead of stdout.")
    let format = Option<CaptureFormat>("--format", value: "FORMAT", help: "Read FILE as this format instead of detecting it (the same as --input-format).")
    let reader = Option<ScreenReaderKind>("--reader", value: "READER", help: "For a capture made for both platforms (Flutter, React Native): the screen reader whose platform's reading to write (default: VoiceOver's, an iOS screen).")
    let input = InputOptions()
    let progress = ProgressOptions()
  }

  static func validate(_ arguments: Arguments<Options>) throws(CLIError) {
    if let format = arguments[\.format], let other = arguments.group(\.input)[\.format], format != other {
      throw .usage("--format \(format.id) and --input-format \(other.id) disagree; give one of them", command: spec.name)
    }
    if let output = arguments[\.output] {
      try Outputs.checkExtension(output, option: "-o", kind: "import writes a screen document, which is JSON", extensions: ["json"], command: spec.name)
    }
  }

  static func run(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    let input = arguments.group(\.input)
    let output = arguments[\.output] ?? Outputs.standardOutput
    let outputs = Outputs.set(arguments, console: console)
    let written = try Outputs.add(output, to: outputs)
    let result = try Inputs.imported(arguments.positionals[0], input, format: arguments[\.format], console: console)
    let document = try Inputs.select(result.document, screen: input[\.screen], use: .only, command: spec.name)
    try Outputs.write(DocumentWriter.string(document), to: written)
    try Outputs.commit(outputs)
    if output == Outputs.standardOutput { return }
    let screens = document.screens.count
    console.progress("Wrote \(output), a screen document (JSON), from the \(result.format.name)\(screens > 1 ? " (\(screens) screens)" : "").")
  }
}
