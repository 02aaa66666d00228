import EarshotModel
import Foundation

/// Reads a VoiceOver Designer `.vodesign` bundle (a directory) in any of its three layouts
/// (docs/CAPTURE-FORMATS.md, "VoiceOver Designer bundles"): flat (`controls.json` at the root), Frame (`Frame/controls.json`,
/// every released version) and artboard (`document.json`, one screen per frame, read as a flow).
enum BundleReader {
  enum Layout: Equatable { case flat, frame, artboard }

  /// The layout, detected in VoiceOver Designer's own order; nil when `path` is none of them.
  static func layout(of path: String) -> Layout? {
    let fm = FileManager.default
    var isDirectory: ObjCBool = false
    if fm.fileExists(atPath: path + "/controls.json") { return .flat }
    if fm.fileExists(atPath: path + "/Frame", isDirectory: &isDirectory), isDirectory.boolValue { return .frame }
    if fm.fileExists(atPath: path + "/document.json") { return .artboard }
    return nil
  }

  /// The document, its warnings, and the screenshots found, by screen index.
  static func read(path: String) throws(InputError) -> (Document, [Diagnostic], [Int: String]) {
    let bundle = path.hasSuffix("/") ? String(path.dropLast()) : path
    guard let layout = layout(of: bundle) else {
      throw InputError(file: bundle, "not a VoiceOver Designer bundle: it has none of controls.json, Frame/controls.json or document.json (give the .vodesign folder as VoiceOver Designer saved it)")
    }
    let name = URL(fileURLWithPath: bundle).lastPathComponent
    let title = name.hasSuffix(".vodesign") ? String(name.dropLast(".vodesign".count)) : name
    switch layout {
    case .flat, .frame:
      let folder = layout == .flat ? bundle : bundle + "/Frame"
      let file = folder + "/controls.json"
      let report = ImportReport(file: file)
      guard FileManager.default.fileExists(atPath: file) else {
        throw report.error(at: nil, "missing: a Frame folder holds controls.json with the document's elements")
      }
      if layout == .frame { warnOtherFrames(bundle, report) }
      let fields = JSONFields(file: file)
      let nodes = try decode(file, in: bundle, fields) { (json: JSONValue) -> [DesignerNode] in
        guard let list = json.arrayValue else {
          fields.error("(top level)", "expected the list of elements and containers, found \(json.kindDescription)")
          return []
        }
        return DesignerDecoder(fields: fields).nodes(list, at: "")
      }
      let imageScale = readImageScale(folder + "/info.json", in: bundle, report: report)
      let imagePath = folder + "/screen.png"
      let scale: DesignerScale
      let imageName = layout == .flat ? "screen.png" : "Frame/screen.png"
      if let image = usableImage(imagePath, in: bundle, name: imageName, report: report),
        case let fromImage = DesignerScale.fromImage(image, canvasWidth: nil, imageScale: imageScale), fromImage.isUsable
      {
        scale = fromImage
      } else {
        scale = DesignerScale.fromFrames(nodes.flatMap(\.elements).map(\.frame), imageScale: imageScale, report: report,
                                         imageName: imageName, imageIgnored: FileManager.default.fileExists(atPath: imagePath))
      }
      let language = DesignerScreen.language(of: nodes)
      var builder = DesignerScreen(report: report, scale: scale, origin: (0, 0), restoresReversed: layout == .flat)
      let root = builder.root(nodes)
      if builder.elementCount == 0 {
        throw report.error(at: nil, "the capture is empty: the document has no elements (add some in VoiceOver Designer and save again)")
      }
      let screen = Screen(title: title, language: language, device: scale.device, size: scale.size, root: root)
      let shots = isInside(imagePath, bundle) && PNGInfo.read(path: imagePath) != nil ? [0: imagePath] : [:]
      return (Document(screen: screen).withReaderPaths(), report.warnings + fields.warnings, shots)
    case .artboard:
      let file = bundle + "/document.json"
      let report = ImportReport(file: file)
      let fields = JSONFields(file: file)
      var outside: [DesignerNode] = []
      let frames = try decode(file, in: bundle, fields) { json -> [DesignerNode] in
        let decoder = DesignerDecoder(fields: fields)
        guard let top = json.objectValue else {
          fields.error("(top level)", "expected an object with \"elements\", found \(json.kindDescription)")
          return []
        }
        // Since 2024: {"elements": [...]}; May–Nov 2023: {"controlsWithoutFrames": [...], "frames": [...]}.
        var nodes = decoder.nodes(top["elements"]?.arrayValue ?? [], at: "elements")
        nodes += decoder.nodes(top["frames"]?.arrayValue ?? [], at: "frames")
        nodes += decoder.nodes(top["controlsWithoutFrames"]?.arrayValue ?? [], at: "controlsWithoutFrames")
        if top["elements"] == nil, top["frames"] == nil { fields.error("(top level)", "missing \"elements\": the document's frames and elements") }
        outside = nodes.filter { if case .frame = $0 { return false } else { return true } }
        return nodes.filter { if case .frame = $0 { return true } else { return false } }
      }
      let language = DesignerScreen.language(of: frames + outside)
      var screens: [Screen] = []
      var ids = Identifiers.Pool()
      var total = 0
      var firstScale: DesignerScale?
      var shots: [Int: String] = [:]
      for node in frames {
        guard case .frame(let frame) = node else { continue }
        let scale: DesignerScale
        if let imageName = frame.imageName, imageName != "..", imageName != ".",
          let image = usableImage(bundle + "/Images/" + imageName, in: bundle, name: "Images/" + imageName, report: report),
          case let fromImage = DesignerScale.fromImage(image, canvasWidth: frame.frame.width, imageScale: nil), fromImage.isUsable
        {
          scale = fromImage
          shots[screens.count] = bundle + "/Images/" + imageName
        } else {
          scale = DesignerScale.fromCanvas(frame.frame)
        }
        firstScale = firstScale ?? scale
        var builder = DesignerScreen(report: report, scale: scale, origin: (frame.frame.x, frame.frame.y), restoresReversed: false)
        let root = builder.root(frame.children)
        total += builder.elementCount
        let id = Identifiers.unique(Identifiers.slug(frame.label, fallback: "frame"), in: &ids)
        screens.append(Screen(id: id, title: frame.label.isEmpty ? nil : frame.label, language: language, device: scale.device, size: scale.size, root: root))
      }
      if !outside.isEmpty {
        report.warn("outsideFrames", at: nil, "\(outside.count) element\(outside.count == 1 ? " lies" : "s lie") outside every frame; read as one more screen, \"outside-frames\", as VoiceOver Designer's presentation lists them last")
        var builder = DesignerScreen(report: report, scale: DesignerScale(unitsPerPoint: firstScale?.unitsPerPoint ?? 3, size: nil), origin: (0, 0), restoresReversed: false)
        let root = builder.root(outside)
        total += builder.elementCount
        screens.append(Screen(id: Identifiers.unique("outside-frames", in: &ids), title: "Outside frames", language: language, root: root))
      }
      if total == 0 {
        throw report.error(at: nil, "the capture is empty: the document has no elements (add some in VoiceOver Designer and save again)")
      }
      let document = Document(title: title, screens: screens, start: screens.first?.id, isFlow: true)
      return (document.withReaderPaths(), report.warnings + fields.warnings, shots)
    }
  }

  /// The screenshot at `path` when it is a PNG the size of a screen; otherwise nil, with a warning
  /// when there is a file that cannot serve (so its scale is inferred instead of taken from it).
  private static func usableImage(_ path: String, in bundle: String, name: String, report: ImportReport) -> PNGInfo? {
    guard isInside(path, bundle), let image = PNGInfo.read(path: path) else { return nil }
    guard image.isScreenSized else {
      report.warn("screenshotSize", at: nil, "the screenshot (\(name)) is \(Int(image.width))×\(Int(image.height)) pixels, which is no screen's size, so it cannot give the scale of the frames; it is ignored")
      return nil
    }
    if let dpi = image.dpi, image.usableDPI == nil {
      report.warn("screenshotDPI", at: nil, "the screenshot (\(name)) declares \(Int(dpi)) dots per inch, which no screenshot has; read as untagged")
    }
    return image
  }

  /// Parses `file` and decodes it with `body`; syntax errors carry the line and column, decoding
  /// errors the JSON path.
  private static func decode<T>(_ file: String, in bundle: String, _ fields: JSONFields, _ body: (JSONValue) -> T) throws(InputError) -> T {
    guard isInside(file, bundle) else {
      throw InputError(file: file, "links to a file outside the bundle; Earshot reads only what is inside a .vodesign bundle")
    }
    let data: [UInt8]
    do {
      data = try InputFile.read(file)
    } catch {
      throw error.inputError(what: "VoiceOver Designer file")
    }
    let json: JSONValue
    do {
      json = try JSONParser.parse(bytes: data)
    } catch {
      throw InputError(file: file, place: "line \(error.line), column \(error.column)", error.message)
    }
    let result = body(json)
    if !fields.errors.isEmpty { throw InputError(fields.errors) }
    return result
  }

  /// `info.json`'s `imageScale`; a missing file is normal for old flat bundles.
  private static func readImageScale(_ file: String, in bundle: String, report: ImportReport) -> Double? {
    guard isInside(file, bundle), let data = try? InputFile.read(file) else { return nil }
    guard let json = try? JSONParser.parse(bytes: data), let scale = json["imageScale"]?.numberValue, (0.1...10).contains(scale) else {
      report.warn("info", at: nil, "info.json cannot be read as {\"id\", \"imageScale\"}; ignored")
      return nil
    }
    return scale
  }

  /// Whether `path` (with every link followed) lies inside `bundle`: a bundle from someone else
  /// may hold links, and none may make Earshot read a file beside or above it.
  static func isInside(_ path: String, _ bundle: String) -> Bool {
    guard let root = realpath(bundle, nil) else { return false }
    defer { free(root) }
    guard let resolved = realpath(path, nil) else { return true }  // missing: its reader says so
    defer { free(resolved) }
    let base = String(cString: root), target = String(cString: resolved)
    return target.hasPrefix(base.hasSuffix("/") ? base : base + "/")
  }

  /// Only `Frame/` is read (as VoiceOver Designer 2.2 reads it); other frame folders are a development layout.
  private static func warnOtherFrames(_ bundle: String, _ report: ImportReport) {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: bundle)) ?? []
    for entry in entries.sorted() where entry.hasPrefix("Frame") && entry != "Frame" {
      report.warn("otherFrame", at: nil, "\(entry)/ is ignored: VoiceOver Designer reads only Frame/")
    }
  }
}

extension BundleReader: CaptureReader {
  static let id = "vodesign"
  static let name = "VoiceOver Designer bundle"
  static let expected = "a .vodesign bundle"
  static let gaps: SourceGaps = [.effects: "a VoiceOver Designer bundle does not record what activating an element does"]

  /// A bundle folder, a file inside one (which stands for the bundle), or a loose `controls.json`
  /// or `document.json` whose folder is read as the bundle.
  static func recognises(_ input: CaptureInput) -> Recognition {
    if input.isDirectory { return layout(of: input.file) != nil ? .yes : .no }
    if enclosingBundle(of: input.file) != nil { return .yes }
    guard case .json(let json) = input.content else { return .no }
    let first = json.arrayValue?.first ?? json["elements"]?.arrayValue?.first
    return first?.objectValue.map(DesignerDecoder.looksLikeNode) == true ? .yes : .no
  }

  static func read(_ input: CaptureInput, report: ImportReport) throws(InputError) -> Document {
    let bundle: String
    if input.isDirectory {
      bundle = input.file
    } else if let enclosing = enclosingBundle(of: input.file) {
      bundle = enclosing
    } else if recognises(input) == .yes || ["controls.json", "document.json"].contains(PathName.name(of: input.file)) {
      bundle = PathName.folder(of: input.file)
    } else {
      throw InputError(file: input.file, "a VoiceOver Designer document is a .vodesign folder; give the folder (or its controls.json)")
    }
    let (document, warnings, screenshots) = try read(path: bundle.isEmpty ? "." : bundle)
    report.include(warnings)
    for (index, path) in screenshots { report.screenshot(path, ofScreen: index) }
    return document
  }

  /// The bundle a path lies in, when one of its folders is a `.vodesign` bundle.
  static func enclosingBundle(of path: String) -> String? {
    var folder = PathName.folder(of: path)
    for _ in 0..<2 {
      if PathName.extension(of: folder) == "vodesign", layout(of: folder) != nil { return folder }
      folder = PathName.folder(of: folder)
    }
    return nil
  }
}

extension DesignerDecoder {
  /// Whether a JSON object is a VoiceOver Designer element, container or frame.
  static func looksLikeNode(_ o: JSONObject) -> Bool {
    o["adjustableOptions"] != nil || o["trait"] != nil || o["type"]?.stringValue == "container" || o["type"]?.stringValue == "frame"
  }
}

extension CaptureFormat {
  public static let vodesign = CaptureFormat(BundleReader.self)
}
