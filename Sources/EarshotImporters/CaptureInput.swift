import EarshotModel
import Foundation

/// One input as readers see it: a file's bytes (or a folder's path) and what they hold, worked out
/// once however many readers look (JSON is parsed at most once).
public final class CaptureInput {
  /// The path named in messages.
  public let file: String
  public private(set) var bytes: [UInt8]
  public let isDirectory: Bool

  /// What the bytes hold, judged from the first character.
  public enum Content {
    case directory
    case empty
    /// A PNG image, or other bytes with a NUL in the first kilobyte.
    case binary(png: Bool)
    /// Starts with `<`.
    case markup
    case json(JSONValue)
    /// Anything else, with the syntax error when it started like JSON but did not parse.
    case text(String, jsonError: JSONSyntaxError?)
  }

  public init(file: String, bytes: [UInt8]) {
    self.file = file
    self.bytes = bytes
    self.isDirectory = false
  }

  public init(directory: String) {
    self.file = directory
    self.bytes = []
    self.isDirectory = true
  }

  private var classified: Content?

  /// What the bytes hold, worked out on first use.
  public var content: Content {
    if let classified { return classified }
    let content = classify()
    classified = content
    return content
  }

  /// The bytes parsed into a tape when their members say they are a screen document
  /// (`ScreenDocumentReader.hasScreenMember`) and they parse, worked out on first use: a document
  /// is read from its tape, never made a tree of values. Nil for anything else.
  private(set) lazy var documentTape: JSONTape? = {
    guard !isDirectory, ScreenDocumentReader.hasScreenMember(bytes) else { return nil }
    return try? JSONParser.tape(bytes: bytes)
  }()

  /// The document's tape, moved out to the reader, with the bytes dropped (the tape keeps them
  /// for as long as it is read).
  func takeDocumentTape() -> JSONTape? {
    guard let tape = documentTape else { return nil }
    documentTape = nil
    bytes = []
    return tape
  }

  /// The JSON, when a reader has already parsed it (nothing is parsed here).
  var parsedJSON: JSONValue? {
    if case .json(let json)? = classified { return json }
    return nil
  }

  /// Whether the file's name ends in `.json`.
  public var isJSONFile: Bool { PathName.extension(of: file).lowercased() == "json" }

  /// The bytes as text (invalid UTF-8 replaced).
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The parsed JSON, or the syntax error with its line and column.
  public func json() throws(InputError) -> JSONValue {
    if case .json(let value) = content { return value }
    do {
      return try JSONParser.parse(bytes: bytes)
    } catch {
      throw InputError(file: file, place: "line \(error.line), column \(error.column)", error.message)
    }
  }

  /// The text a capture tool wrapped in JSON: a JSON string (a pasted debugDescription, a page source
  /// saved from a script), or the `value` string of a WebDriverAgent response (`{"value": …, "sessionId": …}`).
  public var wrappedString: String? {
    guard case .json(let json) = content else { return nil }
    if let s = json.stringValue { return s }
    if let o = json.objectValue, o["type"] == nil, let s = o["value"]?.stringValue { return s }
    return nil
  }

  /// Where `wrappedString` is in the file, for messages whose places are inside it.
  var wrappedPlace: String? {
    guard case .json(let json) = content else { return nil }
    return json.stringValue != nil ? "in the JSON string" : #"in the "value" string"#
  }

  /// The wrapped text, with `report`'s places said to be inside it; nil when the input is not wrapped.
  func unwrapped(noting report: ImportReport) -> String? {
    guard let text = wrappedString else { return nil }
    report.within = wrappedPlace
    return text
  }

  private func classify() -> Content {
    if isDirectory { return .directory }
    guard let first = Self.firstCharacter(bytes) else { return .empty }
    if bytes.starts(with: PNGInfo.signature) { return .binary(png: true) }
    if bytes.prefix(1024).contains(0) { return .binary(png: false) }
    switch first {
    case UInt8(ascii: "<"):
      return .markup
    case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "n"):
      do {
        return .json(try JSONParser.parse(bytes: bytes))
      } catch {
        // Only an object or array that does not parse is broken JSON; `"…` and `n…` may be plain text.
        let looksLikeJSON = first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
        return .text(text, jsonError: looksLikeJSON ? error : nil)
      }
    default:
      return .text(text, jsonError: nil)
    }
  }

  /// The first byte that is not whitespace or a byte-order mark.
  static func firstCharacter(_ bytes: [UInt8]) -> UInt8? {
    var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    return i < bytes.count ? bytes[i] : nil
  }
}
