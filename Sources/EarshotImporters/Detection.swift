import EarshotModel

/// Finding an input's format: the first reader that recognises it, else the fallback, else a
/// message listing what is accepted.
extension Importer {
  /// The inputs Earshot reads, as one phrase: "a screen document (JSON), …, or a .vodesign bundle".
  public static var accepted: String {
    let names = CaptureReaders.all.map { $0.expected }
    return names.dropLast().joined(separator: ", ") + ", or " + names.last!
  }

  static var notRecognised: String { "not a format Earshot reads; expected " + accepted }

  /// The reader for `input`, found from its content.
  static func detect(_ input: CaptureInput) throws(InputError) -> any CaptureReader.Type {
    var fallback: (any CaptureReader.Type)?
    for reader in CaptureReaders.all {
      switch reader.recognises(input) {
      case .yes: return reader
      case .fallback: fallback = fallback ?? reader
      case .no: break
      }
    }
    if let fallback { return fallback }
    switch input.content {
    case .directory:
      throw InputError(file: input.file, "is a directory; give a screen document (.json), a capture file, or a .vodesign bundle")
    case .empty:
      throw InputError(file: input.file, "the file is empty; expected " + accepted)
    case .binary(png: true):
      throw InputError(file: input.file, "is a PNG image, not a capture; for VoiceOver Designer give the .vodesign folder")
    case .binary(png: false):
      throw InputError(file: input.file, "is a binary file, not a capture; expected " + accepted)
    case .markup, .json, .text:
      throw InputError(file: input.file, notRecognised)
    }
  }
}
