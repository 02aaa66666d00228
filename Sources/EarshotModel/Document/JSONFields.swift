/// Reads typed fields out of JSON objects, collecting every problem with its JSON path instead of
/// stopping at the first one. Shared by the screen-document and voice-profile readers.
public final class JSONFields {
  public let file: String?
  /// The problems kept, at most `InputLimits.errorsListed` of each severity; the rest are counted.
  public private(set) var diagnostics: [Diagnostic] = []
  private var errorCount = 0
  private var warningCount = 0

  /// The platforms whose own element members the screen being read has used, so a screen of the
  /// other platform can say so (`DocumentReader.checkPlatform`).
  var platformFields = DocumentReader.PlatformFields.none
  /// The elements of the screen being read whose label spans set a language or speech.
  var voicedSpans: [String] = []
  /// The elements' annotation members met, in document order (`DocumentReader.Result.annotations`).
  var annotations: [DocumentReader.Annotation] = []

  /// The boxes of Android's fields of the elements read, shared by elements that write the same.
  var androidBoxes = AndroidPropertiesBoxes()

  public init(file: String?) { self.file = file }

  /// The errors, with a last line counting those past the limit.
  public var errors: [Diagnostic] {
    diagnostics.filter { $0.severity == .error } + summary(.error, count: errorCount)
  }
  public var warnings: [Diagnostic] {
    diagnostics.filter { $0.severity == .warning } + summary(.warning, count: warningCount)
  }
  public var hasErrors: Bool { errorCount > 0 }

  /// Records an error. The message is only made for the first ones listed, so a file with a
  /// million mistakes costs no more than its size to report.
  public func error(_ path: String, _ message: @autoclosure () -> String) {
    errorCount += 1
    if errorCount <= InputLimits.errorsListed { diagnostics.append(Diagnostic(.error, file: file, place: path, message())) }
  }

  public func warning(_ path: String, _ message: @autoclosure () -> String) {
    warningCount += 1
    if warningCount <= InputLimits.errorsListed { diagnostics.append(Diagnostic(.warning, file: file, place: path, message())) }
  }

  /// Takes the problems `other` found as if found here after this reader's own: a part of a
  /// document read on another thread is merged in document order.
  func absorb(_ other: JSONFields) {
    var errorsKept = 0, warningsKept = 0
    for diagnostic in other.diagnostics {
      if diagnostic.severity == .error {
        errorsKept += 1
        errorCount += 1
        if errorCount <= InputLimits.errorsListed { diagnostics.append(diagnostic) }
      } else {
        warningsKept += 1
        warningCount += 1
        if warningCount <= InputLimits.errorsListed { diagnostics.append(diagnostic) }
      }
    }
    platformFields.formUnion(other.platformFields)
    annotations += other.annotations
    errorCount += other.errorCount - errorsKept
    warningCount += other.warningCount - warningsKept
  }

  private func summary(_ severity: Diagnostic.Severity, count: Int) -> [Diagnostic] {
    let rest = count - InputLimits.errorsListed
    guard rest > 0 else { return [] }
    let what = severity == .error ? "problem" : "warning"
    return [Diagnostic(severity, file: file, "\(rest) more \(what)\(rest == 1 ? "" : "s") like these (\(severity == .error ? "fix the ones above and run again" : "the first are listed"))")]
  }

  /// Warns about members of `object` that are not in `known`, suggesting the closest known name.
  public func checkKnown<O: JSONMembers>(_ object: O, at path: String, known: [String]) {
    for key in object.keys where !known.contains(key) && !key.hasPrefix("$") {
      let what = Suggestion.message(unknown: "field", key, accepted: known)
      warning(path, what + " (the field is ignored)")
    }
  }

  /// The same for an object of a document's tape, its keys compared as bytes: a string is made
  /// only of a key that is not known.
  func checkKnown(_ object: JSONNode.Object, at path: String, known: JSONKeys) {
    object.forEachMember { bytes, isPlain, _ in
      guard known.index(of: bytes, isPlain: isPlain) == nil else { return }
      let key = JSONTape.string(bytes, isPlain: isPlain)
      if !key.hasPrefix("$") { warning(path, Suggestion.message(unknown: "field", key, accepted: known.names) + " (the field is ignored)") }
    }
  }

  public static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }
  public static func join(_ path: String, _ index: Int) -> String {
    // Made in one string of the length it needs (every element's path is made here), where
    // `path + "[" + …` made three strings on the way.
    let number = String(index)
    var joined = ""
    joined.reserveCapacity(path.utf8.count + number.utf8.count + 2)
    joined += path
    joined += "["
    joined += number
    joined += "]"
    return joined
  }

  public func object<V: JSONReadable>(_ value: V, at path: String) -> V.Object? {
    guard let object = value.objectValue else {
      error(path, "expected an object, found \(value.kindDescription)")
      return nil
    }
    return object
  }

  public func string<O: JSONMembers>(_ object: O, _ key: String, at path: String) -> String? where O.Value: JSONReadable {
    string(object[key], key, at: path)
  }

  public func string<V: JSONReadable>(_ value: V?, _ key: String, at path: String) -> String? {
    guard let value, !value.isNull else { return nil }
    guard let s = value.stringValue else {
      error(Self.join(path, key), "expected a string, found \(value.kindDescription)")
      return nil
    }
    return s
  }

  public func bool<O: JSONMembers>(_ object: O, _ key: String, at path: String) -> Bool? where O.Value: JSONReadable {
    bool(object[key], key, at: path)
  }

  public func bool<V: JSONReadable>(_ value: V?, _ key: String, at path: String) -> Bool? {
    guard let value, !value.isNull else { return nil }
    guard let b = value.boolValue else {
      error(Self.join(path, key), "expected true or false, found \(value.kindDescription)")
      return nil
    }
    return b
  }

  public func number<O: JSONMembers>(_ object: O, _ key: String, at path: String, range: ClosedRange<Double>? = nil) -> Double?
  where O.Value: JSONReadable {
    number(object[key], key, at: path, range: range)
  }

  public func number<V: JSONReadable>(_ value: V?, _ key: String, at path: String, range: ClosedRange<Double>? = nil) -> Double? {
    guard let value, !value.isNull else { return nil }
    guard let n = value.numberValue else {
      error(Self.join(path, key), "expected a number, found \(value.kindDescription)")
      return nil
    }
    if let range, !range.contains(n) {
      error(Self.join(path, key), "\(JSONWriter.format(n)) is out of range; accepted: \(JSONWriter.format(range.lowerBound)) to \(JSONWriter.format(range.upperBound))")
      return nil
    }
    return n
  }

  public func integer<O: JSONMembers>(_ object: O, _ key: String, at path: String, range: ClosedRange<Int>? = nil) -> Int?
  where O.Value: JSONReadable {
    integer(object[key], key, at: path, range: range)
  }

  public func integer<V: JSONReadable>(_ value: V?, _ key: String, at path: String, range: ClosedRange<Int>? = nil) -> Int? {
    guard let n = number(value, key, at: path) else { return nil }
    guard n == n.rounded(), abs(n) < 1e9 else {
      error(Self.join(path, key), "expected a whole number, found \(JSONWriter.format(n))")
      return nil
    }
    if let range, !range.contains(Int(n)) {
      error(Self.join(path, key), "\(Int(n)) is out of range; accepted: \(range.lowerBound) to \(range.upperBound)")
      return nil
    }
    return Int(n)
  }

  public func array<O: JSONMembers>(_ object: O, _ key: String, at path: String) -> O.Value.Items? where O.Value: JSONReadable {
    array(object[key], key, at: path)
  }

  public func array<V: JSONReadable>(_ value: V?, _ key: String, at path: String) -> V.Items? {
    guard let value, !value.isNull else { return nil }
    guard let a = value.arrayValue else {
      error(Self.join(path, key), "expected an array, found \(value.kindDescription)")
      return nil
    }
    return a
  }

  public func strings<O: JSONMembers>(_ object: O, _ key: String, at path: String) -> [String]? where O.Value: JSONReadable {
    strings(object[key], key, at: path)
  }

  public func strings<V: JSONReadable>(_ value: V?, _ key: String, at path: String) -> [String]? {
    guard let items = array(value, key, at: path) else { return nil }
    var result: [String] = []
    for (i, item) in items.enumerated() {
      if let s = item.stringValue {
        result.append(s)
      } else {
        error(Self.join(Self.join(path, key), i), "expected a string, found \(item.kindDescription)")
      }
    }
    return result
  }

  public func numbers<O: JSONMembers>(_ object: O, _ key: String, at path: String, count: Int, range: NumberRange? = nil) -> [Double]?
  where O.Value: JSONReadable {
    numbers(object[key], key, at: path, count: count, range: range)
  }

  /// Exactly `count` numbers, each in `range` when given.
  public func numbers<V: JSONReadable>(_ value: V?, _ key: String, at path: String, count: Int, range: NumberRange? = nil) -> [Double]? {
    guard let items = array(value, key, at: path) else { return nil }
    let numbers = items.compactMap(\.numberValue)
    guard numbers.count == items.count, items.count == count else {
      error(Self.join(path, key), "expected \(count) numbers, found \(describe(items))")
      return nil
    }
    if let range, let i = numbers.firstIndex(where: { !range.contains($0) }) {
      error(Self.join(Self.join(path, key), i), range.problem(with: numbers[i]))
      return nil
    }
    return numbers
  }

  /// A string that must be one of an enum's raw values.
  public func choice<O: JSONMembers, E: RawRepresentable & CaseIterable>(_ object: O, _ key: String, at path: String, as type: E.Type) -> E?
  where O.Value: JSONReadable, E.RawValue == String {
    choice(object[key], key, at: path, as: type)
  }

  public func choice<V: JSONReadable, E: RawRepresentable & CaseIterable>(_ value: V?, _ key: String, at path: String, as: E.Type) -> E?
  where E.RawValue == String {
    guard let s = string(value, key, at: path) else { return nil }
    if let value = E(rawValue: s) { return value }
    let accepted = E.allCases.map(\.rawValue)
    error(Self.join(path, key), Suggestion.message(unknown: key, s, accepted: accepted))
    return nil
  }

  private func describe<Items: Collection>(_ items: Items) -> String where Items.Element: JSONReadable {
    if items.allSatisfy({ $0.numberValue != nil }) { return "\(items.count) numbers" }
    return "[" + items.map(\.kindDescription).joined(separator: ", ") + "]"
  }
}
