import EarshotModel
import Foundation

/// A VoiceOver gesture as a script writes it.
public enum Gesture: Hashable, Sendable, CustomStringConvertible {
  /// Swipe right / left.
  case next, previous
  /// Four-finger tap near the top / bottom.
  case first, last
  /// Double tap.
  case activate
  /// Swipe up / down on an adjustable element.
  case increment, decrement
  /// Two-finger scrub (Z).
  case escape
  /// Two-finger double tap.
  case magicTap
  /// Two-finger swipe up: read everything from the top, without hints.
  case readAll
  /// Turn the rotor to a setting (Headings, Links, Form Controls, Containers, Actions, or a custom rotor).
  case rotor(String)
  /// Swipe down / up with the rotor set.
  case rotorNext, rotorPrevious
  /// Pick a custom action by name and perform it.
  case action(String)
  /// Type text into the text field being edited, at its insertion point.
  case type(String)
  /// Explore by touch: focus what is under the point.
  case touch(x: Double, y: Double)
  /// Make the next gesture come this many seconds after this point, cutting into speech.
  case wait(Double)
  /// Put focus on the element with this id, as a tester touching it would (a script convenience).
  case focus(String)

  /// Every gesture word, for help and suggestions.
  public static let words = [
    "next", "previous", "first", "last", "activate", "increment", "decrement", "escape", "magic-tap", "read-all",
    "rotor", "rotor-next", "rotor-previous", "action", "type", "touch", "wait", "focus",
  ]

  public var description: String {
    switch self {
    case .next: return "next"
    case .previous: return "previous"
    case .first: return "first"
    case .last: return "last"
    case .activate: return "activate"
    case .increment: return "increment"
    case .decrement: return "decrement"
    case .escape: return "escape"
    case .magicTap: return "magic-tap"
    case .readAll: return "read-all"
    case .rotor(let name): return "rotor \(name)"
    case .rotorNext: return "rotor-next"
    case .rotorPrevious: return "rotor-previous"
    case .action(let name): return "action \(name)"
    case .type(let text): return "type \(text)"
    case .touch(let x, let y): return "touch \(JSONWriter.format(x)) \(JSONWriter.format(y))"
    case .wait(let s): return "wait \(JSONWriter.format(s))"
    case .focus(let id): return "focus \(id)"
    }
  }

  /// Parses one gesture ("rotor Headings", "touch 40 120", "wait 0.5"); the error says what is accepted.
  public static func parse(_ text: String) -> Result<Gesture, GestureSyntaxError> { parse(Substring(text)) }

  static func parse(_ text: Substring) -> Result<Gesture, GestureSyntaxError> {
    let trimmed = text.trimmedOfWhitespace
    let wordEnd = trimmed.isASCII ? trimmed.utf8.firstIndex { $0.isASCIISpace } : trimmed.firstIndex { $0.isWhitespace }
    let word = String(trimmed[..<(wordEnd ?? trimmed.endIndex)])
    let rest = String(trimmed[(wordEnd ?? trimmed.endIndex)...].trimmedOfWhitespace)
    func noArgument(_ g: Gesture) -> Result<Gesture, GestureSyntaxError> {
      rest.isEmpty ? .success(g) : .failure(GestureSyntaxError("\"\(word)\" takes nothing after it; found \"\(rest)\""))
    }
    switch word {
    case "next": return noArgument(.next)
    case "previous": return noArgument(.previous)
    case "first": return noArgument(.first)
    case "last": return noArgument(.last)
    case "activate": return noArgument(.activate)
    case "increment": return noArgument(.increment)
    case "decrement": return noArgument(.decrement)
    case "escape": return noArgument(.escape)
    case "magic-tap": return noArgument(.magicTap)
    case "read-all": return noArgument(.readAll)
    case "rotor-next": return noArgument(.rotorNext)
    case "rotor-previous": return noArgument(.rotorPrevious)
    case "rotor":
      return rest.isEmpty ? .failure(GestureSyntaxError("\"rotor\" needs a setting, e.g. \"rotor Headings\"")) : .success(.rotor(rest))
    case "action":
      return rest.isEmpty ? .failure(GestureSyntaxError("\"action\" needs the action's name, e.g. \"action Delete\"")) : .success(.action(rest))
    case "type":
      return rest.isEmpty ? .failure(GestureSyntaxError("\"type\" needs the text to type, e.g. \"type hello\"")) : .success(.type(rest))
    case "focus":
      return rest.isEmpty ? .failure(GestureSyntaxError("\"focus\" needs an element id, e.g. \"focus pay\"")) : .success(.focus(rest))
    case "touch":
      let parts = rest.split(whereSeparator: { $0 == " " || $0 == "," })
      let numbers = parts.compactMap(decimal)
      guard numbers.count == 2, parts.count == 2 else {
        return .failure(GestureSyntaxError("\"touch\" needs two numbers, the point in screen coordinates: \"touch 120 400\""))
      }
      guard let bad = numbers.first(where: { !InputLimits.coordinate.contains($0) }) else {
        return .success(.touch(x: numbers[0], y: numbers[1]))
      }
      return .failure(GestureSyntaxError("\"touch\": \(InputLimits.coordinate.problem(with: bad))"))
    case "wait":
      guard let seconds = decimal(Substring(rest)) else {
        return .failure(GestureSyntaxError("\"wait\" needs a number of seconds, e.g. \"wait 0.5\""))
      }
      guard InputLimits.waitSeconds.contains(seconds) else {
        return .failure(GestureSyntaxError("\"wait\": \(InputLimits.waitSeconds.problem(with: seconds))"))
      }
      return .success(.wait(seconds))
    default:
      return .failure(GestureSyntaxError(Suggestion.message(unknown: "gesture", String(word), accepted: words)))
    }
  }
}

extension Substring {
  /// Without the spaces, tabs and line breaks around it. A script of a million lines is trimmed a
  /// million times: ASCII text is trimmed byte by byte, without Foundation or Characters.
  var trimmedOfWhitespace: Substring {
    if isASCII {
      guard let first = utf8.firstIndex(where: { !$0.isASCIISpace }) else { return self[endIndex...] }
      let last = utf8.lastIndex { !$0.isASCIISpace }!
      return self[first..<utf8.index(after: last)]
    }
    guard let first = firstIndex(where: { !$0.isWhitespace }) else { return self[endIndex...] }
    let last = lastIndex(where: { !$0.isWhitespace })!
    return self[first...last]
  }

  var isASCII: Bool { utf8.allSatisfy { $0 < 0x80 } }
}

extension UInt8 {
  /// Space, tab, LF, VT, FF or CR: the ASCII characters `Character.isWhitespace` accepts.
  var isASCIISpace: Bool { self == 0x20 || (0x09...0x0D).contains(self) }
}

/// A number as a script writes it: digits with an optional sign, point and exponent (not Swift's
/// "nan", "inf" or hexadecimal forms, which no one means by a number of seconds or points).
func decimal(_ text: Substring) -> Double? {
  guard !text.isEmpty, text.utf8.count <= 40,
    text.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D || $0 == 0x2B || $0 == 0x65 || $0 == 0x45 })
  else { return nil }
  return Double(text)
}

/// Why a gesture line cannot be read.
public struct GestureSyntaxError: Error, Hashable, Sendable {
  public var message: String
  public init(_ message: String) { self.message = message }
}

/// A gesture and the script line it came from.
public struct ScriptedGesture: Hashable, Sendable {
  public var gesture: Gesture
  /// 1-based line in the script (or position in an inline script).
  public var line: Int

  /// True for gestures given on the command line (`-e`), numbered by position.
  public var inline: Bool

  public init(_ gesture: Gesture, line: Int, inline: Bool = false) {
    self.gesture = gesture
    self.line = line
    self.inline = inline
  }

  /// Where the gesture is, for messages: "line 3", or "gesture 3" in an inline script.
  public var place: String { Self.place(line, inline: inline) }

  static func place(_ n: Int, inline: Bool) -> String { inline ? "gesture \(n)" : "line \(n)" }
}

/// Gesture scripts: one gesture per line, `#` comments; inline scripts separate gestures with `;`.
public enum GestureScript {
  /// Parses a script's text. Every bad line is reported, each with its line number; an inline
  /// script (`-e "next; activate"`) counts gestures instead of lines.
  public static func parse(_ text: String, file: String?, inline: Bool = false) throws(InputError) -> [ScriptedGesture] {
    var gestures: [ScriptedGesture] = []
    var errors: [Diagnostic] = []
    let lines = TextLines.split(text)
    for (i, line) in lines.enumerated() {
      // Cut at the bytes of '#' and ';', which are never part of another character in UTF-8: a
      // script of a million lines is read without breaking every line into Characters.
      let bytes = line.utf8
      let comment = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
      for part in bytes[..<comment].split(separator: UInt8(ascii: ";")) {
        let trimmed = Substring(String(decoding: part, as: UTF8.self)).trimmedOfWhitespace
        if trimmed.isEmpty { continue }
        let number = inline ? gestures.count + errors.count + 1 : i + 1
        switch Gesture.parse(trimmed) {
        case .success(let g): gestures.append(ScriptedGesture(g, line: number, inline: inline))
        case .failure(let e): errors.append(Diagnostic(.error, file: file, place: ScriptedGesture.place(number, inline: inline), e.message))
        }
      }
    }
    if !errors.isEmpty { throw InputError(errors) }
    return gestures
  }
}
