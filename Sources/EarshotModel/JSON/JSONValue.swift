/// What readers ask of a JSON value, whether it is a `JSONValue` or a `JSONNode` of a tape, so
/// one set of checks (`JSONFields`) reads both.
public protocol JSONReadable {
  associatedtype Items: RandomAccessCollection where Items.Element == Self, Items.Index == Int
  associatedtype Object: JSONMembers where Object.Value == Self
  /// A short name of the value's kind, for error messages ("a string", "an array").
  var kindDescription: String { get }
  var isNull: Bool { get }
  var stringValue: String? { get }
  var numberValue: Double? { get }
  var boolValue: Bool? { get }
  var arrayValue: Items? { get }
  var objectValue: Object? { get }
}

/// An object's members, looked up by key.
public protocol JSONMembers {
  associatedtype Value
  subscript(key: String) -> Value? { get }
  /// The keys, in written order.
  var keys: [String] { get }
}

/// A JSON value that keeps object keys in the order they were written.
///
/// Earshot parses JSON itself (rather than through `JSONSerialization`) so that syntax errors carry a
/// line and column, numbers and booleans never blur together, and output is byte-for-byte stable.
public enum JSONValue: Hashable, Sendable, JSONReadable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// A short name of the value's kind, for error messages ("a string", "an array").
  public var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  public var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }
  public var numberValue: Double? { if case .number(let n) = self { return n } else { return nil } }
  public var boolValue: Bool? { if case .bool(let b) = self { return b } else { return nil } }
  public var arrayValue: [JSONValue]? { if case .array(let a) = self { return a } else { return nil } }
  public var objectValue: JSONObject? { if case .object(let o) = self { return o } else { return nil } }
  public var isNull: Bool { if case .null = self { return true } else { return false } }

  /// The member `key` of an object, or nil for other values and missing keys.
  public subscript(key: String) -> JSONValue? { objectValue?[key] }
}

/// A JSON object: its members in written order, with lookup by key.
public struct JSONObject: Hashable, Sendable, Sequence, JSONMembers {
  public private(set) var members: [(key: String, value: JSONValue)]

  public init(_ members: [(key: String, value: JSONValue)] = []) { self.members = members }

  public var keys: [String] { members.map(\.key) }
  public var isEmpty: Bool { members.isEmpty }

  /// The value for `key`; the last one wins when a key repeats, as in most JSON readers.
  public subscript(key: String) -> JSONValue? {
    get { members.last(where: { $0.key == key })?.value }
    set {
      if let index = members.lastIndex(where: { $0.key == key }) {
        if let newValue { members[index].value = newValue } else { members.remove(at: index) }
      } else if let newValue {
        members.append((key, newValue))
      }
    }
  }

  public func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> {
    members.makeIterator()
  }

  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    lhs.members.count == rhs.members.count
      && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
  }

  public func hash(into hasher: inout Hasher) {
    for member in members {
      hasher.combine(member.key)
      hasher.combine(member.value)
    }
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(JSONObject(elements.map { (key: $0.0, value: $0.1) }))
  }
  public init(nilLiteral: ()) { self = .null }
}
