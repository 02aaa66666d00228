/// How one kind of member value is read from a screen document and written back: a string, a
/// number within its accepted range, one of an enum's names, a list of effects…
///
/// Reading takes the member as a node of the document's parsed tape, reports every problem to
/// `JSONFields` with the member's path and returns nil; a member that is absent or `null` never
/// reaches a codec.
public struct FieldCodec<Value>: Sendable {
  /// Reads `value`, the member `key` of the object at `path`.
  public let read: @Sendable (_ value: JSONNode, _ key: String, _ path: String, _ fields: JSONFields) -> Value?
  public let write: @Sendable (Value) -> JSONValue

  public init(read: @escaping @Sendable (JSONNode, String, String, JSONFields) -> Value?,
              write: @escaping @Sendable (Value) -> JSONValue) {
    self.read = read
    self.write = write
  }
}

extension FieldCodec where Value == String {
  public static var string: FieldCodec {
    FieldCodec(read: { v, key, path, f in f.string(v, key, at: path) }, write: { .string($0) })
  }
}

extension FieldCodec where Value == String {
  /// A BCP 47 language tag (`en-US`); anything else (a path, a voice name) is an error, since the
  /// language picks the espeak-ng voice.
  public static var languageTag: FieldCodec {
    FieldCodec(
      read: { v, key, path, f in
        guard let tag = f.string(v, key, at: path) else { return nil }
        guard LanguageTag.isValid(tag) else {
          f.error(JSONFields.join(path, key), LanguageTag.problem(tag))
          return nil
        }
        return tag
      },
      write: { .string($0) })
  }
}

extension FieldCodec where Value == Bool {
  public static var bool: FieldCodec {
    FieldCodec(read: { v, key, path, f in f.bool(v, key, at: path) }, write: { .bool($0) })
  }
}

extension FieldCodec where Value == Double {
  /// A number, rejected outside `range` with the accepted range in the message.
  public static func number(range: ClosedRange<Double>? = nil) -> FieldCodec {
    FieldCodec(read: { v, key, path, f in f.number(v, key, at: path, range: range) }, write: { .number($0) })
  }
}

extension FieldCodec where Value == Int {
  /// A whole number, rejected outside `range`.
  public static func integer(range: ClosedRange<Int>? = nil) -> FieldCodec {
    FieldCodec(read: { v, key, path, f in f.integer(v, key, at: path, range: range) }, write: { .number(Double($0)) })
  }
}

extension FieldCodec where Value == [String] {
  public static var strings: FieldCodec {
    FieldCodec(read: { v, key, path, f in f.strings(v, key, at: path) }, write: { .array($0.map(JSONValue.string)) })
  }
}

extension FieldCodec where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
  /// One of the enum's raw values; anything else is an error suggesting the closest.
  public static var choice: FieldCodec {
    FieldCodec(read: { v, key, path, f in f.choice(v, key, at: path, as: Value.self) }, write: { .string($0.rawValue) })
  }
}

extension FieldCodec where Value == TraitSet {
  /// Trait names; an unknown name is an error with a suggestion.
  public static var traits: FieldCodec {
    FieldCodec(
      read: { v, key, path, f in
        f.strings(v, key, at: path).map { DocumentReader.decodeTraits($0, at: JSONFields.join(path, key), f) }
      },
      write: { .array($0.names.map(JSONValue.string)) })
  }
}

extension FieldCodec where Value == Frame {
  /// `[x, y, width, height]`: x and y in `InputLimits.coordinate`, width and height in
  /// `InputLimits.length` (a negative size is an error).
  public static var frame: FieldCodec {
    FieldCodec(
      read: { v, key, path, f in
        // Most elements have a frame: a valid one is read in place, without the arrays the
        // checks below make to say what is wrong.
        if let items = v.arrayValue, items.count == 4, let x = items[0].numberValue, let y = items[1].numberValue,
          let width = items[2].numberValue, let height = items[3].numberValue, width >= 0, height >= 0,
          InputLimits.coordinate.contains(x), InputLimits.coordinate.contains(y),
          InputLimits.length.contains(width), InputLimits.length.contains(height)
        {
          return Frame(x: x, y: y, width: width, height: height)
        }
        guard let n = f.numbers(v, key, at: path, count: 4) else { return nil }
        guard n[2] >= 0, n[3] >= 0 else {
          f.error(JSONFields.join(path, key), "width and height must not be negative (the frame is [x, y, width, height])")
          return nil
        }
        for (i, range) in [InputLimits.coordinate, InputLimits.coordinate, InputLimits.length, InputLimits.length].enumerated()
        where !range.contains(n[i]) {
          f.error(JSONFields.join(JSONFields.join(path, key), i), range.problem(with: n[i]))
          return nil
        }
        return Frame(x: n[0], y: n[1], width: n[2], height: n[3])
      },
      write: { .array($0.array.map(JSONValue.number)) })
  }
}

extension FieldCodec where Value == [[Double]] {
  /// A closed shape's corners, `[[x, y], …]`, at least three, each a coordinate in range
  /// (`accessibilityPath`).
  public static var path: FieldCodec {
    FieldCodec(
      read: { v, key, path, f in
        guard let items = f.array(v, key, at: path) else { return nil }
        guard items.count >= 3 else {
          f.error(JSONFields.join(path, key), "a path needs at least 3 points [x, y], found \(items.count)")
          return nil
        }
        var points: [[Double]] = []
        points.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
          guard let point = f.numbers(item, String(i), at: JSONFields.join(path, key), count: 2, range: InputLimits.coordinate) else { return nil }
          points.append(point)
        }
        return points
      },
      write: { .array($0.map { .array($0.map(JSONValue.number)) }) })
  }
}

extension FieldCodec where Value == [Effect] {
  /// A list of effects (`onActivate`, a custom action's `effects`).
  public static var effects: FieldCodec {
    FieldCodec(read: { v, key, path, f in DocumentReader.decodeEffects(v, key, at: path, f) },
               write: { DocumentWriter.effects($0) })
  }
}

// MARK: - An element's structured members

extension FieldCodec where Value == [CustomAction] {
  static var customActions: FieldCodec {
    FieldCodec(read: { v, key, path, f in DocumentReader.decodeCustomActions(v, key, at: path, f) },
               write: { DocumentWriter.customActions($0) })
  }
}

extension FieldCodec where Value == [CustomContent] {
  static var customContent: FieldCodec {
    FieldCodec(read: { v, key, path, f in DocumentReader.decodeCustomContent(v, key, at: path, f) },
               write: { DocumentWriter.customContent($0) })
  }
}

extension FieldCodec where Value == [CustomRotor] {
  static var rotors: FieldCodec {
    FieldCodec(read: { v, key, path, f in DocumentReader.decodeRotors(v, key, at: path, f) },
               write: { .array($0.map { ["name": .string($0.name), "targets": .array($0.targets.map(JSONValue.string))] }) })
  }
}

extension FieldCodec where Value == SpeechAttributes {
  static var speech: FieldCodec {
    FieldCodec(read: { v, key, path, f in DocumentReader.decodeSpeech(v, key, at: path, f) },
               write: { DocumentWriter.speech($0) })
  }
}

extension FieldCodec where Value == [LabelSpan] {
  static var labelSpans: FieldCodec {
    FieldCodec(read: { v, key, path, f in DocumentReader.decodeLabelSpans(v, key, at: path, f) },
               write: { .array($0.map(DocumentWriter.labelSpan)) })
  }
}

extension FieldCodec where Value == Adjustable {
  static var adjustable: FieldCodec {
    FieldCodec(read: { v, key, path, f in DocumentReader.decodeAdjustable(v, key, at: path, f) },
               write: { DocumentWriter.adjustable($0) })
  }
}

extension FieldCodec where Value == [Element] {
  /// Child elements, each read at its own path (`root.children[2]`).
  static var children: FieldCodec {
    FieldCodec(read: { v, key, path, f in DocumentReader.decodeChildren(v, key, at: path, f) },
               write: { .array($0.map(DocumentWriter.element)) })
  }
}
