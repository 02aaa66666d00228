/// Everything VoiceOver says for one event, as segments.
public struct Utterance: Hashable, Sendable {
  public var segments: [Segment]

  public init(_ segments: [Segment] = []) { self.segments = segments }

  /// The parts before the hint, joined as transcripts write them.
  public var speech: String {
    // Read in place: filtering the segments first copies each one (this runs once per stop).
    segments.withUnsafeBufferPointer { segments in
      var parts = 0, length = 0, last = 0
      for i in segments.indices where segments[i].role != .hint {
        parts += 1
        last = i
        length += segments[i].text.utf8.count + Self.partSeparator.utf8.count
      }
      // One part is the speech as it is, with nothing copied.
      if parts == 1 { return segments[last].text }
      let out = UTF8Bytes(capacity: length)
      parts = 0
      for i in segments.indices where segments[i].role != .hint {
        if parts > 0, !segments[i].joinsPrevious { out.append(Self.partSeparator) }
        out.append(segments[i].text)
        parts += 1
      }
      return out.string
    }
  }

  /// The hint, or nil when none is spoken.
  public var hint: String? {
    let hints = segments.filter { $0.role == .hint }.map(\.text)
    return hints.isEmpty ? nil : Self.join(hints, role: .hint)
  }

  /// The whole utterance as one line: the speech, then the hint.
  public var text: String {
    [speech, hint ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
  }

  public var isEmpty: Bool { segments.isEmpty }

  /// Between two parts before the hint in text: the comma stands for the pause VoiceOver makes there.
  public static let partSeparator = ", "
  /// Between the sentences of a hint.
  public static let hintSeparator = " "

  /// What joins two parts of `role` in text (transcripts, captions, what was heard before a cut).
  public static func separator(for role: SegmentRole) -> String { role == .hint ? hintSeparator : partSeparator }

  /// Texts of parts of `role` as one line.
  public static func join(_ texts: [String], role: SegmentRole) -> String { texts.joined(separator: separator(for: role)) }

  /// Segments of `role` as one line: a run of a label that joins the part before it has no separator.
  public static func join(segments: [Segment], role: SegmentRole) -> String {
    var out = ""
    for (i, segment) in segments.enumerated() {
      if i > 0, !segment.joinsPrevious { out += separator(for: role) }
      out += segment.text
    }
    return out
  }
}
