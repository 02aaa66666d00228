import EarshotModel

/// Earshot's own screen document (`DocumentReader` in EarshotModel), as one of the readers: JSON
/// that is no capture is read as a screen document, so its messages are the document's own.
enum ScreenDocumentReader: CaptureReader {
  static let id = "earshot"
  static let name = "screen document"
  static let expected = "a screen document (JSON)"
  static let gaps: SourceGaps = [:]

  /// The members whose presence at the top makes JSON a screen document (`recognises`).
  static let screenMembers: [[UInt8]] = ["earshot", "root", "screens"].map { Array($0.utf8) }

  /// Whether `bytes` are a JSON object with a member `recognises` takes as a screen document's, found
  /// by scanning the text rather than parsing it: a folder search asks of every file, and parsing a
  /// large document only to take it cost half as much again as reading it. False when it cannot
  /// tell (not an object, no such member before the end); the file is then judged by parsing.
  static func hasScreenMember(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { b in
      var i = 0
      if b.count >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF { i = 3 }
      func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }
      while i < b.count, isSpace(b[i]) { i += 1 }
      guard i < b.count, b[i] == UInt8(ascii: "{") else { return false }
      var depth = 0
      while i < b.count {
        let c = b[i]
        if c == UInt8(ascii: "\"") {
          // A string: its end, past escapes; at depth 1 followed by ':' it names a member.
          let start = i + 1
          i += 1
          while i < b.count, b[i] != UInt8(ascii: "\"") { i += b[i] == UInt8(ascii: "\\") ? 2 : 1 }
          guard i < b.count else { return false }
          let name = UnsafeBufferPointer(rebasing: b[start..<i])
          i += 1
          if depth == 1 {
            var j = i
            while j < b.count, isSpace(b[j]) { j += 1 }
            if j < b.count, b[j] == UInt8(ascii: ":"), screenMembers.contains(where: { $0.elementsEqual(name) }) { return true }
          }
          continue
        }
        if c == UInt8(ascii: "{") || c == UInt8(ascii: "[") { depth += 1 }
        if c == UInt8(ascii: "}") || c == UInt8(ascii: "]") {
          depth -= 1
          if depth == 0 { return false }
        }
        i += 1
      }
      return false
    }
  }

  static func recognises(_ input: CaptureInput) -> Recognition {
    // Told by its members, and parsed into a tape only: never into a tree of values as well.
    if input.documentTape != nil { return .yes }
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
    // Bytes whose members `recognises` did not see (a key written with escapes) or that do not
    // parse are parsed here: a syntax error is the document's own.
    let result = if let tape = input.takeDocumentTape() {
      try DocumentReader.read(tape: tape, file: input.file)
    } else {
      try DocumentReader.read(bytes: input.bytes, file: input.file)
    }
    report.include(result.warnings)
    report.annotations = result.annotations
    return result.document
  }
}

extension CaptureFormat {
  public static let earshot = CaptureFormat(ScreenDocumentReader.self)
}
