import EarshotModel
import Foundation

/// The formats Earshot reads: its own screen document and the captures docs/CAPTURE-FORMATS.md describes.
public enum CaptureFormat: String, CaseIterable, Sendable {
  case earshot, xcuitest, appium, idb, maestro, vodesign

  /// What the format is called in messages.
  public var name: String {
    switch self {
    case .earshot: return "screen document"
    case .xcuitest: return "XCUITest debugDescription"
    case .appium: return "Appium page source"
    case .idb: return "idb/AXe describe JSON"
    case .maestro: return "Maestro hierarchy"
    case .vodesign: return "VoiceOver Designer bundle"
    }
  }
}

/// A document read from a file or bundle, the format it was read as, and the warnings.
public struct ImportResult: Sendable {
  public var document: Document
  public var warnings: [Diagnostic]
  public var format: CaptureFormat
  /// The parsed JSON the document was read from, when it was JSON; a caller may keep it alive to
  /// spare freeing a large tree before the process exits.
  public var source: JSONValue?
  /// What this input cannot show (its format's gaps and the capture's own), so rules that need it
  /// are not run on it.
  public var gaps: SourceGaps

  public init(document: Document, warnings: [Diagnostic], format: CaptureFormat, source: JSONValue? = nil, gaps: SourceGaps? = nil) {
    self.document = document
    self.warnings = warnings
    self.format = format
    self.source = source
    self.gaps = gaps ?? format.gaps
  }
}

/// Reads any input Earshot accepts, detecting the format from the content (and, for bundles, the
/// directory) unless one is given.
public enum Importer {
  /// Reads the file or `.vodesign` bundle at `path`.
  public static func read(path: String, format: CaptureFormat? = nil) throws(InputError) -> ImportResult {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw InputError(file: path, "no such file (check the path)")
    }
    if isDirectory.boolValue {
      if let format, format != .vodesign {
        throw InputError(file: path, "is a directory; the \(format.name) format is a file")
      }
      guard format == .vodesign || BundleReader.layout(of: path) != nil else {
        throw InputError(file: path, "is a directory; give a screen document (.json), a capture file, or a .vodesign bundle")
      }
      let (document, warnings) = try BundleReader.read(path: path)
      return ImportResult(document: document, warnings: warnings, format: .vodesign)
    }
    // A file inside a bundle stands for the bundle.
    if let bundle = enclosingBundle(of: path), format == nil || format == .vodesign {
      let (document, warnings) = try BundleReader.read(path: bundle)
      return ImportResult(document: document, warnings: warnings, format: .vodesign)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InputError(file: path, "cannot be read (check its permissions)")
    }
    return try read(bytes: Array(data), file: path, format: format)
  }

  /// Reads `bytes`, the content of `file` (named in messages).
  public static func read(bytes: [UInt8], file: String, format: CaptureFormat? = nil) throws(InputError) -> ImportResult {
    let report = ImportReport(file: file)
    let detected: Detected
    if let format {
      detected = try forced(format, bytes: bytes, file: file)
    } else {
      detected = try detect(bytes: bytes, file: file)
    }
    let document: Document
    var warnings: [Diagnostic] = []
    switch detected {
    case .earshot(let json):
      let result = try DocumentReader.read(json: json, file: file)
      return ImportResult(document: result.document, warnings: result.warnings, format: .earshot, source: json)
    case .xcuitest(let text):
      document = try DebugDescriptionReader.read(text: text, report: report)
    case .appium(let xml):
      document = try PageSourceReader.read(bytes: xml, report: report)
    case .idb(let json):
      document = try DescribeReader.read(json: json, report: report)
    case .maestro(let json):
      document = try HierarchyReader.read(json: json, report: report)
    case .designerControls:
      // A loose controls.json: read the folder it is in as a bundle.
      let folder = (file as NSString).deletingLastPathComponent
      let (doc, more) = try BundleReader.read(path: folder)
      document = doc
      warnings = more
    }
    return ImportResult(document: document, warnings: report.warnings + warnings, format: detected.format,
                        gaps: detected.format.gaps.merging(report.gaps) { $1 })
  }

  /// The bundle a path lies in, when one of its folders is a `.vodesign` bundle.
  static func enclosingBundle(of path: String) -> String? {
    var folder = (path as NSString).deletingLastPathComponent
    for _ in 0..<2 where !folder.isEmpty {
      if (folder as NSString).pathExtension == "vodesign", BundleReader.layout(of: folder) != nil { return folder }
      folder = (folder as NSString).deletingLastPathComponent
    }
    return nil
  }
}
