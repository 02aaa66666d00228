import EarshotModel

/// Earshot's own screen document (`DocumentReader` in EarshotModel), as one of the readers: JSON
/// that is no capture is read as a screen document, so its messages are the document's own.
enum ScreenDocumentReader: CaptureReader {
  static let id = "earshot"
  static let name = "screen document"
  static let expected = "a screen document (JSON)"
  static let gaps: SourceGaps = [:]

  static func recognises(_ input: CaptureInput) -> Recognition {
    switch input.content {
    case .json(let json):
      if let o = json.objectValue, o["earshot"] != nil || o["root"] != nil || o["screens"] != nil { return .yes }
      return .fallback
    case .text(_, let jsonError):
      return jsonError != nil || input.isJSONFile ? .fallback : .no
    case .empty:
      return input.isJSONFile ? .fallback : .no
    case .directory, .binary, .markup:
      return .no
    }
  }

  static func read(_ input: CaptureInput, report: ImportReport) throws(InputError) -> Document {
    let result = if var json = input.takeJSON() {
      try DocumentReader.read(taking: &json, file: input.file)
    } else {
      try DocumentReader.read(json: input.json(), file: input.file)
    }
    report.include(result.warnings)
    report.annotations = result.annotations
    return result.document
  }
}

extension CaptureFormat {
  public static let earshot = CaptureFormat(ScreenDocumentReader.self)
}
