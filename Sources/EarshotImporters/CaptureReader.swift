import EarshotModel

/// A reader of one input format: its name on the command line and in messages, how it recognises
/// its format from the content, and how it reads it. Detection, `--input-format`, `import
/// --format`, help and the "not a format Earshot reads" message all come from `CaptureReaders.all`.
public protocol CaptureReader {
  /// The name on the command line (`--input-format appium`): lowercase and stable.
  static var id: String { get }
  /// What the format is called in messages ("Appium page source").
  static var name: String { get }
  /// How the list of accepted inputs names it ("an Appium page source (XML)").
  static var expected: String { get }
  /// What a capture in this format never records (docs/CAPTURE-FORMATS.md, "What each format
  /// carries"), so audit rules that need it are not run. A reader adds what one capture lacks
  /// beyond this, such as traits only some versions of a tool print (`ImportReport.lacks`).
  static var gaps: SourceGaps { get }
  /// The file extensions a folder search reads for this format besides `CaptureReaders.commonExtensions`.
  static var fileExtensions: [String] { get }
  /// Whether `input` is in this format, judged from its content (and, for bundles, its layout).
  static func recognises(_ input: CaptureInput) -> Recognition
  /// Reads `input` as this format, adding warnings to `report`. Called for a recognised input or
  /// when the format is forced, so content of another kind gets a message that says what was expected.
  static func read(_ input: CaptureInput, report: ImportReport) throws(InputError) -> Document
}

extension CaptureReader {
  public static var fileExtensions: [String] { [] }
}

/// How sure a reader is that an input is its format.
public enum Recognition: Sendable {
  case no
  case yes
  /// Read as this format when no reader says yes (JSON that is no capture is a screen document,
  /// so its messages are the screen document's).
  case fallback
}

/// Every reader, in the order detection asks them and help lists them.
public enum CaptureReaders {
  static let noEffects = "a capture does not record what activating an element does"

  /// What a folder search reads whatever the format.
  public static let commonExtensions = ["json", "txt", "xml"]

  /// Every file extension a folder search reads, in the order messages list them.
  public static var fileExtensions: [String] { commonExtensions + all.flatMap { $0.fileExtensions } }

  public static var all: [any CaptureReader.Type] {
    [
      ScreenDocumentReader.self, DebugDescriptionReader.self, PageSourceReader.self, SourceJSONReader.self,
      DescribeReader.self, HierarchyReader.self, BundleReader.self,
      UIAutomatorDumpReader.self, UiAutomator2SourceReader.self, ComposeSemanticsReader.self,
      FlutterSemanticsReader.self, JestSnapshotReader.self,
    ]
  }
}

/// An input format, as named on the command line and in messages.
public struct CaptureFormat: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  public let id: String
  public let name: String
  /// The reader's place in `CaptureReaders.all`.
  let index: Int

  public static var allCases: [CaptureFormat] { CaptureReaders.all.indices.map(CaptureFormat.init(index:)) }

  init(index: Int) {
    let reader = CaptureReaders.all[index]
    self.id = reader.id
    self.name = reader.name
    self.index = index
  }

  /// The format with this command-line id.
  public init?(id: String) {
    guard let index = CaptureReaders.all.firstIndex(where: { $0.id == id }) else { return nil }
    self.init(index: index)
  }

  init(_ reader: any CaptureReader.Type) {
    self.init(index: CaptureReaders.all.firstIndex { ObjectIdentifier($0) == ObjectIdentifier(reader) }!)
  }

  var reader: any CaptureReader.Type { CaptureReaders.all[index] }

  /// What a capture of this format never records.
  public var gaps: SourceGaps { reader.gaps }

  public var description: String { id }

  public static func == (a: CaptureFormat, b: CaptureFormat) -> Bool { a.index == b.index }
  public func hash(into hasher: inout Hasher) { hasher.combine(index) }
}
