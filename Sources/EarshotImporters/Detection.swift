import EarshotModel
import Foundation

/// What a file holds, found from its content: the format and what its reader starts from.
enum Detected {
  case earshot(JSONValue)
  case xcuitest(String)
  case appium([UInt8])
  case idb(JSONValue)
  case maestro(JSONValue)
  case designerControls

  var format: CaptureFormat {
    switch self {
    case .earshot: return .earshot
    case .xcuitest: return .xcuitest
    case .appium: return .appium
    case .idb: return .idb
    case .maestro: return .maestro
    case .designerControls: return .vodesign
    }
  }
}

extension Importer {
  static let notRecognised = "not a format Earshot reads; expected a screen document (JSON), XCUITest debugDescription text, an Appium page source (XML), idb/AXe or Maestro JSON, or a .vodesign bundle"

  /// Finds the format from the first character and, for JSON, the shape of the value. JSON that is
  /// none of the capture formats is read as a screen document, so its messages stay the reader's.
  static func detect(bytes: [UInt8], file: String) throws(InputError) -> Detected {
    let isJSONFile = (file as NSString).pathExtension.lowercased() == "json"
    guard let first = firstCharacter(bytes) else {
      if isJSONFile { return .earshot(try parseJSON(bytes, file: file)) }
      throw InputError(file: file, "the file is empty; " + notRecognised.dropFirst("not a format Earshot reads; ".count))
    }
    try rejectBinary(bytes, file: file)
    switch first {
    case UInt8(ascii: "<"):
      return .appium(bytes)
    case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "n"):
      let json: JSONValue
      do {
        json = try JSONParser.parse(bytes: bytes)
      } catch {
        // An lldb string literal (`\'` escapes) is not JSON but is a debugDescription.
        let text = String(decoding: bytes, as: UTF8.self)
        if first == UInt8(ascii: "\""), looksLikeDebugDescription(text) { return .xcuitest(text) }
        throw InputError(file: file, place: "line \(error.line), column \(error.column)", error.message)
      }
      return try classify(json, file: file)
    default:
      let text = String(decoding: bytes, as: UTF8.self)
      if looksLikeDebugDescription(text) { return .xcuitest(text) }
      if isJSONFile { return .earshot(try parseJSON(bytes, file: file)) }
      throw InputError(file: file, notRecognised)
    }
  }

  /// A parsed JSON value's format, by its shape (docs/CAPTURE-FORMATS.md).
  static func classify(_ json: JSONValue, file: String) throws(InputError) -> Detected {
    switch json {
    case .null:
      return .idb(json)  // describe-point found nothing.
    case .string(let s):
      if s.hasPrefix("<") { return .appium(Array(s.utf8)) }
      if looksLikeDebugDescription(s) { return .xcuitest(s) }
      return .earshot(json)
    case .array(let items):
      guard let object = items.first?.objectValue else { return items.isEmpty ? .idb(json) : .earshot(json) }
      if isAXElement(object) { return .idb(json) }
      if isDesignerNode(object) { return .designerControls }
      return .earshot(json)
    case .object(let o):
      if o["earshot"] != nil || o["root"] != nil || o["screens"] != nil { return .earshot(json) }
      if o["attributes"]?.objectValue != nil, o["children"] != nil { return .maestro(json) }
      if isAXElement(o) { return .idb(json) }
      if let first = o["elements"]?.arrayValue?.first?.objectValue {
        if isDesignerNode(first) { return .designerControls }
        // idb's `--format complete` renames the keys (label, identifier) but keeps type and frame.
        if isAXElement(first) || first["role"] != nil || (first["type"] != nil && first["frame"] != nil) { return .idb(json) }
      }
      // A WebDriverAgent response wraps the source in "value".
      if let value = o["value"]?.stringValue {
        if value.hasPrefix("<") { return .appium(Array(value.utf8)) }
        if looksLikeDebugDescription(value) { return .xcuitest(value) }
      }
      if o["rect"] != nil, o["isEnabled"] != nil || o["isVisible"] != nil {
        throw InputError(file: file, "this is WebDriverAgent's JSON source, which Earshot does not read; save the XML page source instead (driver.page_source, or /source without format=json)")
      }
      return .earshot(json)
    default:
      return .earshot(json)
    }
  }

  /// `--format` given: read as that, with a clear message when the content is something else.
  static func forced(_ format: CaptureFormat, bytes: [UInt8], file: String) throws(InputError) -> Detected {
    switch format {
    case .earshot: return .earshot(try parseJSON(bytes, file: file))
    case .xcuitest:
      let text = String(decoding: bytes, as: UTF8.self)
      if let json = try? JSONParser.parse(bytes: bytes), case .xcuitest(let inner) = (try? classify(json, file: file)) ?? .earshot(json) {
        return .xcuitest(inner)
      }
      return .xcuitest(text)
    case .appium:
      if let json = try? JSONParser.parse(bytes: bytes), let value = (json.stringValue ?? json["value"]?.stringValue), value.hasPrefix("<") {
        return .appium(Array(value.utf8))
      }
      return .appium(bytes)
    case .idb: return .idb(try parseJSON(bytes, file: file))
    case .maestro: return .maestro(try parseJSON(bytes, file: file))
    case .vodesign:
      guard (file as NSString).lastPathComponent == "controls.json" else {
        throw InputError(file: file, "a VoiceOver Designer document is a .vodesign folder; give the folder (or its controls.json)")
      }
      return .designerControls
    }
  }

  static func parseJSON(_ bytes: [UInt8], file: String) throws(InputError) -> JSONValue {
    do {
      return try JSONParser.parse(bytes: bytes)
    } catch {
      throw InputError(file: file, place: "line \(error.line), column \(error.column)", error.message)
    }
  }

  static func looksLikeDebugDescription(_ text: String) -> Bool {
    if text.contains("Element subtree:") || text.hasPrefix("Attributes: ") { return true }
    let decoded = PasteDecoder.decode(text)
    if decoded != text, decoded.contains("Element subtree:") || decoded.contains("Attributes: ") { return true }
    return text.split(separator: "\n", maxSplits: 50).contains { $0.hasPrefix(" →") && NodeLine.isNode($0) }
  }

  static func isAXElement(_ o: JSONObject) -> Bool {
    o["AXFrame"] != nil || o["AXLabel"] != nil || o["AXUniqueId"] != nil || o["role_description"] != nil
  }

  static func isDesignerNode(_ o: JSONObject) -> Bool {
    o["adjustableOptions"] != nil || o["trait"] != nil || o["type"]?.stringValue == "container" || o["type"]?.stringValue == "frame"
  }

  /// The first byte that is not whitespace or a byte-order mark.
  static func firstCharacter(_ bytes: [UInt8]) -> UInt8? {
    var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    return i < bytes.count ? bytes[i] : nil
  }

  /// Images and other binary files get a message of their own, not a syntax error at column 1.
  static func rejectBinary(_ bytes: [UInt8], file: String) throws(InputError) {
    if bytes.starts(with: PNGInfo.signature) {
      throw InputError(file: file, "is a PNG image, not a capture; for VoiceOver Designer give the .vodesign folder")
    }
    if bytes.prefix(1024).contains(0) {
      throw InputError(file: file, "is a binary file, not a capture; " + notRecognised.dropFirst("not a format Earshot reads; ".count))
    }
  }
}
