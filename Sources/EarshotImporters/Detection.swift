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

  /// Why the file at `path`, found by searching a folder, is not an input to take (nil when it
  /// is): the readers of `CaptureReaders.all` judge it, so a new format is taken as soon as its
  /// reader is listed. Broken JSON, a file that cannot be read and one past the size limit are
  /// taken, so reading them says what is wrong.
  public static func skipReason(forFileAt path: String) -> String? {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path)
    } catch {
      if case .binary(let prefix) = error.reason { return prefix.starts(with: PNGInfo.signature) ? "a PNG image" : "a binary file" }
      return nil
    }
    // A screen document is taken without parsing it: reading it then parses it once, not twice.
    if ScreenDocumentReader.hasScreenMember(bytes) { return nil }
    let input = CaptureInput(file: path, bytes: bytes)
    if CaptureReaders.all.contains(where: { $0.recognises(input) == .yes }) { return nil }
    switch input.content {
    case .text(_, jsonError: .some): return nil
    case .empty: return "the file is empty"
    case .binary(let png): return png ? "a PNG image" : "a binary file"
    case .json(let json):
      if json.objectValue?["earshotVoice"] != nil { return "a voice profile, not a screen document or capture" }
      return "JSON that is neither a screen document nor a capture Earshot reads"
    case .markup: return "XML that is not a capture Earshot reads"
    case .text, .directory: return "text that is not a capture Earshot reads"
    }
  }
}
