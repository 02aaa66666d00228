import EarshotEngine
import EarshotImporters

/// A type an option's value is read as.
public protocol ArgumentValue: Sendable {
  /// The value `text` stands for, or nil when it stands for none.
  init?(argument text: String)
  /// The value as typed on the command line (how help shows a default).
  var argument: String { get }
  /// Every accepted value, when there is a fixed list.
  static var choices: [String]? { get }
  /// What a value looks like, for messages ("a number, like 1.5"), when there is no list.
  static var expected: String? { get }
}

extension ArgumentValue {
  public static var choices: [String]? { nil }
  public static var expected: String? { nil }
}

/// An enumeration's cases are its choices, spelled as their raw values.
extension ArgumentValue where Self: CaseIterable & RawRepresentable, RawValue == String {
  public init?(argument text: String) { self.init(rawValue: text) }
  public var argument: String { rawValue }
  public static var choices: [String]? { allCases.map(\.rawValue) }
}

extension String: ArgumentValue {
  public init?(argument text: String) { self = text }
  public var argument: String { self }
}

extension Int: ArgumentValue {
  public init?(argument text: String) { self.init(text) }
  public var argument: String { String(self) }
  public static var expected: String? { "a whole number" }
}

extension Double: ArgumentValue {
  public init?(argument text: String) {
    guard let value = Double(text), value.isFinite else { return nil }
    self = value
  }
  public var argument: String { String(self) }
  public static var expected: String? { "a number, like 1.5" }
}

extension CaptureFormat: ArgumentValue {
  public init?(argument text: String) { self.init(id: text) }
  public var argument: String { id }
  public static var choices: [String]? { allCases.map(\.id) }
}

extension ScreenReaderKind: ArgumentValue {
  public init?(argument text: String) {
    guard let kind = ScreenReaders.reader(id: text.lowercased()) else { return nil }
    self = kind
  }
  public var argument: String { id }
  public static var choices: [String]? { ScreenReaders.all.map(\.id) }
}

/// What `--reader` names: one screen reader, or `both`, each reader on its own reading of a
/// capture made for both platforms (Flutter, React Native).
public enum ReaderChoice: ArgumentValue, Equatable {
  case one(ScreenReaderKind)
  case both

  public init?(argument text: String) {
    if text.lowercased() == "both" {
      self = .both
    } else if let kind = ScreenReaderKind(argument: text) {
      self = .one(kind)
    } else {
      return nil
    }
  }
  public var argument: String { kind?.id ?? "both" }
  public static var choices: [String]? { ScreenReaders.all.map(\.id) + ["both"] }

  /// The one reader named; nil for both.
  public var kind: ScreenReaderKind? {
    if case .one(let kind) = self { return kind }
    return nil
  }

  public static func == (a: ReaderChoice, b: ReaderChoice) -> Bool { a.argument == b.argument }
}

/// Text or JSON, the output of commands that print results.
public enum OutputFormat: String, CaseIterable, ArgumentValue {
  case text, json
}
