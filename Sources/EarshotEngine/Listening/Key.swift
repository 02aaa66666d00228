import EarshotModel
import Foundation

/// A key of the listening session's keyboard, standing in for a VoiceOver gesture.
public enum Key: Hashable, Sendable, CustomStringConvertible {
  case right, left, up, down, enter, space, escape, tab, home, end
  case character(Character)
  /// Ctrl-C in the terminal.
  case interrupt

  /// The names a key file uses (README, "Screen-curtain listening tests").
  public static let names: [String: Key] = [
    "Right": .right, "Left": .left, "Up": .up, "Down": .down, "Enter": .enter, "Space": .space,
    "Escape": .escape, "Tab": .tab, "Home": .home, "End": .end,
  ]

  public var description: String {
    switch self {
    case .character(let c): return String(c)
    case .interrupt: return "Ctrl-C"
    default: return Self.names.first { $0.value == self }!.key
    }
  }

  /// A key file's word for a key: a name, or a single character.
  public static func parse(_ word: String) -> Key? {
    if let key = names[word] { return key }
    if let key = names.first(where: { $0.key.lowercased() == word.lowercased() })?.value { return key }
    return word.count == 1 ? .character(word.first!) : nil
  }
}

/// Turns the bytes a terminal sends in raw mode into keys (arrows and Home/End arrive as escape
/// sequences; a lone ESC is the Escape key).
public struct KeyDecoder: Sendable {
  private var buffer: [UInt8] = []

  public init() {}

  /// Adds bytes read from the terminal; returns the keys they complete.
  public mutating func feed(_ bytes: [UInt8]) -> [Key] {
    buffer += bytes
    var keys: [Key] = []
    while !buffer.isEmpty {
      guard let (key, used) = decode(buffer) else { break }
      buffer.removeFirst(used)
      if let key { keys.append(key) }
    }
    return keys
  }

  /// Keys still held back because they may be the start of a sequence (call after a short
  /// silence: a lone ESC is the Escape key).
  public mutating func flush() -> [Key] {
    defer { buffer.removeAll() }
    return buffer.first == 0x1B ? [.escape] : []
  }

  private func decode(_ b: [UInt8]) -> (Key?, Int)? {
    switch b[0] {
    case 0x03: return (.interrupt, 1)
    case 0x09: return (.tab, 1)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x20: return (.space, 1)
    case 0x1B:
      guard b.count >= 2 else { return nil }
      guard b[1] == UInt8(ascii: "[") || b[1] == UInt8(ascii: "O") else { return (.escape, 1) }
      guard b.count >= 3 else { return nil }
      switch b[2] {
      case UInt8(ascii: "A"): return (.up, 3)
      case UInt8(ascii: "B"): return (.down, 3)
      case UInt8(ascii: "C"): return (.right, 3)
      case UInt8(ascii: "D"): return (.left, 3)
      case UInt8(ascii: "H"): return (.home, 3)
      case UInt8(ascii: "F"): return (.end, 3)
      case UInt8(ascii: "Z"): return (.tab, 3)  // Shift-Tab turns the rotor too.
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        // ESC [ 1 ~ (Home), ESC [ 4 ~ (End), and others ending in "~".
        guard let tilde = b.firstIndex(of: UInt8(ascii: "~")) else { return b.count > 6 ? (nil, b.count) : nil }
        let code = String(decoding: b[2..<tilde], as: UTF8.self)
        let key: Key? = ["1": .home, "7": .home, "4": .end, "8": .end][code]
        return (key, tilde + 1)
      default:
        return (nil, 3)
      }
    default:
      // A UTF-8 character.
      let length = b[0] < 0x80 ? 1 : b[0] < 0xE0 ? 2 : b[0] < 0xF0 ? 3 : 4
      guard b.count >= length else { return nil }
      let s = String(decoding: b[0..<length], as: UTF8.self)
      return (s.first.map { Key.character($0) }, length)
    }
  }
}

/// One line of a key file: a key, or a pause before the next key.
public enum KeyStroke: Hashable, Sendable {
  case key(Key, line: Int)
  case wait(Double, line: Int)
}

/// Key files: one key per line (`Right Left Up Down Enter Space Escape Tab Home
/// End`, or a single character), `wait S` lines for pauses, `#` comments.
public enum KeyFile {
  public static func parse(_ text: String, file: String) throws(InputError) -> [KeyStroke] {
    var strokes: [KeyStroke] = []
    var errors: [Diagnostic] = []
    for (i, raw) in TextLines.split(text).enumerated() {
      var line = raw.trimmingCharacters(in: .whitespaces)
      // A lone "#" is the '#' key; otherwise "#" starts a comment.
      if line != "#", let hash = line.firstIndex(of: "#") { line = String(line[..<hash]).trimmingCharacters(in: .whitespaces) }
      if line.isEmpty { continue }
      if line.hasPrefix("wait ") {
        if let s = decimal(Substring(line.dropFirst(5).trimmingCharacters(in: .whitespaces))) {
          if InputLimits.waitSeconds.contains(s) {
            strokes.append(.wait(s, line: i + 1))
          } else {
            errors.append(Diagnostic(.error, file: file, place: "line \(i + 1)", "\"wait\": \(InputLimits.waitSeconds.problem(with: s))"))
          }
        } else {
          errors.append(Diagnostic(.error, file: file, place: "line \(i + 1)", "\"wait\" needs a number of seconds, e.g. \"wait 0.5\""))
        }
        continue
      }
      if let key = Key.parse(line) {
        strokes.append(.key(key, line: i + 1))
      } else {
        let names = Key.names.keys.sorted()
        errors.append(Diagnostic(.error, file: file, place: "line \(i + 1)",
                                 Suggestion.message(unknown: "key", line, accepted: names) + " (or a single character)"))
      }
    }
    if !errors.isEmpty { throw InputError(errors) }
    return strokes
  }
}
