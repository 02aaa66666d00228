import EarshotModel
import Foundation

/// A document read from a file or bundle, the format it was read as, and the warnings.
public struct ImportResult: Sendable {
  public var document: Document
  public var warnings: [Diagnostic]
  public var format: CaptureFormat
  /// The parsed JSON the document was read from, when it was a capture's JSON (a screen document
  /// is read from its tape, not from values); a caller may keep it alive to spare freeing a large
  /// tree before the process exits.
  public var source: JSONValue?
  /// What this input cannot show (its format's gaps and the capture's own), so rules that need it
  /// are not run on it.
  public var gaps: SourceGaps
  /// PNG screenshots the input carries (a VoiceOver Designer bundle keeps one per frame), by the
  /// screen's index in `document.screens`.
  public var screenshots: [Int: String]
  /// A screen document's elements' annotation members (`"audit": {…}`), in document order.
  public var annotations: [DocumentReader.Annotation] = []

  public init(document: Document, warnings: [Diagnostic], format: CaptureFormat, source: JSONValue? = nil, gaps: SourceGaps? = nil,
              screenshots: [Int: String] = [:]) {
    self.document = document
    self.warnings = warnings
    self.format = format
    self.source = source
    self.gaps = gaps ?? format.gaps
    self.screenshots = screenshots
  }
}

/// Reads any input Earshot accepts, detecting the format from the content (and, for bundles, the
/// directory) unless one is given.
public enum Importer {
  /// Reads the file or `.vodesign` bundle at `path` (`-` reads standard input). Without
  /// `keepSource`, the result has no `source` and the file's bytes and JSON are freed while the
  /// document is built. `density` (pixels per dp, inside `InputLimits.density`), when given, is
  /// every Android screen's, instead of a capture's estimate or a document's own. `platform` is the
  /// one a capture made for both platforms is read for (`ImportReport.platform`).
  public static func read(path: String, format: CaptureFormat? = nil, keepSource: Bool = true, density: Double? = nil,
                          platform: Platform? = nil) throws(InputError) -> ImportResult {
    let kind = InputFile.kind(of: path)
    guard kind != .missing else {
      throw InputError(file: path, "no such file (check the path)")
    }
    if kind == .directory {
      if let format, format != .vodesign {
        throw InputError(file: path, "is a directory; the \(format.name) format is a file")
      }
      return try read(CaptureInput(directory: path), format: format, keepSource: keepSource, density: density, platform: platform)
    }
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path)
    } catch {
      if case .binary(let prefix) = error.reason {
        return try read(bytes: prefix, file: path, format: format, density: density, platform: platform)  // detection names what it is
      }
      throw error.inputError(what: "capture or screen document")
    }
    return try read(bytes: consume bytes, file: InputFile.displayName(path), format: format, keepSource: keepSource, density: density,
                    platform: platform)
  }

  /// Reads `bytes`, the content of `file` (named in messages).
  public static func read(bytes: consuming [UInt8], file: String, format: CaptureFormat? = nil, keepSource: Bool = true,
                          density: Double? = nil, platform: Platform? = nil) throws(InputError) -> ImportResult {
    guard bytes.count <= InputLimits.inputBytes else { throw InputFile.Failure(path: file, reason: .tooLarge).inputError() }
    return try read(CaptureInput(file: file, bytes: consume bytes), format: format, keepSource: keepSource, density: density, platform: platform)
  }

  /// Reads `input` with the reader of `format`, or the one that recognises it.
  public static func read(_ input: CaptureInput, format: CaptureFormat? = nil, keepSource: Bool = true,
                          density: Double? = nil, platform: Platform? = nil) throws(InputError) -> ImportResult {
    precondition(density.map(InputLimits.density.contains) ?? true, "a density outside InputLimits.density")
    try requireUTF8(input)
    let reader = if let format { format.reader } else { try detect(input) }
    let report = ImportReport(file: input.file, density: density, platform: platform)
    var document = try reader.read(input, report: report)
    var gaps = reader.gaps.merging(report.gaps) { $1 }
    if let density, document.screens.contains(where: { $0.platform.units == .pixels }) {
      // The user's density is known, not estimated: over a document's own, and screens in points have none.
      for i in document.screens.indices where document.screens[i].platform.units == .pixels { document.screens[i].density = density }
      gaps[.density] = nil
    }
    var result = ImportResult(document: document, warnings: report.warnings, format: CaptureFormat(reader), source: keepSource ? input.parsedJSON : nil,
                              gaps: gaps, screenshots: report.screenshots)
    result.annotations = report.annotations
    return result
  }

  /// Text captures are UTF-8: a byte that is not is refused with its place, never guessed at (and
  /// never handed to the XML parser, which does not survive it). JSON checks its own strings.
  static func requireUTF8(_ input: CaptureInput) throws(InputError) {
    // A screen document that parsed is UTF-8 (the parser refuses any other byte).
    if input.documentTape != nil { return }
    switch input.content {
    case .markup, .text:
      do {
        _ = try InputFile.text(of: input.bytes, path: input.file)
      } catch {
        throw error.inputError(what: "capture")
      }
    default: return
    }
  }
}
